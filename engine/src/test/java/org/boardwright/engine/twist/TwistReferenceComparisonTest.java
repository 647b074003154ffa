package org.boardwright.engine.twist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Perft;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersReference;
import org.junit.jupiter.api.Test;

/**
 * The Twist's boosted and bonus turns against {@link CheckersReference} (written from the rules of
 * docs/rules/twist.md on plain arrays) on random king-heavy placements, with every king, value and
 * boost.
 */
class TwistReferenceComparisonTest {

    /** Random placements (from the checkers comparison's generator) with Red to move. */
    private static List<String> placements(long seed, int count) {
        List<String> list = new ArrayList<>();
        for (String p :
                org.boardwright.engine.checkers.CheckersReferenceComparisonTest.randomPlacements(
                        seed, count)) {
            list.add(p);
        }
        return list;
    }

    @Test
    void boostedTurnsEqualTheReference() {
        SplittableRandom rng = new SplittableRandom(31);
        int compared = 0;
        for (String position : placements(32, 1500)) {
            String board = position.substring(0, position.indexOf(' '));
            char side = position.charAt(position.length() - 1);
            char king = side == 'r' ? 'R' : 'W';
            String[] ranks = board.split("/");
            for (int r = 0; r < 8; r++) {
                for (int x = 0; x < 8; x++) {
                    if (ranks[r].charAt(x) != king) {
                        continue;
                    }
                    int y = 7 - r;
                    String sq = "" + (char) ('a' + x) + (y + 1);
                    String boost = rng.nextBoolean() ? "speed" : "initiative";
                    int v = 2 + rng.nextInt(5);
                    String twist = board + " " + side + " turn=" + boost + ":" + sq + ":" + v;
                    List<String> expected =
                            CheckersReference.twistMoves(position, boost, x, y, v, -1, -1);
                    assertThat(TwistGame.INSTANCE.parsePosition(twist).legalMoveNotations())
                            .as(twist)
                            .isEqualTo(expected);
                    compared++;
                }
            }
        }
        assertThat(compared).isGreaterThan(1000);
    }

    @Test
    void bonusTurnsEqualTheReference() {
        int compared = 0;
        for (String position : placements(33, 800)) {
            String board = position.substring(0, position.indexOf(' '));
            char side = position.charAt(position.length() - 1);
            String[] ranks = board.split("/");
            for (int r = 0; r < 8; r++) {
                for (int x = 0; x < 8; x++) {
                    char c = ranks[r].charAt(x);
                    if (Character.toLowerCase(c) != side) {
                        continue;
                    }
                    int y = 7 - r;
                    String twist = board + " " + side + " turn=bonus:" + (char) ('a' + x) + (y + 1);
                    List<String> expected =
                            CheckersReference.twistMoves(position, null, -1, -1, 0, x, y);
                    if (expected.isEmpty()) {
                        try {
                            TwistGame.INSTANCE.parsePosition(twist);
                            throw new AssertionError(
                                    "accepted a bonus turn without moves: " + twist);
                        } catch (NotationException e) {
                            continue;
                        }
                    }
                    assertThat(TwistGame.INSTANCE.parsePosition(twist).legalMoveNotations())
                            .as(twist)
                            .isEqualTo(expected);
                    compared++;
                }
            }
        }
        assertThat(compared).isGreaterThan(1000);
    }

    @Test
    void perftOfTwistEqualsCheckersToDepth8() {
        GameState twist = TwistGame.INSTANCE.newInitialState();
        GameState checkers = CheckersGame.INSTANCE.newInitialState();
        for (int d = 1; d <= 8; d++) {
            assertThat(Perft.count(twist, d)).as("perft %d", d).isEqualTo(Perft.count(checkers, d));
        }
    }
}
