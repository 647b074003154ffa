package org.boardwright.ai;

import org.boardwright.engine.Game;

/**
 * A game's registration in the ai module: everything players, the search signature and the data
 * commands look up for a game, provided by the game's own ai package and listed once in {@link
 * GameAis}. Nothing outside a game's package asks for a game by its id: they ask its registration.
 * The opening book needs no entry here: it follows from the game's standard openings ({@link
 * OpeningBooks}).
 */
public interface GameAi {

    /** Whether this registration is the game's (a game with parameters: any of its specs). */
    boolean covers(Game game);

    /**
     * The game's hand-written evaluation: the one alpha-beta, MCTS, levels 1 to 4 and the tuning
     * and data tools use.
     */
    Evaluation evaluation();

    /**
     * The evaluation {@code level:max} plays with: the hand-written one unless a learned one beat
     * it in a measured match (docs/strength.md).
     */
    default Evaluation strongest() {
        return evaluation();
    }

    /**
     * The depth the search signature ({@link SearchSignature}) searches the game to, chosen so that
     * each game takes a few tenths of a second: the games differ widely in branching factor.
     */
    int signatureDepth();

    /** The game's endgame databases, or null for a game without them. */
    default EndgameDatabases endgames() {
        return null;
    }

    /**
     * A learned evaluation to play with in place of {@link #evaluation()} (the {@code learned}
     * player, {@code level:max}'s search and data over it), or null for a game without one.
     */
    default Evaluation learned() {
        return null;
    }
}
