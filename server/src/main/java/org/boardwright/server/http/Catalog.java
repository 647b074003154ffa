package org.boardwright.server.http;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.boardwright.ai.Players;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Palette;
import org.boardwright.engine.Square;
import org.boardwright.engine.record.RecordFormat;
import org.boardwright.server.play.NamedEngines;

/**
 * {@code GET /api/catalog}: every registered game, from its descriptor, and the computer's levels;
 * each game with the outside engines the operator named for it ({@code engine:<name>}).
 */
final class Catalog {

    record Parameter(String key, int min, int max, @JsonProperty("default") int defaultValue) {}

    /** A game: the short fields clients used first, and the whole descriptor. */
    record Entry(
            String id,
            String name,
            String credit,
            int width,
            int height,
            List<String> sides,
            boolean draws,
            List<Parameter> parameters,
            String initialPosition,
            List<String> notations,
            Map<String, String> squareNumbers,
            List<String> engines,
            List<String> recordFormats,
            Descriptor descriptor) {}

    /**
     * The game's descriptor as pages read it: its fields, its rule features one by one, and each
     * side with the paint its pieces are drawn in ({@link Palette}).
     */
    record Descriptor(
            String id,
            String name,
            GameDescriptor.Designer designer,
            String summary,
            List<Side> sides,
            List<GameDescriptor.PieceKind> pieces,
            GameDescriptor.Board board,
            boolean drawsByAgreement,
            boolean capturesCompulsory,
            boolean chance,
            boolean pieRule,
            boolean forcedPasses,
            String counter,
            List<GameDescriptor.Parameter> parameters) {

        static Descriptor of(GameDescriptor d) {
            List<Side> sides =
                    List.of(Side.of(d.side(0), d.paint(0)), Side.of(d.side(1), d.paint(1)));
            return new Descriptor(
                    d.id(),
                    d.name(),
                    d.designer(),
                    d.summary(),
                    sides,
                    d.pieces(),
                    d.board(),
                    d.drawsByAgreement(),
                    d.capturesCompulsory(),
                    d.chance(),
                    d.pieRule(),
                    d.forcedPasses(),
                    d.counter(),
                    d.parameters());
        }
    }

    /** A side: its name, colour word and letter, and the paint of its pieces. */
    record Side(String name, String colour, char letter, Palette.Paint paint) {

        static Side of(GameDescriptor.Side side, Palette.Paint paint) {
            return new Side(side.name(), side.colour(), side.letter(), paint);
        }
    }

    record View(List<Entry> games, List<String> levels) {}

    private Catalog() {}

    static View view(NamedEngines engines) {
        List<Entry> games = Games.ids().stream().map(id -> entry(Games.get(id), engines)).toList();
        return new View(games, levels());
    }

    /**
     * {@code GET /api/catalog/{spec}}: one game with the spec's parameters, so a page can show the
     * start they give.
     */
    static Entry entry(String spec, NamedEngines engines) {
        try {
            return entry(Games.get(spec), engines);
        } catch (NotationException e) {
            throw ApiException.badRequest(e.getMessage());
        }
    }

    private static Entry entry(Game game, NamedEngines engines) {
        GameDescriptor d = game.descriptor();
        List<Parameter> parameters =
                d.parameters().stream()
                        .map(p -> new Parameter(p.key(), p.min(), p.max(), p.defaultValue()))
                        .toList();
        return new Entry(
                d.id(),
                d.name(),
                d.credit(),
                game.width(),
                game.height(),
                List.of(game.sideName(0), game.sideName(1)),
                d.drawsByAgreement(),
                parameters,
                game.initialPosition(),
                game.notations(),
                squareNumbers(game),
                engines.levelsFor(game.id()),
                game.recordFormats().stream().map(RecordFormat::name).toList(),
                Descriptor.of(d));
    }

    /**
     * The label of every square in the game's numbered notation ({@code "g1": "1"}), from {@link
     * Game#squareNumber}; empty for a game without one. Pages show moves and the board with it.
     */
    static Map<String, String> squareNumbers(Game game) {
        Map<String, String> numbers = new LinkedHashMap<>();
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < game.width(); x++) {
                String label = game.squareNumber(x, y);
                if (!label.isEmpty()) {
                    numbers.put(Square.name(x, y), label);
                }
            }
        }
        return numbers;
    }

    /**
     * {@code GET /rules/<id>.json}: a game's rules in plain words for the rules page, from the
     * game's own package ({@link Game#rulesPage()}); 404 for an unknown game or one without.
     */
    static String rules(String file) {
        String id =
                file.endsWith(".json") ? file.substring(0, file.length() - ".json".length()) : "";
        Optional<String> page =
                Games.ids().contains(id) ? Games.get(id).rulesPage() : Optional.empty();
        return page.orElseThrow(() -> ApiException.notFound("no rules page " + file));
    }

    /** The levels a computer opponent can play at. */
    static List<String> levels() {
        return Players.names().stream().filter(n -> n.startsWith("level:")).toList();
    }
}
