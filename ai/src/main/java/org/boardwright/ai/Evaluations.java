package org.boardwright.ai;

import java.util.Map;
import org.boardwright.ai.cage.CageEvaluation;
import org.boardwright.ai.checkers.CheckersEvaluation;
import org.boardwright.ai.checkers.DraughtsEvaluation;
import org.boardwright.ai.mad.MadEvaluation;
import org.boardwright.ai.monkeyqueen.MonkeyQueenEvaluation;
import org.boardwright.engine.Game;

/** Each game's {@link Evaluation} by game id, the one both alpha-beta and MCTS use. */
public final class Evaluations {

    private static final Map<String, Evaluation> BY_GAME =
            Map.of(
                    "madrooks", MadEvaluation.ROOKS,
                    "madbishops", MadEvaluation.BISHOPS,
                    "cage", CageEvaluation.TUNED,
                    "monkeyqueen", MonkeyQueenEvaluation.TUNED,
                    "checkers", CheckersEvaluation.TUNED,
                    "twist", DraughtsEvaluation.TWIST);

    private Evaluations() {}

    /** The game's evaluation, or null for a game it does not know (test games). */
    public static Evaluation forGame(Game game) {
        return BY_GAME.get(game.id());
    }
}
