package org.boardwright.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.ai.Budget;
import org.boardwright.ai.SearchInfo;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

class DepthProfileTest {

    private static List<SearchInfo> reports(long... cumulativeNodes) {
        List<SearchInfo> reports = new ArrayList<>();
        for (int i = 0; i < cumulativeNodes.length; i++) {
            reports.add(new SearchInfo(i + 1, 0, 0, cumulativeNodes[i], List.of(), 0.5));
        }
        return reports;
    }

    @Test
    void theBranchingFactorIsTheLastIterationsNodesOverThoseOfTheOneBefore() {
        // Iterations of 10, 30, 90 and 360 nodes, then the summary over all threads.
        assertThat(DepthProfile.branching(reports(10, 40, 130, 490, 900))).isEqualTo(4.0);
        assertThat(DepthProfile.branching(reports(10, 40, 130, 250))).isCloseTo(3.0, within(1e-9));
    }

    @Test
    void overFourIterationsItIsTheGeometricMeanOfTheirFactors() {
        // Iterations of 1, 2, 8, 16, 64 and 512 nodes: factors 2, 4, 2, 4, 8.
        List<SearchInfo> r = reports(1, 3, 11, 27, 91, 603, 700);
        assertThat(DepthProfile.branching(r, 4)).isCloseTo(4.0, within(1e-9));
        assertThat(DepthProfile.branching(r, 2)).isCloseTo(Math.sqrt(32), within(1e-9));
        // The first iteration never counts.
        assertThat(DepthProfile.branching(r, 5)).isZero();
    }

    @Test
    void fewerThanThreeIterationsGiveNoBranchingFactor() {
        assertThat(DepthProfile.branching(reports(10, 40, 100))).isZero();
        assertThat(DepthProfile.branching(reports(10))).isZero();
        assertThat(DepthProfile.branching(reports())).isZero();
    }

    @Test
    void aProfileOfAnAlphaBetaPlayerHasDepthsAndBranchingFactors() {
        DepthProfile profile =
                DepthProfile.measure(
                        Games.get("checkers"), "alphabeta", Budget.time(0.05), 1, 4, 8, 1);
        assertThat(profile.depths()).isNotEmpty().isSorted();
        assertThat(profile.branching()).isSorted().allMatch(b -> b > 0);
        assertThat(profile.medianBranching()).isPositive();
        // the time of every move
        assertThat(profile.seconds()).hasSameSizeAs(profile.depths()).isSorted();
        assertThat(profile.meanSeconds()).isPositive().isLessThanOrEqualTo(profile.maxSeconds());
    }

    @Test
    void aProfileAtAFixedNumberOfNodesIsTheSameEveryTime() {
        DepthProfile a =
                DepthProfile.measure(
                        Games.get("checkers"), "level:max", Budget.iterations(20_000), 1, 4, 10, 3);
        DepthProfile b =
                DepthProfile.measure(
                        Games.get("checkers"), "level:max", Budget.iterations(20_000), 1, 4, 10, 3);
        assertThat(a.depths()).isNotEmpty().isEqualTo(b.depths());
        assertThat(a.branching()).isEqualTo(b.branching());
    }
}
