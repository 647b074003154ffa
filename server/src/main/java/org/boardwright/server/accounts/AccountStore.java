package org.boardwright.server.accounts;

import java.util.List;
import java.util.Optional;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.store.Store;
import org.jdbi.v3.core.Handle;

/** The {@code accounts} and {@code sessions} tables. */
public final class AccountStore {

    /** An account with its password hash, for signing in. */
    public record Credentials(Account account, String passwordHash) {}

    private static final org.jdbi.v3.core.mapper.RowMapper<Account> ACCOUNT =
            (rs, ctx) ->
                    new Account(
                            rs.getString("id"),
                            rs.getString("username"),
                            rs.getLong("created_at"),
                            rs.getInt("bot") == 1);

    private final Store store;

    public AccountStore(Store store) {
        this.store = store;
    }

    /** Creates an account; false when the name (in any case) is taken. */
    public boolean create(Account a, String passwordHash) {
        try {
            return insert(a, passwordHash);
        } catch (org.jdbi.v3.core.statement.UnableToExecuteStatementException e) {
            // Two sign-ups with one name at once: the unique key refused the second.
            if (byName(a.username()).isPresent()) {
                return false;
            }
            throw e;
        }
    }

    private boolean insert(Account a, String passwordHash) {
        return store.inTransaction(
                h -> {
                    if (findByName(h, a.username()).isPresent()) {
                        return false;
                    }
                    h.createUpdate(
                                    "INSERT INTO accounts (id, username, username_key, password_hash, created_at)"
                                            + " VALUES (:id, :name, :key, :hash, :at)")
                            .bind("id", a.id())
                            .bind("name", a.username())
                            .bind("key", Usernames.key(a.username()))
                            .bind("hash", passwordHash)
                            .bind("at", a.createdAt())
                            .execute();
                    return true;
                });
    }

    public Optional<Credentials> credentials(String username) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT id, username, created_at, bot, password_hash FROM accounts WHERE username_key = :key")
                                .bind("key", Usernames.key(username))
                                .map(
                                        (rs, ctx) ->
                                                new Credentials(
                                                        new Account(
                                                                rs.getString("id"),
                                                                rs.getString("username"),
                                                                rs.getLong("created_at"),
                                                                rs.getInt("bot") == 1),
                                                        rs.getString("password_hash")))
                                .findOne());
    }

    public Optional<Account> byName(String username) {
        return store.withHandle(h -> findByName(h, username));
    }

    Optional<Account> findByName(Handle h, String username) {
        return h.createQuery(
                        "SELECT id, username, created_at, bot FROM accounts WHERE username_key = :key")
                .bind("key", Usernames.key(username))
                .map(ACCOUNT)
                .findOne();
    }

    /**
     * Accounts whose name starts with {@code prefix} regardless of case, in name order, at most
     * {@code limit}. The prefix holds only name characters (checked by the caller); {@code _} is
     * escaped, as LIKE reads it as any character.
     */
    public List<Account> withPrefix(String prefix, int limit) {
        String pattern = Usernames.key(prefix).replace("_", "\\_") + "%";
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT id, username, created_at, bot FROM accounts"
                                                + " WHERE username_key LIKE :p ESCAPE '\\'"
                                                + " ORDER BY username_key LIMIT :n")
                                .bind("p", pattern)
                                .bind("n", limit)
                                .map(ACCOUNT)
                                .list());
    }

    public void setPassword(String accountId, String passwordHash) {
        store.inTransaction(
                h ->
                        h.createUpdate("UPDATE accounts SET password_hash = :hash WHERE id = :id")
                                .bind("hash", passwordHash)
                                .bind("id", accountId)
                                .execute());
    }

    /**
     * Deletes an account: its sessions, ratings and challenges go; its games stay, with the seats
     * no longer naming it.
     */
    public void delete(String accountId) {
        store.inTransaction(
                h -> {
                    for (String sql :
                            List.of(
                                    // Bumping the version makes every server read these games
                                    // afresh.
                                    "UPDATE games SET version = version + 1 WHERE id IN"
                                            + " (SELECT game_id FROM seats WHERE account_id = :id)",
                                    "UPDATE seats SET account_id = NULL WHERE account_id = :id",
                                    "DELETE FROM sessions WHERE account_id = :id",
                                    "DELETE FROM api_tokens WHERE account_id = :id",
                                    "DELETE FROM rating_history WHERE account_id = :id",
                                    "DELETE FROM ratings WHERE account_id = :id",
                                    "DELETE FROM challenges WHERE author_id = :id OR to_id = :id",
                                    "DELETE FROM accounts WHERE id = :id")) {
                        h.createUpdate(sql).bind("id", accountId).execute();
                    }
                    return null;
                });
    }

    /** A seat of an active game that only the account can use (it has no token). */
    public record OnlySeat(String gameId, int seat) {}

    public List<OnlySeat> activeSeatsWithoutToken(String accountId) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id"
                                                + " WHERE s.account_id = :a AND s.token_hash IS NULL AND g.status = 'active'")
                                .bind("a", accountId)
                                .map(
                                        (rs, ctx) ->
                                                new OnlySeat(
                                                        rs.getString("game_id"), rs.getInt("seat")))
                                .list());
    }

    // ---------------------------------------------------------------- bots

    /** Whether an account is a bot (false for no such account). */
    public boolean isBot(String accountId) {
        return store.withHandle(
                h ->
                        h.createQuery("SELECT bot FROM accounts WHERE id = :id")
                                        .bind("id", accountId)
                                        .mapTo(Integer.class)
                                        .findOne()
                                        .orElse(0)
                                == 1);
    }

    /**
     * Marks an account a bot, for good; refused once it has sat in any game (its games and rating
     * were a person's). In one transaction, so a game started meanwhile is seen.
     */
    public void markBot(String accountId) {
        store.inTransaction(
                h -> {
                    int games =
                            h.createQuery("SELECT COUNT(*) FROM seats WHERE account_id = :id")
                                    .bind("id", accountId)
                                    .mapTo(Integer.class)
                                    .one();
                    if (games > 0) {
                        throw Refusal.conflict(
                                "an account that has played a game cannot become a bot");
                    }
                    h.createUpdate("UPDATE accounts SET bot = 1 WHERE id = :id")
                            .bind("id", accountId)
                            .execute();
                    return null;
                });
    }

    // ---------------------------------------------------------------- sessions

    public void addSession(String idHash, String accountId, long now, long expiresAt) {
        store.inTransaction(
                h ->
                        h.createUpdate(
                                        "INSERT INTO sessions (id_hash, account_id, created_at, expires_at)"
                                                + " VALUES (:h, :a, :c, :e)")
                                .bind("h", idHash)
                                .bind("a", accountId)
                                .bind("c", now)
                                .bind("e", expiresAt)
                                .execute());
    }

    /** The account of a session that has not expired. */
    public Optional<Account> session(String idHash, long now) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT a.id, a.username, a.created_at, a.bot FROM sessions s JOIN accounts a ON a.id = s.account_id"
                                                + " WHERE s.id_hash = :h AND s.expires_at > :now")
                                .bind("h", idHash)
                                .bind("now", now)
                                .map(ACCOUNT)
                                .findOne());
    }

    public void deleteSession(String idHash) {
        store.inTransaction(
                h ->
                        h.createUpdate("DELETE FROM sessions WHERE id_hash = :h")
                                .bind("h", idHash)
                                .execute());
    }

    /** Signs an account out everywhere, except the session {@code keep} (null: everywhere). */
    public void deleteSessions(String accountId, String keep) {
        store.inTransaction(
                h ->
                        h.createUpdate(
                                        "DELETE FROM sessions WHERE account_id = :a AND id_hash <> :keep")
                                .bind("a", accountId)
                                .bind("keep", keep == null ? "" : keep)
                                .execute());
    }

    public void deleteExpiredSessions(long now) {
        store.inTransaction(
                h ->
                        h.createUpdate("DELETE FROM sessions WHERE expires_at <= :now")
                                .bind("now", now)
                                .execute());
    }
}
