package org.boardwright.server.live;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Caps on WebSockets: how many one client address may hold open, and how many watchers (sockets
 * without a seat) one game may have. Each admitted socket is released exactly once when it goes. A
 * cap of 0 means no limit.
 */
public final class SocketLimits {

    private final int perAddress;
    private final int watchersPerGame;
    private final Map<String, Integer> byAddress = new ConcurrentHashMap<>();
    private final Map<String, Integer> watchersByGame = new ConcurrentHashMap<>();

    public SocketLimits(int perAddress, int watchersPerGame) {
        this.perAddress = perAddress;
        this.watchersPerGame = watchersPerGame;
    }

    /** Counts a socket of an address; false (nothing counted) when the address is at its cap. */
    boolean admitAddress(String address) {
        return admit(byAddress, address, perAddress);
    }

    void releaseAddress(String address) {
        release(byAddress, address);
    }

    /** Counts a watcher of a game; false (nothing counted) when the game is at its cap. */
    boolean admitWatcher(String gameId) {
        return admit(watchersByGame, gameId, watchersPerGame);
    }

    void releaseWatcher(String gameId) {
        release(watchersByGame, gameId);
    }

    /** Sockets open from an address now. */
    int openFrom(String address) {
        return byAddress.getOrDefault(address, 0);
    }

    private static boolean admit(Map<String, Integer> counts, String key, int cap) {
        boolean[] admitted = {false};
        counts.compute(
                key,
                (k, n) -> {
                    int now = n == null ? 0 : n;
                    if (cap > 0 && now >= cap) {
                        return n;
                    }
                    admitted[0] = true;
                    return now + 1;
                });
        return admitted[0];
    }

    private static void release(Map<String, Integer> counts, String key) {
        counts.computeIfPresent(
                key, (k, n) -> n <= 1 ? null : n - 1); // an idle key leaves no entry behind
    }
}
