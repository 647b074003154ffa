package org.boardwright.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

class CpuTimedPlayoutsTest {

    @Test
    void aPlayoutPlaysToTheEndAndTakesItAllBack() {
        for (String game : Games.ids()) {
            GameState state = Games.get(game).newInitialState();
            String start = state.position();
            int plies =
                    CpuTimedPlayouts.playout(
                            state, new SplittableRandom(3), new int[GameState.MAX_MOVES]);
            assertThat(plies).as(game).isPositive();
            assertThat(state.movesPlayed()).as(game).isZero();
            assertThat(state.position()).as(game).isEqualTo(start);
        }
    }
}
