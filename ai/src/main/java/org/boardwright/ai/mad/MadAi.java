package org.boardwright.ai.mad;

import org.boardwright.ai.Evaluation;
import org.boardwright.ai.GameAi;
import org.boardwright.engine.Game;
import org.boardwright.engine.mad.MadGame;

/** The ai registrations of Mad Rooks and Mad Bishops. */
public final class MadAi implements GameAi {

    public static final MadAi ROOKS = new MadAi(MadGame.ROOKS, MadEvaluation.ROOKS, 5);
    public static final MadAi BISHOPS = new MadAi(MadGame.BISHOPS, MadEvaluation.BISHOPS, 6);

    private final MadGame game;
    private final MadEvaluation evaluation;
    private final int signatureDepth;

    private MadAi(MadGame game, MadEvaluation evaluation, int signatureDepth) {
        this.game = game;
        this.evaluation = evaluation;
        this.signatureDepth = signatureDepth;
    }

    @Override
    public boolean covers(Game game) {
        return game == this.game;
    }

    @Override
    public Evaluation evaluation() {
        return evaluation;
    }

    @Override
    public int signatureDepth() {
        return signatureDepth;
    }
}
