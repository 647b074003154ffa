package org.boardwright.tools.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.Players;
import org.boardwright.ai.SearchListener;
import org.boardwright.ai.checkers.CheckersEndgames;
import org.boardwright.ai.checkers.EndgameBuilder;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The test set of won endgames with one winning move, made from databases to three pieces. */
class WinningMoveSetTest {

    @TempDir static Path dir;

    static CheckersEndgames tables;

    @BeforeAll
    static void build() throws IOException {
        EndgameBuilder.build(dir, 3, 2, r -> {});
        tables = CheckersEndgames.load(dir);
    }

    @Test
    void everyPositionIsAQuietLongWinWithExactlyOneWinningMoveAmongSeveral() {
        List<WinningMoveSet.Entry> entries = WinningMoveSet.make(tables, 3, 6, 40, 7);
        assertThat(entries).hasSize(40);
        int[] moves = new int[GameState.MAX_MOVES];
        for (WinningMoveSet.Entry e : entries) {
            CheckersState state = CheckersGame.INSTANCE.parsePosition(e.fen());
            int value = tables.probe(state);
            assertThat(EndgameTable.isWin(value)).as(e.fen()).isTrue();
            assertThat(EndgameTable.plies(value)).as(e.fen()).isGreaterThanOrEqualTo(6);
            assertThat(state.mayCapture()).as(e.fen()).isFalse();
            int n = state.legalMoves(moves, 0);
            assertThat(n).as(e.fen()).isGreaterThanOrEqualTo(2);
            int best = state.parseMove(e.move());
            for (int i = 0; i < n; i++) {
                int mover = state.sideToMove();
                state.play(moves[i]);
                boolean wins =
                        state.isTerminal()
                                ? state.result().winner() == mover
                                : EndgameTable.isLoss(tables.probe(state));
                state.undo();
                assertThat(wins).as("%s after %s", e.fen(), e.move()).isEqualTo(moves[i] == best);
            }
        }
        assertThat(WinningMoveSet.make(tables, 3, 6, 40, 7)).as("the same seed").isEqualTo(entries);
    }

    @Test
    void askingForPositionsNoneOfWhichExistEndsWithAnError() {
        assertThatThrownBy(() -> WinningMoveSet.make(tables, 3, 10_000, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("only 0 of 1 positions found in 100000 drawn");
    }

    @Test
    void aWrittenSetReadsBackAndABadLineIsNamed(@TempDir Path tmp) throws IOException {
        List<WinningMoveSet.Entry> entries = WinningMoveSet.make(tables, 3, 0, 5, 8);
        Path file = tmp.resolve("set.txt");
        WinningMoveSet.write(file, "# five\n", entries);
        assertThat(WinningMoveSet.read(file)).isEqualTo(entries);

        Files.writeString(file, "# a comment\n\n" + entries.get(0).fen() + " 1-32\n");
        assertThatThrownBy(() -> WinningMoveSet.read(file))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line 3");
        Files.writeString(file, "W:W99:B1 1-5\n");
        assertThatThrownBy(() -> WinningMoveSet.read(file)).hasMessageContaining("line 1");
    }

    @Test
    void aPlayerScoresTheMovesItFindsAndNamesTheOnesItMisses() {
        WinningMoveSet.Entry e = WinningMoveSet.make(tables, 3, 0, 1, 9).get(0);
        CheckersState state = CheckersGame.INSTANCE.parsePosition(e.fen());
        Budget budget = Budget.iterations(5_000);
        int played =
                Players.create("alphabeta", CheckersGame.INSTANCE, 1, new SplittableRandom(1))
                        .chooseMove(state.copy(), budget, SearchListener.NONE);
        int[] moves = new int[GameState.MAX_MOVES];
        int n = state.legalMoves(moves, 0);
        int other = moves[0] == played ? moves[1] : moves[0];
        List<WinningMoveSet.Entry> set =
                List.of(
                        new WinningMoveSet.Entry(e.fen(), state.formatMove(played, "numeric")),
                        new WinningMoveSet.Entry(e.fen(), state.formatMove(other, "numeric")));
        WinningMoveSet.Score score = WinningMoveSet.solve(set, "alphabeta", budget, 1);
        assertThat(n).isGreaterThanOrEqualTo(2);
        assertThat(score.positions()).isEqualTo(2);
        assertThat(score.solved()).isEqualTo(1);
        assertThat(score.missed()).hasSize(1);
        assertThat(score.missed().get(0)).startsWith(set.get(1).line());
    }
}
