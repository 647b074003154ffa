package org.boardwright.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Failed sign-ins counted per account name and per address over a sliding window: past the limit
 * the next attempts are refused (429) without checking the password, so guessing is slow for one
 * name from many addresses and for many names from one address. Counted per server instance.
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
        return count("n:" + key(name), now) < perName && count("a:" + address, now) < perAddress;
    }

    /** Whether the address may try now (a sign-up, which names no existing account). */
    boolean allowedFrom(String address, long now) {
        return count("a:" + address, now) < perAddress;
    }

    /** Counts a sign-up against its address. */
    void signedUp(String address, long now) {
        add("a:" + address, now);
    }

    void failed(String name, String address, long now) {
        add("n:" + key(name), now);
        add("a:" + address, now);
    }

    /** A right password clears the name's failures (the address keeps its own). */
    void succeeded(String name) {
        failures.remove("n:" + key(name));
    }

    private static String key(String name) {
        return name == null ? "" : name.toLowerCase(Locale.ROOT);
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
