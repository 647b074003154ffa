package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.boardwright.ai.match.Match;
import org.boardwright.ai.match.Sprt;
import org.boardwright.engine.Result;
import org.boardwright.engine.checkers.Ballots;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(120)
class MatchCommandTest {

    @Test
    void anSprtStopsAtItsVerdictAndPrintsTheRatioAfterEveryGame() {
        // level:1 against random in Monkey Queen: level:1 wins every game, so a test of
        // 0 against 200 Elo decides long before 200 games.
        Cli.Run run =
                Cli.run(
                        "",
                        "match",
                        "monkeyqueen",
                        "level:1",
                        "random",
                        "--games",
                        "200",
                        "--sprt",
                        "0,200,0.05,0.05",
                        "--seed",
                        "3");

        assertThat(run.status()).as(run.err()).isZero();
        List<String> out = run.outLines();
        String last = out.get(out.size() - 1);
        assertThat(last).startsWith("match monkeyqueen level:1 ");
        String sprt = out.stream().filter(l -> l.startsWith("sprt ")).findFirst().orElseThrow();
        assertThat(sprt).contains("[-2.94, 2.94] (elo0 0, elo1 200, alpha 0.05, beta 0.05)");
        long games =
                run.err()
                        .lines()
                        .filter(l -> l.matches("game [0-9]+: [0-9]+-[0-9]+-[0-9]+, LLR .*"))
                        .count();
        assertThat(games).isBetween(2L, 199L);
        assertThat(sprt)
                .endsWith("H1 accepted (A is at least elo1 stronger) after " + games + " games");
        assertThat(run.err()).contains("[-2.94, 2.94]");
    }

    @Test
    void aGameUnderWayAtTheVerdictIsCountedWithoutRevokingIt() {
        // The course of a real match (SPRT(100, 200), two games at once): H0 was reached at
        // 9-19-1, and the game still being played, a win, brought the ratio back inside.
        MatchCommand.ProgressBar bar =
                new MatchCommand.ProgressBar(
                        new PrintWriter(new StringWriter()), 400, Sprt.parse("100,200,0.05,0.05"));
        String course = "LDDDDWDWDDWDDWDDWDWDDWDWDWDDD";
        for (int i = 0; i < course.length(); i++) {
            assertThat(bar.stopRequested()).as("before game %d", i + 1).isFalse();
            bar.gameEnded(outcome(i, course.charAt(i)));
        }
        assertThat(bar.stopRequested()).isTrue();
        assertThat(bar.sprtLine())
                .isEqualTo(
                        "sprt LLR -3.20 [-2.94, 2.94] (elo0 100, elo1 200, alpha 0.05, beta 0.05):"
                                + " H0 accepted (A is at most elo0 stronger) after 29 games");

        bar.gameEnded(outcome(29, 'W'));

        assertThat(bar.stopRequested()).isTrue();
        assertThat(bar.sprtLine())
                .isEqualTo(
                        "sprt LLR -3.20 [-2.94, 2.94] (elo0 100, elo1 200, alpha 0.05, beta 0.05):"
                                + " H0 accepted (A is at most elo0 stronger) after 29 games;"
                                + " with the 1 game under way then finished: LLR -2.59 [-2.94,"
                                + " 2.94]");
    }

    @Test
    void withoutAVerdictTheLineSaysSo() {
        MatchCommand.ProgressBar bar =
                new MatchCommand.ProgressBar(
                        new PrintWriter(new StringWriter()), 2, Sprt.parse("0,10,0.05,0.05"));
        bar.gameEnded(outcome(0, 'W'));
        bar.gameEnded(outcome(1, 'D'));
        assertThat(bar.stopRequested()).isFalse();
        assertThat(bar.sprtLine()).startsWith("sprt LLR ").endsWith(": no verdict within 2 games");
    }

    private static Match.Outcome outcome(int index, char result) {
        double scoreA = result == 'W' ? 1 : result == 'L' ? 0 : 0.5;
        Result r = result == 'D' ? Result.DRAW : Result.winFor(0);
        return new Match.Outcome(index, result == 'L' ? 1 : 0, r, scoreA, false, null);
    }

    @Test
    void badSprtSettingsAreRejectedBeforeAnyGame() {
        Cli.Run run =
                Cli.run("", "match", "checkers", "random", "random", "--sprt", "10,0,0.05,0.05");
        assertThat(run.status()).isNotZero();
        assertThat(run.err()).contains("--sprt: elo0 must be below elo1");
        assertThat(run.out()).isEmpty();

        Cli.Run missing = Cli.run("", "match", "checkers", "random", "random", "--sprt", "0,10");
        assertThat(missing.status()).isNotZero();
        assertThat(missing.err()).contains("elo0,elo1,alpha,beta");
    }

    @Test
    void standardOpeningsAreTheBallotsInCheckersAndRefusedWhereThereAreNone(@TempDir Path dir)
            throws IOException {
        Path out = dir.resolve("games.pdn");
        Cli.Run run =
                Cli.run(
                        "",
                        "match",
                        "checkers",
                        "random",
                        "random",
                        "--games",
                        "4",
                        "--openings",
                        "standard",
                        "--out",
                        out.toString());
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("match checkers random ");
        List<String> games = Files.readAllLines(out);
        assertThat(games).hasSize(4);
        for (String game : games) {
            String opening = game.replaceAll(".*\\[Opening \"([^\"]*)\"\\].*", "$1");
            assertThat(Ballots.THREE_MOVE).contains(opening);
        }

        Cli.Run none =
                Cli.run("", "match", "madrooks", "random", "random", "--openings", "standard");
        assertThat(none.status()).isNotZero();
        assertThat(none.err()).contains("has no standard openings: use --openings random");
        assertThat(none.out()).isEmpty();

        Cli.Run unknown =
                Cli.run("", "match", "checkers", "random", "random", "--openings", "ballots");
        assertThat(unknown.status()).isNotZero();
        assertThat(unknown.err()).contains("--openings must be random or standard, not ballots");
    }
}
