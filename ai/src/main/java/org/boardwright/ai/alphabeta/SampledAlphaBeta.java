package org.boardwright.ai.alphabeta;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Player;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.GameState;

/**
 * A gentle player for the lower levels: it scores every legal move with a shallow alpha-beta search
 * and then draws one, a better move being more likely (a softmax over the scores at a temperature
 * in the game's unit). A low temperature plays the best move nearly always; a high one makes
 * plausible but sometimes weak choices, as a beginner does. It takes a win it sees, and the depth
 * decides how far it sees.
 */
public final class SampledAlphaBeta implements Player {

    private final String name;
    private final AlphaBeta search;
    private final Evaluation evaluation;
    private final int depth;
    private final double temperature;
    private final SplittableRandom random;
    private final int[] moves = new int[GameState.MAX_MOVES];
    private volatile boolean stopped;

    /**
     * @param depth plies searched per move, the move included (1 = judge each move's result)
     * @param temperature in the game's unit (a man, a checker, a baby; the evaluation counts
     *     hundredths): a move that much worse than the best is e (2.7) times less likely; 0 always
     *     plays the best
     */
    public SampledAlphaBeta(
            String name,
            Evaluation evaluation,
            int depth,
            double temperature,
            SplittableRandom random) {
        if (depth < 1 || temperature < 0) {
            throw new IllegalArgumentException(
                    "depth must be at least 1 and the temperature not negative");
        }
        this.name = name;
        // A small table of its own: the searches are shallow, and a fresh one per move keeps the
        // scores reproducible.
        this.search = new AlphaBeta(new AlphaBeta.Config(name, 1, 14, true), evaluation);
        this.evaluation = evaluation;
        this.depth = depth;
        this.temperature = temperature * 100;
        this.random = random;
    }

    @Override
    public boolean searchesByDepth() {
        return true;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void stop() {
        stopped = true;
    }

    @Override
    public int chooseMove(GameState state, Budget budget, SearchListener listener) {
        if (state.isOverWithoutClaim() || state.isChanceNode()) {
            throw new IllegalStateException(
                    "no move to choose: the game is over or dice are to be thrown");
        }
        try {
            return choose(state, budget, listener);
        } finally {
            stopped = false;
        }
    }

    private int choose(GameState state, Budget budget, SearchListener listener) {
        int n = state.legalMoves(moves, 0);
        if (n == 1) {
            return moves[0];
        }
        long deadline =
                budget.moveTimeMillis() > 0
                        ? System.nanoTime() + budget.moveTimeMillis() * 1_000_000L
                        : Long.MAX_VALUE;
        // A depth in the budget is a limit like the others; a node budget does not apply (the level
        // is its depth).
        int plies = budget.depth() > 0 ? Math.min(budget.depth(), depth) : depth;
        search.reset();
        AlphaBeta.MoveValues scored =
                search.moveValues(
                        state,
                        moves,
                        n,
                        plies,
                        nodes ->
                                stopped
                                        || listener.stopRequested()
                                        || System.nanoTime() >= deadline);
        if (scored.depth() == 0) {
            return moves[0]; // stopped before every move had a score: the first legal move, as
            // alpha-beta does
        }
        int[] values = scored.values();
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (values[i] > values[best]) {
                best = i;
            }
        }
        // A proven win is played at once, the quickest one; otherwise the draw.
        int chosen =
                temperature == 0 || values[best] >= AlphaBeta.MATE_BOUND
                        ? best
                        : draw(values, n, values[best]);
        int score = values[chosen];
        int mate =
                score >= AlphaBeta.MATE_BOUND
                        ? AlphaBeta.WIN - score
                        : score <= -AlphaBeta.MATE_BOUND ? -(AlphaBeta.WIN + score) : 0;
        double p = mate > 0 ? 1 : mate < 0 ? 0 : evaluation.winProbability(score);
        listener.onInfo(
                new SearchInfo(
                        scored.depth(),
                        score,
                        mate,
                        scored.nodes(),
                        List.of(state.formatMove(moves[chosen])),
                        p));
        return moves[chosen];
    }

    /** A move index drawn with weights exp((value - best) / temperature). */
    private int draw(int[] values, int n, int bestValue) {
        double[] weight = new double[n];
        double total = 0;
        for (int i = 0; i < n; i++) {
            // A proven loss, far below the rest, gets a weight of e^-50 rather than 0 (never NaN).
            double gap = Math.min((double) bestValue - values[i], 50 * temperature);
            weight[i] = Math.exp(-gap / temperature);
            total += weight[i];
        }
        double r = random.nextDouble() * total;
        for (int i = 0; i < n; i++) {
            r -= weight[i];
            if (r <= 0) {
                return i;
            }
        }
        return n - 1;
    }
}
