package org.boardwright.server.play;

/**
 * How a game is timed, as chosen at creation: minutes and increment for a clock, days for
 * correspondence.
 */
public record ClockSettings(ClockKind kind, Integer minutes, Integer increment, Integer days) {

    static final long DAY_MS = 86_400_000L;
    public static final ClockSettings NONE = new ClockSettings(ClockKind.NONE, null, null, null);

    public static ClockSettings clock(int minutes, int increment) {
        return new ClockSettings(ClockKind.CLOCK, minutes, increment, null);
    }

    public static ClockSettings correspondence(int days) {
        return new ClockSettings(ClockKind.CORRESPONDENCE, null, null, days);
    }

    /** A seat's time at the start (and, in correspondence, at each of its turns). */
    long fullMs() {
        return switch (kind) {
            case CLOCK -> minutes * 60_000L;
            case CORRESPONDENCE -> days * DAY_MS;
            case NONE -> 0;
        };
    }

    boolean isTimed() {
        return kind != ClockKind.NONE;
    }
}
