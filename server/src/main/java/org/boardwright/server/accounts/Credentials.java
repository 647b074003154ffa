package org.boardwright.server.accounts;

/**
 * What a request presents to sit in a game: a seat token (Authorization: Bearer), the signed-in
 * account (session cookie), both, or neither (a watcher).
 */
public record Credentials(String token, Account account) {

    static final Credentials NONE = new Credentials(null, null);

    public boolean isEmpty() {
        return token == null && account == null;
    }

    public String accountId() {
        return account == null ? null : account.id();
    }
}
