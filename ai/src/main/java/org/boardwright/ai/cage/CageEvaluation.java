package org.boardwright.ai.cage;

import org.boardwright.ai.alphabeta.Evaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.cage.CageState;

/** Alpha-beta's view of Cage: the checker difference, in hundredths of a checker. */
public final class CageEvaluation implements Evaluation {

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
