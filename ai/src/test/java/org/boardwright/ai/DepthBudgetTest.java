package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

/**
 * Which players a depth alone can limit (the engine protocol's {@code level depth=N}): the
 * alpha-beta players and the levels, also behind the opening book; not the Monte Carlo searches or
 * the random player, which have no depth.
 */
class DepthBudgetTest {

    @Test
    void alphaBetaAndTheLevelsSearchByDepthMonteCarloDoesNot() {
        Game game = Games.get("checkers");
        for (String name : Players.names()) {
            Player p = Players.create(name, game, 1, new SplittableRandom(1));
            boolean byDepth =
                    name.startsWith("level:")
                            || name.equals("alphabeta")
                            || name.equals(Players.LEARNED);
            assertThat(p.searchesByDepth()).as(name).isEqualTo(byDepth);
        }
    }

    @Test
    void theBookPlayerSearchesByDepthWhenItsSearchDoes() {
        Game game = Games.get("checkers");
        Player search = Players.create("alphabeta", game, 1, new SplittableRandom(1));
        Player mcts = Players.create("mcts", game, 1, new SplittableRandom(1));
        OpeningBook book = new OpeningBook(game.id(), 2, java.util.List.of());
        Evaluation e = Evaluations.forGame(game);
        SplittableRandom random = new SplittableRandom(1);
        assertThat(new BookPlayer(search, book, e, random).searchesByDepth()).isTrue();
        assertThat(new BookPlayer(mcts, book, e, random).searchesByDepth()).isFalse();
    }
}
