package org.boardwright.ai.alphabeta;

import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.Evaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Result;

/**
 * One thread's search: negamax with alpha-beta and principal-variation windows over its own copy of
 * the position, with its own move-ordering memory ({@link MoveOrder}: killers, history, counter
 * moves) and the transposition table shared with the other threads; with {@link
 * AlphaBeta.Techniques#lateMoveReductions} late quiet moves are searched to a reduced depth first,
 * and away from the principal variation {@link Selectivity}'s rules skip what shallow evidence says
 * cannot matter. Scores are from the point of view of the player to move (the seat, not the colour:
 * after a Monkey Queen swap the player who moved first plays the second colour). A move after which
 * the same player moves again (a Twist extra turn, a declaration) keeps the score's sign.
 *
 * <p>Chance nodes (Twist dice) are valued at the probability-weighted average of their outcomes,
 * searched with the Star1 windows of Ballard's *-minimax: an outcome's window is narrowed to the
 * values that could still move the average across the parent's window, and the search stops as soon
 * as the average is settled on one side. Outcomes that lead to the same position (rolls whose
 * difference does not matter) are searched once, with their probabilities added.
 */
final class Search {

    static final int MAX_PLY = 128;

    /** Plies of forced captures, and of optional captures, that quiescence follows at most. */
    static final int MAX_FORCED_QUIESCENCE = 24;

    static final int MAX_OPTIONAL_QUIESCENCE = 6;
    private static final int CHECK_EVERY = 1024;

    final GameState state;
    private final Evaluation evaluation;
    private final TranspositionTable table;
    private final boolean useTable;
    private final boolean extendForcedMoves;
    private final StopSignal stop;

    /** Exact values of small positions, or null. */
    private final EndgameTable endgames;

    private final int[] moves = new int[MAX_PLY * GameState.MAX_MOVES];
    private final int[] order = new int[MAX_PLY * GameState.MAX_MOVES];

    private final ChanceOutcomes outcomes = new ChanceOutcomes(MAX_PLY);
    private final AlphaBeta.Techniques techniques;
    private final MoveOrder memory;
    private final EvaluationCache evaluations;

    /** The move played at each ply on the current line (a chance node's: its outcome). */
    private final int[] playedAt = new int[MAX_PLY];

    private final boolean[] playedValid = new boolean[MAX_PLY];

    /** Per ply, the quiet moves searched so far (for the history malus). */
    private final int[] quiets = new int[MAX_PLY * GameState.MAX_MOVES];

    final int[] pv = new int[MAX_PLY * MAX_PLY];
    final int[] pvLength = new int[MAX_PLY];

    long nodes;
    boolean aborted;

    /**
     * The score of the root's best fully searched move in the current iteration (valid when
     * pvLength[0] > 0).
     */
    int rootScore;

    /**
     * When the root's first move was first settled in the current iteration ({@link
     * System#nanoTime()}), 0 until then: the time manager's measure of what the next iteration's
     * first move will cost.
     */
    long firstRootMoveAt;

    /** Polled every few thousand nodes: true ends the search (its result is then thrown away). */
    interface StopSignal {
        boolean shouldStop(long nodes);
    }

    Search(
            GameState state,
            Evaluation evaluation,
            EvaluationCache evaluations,
            TranspositionTable table,
            boolean useTable,
            boolean extendForcedMoves,
            StopSignal stop,
            EndgameTable endgames,
            AlphaBeta.Techniques techniques) {
        this.state = state;
        this.techniques = techniques;
        this.memory = new MoveOrder(techniques);
        this.endgames = endgames;
        this.extendForcedMoves = extendForcedMoves;
        this.evaluation = evaluation;
        this.evaluations = evaluations;
        this.table = table;
        this.useTable = useTable;
        this.stop = stop;
    }

    /** The player (seat) to move: the colour to move, unless the players exchanged colours. */
    static int seat(GameState s) {
        return s.playersSwapped() ? s.sideToMove() ^ 1 : s.sideToMove();
    }

    private boolean tick() {
        nodes++;
        if (nodes % CHECK_EVERY == 0 && stop.shouldStop(nodes)) {
            aborted = true;
        }
        return aborted;
    }

    /**
     * The score of a position the endgame database knows, {@code ply} plies from the root: a win
     * well above any evaluation, below the proven mates, the nearer the better ({@link
     * AlphaBeta#ENDGAME_WIN}); a draw 0. The table keeps database wins relative to the node, as it
     * does mates.
     */
    private int endgameScore(int known, int ply) {
        if (known == EndgameTable.DRAW) {
            return 0;
        }
        int distance =
                endgames.stage(state, known) * EndgameTable.STAGE_PLIES
                        + Math.min(EndgameTable.plies(known), EndgameTable.STAGE_PLIES - 1)
                        + ply;
        int score =
                AlphaBeta.ENDGAME_WIN
                        - Math.min(distance, AlphaBeta.ENDGAME_WIN - AlphaBeta.ENDGAME_BOUND);
        return known > 0 ? score : -score;
    }

    /** The score of a finished game for the player to move, a win sooner being better. */
    private int terminalScore(int ply) {
        Result r = state.result();
        int winner = r.winner();
        if (winner < 0) {
            return 0;
        }
        int winnerSeat = state.playersSwapped() ? winner ^ 1 : winner;
        return winnerSeat == seat(state) ? AlphaBeta.WIN - ply : -(AlphaBeta.WIN - ply);
    }

    /**
     * Searches a child just played: from the mover's point of view, whether or not the same player
     * moves again.
     */
    private int child(int moverSeat, int depth, int ply, int alpha, int beta) {
        if (seat(state) == moverSeat) {
            return search(depth, ply, alpha, beta);
        }
        return -search(depth, ply, -beta, -alpha);
    }

    /** Quiescence of a child, as {@link #child}. */
    private int quiescenceChild(int moverSeat, int ply, int alpha, int beta, int qply) {
        if (seat(state) == moverSeat) {
            return quiescence(ply, alpha, beta, qply);
        }
        return -quiescence(ply, -beta, -alpha, qply);
    }

    /**
     * Negamax value of the position to {@code depth} plies, within the window (fail-soft except at
     * chance nodes).
     */
    int search(int depth, int ply, int alpha, int beta) {
        pvLength[ply] = 0;
        if (tick()) {
            return 0;
        }
        if (state.isTerminal() && (ply > 0 || state.isOverWithoutClaim())) {
            return terminalScore(ply); // at a claimable draw the root plays on: it never claims
        }
        if (ply >= MAX_PLY - 1) {
            return state.isChanceNode() ? 0 : evaluate();
        }
        if (ply > 0 && endgames != null && !state.isChanceNode()) {
            int known = endgames.probe(state);
            if (known != EndgameTable.UNKNOWN) {
                return endgameScore(known, ply);
            }
        }
        if (!state.isChanceNode() && depth <= 0) {
            return quiescence(ply, alpha, beta, 0);
        }
        long key = state.hash();
        int ttMove = 0;
        boolean hasTtMove = false;
        if (useTable) {
            long entry = table.probe(key);
            if (entry != 0) {
                hasTtMove = TranspositionTable.hasMove(entry);
                ttMove = TranspositionTable.move(entry);
                if (ply > 0 && TranspositionTable.depth(entry) >= depth) {
                    int s = TranspositionTable.fromTable(TranspositionTable.score(entry), ply);
                    int bound = TranspositionTable.bound(entry);
                    if (bound == TranspositionTable.EXACT
                            || bound == TranspositionTable.LOWER && s >= beta
                            || bound == TranspositionTable.UPPER && s <= alpha) {
                        return s;
                    }
                }
            }
        }
        if (state.isChanceNode()) {
            int value = chance(depth, ply, alpha, beta);
            if (!aborted && useTable) {
                int bound =
                        value <= alpha
                                ? TranspositionTable.UPPER
                                : value >= beta
                                        ? TranspositionTable.LOWER
                                        : TranspositionTable.EXACT;
                table.store(key, 0, false, bound, depth, TranspositionTable.toTable(value, ply));
            }
            return value;
        }

        boolean pvNode = beta - alpha > 1;
        if (techniques.probCut() && !pvNode && ply > 0 && Selectivity.probCutApplies(depth, beta)) {
            int bound = beta + Selectivity.PROBCUT_MARGIN;
            int shallow = search(depth - Selectivity.PROBCUT_REDUCTION, ply, bound - 1, bound);
            if (aborted || shallow >= bound) {
                return aborted ? 0 : shallow;
            }
        }
        int base = ply * GameState.MAX_MOVES;
        int n = state.legalMoves(moves, base);
        if (n == 0) {
            return terminalScore(ply); // not reached: a position with no moves is over
        }
        int side = state.sideToMove();
        boolean hasPrevious = ply > 0 && playedValid[ply - 1];
        int previous = hasPrevious ? playedAt[ply - 1] : 0;
        memory.score(
                state,
                evaluation,
                moves,
                order,
                base,
                n,
                ply,
                ttMove,
                hasTtMove,
                hasPrevious,
                previous);
        int mover = seat(state);
        // A forced move costs no depth: in checkers long forced sequences are common and cheap.
        int childDepth = n == 1 && extendForcedMoves ? depth : depth - 1;
        boolean mayReduce =
                techniques.lateMoveReductions() && depth >= MoveOrder.LMR_MIN_DEPTH && n > 1;
        int quietCount = 0;
        int originalAlpha = alpha;
        int best = -AlphaBeta.INFINITY;
        int bestMove = moves[base];
        boolean frontier =
                techniques.frontierPruning() && !pvNode && depth <= Selectivity.MOVE_COUNT_DEPTH;
        int futile =
                frontier && depth <= Selectivity.FUTILITY_DEPTH
                        ? evaluate() + Selectivity.futilityMargin(depth)
                        : AlphaBeta.INFINITY;
        for (int i = 0; i < n; i++) {
            int move = MoveOrder.pick(moves, order, base, i, n);
            if (frontier
                    && i > 0
                    && best > -AlphaBeta.MATE_BOUND
                    && order[base + i] < MoveOrder.COUNTER
                    && (i >= Selectivity.moveCountLimit(depth) || futile <= alpha)) {
                break; // the moves left are quiet and ordered by history alone
            }
            // Only a quiet move that is neither the table's, a killer nor the counter move is late.
            boolean late = mayReduce && MoveOrder.isLate(order[base + i], i);
            if (techniques.historyMalus() && evaluation.captureValue(state, move) == 0) {
                quiets[base + quietCount++] = move;
            }
            playedAt[ply] = move;
            playedValid[ply] = true;
            state.play(move);
            int score;
            if (i == 0) {
                score = child(mover, childDepth, ply + 1, alpha, beta);
            } else {
                int r = late ? MoveOrder.reduction(depth, i, pvNode) : 0;
                if (r > 0
                        && !state.isChanceNode()
                        && seat(state) != mover
                        && (techniques.reduceCaptureOffers()
                                || !MoveOrder.canCapture(
                                        state,
                                        evaluation,
                                        moves,
                                        (ply + 1) * GameState.MAX_MOVES))) {
                    // A late-move reduction, searched again to full depth if it fails high.
                    score = child(mover, Math.max(childDepth - r, 1), ply + 1, alpha, alpha + 1);
                    if (score > alpha && !aborted) {
                        score = child(mover, childDepth, ply + 1, alpha, alpha + 1);
                    }
                } else {
                    score = child(mover, childDepth, ply + 1, alpha, alpha + 1);
                }
                if (score > alpha && score < beta && !aborted) {
                    score = child(mover, childDepth, ply + 1, alpha, beta);
                }
            }
            state.undo();
            if (aborted) {
                return 0;
            }
            if (ply == 0 && firstRootMoveAt == 0) {
                firstRootMoveAt = System.nanoTime();
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, move);
                    if (ply == 0) {
                        rootScore = score;
                    }
                    if (score >= beta) {
                        if (evaluation.captureValue(state, move) == 0) {
                            memory.cutoff(
                                    side,
                                    ply,
                                    move,
                                    depth,
                                    hasPrevious,
                                    previous,
                                    quiets,
                                    base,
                                    quietCount);
                        }
                        break;
                    }
                }
            }
        }
        if (useTable) {
            int bound =
                    best >= beta
                            ? TranspositionTable.LOWER
                            : best > originalAlpha
                                    ? TranspositionTable.EXACT
                                    : TranspositionTable.UPPER;
            table.store(key, bestMove, true, bound, depth, TranspositionTable.toTable(best, ply));
        }
        return best;
    }

    /** The expected value of a chance node (see the class comment); fail-hard at its window. */
    private int chance(int depth, int ply, int alpha, int beta) {
        int base = ply * GameState.MAX_MOVES;
        int groups = outcomes.group(state, moves, base, ply);
        int mover = seat(state);
        double sum = 0;
        double remaining = 1;
        final double win = AlphaBeta.WIN;
        for (int g = 0; g < groups; g++) {
            double p = outcomes.probability(ply, g);
            remaining -= p;
            if (remaining < 1e-12) {
                remaining = 0;
            }
            // Above lo the average can still exceed alpha (the rest winning), at hi it reaches
            // beta.
            double lo = (alpha - sum - win * remaining) / p;
            double hi = (beta - sum + win * remaining) / p;
            int a = (int) Math.max(-AlphaBeta.INFINITY, Math.floor(lo - 1e-6));
            int b = (int) Math.min(AlphaBeta.INFINITY, Math.ceil(hi + 1e-6));
            playedAt[ply] = moves[base + g];
            playedValid[ply] = true;
            state.play(moves[base + g]);
            int v = child(mover, depth, ply + 1, a, b);
            state.undo();
            if (aborted) {
                return 0;
            }
            if (v <= a) {
                return alpha;
            }
            if (v >= b) {
                return beta;
            }
            sum += p * v;
        }
        pvLength[ply] = 0;
        return (int) Math.round(sum);
    }

    /** Follows captures until the position is quiet (see {@link Evaluation.Quiescence}). */
    int quiescence(int ply, int alpha, int beta, int qply) {
        pvLength[ply] = 0;
        if (tick()) {
            return 0;
        }
        if (state.isTerminal()) {
            return terminalScore(ply);
        }
        if (state.isChanceNode() || ply >= MAX_PLY - 1) {
            return state.isChanceNode() ? 0 : evaluate();
        }
        if (endgames != null) {
            int known = endgames.probe(state);
            if (known != EndgameTable.UNKNOWN) {
                return endgameScore(known, ply);
            }
        }
        Evaluation.Quiescence mode = evaluation.quiescence();
        if (mode == Evaluation.Quiescence.NONE) {
            return evaluate();
        }
        int base = ply * GameState.MAX_MOVES;
        int n = state.mayCapture() ? state.legalMoves(moves, base) : 0; // only captures matter
        int captures = 0;
        for (int i = 0; i < n; i++) {
            int value = evaluation.captureValue(state, moves[base + i]);
            if (value > 0) {
                moves[base + captures] = moves[base + i];
                order[base + captures] = value;
                captures++;
            }
        }
        boolean forced = mode == Evaluation.Quiescence.FORCED_CAPTURES && captures > 0;
        int best = -AlphaBeta.INFINITY;
        if (!forced) {
            best = evaluate();
            if (best >= beta
                    || captures == 0
                    || mode == Evaluation.Quiescence.FORCED_CAPTURES
                    || qply >= MAX_OPTIONAL_QUIESCENCE) {
                return best;
            }
            alpha = Math.max(alpha, best);
        } else if (qply >= MAX_FORCED_QUIESCENCE) {
            return evaluate();
        }
        int mover = seat(state);
        for (int i = 0; i < captures; i++) {
            int move = MoveOrder.pick(moves, order, base, i, captures);
            state.play(move);
            int score = quiescenceChild(mover, ply + 1, alpha, beta, qply + 1);
            state.undo();
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, move);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** The static evaluation of the position, not a chance node, from the player to move's side. */
    private int evaluate() {
        return evaluations.evaluate(evaluation, state, state.hash());
    }

    /** Ages the history between searches so old successes fade. */
    void newSearch() {
        memory.newSearch();
    }

    private void updatePv(int ply, int move) {
        int row = ply * MAX_PLY;
        int childRow = (ply + 1) * MAX_PLY;
        pv[row] = move;
        int childLength = ply + 1 < MAX_PLY ? pvLength[ply + 1] : 0;
        System.arraycopy(pv, childRow, pv, row + 1, Math.min(childLength, MAX_PLY - 1));
        pvLength[ply] = Math.min(childLength + 1, MAX_PLY);
    }
}
