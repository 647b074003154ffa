package org.boardwright.ai.checkers;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.boardwright.engine.checkers.Draughts;

/**
 * One class of checkers endgame positions: so many red men, red kings, white men and white kings
 * (each side at least one piece), either side to move. Its positions are numbered by a perfect
 * index per group (the rank of each group's squares among the squares it may stand on: red men off
 * the eighth rank, white men off the first, kings anywhere), the four groups and the side to move
 * multiplied out. Numbers whose groups share a square are no position (a few per cent of the space,
 * kept for the index's simplicity).
 */
record EndgameClass(int redMen, int redKings, int whiteMen, int whiteKings) {

    /** Squares (dark cells) a red man may stand on (cells 0 to 27), a white man (4 to 31). */
    static final int MAN_CELLS = 28;

    static final int CELLS = 32;
    private static final long[][] BINOMIAL = new long[CELLS + 1][CELLS + 1];

    static {
        for (int n = 0; n <= CELLS; n++) {
            BINOMIAL[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                BINOMIAL[n][k] = BINOMIAL[n - 1][k - 1] + (k <= n - 1 ? BINOMIAL[n - 1][k] : 0);
            }
        }
    }

    static long binomial(int n, int k) {
        return k < 0 || k > n ? 0 : BINOMIAL[n][k];
    }

    int pieces() {
        return redMen + redKings + whiteMen + whiteKings;
    }

    int men() {
        return redMen + whiteMen;
    }

    long size() {
        return binomial(MAN_CELLS, redMen)
                * binomial(MAN_CELLS, whiteMen)
                * binomial(CELLS, redKings)
                * binomial(CELLS, whiteKings)
                * 2;
    }

    String fileName() {
        return "r" + redMen + "R" + redKings + "w" + whiteMen + "W" + whiteKings + ".egdb";
    }

    /** Every class with 2 to {@code maxPieces} pieces, each after the classes its moves reach. */
    static List<EndgameClass> upTo(int maxPieces) {
        List<EndgameClass> classes = new ArrayList<>();
        for (int rm = 0; rm <= maxPieces; rm++) {
            for (int rk = 0; rm + rk <= maxPieces; rk++) {
                for (int wm = 0; rm + rk + wm <= maxPieces; wm++) {
                    for (int wk = 0; rm + rk + wm + wk <= maxPieces; wk++) {
                        if (rm + rk > 0 && wm + wk > 0) {
                            classes.add(new EndgameClass(rm, rk, wm, wk));
                        }
                    }
                }
            }
        }
        // Captures lower the piece count, crowning the men count: both lead to earlier classes.
        classes.sort(
                Comparator.comparingInt(EndgameClass::pieces)
                        .thenComparingInt(EndgameClass::men)
                        .thenComparing(EndgameClass::fileName));
        return classes;
    }

    /**
     * The colex rank of the cells of {@code set} (bits of squares), cells shifted by {@code low}.
     */
    private static long rank(long set, int low) {
        long r = 0;
        int i = 1;
        for (long b = set; b != 0; b &= b - 1) {
            int cell = Draughts.SQUARE_CELL[Long.numberOfTrailingZeros(b)] - low;
            r += BINOMIAL[cell][i++];
        }
        return r;
    }

    /** The index of a position of this class (pieces by side, kings, side to move). */
    long index(long red, long white, long kings, int side) {
        long i = rank(red & ~kings, 0);
        i = i * binomial(MAN_CELLS, whiteMen) + rank(white & ~kings, 4);
        i = i * binomial(CELLS, redKings) + rank(red & kings, 0);
        i = i * binomial(CELLS, whiteKings) + rank(white & kings, 0);
        return i * 2 + side;
    }

    /**
     * The squares of the {@code k} cells with colex rank {@code r}, cells shifted by {@code low}.
     */
    private static long unrank(long r, int k, int low) {
        long set = 0;
        for (int i = k; i >= 1; i--) {
            int c = i - 1;
            while (BINOMIAL[c + 1][i] <= r) {
                c++;
            }
            r -= BINOMIAL[c][i];
            set |= 1L << Draughts.CELL_SQUARE[c + low];
        }
        return set;
    }

    /**
     * The position of an index into {@code out} (red, white, kings, side); false when its groups
     * share a square (no position).
     */
    boolean decode(long index, long[] out) {
        int side = (int) (index & 1);
        long i = index >>> 1;
        long nwk = binomial(CELLS, whiteKings);
        long nrk = binomial(CELLS, redKings);
        long nwm = binomial(MAN_CELLS, whiteMen);
        long wk = unrank(i % nwk, whiteKings, 0);
        i /= nwk;
        long rk = unrank(i % nrk, redKings, 0);
        i /= nrk;
        long wm = unrank(i % nwm, whiteMen, 4);
        i /= nwm;
        long rm = unrank(i, redMen, 0);
        if (Long.bitCount(rm | wm | rk | wk) != pieces()) {
            return false;
        }
        out[0] = rm | rk;
        out[1] = wm | wk;
        out[2] = rk | wk;
        out[3] = side;
        return true;
    }
}
