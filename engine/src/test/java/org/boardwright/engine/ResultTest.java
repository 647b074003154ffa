package org.boardwright.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ResultTest {

    @Test
    void notationScoresAndWinners() {
        assertThat(Result.FIRST_WINS.notation()).isEqualTo("1-0");
        assertThat(Result.SECOND_WINS.notation()).isEqualTo("0-1");
        assertThat(Result.DRAW.notation()).isEqualTo("1/2-1/2");
        assertThat(Result.UNFINISHED.notation()).isEqualTo("*");
        assertThat(Result.ONGOING.notation()).isEqualTo("*");
        assertThat(Result.ONGOING.isOver()).isFalse();
        assertThat(Result.UNFINISHED.isOver()).isTrue();
        assertThat(Result.FIRST_WINS.score(0)).isEqualTo(1.0);
        assertThat(Result.FIRST_WINS.score(1)).isEqualTo(0.0);
        assertThat(Result.SECOND_WINS.score(1)).isEqualTo(1.0);
        assertThat(Result.DRAW.score(0)).isEqualTo(0.5);
        assertThat(Result.UNFINISHED.score(1)).isEqualTo(0.5);
        assertThat(Result.winFor(0)).isEqualTo(Result.FIRST_WINS);
        assertThat(Result.winFor(1)).isEqualTo(Result.SECOND_WINS);
        assertThat(Result.FIRST_WINS.winner()).isZero();
        assertThat(Result.SECOND_WINS.winner()).isEqualTo(1);
        assertThat(Result.DRAW.winner()).isEqualTo(-1);
        assertThat(Result.ONGOING.winner()).isEqualTo(-1);
    }

    @Test
    void fromNotationReadsResultsAndRejectsOthers() {
        assertThat(Result.fromNotation("1-0")).isEqualTo(Result.FIRST_WINS);
        assertThat(Result.fromNotation("0-1")).isEqualTo(Result.SECOND_WINS);
        assertThat(Result.fromNotation("1/2-1/2")).isEqualTo(Result.DRAW);
        assertThat(Result.fromNotation("*"))
                .isIn(Result.ONGOING, Result.UNFINISHED); // "*": not finished by a rule
        for (String bad : new String[] {"", "1-1", "½-½", "draw", "1 - 0"}) {
            assertThatThrownBy(() -> Result.fromNotation(bad))
                    .isInstanceOf(NotationException.class)
                    .hasMessageContaining("unknown result");
        }
    }
}
