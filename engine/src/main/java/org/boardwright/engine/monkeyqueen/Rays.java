package org.boardwright.engine.monkeyqueen;

/**
 * The 12x12 board's squares ({@code y * 12 + x}, a1 = 0) and its eight queen directions, with
 * line-occupancy masks that find how far a slide can go in constant time.
 *
 * <p>Every square lies on four lines: its rank, its file, its diagonal and its anti-diagonal. A
 * line's occupancy is a 12-bit mask (bit = the file, or the rank for files); the empty run from a
 * square in a direction is then the count of zero bits next to the square's bit.
 */
final class Rays {

    static final int SIZE = 12;
    static final int SQUARES = SIZE * SIZE;

    /**
     * Directions 2k and 2k + 1 run both ways along line kind k: rank, file, diagonal,
     * anti-diagonal.
     */
    static final int[] DX = {1, -1, 0, 0, 1, -1, 1, -1};

    static final int[] DY = {0, 0, 1, -1, 1, -1, -1, 1};

    /** The square-number step of each direction. */
    static final int[] STEP = new int[8];

    /** dx² + dy²: 1 along ranks and files, 2 along diagonals. */
    static final int[] LENGTH2 = new int[8];

    /**
     * LINE[kind * 144 + square]: the square's line of that kind, an index into an occupancy array
     * of {@link #LINES}.
     */
    static final int[] LINE = new int[4 * SQUARES];

    /** BIT[kind * 144 + square]: the square's bit in that line's mask. */
    static final int[] BIT = new int[4 * SQUARES];

    /** 12 ranks, 12 files, 23 diagonals, 23 anti-diagonals. */
    static final int LINES = 12 + 12 + 23 + 23;

    /** EDGE[square * 8 + d]: the squares between the square and the board's edge in direction d. */
    static final int[] EDGE = new int[SQUARES * 8];

    /**
     * RAY[square * 8 + d]: the line index (7 bits), the square's bit in it (4 bits) and EDGE (4
     * bits), in one load.
     */
    static final int[] RAY = new int[SQUARES * 8];

    /** The file and rank of each square. */
    static final int[] X = new int[SQUARES];

    static final int[] Y = new int[SQUARES];

    static {
        for (int d = 0; d < 8; d++) {
            STEP[d] = DY[d] * SIZE + DX[d];
            LENGTH2[d] = DX[d] * DX[d] + DY[d] * DY[d];
        }
        for (int s = 0; s < SQUARES; s++) {
            int x = s % SIZE;
            int y = s / SIZE;
            LINE[s] = y;
            BIT[s] = x;
            LINE[SQUARES + s] = 12 + x;
            BIT[SQUARES + s] = y;
            LINE[2 * SQUARES + s] = 24 + x - y + 11;
            BIT[2 * SQUARES + s] = x;
            LINE[3 * SQUARES + s] = 47 + x + y;
            BIT[3 * SQUARES + s] = x;
            for (int d = 0; d < 8; d++) {
                int n = 0;
                while (onBoard(x + (n + 1) * DX[d], y + (n + 1) * DY[d])) {
                    n++;
                }
                EDGE[s * 8 + d] = n;
                int k = (d >> 1) * SQUARES + s;
                RAY[s * 8 + d] = LINE[k] | BIT[k] << 7 | n << 11;
            }
            X[s] = x;
            Y[s] = y;
        }
    }

    /**
     * REACH[row + d]: how many of the empty squares in direction d a stack may slide to without
     * capturing. For a baby, {@code row = babyRow(dx, dy)} with (dx, dy) = the enemy queen minus
     * the baby: the squares strictly closer to the queen (see {@link MonkeyQueenState}). Row {@link
     * #QUEEN_ROW}: every square (a queen of height 3 or more); row {@link #NO_SLIDE_ROW}: none.
     */
    static final int[] REACH = new int[(23 * 23 + 2) * 8];

    static final int QUEEN_ROW = 23 * 23 * 8;
    static final int NO_SLIDE_ROW = QUEEN_ROW + 8;

    static {
        for (int dx = -11; dx <= 11; dx++) {
            for (int dy = -11; dy <= 11; dy++) {
                for (int d = 0; d < 8; d++) {
                    // t steps change the squared distance by t²·LENGTH2 - 2t·(DX·dx + DY·dy):
                    // negative for t < B / LENGTH2
                    int b = 2 * (DX[d] * dx + DY[d] * dy);
                    REACH[babyRow(dx, dy) + d] = b > 0 ? (b - 1) / LENGTH2[d] : 0;
                }
            }
        }
        for (int d = 0; d < 8; d++) {
            REACH[QUEEN_ROW + d] = SIZE;
            REACH[NO_SLIDE_ROW + d] = 0;
        }
    }

    /**
     * TARGETS[square * 64 + i]: the i-th square a queen on an empty board could reach from this
     * square, as {@code d | t << 3} (direction d, t steps), or -1 past the last (at most 43).
     */
    static final int[] TARGETS = new int[SQUARES * 64];

    static {
        java.util.Arrays.fill(TARGETS, -1);
        for (int s = 0; s < SQUARES; s++) {
            int i = 0;
            for (int d = 0; d < 8; d++) {
                for (int t = 1; t <= EDGE[s * 8 + d]; t++) {
                    TARGETS[s * 64 + i++] = d | t << 3;
                }
            }
        }
    }

    /** The REACH row of a baby whose enemy queen is (dx, dy) away. */
    static int babyRow(int dx, int dy) {
        return ((dx + 11) * 23 + dy + 11) * 8;
    }

    private Rays() {}

    static boolean onBoard(int x, int y) {
        return x >= 0 && y >= 0 && x < SIZE && y < SIZE;
    }

    static int x(int square) {
        return X[square];
    }

    static int y(int square) {
        return Y[square];
    }

    /** Flips a square's bit in the occupancy masks of its four lines. */
    static void toggle(int[] occupancy, int square) {
        occupancy[LINE[square]] ^= 1 << BIT[square];
        occupancy[LINE[SQUARES + square]] ^= 1 << BIT[SQUARES + square];
        occupancy[LINE[2 * SQUARES + square]] ^= 1 << BIT[2 * SQUARES + square];
        occupancy[LINE[3 * SQUARES + square]] ^= 1 << BIT[3 * SQUARES + square];
    }

    /**
     * The number of empty squares from {@code square} in direction {@code d} before the first
     * occupied square or the edge. There is a first occupied square (a blocker, at distance run +
     * 1) exactly when the result is less than {@code EDGE[square * 8 + d]}.
     */
    static int run(int[] occupancy, int square, int d) {
        return runAlong(occupancy, RAY[square * 8 + d], d);
    }

    /** {@link #run(int[], int, int)} for the packed {@code ray = RAY[square * 8 + d]}. */
    static int runAlong(int[] occupancy, int ray, int d) {
        int mask = occupancy[ray & 127];
        int bit = ray >>> 7 & 15;
        int edge = ray >>> 11;
        if ((d & 1) == 0) { // towards higher bits: zeros above the square's bit
            return Math.min(Integer.numberOfTrailingZeros(mask >>> (bit + 1)), edge);
        }
        // towards lower bits: shift the bit below the square's up to bit 31 (in two steps, so bit 0
        // gives 0)
        return Math.min(Integer.numberOfLeadingZeros(mask << (31 - bit) << 1), edge);
    }
}
