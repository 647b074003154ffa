package org.boardwright.ai.testgames;

import org.boardwright.ai.Evaluation;
import org.boardwright.ai.GameAi;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.testgames.DiceRace;

/**
 * The test-only race's ai registration, as a game's own ai package provides one: an evaluation (how
 * far ahead the side to move's pawn is) and a signature depth.
 */
public final class DiceRaceAi implements GameAi {

    public static final DiceRaceAi INSTANCE = new DiceRaceAi();

    private static final Evaluation LEAD =
            state -> {
                int side = state.sideToMove();
                return 100 * (pawn(state, side) - pawn(state, side ^ 1));
            };

    private DiceRaceAi() {}

    /** The file of a side's pawn: side 0 runs on the first rank, side 1 on the second. */
    private static int pawn(GameState state, int side) {
        for (int x = 0; x < state.game().width(); x++) {
            if (!state.pieceAt(x, side).isEmpty()) {
                return x;
            }
        }
        throw new IllegalStateException("no pawn of side " + side + " in " + state.position());
    }

    @Override
    public boolean covers(Game game) {
        return game instanceof DiceRace;
    }

    @Override
    public Evaluation evaluation() {
        return LEAD;
    }

    @Override
    public int signatureDepth() {
        return 3;
    }
}
