package org.boardwright.ai.cage;

import org.boardwright.ai.Evaluator;
import org.boardwright.engine.GameState;
import org.boardwright.engine.cage.CageState;

/** Cage is won by removing every enemy checker: a position is judged by the checker difference. */
public final class CageEvaluator implements Evaluator {

    static final double SCALE = 0.3;
    static final int CUTOFF = 6;

    @Override
    public double firstPlayerValue(GameState state) {
        CageState s = (CageState) state;
        return 1 / (1 + Math.exp(-SCALE * (s.checkers(0) - s.checkers(1))));
    }

    @Override
    public int playoutCutoff() {
        return CUTOFF;
    }
}
