package org.boardwright.engine.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Result;
import org.boardwright.engine.record.GameRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Real games, as the checkers world writes them down, replayed move by move: every move must be
 * legal under our rules, and the records are sloppy in the ways real ones are (no move numbers,
 * captures written with "-" and by their ends only, jump chains with every landing square, "!" and
 * "?" marks, variations and comments, "*" at the end of a finished game, a Result tag and a result
 * token in different words). The sources, in the order of real-games.pdn:
 *
 * <ol>
 *   <li>A. Jordan v F. Tescheleit, the checkers example of the PDN 3.0 standard's examples section
 *       (the standard's text, its second Event tag dropped).
 *   <li>M. Tinsley v A. Long, practice game, 1947, as Jim Loy gives it (jimloy.com,
 *       checkers/minotaur.htm): the main line, with two of his side lines as variations.
 *   <li>A game from Gould's "Memorable Matches" (19th century), as Jim Loy gives it
 *       (checkers/fleming.htm): the game with the winning continuation he shows after 20-16.
 *   <li>J. Loy v Chinook, fax match 1991, game 1 (jimloy.com, checkers/chinook.htm).
 *   <li>Milhouse v Simple Checkers and 6. Milhouse v Chinook (amateur level), program games with
 *       PDN written by Milhouse (brainwagon.org, 2009).
 * </ol>
 *
 * Game scores are facts; the annotations are not copied.
 */
class RealGamesTest {

    private static List<GameRecord> games;

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = RealGamesTest.class.getResourceAsStream("real-games.pdn")) {
            games = GameRecord.readAll(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void everyGameReplaysWithItsResult() {
        assertThat(games).hasSize(6);
        assertThat(games).allSatisfy(g -> assertThat(g.game().id()).isEqualTo("checkers"));
        assertThat(games.stream().map(g -> g.moves().length))
                .containsExactly(48, 48, 69, 38, 69, 72);
        assertThat(games.stream().map(GameRecord::result))
                .containsExactly(
                        Result.DRAW,
                        Result.DRAW,
                        Result.FIRST_WINS,
                        Result.SECOND_WINS,
                        Result.FIRST_WINS,
                        Result.FIRST_WINS);
        assertThat(games.get(0).player(0)).isEqualTo("Jordan,A");
        assertThat(games.get(3).player(1)).isEqualTo("Chinook");
        assertThat(games.get(1).tags()).containsEntry("Opening", "Minotaur");
    }

    @Test
    void aProgramsStarAtTheEndOfAFinishedGameLeavesTheResultToThePosition() {
        GameRecord simple = games.get(4);
        GameState end = simple.finalState();
        assertThat(end.isTerminal()).isTrue();
        assertThat(end.result()).isEqualTo(Result.FIRST_WINS); // White has no move left
        assertThat(end.sideToMove()).isEqualTo(1);
    }

    @Test
    void jumpChainsAreResolvedWhateverWayTheyAreWritten() {
        // Written with every landing square ("7x14x23x30", "27x18x11x4"), and by their ends with
        // "-" ("28-10", "7-30"): either way the record holds the whole path.
        assertThat(games.get(1).moveNotations()).contains("7x14x23x30", "27x18x11x4");
        assertThat(games.get(2).moveNotations()).contains("28x19x10", "7x14x23x30");
        assertThat(games.get(3).moveNotations()).contains("28x19x12", "25x18x9");
    }

    @Test
    void everyGameSurvivesWritingAndReadingAgain() {
        for (GameRecord g : games) {
            String written = Pdn.INSTANCE.write(g);
            GameRecord again = GameRecord.readAll(written).get(0);
            assertThat(again.moves()).as(written).isEqualTo(g.moves());
            assertThat(again.result()).isEqualTo(g.result());
            assertThat(again.finalState().position()).isEqualTo(g.finalState().position());
        }
    }
}
