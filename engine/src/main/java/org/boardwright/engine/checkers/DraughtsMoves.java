package org.boardwright.engine.checkers;

import java.util.random.RandomGenerator;

/**
 * The board moves of the draughts games (docs/rules/checkers.md): captures are compulsory, men move
 * forward, kings both ways; the order is that of {@link #movesOf}.
 */
public final class DraughtsMoves {

    private DraughtsMoves() {}

    /** The side's pieces that have a jump, by direction rules: men forward, kings both ways. */
    static long jumpersOf(long own, long kings, int side, long opp, long empty) {
        long ownKings = own & kings;
        return side == 0
                ? Draughts.jumpers(own, ownKings, opp, empty)
                : Draughts.jumpers(ownKings, own, opp, empty);
    }

    /**
     * Writes every legal board move of {@code side} (ignoring the draw policy): the jump sequences
     * if any piece can jump, the steps otherwise.
     *
     * @param frozen squares whose pieces may not move (the Twist's bonus turn), usually 0
     */
    public static int ordinaryMoves(
            long[] pieces, long kings, int side, long frozen, int[] buffer, int offset) {
        long own = pieces[side] & ~frozen;
        long opp = pieces[side ^ 1];
        long empty = Draughts.DARK & ~(pieces[0] | pieces[1]);
        return movesOf(
                own,
                kings,
                side,
                opp,
                empty,
                jumpersOf(own, kings, side, opp, empty),
                buffer,
                offset);
    }

    /**
     * The moves of {@link #ordinaryMoves} given the pieces that can jump: their jump sequences, or
     * the steps when there are none, in the order of directions 0 to 3 and squares upwards.
     */
    static int movesOf(
            long own,
            long kings,
            int side,
            long opp,
            long empty,
            long jumpers,
            int[] buffer,
            int offset) {
        int n = offset;
        if (jumpers != 0) {
            int manDirections = Draughts.MAN_DIRECTIONS[side];
            long crowning = Draughts.CROWNING_RANK[side];
            for (; jumpers != 0; jumpers &= jumpers - 1) {
                int sq = Long.numberOfTrailingZeros(jumpers);
                boolean king = (kings >>> sq & 1) != 0;
                n =
                        Draughts.jumpSequences(
                                buffer,
                                n,
                                Draughts.SQUARE_CELL[sq],
                                sq,
                                0,
                                0,
                                king ? Draughts.KING_DIRECTIONS : manDirections,
                                opp,
                                empty | 1L << sq,
                                king ? 0 : crowning);
            }
            return n - offset;
        }
        long ownKings = own & kings;
        long up = side == 0 ? own : ownKings;
        long down = side == 0 ? ownKings : own;
        int[] stepMove = Draughts.STEP_MOVE;
        for (long t = Draughts.upRight(up) & empty; t != 0; t &= t - 1) {
            buffer[n++] = stepMove[Long.numberOfTrailingZeros(t)];
        }
        for (long t = Draughts.upLeft(up) & empty; t != 0; t &= t - 1) {
            buffer[n++] = stepMove[64 + Long.numberOfTrailingZeros(t)];
        }
        for (long t = Draughts.downRight(down) & empty; t != 0; t &= t - 1) {
            buffer[n++] = stepMove[128 + Long.numberOfTrailingZeros(t)];
        }
        for (long t = Draughts.downLeft(down) & empty; t != 0; t &= t - 1) {
            buffer[n++] = stepMove[192 + Long.numberOfTrailingZeros(t)];
        }
        return n - offset;
    }

    /** Whether {@code side} has a legal board move (ignoring the draw policy). */
    public static boolean hasOrdinaryMove(long[] pieces, long kings, int side, long frozen) {
        long own = pieces[side] & ~frozen;
        long opp = pieces[side ^ 1];
        long empty = Draughts.DARK & ~(pieces[0] | pieces[1]);
        return jumpersOf(own, kings, side, opp, empty) != 0 || hasStep(own, kings, side, empty);
    }

    /** Whether one of {@code own} can step onto {@code empty}. */
    static boolean hasStep(long own, long kings, int side, long empty) {
        long ownKings = own & kings;
        long up = side == 0 ? own : ownKings;
        long down = side == 0 ? ownKings : own;
        return ((Draughts.upRight(up) | Draughts.upLeft(up)) & empty) != 0
                || ((Draughts.downRight(down) | Draughts.downLeft(down)) & empty) != 0;
    }

    /**
     * A step of {@code side} chosen uniformly, straight from the bitboards, or -1 without one (the
     * caller knows no piece can jump).
     */
    static int randomStep(long own, long kings, int side, long empty, RandomGenerator rng) {
        long ownKings = own & kings;
        int manDirections = Draughts.MAN_DIRECTIONS[side];
        long t0 = Draughts.shift((manDirections & 1) != 0 ? own : ownKings, 0) & empty;
        long t1 = Draughts.shift((manDirections & 2) != 0 ? own : ownKings, 1) & empty;
        long t2 = Draughts.shift((manDirections & 4) != 0 ? own : ownKings, 2) & empty;
        long t3 = Draughts.shift((manDirections & 8) != 0 ? own : ownKings, 3) & empty;
        int c0 = Long.bitCount(t0);
        int c1 = Long.bitCount(t1);
        int c2 = Long.bitCount(t2);
        int c3 = Long.bitCount(t3);
        int total = c0 + c1 + c2 + c3;
        if (total == 0) {
            return -1;
        }
        int r = rng.nextInt(total);
        long t;
        int d;
        if (r < c0) {
            t = t0;
            d = 0;
        } else if ((r -= c0) < c1) {
            t = t1;
            d = 1;
        } else if ((r -= c1) < c2) {
            t = t2;
            d = 2;
        } else {
            r -= c2;
            t = t3;
            d = 3;
        }
        for (; r > 0; r--) {
            t &= t - 1;
        }
        int to = Long.numberOfTrailingZeros(t);
        return Draughts.move(to - Draughts.DELTA[d], 1, 0, Draughts.KIND_ORDINARY, d);
    }
}
