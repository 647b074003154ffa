package org.boardwright.ai.alphabeta;

import java.util.Arrays;
import org.boardwright.ai.Evaluation;
import org.boardwright.engine.GameState;

/**
 * One thread's memory of which quiet moves (moves that capture nothing) refuted positions before:
 * two killer moves per ply, a history score per side and move, and, with {@link
 * AlphaBeta.Techniques#counterMoves}, the move that last refuted each previous move (the
 * counter-move heuristic). Moves are hashed into {@link #SLOTS} slots per side, so the tables stay
 * small for every game's move encoding.
 *
 * <p>Plain history only grows: a cut-off adds depth² (capped). With {@link
 * AlphaBeta.Techniques#historyMalus} a cut-off adds depth² to the move that cut and takes depth²
 * from the quiet moves searched before it without cutting, each step scaled by the "gravity" rule
 * {@code h += bonus - h * |bonus| / MAX_HISTORY}, which keeps every score within ±{@link
 * #MAX_HISTORY} without overflow or clipping.
 */
final class MoveOrder {

    static final int SLOTS = 4096;

    /** The bound of a history score with the malus. */
    static final int MAX_HISTORY = 1 << 14;

    private final boolean malus;
    private final boolean counters;
    private final int[] killers = new int[Search.MAX_PLY * 2];
    private final boolean[] hasKiller = new boolean[Search.MAX_PLY * 2];
    private final int[] history = new int[2 * SLOTS];
    private final int[] counter = new int[2 * SLOTS];
    private final boolean[] hasCounter = new boolean[2 * SLOTS];

    MoveOrder(AlphaBeta.Techniques techniques) {
        this.malus = techniques.historyMalus();
        this.counters = techniques.counterMoves();
    }

    static final int TT_MOVE = 1 << 30;
    static final int CAPTURE = 1 << 28;
    static final int KILLER = 1 << 26;

    /** The counter move's order score (history scores stay below it). */
    static final int COUNTER = KILLER - 1;

    /**
     * Gives each of the {@code n} moves from {@code base} its order score: the table's move, then
     * captures by value, the killers, the counter move, and the rest by history.
     */
    void score(
            GameState state,
            Evaluation evaluation,
            int[] moves,
            int[] order,
            int base,
            int n,
            int ply,
            int ttMove,
            boolean hasTtMove,
            boolean hasPrevious,
            int previous) {
        int side = state.sideToMove();
        // What the loop compares every move with, read once (the same tests as killer() and
        // isCounter()).
        boolean hasKiller0 = hasKiller[ply * 2];
        int killer0 = killers[ply * 2];
        boolean hasKiller1 = hasKiller[ply * 2 + 1];
        int killer1 = killers[ply * 2 + 1];
        boolean hasCounterMove = false;
        int counterMove = 0;
        if (counters && hasPrevious) {
            int c = side * SLOTS + slot(previous);
            hasCounterMove = hasCounter[c];
            counterMove = counter[c];
        }
        int historyBase = side * SLOTS;
        for (int i = base; i < base + n; i++) {
            int m = moves[i];
            int s;
            if (hasTtMove && m == ttMove) {
                s = TT_MOVE;
            } else {
                int capture = evaluation.captureValue(state, m);
                if (capture > 0) {
                    s = CAPTURE + Math.min(capture, 1 << 20);
                } else if (hasKiller0 && m == killer0) {
                    s = KILLER + 1;
                } else if (hasKiller1 && m == killer1) {
                    s = KILLER;
                } else if (hasCounterMove && m == counterMove) {
                    s = COUNTER;
                } else {
                    s = history[historyBase + slot(m)];
                }
            }
            order[i] = s;
        }
    }

    /**
     * Moves the best-scored of the moves from {@code i} on to {@code i} and returns it (selection
     * sort, lazily).
     */
    static int pick(int[] moves, int[] order, int base, int i, int n) {
        int best = base + i;
        int s = order[best];
        for (int j = best + 1; j < base + n; j++) {
            int o = order[j];
            if (o > s) {
                s = o;
                best = j;
            }
        }
        int m = moves[best];
        moves[best] = moves[base + i];
        order[best] = order[base + i];
        moves[base + i] = m;
        order[base + i] = s;
        return m;
    }

    /** Late-move reductions: the least depth reduced at, and the first move (index) reduced. */
    static final int LMR_MIN_DEPTH = 3;

    static final int LMR_FIRST_MOVE = 2;

    /** Plies a late move is reduced by, by depth and move index (up to 63 each). */
    private static final byte[] REDUCTIONS = new byte[64 * 64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int i = 1; i < 64; i++) {
                REDUCTIONS[d * 64 + i] = (byte) (0.5 + Math.log(d) * Math.log(i + 1) / 1.5);
            }
        }
    }

    /**
     * Whether a move of this order score at index {@code i} of the order may be reduced: from
     * {@link #LMR_FIRST_MOVE} on and ordered by history alone (so never the table's move, a
     * capture, a killer or the counter move).
     */
    static boolean isLate(int orderScore, int i) {
        return i >= LMR_FIRST_MOVE && orderScore < COUNTER;
    }

    /** The reduction of the move at index {@code i} at {@code depth}: one less at a PV node. */
    static int reduction(int depth, int i, boolean pvNode) {
        int r = REDUCTIONS[Math.min(depth, 63) * 64 + Math.min(i, 63)];
        return pvNode ? r - 1 : r;
    }

    /**
     * Whether the player to move has a capture (generating the moves into {@code moves} from {@code
     * base}).
     */
    static boolean canCapture(GameState state, Evaluation evaluation, int[] moves, int base) {
        int n = state.isTerminal() || !state.mayCapture() ? 0 : state.legalMoves(moves, base);
        for (int i = 0; i < n; i++) {
            if (evaluation.captureValue(state, moves[base + i]) > 0) {
                return true;
            }
        }
        return false;
    }

    static int slot(int move) {
        int h = move * 0x9E3779B1;
        return h >>> 20;
    }

    /** 2 for the first killer at the ply, 1 for the second, else 0. */
    int killer(int ply, int move) {
        if (hasKiller[ply * 2] && killers[ply * 2] == move) {
            return 2;
        }
        return hasKiller[ply * 2 + 1] && killers[ply * 2 + 1] == move ? 1 : 0;
    }

    int history(int side, int move) {
        return history[side * SLOTS + slot(move)];
    }

    /**
     * Whether {@code move} is the remembered reply to {@code previous}, the move played just before
     * (always false without the counter-move heuristic or at the root, where there is none).
     */
    boolean isCounter(int side, boolean hasPrevious, int previous, int move) {
        if (!counters || !hasPrevious) {
            return false;
        }
        int i = side * SLOTS + slot(previous);
        return hasCounter[i] && counter[i] == move;
    }

    /**
     * A quiet move cut off at the ply: it becomes the first killer, its history grows, it becomes
     * the counter of the previous move, and (with the malus) the {@code tried} quiet moves before
     * it, {@code quiets[from]} to {@code quiets[from + tried - 1]}, lose history.
     */
    void cutoff(
            int side,
            int ply,
            int move,
            int depth,
            boolean hasPrevious,
            int previous,
            int[] quiets,
            int from,
            int tried) {
        if (!(hasKiller[ply * 2] && killers[ply * 2] == move)) {
            killers[ply * 2 + 1] = killers[ply * 2];
            hasKiller[ply * 2 + 1] = hasKiller[ply * 2];
            killers[ply * 2] = move;
            hasKiller[ply * 2] = true;
        }
        int i = side * SLOTS + slot(move);
        if (!malus) {
            history[i] = Math.min(history[i] + depth * depth, COUNTER);
        } else {
            int bonus = Math.min(depth * depth, MAX_HISTORY);
            gravity(i, bonus);
            for (int k = from; k < from + tried; k++) {
                if (quiets[k] != move) {
                    gravity(side * SLOTS + slot(quiets[k]), -bonus);
                }
            }
        }
        if (counters && hasPrevious) {
            int c = side * SLOTS + slot(previous);
            counter[c] = move;
            hasCounter[c] = true;
        }
    }

    private void gravity(int i, int bonus) {
        int h = history[i];
        history[i] = h + bonus - (int) ((long) h * Math.abs(bonus) / MAX_HISTORY);
    }

    /** Ages the history between searches so old successes fade; forgets the killers. */
    void newSearch() {
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 2;
        }
        Arrays.fill(hasKiller, false);
    }
}
