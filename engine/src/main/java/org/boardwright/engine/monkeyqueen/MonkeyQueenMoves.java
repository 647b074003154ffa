package org.boardwright.engine.monkeyqueen;

import java.util.random.RandomGenerator;

/**
 * Monkey Queen's move generator over one {@link MonkeyQueenState}'s arrays (read in place): the
 * moves of a side, whether it has any, and a uniform random move, mostly found by rejection over
 * (stack, destination) slots without generating moves at all. Moves are packed as {@link
 * MonkeyQueenState} describes; the state answers for a captured queen and says whether the pie-rule
 * swap is available.
 */
final class MonkeyQueenMoves {

    private static final int CAPTURE = MonkeyQueenState.CAPTURE;
    private static final int SWAP = MonkeyQueenState.SWAP;

    /** The state's signed height per square, line occupancy, stacks by side and queens. */
    private final int[] cells;

    private final int[] occupancy;
    private final long[] pieces;
    private final int[] queen;

    /** Per-ray move counts, filled by {@link #drawByCounting}. */
    private final int[] rays = new int[8 * Rays.SQUARES];

    /** The side to move's stacks, filled by {@link #drawByRejection}. */
    private final int[] stacks = new int[Rays.SQUARES];

    MonkeyQueenMoves(int[] cells, int[] occupancy, long[] pieces, int[] queen) {
        this.cells = cells;
        this.occupancy = occupancy;
        this.pieces = pieces;
        this.queen = queen;
    }

    /**
     * The {@link Rays#REACH} row of a stack of this height on {@code from}: a queen of height 3 or
     * more slides anywhere, one of height 2 only captures, a baby only gets closer to the enemy
     * queen.
     */
    private static int reachRow(int from, int height, int enemyQueen) {
        if (height == 1) {
            return Rays.babyRow(
                    Rays.X[enemyQueen] - Rays.X[from], Rays.Y[enemyQueen] - Rays.Y[from]);
        }
        return height >= 3 ? Rays.QUEEN_ROW : Rays.NO_SLIDE_ROW;
    }

    /** The moves of {@code side}, the swap first when it is available. */
    int list(int side, boolean swapAvailable, int[] buffer, int offset) {
        int n = offset;
        if (swapAvailable) {
            buffer[n++] = SWAP;
        }
        int sign = side == 0 ? 1 : -1;
        int enemyQueen = queen[side ^ 1];
        for (int w = 0; w < 3; w++) {
            for (long b = pieces[side * 3 + w]; b != 0; b &= b - 1) {
                int from = w << 6 | Long.numberOfTrailingZeros(b);
                int reach = reachRow(from, cells[from] * sign, enemyQueen);
                for (int d = 0; d < 8; d++) {
                    int run = Rays.run(occupancy, from, d);
                    int quiet = Math.min(run, Rays.REACH[reach + d]);
                    int step = Rays.STEP[d];
                    int to = from;
                    for (int t = 0; t < quiet; t++) {
                        to += step;
                        buffer[n++] = from | to << 8;
                    }
                    if (run < Rays.EDGE[from * 8 + d]) {
                        int blocker = from + (run + 1) * step;
                        if (cells[blocker] * sign < 0) {
                            buffer[n++] = from | blocker << 8 | CAPTURE;
                        }
                    }
                }
            }
        }
        return n - offset;
    }

    /** Whether {@code side} has a board move; stops at the first one found. */
    boolean any(int side) {
        int sign = side == 0 ? 1 : -1;
        int enemyQueen = queen[side ^ 1];
        // The queen first: above height 2 it nearly always has an empty neighbour.
        if (hasMove(queen[side], sign, enemyQueen)) {
            return true;
        }
        for (int w = 0; w < 3; w++) {
            for (long b = pieces[side * 3 + w]; b != 0; b &= b - 1) {
                if (hasMove(w << 6 | Long.numberOfTrailingZeros(b), sign, enemyQueen)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean hasMove(int from, int sign, int enemyQueen) {
        int reach = reachRow(from, cells[from] * sign, enemyQueen);
        for (int d = 0; d < 8; d++) {
            int run = Rays.run(occupancy, from, d);
            if (run > 0 && Rays.REACH[reach + d] > 0) {
                return true;
            }
            if (run < Rays.EDGE[from * 8 + d]
                    && cells[from + (run + 1) * Rays.STEP[d]] * sign < 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Uniform over the legal moves without listing them. Most moves are found by rejection ({@link
     * #drawByRejection}); after a run of misses, or while the swap is available, by {@link
     * #drawByCounting}. Both are uniform, so together they are too: each miss leaves every move
     * equally likely.
     */
    int random(int side, boolean swapAvailable, RandomGenerator rng) {
        if (!swapAvailable) {
            int move = drawByRejection(side, rng);
            if (move >= 0) {
                return move;
            }
        }
        return drawByCounting(side, swapAvailable, rng);
    }

    /** Draws given up by {@link #drawByRejection} before it hands over to counting. */
    private static final int REJECTION_DRAWS = 48;

    /**
     * Draws slots (one of the side's stacks, one of 64 target numbers) uniformly, in slices of
     * random longs with no division, until a slot is a legal move; -1 after {@link
     * #REJECTION_DRAWS} misses. Every legal move is exactly one slot (its stack, and its
     * destination's number in {@link Rays#TARGETS}), so the move found is uniform over the legal
     * moves.
     */
    private int drawByRejection(int side, RandomGenerator rng) {
        int count = 0;
        for (int w = 0; w < 3; w++) {
            for (long b = pieces[side * 3 + w]; b != 0; b &= b - 1) {
                stacks[count++] = w << 6 | Long.numberOfTrailingZeros(b);
            }
        }
        int stackBits =
                32 - Integer.numberOfLeadingZeros(count - 1); // count is at least 1: the queen
        int slotBits = stackBits + 6;
        int slotMask = (1 << slotBits) - 1;
        int sign = side == 0 ? 1 : -1;
        int enemyQueen = queen[side ^ 1];
        int draws = 0;
        while (draws < REJECTION_DRAWS) {
            long bits = rng.nextLong();
            for (int used = 0; used + slotBits <= 64; used += slotBits) {
                draws++;
                int slot = (int) (bits >>> used) & slotMask;
                int k = slot >>> 6;
                if (k >= count) {
                    continue;
                }
                int from = stacks[k];
                int target = Rays.TARGETS[from << 6 | slot & 63];
                if (target < 0) {
                    continue; // off the board
                }
                int d = target & 7;
                int t = target >>> 3;
                int ray = Rays.RAY[from << 3 | d];
                int run = Rays.runAlong(occupancy, ray, d);
                int to = from + t * Rays.STEP[d];
                if (t <= run) {
                    if (t <= Rays.REACH[reachRow(from, cells[from] * sign, enemyQueen) + d]) {
                        return from | to << 8;
                    }
                } else if (t == run + 1 && cells[to] * sign < 0) {
                    return from | to << 8 | CAPTURE;
                }
            }
        }
        return -1;
    }

    /**
     * Counts each ray's moves (its non-capturing slides, plus one for a capture), draws one of the
     * total, and finds its ray (the swap, when available, is one more); -1 when there is no move.
     */
    private int drawByCounting(int side, boolean swap, RandomGenerator rng) {
        int total = swap ? 1 : 0;
        int entries = 0;
        int sign = side == 0 ? 1 : -1;
        int enemyQueen = queen[side ^ 1];
        int[] cells = this.cells;
        int[] occupancy = this.occupancy;
        for (int w = 0; w < 3; w++) {
            for (long b = pieces[side * 3 + w]; b != 0; b &= b - 1) {
                int from = w << 6 | Long.numberOfTrailingZeros(b);
                int reach = reachRow(from, cells[from] * sign, enemyQueen);
                for (int d = 0; d < 8; d++) {
                    int ray = Rays.RAY[from << 3 | d];
                    int run = Rays.runAlong(occupancy, ray, d);
                    int quiet = Math.min(run, Rays.REACH[reach + d]);
                    // Without a branch: the square after the run, or the ray's last (empty) square
                    // when the run
                    // reaches the edge, or the origin (own) on the edge itself: 1 when it holds an
                    // enemy stack.
                    int capture =
                            cells[from + Math.min(run + 1, ray >>> 11) * Rays.STEP[d]] * sign
                                    >>> 31;
                    // from: 8 bits, direction: 3 bits, slides: 4 bits, run: 4 bits, capture: 1 bit
                    rays[entries++] = from | d << 8 | quiet << 11 | run << 15 | capture << 19;
                    total += quiet + capture;
                }
            }
        }
        if (total == 0) {
            return -1;
        }
        int r = rng.nextInt(total);
        if (swap) {
            if (r == 0) {
                return SWAP;
            }
            r--;
        }
        for (int e = 0; ; e++) {
            int ray = rays[e];
            int quiet = ray >>> 11 & 15;
            int count = quiet + (ray >>> 19);
            if (r < count) {
                int from = ray & 0xFF;
                int step = Rays.STEP[ray >>> 8 & 7];
                if (r < quiet) {
                    return from | (from + (r + 1) * step) << 8;
                }
                int run = ray >>> 15 & 15;
                return from | (from + (run + 1) * step) << 8 | CAPTURE;
            }
            r -= count;
        }
    }
}
