package org.boardwright.server.play;

import java.util.List;
import java.util.Set;
import org.boardwright.server.store.Store;
import org.jdbi.v3.core.Handle;

/**
 * Which instance thinks for a computer seat, with several instances on one PostgreSQL: a row of
 * {@code computer_turns} per game whose computer owes a move, naming the instance that thinks and
 * until when (the database's clock, so instances' clocks need not agree). The instance that stores
 * the change giving the computer the move claims it in the same transaction; it renews the claim
 * while the move is queued or thought about; when it dies the claim lapses and another instance
 * takes it over ({@link #lapsed}, {@link #acquire}). A claim that lapsed while its holder was
 * merely slow is harmless: the commit's version check lands one move only.
 */
public final class ComputerLeases implements ComputerPlayers.Claim {

    /** The database's clock in epoch milliseconds. */
    private static final String NOW = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";

    private final Store store;
    private final String instance;
    private final long leaseMs;

    public ComputerLeases(Store store, String instance, long leaseMs) {
        this.store = store;
        this.instance = instance;
        this.leaseMs = leaseMs;
    }

    public String instance() {
        return instance;
    }

    /**
     * In the transaction of a change: the computer's next move is this instance's to think; no move
     * owed, no row.
     */
    public void committing(Handle h, LiveGame g, boolean computerToMove) {
        if (computerToMove) {
            h.createUpdate(
                            "INSERT INTO computer_turns (game_id, owner, expires_at) VALUES (:g, :me, "
                                    + NOW
                                    + " + :ms)"
                                    + " ON CONFLICT (game_id) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at")
                    .bind("g", g.id())
                    .bind("me", instance)
                    .bind("ms", leaseMs)
                    .execute();
        } else if (g.hasComputer()) {
            h.createUpdate("DELETE FROM computer_turns WHERE game_id = :g")
                    .bind("g", g.id())
                    .execute();
        }
    }

    /**
     * Claims a game's computer move: true when this instance holds it already or its holder let it
     * lapse.
     */
    @Override
    public boolean acquire(String gameId) {
        return store.withHandle(
                        h ->
                                h.createUpdate(
                                                "INSERT INTO computer_turns (game_id, owner, expires_at)"
                                                        + " VALUES (:g, :me, "
                                                        + NOW
                                                        + " + :ms) ON CONFLICT (game_id) DO UPDATE"
                                                        + " SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at"
                                                        + " WHERE computer_turns.owner = EXCLUDED.owner OR computer_turns.expires_at < "
                                                        + NOW)
                                        .bind("g", gameId)
                                        .bind("me", instance)
                                        .bind("ms", leaseMs)
                                        .execute())
                == 1;
    }

    @Override
    public boolean shared() {
        return true;
    }

    /** Keeps this instance's claims on the given games alive for another lease. */
    public void renew(Set<String> gameIds) {
        if (gameIds.isEmpty()) {
            return;
        }
        store.withHandle(
                h ->
                        h.createUpdate(
                                        "UPDATE computer_turns SET expires_at = "
                                                + NOW
                                                + " + :ms"
                                                + " WHERE owner = :me AND game_id IN (<ids>)")
                                .bind("ms", leaseMs)
                                .bind("me", instance)
                                .bindList("ids", List.copyOf(gameIds))
                                .execute());
    }

    /**
     * Games whose computer owes a move and whose claim lapsed (its instance died, or let it go).
     */
    public List<String> lapsed(int limit) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT game_id FROM computer_turns WHERE expires_at < "
                                                + NOW
                                                + " ORDER BY expires_at LIMIT :n")
                                .bind("n", limit)
                                .mapTo(String.class)
                                .list());
    }

    /** Forgets a claim this instance holds on a game whose computer turned out to owe no move. */
    public void drop(String gameId) {
        store.withHandle(
                h ->
                        h.createUpdate(
                                        "DELETE FROM computer_turns WHERE game_id = :g AND owner = :me")
                                .bind("g", gameId)
                                .bind("me", instance)
                                .execute());
    }

    /**
     * On stopping: every claim of this instance lapses at once, so the others take its moves over
     * without waiting.
     */
    public void releaseAll() {
        store.withHandle(
                h ->
                        h.createUpdate("UPDATE computer_turns SET expires_at = 0 WHERE owner = :me")
                                .bind("me", instance)
                                .execute());
    }
}
