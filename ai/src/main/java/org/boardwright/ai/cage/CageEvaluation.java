package org.boardwright.ai.cage;

import org.boardwright.ai.tuning.ScaleOnlyEvaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.cage.CageState;

/** Alpha-beta's view of Cage: the checker difference, in hundredths of a checker. */
public final class CageEvaluation extends ScaleOnlyEvaluation {

    /**
     * The scale fitted to self-play results (README): material has no weight to tune, the checker
     * being the unit.
     */
    public static final CageEvaluation TUNED = new CageEvaluation(152);

    private CageEvaluation(double scoreScale) {
        super(scoreScale);
    }

    @Override
    protected CageEvaluation withScale(double scale) {
        return new CageEvaluation(scale);
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
