package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.Games;
import org.boardwright.engine.testgames.DiceGame;
import org.junit.jupiter.api.Test;

class BenchCommandTest {

    @Test
    void oneSecondOfMadRooks() {
        Cli.Run run = Cli.run("", "bench", "madrooks", "--seconds", "1");

        assertThat(run.status()).isZero();
        List<String> lines = run.outLines();
        assertThat(lines.get(lines.size() - 1)).matches("bench madrooks playouts_per_s=[1-9][0-9]* plies_per_playout=[1-9][0-9]*\\.[0-9]");
    }

    @Test
    void severalThreadsOfMadBishops() {
        Cli.Run run = Cli.run("", "bench", "madbishops", "--seconds", "0.3", "--threads", "2");

        assertThat(run.status()).isZero();
        assertThat(run.outLines()).last().asString()
                .matches("bench madbishops playouts_per_s=[1-9][0-9]* plies_per_playout=[1-9][0-9]*\\.[0-9]");
    }

    @Test
    void diceOutcomesAreNotPlies() throws InterruptedException {
        // Every dice game has exactly four turns, each a roll and a move.
        BenchCommand.Measurement result = BenchCommand.measure(DiceGame.INSTANCE, 0.2, 2, 0.05, new SplittableRandom(1));

        assertThat(result.playouts()).isPositive();
        assertThat(result.plies()).isEqualTo(4 * result.playouts());
        assertThat(result.playoutsPerSecond()).isPositive();
    }

    @Test
    void lineFormatUsesPlainNumbers() {
        String line = BenchCommand.line(Games.get("madrooks"), new BenchCommand.Measurement(3, 10, 1234567.6));

        assertThat(line).isEqualTo("bench madrooks playouts_per_s=1234568 plies_per_playout=3.3");
    }
}
