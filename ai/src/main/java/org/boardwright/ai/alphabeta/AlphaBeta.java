package org.boardwright.ai.alphabeta;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.ai.Budget;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Player;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameState;

/**
 * Iterative-deepening alpha-beta (negamax with principal-variation windows), a transposition table,
 * move ordering (table move, captures, killers, counter moves, history), quiescence where the game
 * asks for it, and expectimax with Star1 pruning at chance nodes (see {@link Search}); beyond plain
 * alpha-beta, the {@link Techniques} a game's search uses (late-move reductions, aspiration windows
 * and more). Several threads search the same position sharing the table ("lazy SMP"); the first
 * thread's result is played.
 *
 * <p>Scores are hundredths of the game's unit from the side to move; a proven win in n plies scores
 * {@code WIN - n}.
 */
public final class AlphaBeta implements Player {

    public static final int WIN = 1_000_000;

    /** Scores beyond this are proven wins (or, negated, losses). */
    public static final int MATE_BOUND = WIN - 10_000;

    static final int INFINITY = WIN + 1;

    /**
     * A win the endgame database proves, less its distance: the plies to the position from the
     * root, and from it its stage and plies to its next conversion ({@link EndgameTable#stage}),
     * which every move of a won game played by the databases lowers. Above every evaluation, below
     * the proven mates. The search so prefers the win that makes progress (a conversion now over
     * keeping the win at the same distance, a won position reached sooner), and a database win is
     * played out instead of shuffled into a repetition.
     */
    public static final int ENDGAME_WIN = MATE_BOUND - 1_000;

    /** Scores from this on (and below {@link #MATE_BOUND}) are database wins. */
    public static final int ENDGAME_BOUND = ENDGAME_WIN - 40_000;

    /**
     * Whether a score is a result the endgame database proves (a win when positive, a loss when
     * negative) rather than an evaluation or a mate the search found: its distance to the end of
     * the game is not known, only to the next conversion.
     */
    public static boolean isEndgameResult(int score) {
        int a = Math.abs(score);
        return a >= ENDGAME_BOUND && a <= ENDGAME_WIN;
    }

    /** Iterations go no deeper than this (the table stores depths up to 63). */
    public static final int MAX_DEPTH = 60;

    /**
     * The search techniques beyond plain alpha-beta, each a game's setting ({@link #forGame}).
     *
     * @param lateMoveReductions quiet moves late in the order (not the table's move, a killer or
     *     the counter move; never a capture, a forced move, a move to a chance node or one after
     *     which the same player moves again) are searched with a null window to a reduced depth
     *     first, and to full depth only if they fail high
     * @param aspirationWindows each iteration from {@link #ASPIRATION_MIN_DEPTH} on searches the
     *     root in a window around the previous iteration's score, widened on failure
     * @param historyMalus a cut-off also takes depth² from the history of the quiet moves tried
     *     before it, with gravity scaling (see {@link MoveOrder})
     * @param counterMoves the quiet move that last refuted the previous move is tried after the
     *     killers
     * @param reduceCaptureOffers late-move reductions also reduce a quiet move after which the
     *     opponent can capture (without it such a move is always searched to full depth)
     * @param frontierPruning near the leaves, away from the principal variation, late quiet moves
     *     are not searched when there are many of them or when the static evaluation is far below
     *     alpha (see {@link Selectivity})
     * @param probCut away from the principal variation, a node whose shallow search already beats
     *     beta by a margin is cut off without the full search (see {@link Selectivity})
     */
    public record Techniques(
            boolean lateMoveReductions,
            boolean aspirationWindows,
            boolean historyMalus,
            boolean counterMoves,
            boolean reduceCaptureOffers,
            boolean frontierPruning,
            boolean probCut) {

        /**
         * Plain alpha-beta, none of them: every move searched to full depth, which the sampled
         * levels need (each move's value exact to their depth).
         */
        public static final Techniques PLAIN =
                new Techniques(false, false, false, false, false, false, false);

        public static final Techniques ALL =
                new Techniques(true, true, true, true, true, true, true);

        /** A game with dice's: plain, since the techniques measured weaker in the Twist. */
        public static final Techniques WITH_DICE = PLAIN;

        /** The techniques a game's standard search uses: all, or {@link #WITH_DICE}. */
        public static Techniques forGame(GameDescriptor game) {
            return game.chance() ? WITH_DICE : ALL;
        }
    }

    /** The least depth searched with an aspiration window, and the window's first half-width. */
    static final int ASPIRATION_MIN_DEPTH = 4;

    static final int ASPIRATION_DELTA = 30;

    /**
     * @param tableBits log2 of the transposition table's entries (16 bytes each); 0 turns the table
     *     off
     * @param extendForcedMoves whether a position with a single legal move costs no depth
     * @param techniques the techniques beyond plain alpha-beta
     */
    public record Config(
            String name,
            int threads,
            int tableBits,
            boolean extendForcedMoves,
            Techniques techniques) {

        public Config {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1");
            }
            if (techniques == null) {
                throw new IllegalArgumentException("techniques must not be null");
            }
        }

        /** Plain alpha-beta ({@link Techniques#PLAIN}). */
        public Config(String name, int threads, int tableBits, boolean extendForcedMoves) {
            this(name, threads, tableBits, extendForcedMoves, Techniques.PLAIN);
        }

        /** Every technique ({@link Techniques#ALL}), whatever the game. */
        public static Config standard(String name, int threads) {
            return new Config(name, threads, 20, true, Techniques.ALL);
        }

        /** The standard search for a game: {@link Techniques#forGame}. */
        public static Config standard(String name, int threads, GameDescriptor game) {
            return new Config(name, threads, 20, true, Techniques.forGame(game));
        }
    }

    private final Config config;
    private final Evaluation evaluation;
    private final EndgameTable endgames;

    /**
     * Made at the first search (16 MB by default), so that players made only to check a name cost
     * nothing.
     */
    private TranspositionTable table;

    /**
     * Each search thread's static evaluations ({@code caches[0]} the main thread's, or the one
     * search's of {@link #value} and {@link #moveValues}), kept from search to search: a player
     * searches one position at a time, and its evaluation never changes. Made when first needed.
     */
    private final EvaluationCache[] caches;

    private volatile boolean stopped;

    public AlphaBeta(Config config, Evaluation evaluation) {
        this(config, evaluation, null);
    }

    /**
     * @param endgames exact values of small positions the search uses at every node below the root,
     *     or null
     */
    public AlphaBeta(Config config, Evaluation evaluation, EndgameTable endgames) {
        this.endgames = endgames;
        if (evaluation == null) {
            throw new IllegalArgumentException("alpha-beta needs an evaluation of the game");
        }
        this.config = config;
        this.evaluation = evaluation;
        this.caches = new EvaluationCache[config.threads()];
    }

    private EvaluationCache cache(int thread) {
        if (caches[thread] == null) {
            caches[thread] = new EvaluationCache(EvaluationCache.BITS);
        }
        return caches[thread];
    }

    private TranspositionTable table() {
        if (table == null) {
            table = new TranspositionTable(Math.max(config.tableBits(), 1));
        }
        return table;
    }

    @Override
    public String name() {
        return config.name();
    }

    public Evaluation evaluation() {
        return evaluation;
    }

    @Override
    public boolean searchesByDepth() {
        return true;
    }

    @Override
    public void stop() {
        stopped = true;
    }

    @Override
    public void reset() {
        if (table != null) {
            table.clear();
        }
    }

    private Search newSearch(GameState state, Search.StopSignal stop, int thread) {
        return new Search(
                state.copy(),
                evaluation,
                cache(thread),
                table(),
                config.tableBits() > 0,
                config.extendForcedMoves(),
                stop,
                endgames,
                config.techniques());
    }

    @Override
    public int chooseMove(GameState state, Budget budget, SearchListener listener) {
        if (state.isOverWithoutClaim() || state.isChanceNode()) {
            throw new IllegalStateException(
                    "no move to choose: the game is over or dice are to be thrown");
        }
        try {
            return think(state, budget, listener);
        } finally {
            stopped = false; // cleared after the search: a stop sent as it starts must not be lost
        }
    }

    /** A search's shared limits: the time, the node budget and the stop requests. */
    private final class Limits {
        final TimeAllocation time;
        final long maxNodes;
        final SearchListener listener;

        /** The first thread's search, whose root tells whether a move has been settled. */
        Search main;

        volatile boolean over;

        Limits(Budget budget, SearchListener listener) {
            long start = System.nanoTime();
            long move = budget.moveTimeMillis() * 1_000_000L;
            time = new TimeAllocation(start, move, budget.hardTimeMillis() * 1_000_000L);
            maxNodes = budget.iterations() > 0 ? budget.iterations() : Long.MAX_VALUE;
            this.listener = listener;
        }

        /** Polled by the first thread with its node count; the helpers only read {@link #over}. */
        boolean check(long nodes) {
            if (stopped || listener.stopRequested() || nodes >= maxNodes) {
                over = true;
            } else {
                long now = System.nanoTime();
                if (now >= time.hardDeadline()
                        || now >= time.allowedDeadline() && main.pvLength[0] > 0) {
                    over = true;
                }
            }
            return over;
        }
    }

    private int think(GameState root, Budget budget, SearchListener listener) {
        int threads = config.threads();
        Limits limits = new Limits(budget, listener);
        table().newSearch();
        Search main = newSearch(root, limits::check, 0);
        limits.main = main;
        Thread[] helpers = new Thread[threads - 1];
        Search[] helperSearches = new Search[threads - 1];
        for (int i = 1; i < threads; i++) {
            Search helper = newSearch(root, nodes -> limits.over, i);
            helperSearches[i - 1] = helper;
            int offset = i;
            helpers[i - 1] =
                    new Thread(() -> iterate(helper, limits, null, offset, null), "alphabeta-" + i);
            helpers[i - 1].setDaemon(true);
            helpers[i - 1].start();
        }
        Result result = new Result();
        iterate(main, limits, budget, 0, result);
        limits.over = true;
        for (Thread t : helpers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        long nodes = main.nodes;
        for (Search helper : helperSearches) {
            nodes += helper.nodes; // read after join: the helpers have finished
        }
        if (!result.found) {
            // Stopped before the first iteration finished: the first legal move in search order.
            int[] buffer = new int[GameState.MAX_MOVES];
            root.legalMoves(buffer, 0);
            result.move = buffer[0];
            result.pv = List.of(root.formatMove(buffer[0]));
        }
        listener.onInfo(info(result, nodes));
        return result.move;
    }

    /** The outcome of the deepest finished iteration. */
    private static final class Result {
        boolean found;
        int move;
        int score;
        int depth;
        List<String> pv = List.of();
    }

    /**
     * Iterative deepening on one thread. Helpers ({@code result == null}) start at different depths
     * so that the threads spread over the tree.
     */
    private void iterate(Search search, Limits limits, Budget budget, int offset, Result result) {
        search.newSearch();
        int maxDepth =
                budget != null && budget.depth() > 0
                        ? Math.min(budget.depth(), MAX_DEPTH)
                        : MAX_DEPTH;
        int previous = 0;
        for (int depth = 1 + offset % 2; depth <= maxDepth; depth++) {
            long began = result != null ? System.nanoTime() : 0;
            search.firstRootMoveAt = 0;
            int score =
                    config.techniques().aspirationWindows()
                                    && depth >= ASPIRATION_MIN_DEPTH
                                    && Math.abs(previous) < ENDGAME_BOUND
                            ? aspiration(search, depth, previous)
                            : search.search(depth, 0, -INFINITY, INFINITY);
            previous = score;
            if (search.aborted || limits.over && result == null) {
                // A partly searched iteration counts for the root moves it finished: its first move
                // (the previous best) and any that beat it.
                if (result != null && search.pvLength[0] > 0) {
                    record(search, result, depth - 1, search.rootScore);
                }
                return;
            }
            if (result == null) {
                continue;
            }
            record(search, result, depth, score);
            limits.listener.onInfo(info(result, search.nodes));
            if (Math.abs(score) >= MATE_BOUND && depth >= WIN - Math.abs(score) + 2) {
                return; // a proven result that deeper search cannot change
            }
            long now = System.nanoTime();
            limits.time.finished(began, search.firstRootMoveAt, now, depth, result.move, score);
            if (!limits.time.startAnother(now)) {
                return;
            }
        }
    }

    /**
     * Searches the root in a window around the previous iteration's score, doubling the side that
     * failed until the score falls inside (a full window once the half-width passes a few men).
     */
    private static int aspiration(Search search, int depth, int previous) {
        int delta = ASPIRATION_DELTA;
        int alpha = previous - delta;
        int beta = previous + delta;
        while (true) {
            int score = search.search(depth, 0, alpha, beta);
            if (search.aborted || score > alpha && score < beta) {
                return score;
            }
            delta *= 2;
            if (delta > 16 * ASPIRATION_DELTA) {
                alpha = -INFINITY;
                beta = INFINITY;
            } else if (score <= alpha) {
                alpha = Math.max(previous - delta, -INFINITY);
            } else {
                beta = Math.min(previous + delta, INFINITY);
            }
        }
    }

    private static void record(Search search, Result result, int depth, int score) {
        GameState s = search.state;
        List<String> pv = new ArrayList<>();
        int played = 0;
        for (int i = 0; i < search.pvLength[0]; i++) {
            int m = search.pv[i];
            if (!isLegal(s, m)) {
                break;
            }
            pv.add(s.formatMove(m));
            s.play(m);
            played++;
            if (s.isChanceNode() || s.isTerminal()) {
                break; // beyond a chance node the line depends on the dice
            }
        }
        for (int i = 0; i < played; i++) {
            s.undo();
        }
        result.found = true;
        result.move = search.pv[0];
        result.score = score;
        result.depth = depth;
        result.pv = pv;
    }

    private static boolean isLegal(GameState s, int move) {
        int[] buffer = new int[GameState.MAX_MOVES];
        int n = s.legalMoves(buffer, 0);
        for (int i = 0; i < n; i++) {
            if (buffer[i] == move) {
                return true;
            }
        }
        return false;
    }

    private SearchInfo info(Result result, long nodes) {
        int mate = 0;
        if (result.score >= MATE_BOUND) {
            mate = WIN - result.score;
        } else if (result.score <= -MATE_BOUND) {
            mate = -(WIN + result.score);
        }
        double p = mate > 0 ? 1 : mate < 0 ? 0 : evaluation.winProbability(result.score);
        return new SearchInfo(result.depth, result.score, mate, nodes, result.pv, p);
    }

    /**
     * The values of a position's legal moves from the point of view of the player making them, each
     * searched with a full window to the same depth (the move included), and the nodes it took.
     */
    record MoveValues(int[] values, int depth, long nodes) {}

    /**
     * The value of each of {@code n} legal moves, searched {@code depth - 1} plies beyond the move
     * with a full window (then quiescence), deepening one ply at a time over all the moves; when
     * {@code stop} ends it early, the values are those of the last depth finished for every move
     * (depth 0 and no values if not even the first was).
     */
    MoveValues moveValues(GameState state, int[] moves, int n, int depth, Search.StopSignal stop) {
        Search search = newSearch(state, stop, 0);
        GameState s = search.state;
        int mover = Search.seat(s);
        int[] values = new int[0];
        int finished = 0;
        int[] next = new int[n];
        for (int d = 1; d <= depth && !search.aborted; d++) {
            for (int i = 0; i < n && !search.aborted; i++) {
                if (stop.shouldStop(search.nodes)) {
                    search.aborted = true;
                    break;
                }
                s.play(moves[i]);
                int v = search.search(d - 1, 1, -INFINITY, INFINITY);
                next[i] = Search.seat(s) == mover ? v : -v;
                s.undo();
            }
            if (!search.aborted) {
                values = next.clone();
                finished = d;
            }
        }
        return new MoveValues(values, finished, search.nodes);
    }

    /**
     * The value of a position searched to a fixed depth with a full window, from the side to move
     * (a chance node's: its expected value). For tests and analysis.
     */
    public int value(GameState state, int depth) {
        Search search = newSearch(state, nodes -> false, 0);
        int v = 0;
        for (int d = 1; d <= depth; d++) {
            v = search.search(d, 0, -INFINITY, INFINITY);
        }
        return v;
    }
}
