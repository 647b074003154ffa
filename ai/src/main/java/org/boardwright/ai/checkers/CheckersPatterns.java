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

    /**
     * CELL_SHIFT[r]: the cell ({@link #cells}) of region r's lowest square. A window at an even
     * file holds two dark squares of each of its four rows, neighbours in the row's four cells, so
     * its eight cells are that one and the ones 1, 4, 5, 8, 9, 12 and 13 above it.
     */
    private static final int[] CELL_SHIFT = new int[REGIONS];

    /**
     * TERNARY[bits]: the base-3 number with digit i 1 where bit i of {@code bits} is set: a
     * region's eight dark squares ({@link #regionBits}) as digits, the lowest square the lowest
     * digit.
     */
    private static final short[] TERNARY = new short[256];

    static {
        for (int r = 0; r < REGIONS; r++) {
            int ox = 2 * (r % 3);
            int oy = 2 * (r / 3);
            CELL_SHIFT[r] = 4 * oy + ox / 2;
            for (int y = oy; y < oy + 4; y++) {
                for (int x = ox; x < ox + 4; x++) {
                    MASK[r] |= (1L << (8 * y + x)) & Draughts.DARK;
                }
            }
            if (regionBits(cells(MASK[r]), r) != 0xFF || Integer.bitCount(cells(MASK[r])) != 8) {
                throw new AssertionError("region " + r + " is not a 4x4 window like region 0");
            }
        }
        for (int bits = 0; bits < TERNARY.length; bits++) {
            int value = 0;
            for (int digit = 7; digit >= 0; digit--) {
                value = 3 * value + (bits >>> digit & 1);
            }
            TERNARY[bits] = (short) value;
        }
    }

    private CheckersPatterns() {}

    /**
     * The 32 dark squares of {@code board} as 32 bits, one a cell ({@link Draughts#SQUARE_CELL}):
     * row by row from Red's side, four to a row in file order. The board turned half a turn is
     * {@link Integer#reverse} of this, as it is {@link Long#reverse} of the board.
     */
    static int cells(long board) {
        long b = board & Draughts.DARK;
        // Odd rows hold their dark squares on odd files: move them to the even bits like the
        // others.
        b = (b & 0x00FF_00FF_00FF_00FFL) | (b & 0xFF00_FF00_FF00_FF00L) >>> 1;
        b = (b | b >>> 1) & 0x3333_3333_3333_3333L;
        b = (b | b >>> 2) & 0x0F0F_0F0F_0F0F_0F0FL;
        b = (b | b >>> 4) & 0x00FF_00FF_00FF_00FFL;
        b = (b | b >>> 8) & 0x0000_FFFF_0000_FFFFL;
        return (int) (b | b >>> 16);
    }

    /**
     * Region r's eight dark squares in {@code cells} ({@link #cells}) as eight bits, lowest first.
     */
    static int regionBits(int cells, int r) {
        int bits = cells >>> CELL_SHIFT[r] & 0x3333;
        bits = (bits | bits >>> 2) & 0x0F0F;
        return (bits | bits >>> 4) & 0xFF;
    }

    /**
     * Region r's pattern index from the cells ({@link #cells}) of Red's men and White's: the base-3
     * number of its dark squares, a digit 1 for a Red man, 2 for a White man, 0 otherwise, the
     * lowest square the lowest digit.
     */
    static int index(int r, int redCells, int whiteCells) {
        return TERNARY[regionBits(redCells, r)] + 2 * TERNARY[regionBits(whiteCells, r)];
    }

    /**
     * Region r's pattern index seen by Red: the base-3 number of its dark squares, a digit 1 for a
     * Red man, 2 for a White man, 0 otherwise, the lowest square the lowest digit.
     */
    static int redIndex(int r, long redMen, long whiteMen) {
        return index(r, cells(redMen), cells(whiteMen));
    }

    /**
     * Region r's pattern index seen by White: Red's index of region r on the board turned half a
     * turn ({@code sq} to {@code 63 - sq}, {@link Long#reverse}) with the colours swapped.
     */
    static int whiteIndex(int r, long redMen, long whiteMen) {
        return redIndex(r, Long.reverse(whiteMen), Long.reverse(redMen));
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
        int redCells = cells(redMen);
        int whiteCells = cells(whiteMen);
        for (int r = 0; r < REGIONS; r++) {
            index[n] = r * PATTERNS + index(r, redCells, whiteCells);
            count[n++] = sign;
            // White's: Red's on the board turned half a turn with the colours swapped.
            index[n] =
                    r * PATTERNS + index(r, Integer.reverse(whiteCells), Integer.reverse(redCells));
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
