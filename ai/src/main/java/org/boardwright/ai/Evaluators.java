package org.boardwright.ai;

import java.util.Map;
import org.boardwright.ai.alphabeta.Evaluation;
import org.boardwright.ai.cage.CageEvaluation;
import org.boardwright.ai.cage.CageEvaluator;
import org.boardwright.ai.checkers.DraughtsEvaluation;
import org.boardwright.ai.checkers.DraughtsEvaluator;
import org.boardwright.ai.mad.MadEvaluation;
import org.boardwright.ai.mad.MadEvaluator;
import org.boardwright.ai.monkeyqueen.MonkeyQueenEvaluation;
import org.boardwright.engine.Game;

/**
 * Game knowledge by game id: the MCTS evaluators (games without one are searched with plain random
 * playouts) and the alpha-beta evaluations.
 */
public final class Evaluators {

    private static final Map<String, Evaluator> BY_GAME = Map.of(
            "madrooks", new MadEvaluator(),
            "madbishops", new MadEvaluator(),
            "cage", new CageEvaluator(),
            "checkers", new DraughtsEvaluator(),
            "twist", new DraughtsEvaluator());

    private static final Map<String, Evaluation> FOR_SEARCH = Map.of(
            "madrooks", MadEvaluation.ROOKS,
            "madbishops", MadEvaluation.BISHOPS,
            "cage", CageEvaluation.TUNED,
            "monkeyqueen", MonkeyQueenEvaluation.TUNED,
            "checkers", DraughtsEvaluation.CHECKERS,
            "twist", DraughtsEvaluation.TWIST);

    private Evaluators() {
    }

    /** The game's evaluator, or null if it has none yet. */
    public static Evaluator forGame(Game game) {
        return BY_GAME.get(game.id());
    }

    /** The game's alpha-beta evaluation, or null for a game it does not know (test games). */
    public static Evaluation forSearch(Game game) {
        return FOR_SEARCH.get(game.id());
    }
}
