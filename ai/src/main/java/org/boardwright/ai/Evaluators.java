package org.boardwright.ai;

import java.util.Map;
import org.boardwright.ai.cage.CageEvaluator;
import org.boardwright.ai.checkers.DraughtsEvaluator;
import org.boardwright.ai.mad.MadEvaluator;
import org.boardwright.engine.Game;

/** The evaluators by game id; games without one are searched with plain random playouts. */
public final class Evaluators {

    private static final Map<String, Evaluator> BY_GAME = Map.of(
            "madrooks", new MadEvaluator(),
            "madbishops", new MadEvaluator(),
            "cage", new CageEvaluator(),
            "checkers", new DraughtsEvaluator(),
            "twist", new DraughtsEvaluator());

    private Evaluators() {
    }

    /** The game's evaluator, or null if it has none yet. */
    public static Evaluator forGame(Game game) {
        return BY_GAME.get(game.id());
    }
}
