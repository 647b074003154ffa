package org.boardwright.engine;

/**
 * Counts legal move sequences (docs/rules/README.md, perft), with one move buffer per ply and bulk
 * counting at the leaves.
 */
public final class Perft {

    private Perft() {}

    /**
     * perft(depth) from the state, which is left as it was. It counts {@link
     * GameState#positionMoves}: endings that depend on the game's history (repetition, a double
     * pass, a ply count) are not judged, only the position counts. Throws {@link
     * ChanceNodeException} when a line would need a chance outcome before the depth is reached.
     */
    public static long count(GameState state, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        int[][] buffers = new int[Math.max(depth, 1)][GameState.MAX_MOVES];
        return count(state, depth, buffers);
    }

    private static long count(GameState state, int depth, int[][] buffers) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = buffers[depth - 1];
        int n = state.positionMoves(moves, 0);
        if (n > 0 && state.isChanceNode()) { // a position that ends the game throws no dice
            throw new ChanceNodeException();
        }
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            state.play(moves[i]);
            try {
                total += count(state, depth - 1, buffers);
            } finally {
                state.undo(); // also when a chance node below throws
            }
        }
        return total;
    }

    /** Perft reached a chance node: the count would depend on dice. */
    public static final class ChanceNodeException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ChanceNodeException() {
            super("perft would have to expand a chance node (dice) at this depth");
        }
    }
}
