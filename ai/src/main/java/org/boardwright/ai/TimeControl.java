package org.boardwright.ai;

/**
 * How much of a clock one move may use: the one time-management rule of the engine protocol and the
 * server. With {@code usable} the time left less the safety margin:
 *
 * <pre>
 * moves to go = the clock's, or when it names none max(minMovesToGo, movesToGoAtStart - movesPlayed / 2)
 * share       = usable / moves to go + incrementShare * increment
 * move time   = min(max(share, floorMillis), maxShareOfLeft * usable, ceilingMillis), at least 1 ms
 * </pre>
 *
 * <p>Each move takes a share of what is left, so the clock runs down geometrically and never runs
 * out while the moves take no longer than they are given (plus the margin): a long game only makes
 * the moves faster. The increment, added after every move, is mostly spent; the cap on the share of
 * what is left keeps a large increment from being spent before it has come. The floor gives a
 * search a moment even when the share is tiny, but never more than the cap: when little is left,
 * not flagging comes first.
 *
 * <p>The move time is what a move should take ({@link Budget#moveTimeMillis()}); a search may think
 * longer where the position is unclear (alpha-beta: the best move changing, the score falling), up
 * to {@link #maxMillis}, {@link #MAX_STRETCH} times the move time within the same cap on the share
 * of the time left and the same ceiling ({@link Budget#maxTimeMillis()}).
 *
 * @param movesToGoAtStart moves to go assumed at the start of a game with no time control ahead
 * @param minMovesToGo moves to go assumed however far the game has come (at most the above)
 * @param incrementShare share of the increment a move may spend, from 0 to 1
 * @param maxShareOfLeft largest share of the usable time one move may take, above 0 and at most 1
 * @param floorMillis shortest move time while the cap allows it, at least 0
 * @param marginMillis time kept back for what happens around the search (a server's queue, storing
 *     the move, the network), at least 0
 * @param ceilingMillis longest move time whatever the clock, at least 1
 */
public record TimeControl(
        int movesToGoAtStart,
        int minMovesToGo,
        double incrementShare,
        double maxShareOfLeft,
        long floorMillis,
        long marginMillis,
        long ceilingMillis) {

    /**
     * The engine protocol's ({@code level time= inc= moves=}): 30 moves to go unless told, 80% of
     * the increment, at most half the time left, a 10 ms floor, no margin (the caller owns the
     * clock and its latency) and a day at most.
     */
    public static final TimeControl ENGINE = new TimeControl(30, 30, 0.8, 0.5, 10, 0, 86_400_000L);

    /**
     * The server's computer players: 40 moves to go at the start, down to 20 as the game goes on,
     * 80% of the increment, at most half the time left, a 50 ms floor, one second kept back for the
     * worker queue, storing the move and the clock's timer, and 30 seconds a move at most, so one
     * long game does not hold a worker for minutes.
     */
    public static final TimeControl SERVER = new TimeControl(40, 20, 0.8, 0.5, 50, 1_000, 30_000);

    /** The most a move may take, as a multiple of its move time. */
    public static final double MAX_STRETCH = 2.5;

    public TimeControl {
        if (minMovesToGo < 1 || movesToGoAtStart < minMovesToGo) {
            throw new IllegalArgumentException(
                    "moves to go must be at least 1 and the start's at least the minimum: "
                            + movesToGoAtStart
                            + ", "
                            + minMovesToGo);
        }
        if (!(incrementShare >= 0 && incrementShare <= 1)) {
            throw new IllegalArgumentException(
                    "the increment's share must be from 0 to 1: " + incrementShare);
        }
        if (!(maxShareOfLeft > 0 && maxShareOfLeft <= 1)) {
            throw new IllegalArgumentException(
                    "the largest share of the time left must be above 0 and at most 1: "
                            + maxShareOfLeft);
        }
        if (floorMillis < 0 || marginMillis < 0 || ceilingMillis < 1) {
            throw new IllegalArgumentException(
                    "floor and margin must be at least 0 ms and the ceiling at least 1 ms: "
                            + floorMillis
                            + ", "
                            + marginMillis
                            + ", "
                            + ceilingMillis);
        }
    }

    /** The moves the time left must last: the clock's, else estimated from the game's progress. */
    public int movesToGo(Clock clock) {
        if (clock.movesToGo() > 0) {
            return clock.movesToGo();
        }
        return Math.max(minMovesToGo, movesToGoAtStart - clock.movesPlayed() / 2);
    }

    /** The move's time in milliseconds, from 1 to {@code ceilingMillis}. */
    public long moveMillis(Clock clock) {
        long usable = Math.max(0, clock.leftMillis() - marginMillis);
        double share =
                (double) usable / movesToGo(clock) + incrementShare * clock.incrementMillis();
        double time = Math.min(Math.max(share, floorMillis), maxShareOfLeft * usable);
        return Math.max(1, Math.min(ceilingMillis, (long) time));
    }

    /**
     * The most a move may take when its search sees reason to think longer: {@link #MAX_STRETCH}
     * times {@link #moveMillis}, but never more than the largest share of the usable time or the
     * ceiling (and never less than the move time).
     */
    public long maxMillis(Clock clock) {
        long move = moveMillis(clock);
        long usable = Math.max(0, clock.leftMillis() - marginMillis);
        double cap = Math.min(maxShareOfLeft * usable, ceilingMillis);
        return Math.max(move, (long) Math.min(MAX_STRETCH * move, cap));
    }

    /**
     * A player's budget under a clock. A budget with a time (or none at all) thinks by the clock:
     * its time becomes {@link #moveMillis(Clock)}, more or less than it was, and its node and depth
     * limits stay. A budget of nodes or depth alone thinks that fixed amount whatever the clock
     * says: the fast levels keep their strength in every game.
     */
    public Budget budget(Budget own, Clock clock) {
        if (own.moveTimeMillis() <= 0 && !own.isUnlimited()) {
            return own;
        }
        return new Budget(moveMillis(clock), own.iterations(), own.depth());
    }

    /**
     * {@link #budget}, with {@link #maxMillis(Clock)} as the most a timed move may take when its
     * search sees reason to think longer.
     */
    public Budget stretchingBudget(Budget own, Clock clock) {
        Budget b = budget(own, clock);
        return b == own
                ? own
                : new Budget(b.moveTimeMillis(), b.iterations(), b.depth(), maxMillis(clock));
    }
}
