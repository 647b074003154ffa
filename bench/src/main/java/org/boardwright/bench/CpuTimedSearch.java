package org.boardwright.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.SearchListener;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;

/**
 * {@code level:max}'s alpha-beta search with the game's strongest evaluation, one thread, a fixed
 * number of nodes from each of 24 positions of seeded random games, timed by the thread's CPU time
 * (a shared machine's waits for a core stay out of the figure): {@code <game> [nodes a position]
 * [rounds]}, one line per round after a warm-up round, with the evaluations the search asked for
 * per node. The same trees in any build whose search is unchanged, so builds compare by their speed
 * alone.
 *
 * <p>It measures any build since 485b68c ({@code Evaluations.strongest}) put before it on the class
 * path: {@code java -cp <that build's jar>:bench/target/classes
 * org.boardwright.bench.CpuTimedSearch checkers}.
 */
public final class CpuTimedSearch {

    private static final int POSITIONS = 24;

    /** The game's evaluation, counting the positions it scores. */
    private static final class Counted implements Evaluation {
        private final Evaluation inner;
        long calls;

        Counted(Evaluation inner) {
            this.inner = inner;
        }

        @Override
        public int evaluate(GameState state) {
            calls++;
            return inner.evaluate(state);
        }

        @Override
        public int captureValue(GameState state, int move) {
            return inner.captureValue(state, move);
        }

        @Override
        public Quiescence quiescence() {
            return inner.quiescence();
        }

        @Override
        public double scoreScale() {
            return inner.scoreScale();
        }

        @Override
        public double winProbability(int score) {
            return inner.winProbability(score);
        }

        @Override
        public int playoutCutoff() {
            return inner.playoutCutoff();
        }

        @Override
        public double exploration() {
            return inner.exploration();
        }
    }

    private final Game game;
    private final GameState[] positions;
    private final Counted evaluation;
    private long searched;

    CpuTimedSearch(Game game) {
        this.game = game;
        positions = SampledPositions.of(game.id(), POSITIONS, 8, 11);
        evaluation = new Counted(Evaluations.strongest(game));
    }

    /**
     * Searches every position with {@code nodes} nodes, each by a new player (an empty table and
     * nothing kept from another search): the nodes the searches reported and the evaluations they
     * asked for.
     */
    long[] searchAll(long nodes) {
        long total = 0;
        long calls = evaluation.calls;
        SearchListener listener = info -> searched = Math.max(searched, info.nodes());
        for (GameState position : positions) {
            AlphaBeta search =
                    new AlphaBeta(
                            AlphaBeta.Config.standard("level:max", 1, game.descriptor()),
                            evaluation);
            searched = 0;
            search.chooseMove(position.copy(), Budget.iterations(nodes), listener);
            total += searched;
        }
        return new long[] {total, evaluation.calls - calls};
    }

    public static void main(String[] args) {
        if (args.length < 1 || args.length > 3) {
            System.err.println("usage: CpuTimedSearch <game> [nodes a position] [rounds]");
            System.exit(2);
        }
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 1_000_000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        CpuTimedSearch bench = new CpuTimedSearch(Games.get(args[0]));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int round = -1; round < rounds; round++) {
            long start = threads.getCurrentThreadCpuTime();
            long[] counts = bench.searchAll(nodes);
            double cpu = (threads.getCurrentThreadCpuTime() - start) / 1e9;
            if (round >= 0) {
                System.out.printf(
                        "cpu-timed %s search nodes_per_cpu_s=%.0f evaluations_per_node=%.3f nodes=%d%n",
                        args[0], counts[0] / cpu, (double) counts[1] / counts[0], counts[0]);
            }
        }
    }
}
