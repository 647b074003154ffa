package org.boardwright.server.common;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * At most {@code perMinute} events per key (a client address, an account) in any sixty seconds:
 * each key keeps the times of its last {@code perMinute} events, so no burst across a window's edge
 * can pass the limit. Enough to stop a runaway or hostile client from filling the database with
 * games.
 */
public final class RateLimit {

    private static final long WINDOW_MS = 60_000;
    private static final int KEYS_BEFORE_SWEEP = 100_000;

    private final int perMinute;
    private final Map<String, Window> windows = new ConcurrentHashMap<>();

    public RateLimit(int perMinute) {
        this.perMinute = perMinute;
    }

    /** Counts one event for the key; false when it has used up its sixty seconds. */
    public boolean allow(String key, long now) {
        return allow(now, key);
    }

    /**
     * Counts one event for every key given (nulls skipped) when each of them has room, else counts
     * none and answers false: a signed-in player is limited as an address and as an account.
     */
    public synchronized boolean allow(long now, String... keys) {
        if (perMinute <= 0) {
            return true;
        }
        if (windows.size() > KEYS_BEFORE_SWEEP) {
            windows.values().removeIf(w -> w.idleAt(now)); // forget idle clients
        }
        for (String key : keys) {
            if (key != null && !windows.computeIfAbsent(key, k -> new Window()).hasRoom(now)) {
                return false;
            }
        }
        for (String key : keys) {
            if (key != null) {
                windows.get(key).record(now);
            }
        }
        return true;
    }

    /** The times of a key's last events, oldest first from {@code next} round the ring. */
    private final class Window {
        private final long[] times = new long[perMinute];
        private int count;
        private int next;

        boolean hasRoom(long now) {
            return count < times.length || now - times[next] >= WINDOW_MS;
        }

        void record(long now) {
            times[next] = now;
            next = (next + 1) % times.length;
            count = Math.min(count + 1, times.length);
        }

        boolean idleAt(long now) {
            int last = (next + times.length - 1) % times.length;
            return count == 0 || now - times[last] >= WINDOW_MS;
        }
    }
}
