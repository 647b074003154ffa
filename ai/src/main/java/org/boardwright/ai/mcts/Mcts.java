package org.boardwright.ai.mcts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Player;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.GameState;

/**
 * Monte Carlo tree search: UCT with uniformly random playouts (cut short and judged by the game's
 * {@link Evaluation} when it has one), optionally with MCTS-Solver (proven wins and losses
 * propagate up the tree) and tree reuse between moves. Threads search the same root in separate
 * trees (root parallelisation) whose root statistics are summed; chance nodes are sampled by their
 * probabilities.
 */
public final class Mcts implements Player {

    /**
     * @param exploration the UCB1 constant c
     * @param maxNodes nodes per tree; a full tree stops growing and keeps playing out
     * @param playoutPlyLimit plies after which a playout stops and counts as a draw
     * @param evaluation the game's evaluation, whose win probability judges a playout where it
     *     stops, or null for pure random playouts
     * @param playoutCutoff with an evaluation: random plies before it ends the playout
     */
    public record Config(
            String name,
            double exploration,
            boolean solver,
            boolean reuseTree,
            int threads,
            int maxNodes,
            int playoutPlyLimit,
            Evaluation evaluation,
            int playoutCutoff) {

        public Config {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1");
            }
        }

        /**
         * The baseline general game systems ship: UCB1 with c = 1.41, random playouts, no solver,
         * no reuse.
         */
        public static Config plain(int threads) {
            return new Config("uct-plain", 1.41, false, false, threads, 2_000_000, 10_000, null, 0);
        }

        /** Our own MCTS without game knowledge: solver and tree reuse on. */
        public static Config solver(int threads) {
            return new Config("mcts", 1.0, true, true, threads, 2_000_000, 10_000, null, 0);
        }

        /**
         * The same with a name and, where the game has one, its evaluation, which cuts playouts
         * short.
         */
        public static Config informed(String name, int threads, Evaluation evaluation) {
            return new Config(
                    name,
                    evaluation == null ? 1.0 : evaluation.exploration(),
                    true,
                    true,
                    threads,
                    2_000_000,
                    10_000,
                    evaluation,
                    evaluation == null ? 0 : evaluation.playoutCutoff());
        }
    }

    /** How often (in iterations) a search thread looks at the clock and the stop flag. */
    private static final int CHECK_EVERY = 32;

    /** How often the first search thread reports progress. */
    private static final long REPORT_EVERY_NANOS = 500_000_000L;

    private final Config config;
    private final SplittableRandom random;
    private SearchTree[] trees;
    private volatile boolean stopped;

    public Mcts(Config config, SplittableRandom random) {
        this.config = config;
        this.random = random;
    }

    @Override
    public String name() {
        return config.name();
    }

    /** Ends the running search, or the next one at its first check if it has not started yet. */
    @Override
    public void stop() {
        stopped = true;
    }

    public Config config() {
        return config;
    }

    /** The trees of the last search, for tests. */
    SearchTree[] trees() {
        return trees;
    }

    @Override
    public void reset() {
        trees = null;
    }

    @Override
    public int chooseMove(GameState state, Budget budget, SearchListener listener) {
        if (state.isOverWithoutClaim() || state.isChanceNode()) {
            throw new IllegalStateException(
                    "no move to choose: the game is over or dice are to be thrown");
        }
        try {
            return search(state, budget, listener);
        } finally {
            stopped = false; // cleared after the search, not before: a stop sent as it starts must
            // not be lost
        }
    }

    private int search(GameState state, Budget budget, SearchListener listener) {
        if (trees == null) {
            trees = new SearchTree[config.threads()];
            for (int i = 0; i < trees.length; i++) {
                trees[i] = new SearchTree(config, random.split());
            }
        }
        if (budget.moveTimeMillis() > 0) {
            for (SearchTree tree : trees) {
                tree.reserveAll(); // before the clock starts: growing the arrays mid-search
                // costs time
            }
        }
        long deadline =
                budget.moveTimeMillis() > 0
                        ? System.nanoTime() + budget.moveTimeMillis() * 1_000_000
                        : Long.MAX_VALUE;
        long iterationsPerTree =
                budget.iterations() > 0
                        ? Math.max(1, (budget.iterations() + trees.length - 1) / trees.length)
                        : Long.MAX_VALUE;

        Thread[] helpers = new Thread[trees.length - 1];
        for (int i = 1; i < trees.length; i++) {
            SearchTree tree = trees[i];
            GameState copy = state.copy();
            helpers[i - 1] =
                    new Thread(
                            () -> search(tree, copy, deadline, iterationsPerTree, null, null),
                            "mcts-" + i);
            helpers[i - 1].start();
        }
        search(trees[0], state.copy(), deadline, iterationsPerTree, state, listener);
        for (Thread t : helpers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                stopped = true;
                Thread.currentThread().interrupt();
            }
        }
        List<RootStats> stats = merge();
        if (stats.isEmpty()) {
            // The search failed before expanding the root (out of memory): any legal move beats
            // none.
            return state.legalMoveList().get(0);
        }
        RootStats best = best(stats);
        listener.onInfo(info(state, best, trees));
        return best.move;
    }

    /**
     * One thread's search. The first thread also reports progress from its own tree every {@link
     * #REPORT_EVERY_NANOS} ({@code root} and {@code listener} are null for the others).
     */
    private void search(
            SearchTree tree,
            GameState state,
            long deadline,
            long iterations,
            GameState root,
            SearchListener listener) {
        try {
            tree.setRoot(state);
            long nextReport = System.nanoTime() + REPORT_EVERY_NANOS;
            for (long i = 0; i < iterations; i++) {
                tree.iterate(state);
                if (tree.isSolved()) {
                    stopped = true; // the others can stop too: the result is known
                    return;
                }
                if (i % CHECK_EVERY != 0) {
                    continue;
                }
                long now = System.nanoTime();
                if (listener != null && listener.stopRequested()) {
                    stopped = true;
                }
                if (stopped || now >= deadline) {
                    return;
                }
                if (listener != null && now >= nextReport) {
                    // only this thread's own tree: the others are changing under us
                    listener.onInfo(
                            info(
                                    root,
                                    best(rootStats(tree, new LinkedHashMap<>())),
                                    new SearchTree[] {tree}));
                    nextReport = now + REPORT_EVERY_NANOS;
                }
            }
        } catch (OutOfMemoryError e) {
            // This tree stops growing; the search answers from what the trees hold (the arrays grow
            // atomically).
            tree.reset();
        }
    }

    /** Statistics of one root move, summed over the trees. */
    private static final class RootStats {
        final int move;
        long visits;
        double total;
        boolean provenWin;
        boolean provenLoss; // proofs are exact: one tree's proof is enough

        RootStats(int move) {
            this.move = move;
        }
    }

    private List<RootStats> merge() {
        Map<Integer, RootStats> byMove = new LinkedHashMap<>();
        for (SearchTree tree : trees) {
            rootStats(tree, byMove);
        }
        return new ArrayList<>(byMove.values());
    }

    /** Adds a tree's root-move statistics to {@code byMove}; returns them all. */
    private static List<RootStats> rootStats(SearchTree tree, Map<Integer, RootStats> byMove) {
        int root = tree.root;
        if (root < 0) {
            return new ArrayList<>(byMove.values()); // a tree dropped after a failure
        }
        for (int c = tree.firstChild[root], end = c + tree.childCount[root];
                c < end && c >= 0;
                c++) {
            RootStats s = byMove.computeIfAbsent(tree.move[c], RootStats::new);
            s.visits += tree.visits[c];
            s.total += tree.total[c];
            s.provenWin |= tree.proof[c] == SearchTree.WIN;
            s.provenLoss |= tree.proof[c] == SearchTree.LOSS;
        }
        return new ArrayList<>(byMove.values());
    }

    /** A proven win if there is one; otherwise the most visited move not proven lost. */
    private static RootStats best(List<RootStats> moves) {
        RootStats best = null;
        for (RootStats s : moves) {
            if (best == null
                    || rank(s) > rank(best)
                    || rank(s) == rank(best) && s.visits > best.visits) {
                best = s;
            }
        }
        if (best == null) {
            throw new IllegalStateException("the search expanded no root move");
        }
        return best;
    }

    private static int rank(RootStats s) {
        return s.provenWin ? 2 : s.provenLoss ? 0 : 1;
    }

    /** A report on the chosen move from the given trees (all of them once the search is over). */
    private static SearchInfo info(GameState state, RootStats best, SearchTree[] trees) {
        long nodes = 0;
        for (SearchTree tree : trees) {
            nodes += tree.root < 0 ? 0 : tree.visits[tree.root];
        }
        double expected =
                best.provenWin
                        ? 1
                        : best.provenLoss ? 0 : best.visits == 0 ? 0.5 : best.total / best.visits;
        List<String> pv = principalVariation(state, best.move, trees[0]);
        int mate = 0;
        if (best.provenWin || best.provenLoss) {
            for (SearchTree tree : trees) {
                int plies = tree.provenPlies(best.move);
                if (plies > 0) {
                    mate = best.provenWin ? plies : -plies;
                    break;
                }
            }
        }
        return new SearchInfo(
                pv.size(), (int) Math.round(100 * (2 * expected - 1)), mate, nodes, pv, expected);
    }

    /**
     * The chosen move, then the most visited moves of the first tree, as far as it has statistics.
     */
    private static List<String> principalVariation(
            GameState state, int firstMove, SearchTree tree) {
        List<String> pv = new ArrayList<>();
        GameState s = state.copy();
        pv.add(s.formatMove(firstMove));
        s.play(firstMove);
        int node = -1;
        if (tree.root >= 0) {
            for (int c = tree.firstChild[tree.root], end = c + tree.childCount[tree.root];
                    c < end && c >= 0;
                    c++) {
                if (tree.move[c] == firstMove) {
                    node = c;
                }
            }
        }
        while (node >= 0 && tree.firstChild[node] >= 0 && !tree.chance[node] && pv.size() < 64) {
            int best = -1;
            for (int c = tree.firstChild[node], end = c + tree.childCount[node]; c < end; c++) {
                if (best < 0 || tree.visits[c] > tree.visits[best]) {
                    best = c;
                }
            }
            if (tree.visits[best] == 0) {
                break;
            }
            pv.add(s.formatMove(tree.move[best]));
            s.play(tree.move[best]);
            node = best;
        }
        return pv;
    }
}
