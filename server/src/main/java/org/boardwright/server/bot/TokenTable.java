package org.boardwright.server.bot;

import java.util.List;
import java.util.Optional;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.store.Store;

/** The {@code api_tokens} table: tokens by the SHA-256 of their value, with owner and scopes. */
final class TokenTable {

    /** A token found by its hash: its owner and the scopes it was given. */
    record Found(Account account, String scopes) {}

    private final Store store;

    TokenTable(Store store) {
        this.store = store;
    }

    void insert(String hash, String id, String accountId, String label, String scopes, long at) {
        store.inTransaction(
                h ->
                        h.createUpdate(
                                        "INSERT INTO api_tokens (token_hash, id, account_id, label, scopes, created_at)"
                                                + " VALUES (:hash, :id, :a, :label, :scopes, :at)")
                                .bind("hash", hash)
                                .bind("id", id)
                                .bind("a", accountId)
                                .bind("label", label)
                                .bind("scopes", scopes)
                                .bind("at", at)
                                .execute());
    }

    int count(String accountId) {
        return store.withHandle(
                h ->
                        h.createQuery("SELECT COUNT(*) FROM api_tokens WHERE account_id = :a")
                                .bind("a", accountId)
                                .mapTo(Integer.class)
                                .one());
    }

    List<ApiToken> of(String accountId) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT id, label, scopes, created_at FROM api_tokens"
                                                + " WHERE account_id = :a ORDER BY created_at, id")
                                .bind("a", accountId)
                                .map(
                                        (rs, ctx) ->
                                                ApiToken.of(
                                                        rs.getString("id"),
                                                        rs.getString("label"),
                                                        Scope.parse(rs.getString("scopes")),
                                                        rs.getLong("created_at")))
                                .list());
    }

    /** Deletes an owner's token; false when the owner has no token of that id. */
    boolean delete(String accountId, String id) {
        return store.inTransaction(
                h ->
                        h.createUpdate("DELETE FROM api_tokens WHERE account_id = :a AND id = :id")
                                        .bind("a", accountId)
                                        .bind("id", id)
                                        .execute()
                                > 0);
    }

    Optional<Found> find(String hash) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT a.id, a.username, a.created_at, a.bot, t.scopes FROM api_tokens t"
                                                + " JOIN accounts a ON a.id = t.account_id WHERE t.token_hash = :h")
                                .bind("h", hash)
                                .map(
                                        (rs, ctx) ->
                                                new Found(
                                                        new Account(
                                                                rs.getString("id"),
                                                                rs.getString("username"),
                                                                rs.getLong("created_at"),
                                                                rs.getInt("bot") == 1),
                                                        rs.getString("scopes")))
                                .findOne());
    }
}
