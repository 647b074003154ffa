package org.boardwright.engine;

/**
 * A draw the rules leave to a claim by the player to move ({@link GameState#claimableDraw}), or
 * {@link #NONE}. What it is called in words is {@link GameText#claim}'s business.
 */
public enum DrawClaim {
    /** No draw may be claimed here. */
    NONE,
    /** The same position stands for the third time, the same player to move. */
    THREEFOLD_REPETITION,
    /** The game's count of quiet plies (no capture, no man move) reached its limit. */
    QUIET_MOVES;

    /** Whether a draw may be claimed. */
    public boolean claimable() {
        return this != NONE;
    }
}
