package org.boardwright.client;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code POST /api/lobby/challenges} asks for; a null field is left out (the server's
 * default).
 *
 * @param color the author's seat: {@code first}, {@code second} or {@code random}
 * @param to the player a direct challenge is made to; null for an open one
 */
public record NewChallenge(String game, TimeControl clock, String color, Boolean rated, String to) {

    public static NewChallenge open(String game) {
        return new NewChallenge(game, null, null, null, null);
    }

    /** A challenge only the named player may accept. */
    public static NewChallenge direct(String game, String to) {
        return new NewChallenge(game, null, null, null, to);
    }

    public NewChallenge withClock(TimeControl newClock) {
        return new NewChallenge(game, newClock, color, rated, to);
    }

    public NewChallenge withColor(String newColor) {
        return new NewChallenge(game, clock, newColor, rated, to);
    }

    public NewChallenge rated(boolean isRated) {
        return new NewChallenge(game, clock, color, isRated, to);
    }

    Map<String, Object> toJson() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("game", game);
        if (clock != null) {
            body.put("clock", clock.toJson());
        }
        NewGame.putUnlessNull(body, "color", color);
        NewGame.putUnlessNull(body, "rated", rated);
        NewGame.putUnlessNull(body, "to", to);
        return body;
    }
}
