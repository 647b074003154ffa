package org.boardwright.bench.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LatenciesTest {

    @Test
    void percentilesByNearestRank() {
        Latencies latencies = new Latencies();
        // 1..100 in a shuffled order, so the summary has to sort them.
        for (int i = 0; i < 100; i++) {
            latencies.add((i * 37) % 100 + 1);
        }
        Latencies.Summary summary = latencies.summary();
        assertThat(summary.count()).isEqualTo(100);
        assertThat(summary.percentileNanos(50)).isEqualTo(50);
        assertThat(summary.percentileNanos(90)).isEqualTo(90);
        assertThat(summary.percentileNanos(99)).isEqualTo(99);
        assertThat(summary.percentileNanos(100)).isEqualTo(100);
        assertThat(summary.maxNanos()).isEqualTo(100);
    }

    @Test
    void oneSampleIsEveryPercentile() {
        Latencies latencies = new Latencies();
        latencies.add(7);
        assertThat(latencies.summary().percentileNanos(1)).isEqualTo(7);
        assertThat(latencies.summary().percentileNanos(99)).isEqualTo(7);
    }

    @Test
    void growsPastItsFirstArray() {
        Latencies latencies = new Latencies();
        for (int i = 200_000; i > 0; i--) {
            latencies.add(i);
        }
        assertThat(latencies.summary().count()).isEqualTo(200_000);
        assertThat(latencies.summary().percentileNanos(50)).isEqualTo(100_000);
    }

    @Test
    void noSamplesGiveZeros() {
        Latencies.Summary summary = new Latencies().summary();
        assertThat(summary.count()).isZero();
        assertThat(summary.percentileNanos(50)).isZero();
        assertThat(summary.maxNanos()).isZero();
    }
}
