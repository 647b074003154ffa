package org.boardwright.client;

/**
 * The answer to joining a friend game with its invitation.
 *
 * @param token the joiner's own new seat token; null when the invitation was the caller's own
 *     ({@code ownInvitation}), which keeps the seat it had
 * @param ownInvitation the caller already held a seat of the game (its token was sent)
 * @param state the game as the joiner sees it
 */
public record JoinedSeat(
        String id, int seat, String token, boolean ownInvitation, GameState state) {}
