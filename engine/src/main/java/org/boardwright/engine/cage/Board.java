package org.boardwright.engine.cage;

/**
 * The 10x10 board as a 100-bit set split over two {@code long}s: square {@code s = 10 * y + x}; the
 * low half holds squares 0 to 49 (ranks 1 to 5) in bits 0 to 49, the high half squares 50 to 99
 * (ranks 6 to 10). Shifts move a whole set one square in a direction; bits that would leave the
 * board (or wrap round to the other side) are dropped. Also the per-square tables.
 */
final class Board {

    static final int SIZE = 10;
    static final int SQUARES = 100;
    static final int HALF_SQUARES = 50;

    /** The 50 bits of one half. */
    static final long HALF = (1L << 50) - 1;

    private static final long FILE_A = 1L | 1L << 10 | 1L << 20 | 1L << 30 | 1L << 40;
    private static final long NOT_FILE_A = HALF & ~FILE_A;
    private static final long NOT_FILE_J = HALF & ~(FILE_A << 9);
    private static final long FIRST_RANK_OF_HALF = (1L << SIZE) - 1;

    /** Directions: 0-3 orthogonal (N, E, S, W), 4-7 diagonal (NE, SE, SW, NW). */
    static final int[] DX = {0, 1, 0, -1, 1, 1, -1, -1};

    static final int[] DY = {1, 0, -1, 0, 1, -1, -1, 1};

    /** The square-number change of a step in each direction. */
    static final int[] DELTA = new int[8];

    /**
     * NEIGHBOUR[4 * s + d]: the square next to s in orthogonal direction d, or -1 off the board.
     */
    static final int[] NEIGHBOUR = new int[4 * SQUARES];

    /**
     * For each direction, the destinations of the centering steps in that direction (strictly
     * closer to the centre point than their origin): low and high halves.
     */
    static final long[] CENTERING_LO = new long[8];

    static final long[] CENTERING_HI = new long[8];

    /**
     * For each orthogonal direction, the squares from which a jump in that direction is an edge
     * capture: the next square is on the board's last line, the one beyond is off the board.
     */
    static final long[] EDGE_JUMP_LO = new long[4];

    static final long[] EDGE_JUMP_HI = new long[4];

    static {
        for (int d = 0; d < 8; d++) {
            DELTA[d] = DY[d] * SIZE + DX[d];
        }
        for (int s = 0; s < SQUARES; s++) {
            int x = s % SIZE;
            int y = s / SIZE;
            for (int d = 0; d < 4; d++) {
                NEIGHBOUR[4 * s + d] = onBoard(x + DX[d], y + DY[d]) ? s + DELTA[d] : -1;
                if (onBoard(x + DX[d], y + DY[d]) && !onBoard(x + 2 * DX[d], y + 2 * DY[d])) {
                    if (s < HALF_SQUARES) {
                        EDGE_JUMP_LO[d] |= 1L << s;
                    } else {
                        EDGE_JUMP_HI[d] |= 1L << (s - HALF_SQUARES);
                    }
                }
            }
            for (int d = 0; d < 8; d++) {
                int tx = x + DX[d];
                int ty = y + DY[d];
                if (onBoard(tx, ty) && centreDistance2(tx, ty) < centreDistance2(x, y)) {
                    int t = ty * SIZE + tx;
                    if (t < HALF_SQUARES) {
                        CENTERING_LO[d] |= 1L << t;
                    } else {
                        CENTERING_HI[d] |= 1L << (t - HALF_SQUARES);
                    }
                }
            }
        }
    }

    private Board() {}

    static boolean onBoard(int x, int y) {
        return x >= 0 && y >= 0 && x < SIZE && y < SIZE;
    }

    /** Four times the squared distance from the centre of (x, y) to the board's centre point. */
    static int centreDistance2(int x, int y) {
        int dx = 2 * x - 9;
        int dy = 2 * y - 9;
        return dx * dx + dy * dy;
    }

    /** Whether square s is in the set (lo, hi). */
    static boolean has(long lo, long hi, int s) {
        return s < HALF_SQUARES ? (lo >>> s & 1) != 0 : (hi >>> (s - HALF_SQUARES) & 1) != 0;
    }

    static int count(long lo, long hi) {
        return Long.bitCount(lo) + Long.bitCount(hi);
    }

    // One-square shifts of a set, half by half.

    static long northLo(long lo) {
        return lo << SIZE & HALF;
    }

    static long northHi(long lo, long hi) {
        return (hi << SIZE & HALF) | lo >>> (HALF_SQUARES - SIZE);
    }

    static long southLo(long lo, long hi) {
        return lo >>> SIZE | (hi & FIRST_RANK_OF_HALF) << (HALF_SQUARES - SIZE);
    }

    static long southHi(long hi) {
        return hi >>> SIZE;
    }

    static long east(long half) {
        return half << 1 & NOT_FILE_A;
    }

    static long west(long half) {
        return half >>> 1 & NOT_FILE_J;
    }

    /** The low half of the set shifted one square in direction d. */
    static long shiftLo(int d, long lo, long hi) {
        switch (d) {
            case 0:
                return northLo(lo);
            case 1:
                return east(lo);
            case 2:
                return southLo(lo, hi);
            case 3:
                return west(lo);
            case 4:
                return east(northLo(lo));
            case 5:
                return east(southLo(lo, hi));
            case 6:
                return west(southLo(lo, hi));
            default:
                return west(northLo(lo));
        }
    }

    /** The high half of the set shifted one square in direction d. */
    static long shiftHi(int d, long lo, long hi) {
        switch (d) {
            case 0:
                return northHi(lo, hi);
            case 1:
                return east(hi);
            case 2:
                return southHi(hi);
            case 3:
                return west(hi);
            case 4:
                return east(northHi(lo, hi));
            case 5:
                return east(southHi(hi));
            case 6:
                return west(southHi(hi));
            default:
                return west(northHi(lo, hi));
        }
    }

    /** The low half of the squares orthogonally next to some square of the set. */
    static long adjacentLo(long lo, long hi) {
        return northLo(lo) | southLo(lo, hi) | east(lo) | west(lo);
    }

    static long adjacentHi(long lo, long hi) {
        return northHi(lo, hi) | southHi(hi) | east(hi) | west(hi);
    }
}
