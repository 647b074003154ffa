package org.boardwright.ai;

import org.boardwright.engine.GameState;

/**
 * Game knowledge that judges a position without searching it: each game that has one keeps it in
 * its own package of this module, and {@link Evaluators} finds it by game id.
 */
public interface Evaluator {

    /** The probability (0 to 1) that the side that moved first (colour 0) wins from here. */
    double firstPlayerValue(GameState state);

    /** Random plies a playout plays before this evaluator judges the position. */
    int playoutCutoff();

    /** The UCB exploration constant that suits the game with this knowledge. */
    default double exploration() {
        return 1.0;
    }
}
