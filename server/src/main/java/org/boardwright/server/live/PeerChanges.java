package org.boardwright.server.live;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.store.Store;
import org.jdbi.v3.core.Handle;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Changes made by other instances on the same PostgreSQL. Every committed change is announced with
 * {@code NOTIFY} in its own transaction (so only committed changes are, and each one is); a
 * connection of its own listens, and for each announcement this instance drops its older copy of
 * the game and pushes the new state to its own watchers. After the connection is lost and found
 * again, the watched games are compared with the database (announcements may have been missed
 * meanwhile).
 *
 * <p>The same connection holds an advisory lock that makes one instance the timekeeper (flags that
 * fall with nobody connected); when that instance dies its connection, and so the lock, goes, and
 * another takes it within a second.
 */
final class PeerChanges implements AutoCloseable {

    static final String CHANNEL = "boardwright_games";

    /** The lobby's messages, for every instance's lobby pages ({@link LobbySockets}). */
    static final String LOBBY_CHANNEL = "boardwright_lobby";

    /** Sessions that ended, whose sockets every instance closes ({@link SessionSockets}). */
    static final String SESSIONS_CHANNEL = "boardwright_sessions";

    private static final long TIMEKEEPER_LOCK = 0x426f617264L; // "Board"
    private static final Logger LOG = LoggerFactory.getLogger(PeerChanges.class);

    private final Store store;
    private final GameRepository games;
    private final LiveUpdates live;
    private final LobbySockets lobby;
    private final SessionSockets sessions;
    private final Thread listener;

    /** Reloading and pushing, off the listening thread so announcements are read as they come. */
    private final ExecutorService pushes =
            Executors.newSingleThreadExecutor(r -> daemon(r, "boardwright-peer-pushes"));

    private volatile boolean running = true;
    private volatile boolean timekeeper;
    private volatile Connection connection;

    PeerChanges(
            Store store,
            GameRepository games,
            LiveUpdates live,
            LobbySockets lobby,
            SessionSockets sessions) {
        this.store = store;
        this.lobby = lobby;
        this.sessions = sessions;
        this.games = games;
        this.live = live;
        listener = daemon(this::listen, "boardwright-peer-changes");
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /**
     * In the transaction of a change: announces it (delivered to the listeners only if the
     * transaction commits).
     */
    static void announce(Handle h, String gameId, long version) {
        h.createQuery("SELECT pg_notify(:c, :p)")
                .bind("c", CHANNEL)
                .bind("p", gameId + ":" + version)
                .map((rs, ctx) -> 1)
                .one();
    }

    /** Publishes a lobby message to every instance (NOTIFY outside any game's transaction). */
    void publishLobby(String envelope) {
        publish(LOBBY_CHANNEL, envelope);
    }

    /** Announces sessions that ended to every instance (after the database forgot them). */
    void publishSessions(String payload) {
        publish(SESSIONS_CHANNEL, payload);
    }

    private void publish(String channel, String payload) {
        store.withHandle(
                h ->
                        h.createQuery("SELECT pg_notify(:c, :p)")
                                .bind("c", channel)
                                .bind("p", payload)
                                .map((rs, ctx) -> 1)
                                .one());
    }

    void start() {
        listener.start();
    }

    boolean isTimekeeper() {
        return timekeeper;
    }

    private void listen() {
        long backoff = 100;
        while (running) {
            try (Connection c = store.newConnection()) {
                connection = c;
                c.setNetworkTimeout(
                        Runnable::run,
                        10_000); // a vanished database is noticed within seconds, not TCP's minutes
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + CHANNEL);
                    s.execute("LISTEN " + LOBBY_CHANNEL);
                    s.execute("LISTEN " + SESSIONS_CHANNEL);
                }
                backoff = 100;
                pushes.execute(this::resync);
                PGConnection pg = c.unwrap(PGConnection.class);
                long nextCheck = 0;
                while (running) {
                    PGNotification[] notes = pg.getNotifications(250);
                    if (notes != null) {
                        for (PGNotification n : notes) {
                            String payload = n.getParameter();
                            if (LOBBY_CHANNEL.equals(n.getName())) {
                                lobby.deliver(payload);
                            } else if (SESSIONS_CHANNEL.equals(n.getName())) {
                                // Here, in the order of commits: no lobby message announced
                                // after the end reaches the closed sockets.
                                closeEnded(payload);
                            } else {
                                pushes.execute(() -> changed(payload));
                            }
                        }
                    }
                    if (System.nanoTime() >= nextCheck) {
                        timekeeper = timekeeper ? alive(c) : tryTimekeeper(c);
                        nextCheck = System.nanoTime() + 1_000_000_000L;
                    }
                }
            } catch (SQLException | RuntimeException e) {
                timekeeper = false;
                if (running) {
                    LOG.warn(
                            "lost the database connection for other instances' changes ({}); again in {} ms",
                            e.toString(),
                            backoff);
                    sleep(backoff);
                    backoff = Math.min(5_000, backoff * 2);
                }
            } finally {
                connection = null;
            }
        }
    }

    private static boolean tryTimekeeper(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT pg_try_advisory_lock(" + TIMEKEEPER_LOCK + ")")) {
            return rs.next() && rs.getBoolean(1);
        }
    }

    /**
     * Whether the connection (and so the lock) is still there; a broken one throws, and is opened
     * again.
     */
    private static boolean alive(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("SELECT 1");
            return true;
        }
    }

    private void closeEnded(String payload) {
        try {
            sessions.deliver(payload);
        } catch (RuntimeException e) {
            LOG.warn("could not close the sockets of ended sessions: {}", e.toString());
        }
    }

    /** An announcement {@code id:version}: a game changed elsewhere. */
    private void changed(String payload) {
        int colon = payload.lastIndexOf(':');
        try {
            changed(payload.substring(0, colon), Long.parseLong(payload.substring(colon + 1)));
        } catch (RuntimeException e) {
            LOG.warn("could not pass on the change {}: {}", payload, e.toString());
        }
    }

    private void changed(String id, long version) {
        if (!games.dropIfOlder(id, version) || !live.hasSessions(id)) {
            return; // already this new (made here), or nobody watches it here: the next request
            // reads it afresh
        }
        LiveGame g = games.lock(id);
        try {
            live.broadcast(g);
        } finally {
            g.lock.unlock();
        }
    }

    /** After (re)connecting: the watched games as stored now. */
    private void resync() {
        for (String id : live.watchedGames()) {
            try {
                long stored = games.storedVersion(id);
                if (stored >= 0) {
                    changed(id, stored);
                }
            } catch (RuntimeException e) {
                LOG.warn("could not compare game {} with the database: {}", id, e.toString());
            }
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        running = false;
        timekeeper = false;
        Connection c = connection;
        if (c != null) {
            try {
                c.close(); // wakes the listener; the advisory lock goes with the connection
            } catch (SQLException e) {
                LOG.debug("closing the listening connection: {}", e.toString());
            }
        }
        listener.interrupt();
        try {
            listener.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        pushes.shutdown();
        try {
            pushes.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
