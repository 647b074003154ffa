package org.boardwright.server.live;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.play.ComputerLeases;
import org.boardwright.server.play.ComputerPlayers;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.store.Store;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * This instance among the others on one PostgreSQL database: changes announced and heard ({@link
 * PeerChanges}), computer moves claimed, renewed and taken over ({@link ComputerLeases}), one
 * timekeeper. On SQLite (one process) there are no others and nothing of this runs.
 */
public final class Cluster implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Cluster.class);
    private static final AtomicInteger INSTANCES = new AtomicInteger();

    private final GameRepository games;
    private final ComputerPlayers computer;
    private final ComputerLeases leases;
    private final PeerChanges peers;
    private final long leaseMs;
    private final long upkeepMs;
    private final ScheduledExecutorService upkeep;

    private Cluster(
            Store store,
            GameRepository games,
            ComputerPlayers computer,
            LiveUpdates live,
            LobbySockets lobby,
            SessionSockets sessions,
            java.time.Duration computerLease) {
        this.games = games;
        this.computer = computer;
        leaseMs = computerLease.toMillis();
        leases = new ComputerLeases(store, instanceName(), leaseMs);
        peers = new PeerChanges(store, games, live, lobby, sessions);
        lobby.useBus(peers::publishLobby);
        sessions.useBus(peers::publishSessions);
        upkeepMs = Math.max(50, Math.min(1_000, leaseMs / 4));
        upkeep =
                Executors.newSingleThreadScheduledExecutor(
                        r -> {
                            Thread t = new Thread(r, "boardwright-computer-leases");
                            t.setDaemon(true);
                            return t;
                        });
        games.onCommit(
                (h, g, version, computerToMove) -> {
                    leases.committing(h, g, computerToMove);
                    PeerChanges.announce(h, g.id(), version);
                });
        computer.useClaim(leases);
    }

    /** The cluster of a database: null for SQLite, where one process owns the file. */
    public static Cluster of(
            Store store,
            GameRepository games,
            ComputerPlayers computer,
            LiveUpdates live,
            LobbySockets lobby,
            SessionSockets sessions,
            java.time.Duration computerLease) {
        return store.isPostgres()
                ? new Cluster(store, games, computer, live, lobby, sessions, computerLease)
                : null;
    }

    /**
     * This instance's name in the database: {@code pid@host#n} (n tells apart servers in one
     * process).
     */
    private static String instanceName() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            host = "unknown";
        }
        return ProcessHandle.current().pid() + "@" + host + "#" + INSTANCES.incrementAndGet();
    }

    String instance() {
        return leases.instance();
    }

    public void start() {
        peers.start();
        upkeep.scheduleWithFixedDelay(this::keepUp, upkeepMs, upkeepMs, TimeUnit.MILLISECONDS);
        LOG.info(
                "instance {} shares the database with other instances (computer leases of {} ms)",
                instance(),
                leaseMs);
    }

    /** Whether this instance lets flags fall by the timer: one instance at a time. */
    public boolean isTimekeeper() {
        return peers.isTimekeeper();
    }

    /**
     * Renews the claims on the moves thought about here; takes over the ones whose claim lapsed.
     */
    private void keepUp() {
        try {
            leases.renew(computer.pendingGames());
            for (String id : leases.lapsed(50)) {
                if (leases.acquire(id)) {
                    takeOver(id);
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("computer lease upkeep failed: {}", e.toString());
        }
    }

    private void takeOver(String id) {
        boolean toMove;
        try {
            LiveGame g = games.lockFresh(id);
            try {
                toMove = g.computerToMove();
            } finally {
                g.lock.unlock();
            }
        } catch (Refusal e) {
            toMove = false; // no such game any more
        }
        if (toMove) {
            LOG.info("taking over the computer's move in game {}", id);
            computer.schedule(
                    id, null); // the game's own queue: no request made it the computer's turn here
        } else {
            leases.drop(id);
        }
    }

    /**
     * Stops renewing and lets this instance's claims lapse at once: another instance takes its
     * computer moves over.
     */
    public void stopThinking() {
        upkeep.shutdown();
        try {
            upkeep.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        releaseClaims();
    }

    private void releaseClaims() {
        try {
            leases.releaseAll();
        } catch (RuntimeException e) {
            LOG.warn("could not release the computer leases: {}", e.toString());
        }
    }

    /** Releases the claims taken meanwhile (a move stored while stopping), then stops listening. */
    @Override
    public void close() {
        stopThinking();
        peers.close();
    }
}
