package org.boardwright.ai.checkers;

import org.boardwright.engine.checkers.Draughts;

/**
 * Counts the checkers evaluation weighs beyond material and squares, per side, from the position's
 * bitboards ({@link Draughts}: bit {@code x + 8y}, Red moving up): set operations and one table
 * look-up a man, allocating nothing. Every count of White is Red's count of the position turned
 * half a turn ({@code (x, y)} to {@code (7 - x, 7 - y)}) with the colours swapped.
 *
 * <ul>
 *   <li>{@link #runaways}: men with no enemy piece in the cone before them, which nothing can stop
 *       from crowning;
 *   <li>{@link #threatened}: pieces the enemy could jump were it to move;
 *   <li>{@link #bridge}, {@link #triangle}: the back-rank guards (men on 1 and 3, and on 2, 3 and 7
 *       for Red in the standard numbering);
 *   <li>{@link #dogHole}: a man in the enemy's dog hole (a7 for Red, h2 for White, in the enemy's
 *       double corner), whose only step is onto the enemy's back-rank square beside it;
 *   <li>{@link #centre}: men on the four centre squares c5, d4, e5, f4;
 *   <li>{@link #imbalance}: the difference between the men on the two wings (files a-d and e-h);
 *   <li>{@link #blockedMen}, {@link #kingSteps}, {@link #trappedKings}: men with no step forward,
 *       steps of the kings, and kings with no step.
 * </ul>
 */
public final class CheckersFeatures {

    /** The four centre squares, the same for both sides. */
    public static final long CENTRE = bit(2, 4) | bit(3, 3) | bit(4, 4) | bit(5, 3);

    /** Files a to d. */
    public static final long WEST = 0x0F0F0F0F0F0F0F0FL;

    /** Red's bridge (c1, g1) and triangle (c1, e1, d2); White's the same turned half a turn. */
    static final long[] BRIDGE = {bit(2, 0) | bit(6, 0), bit(5, 7) | bit(1, 7)};

    static final long[] TRIANGLE = {
        bit(2, 0) | bit(4, 0) | bit(3, 1), bit(5, 7) | bit(3, 7) | bit(4, 6)
    };

    /** The square where each side's man sits in the enemy's dog hole. */
    static final long[] DOG_HOLE = {bit(0, 6), bit(7, 1)};

    /**
     * CONE[side * 64 + sq]: the squares ahead of a man of {@code side} on {@code sq} within one
     * file per rank ahead, every square from which an enemy could meet it on its way to the crown.
     */
    private static final long[] CONE = new long[128];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int x = sq & 7;
            int y = sq >>> 3;
            for (int t = 0; t < 64; t++) {
                int tx = t & 7;
                int ty = t >>> 3;
                long b = 1L << t & Draughts.DARK;
                if (ty > y && Math.abs(tx - x) <= ty - y) {
                    CONE[sq] |= b;
                }
                if (ty < y && Math.abs(tx - x) <= y - ty) {
                    CONE[64 + sq] |= b;
                }
            }
        }
    }

    private CheckersFeatures() {}

    private static long bit(int x, int y) {
        return 1L << (x + 8 * y);
    }

    /** The cone of a man of {@code side} on {@code square} (see {@link #CONE}). */
    static long cone(int side, int square) {
        return CONE[side * 64 + square];
    }

    /** The side's men that no enemy piece can stop: none in the cone before them. */
    public static int runaways(long men, long enemy, int side) {
        int n = 0;
        int base = side * 64;
        for (long b = men; b != 0; b &= b - 1) {
            if ((CONE[base + Long.numberOfTrailingZeros(b)] & enemy) == 0) {
                n++;
            }
        }
        return n;
    }

    /** The ranks the side's runaway men have advanced, summed (0 on the own back rank). */
    public static int runawayRanks(long men, long enemy, int side) {
        int n = 0;
        int base = side * 64;
        for (long b = men; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            if ((CONE[base + sq] & enemy) == 0) {
                int y = sq >>> 3;
                n += side == 0 ? y : 7 - y;
            }
        }
        return n;
    }

    /**
     * The pieces of {@code own} that {@code enemy}, moving as {@code enemySide}, could jump were it
     * to move (the first jump of each capture).
     */
    public static long threatened(long own, long enemy, long kings, int enemySide) {
        long empty = Draughts.DARK & ~(own | enemy);
        long enemyKings = enemy & kings;
        int manDirections = Draughts.MAN_DIRECTIONS[enemySide];
        long targets = 0;
        for (int d = 0; d < 4; d++) {
            long movers = (manDirections >>> d & 1) != 0 ? enemy : enemyKings;
            // Pieces of own with an enemy mover behind them (seen from d) and an empty square
            // beyond.
            targets |= Draughts.shift(movers, d) & own & Draughts.shift(empty, 3 - d);
        }
        return targets;
    }

    /** Whether the side holds its bridge (both squares). */
    public static int bridge(long men, int side) {
        return (men & BRIDGE[side]) == BRIDGE[side] ? 1 : 0;
    }

    /** Whether the side holds its triangle (all three squares). */
    public static int triangle(long men, int side) {
        return (men & TRIANGLE[side]) == TRIANGLE[side] ? 1 : 0;
    }

    /** 1 when a man of the side sits in the enemy's dog hole. */
    public static int dogHole(long men, int side) {
        return (men & DOG_HOLE[side]) != 0 ? 1 : 0;
    }

    public static int centre(long men) {
        return Long.bitCount(men & CENTRE);
    }

    /** The difference between the side's men on files a-d and on files e-h. */
    public static int imbalance(long men) {
        return Math.abs(Long.bitCount(men & WEST) - Long.bitCount(men & ~WEST));
    }

    /** Men of the side with no step forward (both squares ahead taken or off the board). */
    public static int blockedMen(long men, long occupied, int side) {
        long empty = Draughts.DARK & ~occupied;
        int manDirections = Draughts.MAN_DIRECTIONS[side];
        long free = 0;
        for (int d = 0; d < 4; d++) {
            if ((manDirections >>> d & 1) != 0) {
                free |= Draughts.steppers(men, d, empty);
            }
        }
        return Long.bitCount(men & ~free);
    }

    /** The non-capturing steps of the side's kings. */
    public static int kingSteps(long ownKings, long occupied) {
        long empty = Draughts.DARK & ~occupied;
        int n = 0;
        for (int d = 0; d < 4; d++) {
            n += Long.bitCount(Draughts.shift(ownKings, d) & empty);
        }
        return n;
    }

    /** Kings of the side with no step. */
    public static int trappedKings(long ownKings, long occupied) {
        long empty = Draughts.DARK & ~occupied;
        long free = 0;
        for (int d = 0; d < 4; d++) {
            free |= Draughts.steppers(ownKings, d, empty);
        }
        return Long.bitCount(ownKings & ~free);
    }
}
