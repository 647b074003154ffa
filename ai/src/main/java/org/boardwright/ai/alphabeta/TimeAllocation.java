package org.boardwright.ai.alphabeta;

/**
 * How an iterative-deepening search spends a move's time: whether to start another iteration, and
 * from when it may stop inside one.
 *
 * <p>A new iteration starts while its first root move (the best move so far, searched one ply
 * deeper) can be settled within the time allowed. At a fixed move time the time a move leaves
 * unused is lost, so the next iteration starts unless even at the last one's pace (its first move's
 * time) it could not settle that move; under a clock the time saved is kept for later moves, so it
 * starts only when that move is expected to be settled: the last first move's time times the growth
 * of the iterations' times. An iteration is then stopped at the time allowed as soon as it has
 * settled a root move (its first, or a better one found after it: never a move only partly
 * searched), and at the hard limit whatever it has; what a stopped iteration settled is played,
 * else the last finished iteration's move. So a move uses nearly all of a fixed move time instead
 * of stopping at the last iteration expected to finish.
 *
 * <p>Under a clock the move may take more than its time, up to the hard limit: the time allowed is
 * the move time stretched while the best move keeps changing from one iteration to the next or the
 * score falls, the positions where more depth is worth most. At a fixed move time the move time is
 * the hard limit and nothing stretches.
 *
 * <p>Used by the first thread only.
 */
final class TimeAllocation {

    /** The time allowed is at most this multiple of the move time. */
    static final double MAX_STRETCH = 2.5;

    /** Each recent change of the best move stretches the time allowed by this share. */
    static final double CHANGE_STRETCH = 0.6;

    /** A fall of the score by this much (hundredths of the game's unit) stretches the time. */
    static final int SCORE_DROP = 25;

    static final double DROP_STRETCH = 1.3;

    /** Iterations shallower than this say too little about the position to stretch the time. */
    static final int MIN_STRETCH_DEPTH = 5;

    /** Bounds on the growth of time from one iteration to the next assumed in predictions. */
    static final double MIN_GROWTH = 1.5;

    static final double MAX_GROWTH = 8;

    private final long start;
    private final long moveNanos;

    private final long hard;
    private final boolean fixed;

    private long allowed;

    private long lastIteration;
    private long lastFirstMove;
    private double growth = MIN_GROWTH;

    /** Decaying count of best-move changes (halved every iteration). */
    private double changes;

    private boolean hasBest;
    private int bestMove;
    private int bestScore;

    /**
     * @param start when the search started ({@link System#nanoTime()})
     * @param moveNanos the move's time, 0 for none
     * @param hardNanos the most the move may take, at least {@code moveNanos}; 0 for no limit
     */
    TimeAllocation(long start, long moveNanos, long hardNanos) {
        this.start = start;
        this.moveNanos = moveNanos;
        this.hard = hardNanos > 0 ? start + hardNanos : Long.MAX_VALUE;
        this.allowed = moveNanos > 0 ? Math.min(hard, start + moveNanos) : Long.MAX_VALUE;
        this.fixed = allowed == hard;
    }

    /** The time no search may pass. */
    long hardDeadline() {
        return hard;
    }

    /** From this time on the search stops as soon as its current iteration has settled a move. */
    long allowedDeadline() {
        return allowed;
    }

    /**
     * Notes a finished iteration.
     *
     * @param began when it started
     * @param firstMoveDone when its first root move was settled (0 when not noted)
     * @param now when it finished
     */
    void finished(long began, long firstMoveDone, long now, int depth, int move, int score) {
        long took = Math.max(1, now - began);
        if (lastIteration > 0) {
            growth = Math.max(MIN_GROWTH, Math.min(MAX_GROWTH, (double) took / lastIteration));
        }
        lastIteration = took;
        lastFirstMove = firstMoveDone > began ? firstMoveDone - began : took;
        changes /= 2;
        boolean dropped = false;
        if (hasBest && depth >= MIN_STRETCH_DEPTH) {
            if (move != bestMove) {
                changes += 1;
            }
            dropped = score <= bestScore - SCORE_DROP;
        }
        hasBest = true;
        bestMove = move;
        bestScore = score;
        if (moveNanos > 0) {
            double stretch =
                    Math.min(
                            MAX_STRETCH,
                            (1 + CHANGE_STRETCH * changes) * (dropped ? DROP_STRETCH : 1));
            allowed = Math.min(hard, start + (long) (moveNanos * stretch));
        }
    }

    /** Whether another iteration can settle its first move within the time allowed. */
    boolean startAnother(long now) {
        if (allowed == Long.MAX_VALUE) {
            return true;
        }
        return now + (long) (lastFirstMove * (fixed ? 1 : growth)) <= allowed;
    }
}
