package org.boardwright.bench;

import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;

/**
 * Positions met in seeded random games, for benchmarks that must see early, middle and late ones.
 */
final class SampledPositions {

    private SampledPositions() {}

    /**
     * {@code count} positions of random games of {@code game} (dice outcomes too), each position
     * not at a chance node kept with probability {@code 1 / oneIn}; the same for the same seed.
     */
    static GameState[] of(String game, int count, int oneIn, long seed) {
        GameState[] positions = new GameState[count];
        SplittableRandom sampler = new SplittableRandom(seed);
        int[] moves = new int[GameState.MAX_MOVES];
        int filled = 0;
        while (filled < count) {
            GameState s = Games.get(game).newInitialState();
            while (!s.isTerminal() && filled < count) {
                if (!s.isChanceNode() && sampler.nextInt(oneIn) == 0) {
                    positions[filled++] = s.copy();
                }
                s.play(s.randomMove(sampler, moves));
            }
        }
        return positions;
    }
}
