package org.boardwright.server;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The real clock, plus an offset a test moves forward to let time pass (a flag fall, three silent
 * days), or held still while a test builds a state that real time would wear away (challenges lapse
 * 15 s after their author's page is gone, however slow the machine).
 */
public final class TestTime implements InstantSource {

    private static final long RUNNING = Long.MIN_VALUE;

    private final AtomicLong offsetMs = new AtomicLong();
    private final AtomicLong heldAt = new AtomicLong(RUNNING);

    public void advance(Duration d) {
        offsetMs.addAndGet(d.toMillis());
        heldAt.getAndUpdate(h -> h == RUNNING ? RUNNING : h + d.toMillis());
    }

    /** Stops time where it is until {@link #resume()}. */
    public void hold() {
        heldAt.compareAndSet(RUNNING, System.currentTimeMillis() + offsetMs.get());
    }

    /** Lets time run again from where it was held. */
    public void resume() {
        long held = heldAt.get();
        if (held != RUNNING) {
            offsetMs.set(held - System.currentTimeMillis());
            heldAt.set(RUNNING);
        }
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis());
    }

    @Override
    public long millis() {
        long held = heldAt.get();
        return held != RUNNING ? held : System.currentTimeMillis() + offsetMs.get();
    }
}
