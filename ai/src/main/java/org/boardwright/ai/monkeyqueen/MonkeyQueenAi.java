package org.boardwright.ai.monkeyqueen;

import org.boardwright.ai.Evaluation;
import org.boardwright.ai.GameAi;
import org.boardwright.engine.Game;
import org.boardwright.engine.monkeyqueen.MonkeyQueenGame;

/** Monkey Queen's ai registration, for every starting height. */
public final class MonkeyQueenAi implements GameAi {

    public static final MonkeyQueenAi INSTANCE = new MonkeyQueenAi();

    private MonkeyQueenAi() {}

    @Override
    public boolean covers(Game game) {
        return game instanceof MonkeyQueenGame;
    }

    @Override
    public Evaluation evaluation() {
        return MonkeyQueenEvaluation.TUNED;
    }

    @Override
    public int signatureDepth() {
        return 5;
    }
}
