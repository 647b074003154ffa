package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

/**
 * A computer asked to move where a draw may be claimed (a game between people, which waits for the
 * claim) plays on: it never claims, though its search counts the draw as the end of the game.
 */
class ClaimableDrawMoveTest {

    /** Red to move at the 40-move point, with a man move that starts the count again. */
    private static final String QUIET =
            ".W....../......../......../......../......../......../.......r/R....... r quiet=80";

    private static final List<String> PLAYERS =
            List.of("random", "uct-plain", "mcts", "alphabeta", "level:1", "level:3");

    @Test
    void everyPlayerMovesAtAClaimableDraw() {
        Game checkers = Games.get("checkers");
        for (String name : PLAYERS) {
            GameState state = checkers.parsePosition(QUIET);
            assertThat(state.claimableDraw()).isEqualTo(DrawClaim.QUIET_MOVES);
            assertThat(state.isTerminal()).isTrue();
            Player player = Players.create(name, checkers, 1, new SplittableRandom(3));
            int move = player.chooseMove(state, Budget.iterations(2_000), SearchListener.NONE);
            assertThat(state.legalMoveList()).as(name).contains(move);
            assertThat(state.position()).as("the state is left as it was").isEqualTo(QUIET);
        }
    }

    @Test
    void noPlayerMovesInAGameOverWithoutAClaim() {
        Game checkers = Games.get("checkers");
        GameState lost =
                checkers.parsePosition(
                        "......../......../......../......../......../w......./.r....../..r..... w quiet=80");
        assertThat(lost.isOverWithoutClaim()).isTrue();
        for (String name : List.of("uct-plain", "alphabeta", "level:1")) {
            Player player = Players.create(name, checkers, 1, new SplittableRandom(3));
            assertThatThrownBy(
                            () ->
                                    player.chooseMove(
                                            lost, Budget.iterations(100), SearchListener.NONE))
                    .as(name)
                    .isInstanceOf(IllegalStateException.class);
        }
    }
}
