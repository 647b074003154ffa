package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.boardwright.ai.Budget;
import org.junit.jupiter.api.Test;

class HubLevelTest {

    private static HubLevel apply(HubLevel level, String line) {
        level.apply(HubLine.parse(line));
        return level;
    }

    @Test
    void eachLineSetsWhatItNamesAndKeepsTheRest() {
        HubLevel level = new HubLevel();
        assertThat(level.budget()).isEqualTo(Budget.time(1.0));
        apply(level, "level move-time=90");
        apply(level, "level depth=12");
        assertThat(level.budget()).isEqualTo(new Budget(90_000, 0, 12));
        apply(level, "level nodes=5000");
        assertThat(level.budget()).isEqualTo(new Budget(90_000, 5000, 12));
        apply(level, "level infinite");
        assertThat(level.budget()).isEqualTo(Budget.time(86_400));
        apply(level, "level depth=4");
        assertThat(level.budget()).isEqualTo(new Budget(0, 0, 4));
    }

    @Test
    void aClockGivesAShareOfTheTimeLeftAndABadValueChangesNothing() {
        HubLevel level = apply(new HubLevel(), "level time=59 inc=1");
        // The increment comes before the move (Scan): 60 s to draw on, 60/30 + 0.8.
        assertThat(level.budget().moveTimeMillis()).isEqualTo(2800);
        // an unclear position may take up to 2.5 times that
        assertThat(level.budget().maxTimeMillis()).isEqualTo(7000);
        apply(level, "level moves=2 time=10");
        assertThat(level.budget().moveTimeMillis()).isEqualTo(5000); // half the time left at most
        assertThat(level.budget().maxTimeMillis()).isEqualTo(5000);
        // a move time is also the limit
        apply(level, "level move-time=0.5");
        assertThat(level.budget()).isEqualTo(Budget.time(0.5));
        apply(level, "level moves=2 time=10");
        assertThatThrownBy(() -> apply(level, "level depth=0 move-time=1"))
                .hasMessageContaining("depth");
        assertThatThrownBy(() -> apply(level, "level move-time=-1")).hasMessageContaining("0");
        assertThatThrownBy(() -> apply(level, "level time=soon")).hasMessageContaining("number");
        assertThat(level.budget().moveTimeMillis()).isEqualTo(5000);
    }

    @Test
    void aClockFollowsTheSharedTimeRule() {
        HubLevel level = apply(new HubLevel(), "level time=10 inc=590");
        assertThat(level.budget().moveTimeMillis())
                .as("a large increment never takes more than half of what the move may draw on")
                .isEqualTo(300_000);
        apply(level, "level time=0");
        assertThat(level.budget().moveTimeMillis())
                .as("nothing left: 1 ms, not no limit")
                .isEqualTo(1);
        apply(level, "level time=0.5 moves=5");
        assertThat(level.budget().moveTimeMillis()).isEqualTo(100);
        assertThatThrownBy(() -> apply(level, "level time=-1")).hasMessageContaining("0 to 86400");
        assertThatThrownBy(() -> apply(level, "level time=-1 inc=0.5"))
                .hasMessageContaining("time + inc");
        assertThatThrownBy(() -> apply(level, "level time=5 inc=4000"))
                .hasMessageContaining("inc must be from 0 to 3600");
        assertThatThrownBy(() -> apply(level, "level time=5 moves=0"))
                .hasMessageContaining("moves");
        assertThat(level.budget().moveTimeMillis()).isEqualTo(100);
    }

    /** pydraughts sends its clock less the increment: low on time, below 0. */
    @Test
    void pydraughtsClocksAreReadWithTheIncrementAdded() {
        HubLevel level = apply(new HubLevel(), "level time=29.9 inc=0.1");
        assertThat(level.budget().moveTimeMillis()).isEqualTo(1080); // 30/30 + 0.08
        apply(level, "level time=-0.05 inc=0.1");
        assertThat(level.budget().moveTimeMillis()).isEqualTo(25); // half of 0.05 s
        apply(level, "level moves=10 time=9.5 inc=0.5");
        assertThat(level.budget().moveTimeMillis()).isEqualTo(1400); // 10/10 + 0.4
    }
}
