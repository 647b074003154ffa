package org.boardwright.server.common;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * At most {@code perMinute} events per key (a client address) in any sliding minute, counted in a
 * fixed window per key: enough to stop a runaway or hostile client from filling the database with
 * games, and simple to read.
 */
public final class RateLimit {

    private static final long WINDOW_MS = 60_000;

    private final int perMinute;
    private final Map<String, long[]> windows =
            new ConcurrentHashMap<>(); // key -> {window start, count}

    public RateLimit(int perMinute) {
        this.perMinute = perMinute;
    }

    /** Counts one event; false when the key has used up its minute. */
    public boolean allow(String key, long now) {
        if (perMinute <= 0) {
            return true;
        }
        if (windows.size() > 100_000) {
            windows.values().removeIf(w -> now - w[0] >= WINDOW_MS); // forget idle clients
        }
        long[] w = windows.computeIfAbsent(key, k -> new long[] {now, 0});
        synchronized (w) {
            if (now - w[0] >= WINDOW_MS) {
                w[0] = now;
                w[1] = 0;
            }
            if (w[1] >= perMinute) {
                return false;
            }
            w[1]++;
            return true;
        }
    }
}
