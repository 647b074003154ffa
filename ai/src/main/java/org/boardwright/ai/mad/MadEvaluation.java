package org.boardwright.ai.mad;

import org.boardwright.ai.tuning.ScaleOnlyEvaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.mad.MadState;

/**
 * Alpha-beta's view of Mad Rooks and Mad Bishops: the checker difference, in hundredths of a
 * checker.
 */
public final class MadEvaluation extends ScaleOnlyEvaluation {

    /**
     * Each game's scale fitted to self-play results (README): material has no weight to tune, the
     * checker being the unit, but how much a checker ahead is worth differs between the games.
     */
    public static final MadEvaluation ROOKS = new MadEvaluation(52);

    public static final MadEvaluation BISHOPS = new MadEvaluation(75);

    private MadEvaluation(double scoreScale) {
        super(scoreScale);
    }

    @Override
    protected MadEvaluation withScale(double scale) {
        return new MadEvaluation(scale);
    }

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

    /**
     * MCTS judges a new leaf at once, without random plies: in both games that played much better
     * against the former MCTS than six random plies first (README, "MCTS and the evaluations").
     */
    @Override
    public int playoutCutoff() {
        return 0;
    }
}
