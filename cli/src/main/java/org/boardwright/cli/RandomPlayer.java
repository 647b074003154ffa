package org.boardwright.cli;

import java.util.SplittableRandom;
import org.boardwright.engine.GameState;

/** Plays uniformly random legal moves. */
final class RandomPlayer implements Player {

    private final SplittableRandom random;
    private final int[] buffer = new int[GameState.MAX_MOVES];

    RandomPlayer(SplittableRandom random) {
        this.random = random;
    }

    @Override
    public String name() {
        return Players.RANDOM;
    }

    @Override
    public int chooseMove(GameState state) {
        return state.randomMove(random, buffer);
    }
}
