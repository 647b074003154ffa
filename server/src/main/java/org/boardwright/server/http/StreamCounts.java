package org.boardwright.server.http;

import java.util.HashMap;
import java.util.Map;

/**
 * The bot API's open streams, counted per account, per client address and in all. Each stream holds
 * one of the HTTP server's request threads for as long as it is open, so the total is capped well
 * below the threads there are: however many accounts open streams, the other requests still find a
 * thread. Each admitted stream is released exactly once when it ends.
 */
final class StreamCounts {

    /** Why a stream was not admitted: the cap that was reached. */
    enum Refused {
        ACCOUNT,
        ADDRESS,
        SERVER
    }

    private final int perAccount;
    private final int perAddress;
    private final int total;
    private final Map<String, Integer> byAccount = new HashMap<>();
    private final Map<String, Integer> byAddress = new HashMap<>();
    private int open;

    StreamCounts(int perAccount, int perAddress, int total) {
        this.perAccount = perAccount;
        this.perAddress = perAddress;
        this.total = total;
    }

    /** Counts a stream; null when admitted, else the cap it would pass (nothing counted). */
    synchronized Refused admit(String account, String address) {
        if (byAccount.getOrDefault(account, 0) >= perAccount) {
            return Refused.ACCOUNT;
        }
        if (byAddress.getOrDefault(address, 0) >= perAddress) {
            return Refused.ADDRESS;
        }
        if (open >= total) {
            return Refused.SERVER;
        }
        byAccount.merge(account, 1, Integer::sum);
        byAddress.merge(address, 1, Integer::sum);
        open++;
        return null;
    }

    synchronized void release(String account, String address) {
        byAccount.computeIfPresent(account, (k, n) -> n > 1 ? n - 1 : null);
        byAddress.computeIfPresent(address, (k, n) -> n > 1 ? n - 1 : null);
        open--;
    }

    /** Streams open now, in all. */
    synchronized int open() {
        return open;
    }
}
