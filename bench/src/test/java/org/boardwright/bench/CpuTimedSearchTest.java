package org.boardwright.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

class CpuTimedSearchTest {

    @Test
    void searchesTheSameTreesEveryRoundAndCountsTheEvaluations() {
        CpuTimedSearch bench = new CpuTimedSearch(Games.get("checkers"));
        long[] first = bench.searchAll(20_000);
        long[] second = bench.searchAll(20_000);
        assertThat(first[0]).isGreaterThan(20_000);
        assertThat(first[1]).isPositive().isLessThan(first[0]);
        assertThat(second).containsExactly(first);
    }
}
