package org.boardwright.ai.cage;

import org.boardwright.ai.Evaluation;
import org.boardwright.ai.GameAi;
import org.boardwright.engine.Game;
import org.boardwright.engine.cage.CageGame;

/** Cage's ai registration. */
public final class CageAi implements GameAi {

    public static final CageAi INSTANCE = new CageAi();

    private CageAi() {}

    @Override
    public boolean covers(Game game) {
        return game == CageGame.INSTANCE;
    }

    @Override
    public Evaluation evaluation() {
        return CageEvaluation.TUNED;
    }

    @Override
    public int signatureDepth() {
        return 5;
    }
}
