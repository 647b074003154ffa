package org.boardwright.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.record.GameRecord;
import org.boardwright.server.common.Wire;
import org.boardwright.server.play.ClockKind;
import org.boardwright.server.play.ClockSettings;
import org.boardwright.server.play.GameCreation;
import org.boardwright.server.play.NamedEngines;
import org.boardwright.server.play.Opponent;

/**
 * Reads the body of {@code POST /api/games} into a checked {@link GameCreation.NewGame}; every
 * wrong field is a clear 400.
 */
public final class CreateRequest {

    private CreateRequest() {}

    static GameCreation.NewGame read(JsonNode body, NamedEngines engines) {
        String recordText = Json.multiLineText(body, "record");
        GameRecord record = null;
        String imported = null;
        Integer number = Json.integer(body, "recordGame", 1, 100_000);
        if (number != null && recordText == null) {
            throw ApiException.badRequest("\"recordGame\" goes with \"record\"");
        }
        if (recordText != null) {
            List<GameRecord> records;
            try {
                records = GameRecord.readAll(recordText);
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("bad record: " + e.getMessage());
            }
            int n = number == null ? 1 : number;
            if (n > records.size()) {
                throw ApiException.badRequest(
                        "\"recordGame\" is "
                                + n
                                + " but the record holds "
                                + records.size()
                                + (records.size() == 1 ? " game" : " games"));
            }
            record = records.get(n - 1);
            imported = importNote(record, n, records.size());
        }
        String spec = Json.text(body, "game");
        if (spec == null && record == null) {
            throw ApiException.badRequest(
                    "\"game\" is required (one of " + String.join(", ", Games.ids()) + ")");
        }
        Game game = spec != null ? game(spec) : record.game();
        if (record != null && !record.game().spec().equals(game.spec())) {
            throw ApiException.badRequest(
                    "\"game\" is " + game.spec() + " but the record is of " + record.game().spec());
        }
        Opponent opponent =
                Wire.parse(Opponent.class, Http.orDefault(Json.text(body, "opponent"), "computer"));
        if (opponent == null) {
            throw ApiException.badRequest("\"opponent\" must be computer, friend or hotseat");
        }
        String level = Http.orDefault(Json.text(body, "level"), "level:3");
        if (!Catalog.levels().contains(level) && !engines.plays(level, game.id())) {
            List<String> choices = new ArrayList<>(Catalog.levels());
            choices.addAll(engines.levelsFor(game.id()));
            throw ApiException.badRequest("\"level\" must be one of " + String.join(", ", choices));
        }
        return new GameCreation.NewGame(
                game, opponent, level, color(body), clock(body.get("clock")), record, imported);
    }

    /** The {@code color} field: first, second or random (the default). */
    public static GameCreation.Color color(JsonNode body) {
        GameCreation.Color color =
                Wire.parse(
                        GameCreation.Color.class,
                        Http.orDefault(Json.text(body, "color"), "random"));
        if (color == null) {
            throw ApiException.badRequest("\"color\" must be first, second or random");
        }
        return color;
    }

    /** Which game of the record was taken: "game 2 of 3 (Ann - Bob, Test match, 1992.08.??)". */
    static String importNote(GameRecord record, int n, int of) {
        List<String> about = new ArrayList<>();
        String p0 = record.player(0);
        String p1 = record.player(1);
        if (!GameRecord.UNKNOWN_PLAYER.equals(p0) || !GameRecord.UNKNOWN_PLAYER.equals(p1)) {
            about.add(p0 + " - " + p1);
        }
        record.tag("Event").filter(e -> !e.equals("?")).ifPresent(about::add);
        record.tag(GameRecord.DATE)
                .filter(d -> !d.equals(GameRecord.UNKNOWN_DATE))
                .ifPresent(about::add);
        return "game "
                + n
                + " of "
                + of
                + (about.isEmpty() ? "" : " (" + String.join(", ", about) + ")")
                + ", "
                + record.moves().length
                + (record.moves().length == 1 ? " move" : " moves");
    }

    public static ClockSettings clock(JsonNode clock) {
        if (clock == null || clock.isNull()) {
            return ClockSettings.NONE;
        }
        if (!clock.isObject()) {
            throw ApiException.badRequest(
                    "\"clock\" must be an object such as {\"type\": \"none\"}");
        }
        ClockKind kind = Wire.parse(ClockKind.class, Json.requiredText(clock, "type"));
        if (kind == null) {
            throw ApiException.badRequest("clock \"type\" must be none, clock or correspondence");
        }
        return switch (kind) {
            case NONE -> ClockSettings.NONE;
            case CLOCK -> {
                Integer minutes = Json.integer(clock, "minutes", 1, 180);
                if (minutes == null) {
                    throw ApiException.badRequest("\"minutes\" is required for a clock (1 to 180)");
                }
                yield ClockSettings.clock(
                        minutes, Http.orDefault(Json.integer(clock, "increment", 0, 60), 0));
            }
            case CORRESPONDENCE -> {
                Integer days = Json.integer(clock, "days", 1, 14);
                if (days == null) {
                    throw ApiException.badRequest(
                            "\"days\" is required for correspondence (1 to 14)");
                }
                yield ClockSettings.correspondence(days);
            }
        };
    }

    /** The game a spec names; a clear 400 for a spec that names none. */
    static Game game(String spec) {
        try {
            return Games.get(spec);
        } catch (NotationException e) {
            throw ApiException.badRequest(e.getMessage());
        }
    }
}
