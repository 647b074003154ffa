package org.boardwright.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.record.GameRecord;

/**
 * Reads the body of {@code POST /api/games} into a checked {@link GameCreation.NewGame}; every
 * wrong field is a clear 400.
 */
final class CreateRequest {

    private CreateRequest() {}

    static GameCreation.NewGame read(JsonNode body) {
        String recordText = Json.multiLineText(body, "record");
        GameRecord record = null;
        if (recordText != null) {
            try {
                record = GameRecord.read(recordText);
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("bad record: " + e.getMessage());
            }
        }
        String spec = Json.text(body, "game");
        if (spec == null && record == null) {
            throw ApiException.badRequest(
                    "\"game\" is required (one of " + String.join(", ", Games.ids()) + ")");
        }
        Game game;
        try {
            game = spec != null ? Games.get(spec) : record.game();
        } catch (NotationException e) {
            throw ApiException.badRequest(e.getMessage());
        }
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
        if (!Catalog.levels().contains(level)) {
            throw ApiException.badRequest(
                    "\"level\" must be one of " + String.join(", ", Catalog.levels()));
        }
        return new GameCreation.NewGame(
                game, opponent, level, color(body), clock(body.get("clock")), record);
    }

    /** The {@code color} field: first, second or random (the default). */
    static GameCreation.Color color(JsonNode body) {
        GameCreation.Color color =
                Wire.parse(
                        GameCreation.Color.class,
                        Http.orDefault(Json.text(body, "color"), "random"));
        if (color == null) {
            throw ApiException.badRequest("\"color\" must be first, second or random");
        }
        return color;
    }

    static ClockSettings clock(JsonNode clock) {
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
}
