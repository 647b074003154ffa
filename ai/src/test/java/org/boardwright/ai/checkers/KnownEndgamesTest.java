package org.boardwright.ai.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.boardwright.ai.Analysis;
import org.boardwright.ai.Budget;
import org.boardwright.ai.EndgameLine;
import org.boardwright.ai.EndgameTable;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Well-known checkers endings come out of the databases as the books say. Only the four-piece
 * classes these positions need (1 man 1 king each side, two kings against a king and a man, and
 * what their captures and crownings reach) are built, in a temporary data directory.
 */
@Timeout(600)
class KnownEndgamesTest {

    @TempDir static Path data;

    static CheckersEndgames tables;

    @BeforeAll
    static void build() throws IOException {
        Path dir = data.resolve("egdb").resolve("checkers");
        EndgameBuilder.buildFor(
                dir, List.of(new EndgameClass(1, 1, 1, 1), new EndgameClass(0, 2, 0, 2)), r -> {});
        tables = CheckersEndgames.load(dir);
    }

    @AfterEach
    void dataDirectoryBack() {
        System.clearProperty("boardwright.data");
    }

    private static GameState fen(String fen) {
        return CheckersGame.INSTANCE.parsePosition(fen);
    }

    /**
     * First Position, as the American Checker Federation gives its win ("Winning 1st Position",
     * acfcheckers.com/std2.html, Standard Positions): White has a king on 15 and a man on 20, Red a
     * king in the double corner on 28 and a man on 12, White to play. White crowns the man (15-19,
     * 20-16, 16-11, 11-7, 7-3) and, with two kings against the king and man, drives the red king
     * out of the double corner and wins. Red is the side on squares 1-12 (FEN's B).
     */
    @Test
    void firstPositionIsAWinForWhite() {
        GameState start = fen("W:WK15,20:BK28,12");
        int v = tables.probe(start);
        assertThat(EndgameTable.isWin(v)).as("white to play: %s", v).isTrue();
        // After the crowning, 5. 7-3 28-32: two kings against king and man, White to play.
        GameState crowned = fen("W:WK3,K19:BK32,12");
        assertThat(EndgameTable.isWin(tables.probe(crowned))).isTrue();
        // The same position with Red to move is a draw: who has "the move" decides (the ACF's
        // note on the page above).
        assertThat(tables.probe(fen("B:WK3,K19:BK32,12"))).isEqualTo(EndgameTable.DRAW);
        // Following the ACF's line keeps the win for White at every step.
        GameState s = start.copy();
        String[] line = {
            "15-19", "28-32", "20-16", "32-28", "16-11", "28-32", "11-7", "32-28", "7-3", "28-32"
        };
        for (String m : line) {
            s.play(s.parseMove(m));
            int value = tables.probe(s);
            boolean whiteToMove = s.sideToMove() == 1;
            assertThat(whiteToMove ? EndgameTable.isWin(value) : EndgameTable.isLoss(value))
                    .as("after %s: %s", m, value)
                    .isTrue();
        }
        assertThat(s.position()).startsWith(crowned.position()); // and a quiet count
        // The databases' line ends the game, White winning, after more plies than the conversion.
        int toEnd = EndgameLine.pliesToEnd(tables, start);
        assertThat(toEnd).isGreaterThan(EndgameTable.plies(v));
        assertThat(EndgameLine.describe(v, toEnd))
                .startsWith("won: converts in " + EndgameTable.plies(v) + " plies")
                .endsWith("the game ends in " + toEnd);
    }

    @Test
    void twoKingsInTheDoubleCornersHoldTwoKings() {
        // Red's kings sit in both double corners (1 and 28); White's two kings cannot force them
        // out: drawn whoever moves.
        assertThat(tables.probe(fen("W:WK14,K19:BK1,K28"))).isEqualTo(EndgameTable.DRAW);
        assertThat(tables.probe(fen("B:WK14,K19:BK1,K28"))).isEqualTo(EndgameTable.DRAW);
        assertThat(EndgameLine.pliesToEnd(tables, fen("W:WK14,K19:BK1,K28"))).isEqualTo(-1);
        assertThat(EndgameLine.describe(EndgameTable.DRAW, -1)).isEqualTo("drawn");
    }

    @Test
    void hintsSayTheDistance() {
        System.setProperty("boardwright.data", data.toString());
        GameState start = fen("W:WK15,20:BK28,12");
        Analysis.Report report = Analysis.analyse(start, new Budget(0, 0, 4));
        int v = tables.probe(start);
        assertThat(report.endgame()).isEqualTo("won");
        assertThat(report.endgamePlies()).isEqualTo(EndgameTable.plies(v));
        assertThat(report.endgameEndPlies()).isEqualTo(EndgameLine.pliesToEnd(tables, start));
        assertThat(report.endgameText()).startsWith("won: converts in ");
        Analysis.Report lost = Analysis.analyse(fen("B:WK19,20:BK28,12"), new Budget(0, 0, 4));
        assertThat(lost.endgame()).isEqualTo("lost");
        assertThat(lost.endgameText()).startsWith("lost: converts in ");
        Analysis.Report drawn = Analysis.analyse(fen("W:WK14,K19:BK1,K28"), new Budget(0, 0, 4));
        assertThat(drawn.endgame()).isEqualTo("drawn");
        assertThat(drawn.endgamePlies()).isNull();
        assertThat(drawn.endgameEndPlies()).isNull();
        assertThat(drawn.endgameText()).isEqualTo("drawn");
    }
}
