package org.boardwright.ai;

import java.util.SplittableRandom;
import org.boardwright.engine.GameState;

/** Plays uniformly random legal moves, ignoring the budget. */
public final class RandomPlayer implements Player {

    private final SplittableRandom random;
    private final int[] buffer = new int[GameState.MAX_MOVES];

    public RandomPlayer(SplittableRandom random) {
        this.random = random;
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public int chooseMove(GameState state, Budget budget, SearchListener listener) {
        return state.randomMove(random, buffer);
    }
}
