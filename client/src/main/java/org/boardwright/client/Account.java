package org.boardwright.client;

/** A signed-in player ({@code GET /api/account} and the sign-up and sign-in answers). */
public record Account(String username, long createdAt) {}
