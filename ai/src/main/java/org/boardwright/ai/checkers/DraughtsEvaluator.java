package org.boardwright.ai.checkers;

import org.boardwright.ai.Evaluator;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.twist.TwistState;

/**
 * Checkers and the Twist: material (a king is worth half a man more: it moves both ways), men
 * counted a little more the nearer they are to crowning, and in the Twist each unused option a
 * little. A lead fades as the quiet count nears the engine-policy draw, so the side ahead makes
 * progress instead of drifting into a draw.
 */
public final class DraughtsEvaluator implements Evaluator {

    static final double KING = 1.5;
    static final double ADVANCE = 0.2;
    static final double OPTION = 0.25;
    static final double SCALE = 0.8;
    static final int CUTOFF = 4;
    /** Checkers rewards a sharper focus on the best lines than the other games. */
    static final double EXPLORATION = 0.5;

    @Override
    public double firstPlayerValue(GameState state) {
        double lead;
        int quiet;
        if (state instanceof TwistState t) {
            lead = material(t.pieces(0), t.kings(), 0) - material(t.pieces(1), t.kings(), 1)
                    + OPTION * (t.options(0) - t.options(1));
            quiet = t.quiet();
        } else {
            CheckersState c = (CheckersState) state;
            lead = material(c.pieces(0), c.kings(), 0) - material(c.pieces(1), c.kings(), 1);
            quiet = c.quiet();
        }
        double fade = Math.max(0, CheckersGame.QUIET_LIMIT - quiet) / (double) CheckersGame.QUIET_LIMIT;
        return 1 / (1 + Math.exp(-SCALE * lead * fade));
    }

    /** Material of one side on the 64-bit board (rank y is bits 8y to 8y+7). */
    private static double material(long pieces, long kings, int side) {
        long men = pieces & ~kings;
        double value = Long.bitCount(men) + KING * Long.bitCount(pieces & kings);
        for (int y = 0; y < 8; y++) {
            int ranksAdvanced = side == 0 ? y : 7 - y;
            value += ADVANCE * ranksAdvanced * Long.bitCount(men & (0xFFL << (8 * y)));
        }
        return value;
    }

    @Override
    public int playoutCutoff() {
        return CUTOFF;
    }

    @Override
    public double exploration() {
        return EXPLORATION;
    }
}
