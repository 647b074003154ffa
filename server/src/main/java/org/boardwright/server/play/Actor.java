package org.boardwright.server.play;

/** Who a request acts for: a seat, both seats (hot-seat), or nobody (a watcher). */
public record Actor(Integer seat, boolean both) {

    static final Actor WATCHER = new Actor(null, false);

    public boolean isSeated() {
        return seat != null || both;
    }

    /** The value of the state's {@code you}: a seat, "both", or null for a watcher. */
    public Object you() {
        return both ? "both" : seat;
    }

    /** Whether this actor speaks for the seat. */
    boolean sitsIn(int s) {
        return both || seat != null && seat == s;
    }
}
