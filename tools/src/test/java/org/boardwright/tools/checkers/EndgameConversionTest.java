package org.boardwright.tools.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.boardwright.ai.EndgameLine;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.checkers.CheckersEndgames;
import org.boardwright.ai.checkers.EndgameBuilder;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every database win is played out to the win: random won positions of three and four pieces,
 * level:max's search with the databases against their best defence, the engine's repetition and
 * 80-ply draws in force. The databases up to four pieces are built in a temporary directory.
 */
@Timeout(600)
class EndgameConversionTest {

    @TempDir static Path dir;

    static CheckersEndgames tables;

    @BeforeAll
    static void build() throws IOException {
        EndgameBuilder.build(dir, 4, 2, r -> {});
        tables = CheckersEndgames.load(dir);
    }

    @Test
    void everySampledWonPositionOfFourPiecesIsWon() {
        EndgameConversionCheck.Report r = EndgameConversionCheck.run(tables, 4, 150, 20_000, 1);
        assertThat(r.failures()).isEmpty();
        assertThat(r.converted()).isEqualTo(150);
        assertThat(r.longest()).isBetween(1, 160);
    }

    @Test
    void everySampledWonPositionOfThreePiecesIsWon() {
        EndgameConversionCheck.Report r = EndgameConversionCheck.run(tables, 3, 50, 20_000, 2);
        assertThat(r.failures()).isEmpty();
        assertThat(r.converted()).isEqualTo(50);
    }

    @Test
    void theBestDefenceKeepsTheGameLongestAndTakesADrawWhenOffered() {
        int[] buffer = new int[GameState.MAX_MOVES];
        // Two kings against a king: every move loses; the defence keeps the longest line.
        GameState state =
                CheckersGame.INSTANCE.parsePosition(
                        "......../......../......../......../...R.R../......../......../......W. w");
        assertThat(EndgameTable.isLoss(tables.probe(state))).isTrue();
        int chosen = EndgameConversionCheck.bestDefence(tables, state, buffer);
        int n = state.legalMoves(buffer, 0);
        int longest = -1;
        int chosenLength = -1;
        for (int i = 0; i < n; i++) {
            state.play(buffer[i]);
            int length = EndgameLine.pliesToEnd(tables, state);
            state.undo();
            longest = Math.max(longest, length);
            if (buffer[i] == chosen) {
                chosenLength = length;
            }
        }
        assertThat(chosenLength).isEqualTo(longest).isPositive();
    }
}
