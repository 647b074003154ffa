package org.boardwright.ai.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

class SprtTest {

    @Test
    void boundsAreWaldsForAlphaAndBeta() {
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
        assertThat(sprt.lowerBound()).isCloseTo(-2.944439, within(1e-6));
        assertThat(sprt.upperBound()).isCloseTo(2.944439, within(1e-6));
        Sprt lopsided = new Sprt(0, 10, 0.01, 0.1);
        assertThat(lopsided.lowerBound()).isCloseTo(Math.log(0.1 / 0.99), within(1e-12));
        assertThat(lopsided.upperBound()).isCloseTo(Math.log(0.9 / 0.01), within(1e-12));
    }

    @Test
    void llrMatchesTheTrinomialApproximationOnKnownCounts() {
        // 60 wins, 20 draws, 20 losses: mean 0.7, per-game variance
        // 0.6 * 0.3^2 + 0.2 * 0.2^2 + 0.2 * 0.7^2 = 0.16; s0 = 0.5, s1 = 1 / (1 + 10^(-50/400)).
        double s1 = 1 / (1 + Math.pow(10, -50.0 / 400));
        double expected = 100 * (s1 - 0.5) * (1.4 - 0.5 - s1) / (2 * 0.16);
        assertThat(expected).isCloseTo(7.33696, within(1e-5));
        assertThat(new Sprt(0, 50, 0.05, 0.05).llr(60, 20, 20)).isCloseTo(expected, within(1e-9));
        // Values of fishtest's LLR_logistic on the same counts (computed independently).
        assertThat(new Sprt(0, 10, 0.05, 0.05).llr(100, 100, 100))
                .isCloseTo(-0.186292, within(1e-5));
        assertThat(new Sprt(0, 5, 0.05, 0.05).llr(1000, 2000, 1100))
                .isCloseTo(-3.642539, within(1e-5));
    }

    @Test
    void aFewWinsAloneDoNotDecide() {
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
        assertThat(sprt.verdict(1, 0, 0)).isEqualTo(Sprt.Verdict.CONTINUE);
        assertThat(sprt.verdict(10, 0, 0)).isEqualTo(Sprt.Verdict.CONTINUE);
        // 10 wins, half a draw and half a loss: n = 11, mean 10.25 / 11.
        double m = 10.25 / 11;
        double v = (10 * (1 - m) * (1 - m) + 0.5 * (0.5 - m) * (0.5 - m) + 0.5 * m * m) / 11;
        double s1 = 1 / (1 + Math.pow(10, -10.0 / 400));
        assertThat(sprt.llr(10, 0, 0))
                .isCloseTo(11 * (s1 - 0.5) * (2 * m - 0.5 - s1) / (2 * v), within(1e-9));
        assertThat(new Sprt(0, 200, 0.05, 0.05).verdict(40, 0, 0))
                .isEqualTo(Sprt.Verdict.ACCEPT_H1);
    }

    @Test
    void verdictsFollowTheBounds() {
        Sprt sprt = new Sprt(0, 50, 0.05, 0.05);
        assertThat(sprt.verdict(0, 0, 0)).isEqualTo(Sprt.Verdict.CONTINUE);
        assertThat(sprt.llr(0, 0, 0)).isZero();
        assertThat(sprt.verdict(60, 20, 20)).isEqualTo(Sprt.Verdict.ACCEPT_H1);
        assertThat(sprt.verdict(20, 20, 60)).isEqualTo(Sprt.Verdict.ACCEPT_H0);
        assertThat(sprt.verdict(6, 2, 4)).isEqualTo(Sprt.Verdict.CONTINUE);
        // Even results favour H0 (no gain) more as games accumulate.
        assertThat(sprt.llr(200, 200, 200)).isLessThan(sprt.llr(20, 20, 20));
        assertThat(new Sprt(0, 10, 0.05, 0.05).verdict(1000, 2000, 1100))
                .isEqualTo(Sprt.Verdict.ACCEPT_H0);
        assertThat(sprt.describe(60, 20, 20))
                .startsWith("LLR 7.34 [-2.94, 2.94] (elo0 0, elo1 50, alpha 0.05, beta 0.05)")
                .endsWith("H1 accepted (A is at least elo1 stronger)");
    }

    @Test
    void badSettingsAreRejected() {
        assertThatThrownBy(() -> Sprt.parse("0,10,0.05"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("elo0,elo1,alpha,beta");
        assertThatThrownBy(() -> Sprt.parse("0,x,0.05,0.05"))
                .hasMessageContaining("not a number in the SPRT: \"x\"");
        assertThatThrownBy(() -> Sprt.parse("10,0,0.05,0.05")).hasMessageContaining("below elo1");
        assertThatThrownBy(() -> Sprt.parse("0,10,0,0.05")).hasMessageContaining("alpha and beta");
        assertThatThrownBy(() -> Sprt.parse("0,10,0.05,0.6"))
                .hasMessageContaining("alpha and beta");
        assertThatThrownBy(() -> Sprt.parse("0,NaN,0.05,0.05")).hasMessageContaining("finite");
        assertThatThrownBy(() -> new Sprt(0, 10, 0.05, 0.05).llr(-1, 0, 0))
                .hasMessageContaining("negative");
        assertThat(Sprt.parse(" -5, 5 ,0.05,0.1")).isEqualTo(new Sprt(-5, 5, 0.05, 0.1));
    }

    @Test
    void aMatchStopsWhenItsProgressAsks() throws InterruptedException {
        List<Match.Outcome> seen = new ArrayList<>();
        Match.Progress stopAfterFour =
                new Match.Progress() {
                    @Override
                    public void gameEnded(Match.Outcome outcome) {
                        seen.add(outcome);
                    }

                    @Override
                    public boolean stopRequested() {
                        return seen.size() >= 4;
                    }
                };
        List<Match.Outcome> outcomes =
                Match.run(
                        new Match.Settings(
                                Games.get("madbishops"),
                                "random",
                                "random",
                                40,
                                0,
                                5,
                                1,
                                1,
                                2,
                                false),
                        stopAfterFour);
        assertThat(outcomes).hasSize(4);
        assertThat(outcomes).extracting(Match.Outcome::index).containsExactly(0, 1, 2, 3);
    }
}
