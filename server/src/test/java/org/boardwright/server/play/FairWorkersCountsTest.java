package org.boardwright.server.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** What the workers count for the metrics: tasks waiting, running, started, and time waited. */
class FairWorkersCountsTest {

    @Test
    void theWorkersCountTheirTasksAndTheTimeTheyWaited() throws Exception {
        try (FairWorkers workers = new FairWorkers("counts-test-", 1, 1, 0, 0)) {
            CountDownLatch started = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            Runnable blocking =
                    () -> {
                        started.countDown();
                        try {
                            release.await(10, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    };
            assertThat(workers.offer("a", blocking)).isEqualTo(FairWorkers.Admission.QUEUED);
            assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
            CountDownLatch second = new CountDownLatch(1);
            assertThat(workers.offer("b", second::countDown))
                    .isEqualTo(FairWorkers.Admission.QUEUED);
            long queued = System.nanoTime();
            assertThat(workers.waiting()).isEqualTo(1);
            assertThat(workers.running()).isEqualTo(1);
            assertThat(workers.started()).isEqualTo(1);
            long released = System.nanoTime();
            release.countDown();
            assertThat(second.await(10, TimeUnit.SECONDS)).isTrue();
            await(() -> workers.running() == 0);
            assertThat(workers.waiting()).isZero();
            assertThat(workers.started()).isEqualTo(2);
            // the second task waited at least from its offer to the first one's release
            assertThat(workers.waitedNanos()).isGreaterThanOrEqualTo(released - queued);
        }
    }

    private static void await(BooleanSupplier condition) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("condition within 10 s").isLessThan(end);
            Thread.onSpinWait();
        }
    }
}
