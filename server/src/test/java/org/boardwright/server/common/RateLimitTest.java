package org.boardwright.server.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RateLimitTest {

    @Test
    void noBurstAcrossAMinutesEdgePassesTheLimit() {
        RateLimit limit = new RateLimit(3);
        assertThat(limit.allow("a", 59_000)).isTrue();
        assertThat(limit.allow("a", 59_500)).isTrue();
        assertThat(limit.allow("a", 59_900)).isTrue();
        // A fixed window starting at 60 s would let three more through here.
        assertThat(limit.allow("a", 60_100)).isFalse();
        assertThat(limit.allow("a", 118_999)).isFalse();
        assertThat(limit.allow("a", 119_000)).isTrue();
        assertThat(limit.allow("a", 119_100)).isFalse();
        assertThat(limit.allow("a", 119_500)).isTrue();
    }

    @Test
    void keysAreCountedApart() {
        RateLimit limit = new RateLimit(1);
        assertThat(limit.allow("a", 0)).isTrue();
        assertThat(limit.allow("a", 1)).isFalse();
        assertThat(limit.allow("b", 1)).isTrue();
    }

    @Test
    void anAccountIsLimitedFromEveryAddressAndAFullKeyCountsNoOther() {
        RateLimit limit = new RateLimit(2);
        assertThat(limit.allow(0, "10.0.0.1", "account:x")).isTrue();
        assertThat(limit.allow(1, "10.0.0.2", "account:x")).isTrue();
        assertThat(limit.allow(2, "10.0.0.3", "account:x")).isFalse();
        // The refused event counted nothing for 10.0.0.3: it still has its two.
        assertThat(limit.allow(3, "10.0.0.3", null)).isTrue();
        assertThat(limit.allow(4, "10.0.0.3", null)).isTrue();
        assertThat(limit.allow(5, "10.0.0.3", null)).isFalse();
    }

    @Test
    void zeroMeansNoLimit() {
        RateLimit limit = new RateLimit(0);
        for (int i = 0; i < 1000; i++) {
            assertThat(limit.allow("a", i)).isTrue();
        }
    }
}
