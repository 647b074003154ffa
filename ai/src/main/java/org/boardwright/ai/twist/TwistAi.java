package org.boardwright.ai.twist;

import org.boardwright.ai.Evaluation;
import org.boardwright.ai.GameAi;
import org.boardwright.ai.checkers.DraughtsEvaluation;
import org.boardwright.ai.checkers.PatternEvaluation;
import org.boardwright.engine.Game;
import org.boardwright.engine.twist.TwistGame;

/**
 * The Twist's ai registration: checkers' draughts evaluation with the Twist's weights, and as the
 * learned evaluation checkers' learned patterns over it.
 */
public final class TwistAi implements GameAi {

    public static final TwistAi INSTANCE = new TwistAi();

    private TwistAi() {}

    @Override
    public boolean covers(Game game) {
        return game == TwistGame.INSTANCE;
    }

    @Override
    public Evaluation evaluation() {
        return DraughtsEvaluation.TWIST;
    }

    @Override
    public int signatureDepth() {
        return 8;
    }

    /** Checkers' shipped pattern weights over the Twist's evaluation, read on first use. */
    @Override
    public Evaluation learned() {
        return Learned.EVALUATION;
    }

    private static final class Learned {
        static final Evaluation EVALUATION =
                PatternEvaluation.shippedOver(DraughtsEvaluation.TWIST);
    }
}
