package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

/** {@code alphabeta-2026-11}: the November 2026 {@code level:max}, kept as a yardstick. */
class FrozenPlayerTest {

    @Test
    void itIsNamedAndKeepsTheNovember2026Evaluations() {
        assertThat(Players.names()).contains(Players.FROZEN_2026_11);
        for (String id : new String[] {"checkers", "twist", "cage", "monkeyqueen", "madrooks"}) {
            Game game = Games.get(id);
            Player p = Players.create(Players.FROZEN_2026_11, game, 1, new SplittableRandom(1));
            assertThat(p.name()).isEqualTo("alphabeta-2026-11");
            assertThat(((AlphaBeta) p).evaluation()).isSameAs(Evaluations.asOf2026_11(game));
            assertThat(Players.defaultBudget(Players.FROZEN_2026_11)).isEqualTo(Budget.time(1.0));
        }
    }

    @Test
    void itPlaysAMove() {
        Game game = Games.get("checkers");
        Player p = Players.create(Players.FROZEN_2026_11, game, 1, new SplittableRandom(1));
        int move = p.chooseMove(game.newInitialState(), new Budget(0, 0, 4), SearchListener.NONE);
        assertThat(game.newInitialState().legalMoveList()).contains(move);
    }
}
