package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.Square;
import org.junit.jupiter.api.Test;

class BoardViewTest {

    @Test
    void madRooksStartWithLabelsOnAllSides() {
        Game game = Games.get("madrooks");

        String board = new BoardView(game, false).render(game.newInitialState(), null);

        assertThat(board)
                .isEqualTo(
                        """
                   a  b  c  d  e  f  g  h
                8  B  R  B  R  B  R  B  R  8
                7  R  B  R  B  R  B  R  B  7
                6  B  R  B  R  B  R  B  R  6
                5  R  B  R  B  R  B  R  B  5
                4  B  R  B  R  B  R  B  R  4
                3  R  B  R  B  R  B  R  B  3
                2  B  R  B  R  B  R  B  R  2
                1  R  B  R  B  R  B  R  B  1
                   a  b  c  d  e  f  g  h
                """);
    }

    @Test
    void lastMoveIsMarkedAndEmptySquaresAreDots() {
        Game game = Games.get("madrooks");
        GameState state = game.newInitialState();
        state.play(state.parseMove("a1xa2"));

        String board = new BoardView(game, false).render(state, "a1xa2");

        assertThat(board)
                .contains("\n2 [R] R  B  R  B  R  B  R  2\n", "\n1 [.] B  R  B  R  B  R  B  1\n");
    }

    @Test
    void madBishopsLightSquaresAreBlankAndTwoDigitRanksAlign() {
        Game game = Games.get("madbishops");

        String board = new BoardView(game, false).render(game.newInitialState(), null);

        assertThat(board.lines()).hasSize(12);
        assertThat(board)
                .startsWith(
                        "    a  b  c  d  e  f  g  h  i  j\n10     R     R     R     R     R  10\n")
                .contains("\n 1  B     B     B     B     B     1\n");
    }

    @Test
    void coloursBySide() {
        Game game = Games.get("madrooks");

        String board = new BoardView(game, true).render(game.newInitialState(), null);

        assertThat(board).contains("\u001b[1;31mR\u001b[0m", "\u001b[1;34mB\u001b[0m");
    }

    @Test
    void squaresNamedByMoves() {
        BoardView view = new BoardView(Games.get("madbishops"), false);

        assertThat(view.squaresOf("a10xb9"))
                .containsExactlyInAnyOrder(new Square(0, 9), new Square(1, 8));
        assertThat(view.squaresOf("c3-e5"))
                .containsExactlyInAnyOrder(new Square(2, 2), new Square(4, 4));
        assertThat(view.squaresOf("speed:e5")).containsExactly(new Square(4, 4));
        assertThat(view.squaresOf("roll:3-5")).isEmpty();
        assertThat(view.squaresOf("pass")).isEmpty();
    }
}
