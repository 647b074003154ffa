package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SignInLimitsTest {

    private static final long WINDOW = 15 * 60_000L;

    @Test
    void aGuesserAtOneNameIsStoppedWithoutLockingItsOwnerOut() {
        SignInLimits limits = new SignInLimits(3, 100, WINDOW);
        for (int i = 0; i < 3; i++) {
            assertThat(limits.allowed("Alice", "10.0.0.9", 1000)).isTrue();
            limits.failed("Alice", "10.0.0.9", 1000);
        }
        assertThat(limits.allowed("alice", "10.0.0.9", 1000)).isFalse();
        assertThat(limits.allowed("alice", "192.0.2.1", 1000)).isTrue();
        assertThat(limits.allowed("bob", "10.0.0.9", 1000)).isTrue();
        assertThat(limits.allowed("alice", "10.0.0.9", 1000 + WINDOW)).isTrue();
    }

    @Test
    void manyAddressesAtOneNameAreStoppedAtTenTimesTheLimit() {
        SignInLimits limits = new SignInLimits(3, 100, WINDOW);
        for (int i = 0; i < 30; i++) {
            limits.failed("alice", "10.0.0." + i, 1000);
        }
        assertThat(limits.allowed("alice", "192.0.2.1", 1000)).isFalse();
        assertThat(limits.allowed("bob", "192.0.2.1", 1000)).isTrue();
    }

    @Test
    void oneAddressIsStoppedAcrossNamesAndSignUps() {
        SignInLimits limits = new SignInLimits(3, 5, WINDOW);
        for (int i = 0; i < 4; i++) {
            limits.failed("name" + i, "10.0.0.9", 1000);
        }
        assertThat(limits.allowedFrom("10.0.0.9", 1000)).isTrue();
        limits.signingUp("10.0.0.9", 1000);
        assertThat(limits.allowedFrom("10.0.0.9", 1000)).isFalse();
        assertThat(limits.allowed("someone", "10.0.0.9", 1000)).isFalse();
        assertThat(limits.allowedFrom("10.0.0.10", 1000)).isTrue();
    }

    @Test
    void zeroLiftsTheAddressLimitAndASuccessClearsTheNamesFailures() {
        SignInLimits limits = new SignInLimits(2, 0, WINDOW);
        for (int i = 0; i < 50; i++) {
            limits.signingUp("10.0.0.9", 1000);
        }
        assertThat(limits.allowedFrom("10.0.0.9", 1000)).isTrue();
        limits.failed("alice", "10.0.0.9", 1000);
        limits.succeeded("alice", "10.0.0.9");
        limits.failed("alice", "10.0.0.9", 1000);
        assertThat(limits.allowed("alice", "10.0.0.9", 1000)).isTrue();
    }
}
