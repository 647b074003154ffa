package org.boardwright.server;

/** A player's account: its id, the name as written, and when it was made. */
record Account(String id, String username, long createdAt) {}
