package org.boardwright.server.accounts;

/** A player's account: its id, the name as written, and when it was made. */
public record Account(String id, String username, long createdAt) {}
