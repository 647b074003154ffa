package org.boardwright.server.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StreamCountsTest {

    private final StreamCounts counts = new StreamCounts(2, 3, 4);

    @Test
    void anAccountHasItsShare() {
        assertThat(counts.admit("a", "10.0.0.1")).isNull();
        assertThat(counts.admit("a", "10.0.0.2")).isNull();
        assertThat(counts.admit("a", "10.0.0.3")).isEqualTo(StreamCounts.Refused.ACCOUNT);
        counts.release("a", "10.0.0.1");
        assertThat(counts.admit("a", "10.0.0.3")).isNull();
    }

    @Test
    void anAddressHasItsShareWhateverAccountsItUses() {
        assertThat(counts.admit("a", "10.0.0.1")).isNull();
        assertThat(counts.admit("b", "10.0.0.1")).isNull();
        assertThat(counts.admit("c", "10.0.0.1")).isNull();
        assertThat(counts.admit("d", "10.0.0.1")).isEqualTo(StreamCounts.Refused.ADDRESS);
        assertThat(counts.admit("d", "10.0.0.2")).isNull();
    }

    @Test
    void theServerHoldsNoMoreThanItsTotalWhoeverAsks() {
        for (int i = 0; i < 4; i++) {
            assertThat(counts.admit("account" + i, "10.0.0." + i)).isNull();
        }
        assertThat(counts.admit("another", "10.0.0.9")).isEqualTo(StreamCounts.Refused.SERVER);
        assertThat(counts.open()).isEqualTo(4);
        counts.release("account0", "10.0.0.0");
        assertThat(counts.admit("another", "10.0.0.9")).isNull();
        assertThat(counts.open()).isEqualTo(4);
    }

    @Test
    void aRefusedStreamCountsNothing() {
        counts.admit("a", "10.0.0.1");
        counts.admit("a", "10.0.0.1");
        counts.admit("a", "10.0.0.1"); // refused: the account's share
        counts.release("a", "10.0.0.1");
        counts.release("a", "10.0.0.1");
        assertThat(counts.open()).isZero();
        assertThat(counts.admit("b", "10.0.0.1")).isNull();
        assertThat(counts.admit("c", "10.0.0.1")).isNull();
        assertThat(counts.admit("d", "10.0.0.1")).isNull();
    }
}
