package org.boardwright.ai.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The time manager's decisions on made-up times (milliseconds written as nanoseconds). */
class TimeAllocationTest {

    private static final long MS = 1_000_000L;

    @Test
    void atAFixedMoveTimeAnotherIterationStartsUnlessItsFirstMoveCannotFinish() {
        TimeAllocation time = new TimeAllocation(0, 500 * MS, 500 * MS);
        assertThat(time.hardDeadline()).isEqualTo(500 * MS);
        assertThat(time.allowedDeadline()).isEqualTo(500 * MS);
        // iterations of 20 ms then 40 ms (growth 2), the first move 30 ms of the second
        time.finished(0, 10 * MS, 20 * MS, 10, 1, 0);
        time.finished(20 * MS, 50 * MS, 60 * MS, 11, 1, 0);
        // time left unused is lost: the next starts while 30 ms are left
        assertThat(time.startAnother(470 * MS)).isTrue();
        assertThat(time.startAnother(471 * MS)).isFalse();
        // a fixed move time never stretches, whatever the search sees
        time.finished(60 * MS, 100 * MS, 140 * MS, 12, 2, -200);
        assertThat(time.allowedDeadline()).isEqualTo(500 * MS);
    }

    @Test
    void underAClockTheNextFirstMoveIsExpectedToGrowWithinBounds() {
        TimeAllocation time = new TimeAllocation(0, 1_000 * MS, 2_000 * MS);
        // iterations of 10 ms then 10 ms: growth at least 1.5, the next first move 15 ms
        time.finished(0, 10 * MS, 10 * MS, 10, 1, 0);
        time.finished(10 * MS, 20 * MS, 20 * MS, 11, 1, 0);
        assertThat(time.startAnother(985 * MS)).isTrue();
        assertThat(time.startAnother(986 * MS)).isFalse();
        // then one of 200 ms: growth at most 8
        time.finished(20 * MS, 120 * MS, 220 * MS, 12, 1, 0);
        assertThat(time.startAnother(200 * MS)).isTrue(); // 100 ms first move * 8 = 800 ms
        assertThat(time.startAnother(201 * MS)).isFalse();
    }

    @Test
    void underAClockAChangingBestMoveOrAFallingScoreStretchesTheTimeUpToTheLimit() {
        TimeAllocation time = new TimeAllocation(0, 1_000 * MS, 2_000 * MS);
        assertThat(time.allowedDeadline()).isEqualTo(1_000 * MS);
        time.finished(0, 1 * MS, 2 * MS, 5, 1, 10);
        assertThat(time.allowedDeadline()).isEqualTo(1_000 * MS);
        // the best move changes: 1.6 times
        time.finished(2 * MS, 3 * MS, 5 * MS, 6, 2, 10);
        assertThat(time.allowedDeadline()).isEqualTo(1_600 * MS);
        // stable again: the change counts half
        time.finished(5 * MS, 6 * MS, 9 * MS, 7, 2, 10);
        assertThat(time.allowedDeadline()).isEqualTo(1_300 * MS);
        time.finished(9 * MS, 10 * MS, 15 * MS, 8, 2, 10);
        assertThat(time.allowedDeadline()).isEqualTo(1_150 * MS);
        // the score falls by a quarter of a man: 1.3 times more
        time.finished(15 * MS, 16 * MS, 25 * MS, 9, 2, -15);
        assertThat(time.allowedDeadline()).isBetween(1_397 * MS, 1_398 * MS); // 1.075 * 1.3
        // changes and a fall together: never past the limit
        time.finished(25 * MS, 26 * MS, 40 * MS, 10, 3, -100);
        time.finished(40 * MS, 41 * MS, 60 * MS, 11, 4, -200);
        assertThat(time.allowedDeadline()).isEqualTo(2_000 * MS);
    }

    @Test
    void shallowIterationsDoNotStretchTheTime() {
        TimeAllocation time = new TimeAllocation(0, 1_000 * MS, 2_500 * MS);
        for (int depth = 1; depth < TimeAllocation.MIN_STRETCH_DEPTH; depth++) {
            time.finished(depth * MS, depth * MS, (depth + 1) * MS, depth, depth, -100 * depth);
        }
        assertThat(time.allowedDeadline()).isEqualTo(1_000 * MS);
    }

    @Test
    void withoutATimeEveryIterationStarts() {
        TimeAllocation time = new TimeAllocation(0, 0, 0);
        assertThat(time.hardDeadline()).isEqualTo(Long.MAX_VALUE);
        time.finished(0, 1, 1_000 * MS, 10, 1, 0);
        assertThat(time.startAnother(Long.MAX_VALUE / 2)).isTrue();
    }
}
