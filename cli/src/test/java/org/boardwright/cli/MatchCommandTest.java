package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

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
        assertThat(sprt).endsWith("H1 accepted (A is at least elo1 stronger)");
        long games =
                run.err()
                        .lines()
                        .filter(l -> l.matches("game [0-9]+: [0-9]+-[0-9]+-[0-9]+, LLR .*"))
                        .count();
        assertThat(games).isBetween(2L, 199L);
        assertThat(run.err()).contains("[-2.94, 2.94]");
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
}
