package org.boardwright.ai;

import java.util.Map;
import org.boardwright.ai.cage.CageEvaluation;
import org.boardwright.ai.cage.CageMaterialEvaluation;
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

    /**
     * The evaluations of November 2026: the same as today's except Cage's, then material alone, and
     * checkers', then {@link DraughtsEvaluation#CHECKERS}.
     */
    private static final Map<String, Evaluation> AS_OF_2026_11 =
            Map.of(
                    "madrooks", MadEvaluation.ROOKS,
                    "madbishops", MadEvaluation.BISHOPS,
                    "cage", CageMaterialEvaluation.AS_OF_2026_11,
                    "monkeyqueen", MonkeyQueenEvaluation.TUNED,
                    "checkers", DraughtsEvaluation.CHECKERS,
                    "twist", DraughtsEvaluation.TWIST);

    private Evaluations() {}

    /**
     * The evaluations of November 2026, which {@code alphabeta-2026-11} keeps (null for a game they
     * do not know).
     */
    public static Evaluation asOf2026_11(Game game) {
        return AS_OF_2026_11.get(game.id());
    }

    /** The game's evaluation, or null for a game it does not know (test games). */
    public static Evaluation forGame(Game game) {
        return BY_GAME.get(game.id());
    }
}
