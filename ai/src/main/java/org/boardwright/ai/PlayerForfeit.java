package org.boardwright.ai;

/**
 * Thrown by {@link Player#chooseMove} when the player cannot go on in this game (an outside engine
 * that crashed, did not answer in time or answered with an illegal move): the game is lost for that
 * player, for the reason given, and nothing else is affected.
 */
public final class PlayerForfeit extends RuntimeException {

    public PlayerForfeit(String reason) {
        super(reason);
    }
}
