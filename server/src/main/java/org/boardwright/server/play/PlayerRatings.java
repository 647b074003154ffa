package org.boardwright.server.play;

/** A player's current rating in a game, as a new game shows it beside their name. */
public interface PlayerRatings {

    /** The rating, rounded (the initial rating for a player who has none yet in this game). */
    int rating(String accountId, String gameId);
}
