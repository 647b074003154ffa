package org.boardwright.server.play;

/**
 * The clocks of a game: each seat's time left, whether they run yet (once every person at the table
 * has moved), when the seat to move got the move, and when it runs out of time (null when no clock
 * runs).
 */
record ClockState(
        long remaining0, long remaining1, boolean started, long turnStartedAt, Long deadlineAt) {

    static ClockState fresh(ClockSettings settings, long now) {
        return new ClockState(settings.fullMs(), settings.fullMs(), false, now, null);
    }

    long remaining(int seat) {
        return seat == 0 ? remaining0 : remaining1;
    }

    ClockState withRemaining(int seat, long ms) {
        return seat == 0
                ? new ClockState(ms, remaining1, started, turnStartedAt, deadlineAt)
                : new ClockState(remaining0, ms, started, turnStartedAt, deadlineAt);
    }

    ClockState withTurn(boolean started, long turnStartedAt, Long deadlineAt) {
        return new ClockState(remaining0, remaining1, started, turnStartedAt, deadlineAt);
    }

    ClockState stopped() {
        return withTurn(started, turnStartedAt, null);
    }
}
