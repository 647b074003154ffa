package org.boardwright.cli;

import org.boardwright.engine.GameState;

/**
 * A computer player. Stronger players (MCTS, alpha-beta, levels) implement this too and are
 * registered in {@link Players}.
 */
interface Player {

    /** The name given on the command line and written in records, e.g. "random". */
    String name();

    /**
     * A legal move for the side to move. Called only when the game is not over and the state
     * is not a chance node; the state must be left as it was.
     */
    int chooseMove(GameState state);
}
