package org.boardwright.ai.checkers;

import org.boardwright.engine.checkers.Draughts;

/**
 * The features of the learned checkers evaluation ({@link PatternEvaluation}), Scan-style: the men
 * in each of nine overlapping 4x4 regions of the board (eight dark squares each, a square empty,
 * holding an own man or an enemy man: 3^8 patterns a region, one weight each), a weight per square
 * for a king, and a few global terms. Every Red term has a White twin: the same weight read on the
 * board turned half a turn ({@code sq} to {@code 63 - sq}) with the colours swapped, counted
 * negatively, so a position and its colour-flipped twin score opposite from Red's side by
 * construction. Shared by the trainer and the evaluation, so both read the same features.
 *
 * <p>Weight layout: {@link #REGIONS} tables of {@link #PATTERNS} weights, then {@link #KING_CELLS}
 * king squares, then the global terms from {@link #MEN} on, the last {@link #HAND}: the score of
 * the hand-tuned evaluation, which the patterns correct.
 */
public final class CheckersPatterns {

    /** Regions: 4x4 windows at files and ranks 0, 2 and 4. */
    public static final int REGIONS = 9;

    /** 3^8: the patterns of a region's eight dark squares. */
    public static final int PATTERNS = 6561;

    public static final int KING_CELLS = 32;

    /** Index of the first king-square weight. */
    public static final int KING_BASE = REGIONS * PATTERNS;

    /** Men, Red's less White's (from Red's side). */
    public static final int MEN = KING_BASE + KING_CELLS;

    /** Kings, Red's less White's. */
    public static final int KINGS = MEN + 1;

    /** Pieces ahead times pieces off the board: trading down when ahead. */
    public static final int TRADE = MEN + 2;

    /** The side to move's own terms from here on: 1 for having the move. */
    public static final int TEMPO = MEN + 3;

    /** Pieces of the side to move the enemy could jump were it to move. */
    public static final int THREATENED = MEN + 4;

    /** 1 when two or more are: a fork wins one. */
    public static final int FORKED = MEN + 5;

    /**
     * The hand-tuned evaluation's score ({@link CheckersEvaluation#TUNED}, hundredths of a man for
     * the side to move): the patterns learn what it misses. Its weight is stored {@link #HAND_FINE}
     * times finer than the others.
     */
    public static final int HAND = MEN + 6;

    public static final int WEIGHTS = MEN + 7;

    /** How much finer the weight of {@link #HAND} is stored than the others. */
    public static final int HAND_FINE = 16;

    /** The most features {@link #features} writes. */
    public static final int MAX_FEATURES = 2 * REGIONS + 24 + 7;

    /** MASK[r]: the dark squares of region r. */
    static final long[] MASK = new long[REGIONS];

    /** POW[r * 64 + sq]: 3^(the place of sq among region r's squares), for sq in region r. */
    static final int[] POW = new int[REGIONS * 64];

    /**
     * POW_TURNED[r * 64 + sq]: for sq in region {@code REGIONS - 1 - r}, the digit of region r that
     * sq stands for on the board turned half a turn.
     */
    static final int[] POW_TURNED = new int[REGIONS * 64];

    static {
        for (int r = 0; r < REGIONS; r++) {
            int ox = 2 * (r % 3);
            int oy = 2 * (r / 3);
            int place = 0;
            int power = 1;
            for (int sq = 0; sq < 64; sq++) {
                int x = sq & 7;
                int y = sq >>> 3;
                if ((1L << sq & Draughts.DARK) != 0
                        && x >= ox
                        && x < ox + 4
                        && y >= oy
                        && y < oy + 4) {
                    MASK[r] |= 1L << sq;
                    POW[r * 64 + sq] = power;
                    power *= 3;
                    place++;
                }
            }
            if (place != 8) {
                throw new AssertionError("region " + r + " has " + place + " dark squares");
            }
        }
        for (int r = 0; r < REGIONS; r++) {
            for (long b = MASK[REGIONS - 1 - r]; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                POW_TURNED[r * 64 + sq] = POW[r * 64 + 63 - sq];
            }
        }
    }

    private CheckersPatterns() {}

    /** Region r's pattern index seen by Red: 1 a Red man, 2 a White man, per square. */
    static int redIndex(int r, long redMen, long whiteMen) {
        int base = r * 64;
        int index = 0;
        for (long b = redMen & MASK[r]; b != 0; b &= b - 1) {
            index += POW[base + Long.numberOfTrailingZeros(b)];
        }
        for (long b = whiteMen & MASK[r]; b != 0; b &= b - 1) {
            index += 2 * POW[base + Long.numberOfTrailingZeros(b)];
        }
        return index;
    }

    /** Region r's pattern index seen by White on the turned board: 1 a White man, 2 a Red man. */
    static int whiteIndex(int r, long redMen, long whiteMen) {
        int base = r * 64;
        long mask = MASK[REGIONS - 1 - r];
        int index = 0;
        for (long b = whiteMen & mask; b != 0; b &= b - 1) {
            index += POW_TURNED[base + Long.numberOfTrailingZeros(b)];
        }
        for (long b = redMen & mask; b != 0; b &= b - 1) {
            index += 2 * POW_TURNED[base + Long.numberOfTrailingZeros(b)];
        }
        return index;
    }

    /** The king-square weight of a White king on sq: Red's of the turned square. */
    static int whiteKingCell(int sq) {
        return Draughts.SQUARE_CELL[63 - sq];
    }

    /**
     * The position's features from the side to move: weight indices and their counts (a weight may
     * appear twice; its counts then add). Returns how many were written.
     *
     * @param red Red's pieces, {@code white} White's, {@code kings} the kings of both ({@link
     *     org.boardwright.engine.checkers.CheckersState} bitboards)
     * @param mover 0 Red, 1 White
     * @param hand the hand-tuned evaluation's score of the position ({@link #HAND})
     */
    public static int features(
            long red, long white, long kings, int mover, int hand, int[] index, int[] count) {
        int sign = mover == 0 ? 1 : -1;
        long redMen = red & ~kings;
        long whiteMen = white & ~kings;
        int n = 0;
        for (int r = 0; r < REGIONS; r++) {
            index[n] = r * PATTERNS + redIndex(r, redMen, whiteMen);
            count[n++] = sign;
            index[n] = r * PATTERNS + whiteIndex(r, redMen, whiteMen);
            count[n++] = -sign;
        }
        for (long b = red & kings; b != 0; b &= b - 1) {
            index[n] = KING_BASE + Draughts.SQUARE_CELL[Long.numberOfTrailingZeros(b)];
            count[n++] = sign;
        }
        for (long b = white & kings; b != 0; b &= b - 1) {
            index[n] = KING_BASE + whiteKingCell(Long.numberOfTrailingZeros(b));
            count[n++] = -sign;
        }
        int redPieces = Long.bitCount(red);
        int whitePieces = Long.bitCount(white);
        index[n] = MEN;
        count[n++] = sign * (Long.bitCount(redMen) - Long.bitCount(whiteMen));
        index[n] = KINGS;
        count[n++] = sign * (Long.bitCount(red & kings) - Long.bitCount(white & kings));
        index[n] = TRADE;
        count[n++] = sign * trade(redPieces, whitePieces);
        index[n] = TEMPO;
        count[n++] = 1;
        int hanging = hanging(red, white, kings, mover);
        index[n] = THREATENED;
        count[n++] = hanging;
        index[n] = FORKED;
        count[n++] = hanging >= 2 ? 1 : 0;
        index[n] = HAND;
        count[n++] = hand;
        return n;
    }

    /** Red's lead in pieces times the pieces off the board, from Red's side. */
    static int trade(int redPieces, int whitePieces) {
        return (redPieces - whitePieces) * (24 - redPieces - whitePieces);
    }

    /** The mover's pieces the enemy could jump were it to move. */
    static int hanging(long red, long white, long kings, int mover) {
        long own = mover == 0 ? red : white;
        long enemy = mover == 0 ? white : red;
        return Long.bitCount(CheckersFeatures.threatened(own, enemy, kings, mover ^ 1));
    }
}
