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
 * token in different words, chess squares instead of numbers, a note letter in parentheses after a
 * move, "3..." before a lone White move, a stray move number, a date with dashes). Besides whole
 * games there are games as far as a published diagram (whose position the test checks against the
 * diagram's FEN) and published positions with their published play, from a FEN tag. Where a source
 * writes something no PDN reader takes (table bars, note marks such as "---A" glued to a move,
 * commas, "*" for a star move, "Drawn" or "Black Wins" for the result, a move number without its
 * dot), the record here has the PDN form; the moves are the source's. The sources, in the order of
 * real-games.pdn (Jim Loy's pages as archived at web.archive.org, 2005; The Checker Maven at
 * bobnewell.net/nucleus):
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
 *   <li value="7">J. Wyllie v A. Anderson, 1847 match, game 5, to White's resignation (Jim Loy,
 *       checkers/wyllie2.htm).
 *   <li>J. Seton v J. Wyllie, with the finish Loy gives from his diagram (checkers/seton.htm).
 *   <li>A New York player v J. Wyllie, the second game of Loy's checkers/dewar.htm, to 31-27 ("and
 *       White wins as in the game before").
 *   <li>R. D. Yates v J. Wyllie, New York 1876, game 47, as zoezap.com's CheckerPlayer shows it
 *       exported (zoezap.com/public_misc/PDN_Example_HTML_Export.htm).
 *   <li>Chinook v M. Tinsley, London 1992, game 32, in chess notation, from The Independent's chess
 *       column (independent.co.uk/arts-entertainment/chess-1549108.html).
 *   <li>B. Murr v T. Canning, US National 2007, with the PDN tags as The Checker Maven prints them
 *       (checkers.php?page=97, "two excellent games from last year's U.S. National").
 *   <li>A. Moiseyev v W. Franks, Alabama State Tournament 2016, final round, game 2, drawn by
 *       agreement (The Checker Maven, archive-4-2017-10.html, "Taking On The Champ, Part 2").
 *   <li>A. Anderson v J. Wyllie, 1847 match, game 2, as far as Loy's page goes on one line, to
 *       Wyllie's 26-22 after the second diagram (checkers/anderso0.htm); unfinished here.
 *   <li>N. W. Banks v A. Jordan, 1914 match, game 1: the first five moves, which is all the source
 *       gives, and the result (The Checker Maven, plugins/print/print.php?itemid=1331).
 *   <li>C. F. Barker v J. P. Reed, 1889, to "Barker's Blunder" 12-16 (The Checker Maven,
 *       archive-4-2006-09.html, "Brilliant", after T. Wiswell).
 *   <li>R. McCulloch v J. Wyllie, to the diagram, from W. F. Ryan's "Tricks Traps &amp; Shots of
 *       the Checkerboard" as The Checker Maven quotes it (checkers.php?catid=14&amp;itemid=713,
 *       "Wyllie's Waterloo"); read down its three columns.
 *   <li>D. Shields v R. Pask, Scottish Open 1985, to the diagram (The Checker Maven,
 *       checkers.php?&amp;catid=7&amp;blogid=4&amp;page=2, Pask's favourite game).
 *   <li>J. Wyllie's position and Boland's solution (The Checker Maven, checkers.php?itemid=945,
 *       "The Wyllie One", from B. Boland's "Famous Positions in the Game of Checkers").
 *   <li>F. Allen's position, from Boland (checkers.php?itemid=587, "Great Men Like Checkers").
 *   <li>E. McMillan's position, from Boland (checkers.php?itemid=346, "Always Read the Fine
 *       Print").
 *   <li>An ending from play published by T. Wiswell (checkers.php?&amp;itemid=333, "A Good Start").
 *   <li>F. W. Drinkwater's position, from Boland (checkers.php?&amp;itemid=326, "Double Barreled
 *       Action").
 *   <li>W. Grey's position, from Boland, with its side line (checkers.php?itemid=567, "Back to
 *       School, 2009").
 *   <li>A position and the first of its two winning lines (checkers.php?&amp;itemid=605, "V for
 *       Victory").
 *   <li>C. Hefter's two problems and 27. his solutions (checkers.php?itemid=258, "So What, and Big
 *       Deal").
 *   <li value="28">A position T. Wiswell called challenging (checkers.php?itemid=460, "One for New
 *       Year's Eve").
 *   <li>A stroke problem (checkers.php?&amp;itemid=912, "Holidays 2014"), its solution numbered
 *       only at move 6.
 *   <li>A position from W. F. Ryan's "Tricks Traps &amp; Shots" and its solution numbered from move
 *       13 (checkers.php?itemid=1105, "A Trap With a Tale, Part 3: An Easy Tale").
 *   <li>A problem over a hundred years old, the setting with the man on 3
 *       (checkers.php?itemid=533).
 * </ol>
 *
 * Game scores are facts; the annotations are not copied. Left out: Wyllie v Dewar
 * (checkers/dewar.htm writes 23-19 where only 28x19 fits the moves after it), Loy's "Anonymous v
 * Anonymous" (checkers/anonymou.htm: 10-24 when no man stands on 10) and Wardell's position in
 * "Back to School, 2009" (1-18 when nothing stands on 1).
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
        assertThat(games).hasSize(31);
        assertThat(games).allSatisfy(g -> assertThat(g.game().id()).isEqualTo("checkers"));
        assertThat(games.stream().map(g -> g.moves().length))
                .containsExactly(
                        48, 48, 69, 38, 69, 72, // the first six
                        56, 55, 46, 85, 71, 57, 30, // whole games
                        36, 10, 21, 30, 23, // games as far as a diagram or as the source goes
                        19, 9, 41, 21, 25, 16, 43, 19, 21, 37, 15, 5, 15); // positions
        Result d = Result.DRAW;
        Result b = Result.FIRST_WINS;
        Result w = Result.SECOND_WINS;
        Result u = Result.ONGOING;
        assertThat(games.stream().map(GameRecord::result))
                .containsExactly(
                        d, d, b, w, b, b, //
                        b, b, w, b, d, d, d, //
                        u, d, w, u, w, //
                        d, b, w, w, d, d, b, d, w, d, b, b, b);
        assertThat(games.get(0).player(0)).isEqualTo("Jordan,A");
        assertThat(games.get(3).player(1)).isEqualTo("Chinook");
        assertThat(games.get(1).tags()).containsEntry("Opening", "Minotaur");
        assertThat(games.get(9).player(0)).isEqualTo("Yates, R.D.");
        assertThat(games.get(9).tags()).containsEntry("Round", "47");
    }

    @Test
    void aResignationOrAnAgreedDrawIsKeptAsDeclared() {
        // Wyllie v Anderson: White resigned; Moiseyev v Franks: a draw offered and accepted;
        // Banks v Jordan: drawn, of which the source gives the first five moves.
        for (int i : new int[] {6, 12, 14}) {
            GameRecord g = games.get(i);
            assertThat(g.finalState().isTerminal()).as(g.tags().toString()).isFalse();
            assertThat(g.isFinished()).isTrue();
        }
        assertThat(games.get(6).result()).isEqualTo(Result.FIRST_WINS);
        assertThat(games.get(12).result()).isEqualTo(Result.DRAW);
    }

    @Test
    void aGameInChessSquaresReadsAsTheSameMovesInNumbers() {
        // The Independent printed Chinook v Tinsley in chess notation: g3-h4 is 9-13. Its closing
        // capture is given by its ends (f6xb6) and resolved against the legal moves, as in numbers.
        GameRecord chessNotation = games.get(10);
        assertThat(chessNotation.moveNotations().get(0)).isEqualTo("9-13");
        assertThat(chessNotation.moveNotations().get(1)).isEqualTo("22-18");
        assertThat(chessNotation.moveNotations()).endsWith("22x15x24");
    }

    @Test
    void aGameAsFarAsAPublishedDiagramReachesTheDiagramsPosition() {
        // Each source prints the position its moves lead to as a FEN: the replay must reach it.
        assertReaches(games.get(16), "B:W27,25,24,23,22,21,20,19,15:B18,14,13,12,11,8,6,3,1.");
        assertReaches(games.get(17), "W:W32,31,30,26,25,23,20,19,15:B17,13,12,10,9,8,7,3,1.");
        // An unfinished record ("*") says nothing of the result.
        assertThat(games.get(16).result()).isEqualTo(Result.ONGOING);
        assertThat(games.get(13).result()).isEqualTo(Result.ONGOING);
    }

    private static void assertReaches(GameRecord g, String fen) {
        CheckersState end = (CheckersState) g.finalState();
        assertThat(Fen.toPosition(end.fen())).isEqualTo(Fen.toPosition(fen));
    }

    @Test
    void aPublishedPositionStartsFromItsFen() {
        for (GameRecord g : games.subList(18, 31)) {
            assertThat(g.isStandardStart()).as(g.tags().toString()).isFalse();
        }
        // McMillan's position: White to play, with a king on 2; its published play is 41 plies.
        GameRecord mcMillan = games.get(20);
        assertThat(mcMillan.startPosition()).isEqualTo(Fen.toPosition("W:W29,14,K2:B8,5,1."));
        assertThat(mcMillan.moveNotations().get(0)).isEqualTo("29-25");
        // A FEN without the final dot, and kings on both sides.
        assertThat(games.get(23).startPosition())
                .isEqualTo(Fen.toPosition("B:W20,16,K2:BK25,K10."));
    }

    @Test
    void moveNumbersAreSkippedWhereverTheyStandAndWhateverTheyCount() {
        // "3... 22-18": a number with dots before White's lone move (Shields v Pask).
        assertThat(games.get(17).moveNotations().subList(4, 6)).containsExactly("9-13", "22-18");
        // Numbered from move 13 after a FEN, and a lone "6." among unnumbered moves.
        assertThat(games.get(29).moveNotations()).startsWith("13-17", "21x14");
        assertThat(games.get(28).moveNotations().subList(9, 11))
                .containsExactly("18x11x4", "27x18x9x2x11");
    }

    @Test
    void aNoteLetterInParenthesesAfterAMoveIsSkippedLikeAVariation() {
        // Jim Loy writes "32-27(A)" for a move with note A; Grey's side line "(10-7 8-3 7-10)".
        assertThat(games.get(13).moveNotations()).contains("32-27", "26-22");
        assertThat(games.get(13).moveNotations().get(23)).isEqualTo("32-27");
        assertThat(games.get(23).moveNotations().subList(12, 16))
                .containsExactly("10-15", "8-3", "15-10", "3-8");
    }

    @Test
    void tagsAreKeptAsTheSourceWritesThem() {
        // A date with dashes, and players as the source names them.
        assertThat(games.get(11).tags()).containsEntry("Date", "2007-07-25");
        assertThat(games.get(11).player(0)).isEqualTo("Bob");
        assertThat(games.get(11).player(1)).isEqualTo("Tommy C");
        assertThat(games.get(9).tags()).containsEntry("Date", "1876");
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
