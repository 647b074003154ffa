package org.boardwright.cli;

import java.util.Locale;
import java.util.regex.Pattern;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;

/**
 * How the engine protocol reads a Hub position string ({@code W} or {@code B}, then one letter a
 * square) for English checkers, named by the variant the client chooses. Moves are the same in
 * both: standard numbering, captures as start, end and the captured squares.
 *
 * <ul>
 *   <li>{@link #STANDARD} ({@code checkers}, Boardwright's game id, and the default): Scan's
 *       letters on the standard board, {@code B}/{@code b} the first player (Black, men on 1-12),
 *       squares 1 to 32 in order; the start is {@code Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww}.
 *   <li>{@link #PYDRAUGHTS} ({@code english} or {@code american}, pydraughts' names): pydraughts
 *       keeps English checkers turned round inside (colours exchanged, the board rotated), so its
 *       side letter and piece letters name its inner colours and its squares run from 32 down to 1:
 *       {@code W} is Black to move, {@code w}/{@code W} Black's men and kings, {@code b}/{@code B}
 *       White's, and letter n describes square 33 - n. The start is {@code
 *       Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww}; {@code B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29} is
 *       {@code WeeeWbbeWbeWewebewBeeweBeeeeeeeee}.
 * </ul>
 */
enum HubDialect {
    STANDARD,
    PYDRAUGHTS;

    private static final Pattern CHECKERS_POSITION = Pattern.compile("[WB][wbWBe]{32}");

    /** A game and the dialect its positions are read in, from a variant or game name. */
    record Variant(String name, Game game, HubDialect dialect) {}

    /** The variant names that select pydraughts' dialect, for the checkers game. */
    static final java.util.List<String> PYDRAUGHTS_NAMES = java.util.List.of("english", "american");

    /**
     * Resolves a variant name: a Boardwright game id (its own reading), or one of pydraughts' names
     * for English checkers. Throws NotationException for an unknown name.
     */
    static Variant variant(String name) {
        if (PYDRAUGHTS_NAMES.contains(name.toLowerCase(Locale.ROOT))) {
            return new Variant(name, hubGame(), PYDRAUGHTS);
        }
        return new Variant(name, Games.get(name), STANDARD);
    }

    /** Whether the game has the Hub protocol's moves ({@link Game#HUB}): English checkers. */
    static boolean speaksHub(Game game) {
        return game.notations().contains(Game.HUB);
    }

    /** The registered game that speaks the Hub protocol, the one pydraughts' names mean. */
    private static Game hubGame() {
        return Games.ids().stream()
                .map(Games::get)
                .filter(HubDialect::speaksHub)
                .findFirst()
                .orElseThrow(() -> new NotationException("no game speaks the Hub protocol"));
    }

    /** The position text as the game reads it: pydraughts' Hub strings turned round. */
    String position(Game game, String text) {
        String t = text.strip();
        if (this == PYDRAUGHTS && speaksHub(game) && CHECKERS_POSITION.matcher(t).matches()) {
            return turn(t);
        }
        return text;
    }

    /**
     * A checkers Hub string seen from the other side: the side letter and every piece's colour
     * exchanged and the squares reversed. Turning twice gives the string back, so it converts both
     * ways between the two dialects.
     */
    static String turn(String hub) {
        StringBuilder sb = new StringBuilder(33).append(hub.charAt(0) == 'W' ? 'B' : 'W');
        for (int n = 1; n <= 32; n++) {
            char c = hub.charAt(33 - n);
            sb.append(
                    switch (c) {
                        case 'w' -> 'b';
                        case 'b' -> 'w';
                        case 'W' -> 'B';
                        case 'B' -> 'W';
                        default -> c;
                    });
        }
        return sb.toString();
    }
}
