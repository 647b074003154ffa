package org.boardwright.server.accounts;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.boardwright.server.common.Tokens;

/**
 * Failed sign-ins counted over a sliding window, so that guessing is slow and never turns against a
 * name's owner. An attempt is counted as a failure before its password is checked, atomically with
 * the check of the limits ({@link #tryAttempt}), and taken back when the password was right: so no
 * more passwords are ever checked than the limits allow, however many arrive at once.
 *
 * <ul>
 *   <li>per name and address: {@code perName} failures (one guesser at one name);
 *   <li>per address: {@code perAddress} failures and sign-ups (one guesser at many names);
 *   <li>per name from everywhere: ten times {@code perName}, but only for addresses that have
 *       themselves failed at that name: a guesser with many addresses is slowed to one try each,
 *       while the owner, from an address that has not failed, always gets in.
 * </ul>
 *
 * Names are kept as a hash of fixed length, never as sent. Counted per server instance; 0 lifts a
 * limit.
 */
public final class SignInLimits {

    private final int perName;
    private final int perAddress;
    private final long windowMs;
    private final Map<String, Deque<Long>> failures = new HashMap<>();

    public SignInLimits(int perName, int perAddress, long windowMs) {
        this.perName = perName;
        this.perAddress = perAddress;
        this.windowMs = windowMs;
    }

    /**
     * Whether a password for this name from this address may be checked now; if so the attempt is
     * counted as a failure until {@link #succeeded} takes it back.
     */
    public synchronized boolean tryAttempt(String name, String address, long now) {
        String pair = pairKey(name, address);
        int pairFailures = count(pair, now);
        boolean allowed =
                under(pairFailures, perName)
                        && under(count(addressKey(address), now), perAddress)
                        && (pairFailures == 0 || under(count(nameKey(name), now), perName * 10));
        if (allowed) {
            add(pair, now);
            add(nameKey(name), now);
            add(addressKey(address), now);
        }
        return allowed;
    }

    /** Whether the address may sign up now; if so the attempt counts against it. */
    public synchronized boolean tryAttemptFrom(String address, long now) {
        String key = addressKey(address);
        if (!under(count(key, now), perAddress)) {
            return false;
        }
        add(key, now);
        return true;
    }

    /**
     * The password of an attempt made at {@code at} was right: that attempt is taken back and the
     * failures at this name from this address are forgotten.
     */
    public synchronized void succeeded(String name, String address, long at) {
        failures.remove(pairKey(name, address));
        takeBack(nameKey(name), at);
        takeBack(addressKey(address), at);
    }

    /** Forgets windows with nothing in them (called now and then). */
    public synchronized void sweep(long now) {
        failures.values().removeIf(times -> times.isEmpty() || times.peekLast() <= now - windowMs);
    }

    /** How many keys are kept (for tests of the memory bound). */
    synchronized int keys() {
        return failures.size();
    }

    private static String nameHash(String name) {
        return Tokens.hash(name == null ? "" : name.toLowerCase(Locale.ROOT)).substring(0, 32);
    }

    private static String nameKey(String name) {
        return "n:" + nameHash(name);
    }

    private static String pairKey(String name, String address) {
        return "p:" + nameHash(name) + "@" + address;
    }

    private static String addressKey(String address) {
        return "a:" + address;
    }

    private static boolean under(int count, int limit) {
        return limit <= 0 || count < limit;
    }

    private int count(String key, long now) {
        Deque<Long> times = failures.get(key);
        if (times == null) {
            return 0;
        }
        while (!times.isEmpty() && times.peekFirst() <= now - windowMs) {
            times.pollFirst();
        }
        return times.size();
    }

    private void add(String key, long now) {
        failures.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(now);
    }

    private void takeBack(String key, long at) {
        Deque<Long> times = failures.get(key);
        if (times != null) {
            times.removeLastOccurrence(at);
        }
    }
}
