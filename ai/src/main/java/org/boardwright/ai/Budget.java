package org.boardwright.ai;

/**
 * How much a player may think about one move. Each limit is off when zero or negative; the search
 * stops at the first limit reached (or at {@link Player#stop()}). With no limit at all a search
 * runs until stopped.
 *
 * @param moveTimeMillis wall-clock time the move should take
 * @param iterations search iterations (MCTS playouts) or nodes (tree search)
 * @param depth search depth in plies (tree search)
 * @param maxTimeMillis the most the move may take when a search sees reason to think longer (the
 *     best move changing, the score falling): above {@code moveTimeMillis} only under a clock
 *     ({@link TimeControl#budget}); otherwise the move time is also the limit
 */
public record Budget(long moveTimeMillis, long iterations, int depth, long maxTimeMillis) {

    public Budget {
        if (moveTimeMillis > 0 && maxTimeMillis > 0 && maxTimeMillis < moveTimeMillis) {
            throw new IllegalArgumentException(
                    "the most a move may take ("
                            + maxTimeMillis
                            + " ms) is less than its time ("
                            + moveTimeMillis
                            + " ms)");
        }
    }

    /** A budget whose move time is also its limit. */
    public Budget(long moveTimeMillis, long iterations, int depth) {
        this(moveTimeMillis, iterations, depth, moveTimeMillis);
    }

    public static Budget time(double seconds) {
        return new Budget(Math.round(seconds * 1000), 0, 0);
    }

    public static Budget iterations(long iterations) {
        return new Budget(0, iterations, 0);
    }

    /** The time no move may exceed: the larger of the move time and its maximum; 0 for none. */
    public long hardTimeMillis() {
        return moveTimeMillis > 0 ? Math.max(moveTimeMillis, maxTimeMillis) : 0;
    }

    public boolean isUnlimited() {
        return moveTimeMillis <= 0 && iterations <= 0 && depth <= 0;
    }
}
