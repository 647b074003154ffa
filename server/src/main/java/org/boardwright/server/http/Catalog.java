package org.boardwright.server.http;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.boardwright.ai.Players;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
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
            GameDescriptor descriptor) {}

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
                d);
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

    /** The levels a computer opponent can play at. */
    static List<String> levels() {
        return Players.names().stream().filter(n -> n.startsWith("level:")).toList();
    }
}
