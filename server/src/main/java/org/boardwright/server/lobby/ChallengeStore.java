package org.boardwright.server.lobby;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.common.Wire;
import org.boardwright.server.play.ClockKind;
import org.boardwright.server.play.ClockSettings;
import org.boardwright.server.play.GameCreation;
import org.boardwright.server.store.Store;
import org.jdbi.v3.core.Handle;

/** The {@code challenges} table. */
public final class ChallengeStore {

    private static final String SELECT =
            "SELECT c.*, a.username AS author_name, a.created_at AS author_created, a.bot AS author_bot,"
                    + " t.username AS to_name, t.created_at AS to_created, t.bot AS to_bot"
                    + " FROM challenges c JOIN accounts a ON a.id = c.author_id"
                    + " LEFT JOIN accounts t ON t.id = c.to_id";

    private final Store store;

    public ChallengeStore(Store store) {
        this.store = store;
    }

    /**
     * Posts a challenge unless its author has {@code cap} open already: counted and inserted in one
     * transaction that holds the author's lock, so concurrent posts never pass the cap.
     */
    boolean insertUnderCap(Challenge c, int cap) {
        return store.inTransaction(h -> insertUnderCap(h, c, cap));
    }

    boolean insertUnderCap(Handle h, Challenge c, int cap) {
        store.lock(h, "challenges-of:" + c.author().id());
        int open =
                h.createQuery("SELECT COUNT(*) FROM challenges WHERE author_id = :a")
                        .bind("a", c.author().id())
                        .mapTo(Integer.class)
                        .one();
        if (open >= cap) {
            return false;
        }
        insert(h, c);
        return true;
    }

    private static void insert(Handle h, Challenge c) {
        h.createUpdate(
                        "INSERT INTO challenges (id, author_id, to_id, spec, clock_type, clock_minutes,"
                                + " clock_increment, clock_days, color, rated, rating_min, rating_max, author_rating,"
                                + " author_provisional, quick, created_at, expires_at) VALUES (:id, :author, :to, :spec, :type, :minutes,"
                                + " :increment, :days, :color, :rated, :min, :max, :rating, :provisional, :quick, :created, :expires)")
                .bind("id", c.id())
                .bind("author", c.author().id())
                .bind("to", c.to() == null ? null : c.to().id())
                .bind("spec", c.spec())
                .bind("type", c.clock().kind().wire())
                .bind("minutes", c.clock().minutes())
                .bind("increment", c.clock().increment())
                .bind("days", c.clock().days())
                .bind("color", c.color().name().toLowerCase(java.util.Locale.ROOT))
                .bind("rated", c.rated() ? 1 : 0)
                .bind("min", c.ratingMin())
                .bind("max", c.ratingMax())
                .bind("rating", c.authorRating())
                .bind("provisional", c.authorProvisional() ? 1 : 0)
                .bind("quick", c.quick() ? 1 : 0)
                .bind("created", c.createdAt())
                .bind("expires", c.expiresAt())
                .execute();
    }

    /**
     * The living challenges a viewer (null: anonymous) may see, newest first: the open ones, at
     * most {@code perAuthor} of each author (so that no flood hides anyone), with the viewer's own
     * and those made to the viewer, which come first; at most {@code limit}.
     */
    List<Challenge> visibleTo(String viewerId, long now, int perAuthor, int limit) {
        String v = viewerId == null ? "" : viewerId;
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT * FROM (SELECT c.*, a.username AS author_name, a.created_at AS author_created, a.bot AS author_bot,"
                                                + " t.username AS to_name, t.created_at AS to_created, t.bot AS to_bot,"
                                                + " ROW_NUMBER() OVER (PARTITION BY c.author_id ORDER BY c.created_at DESC, c.id DESC) AS nth"
                                                + " FROM challenges c JOIN accounts a ON a.id = c.author_id"
                                                + " LEFT JOIN accounts t ON t.id = c.to_id"
                                                + " WHERE c.expires_at > :now AND (c.to_id IS NULL OR c.to_id = :v OR c.author_id = :v)) x"
                                                + " WHERE x.nth <= :per OR x.author_id = :v OR x.to_id = :v"
                                                // the viewer's own and those made to them first:
                                                // the limit must never cut them off
                                                + " ORDER BY CASE WHEN x.author_id = :v OR x.to_id = :v THEN 0 ELSE 1 END,"
                                                + " x.created_at DESC, x.id DESC LIMIT :limit")
                                .bind("now", now)
                                .bind("v", v)
                                .bind("per", perAuthor)
                                .bind("limit", limit)
                                .map((rs, ctx) -> read(rs))
                                .list());
    }

    /** In a transaction: waits for the others holding the same lock, on every instance. */
    void lock(Handle h, String key) {
        store.lock(h, key);
    }

    /** The living open quick challenges of a game, by others than {@code playerId}. */
    List<Challenge> waitingQuick(Handle h, String spec, String playerId, long now) {
        return h.createQuery(
                        SELECT
                                + " WHERE c.quick = 1 AND c.to_id IS NULL AND c.spec = :spec"
                                + " AND c.author_id <> :p AND c.expires_at > :now")
                .bind("spec", spec)
                .bind("p", playerId)
                .bind("now", now)
                .map((rs, ctx) -> read(rs))
                .list();
    }

    Optional<Challenge> find(String id) {
        return store.withHandle(
                h ->
                        h.createQuery(SELECT + " WHERE c.id = :id")
                                .bind("id", id)
                                .map((rs, ctx) -> read(rs))
                                .findOne());
    }

    /**
     * In a transaction: removes a challenge if it is still alive (true for exactly one of several
     * callers).
     */
    static boolean take(Handle h, String id, long now) {
        return h.createUpdate("DELETE FROM challenges WHERE id = :id AND expires_at > :now")
                        .bind("id", id)
                        .bind("now", now)
                        .execute()
                == 1;
    }

    /** In a transaction: whether both accounts still exist. */
    static boolean bothExist(Handle h, String a, String b) {
        return h.createQuery("SELECT COUNT(*) FROM accounts WHERE id IN (:a, :b)")
                        .bind("a", a)
                        .bind("b", b)
                        .mapTo(Integer.class)
                        .one()
                == 2;
    }

    /** Deletes the challenges made by or to an account: their ids. */
    List<String> deleteOf(String accountId) {
        return store.inTransaction(
                h -> {
                    List<String> ids =
                            h.createQuery(
                                            "SELECT id FROM challenges WHERE author_id = :a OR to_id = :a")
                                    .bind("a", accountId)
                                    .mapTo(String.class)
                                    .list();
                    h.createUpdate("DELETE FROM challenges WHERE author_id = :a OR to_id = :a")
                            .bind("a", accountId)
                            .execute();
                    return ids;
                });
    }

    boolean delete(String id) {
        return store.inTransaction(
                h ->
                        h.createUpdate("DELETE FROM challenges WHERE id = :id")
                                        .bind("id", id)
                                        .execute()
                                == 1);
    }

    /** Keeps the challenges of the present authors alive until {@code until}. */
    void extend(Collection<String> authorIds, long until) {
        if (authorIds.isEmpty()) {
            return;
        }
        store.inTransaction(
                h ->
                        h.createUpdate(
                                        "UPDATE challenges SET expires_at = :until WHERE author_id IN (<ids>)"
                                                + " AND expires_at < :until")
                                .bindList("ids", List.copyOf(authorIds))
                                .bind("until", until)
                                .execute());
    }

    /** Deletes the lapsed challenges; their ids. */
    List<String> deleteLapsed(long now) {
        return store.inTransaction(
                h -> {
                    List<String> ids =
                            h.createQuery("SELECT id FROM challenges WHERE expires_at <= :now")
                                    .bind("now", now)
                                    .mapTo(String.class)
                                    .list();
                    if (!ids.isEmpty()) {
                        h.createUpdate("DELETE FROM challenges WHERE id IN (<ids>)")
                                .bindList("ids", ids)
                                .execute();
                    }
                    return ids;
                });
    }

    /** In a transaction: deletes an author's quick challenges; their ids. */
    static List<String> deleteQuick(Handle h, String authorId) {
        List<String> ids =
                h.createQuery("SELECT id FROM challenges WHERE author_id = :a AND quick = 1")
                        .bind("a", authorId)
                        .mapTo(String.class)
                        .list();
        h.createUpdate("DELETE FROM challenges WHERE author_id = :a AND quick = 1")
                .bind("a", authorId)
                .execute();
        return ids;
    }

    private static Challenge read(ResultSet rs) throws SQLException {
        ClockSettings clock =
                new ClockSettings(
                        Wire.stored(ClockKind.class, rs.getString("clock_type")),
                        Store.intOrNull(rs, "clock_minutes"),
                        Store.intOrNull(rs, "clock_increment"),
                        Store.intOrNull(rs, "clock_days"));
        String to = rs.getString("to_id");
        return new Challenge(
                rs.getString("id"),
                new Account(
                        rs.getString("author_id"),
                        rs.getString("author_name"),
                        rs.getLong("author_created"),
                        rs.getInt("author_bot") == 1),
                rs.getInt("author_rating"),
                rs.getInt("author_provisional") != 0,
                to == null
                        ? null
                        : new Account(
                                to,
                                rs.getString("to_name"),
                                rs.getLong("to_created"),
                                rs.getInt("to_bot") == 1),
                rs.getString("spec"),
                clock,
                GameCreation.Color.valueOf(
                        rs.getString("color").toUpperCase(java.util.Locale.ROOT)),
                rs.getInt("rated") != 0,
                Store.intOrNull(rs, "rating_min"),
                Store.intOrNull(rs, "rating_max"),
                rs.getInt("quick") != 0,
                rs.getLong("created_at"),
                rs.getLong("expires_at"));
    }
}
