package org.boardwright.ai.checkers;

import static org.boardwright.ai.checkers.CheckersPatterns.FORKED;
import static org.boardwright.ai.checkers.CheckersPatterns.HAND;
import static org.boardwright.ai.checkers.CheckersPatterns.HAND_FINE;
import static org.boardwright.ai.checkers.CheckersPatterns.KINGS;
import static org.boardwright.ai.checkers.CheckersPatterns.KING_BASE;
import static org.boardwright.ai.checkers.CheckersPatterns.MEN;
import static org.boardwright.ai.checkers.CheckersPatterns.PATTERNS;
import static org.boardwright.ai.checkers.CheckersPatterns.REGIONS;
import static org.boardwright.ai.checkers.CheckersPatterns.TEMPO;
import static org.boardwright.ai.checkers.CheckersPatterns.THREATENED;
import static org.boardwright.ai.checkers.CheckersPatterns.TRADE;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.boardwright.ai.Evaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.Draughts;
import org.boardwright.engine.checkers.DraughtsState;

/**
 * A checkers evaluation learned from self-play, Scan-style: the hand-tuned evaluation ({@link
 * CheckersEvaluation#TUNED}) corrected by a weight for the pattern of men in each of nine board
 * regions, a weight per king square and a few global terms ({@link CheckersPatterns}), all fitted
 * by logistic regression on labelled positions (docs/strength.md, "The learned checkers
 * evaluation"). Scores in hundredths of a man from the side to move; integer sums of table
 * look-ups, allocating nothing.
 *
 * <p>The same weights read any game on the checkers board: over another hand-tuned evaluation in
 * place of checkers' ({@link #shippedOver}, the Twist's), applied unchanged, not refitted.
 */
public final class PatternEvaluation implements Evaluation {

    /** The shipped weights, a resource beside this class. */
    public static final String RESOURCE = "patterns-v4.bin.gz";

    private static PatternEvaluation shipped;

    private final short[] w;
    private final Evaluation hand;

    /** The weights over checkers' hand-tuned evaluation, which they were fitted to correct. */
    public PatternEvaluation(PatternWeights weights) {
        this(weights, CheckersEvaluation.TUNED);
    }

    /**
     * The weights over {@code hand}, an evaluation of a game on the checkers board in hundredths of
     * a man from the side to move; the search's capture values, quiescence and score scale are the
     * hand evaluation's.
     */
    public PatternEvaluation(PatternWeights weights, Evaluation hand) {
        // The weights are integers in the units of the evaluation they were fitted to correct.
        if (weights.scoreScale() != CheckersEvaluation.TUNED.scoreScale()) {
            throw new IllegalArgumentException(
                    "pattern weights at score scale "
                            + weights.scoreScale()
                            + ", not checkers' "
                            + CheckersEvaluation.TUNED.scoreScale());
        }
        w = weights.weights().clone();
        this.hand = hand;
    }

    /** The evaluation with the shipped weights, read once. */
    public static synchronized PatternEvaluation shipped() {
        if (shipped == null) {
            shipped = new PatternEvaluation(shippedWeights());
        }
        return shipped;
    }

    /** The shipped weights over another draughts evaluation {@code hand} (the Twist's). */
    public static PatternEvaluation shippedOver(Evaluation hand) {
        return new PatternEvaluation(shippedWeights(), hand);
    }

    private static PatternWeights shippedWeights() {
        try (InputStream in = PatternEvaluation.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the resource " + RESOURCE + " is missing");
            }
            return PatternWeights.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("the shipped pattern weights: " + e.getMessage(), e);
        }
    }

    @Override
    public int evaluate(GameState state) {
        DraughtsState c = (DraughtsState) state;
        long red = c.pieces(0);
        long white = c.pieces(1);
        long kings = c.kings();
        long redMen = red & ~kings;
        long whiteMen = white & ~kings;
        int redCells = CheckersPatterns.cells(redMen);
        int whiteCells = CheckersPatterns.cells(whiteMen);
        // White's patterns are Red's on the board turned half a turn with the colours swapped.
        int turnedRed = Integer.reverse(whiteCells);
        int turnedWhite = Integer.reverse(redCells);
        int s = 0;
        for (int r = 0; r < REGIONS; r++) {
            s += w[r * PATTERNS + CheckersPatterns.index(r, redCells, whiteCells)];
            s -= w[r * PATTERNS + CheckersPatterns.index(r, turnedRed, turnedWhite)];
        }
        for (long b = red & kings; b != 0; b &= b - 1) {
            s += w[KING_BASE + Draughts.SQUARE_CELL[Long.numberOfTrailingZeros(b)]];
        }
        for (long b = white & kings; b != 0; b &= b - 1) {
            s -= w[KING_BASE + CheckersPatterns.whiteKingCell(Long.numberOfTrailingZeros(b))];
        }
        s += w[MEN] * (Long.bitCount(redMen) - Long.bitCount(whiteMen));
        s += w[KINGS] * (Long.bitCount(red & kings) - Long.bitCount(white & kings));
        s += w[TRADE] * CheckersPatterns.trade(Long.bitCount(red), Long.bitCount(white));
        int mover = c.sideToMove();
        int forMover = mover == 0 ? s : -s;
        int hanging = CheckersPatterns.hanging(red, white, kings, mover);
        forMover += w[TEMPO] + w[THREATENED] * hanging + (hanging >= 2 ? w[FORKED] : 0);
        forMover += w[HAND] * hand.evaluate(state) / HAND_FINE;
        // Division rounds towards zero, so colour-flipped twins stay exact opposites.
        return forMover / PatternWeights.FINE;
    }

    @Override
    public int captureValue(GameState state, int move) {
        return hand.captureValue(state, move);
    }

    @Override
    public Quiescence quiescence() {
        return hand.quiescence();
    }

    @Override
    public double scoreScale() {
        return hand.scoreScale();
    }

    @Override
    public int playoutCutoff() {
        return hand.playoutCutoff();
    }

    @Override
    public double exploration() {
        return hand.exploration();
    }
}
