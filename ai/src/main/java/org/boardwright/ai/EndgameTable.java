package org.boardwright.ai;

import org.boardwright.engine.GameState;

/**
 * Exact results of a game's small positions from an endgame database, for the side to move. A value
 * is {@link #UNKNOWN} (not in the database), {@link #DRAW}, {@code win(d)} or {@code loss(d)}: won
 * or lost, {@code d} plies before the position leaves its class (a capture, a man crowned, or the
 * end of the game) on best play. Probing allocates nothing.
 */
public interface EndgameTable {

    int UNKNOWN = Integer.MIN_VALUE;
    int DRAW = 0;

    /** The position's value, or {@link #UNKNOWN}; the position is left as it was. */
    int probe(GameState state);

    /** The most pieces of the positions it holds. */
    int maxPieces();

    static int win(int plies) {
        return plies + 1;
    }

    static int loss(int plies) {
        return -(plies + 1);
    }

    static boolean isWin(int value) {
        return value != UNKNOWN && value > 0;
    }

    static boolean isLoss(int value) {
        return value != UNKNOWN && value < 0;
    }

    /** Plies to the conversion of a win or a loss. */
    static int plies(int value) {
        return Math.abs(value) - 1;
    }

    /** "won", "drawn", "lost" or "unknown". */
    static String describe(int value) {
        if (value == UNKNOWN) {
            return "unknown";
        }
        return value > 0 ? "won" : value < 0 ? "lost" : "drawn";
    }
}
