package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    private static final TimeControl SERVER = TimeControl.SERVER;

    @Test
    void aMoveTakesAShareOfTheTimeLeftPlusMostOfTheIncrement() {
        // 5 minutes, no increment, first move: (300 s - 1 s margin) / 40
        assertThat(SERVER.moveMillis(Clock.suddenDeath(300_000, 0, 0))).isEqualTo(7_475);
        // the same with 3 s a move: 80% of the increment on top
        assertThat(SERVER.moveMillis(Clock.suddenDeath(300_000, 3_000, 0))).isEqualTo(9_875);
        // the engine protocol's rule: 30 moves to go, no margin
        assertThat(TimeControl.ENGINE.moveMillis(Clock.suddenDeath(60_000, 1_000, 0)))
                .isEqualTo(2_800);
        // moves to the next time control, when the clock knows them
        assertThat(TimeControl.ENGINE.moveMillis(new Clock(60_000, 0, 4, 0))).isEqualTo(15_000);
    }

    @Test
    void movesToGoComeDownAsTheGameGoesOnToTheMinimum() {
        assertThat(SERVER.movesToGo(Clock.suddenDeath(1, 0, 0))).isEqualTo(40);
        assertThat(SERVER.movesToGo(Clock.suddenDeath(1, 0, 10))).isEqualTo(35);
        assertThat(SERVER.movesToGo(Clock.suddenDeath(1, 0, 40))).isEqualTo(20);
        assertThat(SERVER.movesToGo(Clock.suddenDeath(1, 0, 500))).isEqualTo(20);
        assertThat(SERVER.movesToGo(new Clock(1, 0, 7, 500))).isEqualTo(7);
        assertThat(TimeControl.ENGINE.movesToGo(Clock.suddenDeath(1, 0, 100))).isEqualTo(30);
    }

    @Test
    void aMoveNeverTakesMoreThanItsShareOfWhatIsLeft() {
        // a large increment with little left: half of what is left after the margin, not 8 s
        assertThat(SERVER.moveMillis(Clock.suddenDeath(3_000, 10_000, 5))).isEqualTo(1_000);
        // one move to go: still half
        assertThat(TimeControl.ENGINE.moveMillis(new Clock(10_000, 0, 1, 0))).isEqualTo(5_000);
        for (long left = 0; left <= 200_000; left += 997) {
            for (long inc : new long[] {0, 1_000, 5_000, 60_000}) {
                for (int played : new int[] {0, 10, 100}) {
                    Clock clock = Clock.suddenDeath(left, inc, played);
                    long move = SERVER.moveMillis(clock);
                    assertThat(move)
                            .as("left %d inc %d played %d", left, inc, played)
                            .isBetween(1L, Math.max(1, (left - 1_000) / 2));
                }
            }
        }
    }

    @Test
    void aGameOfManyMovesNeverRunsOutOfTime() {
        // 1 minute, no increment, 200 moves each taking its full time plus 4 ms around it
        long left = 60_000;
        for (int played = 0; played < 200; played++) {
            long move = SERVER.moveMillis(Clock.suddenDeath(left, 0, played));
            left -= move + 4;
            assertThat(left).as("after move %d", played + 1).isPositive();
        }
        // 1 + 1: the increment keeps the moves from getting shorter than most of it
        left = 60_000;
        long last = 0;
        for (int played = 0; played < 300; played++) {
            last = SERVER.moveMillis(Clock.suddenDeath(left, 1_000, played));
            left = left - last - 100 + 1_000;
            assertThat(left).isPositive();
        }
        assertThat(last).isGreaterThan(800);
    }

    @Test
    void theFloorGivesASearchAMomentButNeverPastTheCapAndTheCeilingHolds() {
        // 0.5 s left of a 1-minute game at move 100: (500 - 0) ... the margin takes it all
        assertThat(SERVER.moveMillis(Clock.suddenDeath(500, 0, 100))).isEqualTo(1);
        // 3 s left: the share is 100 ms, above the 50 ms floor
        assertThat(SERVER.moveMillis(Clock.suddenDeath(3_000, 0, 100))).isEqualTo(100);
        // 1.6 s left: the share is 30 ms, the floor lifts it to 50 ms
        assertThat(SERVER.moveMillis(Clock.suddenDeath(1_600, 0, 100))).isEqualTo(50);
        // 1.05 s left: the floor would pass half of what is usable (25 ms)
        assertThat(SERVER.moveMillis(Clock.suddenDeath(1_050, 0, 100))).isEqualTo(25);
        // nothing left: 1 ms, never 0 (which would mean no limit)
        assertThat(TimeControl.ENGINE.moveMillis(Clock.suddenDeath(0, 0, 0))).isEqualTo(1);
        // 3 hours: 30 s at most on the server
        assertThat(SERVER.moveMillis(Clock.suddenDeath(10_800_000, 60_000, 0))).isEqualTo(30_000);
    }

    @Test
    void aTimedBudgetThinksByTheClockAndAFixedAmountStays() {
        Clock clock = Clock.suddenDeath(900_000, 10_000, 0); // 15 + 10
        long move = SERVER.moveMillis(clock);
        assertThat(move).isEqualTo(30_000); // 899 s / 40 + 8 s = 30.475 s: the ceiling
        assertThat(SERVER.budget(Budget.time(1.0), clock)).isEqualTo(Budget.time(30));
        assertThat(SERVER.budget(new Budget(1_000, 5_000, 12), clock))
                .isEqualTo(new Budget(30_000, 5_000, 12));
        assertThat(SERVER.budget(new Budget(0, 0, 0), clock)).isEqualTo(Budget.time(30));
        // a short clock gives less than the level's usual second... or more
        assertThat(SERVER.budget(Budget.time(1.0), Clock.suddenDeath(20_000, 0, 40)))
                .isEqualTo(new Budget(950, 0, 0));
        assertThat(SERVER.budget(Budget.time(1.0), Clock.suddenDeath(60_000, 0, 0)))
                .isEqualTo(new Budget(1_475, 0, 0));
        // and up to 2.5 times that when the search sees reason to think longer
        assertThat(SERVER.stretchingBudget(Budget.time(1.0), Clock.suddenDeath(60_000, 0, 0)))
                .isEqualTo(new Budget(1_475, 0, 0, 3_687));
        assertThat(SERVER.stretchingBudget(new Budget(1_000, 5_000, 12), clock))
                .isEqualTo(new Budget(30_000, 5_000, 12));
        assertThat(SERVER.stretchingBudget(Budget.iterations(100_000), clock))
                .isEqualTo(Budget.iterations(100_000));
        // nodes or depth alone: the fixed amount, whatever the clock
        assertThat(SERVER.budget(Budget.iterations(100_000), clock))
                .isEqualTo(Budget.iterations(100_000));
        assertThat(SERVER.budget(new Budget(0, 0, 3), Clock.suddenDeath(10, 0, 0)))
                .isEqualTo(new Budget(0, 0, 3));
    }

    @Test
    void theMostAMoveMayTakeKeepsTheCapOnWhatIsLeftAndTheCeiling() {
        // 2.5 times the move time
        assertThat(SERVER.maxMillis(Clock.suddenDeath(60_000, 0, 0))).isEqualTo(3_687);
        // half of what is usable: 3 s left, 1 s margin, a large increment
        assertThat(SERVER.maxMillis(Clock.suddenDeath(3_000, 10_000, 5))).isEqualTo(1_000);
        assertThat(SERVER.maxMillis(Clock.suddenDeath(3_000, 0, 100))).isEqualTo(250);
        // the ceiling
        assertThat(SERVER.maxMillis(Clock.suddenDeath(900_000, 10_000, 0))).isEqualTo(30_000);
        // never below the move time, even when the floor lifts it
        assertThat(SERVER.maxMillis(Clock.suddenDeath(0, 0, 0))).isEqualTo(1);
        for (long left = 0; left <= 200_000; left += 997) {
            for (long inc : new long[] {0, 1_000, 60_000}) {
                Clock clock = Clock.suddenDeath(left, inc, 20);
                assertThat(SERVER.maxMillis(clock))
                        .as("left %d inc %d", left, inc)
                        .isBetween(SERVER.moveMillis(clock), Math.max(1, (left - 1_000) / 2));
            }
        }
        // every move taking its most: the clock still lasts 200 moves
        long left = 60_000;
        for (int played = 0; played < 200; played++) {
            left -= SERVER.maxMillis(Clock.suddenDeath(left, 0, played)) + 4;
            assertThat(left).as("after move %d", played + 1).isPositive();
        }
    }

    @Test
    void aBudgetsMostIsNeverBelowItsTime() {
        assertThat(new Budget(500, 0, 0).hardTimeMillis()).isEqualTo(500);
        assertThat(new Budget(500, 0, 0, 1_200).hardTimeMillis()).isEqualTo(1_200);
        assertThat(new Budget(0, 1_000, 0).hardTimeMillis()).isZero();
        assertThatThrownBy(() -> new Budget(500, 0, 0, 400))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("less than its time");
    }

    @Test
    void badInputIsRefusedClearly() {
        assertThatThrownBy(() -> Clock.suddenDeath(-1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("time left");
        assertThatThrownBy(() -> Clock.suddenDeath(0, -5, 0)).hasMessageContaining("increment");
        assertThatThrownBy(() -> new Clock(0, 0, -1, 0)).hasMessageContaining("moves to go");
        assertThatThrownBy(() -> Clock.suddenDeath(0, 0, -1)).hasMessageContaining("moves played");
        assertThatThrownBy(() -> new TimeControl(10, 20, 0.8, 0.5, 0, 0, 1))
                .hasMessageContaining("moves to go");
        assertThatThrownBy(() -> new TimeControl(0, 0, 0.8, 0.5, 0, 0, 1))
                .hasMessageContaining("moves to go");
        assertThatThrownBy(() -> new TimeControl(30, 30, 1.5, 0.5, 0, 0, 1))
                .hasMessageContaining("increment");
        assertThatThrownBy(() -> new TimeControl(30, 30, Double.NaN, 0.5, 0, 0, 1))
                .hasMessageContaining("increment");
        assertThatThrownBy(() -> new TimeControl(30, 30, 0.8, 0, 0, 0, 1))
                .hasMessageContaining("share of the time left");
        assertThatThrownBy(() -> new TimeControl(30, 30, 0.8, 1.2, 0, 0, 1))
                .hasMessageContaining("share of the time left");
        assertThatThrownBy(() -> new TimeControl(30, 30, 0.8, 0.5, -1, 0, 1))
                .hasMessageContaining("floor");
        assertThatThrownBy(() -> new TimeControl(30, 30, 0.8, 0.5, 0, -1, 1))
                .hasMessageContaining("margin");
        assertThatThrownBy(() -> new TimeControl(30, 30, 0.8, 0.5, 0, 0, 0))
                .hasMessageContaining("ceiling");
    }
}
