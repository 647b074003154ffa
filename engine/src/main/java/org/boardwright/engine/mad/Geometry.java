package org.boardwright.engine.mad;

/**
 * The playable cells of a board (at most 64, one bit each in a {@code long}) and, for each cell,
 * its four rays. Cells are numbered rank by rank from a1, so along a ray going up the board (or
 * right along a rank) cell numbers increase and the nearest occupied cell is the lowest set bit;
 * along the other two rays it is the highest set bit.
 */
final class Geometry {

    final int width;
    final int height;
    final int cells;
    final int[] cellX;
    final int[] cellY;
    private final int[] cellAt; // y * width + x -> cell, or -1

    /** Every playable cell. */
    final long all;

    /** rays[cell * 4 + d]: d = 0, 1 increase in cell number, d = 2, 3 decrease. */
    final long[] rays;

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
        if (n > 64) {
            throw new IllegalArgumentException("more than 64 cells");
        }
        cells = n;
        cellX = new int[n];
        cellY = new int[n];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int c = cellAt[y * width + x];
                if (c >= 0) {
                    cellX[c] = x;
                    cellY[c] = y;
                }
            }
        }
        all = n == 64 ? -1L : (1L << n) - 1;
        rays = new long[n * 4];
        for (int c = 0; c < n; c++) {
            for (int d = 0; d < 4; d++) {
                long ray = 0;
                int x = cellX[c] + directions[d][0];
                int y = cellY[c] + directions[d][1];
                while (cell(x, y) >= 0) {
                    int t = cell(x, y);
                    if ((t > c) != (d < 2)) {
                        throw new IllegalArgumentException(
                                "direction " + d + " breaks the cell order");
                    }
                    ray |= 1L << t;
                    x += directions[d][0];
                    y += directions[d][1];
                }
                rays[c * 4 + d] = ray;
            }
        }
    }

    /** The cell at (x, y), or -1 when it is off the board or never used. */
    int cell(int x, int y) {
        return x < 0 || y < 0 || x >= width || y >= height ? -1 : cellAt[y * width + x];
    }

    /**
     * The cells a checker on {@code c} sees or could slide to: each ray up to and including its
     * first occupied cell.
     */
    long lines(int c, long occupied) {
        int i = c * 4;
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
}
