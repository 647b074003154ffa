package org.boardwright.ai.mad;

import org.boardwright.ai.alphabeta.Evaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.mad.MadState;

/** Alpha-beta's view of Mad Rooks and Mad Bishops: the checker difference, in hundredths of a checker. */
public final class MadEvaluation implements Evaluation {

    @Override
    public int evaluate(GameState state) {
        MadState s = (MadState) state;
        int lead = 100 * (s.checkers(0) - s.checkers(1));
        return s.sideToMove() == 0 ? lead : -lead;
    }

    @Override
    public int captureValue(GameState state, int move) {
        return MadState.isKill(move) ? 1 : 0;
    }
}
