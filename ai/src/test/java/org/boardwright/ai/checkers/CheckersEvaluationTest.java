package org.boardwright.ai.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.Evaluations;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.junit.jupiter.api.Test;

/**
 * Checkers' evaluation: each feature on hand-made positions (FEN: B is Red, the first player, on
 * squares 1-12, W White on 21-32), the side to move's point of view, colour symmetry on random
 * positions, nothing allocated; and that checkers' players use it.
 */
class CheckersEvaluationTest {

    private static final CheckersGame GAME = CheckersGame.INSTANCE;
    private static final CheckersEvaluation TUNED = CheckersEvaluation.TUNED;

    private static CheckersState fen(String fen) {
        return GAME.parsePosition(fen);
    }

    /** The evaluation with weight {@code name} 1 and every other 0. */
    private static CheckersEvaluation only(String name) {
        int[] w = new int[TUNED.weightNames().size()];
        int i = TUNED.weightNames().indexOf(name);
        assertThat(i).as(name).isNotNegative();
        w[i] = 1;
        return TUNED.withWeights(w, 100);
    }

    /** What the weight {@code name} alone adds to material in this position. */
    private static int term(String name, CheckersState s) {
        int[] none = new int[TUNED.weightNames().size()];
        return only(name).evaluate(s) - TUNED.withWeights(none, 100).evaluate(s);
    }

    /** The position turned half a turn with the colours and the side to move swapped. */
    static CheckersState mirrored(CheckersState s) {
        String[] parts = s.position().split(" ", 2);
        StringBuilder board = new StringBuilder(parts[0]).reverse();
        for (int i = 0; i < board.length(); i++) {
            board.setCharAt(i, swap(board.charAt(i)));
        }
        String rest = parts[1];
        return GAME.parsePosition(board + " " + swap(rest.charAt(0)) + rest.substring(1));
    }

    private static char swap(char c) {
        return switch (c) {
            case 'r' -> 'w';
            case 'w' -> 'r';
            case 'R' -> 'W';
            case 'W' -> 'R';
            default -> c;
        };
    }

    @Test
    void checkersIsJudgedByTheTunedEvaluation() {
        assertThat(Evaluations.forGame(GAME)).isSameAs(CheckersEvaluation.TUNED);
    }

    @Test
    void aManWithNoEnemyInItsConeIsARunaway() {
        // Red f6 (22); White's only piece, a king on b8 (32), is outside the cone e7, g7, d8, f8,
        // h8.
        CheckersState free = fen("B:WK32:B22");
        assertThat(CheckersFeatures.runaways(free.pieces(0), free.pieces(1), 0)).isEqualTo(1);
        assertThat(CheckersFeatures.runawayRanks(free.pieces(0), free.pieces(1), 0)).isEqualTo(5);
        assertThat(term("RUNAWAY", free)).isEqualTo(1);
        assertThat(term("RUNAWAY_RANK", free)).isEqualTo(5);
        assertThat(term("RUNAWAY", fen("W:WK32:B22"))).isEqualTo(-1);
        // A king on d8 (31) can meet it.
        CheckersState met = fen("B:WK31:B22");
        assertThat(CheckersFeatures.runaways(met.pieces(0), met.pieces(1), 0)).isZero();
        assertThat(term("RUNAWAY", met)).isZero();
        // White's man on b8 has Red's f6 outside its cone too: both run.
        CheckersState both = fen("B:W32:B22");
        assertThat(CheckersFeatures.runaways(both.pieces(1), both.pieces(0), 1)).isEqualTo(1);
        assertThat(term("RUNAWAY", both)).isZero();
        assertThat(term("RUNAWAY_RANK", both)).isEqualTo(5);
    }

    @Test
    void piecesTheEnemyCouldJumpAreThreatenedAndTwoAreAFork() {
        // Red d4 (15); White c5 (19) could jump it to e3.
        // White b6 (24) backs c5, so Red cannot jump it.
        CheckersState one = fen("B:W19,24:B15");
        assertThat(term("THREATENED", one)).isEqualTo(-1);
        assertThat(term("FORKED", one)).isZero();
        // With White to move the jump is White's to make, not a threat against the mover.
        assertThat(term("THREATENED", fen("W:W19,24:B15"))).isZero();
        // Red d4 and f4 (15, 14); White e5 (18) could take either.
        CheckersState fork = fen("B:W18:B14,15");
        assertThat(term("THREATENED", fork)).isEqualTo(-2);
        assertThat(term("FORKED", fork)).isEqualTo(-1);
        // A backed man cannot be jumped: Red e3 (10) behind d4 closes the landing square.
        assertThat(term("THREATENED", fen("B:W19,24:B15,10"))).isZero();
    }

    @Test
    void theBackRankGuardsCountWhileTheEnemyHasMen() {
        // Red's bridge 1 and 3, White's 30 and 32.
        assertThat(term("BRIDGE", fen("B:W21:B1,3"))).isEqualTo(1);
        assertThat(term("BRIDGE", fen("B:W30,32:B1,3"))).isZero();
        assertThat(term("BRIDGE", fen("W:W30,32:B12"))).isEqualTo(1);
        assertThat(term("BRIDGE", fen("B:WK21:B1,3"))).as("no enemy man to stop").isZero();
        // Red's triangle 2, 3, 7; White's 26, 30, 31.
        assertThat(term("TRIANGLE", fen("B:W21:B2,3,7"))).isEqualTo(1);
        assertThat(term("TRIANGLE", fen("B:W21:B2,3"))).isZero();
        assertThat(term("TRIANGLE", fen("B:W26,30,31:B12"))).isEqualTo(-1);
    }

    @Test
    void aManInTheEnemysDogHoleCounts() {
        // Red on 28 (a7), White on 5 (h2).
        assertThat(term("DOG_HOLE", fen("B:W21:B28"))).isEqualTo(1);
        assertThat(term("DOG_HOLE", fen("B:W5:B12"))).isEqualTo(-1);
        assertThat(term("DOG_HOLE", fen("B:W5:B28"))).isZero();
    }

    @Test
    void centreAndWingBalanceCountMen() {
        // Red on d4 and e5 (15, 18), White on c5 (19); f4 (14) empty.
        assertThat(term("CENTRE", fen("B:W19,32:B15,18,1"))).isEqualTo(1);
        assertThat(CheckersFeatures.centre(fen("B:W32:B14,15,18,19").pieces(0))).isEqualTo(4);
        // Red a3, c3, g3 (12, 11, 9): two on the west wing, one on the east.
        CheckersState s = fen("B:W30,31:B9,11,12");
        assertThat(CheckersFeatures.imbalance(s.pieces(0))).isEqualTo(1);
        assertThat(CheckersFeatures.imbalance(s.pieces(1))).isZero();
        assertThat(term("IMBALANCE", s)).isEqualTo(1);
    }

    @Test
    void blockedMenAndTheKingsFreedomCount() {
        // Red a3 (12) behind Red b4 (16): a3 cannot step; b4 can.
        CheckersState blocked = fen("B:W32:B12,16");
        assertThat(term("BLOCKED", blocked)).isEqualTo(1);
        // A Red king on a1 (4) behind Red b2 (8) cannot step; White's king on e5 (18) steps four
        // ways.
        CheckersState kings = fen("B:WK18:BK4,8");
        assertThat(term("TRAPPED_KING", kings)).isEqualTo(1);
        assertThat(term("KING_MOBILITY", kings)).isEqualTo(-4);
        assertThat(
                        CheckersFeatures.kingSteps(
                                kings.pieces(1) & kings.kings(), kings.pieces(0) | kings.pieces(1)))
                .isEqualTo(4);
    }

    @Test
    void theFirstKingCountsAgainstMenAlone() {
        assertThat(term("FIRST_KING", fen("B:W21,22:BK4,12"))).isEqualTo(1);
        assertThat(term("FIRST_KING", fen("W:W21,22:BK4,12"))).isEqualTo(-1);
        assertThat(term("FIRST_KING", fen("B:W21,K22:BK4,12"))).isZero();
    }

    @Test
    void theConesWidenOneFileARank() {
        // Red c3 (x 2, y 2): b4 and d4 ahead, a5 to e5, and so on; h6 is beyond, nothing behind.
        int c3 = 2 + 8 * 2;
        long cone = CheckersFeatures.cone(0, c3);
        assertThat(cone & (1L << (3 + 8 * 3))).isNotZero();
        assertThat(cone & (1L << (6 + 8 * 6))).isNotZero();
        assertThat(cone & (1L << (7 + 8 * 7))).isNotZero();
        assertThat(cone & (1L << (7 + 8 * 5))).isZero();
        assertThat(cone & 0xFFFFFFL).isZero();
        // White's cone is Red's turned half a turn.
        assertThat(Long.reverse(CheckersFeatures.cone(1, 63 - c3))).isEqualTo(cone);
    }

    @Test
    void aPositionAndItsColourFlippedMirrorScoreTheSameForTheSideToMove() {
        for (CheckersState s : randomPositions(40, 5)) {
            CheckersState m = mirrored(s);
            assertThat(TUNED.evaluate(m)).as(s.position()).isEqualTo(TUNED.evaluate(s));
        }
        assertThat(TUNED.evaluate(GAME.newInitialState())).isZero();
    }

    @Test
    void everyNewWeightIsSymmetricOnItsOwn() {
        List<CheckersState> positions = randomPositions(20, 8);
        for (String name : TUNED.weightNames()) {
            CheckersEvaluation e = only(name);
            for (CheckersState s : positions) {
                assertThat(e.evaluate(mirrored(s)))
                        .as(name + " " + s.position())
                        .isEqualTo(e.evaluate(s));
            }
        }
    }

    @Test
    void evaluatingAllocatesNothing() {
        java.lang.management.ThreadMXBean plain = ManagementFactory.getThreadMXBean();
        assumeTrue(
                plain instanceof com.sun.management.ThreadMXBean,
                "no com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) plain;
        assumeTrue(bean.isThreadAllocatedMemorySupported(), "allocation counting unsupported");
        if (!bean.isThreadAllocatedMemoryEnabled()) {
            bean.setThreadAllocatedMemoryEnabled(true);
        }
        List<CheckersState> positions = randomPositions(20, 3);
        CheckersState[] array = positions.toArray(new CheckersState[0]);
        long sink = 0;
        for (int round = 0; round < 2000; round++) { // warm-up
            for (CheckersState s : array) {
                sink += TUNED.evaluate(s);
            }
        }
        long before = bean.getCurrentThreadAllocatedBytes();
        for (int round = 0; round < 2000; round++) {
            for (CheckersState s : array) {
                sink += TUNED.evaluate(s);
            }
        }
        long after = bean.getCurrentThreadAllocatedBytes();
        assertThat(after - before)
                .as("bytes allocated by %d evaluations (sink %d)", 2000 * array.length, sink)
                .isLessThanOrEqualTo(4096); // one object an evaluation would be megabytes
    }

    /** Positions of seeded random games, none over, some with a quiet count. */
    private static List<CheckersState> randomPositions(int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[GameState.MAX_MOVES];
        List<CheckersState> positions = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            CheckersState s = GAME.newInitialState();
            int plies = random.nextInt(120);
            for (int p = 0; p < plies && !s.isTerminal(); p++) {
                s.play(s.randomMove(random, buffer));
                if (!s.isTerminal() && random.nextInt(8) == 0) {
                    positions.add(s.copy());
                }
            }
        }
        return positions;
    }
}
