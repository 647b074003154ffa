package org.boardwright.server.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class SignInLimitsTest {

    private static final long WINDOW = 15 * 60_000L;

    /** A failed attempt: counted by tryAttempt, never taken back. */
    private static boolean fail(SignInLimits limits, String name, String address, long now) {
        return limits.tryAttempt(name, address, now);
    }

    @Test
    void aGuesserAtOneNameIsStoppedWithoutLockingItsOwnerOut() {
        SignInLimits limits = new SignInLimits(3, 100, WINDOW);
        for (int i = 0; i < 3; i++) {
            assertThat(fail(limits, "Alice", "10.0.0.9", 1000)).isTrue();
        }
        assertThat(limits.tryAttempt("alice", "10.0.0.9", 1000)).isFalse();
        assertThat(limits.tryAttempt("bob", "10.0.0.9", 1000)).isTrue();
        assertThat(limits.tryAttempt("alice", "192.0.2.1", 1000)).isTrue();
        assertThat(limits.tryAttempt("alice", "10.0.0.9", 1000 + WINDOW)).isTrue();
    }

    @Test
    void manyAddressesAtOneNameAreSlowedToOneTryEachButTheOwnerGetsIn() {
        SignInLimits limits = new SignInLimits(3, 100, WINDOW);
        for (int i = 0; i < 30; i++) {
            assertThat(fail(limits, "alice", "10.0.0." + i, 1000)).isTrue();
        }
        assertThat(limits.tryAttempt("alice", "10.0.0.1", 1000))
                .as("an address that failed at the name, past ten times the limit from everywhere")
                .isFalse();
        assertThat(limits.tryAttempt("alice", "192.0.2.1", 1000))
                .as("the owner, from an address that has not failed")
                .isTrue();
        limits.succeeded("alice", "192.0.2.1", 1000);
        assertThat(limits.tryAttempt("alice", "192.0.2.1", 1001)).isTrue();
    }

    @Test
    void oneAddressIsStoppedAcrossNamesAndSignUps() {
        SignInLimits limits = new SignInLimits(3, 5, WINDOW);
        for (int i = 0; i < 4; i++) {
            assertThat(fail(limits, "name" + i, "10.0.0.9", 1000)).isTrue();
        }
        assertThat(limits.tryAttemptFrom("10.0.0.9", 1000)).isTrue();
        assertThat(limits.tryAttemptFrom("10.0.0.9", 1000)).isFalse();
        assertThat(limits.tryAttempt("someone", "10.0.0.9", 1000)).isFalse();
        assertThat(limits.tryAttemptFrom("10.0.0.10", 1000)).isTrue();
    }

    @Test
    void zeroLiftsTheAddressLimitAndASuccessTakesItsAttemptBack() {
        SignInLimits limits = new SignInLimits(2, 0, WINDOW);
        for (int i = 0; i < 50; i++) {
            assertThat(limits.tryAttemptFrom("10.0.0.9", 1000)).isTrue();
        }
        assertThat(fail(limits, "alice", "10.0.0.9", 1000)).isTrue();
        assertThat(limits.tryAttempt("alice", "10.0.0.9", 1001)).isTrue();
        limits.succeeded("alice", "10.0.0.9", 1001);
        assertThat(fail(limits, "alice", "10.0.0.9", 1002)).isTrue();
        assertThat(limits.tryAttempt("alice", "10.0.0.9", 1003))
                .as("the earlier failure was forgotten with the success")
                .isTrue();
    }

    @Test
    void attemptsArrivingAtOnceNeverGetMoreChecksThanTheLimit() throws Exception {
        SignInLimits limits = new SignInLimits(10, 30, WINDOW);
        int threads = 80;
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger allowed = new AtomicInteger();
        List<Thread> all = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            Thread t =
                    new Thread(
                            () -> {
                                try {
                                    start.await();
                                } catch (InterruptedException e) {
                                    return;
                                }
                                if (limits.tryAttempt("victim", "198.51.100.7", 5000)) {
                                    allowed.incrementAndGet();
                                }
                            });
            t.start();
            all.add(t);
        }
        start.countDown();
        for (Thread t : all) {
            t.join();
        }
        assertThat(allowed.get()).isEqualTo(10);
    }

    @Test
    void aLongNameIsKeptAsAHashOfFixedLength() {
        SignInLimits limits = new SignInLimits(3, 100, WINDOW);
        String huge = "x".repeat(64 * 1024);
        fail(limits, huge, "10.0.0.9", 1000);
        assertThat(limits.keys()).isEqualTo(3);
        assertThat(limits.tryAttempt(huge.toUpperCase(), "10.0.0.9", 1000)).isTrue();
        limits.sweep(1000 + WINDOW);
        assertThat(limits.keys()).isZero();
    }
}
