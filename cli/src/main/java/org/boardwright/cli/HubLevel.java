package org.boardwright.cli;

import org.boardwright.ai.Budget;
import org.boardwright.ai.Clock;
import org.boardwright.ai.TimeControl;

/**
 * The engine protocol's search limits, set by {@code level} lines. As in Scan's Hub protocol each
 * line sets only the limits it names and keeps the others ({@code level move-time=90} then {@code
 * level depth=20} searches to depth 20 within 90 seconds); {@code level infinite} clears them all
 * (the search runs until {@code stop}); a clock ({@code time=}, {@code inc=}, {@code moves=}) sets
 * the move time. Before any level, one second a move.
 */
final class HubLevel {

    /** What "until stop" means: a day, the longest move time a level accepts. */
    static final long INFINITE_MILLIS = 86_400_000L;

    private long moveTimeMillis;

    /** The most a move may take: above the move time only under a clock. */
    private long maxTimeMillis;

    private long nodes;
    private int depth;
    private boolean infinite;

    /** Applies a level line: every value is checked before anything changes. */
    void apply(HubLine line) {
        var values = line.values();
        if (values.containsKey("infinite")) {
            infinite = true;
            moveTimeMillis = 0;
            maxTimeMillis = 0;
            nodes = 0;
            depth = 0;
            return;
        }
        long time = moveTimeMillis;
        long max = maxTimeMillis;
        if (values.containsKey("move-time")) {
            time = millis(HubLine.doubleValue("move-time", values.get("move-time")));
            max = time;
        } else if (values.containsKey("time")) {
            Clock clock = clock(line);
            time = TimeControl.ENGINE.moveMillis(clock);
            max = TimeControl.ENGINE.maxMillis(clock);
        }
        long n =
                values.containsKey("nodes")
                        ? HubLine.longValue("nodes", values.get("nodes"))
                        : nodes;
        if (n < 0) {
            throw new IllegalArgumentException("nodes must be at least 0");
        }
        int d =
                values.containsKey("depth")
                        ? HubLine.intValue("depth", values.get("depth"), 1, 1000)
                        : depth;
        moveTimeMillis = time;
        maxTimeMillis = max;
        nodes = n;
        depth = d;
        infinite = false;
    }

    /** The budget of the next search. */
    Budget budget() {
        if (infinite) {
            return Budget.time(INFINITE_MILLIS / 1000.0);
        }
        if (moveTimeMillis == 0 && nodes == 0 && depth == 0) {
            return Budget.time(1.0);
        }
        return new Budget(moveTimeMillis, nodes, depth, maxTimeMillis);
    }

    private static long millis(double seconds) {
        if (seconds < 0 || seconds > 86_400) {
            throw new IllegalArgumentException("move-time must be from 0 to 86400 seconds");
        }
        return seconds > 0 ? Math.max(1, Math.round(seconds * 1000)) : 0; // tiny is not "no limit"
    }

    /**
     * A move's time from a clock by {@link TimeControl#ENGINE}: {@code time=} seconds left before
     * this move's increment, {@code inc=} seconds added before every move (Scan's protocol: so
     * {@code time + inc} is what this move may draw on, and pydraughts sends its clock less the
     * increment, {@code time=} below 0 when little is left), {@code moves=} moves until the next
     * time control. The move gets that time shared among the moves to go (30 when not given) plus
     * most of the increment, never more than half of it.
     */
    static double clockTime(HubLine line) {
        return TimeControl.ENGINE.moveMillis(clock(line)) / 1000.0;
    }

    /**
     * The clock of a level line ({@code time=} seconds left, {@code inc=} seconds added a move,
     * {@code moves=} moves until the next time control). Under it a search may think up to {@link
     * TimeControl#maxMillis} where the position is unclear.
     */
    static Clock clock(HubLine line) {
        var values = line.values();
        double time = HubLine.doubleValue("time", values.get("time"));
        double inc = values.containsKey("inc") ? HubLine.doubleValue("inc", values.get("inc")) : 0;
        int toGo =
                values.containsKey("moves")
                        ? HubLine.intValue("moves", values.get("moves"), 1, 10_000)
                        : 0;
        if (!(inc >= 0 && inc <= 3_600)) {
            throw new IllegalArgumentException("inc must be from 0 to 3600 seconds");
        }
        double left = time + inc;
        if (!(left >= 0 && left <= 86_400)) {
            throw new IllegalArgumentException(
                    "time + inc (the time this move may draw on) must be from 0 to 86400 seconds");
        }
        return new Clock(Math.round(left * 1000), Math.round(inc * 1000), toGo, 0);
    }
}
