package org.boardwright.server.metrics;

/** What a queue of work in front of workers tells the metrics (the play package's workers). */
public interface WorkQueue {

    /** Tasks queued and not started. */
    int waiting();

    /** Tasks running now. */
    int running();

    /** Tasks started so far. */
    long started();

    /** The time the started tasks waited, added up, in nanoseconds. */
    long waitedNanos();
}
