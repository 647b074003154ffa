package org.boardwright.engine.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.boardwright.engine.GameState;
import org.junit.jupiter.api.Test;

class BallotsTest {

    @Test
    void theDeckHas156DistinctBallotsOfThreeLegalMoves() {
        assertThat(CheckersGame.INSTANCE.openings()).isSameAs(Ballots.THREE_MOVE);
        assertThat(Ballots.THREE_MOVE).hasSize(156).doesNotHaveDuplicates();
        Set<String> positions = new HashSet<>();
        Set<String> firstTwo = new HashSet<>();
        for (String ballot : Ballots.THREE_MOVE) {
            String[] moves = ballot.split(" ");
            assertThat(moves).as(ballot).hasSize(3);
            GameState s = CheckersGame.INSTANCE.newInitialState();
            for (String m : moves) {
                s.play(s.parseMove(m)); // throws for an illegal move
            }
            assertThat(s.isTerminal()).isFalse();
            positions.add(s.position());
            firstTwo.add(moves[0] + " " + moves[1]);
        }
        // No two ballots reach the same position; the 7 first moves, 46 of their 49 replies.
        assertThat(positions).hasSize(156);
        assertThat(firstTwo).hasSize(46);
    }

    @Test
    void barredBallotsAreLeftOut() {
        // ACF 3 and 137 ("Shark") are barred; 1 and 153 ("Black Widow", mail play) are in.
        assertThat(Ballots.THREE_MOVE)
                .doesNotContain("9-13 21-17 10-14", "11-16 21-17 10-14")
                .contains("9-13 21-17 5-9", "11-16 23-19 16x23");
        assertThat(Ballots.THREE_MOVE.get(0)).isEqualTo("9-13 21-17 5-9");
        assertThat(Ballots.THREE_MOVE.get(155)).isEqualTo("12-16 24-20 10-15");
    }
}
