package org.boardwright.ai;

import org.boardwright.engine.GameState;

/**
 * A computer player: every algorithm is written against the engine's {@link GameState} only. One
 * player object plays one game at a time; {@link #stop()} may be called from another thread.
 */
public interface Player {

    /** The player's name as given on the command line and written in records, e.g. "random". */
    String name();

    /**
     * A legal move for the side to move, within the budget. Called only when the game is not over
     * without a claim ({@link GameState#isOverWithoutClaim}) and the state is not a chance node; at
     * a draw the rules leave to a claim the player plays on (a computer never claims). The state is
     * left as it was.
     *
     * @throws PlayerForfeit when the player cannot go on in this game (it then loses it)
     */
    int chooseMove(GameState state, Budget budget, SearchListener listener);

    /**
     * Whether a budget of depth alone ends this player's search (alpha-beta's plies); a Monte Carlo
     * search has no depth to stop at and needs a time or a number of iterations.
     */
    default boolean searchesByDepth() {
        return false;
    }

    /** Ends a running search as soon as possible; it still returns a legal move. */
    default void stop() {}

    /** Forgets anything kept from earlier moves (a new game starts). */
    default void reset() {}

    /** Releases what the player holds outside the program (an outside engine's process). */
    default void close() {}
}
