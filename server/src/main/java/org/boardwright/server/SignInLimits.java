package org.boardwright.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Failed sign-ins counted over a sliding window, so that guessing is slow: per name and address
 * (one guesser at one name), per name from everywhere (ten times as many, for a guesser with many
 * addresses) and per address (one guesser at many names; sign-ups count here too). Past a limit the
 * next attempts are refused (429) without checking the password. Someone who fails at a name from
 * one address does not lock its owner out from another. Counted per server instance; 0 lifts a
 * limit (behind a proxy, where every client has the proxy's address, limit there instead).
 */
final class SignInLimits {

    private final int perName;
    private final int perAddress;
    private final long windowMs;
    private final Map<String, Deque<Long>> failures = new ConcurrentHashMap<>();

    SignInLimits(int perName, int perAddress, long windowMs) {
        this.perName = perName;
        this.perAddress = perAddress;
        this.windowMs = windowMs;
    }

    /** Whether an attempt for this name from this address may be checked now. */
    boolean allowed(String name, String address, long now) {
        return under("p:" + key(name) + "@" + address, perName, now)
                && under("n:" + key(name), perName * 10, now)
                && allowedFrom(address, now);
    }

    /** Whether the address may try now (a sign-up, which names no existing account). */
    boolean allowedFrom(String address, long now) {
        return under("a:" + address, perAddress, now);
    }

    /** Counts a sign-up attempt against its address. */
    void signingUp(String address, long now) {
        add("a:" + address, now);
    }

    void failed(String name, String address, long now) {
        add("p:" + key(name) + "@" + address, now);
        add("n:" + key(name), now);
        add("a:" + address, now);
    }

    /** A right password clears the failures at this name from this address. */
    void succeeded(String name, String address) {
        failures.remove("p:" + key(name) + "@" + address);
    }

    private static String key(String name) {
        return name == null ? "" : name.toLowerCase(Locale.ROOT);
    }

    private boolean under(String key, int limit, long now) {
        return limit <= 0 || count(key, now) < limit;
    }

    private int count(String key, long now) {
        Deque<Long> times = failures.get(key);
        if (times == null) {
            return 0;
        }
        synchronized (times) {
            while (!times.isEmpty() && times.peekFirst() <= now - windowMs) {
                times.pollFirst();
            }
            return times.size();
        }
    }

    private void add(String key, long now) {
        Deque<Long> times = failures.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (times) {
            times.addLast(now);
        }
    }

    /** Forgets windows with nothing in them (called now and then). */
    void sweep(long now) {
        failures.entrySet()
                .removeIf(
                        e -> {
                            synchronized (e.getValue()) {
                                return e.getValue().isEmpty()
                                        || e.getValue().peekLast() <= now - windowMs;
                            }
                        });
    }
}
