package org.boardwright.engine.checkers;

import java.util.random.RandomGenerator;
import org.boardwright.engine.Bits;

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

    /**
     * A legal board move of {@code side} chosen uniformly, as {@code rng.nextInt(n)} would choose
     * from the list of {@link #ordinaryMoves} (the same draw from the same generator), or -1
     * without one. Steps and single jumps are counted and picked straight from the bitboards; the
     * list is written to {@code buffer} only when a jump may continue.
     *
     * @param frozen squares whose pieces may not move (the Twist's bonus turn), usually 0
     */
    public static int randomOrdinaryMove(
            long[] pieces, long kings, int side, long frozen, RandomGenerator rng, int[] buffer) {
        long own = pieces[side] & ~frozen;
        long opp = pieces[side ^ 1];
        long empty = Draughts.DARK & ~(pieces[0] | pieces[1]);
        return randomMove(
                own, kings, side, opp, empty, jumpersOf(own, kings, side, opp, empty), rng, buffer);
    }

    /** {@link #randomOrdinaryMove} given the pieces that can jump. */
    static int randomMove(
            long own,
            long kings,
            int side,
            long opp,
            long empty,
            long jumpers,
            RandomGenerator rng,
            int[] buffer) {
        if (jumpers == 0) {
            return randomStep(own, kings, side, empty, rng);
        }
        int move = randomSingleJump(own, kings, side, opp, empty, rng);
        if (move >= 0) {
            return move;
        }
        int n = movesOf(own, kings, side, opp, empty, jumpers, buffer, 0);
        return buffer[rng.nextInt(n)];
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
     * A jump of {@code side} chosen uniformly when every jump is a single one, straight from the
     * bitboards, or -1 when some jump may continue (the caller then lists the moves), the random
     * generator then untouched. Some piece of {@code own} must be able to jump. The choice is the
     * same as picking {@code rng.nextInt(n)} from the list of {@link #movesOf}: jumpers by square
     * upwards, each one's directions 0 to 3.
     */
    static int randomSingleJump(
            long own, long kings, int side, long opp, long empty, RandomGenerator rng) {
        long ownKings = own & kings;
        long up = side == 0 ? own : ownKings;
        long down = side == 0 ? ownKings : own;
        long j0 = up & Draughts.downLeft(Draughts.downLeft(empty) & opp);
        long j1 = up & Draughts.downRight(Draughts.downRight(empty) & opp);
        long j2 = down & Draughts.upLeft(Draughts.upLeft(empty) & opp);
        long j3 = down & Draughts.upRight(Draughts.upRight(empty) & opp);
        // Where the jumps land, kings and men apart (a man crowned there stops); from none of them
        // may a second jump follow. The jumped pieces still count as pieces here, and the movers'
        // origins as occupied: that can only hide a jump back over the piece just taken, which is
        // no longer there to be jumped.
        long landed =
                Draughts.upRight(Draughts.upRight(j0))
                        | Draughts.upLeft(Draughts.upLeft(j1))
                        | Draughts.downRight(Draughts.downRight(j2))
                        | Draughts.downLeft(Draughts.downLeft(j3));
        long landedKings =
                Draughts.upRight(Draughts.upRight(j0 & kings))
                        | Draughts.upLeft(Draughts.upLeft(j1 & kings))
                        | Draughts.downRight(Draughts.downRight(j2 & kings))
                        | Draughts.downLeft(Draughts.downLeft(j3 & kings));
        long landedMen = landed & ~landedKings & ~Draughts.CROWNING_RANK[side];
        long onUp = side == 0 ? landedMen | landedKings : landedKings;
        long onDown = side == 0 ? landedKings : landedMen | landedKings;
        if (Draughts.jumpers(onUp, onDown, opp, empty) != 0) {
            return -1;
        }
        int total = Long.bitCount(j0) + Long.bitCount(j1) + Long.bitCount(j2) + Long.bitCount(j3);
        int r = rng.nextInt(total);
        for (long b = j0 | j1 | j2 | j3; ; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int dirs =
                    (int) (j0 >>> sq & 1)
                            | (int) (j1 >>> sq & 1) << 1
                            | (int) (j2 >>> sq & 1) << 2
                            | (int) (j3 >>> sq & 1) << 3;
            int c = Integer.bitCount(dirs);
            if (r < c) {
                for (; r > 0; r--) {
                    dirs &= dirs - 1;
                }
                return Draughts.move(
                        sq, 0, 1, Draughts.KIND_ORDINARY, Integer.numberOfTrailingZeros(dirs));
            }
            r -= c;
        }
    }

    /**
     * A step of {@code side} chosen uniformly, straight from the bitboards, or -1 without one (the
     * caller knows no piece can jump).
     */
    static int randomStep(long own, long kings, int side, long empty, RandomGenerator rng) {
        long ownKings = own & kings;
        long up = side == 0 ? own : ownKings;
        long down = side == 0 ? ownKings : own;
        long t0 = Draughts.upRight(up) & empty;
        long t1 = Draughts.upLeft(up) & empty;
        long t2 = Draughts.downRight(down) & empty;
        long t3 = Draughts.downLeft(down) & empty;
        int c0 = Long.bitCount(t0);
        int c1 = Long.bitCount(t1);
        int c2 = Long.bitCount(t2);
        int s1 = c0 + c1;
        int total = s1 + c2 + Long.bitCount(t3);
        if (total == 0) {
            return -1;
        }
        int r = rng.nextInt(total);
        // The direction and the targets it holds, chosen without branches (a random choice is one
        // the processor cannot predict): past[k] is all ones where r lies beyond the first k
        // directions' steps.
        int past1 = (c0 - 1 - r) >> 31;
        int past2 = (s1 - 1 - r) >> 31;
        int past3 = (s1 + c2 - 1 - r) >> 31;
        long t = t0;
        t ^= (t ^ t1) & past1;
        t ^= (t ^ t2) & past2;
        t ^= (t ^ t3) & past3;
        r -= c0 & past1;
        r -= c1 & past2;
        r -= c2 & past3;
        int d = -(past1 + past2 + past3);
        int to = Bits.select(t, r);
        return Draughts.move(to - Draughts.DELTA[d], 1, 0, Draughts.KIND_ORDINARY, d);
    }
}
