package org.boardwright.server.live;

import org.boardwright.server.http.Sessions;

/**
 * Closes the sockets (lobby and game) that were opened with sessions that ended: signed out, signed
 * out everywhere, other browsers after a password change, an account deleted. With one process the
 * sockets here are closed at once; with several ({@link PeerChanges}) the end is announced through
 * PostgreSQL's NOTIFY and every instance, this one included, closes its own in {@link #deliver}.
 */
public final class SessionSockets implements Sessions.Ends {

    /** The close code of a socket whose session ended (like 401). */
    static final int SIGNED_OUT = 4401;

    /** Sessions that ended: one ({@code hash}), or an account's but {@code keep}. */
    record Ended(String accountId, String hash, String keep) {

        boolean covers(String socketAccount, String socketHash) {
            if (socketHash == null) {
                return false; // opened without a session
            }
            return hash != null
                    ? hash.equals(socketHash)
                    : accountId.equals(socketAccount) && !socketHash.equals(keep);
        }

        /** One line each: {@code s}, hash; or {@code a}, account, kept hash (empty: none). */
        String encode() {
            return hash != null
                    ? "s\n" + hash
                    : "a\n" + accountId + "\n" + (keep == null ? "" : keep);
        }

        static Ended decode(String payload) {
            String[] parts = payload.split("\n", -1);
            if (parts[0].equals("s") && parts.length == 2) {
                return new Ended(null, parts[1], null);
            }
            if (parts[0].equals("a") && parts.length == 3) {
                return new Ended(parts[1], null, parts[2].isEmpty() ? null : parts[2]);
            }
            throw new IllegalArgumentException("not an ended session: " + payload);
        }
    }

    private final LobbySockets lobby;
    private final LiveUpdates games;
    private LobbySockets.Bus bus = this::deliver;

    public SessionSockets(LobbySockets lobby, LiveUpdates games) {
        this.lobby = lobby;
        this.games = games;
    }

    /** How ends reach every instance (the default: this one only). */
    void useBus(LobbySockets.Bus bus) {
        this.bus = bus;
    }

    @Override
    public void session(String idHash) {
        bus.publish(new Ended(null, idHash, null).encode());
    }

    @Override
    public void account(String accountId, String keepHash) {
        bus.publish(new Ended(accountId, null, keepHash).encode());
    }

    /** Closes the sockets here that an announced end covers. */
    void deliver(String payload) {
        Ended ended = Ended.decode(payload);
        lobby.closeEnded(ended);
        games.closeEnded(ended);
    }
}
