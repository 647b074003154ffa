package org.boardwright.ai;

/**
 * How much a player may think about one move. Each limit is off when zero or negative; the search
 * stops at the first limit reached (or at {@link Player#stop()}). With no limit at all a search
 * runs until stopped.
 *
 * @param moveTimeMillis wall-clock time for the move
 * @param iterations search iterations (MCTS playouts) or nodes (tree search)
 * @param depth search depth in plies (tree search)
 */
public record Budget(long moveTimeMillis, long iterations, int depth) {

    public static Budget time(double seconds) {
        return new Budget(Math.round(seconds * 1000), 0, 0);
    }

    public static Budget iterations(long iterations) {
        return new Budget(0, iterations, 0);
    }

    public boolean isUnlimited() {
        return moveTimeMillis <= 0 && iterations <= 0 && depth <= 0;
    }
}
