package org.boardwright.bench.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Keeps the open-loop tool working: a short run at two rates against a real in-process server
 * reports sane figures (no timing is asserted), and bad options are refused.
 */
class OpenLoadTest {

    @Test
    void shortRunAtTwoRatesReportsEveryMoveAndSaneLatencies() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<OpenStep> steps =
                OpenLoad.run(
                        OpenLoadOptions.parse(
                                "--rate",
                                "20,40",
                                "--games",
                                "4",
                                "--seconds",
                                "1.5",
                                "--warmup",
                                "0.5"),
                        new PrintStream(out, true, StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);

        assertThat(steps).hasSize(2);
        for (OpenStep step : steps) {
            assertThat(step.errors()).as(printed).isZero();
            assertThat(step.outstanding()).as(printed).isZero();
            // Evenly spaced arrivals: exactly rate x seconds moves fall in the measured time.
            assertThat(step.scheduled.get()).isEqualTo(Math.round(step.rate * 1.5));
            assertThat(step.answered.get()).isEqualTo(step.scheduled.get());
            assertThat(step.move.getTotalCount()).isEqualTo(step.answered.get());
            // A push for nearly every move (a move that ends a game pushes too; a game replaced
            // while its last push was on the way may miss one).
            assertThat(step.push.getTotalCount()).isPositive();
            assertThat(step.move.getValueAtPercentile(50)).isPositive();
            assertThat(step.move.getValueAtPercentile(50))
                    .isLessThanOrEqualTo(step.move.getValueAtPercentile(99));
            assertThat(step.move.getValueAtPercentile(99))
                    .isLessThanOrEqualTo(step.move.getValueAtPercentile(99.9));
            assertThat(step.move.getValueAtPercentile(99.9))
                    .isLessThanOrEqualTo(step.move.getMaxValue());
            assertThat(step.move.getMaxValue()).isLessThan(OpenStep.HIGHEST_MICROS);
            assertThat(step.push.getValueAtPercentile(50))
                    .isLessThanOrEqualTo(step.push.getValueAtPercentile(99));
        }
        assertThat(printed)
                .contains("in this JVM, SQLite")
                .containsPattern("(?m)^open rate=20\\.0 answered=30 errors=0 move_p50_ms=")
                .containsPattern("(?m)^open rate=40\\.0 answered=60 errors=0 move_p50_ms=");
    }

    @Test
    void badOptionsAreRefusedWithAReason() {
        assertThatThrownBy(() -> OpenLoadOptions.parse("--games", "4"))
                .hasMessageContaining("--rate is required");
        assertThatThrownBy(() -> OpenLoadOptions.parse("--rate", "10,x"))
                .hasMessageContaining("not a number: x");
        assertThatThrownBy(() -> OpenLoadOptions.parse("--rate", "0"))
                .hasMessageContaining("outside");
        assertThatThrownBy(() -> OpenLoadOptions.parse("--rate", "5", "--setup-url", "http://a:1"))
                .hasMessageContaining("--setup-url goes with --url");
        assertThatThrownBy(() -> OpenLoadOptions.parse("--rate", "5", "--game", "nosuchgame"))
                .hasMessageContaining("--game");
        OpenLoadOptions o =
                OpenLoadOptions.parse(
                        "--rate", "5,10", "--poisson", "--url", "http://127.0.0.1:9/");
        assertThat(o.rates()).containsExactly(5.0, 10.0);
        assertThat(o.poisson()).isTrue();
        assertThat(o.setupUrl()).isEqualTo(o.url());
        assertThat(o.url().toString()).isEqualTo("http://127.0.0.1:9");
    }
}
