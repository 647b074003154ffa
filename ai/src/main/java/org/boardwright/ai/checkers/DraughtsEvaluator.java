package org.boardwright.ai.checkers;

import org.boardwright.ai.Evaluator;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.twist.TwistState;

/**
 * Checkers and the Twist: material, a king worth half a man more (it moves both ways), and in the
 * Twist each unused option a little.
 */
public final class DraughtsEvaluator implements Evaluator {

    static final double KING = 1.5;
    static final double OPTION = 0.25;
    static final double SCALE = 0.8;
    static final int CUTOFF = 4;

    @Override
    public double firstPlayerValue(GameState state) {
        double lead;
        if (state instanceof TwistState t) {
            lead = material(t.pieces(0), t.kings()) - material(t.pieces(1), t.kings())
                    + OPTION * (t.options(0) - t.options(1));
        } else {
            CheckersState c = (CheckersState) state;
            lead = material(c.pieces(0), c.kings()) - material(c.pieces(1), c.kings());
        }
        return 1 / (1 + Math.exp(-SCALE * lead));
    }

    private static double material(long pieces, long kings) {
        return Long.bitCount(pieces & ~kings) + KING * Long.bitCount(pieces & kings);
    }

    @Override
    public int playoutCutoff() {
        return CUTOFF;
    }
}
