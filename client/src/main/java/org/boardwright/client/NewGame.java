package org.boardwright.client;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code POST /api/games} asks for (docs/API.md, "Creating a game"). Made by {@link
 * #against(String, String)}, {@link #friend}, {@link #hotSeat} or {@link #computer} and narrowed
 * with the {@code with} methods; a null field is left out, so the server's default applies.
 *
 * @param game the game's spec ({@code checkers}, {@code monkeyqueen:ivory=25}, ...)
 * @param opponent {@code computer}, {@code friend} or {@code hotseat}
 * @param level the computer's level or named engine ({@code level:3}); computer games only
 * @param color the creator's seat: {@code first}, {@code second} or {@code random}
 * @param clock the time control
 */
public record NewGame(String game, String opponent, String level, String color, TimeControl clock) {

    public static NewGame against(String game, String opponent) {
        return new NewGame(game, opponent, null, null, null);
    }

    /** A game against a friend, who joins with the invitation. */
    public static NewGame friend(String game) {
        return against(game, "friend");
    }

    /** Two people at one screen: one token plays both seats. */
    public static NewGame hotSeat(String game) {
        return against(game, "hotseat");
    }

    /** A game against the computer at a level ({@code level:3}) or a named engine. */
    public static NewGame computer(String game, String level) {
        return new NewGame(game, "computer", level, null, null);
    }

    /** The creator's seat: {@code first}, {@code second} or {@code random}. */
    public NewGame withColor(String newColor) {
        return new NewGame(game, opponent, level, newColor, clock);
    }

    public NewGame withClock(TimeControl newClock) {
        return new NewGame(game, opponent, level, color, newClock);
    }

    Map<String, Object> toJson() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("game", game);
        putUnlessNull(body, "opponent", opponent);
        putUnlessNull(body, "level", level);
        putUnlessNull(body, "color", color);
        if (clock != null) {
            body.put("clock", clock.toJson());
        }
        return body;
    }

    static void putUnlessNull(Map<String, Object> body, String name, Object value) {
        if (value != null) {
            body.put(name, value);
        }
    }
}
