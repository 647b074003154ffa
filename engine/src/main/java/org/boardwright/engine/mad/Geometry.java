package org.boardwright.engine.mad;

/**
 * The playable cells of a board, where each cell sits in a bitboard (a {@code long}), and the four
 * directions of sight over them.
 *
 * <p>A <em>cell</em> is a playable square's number, counted rank by rank from a1; moves and hash
 * keys are written in cells. A <em>bit</em> is the cell's place in a bitboard, also rank by rank,
 * so ascending bits are ascending cells. On a full board the two are the same. On a board of dark
 * squares only (Mad Bishops' 10x10) a spare bit follows every odd rank's cells (a1, c1, ...: the
 * first, third, ... rank), which makes each diagonal step one constant shift on every rank (+6, +5,
 * -5, -6 on 10x10) and sends a step off the board's side onto a spare bit, which is never a cell:
 * whole bitboards then move along a direction by shifts and masks (the layout of 10x10 draughts
 * programs).
 */
final class Geometry {

    final int width;
    final int height;

    /** How many cells. */
    final int cells;

    final int[] cellX;
    final int[] cellY;
    private final int[] cellAt; // y * width + x -> cell, or -1

    /** The bit of each cell. */
    final int[] bitOfCell;

    /** The cell of each bit, or -1 for a spare bit. */
    final int[] cellOfBit = new int[64];

    /** Every cell's bit. */
    final long all;

    /**
     * rays[bit * 4 + d]: the bits a checker on {@code bit} looks along in direction d, nearest
     * first; d = 0, 1 increase the bit, d = 2, 3 decrease it, so the nearest occupied bit is the
     * lowest set bit on the first two and the highest on the others.
     */
    final long[] rays = new long[64 * 4];

    /** A step in direction d is a shift by shift[d]: left for d = 0, 1, right for d = 2, 3. */
    private final int[] shift = new int[4];

    /** The bits a step in direction d may land on (all others are off the board or wrapped). */
    private final long[] enter = new long[4];

    /** Whether a ray may be longer than 7 steps, the reach of a three-shift fill. */
    private final boolean longRays;

    /**
     * @param directions four {dx, dy} pairs; the first two must increase the cell number
     * @param darkOnly whether only dark squares (x + y even) are cells
     */
    Geometry(int width, int height, boolean darkOnly, int[][] directions) {
        this.width = width;
        this.height = height;
        cellAt = new int[width * height];
        int n = 0;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                cellAt[y * width + x] = darkOnly && (x + y) % 2 != 0 ? -1 : n++;
            }
        }
        cells = n;
        cellX = new int[n];
        cellY = new int[n];
        bitOfCell = new int[n];
        java.util.Arrays.fill(cellOfBit, -1);
        long allBits = 0;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int c = cellAt[y * width + x];
                if (c >= 0) {
                    cellX[c] = x;
                    cellY[c] = y;
                    int bit = darkOnly ? c + (y + 1) / 2 : c;
                    if (bit > 63) {
                        throw new IllegalArgumentException("more cells than a long holds");
                    }
                    bitOfCell[c] = bit;
                    cellOfBit[bit] = c;
                    allBits |= 1L << bit;
                }
            }
        }
        all = allBits;
        int longest = 0;
        for (int d = 0; d < 4; d++) {
            int dx = directions[d][0];
            int dy = directions[d][1];
            for (int c = 0; c < n; c++) {
                long ray = 0;
                int from = bitOfCell[c];
                for (int t = cell(cellX[c] + dx, cellY[c] + dy), k = 1;
                        t >= 0;
                        k++, t = cell(cellX[c] + k * dx, cellY[c] + k * dy)) {
                    int to = bitOfCell[t];
                    if ((to > from) != (d < 2)) {
                        throw new IllegalArgumentException(
                                "direction " + d + " breaks the cell order");
                    }
                    if (k == 1) {
                        int s = Math.abs(to - from);
                        if (shift[d] != 0 && shift[d] != s) {
                            throw new IllegalArgumentException(
                                    "direction " + d + " is not one shift on every rank");
                        }
                        shift[d] = s;
                        enter[d] |= 1L << to;
                    }
                    ray |= 1L << to;
                }
                rays[from * 4 + d] = ray;
                longest = Math.max(longest, Long.bitCount(ray));
            }
            for (int c = 0; c < n; c++) {
                int landing = d < 2 ? bitOfCell[c] + shift[d] : bitOfCell[c] - shift[d];
                if (cell(cellX[c] + dx, cellY[c] + dy) < 0
                        && landing >= 0
                        && landing < 64
                        && (enter[d] >>> landing & 1) != 0) {
                    throw new IllegalArgumentException(
                            "a step off the board in direction " + d + " lands on a cell");
                }
            }
        }
        // A kill is a pair of cells in sight of each other along a line, and a line of k cells
        // holds at most k - 1 such pairs at once: the cells with a next cell in directions 0 and 1
        // bound the kills of any position, which MadState counts in 7-bit bytes.
        int pairs = 0;
        for (int bit = 0; bit < 64; bit++) {
            pairs += (rays[bit * 4] != 0 ? 1 : 0) + (rays[bit * 4 + 1] != 0 ? 1 : 0);
        }
        if (pairs > 127) {
            throw new IllegalArgumentException("more kills in a position than a byte counts");
        }
        if (longest > 15) {
            throw new IllegalArgumentException("rays longer than a four-shift fill reaches");
        }
        longRays = longest > 7;
    }

    /** The cell at (x, y), or -1 when it is off the board or never used. */
    int cell(int x, int y) {
        return x < 0 || y < 0 || x >= width || y >= height ? -1 : cellAt[y * width + x];
    }

    /**
     * The bits a checker on {@code bit} sees or could slide to: each ray up to and including its
     * first occupied bit.
     */
    long lines(int bit, long occupied) {
        int i = bit * 4;
        long r = rays[i];
        long b = r & occupied;
        long lines = r & (((b & -b) << 1) - 1); // up to the lowest blocker; the whole ray if none
        r = rays[i + 1];
        b = r & occupied;
        lines |= r & (((b & -b) << 1) - 1);
        r = rays[i + 2];
        long h = Long.highestOneBit(r & occupied);
        lines |= r & (-h | ((h - 1) >> 63)); // down to the highest blocker; the whole ray if none
        r = rays[i + 3];
        h = Long.highestOneBit(r & occupied);
        lines |= r & (-h | ((h - 1) >> 63));
        return lines;
    }

    /** Every bit of {@code b} moved one step in direction d; what leaves the board drops out. */
    long step(long b, int d) {
        return (d < 2 ? b << shift[d] : b >>> shift[d]) & enter[d];
    }

    /**
     * {@code from} and, from each of its bits, the bits of {@code empty} that follow it in
     * direction d up to the first bit not in {@code empty}: an occluded fill by doubling shifts
     * (Kogge-Stone), every checker's slide along d at once.
     */
    long fill(long from, long empty, int d) {
        int s = shift[d];
        long gen = from;
        long pro = empty & enter[d];
        if (d < 2) {
            gen |= pro & (gen << s);
            pro &= pro << s;
            gen |= pro & (gen << 2 * s);
            pro &= pro << 2 * s;
            gen |= pro & (gen << 4 * s);
            if (longRays) {
                pro &= pro << 4 * s;
                gen |= pro & (gen << 8 * s);
            }
        } else {
            gen |= pro & (gen >>> s);
            pro &= pro >>> s;
            gen |= pro & (gen >>> 2 * s);
            pro &= pro >>> 2 * s;
            gen |= pro & (gen >>> 4 * s);
            if (longRays) {
                pro &= pro >>> 4 * s;
                gen |= pro & (gen >>> 8 * s);
            }
        }
        return gen;
    }

    /**
     * The bits from which a checker looking in the direction opposite to d sees one of {@code
     * targets} first, across {@code empty}: the fill of the targets along d, one step further.
     */
    long seenFrom(long targets, long empty, int d) {
        return step(fill(targets, empty, d), d);
    }
}
