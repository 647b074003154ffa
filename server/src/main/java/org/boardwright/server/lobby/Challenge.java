package org.boardwright.server.lobby;

import org.boardwright.server.accounts.Account;
import org.boardwright.server.play.ClockSettings;
import org.boardwright.server.play.GameCreation;

/**
 * A challenge in the lobby: its author (and rating then), whom it is for (null: anyone), the game
 * and timing, the author's colour, rated or casual, the rating range of who may accept, whether
 * quick pairing made it, and until when it lives unless its author is still present.
 */
public record Challenge(
        String id,
        Account author,
        int authorRating,
        boolean authorProvisional,
        Account to,
        String spec,
        ClockSettings clock,
        GameCreation.Color color,
        boolean rated,
        Integer ratingMin,
        Integer ratingMax,
        boolean quick,
        long createdAt,
        long expiresAt) {

    boolean isOpen() {
        return to == null;
    }

    /** Whether the account may see it: an open challenge, or one it made or received. */
    boolean visibleTo(String accountId) {
        return to == null
                || accountId != null
                        && (accountId.equals(author.id()) || accountId.equals(to.id()));
    }

    boolean admitsRating(int rating) {
        return (ratingMin == null || rating >= ratingMin)
                && (ratingMax == null || rating <= ratingMax);
    }
}
