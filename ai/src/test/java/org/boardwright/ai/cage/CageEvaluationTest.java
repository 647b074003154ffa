package org.boardwright.ai.cage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Square;
import org.boardwright.engine.cage.CageGame;
import org.boardwright.engine.cage.CageState;
import org.junit.jupiter.api.Test;

/**
 * Cage's evaluation: each feature on hand-built positions, the side to move's point of view, colour
 * symmetry; and that Cage's players use it.
 */
class CageEvaluationTest {

    private static final CageEvaluation TUNED = CageEvaluation.TUNED;

    /** A position with these checkers ("Re5", "Bf5", ...) and side to move ('r' or 'b'). */
    private static CageState position(char side, String... checkers) {
        char[][] rows = new char[10][10];
        for (char[] row : rows) {
            Arrays.fill(row, '.');
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

    /** The evaluation with weight {@code name} 1 and every other 0. */
    private static CageEvaluation only(String name) {
        int[] w = new int[TUNED.weightNames().size()];
        w[TUNED.weightNames().indexOf(name)] = 1;
        return TUNED.withWeights(w, 100);
    }

    /** What the weight {@code name} alone adds to material in this position. */
    private static int term(String name, CageState s) {
        int[] none = new int[TUNED.weightNames().size()];
        return only(name).evaluate(s) - TUNED.withWeights(none, 100).evaluate(s);
    }

    /** The same position with the colours (and the side to move) swapped. */
    private static CageState swapped(CageState s) {
        String text = s.position();
        StringBuilder sb = new StringBuilder();
        for (char c : text.toCharArray()) {
            sb.append(
                    switch (c) {
                        case 'R' -> 'B';
                        case 'B' -> 'R';
                        case 'r' -> 'b';
                        case 'b' -> 'r';
                        default -> c;
                    });
        }
        return CageGame.INSTANCE.parsePosition(sb.toString());
    }

    @Test
    void materialIsTheUnitAndCountsForTheSideToMove() {
        // Red three checkers to Blue's two, far apart: no other term differs much.
        String[] checkers = {"Rc3", "Rh3", "Re8", "Bc8", "Bh8"};
        int[] none = new int[TUNED.weightNames().size()];
        CageEvaluation material = TUNED.withWeights(none, 100);
        assertThat(material.evaluate(position('r', checkers))).isEqualTo(100);
        assertThat(material.evaluate(position('b', checkers))).isEqualTo(-100);
        assertThat(TUNED.evaluate(position('r', checkers))).isPositive();
        assertThat(TUNED.evaluate(position('b', checkers))).isNegative();
    }

    @Test
    void attachedCheckersCount() {
        // Red e4 and e6 are attached to Blue e5, which is one attached checker; Blue h2 is free.
        String[] checkers = {"Re4", "Re6", "Be5", "Bh2"};
        assertThat(term("ATTACHED", position('r', checkers))).isEqualTo(1);
        assertThat(term("ATTACHED", position('b', checkers))).isEqualTo(-1);
    }

    @Test
    void exposedEdgeCheckersCount() {
        // Red a5 has Blue b5 inside it; nothing of Blue's is exposed.
        String[] checkers = {"Ra5", "Bb5", "Rh8", "Bh2"};
        assertThat(term("EXPOSED", position('r', checkers))).isEqualTo(1);
        assertThat(term("EXPOSED", position('b', checkers))).isEqualTo(-1);
    }

    @Test
    void mobilityCountsEachSidesSteps() {
        // A free Red checker in the open has steps; Blue f6 alone at the centre can neither
        // centre nor adjoin.
        CageState s = position('r', "Rc3", "Bf6");
        assertThat(term("MOBILITY", s)).isPositive();
        assertThat(term("MOBILITY", position('b', "Rc3", "Bf6"))).isNegative();
    }

    @Test
    void aCheckerTheMoverCanJumpIsTakeableAndOneTheEnemyCanJumpIsThreatened() {
        // Blue e4 can jump Red e5 (to e6); Red cannot jump back (e3 is next to Red e2).
        String[] checkers = {"Re5", "Re2", "Be4"};
        assertThat(term("TAKEABLE", position('b', checkers))).isEqualTo(1);
        assertThat(term("TAKEABLE", position('r', checkers))).isZero();
        assertThat(term("THREATENED", position('r', checkers))).isEqualTo(-1);
        assertThat(term("THREATENED", position('b', checkers))).isZero();
    }

    @Test
    void aLeadCountsMoreWithFewerCheckers() {
        // A lead of one with 5 checkers on the board: 100 * 95 / 1000 = 9 besides material.
        assertThat(term("TRADE_TENTHS", position('r', "Rc3", "Rh3", "Re8", "Bc8", "Bh8")))
                .isEqualTo(9);
        assertThat(term("TRADE_TENTHS", position('b', "Rc3", "Rh3", "Re8", "Bc8", "Bh8")))
                .isEqualTo(-9);
        assertThat(term("TRADE_TENTHS", position('r', "Rc3", "Rh3", "Bc8", "Bh8"))).isZero();
    }

    @Test
    void ringsCountFromTheEdge() {
        // Red on ring 2 (c3), Blue on the edge: each RING_k counts its ring only.
        String[] checkers = {"Rc3", "Bj10"};
        assertThat(term("RING_2", position('r', checkers))).isEqualTo(1);
        assertThat(term("RING_1", position('r', checkers))).isZero();
        assertThat(term("RING_2", position('b', checkers))).isEqualTo(-1);
        assertThat(term("RING_4", position('r', "Re5", "Bj10"))).isEqualTo(1);
    }

    @Test
    void symmetricPositionsAreEvenForEitherSideToMove() {
        // Mirror images with colours swapped (x to 9 - x), no jump pending.
        String[] checkers = {"Rc3", "Bh3", "Rd7", "Bg7", "Ra9", "Bj9", "Re5", "Bf5"};
        // e5 and f5 are attached and could jump each other: leave them out for the zero test.
        String[] quiet = Arrays.copyOf(checkers, 6);
        assertThat(TUNED.evaluate(position('r', quiet))).isZero();
        assertThat(TUNED.evaluate(position('b', quiet))).isZero();
        assertThat(TUNED.evaluate(CageGame.INSTANCE.newInitialState())).isZero();
        // With a jump pending for both, the side to move scores the same either way.
        assertThat(TUNED.evaluate(position('r', checkers)))
                .isEqualTo(TUNED.evaluate(position('b', checkers)));
    }

    @Test
    void swappingTheColoursKeepsTheScoreInRandomGames() {
        SplittableRandom random = new SplittableRandom(4);
        int[] buffer = new int[GameState.MAX_MOVES];
        for (int game = 0; game < 20; game++) {
            CageState s = CageGame.INSTANCE.newInitialState();
            while (!s.isTerminal()) {
                assertThat(TUNED.evaluate(swapped(s)))
                        .as(s.position())
                        .isEqualTo(TUNED.evaluate(s));
                s.play(s.randomMove(random, buffer));
            }
        }
    }

    @Test
    void longerJumpsAreTriedFirst() {
        // Red c3: c3xe3xe5 takes two, an edge capture b1xa1 trades one for one.
        CageState s = position('r', "Rc3", "Bd3", "Be4", "Rb1", "Ba1");
        int chain = TUNED.captureValue(s, s.parseMove("c3xe3xe5"));
        int edge = TUNED.captureValue(s, s.parseMove("b1xa1"));
        assertThat(chain).isEqualTo(3);
        assertThat(edge).isEqualTo(1);
        assertThat(TUNED.captureValue(s, s.parseMove("c3-d4"))).isZero();
    }

    /** The tuned evaluation with every jump ordered alike, as before. */
    private record JumpsAlike(Evaluation e) implements Evaluation {
        @Override
        public int evaluate(GameState state) {
            return e.evaluate(state);
        }

        @Override
        public int captureValue(GameState state, int move) {
            return CageState.isJump(move) ? 1 : 0;
        }
    }

    private static long nodes(Evaluation e, GameState position, int depth) {
        AlphaBeta ab = new AlphaBeta(AlphaBeta.Config.standard("test", 1), e);
        long[] last = new long[1];
        ab.chooseMove(position, new Budget(0, 0, depth), info -> last[0] = info.nodes());
        return last[0];
    }

    @Test
    void orderingJumpsByGainSearchesFewerNodes() {
        SplittableRandom random = new SplittableRandom(99);
        int[] buffer = new int[GameState.MAX_MOVES];
        long byGain = 0;
        long alike = 0;
        for (int i = 0; i < 8; i++) {
            CageState s = CageGame.INSTANCE.newInitialState();
            int plies = 10 + random.nextInt(60);
            for (int p = 0; p < plies && !s.isTerminal(); p++) {
                s.play(s.randomMove(random, buffer));
            }
            if (s.isTerminal()) {
                continue;
            }
            byGain += nodes(TUNED, s, 4);
            alike += nodes(new JumpsAlike(TUNED), s, 4);
        }
        assertThat(byGain).isPositive().isLessThan(alike);
    }

    @Test
    void cageIsJudgedByTheTunedEvaluation() {
        assertThat(Evaluations.forGame(CageGame.INSTANCE)).isSameAs(CageEvaluation.TUNED);
    }
}
