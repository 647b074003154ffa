package org.boardwright.ai.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.checkers.Draughts;
import org.boardwright.engine.checkers.DraughtsState;
import org.boardwright.engine.checkers.Fen;
import org.boardwright.engine.twist.TwistGame;
import org.boardwright.engine.twist.TwistState;
import org.junit.jupiter.api.Test;

class PatternEvaluationTest {

    private static final PatternEvaluation SHIPPED = PatternEvaluation.shipped();

    private static final short[] SHIPPED_WEIGHTS = readShipped().weights();

    private static CheckersState state(long red, long white, long kings, int side) {
        return CheckersGame.INSTANCE.parsePosition(Fen.of(new long[] {red, white}, kings, side));
    }

    /** The position with the board turned half a turn, the colours swapped, the other to move. */
    private static CheckersState twin(CheckersState s) {
        return state(
                Long.reverse(s.pieces(1)),
                Long.reverse(s.pieces(0)),
                Long.reverse(s.kings()),
                s.sideToMove() ^ 1);
    }

    /** Positions of seeded random games (quiet counter 0, as their twins read from text). */
    private static Iterable<CheckersState> randomPositions(int games) {
        java.util.List<CheckersState> positions = new java.util.ArrayList<>();
        SplittableRandom random = new SplittableRandom(27);
        int[] buffer = new int[GameState.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            CheckersState s = (CheckersState) CheckersGame.INSTANCE.newInitialState();
            while (!s.isTerminal() && s.movesPlayed() < 150) {
                positions.add(state(s.pieces(0), s.pieces(1), s.kings(), s.sideToMove()));
                s.play(s.randomMove(random, buffer));
            }
        }
        return positions;
    }

    @Test
    void theShippedWeightsScoreKnownPositions() {
        CheckersState start = (CheckersState) CheckersGame.INSTANCE.newInitialState();
        assertThat(SHIPPED.evaluate(start)).isEqualTo(START_SCORE);
        CheckersState ballot = (CheckersState) CheckersGame.INSTANCE.newInitialState();
        for (String move : "11-15 23-19 8-11".split(" ")) {
            ballot.play(ballot.parseMove(move));
        }
        assertThat(SHIPPED.evaluate(ballot)).isEqualTo(BALLOT_SCORE);
        assertThat(readShipped().scoreScale()).isEqualTo(CheckersEvaluation.TUNED.scoreScale());
        assertThat(SHIPPED.scoreScale()).isEqualTo(CheckersEvaluation.TUNED.scoreScale());
    }

    private static final int START_SCORE = 0;
    private static final int BALLOT_SCORE = -11;

    @Test
    void aPositionAndItsColourFlippedTwinScoreTheSameForTheSideToMove() {
        int n = 0;
        for (CheckersState s : randomPositions(20)) {
            assertThat(SHIPPED.evaluate(twin(s))).as(s.position()).isEqualTo(SHIPPED.evaluate(s));
            n++;
        }
        assertThat(n).isGreaterThan(1000);
    }

    /**
     * The score the trainer's features give a position of either game over the hand evaluation's
     * score {@code hand}: the sum of their weights times their counts, in the evaluation's unit.
     */
    private static int featureSum(DraughtsState s, int hand) {
        int[] index = new int[CheckersPatterns.MAX_FEATURES];
        int[] count = new int[CheckersPatterns.MAX_FEATURES];
        short[] w = SHIPPED_WEIGHTS;
        int k =
                CheckersPatterns.features(
                        s.pieces(0), s.pieces(1), s.kings(), s.sideToMove(), hand, index, count);
        int sum = 0;
        for (int i = 0; i < k; i++) {
            int fine = index[i] == CheckersPatterns.HAND ? CheckersPatterns.HAND_FINE : 1;
            sum += w[index[i]] * count[i] / fine;
        }
        return sum / PatternWeights.FINE;
    }

    @Test
    void theEvaluationIsTheSumOfTheTrainersFeatures() {
        for (CheckersState s : randomPositions(5)) {
            assertThat(SHIPPED.evaluate(s))
                    .as(s.position())
                    .isEqualTo(featureSum(s, CheckersEvaluation.TUNED.evaluate(s)));
        }
    }

    @Test
    void inTheTwistTheSameWeightsReadTheBoardOverTheTwistsOwnEvaluation() {
        PatternEvaluation twist = PatternEvaluation.shippedOver(DraughtsEvaluation.TWIST);
        SplittableRandom random = new SplittableRandom(28);
        int[] buffer = new int[GameState.MAX_MOVES];
        int positions = 0;
        int declarations = 0;
        for (int g = 0; g < 5; g++) {
            TwistState s = (TwistState) TwistGame.INSTANCE.newInitialState();
            while (!s.isTerminal() && s.movesPlayed() < 150) {
                if (!s.isChanceNode()) { // the search scores a roll's position as 0 unevaluated
                    assertThat(twist.evaluate(s))
                            .as(s.position())
                            .isEqualTo(featureSum(s, DraughtsEvaluation.TWIST.evaluate(s)));
                    positions++;
                }
                int n = s.legalMoves(buffer, 0);
                for (int i = 0; i < n; i++) { // declarations and rolls capture nothing
                    assertThat(twist.captureValue(s, buffer[i]))
                            .isEqualTo(DraughtsEvaluation.TWIST.captureValue(s, buffer[i]));
                    declarations += Draughts.kind(buffer[i]) == 3 ? 1 : 0;
                }
                s.play(s.randomMove(random, buffer));
            }
        }
        assertThat(positions).isGreaterThan(200);
        assertThat(declarations).isPositive();
        assertThat(twist.scoreScale()).isEqualTo(DraughtsEvaluation.TWIST.scoreScale());
        assertThat(twist.evaluate(TwistGame.INSTANCE.newInitialState())).isZero();
    }

    @Test
    void patternIndicesOfTwinsMatch() {
        for (CheckersState s : randomPositions(3)) {
            CheckersState t = twin(s);
            long redMen = s.pieces(0) & ~s.kings();
            long whiteMen = s.pieces(1) & ~s.kings();
            long tRed = t.pieces(0) & ~t.kings();
            long tWhite = t.pieces(1) & ~t.kings();
            for (int r = 0; r < CheckersPatterns.REGIONS; r++) {
                assertThat(CheckersPatterns.redIndex(r, tRed, tWhite))
                        .isEqualTo(CheckersPatterns.whiteIndex(r, redMen, whiteMen));
                assertThat(CheckersPatterns.redIndex(r, redMen, whiteMen))
                        .isBetween(0, CheckersPatterns.PATTERNS - 1);
            }
        }
    }

    /**
     * A region's index by its definition: a base-3 digit a dark square, the lowest square first.
     */
    private static int indexByDefinition(int r, long own, long enemy) {
        int index = 0;
        int power = 1;
        for (int sq = 0; sq < 64; sq++) {
            if ((CheckersPatterns.MASK[r] >>> sq & 1) != 0) {
                index += power * ((own >>> sq & 1) != 0 ? 1 : (enemy >>> sq & 1) != 0 ? 2 : 0);
                power *= 3;
            }
        }
        return index;
    }

    @Test
    void cellsAreTheDarkSquaresInCellOrderAndTurnWithTheBoard() {
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 10_000; i++) {
            long board = random.nextLong() & Draughts.DARK;
            int cells = CheckersPatterns.cells(board | ~Draughts.DARK & random.nextLong());
            for (int sq = 0; sq < 64; sq++) {
                if (Draughts.SQUARE_CELL[sq] >= 0) {
                    assertThat(cells >>> Draughts.SQUARE_CELL[sq] & 1)
                            .isEqualTo((int) (board >>> sq & 1));
                }
            }
            assertThat(CheckersPatterns.cells(Long.reverse(board)))
                    .isEqualTo(Integer.reverse(cells));
        }
    }

    @Test
    void regionIndicesAreTheBaseThreeNumbersOfTheirSquares() {
        assertThat(CheckersPatterns.MASK[0]).isEqualTo(0x0000_0000_0A05_0A05L);
        assertThat(CheckersPatterns.MASK[8]).isEqualTo(0xA050_A050_0000_0000L);
        for (CheckersState s : randomPositions(3)) {
            long redMen = s.pieces(0) & ~s.kings();
            long whiteMen = s.pieces(1) & ~s.kings();
            for (int r = 0; r < CheckersPatterns.REGIONS; r++) {
                assertThat(CheckersPatterns.redIndex(r, redMen, whiteMen))
                        .isEqualTo(indexByDefinition(r, redMen, whiteMen));
                assertThat(CheckersPatterns.whiteIndex(r, redMen, whiteMen))
                        .isEqualTo(
                                indexByDefinition(r, Long.reverse(whiteMen), Long.reverse(redMen)));
            }
        }
    }

    @Test
    void evaluatingAllocatesNothing() {
        java.lang.management.ThreadMXBean plain =
                java.lang.management.ManagementFactory.getThreadMXBean();
        assumeTrue(
                plain instanceof com.sun.management.ThreadMXBean,
                "no com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) plain;
        assumeTrue(bean.isThreadAllocatedMemorySupported(), "allocation counting unsupported");
        if (!bean.isThreadAllocatedMemoryEnabled()) {
            bean.setThreadAllocatedMemoryEnabled(true);
        }
        java.util.List<CheckersState> list = new java.util.ArrayList<>();
        randomPositions(3).forEach(list::add);
        CheckersState[] array = list.toArray(new CheckersState[0]);
        long sink = 0;
        for (int round = 0; round < 2000; round++) { // warm-up
            for (CheckersState s : array) {
                sink += SHIPPED.evaluate(s);
            }
        }
        long before = bean.getCurrentThreadAllocatedBytes();
        for (int round = 0; round < 2000; round++) {
            for (CheckersState s : array) {
                sink += SHIPPED.evaluate(s);
            }
        }
        long after = bean.getCurrentThreadAllocatedBytes();
        assertThat(after - before)
                .as("bytes allocated by %d evaluations (sink %d)", 2000 * array.length, sink)
                .isLessThanOrEqualTo(4096); // one object an evaluation would be megabytes
    }

    private static PatternWeights readShipped() {
        try (var in = PatternEvaluation.class.getResourceAsStream(PatternEvaluation.RESOURCE)) {
            return PatternWeights.read(in);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void weightsAtAnotherScoreScaleAreRefused() {
        PatternWeights elsewhere = new PatternWeights(new short[CheckersPatterns.WEIGHTS], 85);
        assertThatThrownBy(() -> new PatternEvaluation(elsewhere))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("scale 85");
    }

    @Test
    void weightsComeBackAsWrittenAndADamagedFileIsRefused() throws IOException {
        short[] w = new short[CheckersPatterns.WEIGHTS];
        w[3] = -7;
        w[CheckersPatterns.HAND] = 300;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PatternWeights(w, 63).write(out);
        PatternWeights back = PatternWeights.read(new ByteArrayInputStream(out.toByteArray()));
        assertThat(back.weights()).isEqualTo(w);
        assertThat(back.scoreScale()).isEqualTo(63);

        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        try (var gzip = new java.util.zip.GZIPOutputStream(raw)) {
            var data = new java.io.DataOutputStream(gzip);
            data.writeInt(PatternWeights.MAGIC);
            data.writeInt(PatternWeights.VERSION);
            data.writeInt(w.length);
            data.writeDouble(63);
            data.write(new byte[2 * w.length]);
            data.writeInt(12345);
            data.flush();
        }
        assertThatThrownBy(() -> PatternWeights.read(new ByteArrayInputStream(raw.toByteArray())))
                .hasMessageContaining("checksum");
        byte[] cut = java.util.Arrays.copyOf(out.toByteArray(), out.size() / 2);
        assertThatThrownBy(() -> PatternWeights.read(new ByteArrayInputStream(cut)))
                .isInstanceOf(IOException.class);
        assertThatThrownBy(() -> new PatternWeights(new short[3], 63))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
