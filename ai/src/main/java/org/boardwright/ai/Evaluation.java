package org.boardwright.ai;

import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.GameState;

/**
 * What the searches know of a game without searching it: a static score and, from it, a win
 * probability; which moves capture and how far alpha-beta follows captures past its depth; how MCTS
 * plays out. Each game keeps its own beside its other knowledge ({@code ai/<game>/}); {@link
 * GameAi} registers it with the game, so neither search asks which game it is playing. Alpha-beta
 * compares scores; MCTS averages win probabilities, which turn a score into the expected result
 * through the game's fitted scale.
 */
public interface Evaluation {

    /** How the search settles a position at depth 0 before judging it. */
    enum Quiescence {
        /** Judge it as it stands. */
        NONE,
        /**
         * Capturing is compulsory (checkers, the Twist): while the side to move must capture, play
         * the captures out.
         */
        FORCED_CAPTURES,
        /** Captures are optional: the side to move may stand pat or try its captures. */
        CAPTURES
    }

    /**
     * The position's score for the side to move, in hundredths of the game's unit (a man in
     * checkers, a checker in the Steere games); called only when the game is not over. Well inside
     * {@code ±}{@link AlphaBeta#MATE_BOUND}. A function of the position as its hash sees it: the
     * search keeps the scores by hash.
     */
    int evaluate(GameState state);

    /**
     * A positive number for a capture, larger for the captures to try first; 0 for any other move.
     */
    default int captureValue(GameState state, int move) {
        return 0;
    }

    default Quiescence quiescence() {
        return Quiescence.NONE;
    }

    /**
     * The score (in the units of {@link #evaluate}) at which the side to move expects about 73%
     * (one logistic unit).
     */
    default double scoreScale() {
        return 200;
    }

    /**
     * The expected result (0 to 1) for the side to move at a given score: a logistic in units of
     * {@link #scoreScale}.
     */
    default double winProbability(int score) {
        return 1 / (1 + Math.exp(-score / scoreScale()));
    }

    /** MCTS: random plies a playout plays before this evaluation judges the position. */
    default int playoutCutoff() {
        return 6;
    }

    /** MCTS: the UCB exploration constant that suits the game with this knowledge. */
    default double exploration() {
        return 1.0;
    }
}
