package org.boardwright.ai.cage;

import org.boardwright.ai.tuning.ScaleOnlyEvaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.cage.CageState;

/**
 * Cage judged by material alone: the checker difference, in hundredths of a checker. The evaluation
 * of November 2026, which {@code alphabeta-2026-11} keeps; {@link CageEvaluation} replaced it.
 */
public final class CageMaterialEvaluation extends ScaleOnlyEvaluation {

    /**
     * The scale fitted to self-play results (docs/strength.md): material has no weight to tune, the
     * checker being the unit.
     */
    public static final CageMaterialEvaluation AS_OF_2026_11 = new CageMaterialEvaluation(152);

    private CageMaterialEvaluation(double scoreScale) {
        super(scoreScale);
    }

    @Override
    protected CageMaterialEvaluation withScale(double scale) {
        return new CageMaterialEvaluation(scale);
    }

    @Override
    public int evaluate(GameState state) {
        CageState s = (CageState) state;
        int lead = 100 * (s.checkers(0) - s.checkers(1));
        return s.sideToMove() == 0 ? lead : -lead;
    }

    @Override
    public int captureValue(GameState state, int move) {
        return CageState.isJump(move) ? 1 : 0;
    }
}
