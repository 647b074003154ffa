package org.boardwright.ai;

/**
 * A player's clock as it starts thinking about a move.
 *
 * @param leftMillis time left on the player's clock, at least 0
 * @param incrementMillis time added to the clock after each of the player's moves, at least 0
 * @param movesToGo moves until the next time control adds time, or 0 when none is known (a sudden
 *     death clock, with or without an increment)
 * @param movesPlayed moves the player has made in the game so far, at least 0: how far the game has
 *     come when {@code movesToGo} is 0
 */
public record Clock(long leftMillis, long incrementMillis, int movesToGo, int movesPlayed) {

    public Clock {
        if (leftMillis < 0) {
            throw new IllegalArgumentException("time left must be at least 0 ms: " + leftMillis);
        }
        if (incrementMillis < 0) {
            throw new IllegalArgumentException(
                    "the increment must be at least 0 ms: " + incrementMillis);
        }
        if (movesToGo < 0) {
            throw new IllegalArgumentException(
                    "moves to go must be at least 0 (0: not known): " + movesToGo);
        }
        if (movesPlayed < 0) {
            throw new IllegalArgumentException("moves played must be at least 0: " + movesPlayed);
        }
    }

    /** A sudden-death clock (no time control ahead) after {@code movesPlayed} of one's moves. */
    public static Clock suddenDeath(long leftMillis, long incrementMillis, int movesPlayed) {
        return new Clock(leftMillis, incrementMillis, 0, movesPlayed);
    }
}
