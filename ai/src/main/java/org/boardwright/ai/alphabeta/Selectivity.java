package org.boardwright.ai.alphabeta;

/**
 * How far the search trusts shallow evidence to skip work away from the principal variation ({@link
 * AlphaBeta.Techniques#frontierPruning}, {@link AlphaBeta.Techniques#probCut}). Margins are in
 * hundredths of the game's unit (a man, a checker), so the same rules serve every game.
 *
 * <ul>
 *   <li><b>Move-count pruning.</b> At depth {@link #MOVE_COUNT_DEPTH} or less, once {@link
 *       #moveCountLimit} moves have been searched, the remaining quiet moves (ordered by history
 *       alone, so the ones least likely to matter) are not searched.
 *   <li><b>Futility pruning.</b> At depth {@link #FUTILITY_DEPTH} or less, when the static
 *       evaluation plus {@link #futilityMargin} cannot reach alpha, the remaining quiet moves are
 *       not searched: a quiet move seldom gains a unit a ply.
 *   <li><b>ProbCut.</b> From depth {@link #PROBCUT_MIN_DEPTH}, a null-window search {@link
 *       #PROBCUT_REDUCTION} plies shallower at beta + {@link #PROBCUT_MARGIN}: when even that bound
 *       holds, the full search is very likely to fail high too, and the node is cut (Buro's
 *       ProbCut, in the one-sided form checkers programs use).
 * </ul>
 *
 * Captures, the table's move, killers and counter moves are never pruned, nor is anything at a
 * principal-variation node or once a proven loss is all the node has seen.
 */
final class Selectivity {

    static final int MOVE_COUNT_DEPTH = 3;
    static final int FUTILITY_DEPTH = 2;
    static final int PROBCUT_MIN_DEPTH = 5;
    static final int PROBCUT_REDUCTION = 4;
    static final int PROBCUT_MARGIN = 100;

    private Selectivity() {}

    /** Moves searched at a frontier node before the late quiet ones are dropped. */
    static int moveCountLimit(int depth) {
        return 3 + depth * depth;
    }

    /** What a quiet move is assumed to gain at most within {@code depth} plies. */
    static int futilityMargin(int depth) {
        return 100 * depth;
    }

    /**
     * Whether ProbCut may try a node of this depth and null window: deep enough and away from the
     * proven scores, where a margin means nothing.
     */
    static boolean probCutApplies(int depth, int beta) {
        return depth >= PROBCUT_MIN_DEPTH
                && Math.abs(beta) + PROBCUT_MARGIN < AlphaBeta.ENDGAME_BOUND;
    }
}
