package org.boardwright.server;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The real clock, plus an offset a test moves forward to let time pass (a flag fall, three silent
 * days).
 */
public final class TestTime implements InstantSource {

    private final AtomicLong offsetMs = new AtomicLong();

    public void advance(Duration d) {
        offsetMs.addAndGet(d.toMillis());
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis());
    }

    @Override
    public long millis() {
        return System.currentTimeMillis() + offsetMs.get();
    }
}
