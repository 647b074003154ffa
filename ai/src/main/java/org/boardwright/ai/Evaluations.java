package org.boardwright.ai;

import org.boardwright.engine.Game;

/**
 * Each game's {@link Evaluation}, the one both alpha-beta and MCTS use, from its {@link GameAi}.
 */
public final class Evaluations {

    private Evaluations() {}

    /** The game's evaluation, or null for a game without an ai registration (test games). */
    public static Evaluation forGame(Game game) {
        GameAi ai = GameAis.of(game);
        return ai == null ? null : ai.evaluation();
    }

    /**
     * The evaluation {@code level:max} plays the game with ({@link GameAi#strongest()}), or null
     * for a game without an ai registration.
     */
    public static Evaluation strongest(Game game) {
        GameAi ai = GameAis.of(game);
        return ai == null ? null : ai.strongest();
    }
}
