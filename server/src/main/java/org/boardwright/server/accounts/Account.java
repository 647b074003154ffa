package org.boardwright.server.accounts;

/**
 * A player's account: its id, the name as written, when it was made, and whether it is a bot
 * (marked by its owner; shown as BOT beside its name).
 */
public record Account(String id, String username, long createdAt, boolean bot) {

    /** An account of a person. */
    public Account(String id, String username, long createdAt) {
        this(id, username, createdAt, false);
    }
}
