package org.boardwright.server.ratings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.boardwright.server.ratings.Glicko2.Game;
import org.boardwright.server.ratings.Glicko2.Rating;
import org.junit.jupiter.api.Test;

class Glicko2Test {

    /** Glickman's worked example: 1500/200/0.06 against three players, results 1, 0, 0. */
    @Test
    void thePapersExample() {
        Rating after =
                Glicko2.update(
                        new Rating(1500, 200, 0.06),
                        List.of(
                                new Game(1400, 30, 1),
                                new Game(1550, 100, 0),
                                new Game(1700, 300, 0)));
        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.deviation()).isCloseTo(151.52, within(0.01));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    @Test
    void aWinRaisesALossLowersADrawBetweenEqualsChangesNothingButTheDeviation() {
        Rating start = Rating.INITIAL;
        Game against = new Game(1500, 350, 1);
        assertThat(Glicko2.update(start, List.of(against)).rating()).isGreaterThan(1500);
        assertThat(Glicko2.update(start, List.of(new Game(1500, 350, 0))).rating())
                .isLessThan(1500);
        Rating drawn = Glicko2.update(start, List.of(new Game(1500, 350, 0.5)));
        assertThat(drawn.rating()).isCloseTo(1500, within(1e-9));
        assertThat(drawn.deviation()).isLessThan(350);
    }

    @Test
    void anIdlePeriodOnlyWidensTheDeviation() {
        Rating r = new Rating(1600, 60, 0.06);
        Rating idle = Glicko2.update(r, List.of());
        assertThat(idle.rating()).isEqualTo(1600);
        assertThat(idle.deviation()).isGreaterThan(60);
    }

    @Test
    void newPlayersAreProvisionalUntilTheDeviationFalls() {
        Rating r = Rating.INITIAL;
        assertThat(r.provisional()).isTrue();
        for (int i = 0; i < 20; i++) {
            r = Glicko2.update(r, List.of(new Game(1500, 60, i % 2)));
        }
        assertThat(r.provisional()).isFalse();
    }
}
