package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.record.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Monkey Queen on the command line: parameters, perft, stack heights on the board, and the pie-rule
 * swap in play.
 */
class MonkeyQueenCliTest {

    @TempDir Path dir;

    private static String lines(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    @Test
    void perftFromTheStartCountsTheSwap() {
        Cli.Run run = Cli.run("", "perft", "monkeyqueen", "2");

        assertThat(run.status()).isZero();
        assertThat(run.outLines()).containsExactly("perft 1 33", "perft 2 1111");
    }

    @Test
    void gameParametersAreReadAndBadOnesRefused() {
        Cli.Run run = Cli.run("", "perft", "monkeyqueen:ivory=25,cigar=20", "1");
        assertThat(run.outLines()).containsExactly("perft 1 33");

        Cli.Run bad = Cli.run("", "perft", "monkeyqueen:ivory=2", "1");
        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err()).contains("ivory must be a starting height from 3 to 99");
        assertThat(Cli.run("", "perft", "monkeyqueen:queen=5", "1").err())
                .contains("unknown parameter 'queen'");
    }

    @Test
    void theBoardShowsStackHeightsInColumnsWideEnoughForTwoDigits() {
        Game game = Games.get("monkeyqueen");
        GameState state =
                game.parsePosition(
                        "............/............/............/............/............/......C5...../"
                                + "............/............/...I......../............/............/I5........... i");

        String board = new BoardView(game, false).render(state, null);

        assertThat(board)
                .startsWith("     a    b    c    d    e    f    g    h    i    j    k    l\n")
                .contains("\n 7   .    .    .    .    .    .   C5    .    .    .    .    .   7\n")
                .contains("\n 4   .    .    .    I    .    .    .    .    .    .    .    .   4\n")
                .contains("\n 1  I5    .    .    .    .    .    .    .    .    .    .    .   1\n");
        assertThat(new BoardView(game, false).render(game.newInitialState(), "g1-g5"))
                .contains("\n 1   .    .    .    .    .    .  [I20]  .    .    .    .    .   1\n");
    }

    @Test
    void theSwapIsOfferedToCigarAfterIvorysFirstMoveOnly() {
        Cli.Run run = Cli.run(lines("g1-g5", "f12-f2", "quit"), "play", "monkeyqueen");

        assertThat(run.out())
                .containsOnlyOnce("Pie rule: Cigar may answer 'swap' instead of a move.")
                .contains(
                        "exchange colours: Cigar's player takes over Ivory, Ivory's player plays Cigar and moves next.");
        assertThat(run.out().indexOf("Pie rule"))
                .isGreaterThan(run.out().indexOf("Last move: Ivory g1-g5"));
    }

    @Test
    void afterASwapThePlayersHaveExchangedColoursAndTheRecordSaysSo() {
        // The person began as Cigar and swaps: from then on the computer, who began as Ivory, plays
        // Cigar.
        Cli.Run run =
                Cli.run(
                        lines("swap", "record", "quit"),
                        "play",
                        "monkeyqueen",
                        "--ivory",
                        "random",
                        "--seed",
                        "1");

        assertThat(run.out())
                .contains("Ivory: random, Cigar: human (seed 1)")
                .contains(
                        "Swap: the players exchange colours. Now Ivory: human (began as Cigar), Cigar: random (began as Ivory).")
                .contains("Cigar (random) plays ")
                .contains(
                        "[Ivory \"random\"]\n[Cigar \"human\"]\n[Result \"*\"]\n[Seed \"1\"]\n[Swap \"Ivory: human, Cigar: random\"]\n")
                .endsWith(
                        "Ivory to move> Leaving the game unfinished. Its record:\n"
                                + tail(run.out()));
    }

    private static String tail(String out) {
        return out.substring(out.lastIndexOf("[Game "));
    }

    @Test
    void undoingTheSwapGivesTheColoursBack() {
        Cli.Run run =
                Cli.run(lines("g1-g5", "swap", "undo", "record", "quit"), "play", "monkeyqueen");

        assertThat(run.out()).contains("Took back 1 move.");
        assertThat(tail(run.out())).doesNotContain("Swap").contains("\n\ng1-g5 *\n");
    }

    @Test
    void theWinnerIsNamedByPlayerAfterASwap() {
        // Ivory's first move g1-g12 leaves its queen next to Cigar's: after the swap Cigar captures
        // it.
        Cli.Run run =
                Cli.run(
                        lines("g1-g12", "swap", "f12xg12", "quit"),
                        "play",
                        "monkeyqueen",
                        "--ivory",
                        "human",
                        "--cigar",
                        "human");

        assertThat(run.out())
                .contains("Game over: 0-1 (Cigar captured the Ivory queen)")
                .contains("Winner: human, who began as Ivory and played Cigar after the swap.");
    }

    @Test
    void aSwappedGameLoadsWithTheSameSeats() throws Exception {
        Path file = dir.resolve("game.txt");
        Cli.Run first =
                Cli.run(lines("g1-g5", "swap", "save " + file, "quit"), "play", "monkeyqueen");
        assertThat(first.out()).contains("Saved the record to");
        GameRecord record = GameRecord.read(Files.readString(file));
        assertThat(record.moveNotations()).containsExactly("g1-g5", "swap");
        assertThat(record.finalState().playersSwapped()).isTrue();
        assertThat(record.tag("Swap")).contains("Ivory: human, Cigar: human");

        // --ivory names the player who began as Ivory, who plays Cigar after the swap: the computer
        // moves at once.
        Cli.Run run =
                Cli.run(
                        lines("quit"),
                        "play",
                        "--load",
                        file.toString(),
                        "--ivory",
                        "random",
                        "--seed",
                        "2");

        assertThat(run.out())
                .contains(
                        "Ivory: random, Cigar: human (seed 2)",
                        "Loaded " + file + ": 2 moves.",
                        "Now Ivory: human (began as Cigar), Cigar: random (began as Ivory).",
                        "Cigar (random) plays ");
    }
}
