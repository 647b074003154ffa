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

    /** Plies to conversion are below this (a stage counts as this many of them). */
    int STAGE_PLIES = 128;

    /**
     * How much is left to convert in a won or lost position it holds ({@code value} its probe):
     * every conversion (a capture, a crowning) lowers it, so {@code stage * STAGE_PLIES + plies to
     * conversion} falls with every move of a won game in which the winner always lowers it, which
     * the databases' distances always allow: the search's measure of progress. 0 when a database
     * has a single stage.
     */
    default int stage(GameState state, int value) {
        return 0;
    }

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
