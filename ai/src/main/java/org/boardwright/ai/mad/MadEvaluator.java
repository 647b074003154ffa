package org.boardwright.ai.mad;

import org.boardwright.ai.Evaluator;
import org.boardwright.engine.GameState;
import org.boardwright.engine.mad.MadState;

/**
 * Mad Rooks and Mad Bishops: the side with more checkers usually wins (the game is won by
 * removing the last enemy checker), so a position is judged by the checker difference.
 */
public final class MadEvaluator implements Evaluator {

    /** How sharply one checker more turns into winning chances. */
    static final double SCALE = 0.35;
    static final int CUTOFF = 6;

    @Override
    public double firstPlayerValue(GameState state) {
        MadState s = (MadState) state;
        int lead = s.checkers(0) - s.checkers(1);
        return 1 / (1 + Math.exp(-SCALE * lead));
    }

    @Override
    public int playoutCutoff() {
        return CUTOFF;
    }
}
