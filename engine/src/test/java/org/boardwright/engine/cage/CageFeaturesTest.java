package org.boardwright.engine.cage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Square;
import org.junit.jupiter.api.Test;

/** The counts {@link CageFeatures} gives an evaluation, and {@link CageState#jumpGain}. */
class CageFeaturesTest {

    /** A position with these checkers ("Re5", "Bf5", ...) and side to move ('r' or 'b'). */
    static CageState position(char side, String... checkers) {
        char[][] rows = new char[10][10];
        for (char[] row : rows) {
            java.util.Arrays.fill(row, '.');
        }
        for (String c : checkers) {
            Square sq = Square.parse(c.substring(1), 10, 10);
            rows[9 - sq.y()][sq.x()] = c.charAt(0);
        }
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 10; r++) {
            sb.append(rows[r]).append(r < 9 ? "/" : " ");
        }
        return CageGame.INSTANCE.parsePosition(sb.append(side).toString());
    }

    @Test
    void aCheckerAnEnemyCanJumpIsHangingUnlessTheLandingIsBarred() {
        // Blue e4 can jump e5 to e6; Red e5 cannot jump e4, e3 being next to Red e2.
        CageState s = position('b', "Re5", "Re2", "Be4");
        assertThat(CageFeatures.hanging(s, 0)).isEqualTo(1);
        assertThat(CageFeatures.hanging(s, 1)).isZero();
        assertThat(s.legalMoveNotations()).contains("e4xe6");
        CageState red = position('r', "Re5", "Re2", "Be4");
        assertThat(red.legalMoveNotations()).noneMatch(m -> m.contains("x"));
        // A Blue friend next to e6 bars the landing: nothing hangs.
        assertThat(CageFeatures.hanging(position('b', "Re5", "Re2", "Be4", "Bd6"), 0)).isZero();
        // A full landing square too.
        assertThat(CageFeatures.hanging(position('b', "Re5", "Re2", "Be4", "Be6"), 0)).isZero();
        // Edge captures are not counted: a1 has no square beyond it.
        assertThat(CageFeatures.hanging(position('b', "Ra1", "Bb1"), 0)).isZero();
    }

    @Test
    void attachedCheckersHaveAnOrthogonalEnemyNeighbour() {
        CageState s = position('r', "Re5", "Re2", "Be4", "Bg7", "Rf8");
        assertThat(CageFeatures.attached(s, 0)).isEqualTo(1); // e5; f8 is diagonal to g7
        assertThat(CageFeatures.attached(s, 1)).isEqualTo(1); // e4
    }

    @Test
    void anEdgeCheckerWithAnEnemyOnItsInnerSideIsExposed() {
        CageState s = position('r', "Ra5", "Bb5", "Ra1", "Bb1", "Bj5", "Rh5");
        // a5 (Blue b5 inside it) and a1 (Blue b1); Blue's b5 and b1 are not on an edge, and j5 has
        // no Red checker inside it.
        assertThat(CageFeatures.exposedAtEdge(s, 0)).isEqualTo(2);
        assertThat(CageFeatures.exposedAtEdge(s, 1)).isZero();
        // A corner may be taken from either inner side.
        assertThat(CageFeatures.exposedAtEdge(position('r', "Ra1", "Ba2"), 0)).isEqualTo(1);
        // A checker on the edge with the enemy along the edge is not exposed.
        assertThat(CageFeatures.exposedAtEdge(position('r', "Ra5", "Ba6"), 0)).isZero();
    }

    @Test
    void stepsAreTheLegalStepsOfEitherSideInRandomGames() {
        SplittableRandom random = new SplittableRandom(18);
        int[] buffer = new int[GameState.MAX_MOVES];
        int checked = 0;
        for (int game = 0; game < 30; game++) {
            CageState s = CageGame.INSTANCE.newInitialState();
            while (!s.isTerminal()) {
                for (int side = 0; side < 2; side++) {
                    String text = s.position();
                    CageState asIfToMove =
                            CageGame.INSTANCE.parsePosition(
                                    text.substring(0, text.length() - 1) + (side == 0 ? 'r' : 'b'));
                    if (asIfToMove.isTerminal()) {
                        continue;
                    }
                    long stepCount =
                            asIfToMove.legalMoveList().stream()
                                    .filter(m -> !CageState.isJump(m) && m != CageState.PASS)
                                    .count();
                    assertThat(CageFeatures.steps(s, side)).as(text).isEqualTo(stepCount);
                    checked++;
                }
                s.play(s.randomMove(random, buffer));
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }

    @Test
    void ringsCountCheckersByDistanceFromTheEdge() {
        CageState s = position('r', "Ra1", "Rj5", "Rc3", "Re5", "Rf6", "Bb9", "Bd4");
        assertThat(CageFeatures.onRing(s, 0, 0)).isEqualTo(2);
        assertThat(CageFeatures.onRing(s, 0, 2)).isEqualTo(1);
        assertThat(CageFeatures.onRing(s, 0, 4)).isEqualTo(2);
        assertThat(CageFeatures.onRing(s, 1, 1)).isEqualTo(1);
        assertThat(CageFeatures.onRing(s, 1, 3)).isEqualTo(1);
    }

    @Test
    void aJumpGainsItsCapturesLessTheJumperLostAtTheEdge() {
        // Red c3 jumps d3 to e3, then e4 to e5: two checkers.
        CageState s = position('r', "Rc3", "Bd3", "Be4");
        assertThat(s.jumpGain(s.parseMove("c3xe3xe5"))).isEqualTo(2);
        // A single edge capture is a trade.
        CageState edge = position('r', "Rb1", "Ba1");
        assertThat(edge.jumpGain(edge.parseMove("b1xa1"))).isZero();
        // A jump, then an edge capture: two taken, the jumper lost.
        CageState chain = position('r', "Rd2", "Bc2", "Ba3", "Bb1");
        assertThat(chain.legalMoveNotations()).contains("d2xb2xb1");
        assertThat(chain.jumpGain(chain.parseMove("d2xb2xb1"))).isEqualTo(1);
        assertThatThrownBy(() -> s.jumpGain(s.parseMove("c3-d4")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
