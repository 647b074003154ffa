package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.boardwright.engine.record.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Checkers' numbered squares, FEN and PDN at the command line. */
class CheckersNotationCliTest {

    private static final String FEN = "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";

    private static final String PDN =
            "[Event \"Test\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n[GameType \"21\"]\n"
                    + "1. 11-15 {c} 23-19 2. 8-11 (2... 22-18) 22-17 1-0\n\n"
                    + "[Event \"Set up\"]\n[FEN \""
                    + FEN
                    + "\"]\n1. 16-19 *\n\n"
                    + "[Black \"C\"]\n[White \"D\"]\n1. 11-15 23-19 2. 8-12 *\n";

    @Test
    void movesOfAFenInNumbersOrSquares() {
        Cli.Run run = Cli.run(FEN + "\n", "moves", "checkers", "--notation", "numeric");
        assertThat(run.out()).isEqualTo("16-19 22-17 22-26 25-21 25-30\n");
        assertThat(Cli.run(FEN + "\n", "moves", "checkers").out())
                .isEqualTo("b4-c5 f6-e7 f6-g5 g7-f8 g7-h6\n");
        Cli.Run bad = Cli.run(FEN + "\n", "moves", "madrooks", "--notation", "numeric");
        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err()).contains("has no notation 'numeric'");
    }

    @Test
    void replayReportsEachGameAndTheFirstRefusedMove(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("games.pdn");
        Files.writeString(file, PDN);
        Cli.Run run = Cli.run("", "replay", "checkers", file.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.out())
                .contains("game 1 ('Ann' - 'Bob'): ok, 4 moves, 1-0")
                .contains("game 2: ok, 1 moves, *")
                .contains("game 3 ('C' - 'D'): refused: move 2. '8-12': not legal")
                .contains("3 games, 2 replayed, 1 refused");
    }

    @Test
    void playLoadsTheChosenGameOfAPdnAndSavesPdnInNumbers(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("games.pdn");
        Files.writeString(file, PDN.substring(0, PDN.indexOf("[Black \"C\"]")));
        Path saved = dir.resolve("out.pdn");
        Cli.Run run =
                Cli.run(
                        "15-11\nsave " + saved + "\nquit\n",
                        "play",
                        "--load",
                        file.toString(),
                        "--game",
                        "2",
                        "--notation",
                        "numeric",
                        "--no-color");
        assertThat(run.status()).isZero();
        String pdn = Files.readString(saved);
        assertThat(pdn).contains("[FEN \"" + FEN + "\"]").contains("1. 16-19 15-11 *");
        GameRecord back = GameRecord.read(pdn);
        assertThat(back.moveNotations()).containsExactly("16-19", "15-11");
        assertThat(back.tags()).containsEntry("Event", "Set up");

        Cli.Run first = Cli.run("save " + saved + "\nquit\n", "play", "--load", file.toString());
        assertThat(first.status()).isZero();
        assertThat(Files.readString(saved))
                .contains("[Black \"Ann\"]")
                .contains("[White \"Bob\"]")
                .contains("[Event \"Test\"]")
                .contains("[Result \"1-0\"]");
        Cli.Run none = Cli.run("", "play", "--load", file.toString(), "--game", "3");
        assertThat(none.status()).isEqualTo(2);
        assertThat(none.err()).contains("holds 2 games");
    }

    @Test
    void aPersonToMoveMayClaimARepetitionDraw(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("rep.txt");
        Files.writeString(
                file,
                "[Game \"checkers\"]\n[Start \".......W/......../......../......../......../"
                        + "......../......../R....... r\"]\n\n*\n");
        Cli.Run run =
                Cli.run(
                        "claim\n4-8\n29-25\n8-4\n25-29\n4-8\n29-25\n8-4\n25-29\nclaim\nquit\n",
                        "play",
                        "--load",
                        file.toString(),
                        "--no-color");
        assertThat(run.out())
                .contains("There is no draw to claim here.")
                .contains("Red may claim a draw by threefold repetition")
                .contains("[Result \"1/2-1/2\"]")
                .contains("Red claimed a draw by threefold repetition");
    }
}
