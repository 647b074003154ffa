package org.boardwright.engine.mad;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Result;
import org.boardwright.engine.Square;

/**
 * A Mad Rooks or Mad Bishops position: one bitboard per side, in the geometry's bits.
 *
 * <p>A move is {@code from | to << 6 | KILL}, in cells. A checker kills when its lines reach an
 * enemy; otherwise it may engage: slide to an empty cell from which some enemy is seen. Sight is
 * symmetric, so those cells are the empty cells the enemy checkers' lines reach, which fills from
 * all the enemy checkers at once give ({@link Geometry#seenFrom}). (Lifting the engaging checker
 * off its origin changes nothing: a line through the origin would end on an enemy the checker
 * itself sees, and then it could not engage.)
 */
public final class MadState extends GameState {

    static final int KILL = 1 << 12;

    /**
     * A one in every byte: times a byte value, that value in every byte; times bytes, their sums.
     */
    private static final long BYTES = 0x0101010101010101L;

    private static final long HIGH_BITS = 0x8080808080808080L;

    /** Whether a move of this game kills (for players that order or extend captures). */
    public static boolean isKill(int move) {
        return (move & KILL) != 0;
    }

    private final MadGame game;
    private final Geometry geometry;
    private final long[] pieces = new long[2];
    private int side;
    private long hash;
    private int[] history = new int[128];
    private int historySize;

    MadState(MadGame game, long red, long blue, int side) {
        this.game = game;
        this.geometry = game.geometry;
        pieces[0] = red;
        pieces[1] = blue;
        this.side = side;
        this.hash = computeHash();
    }

    private MadState(MadState other) {
        this.game = other.game;
        this.geometry = other.geometry;
        pieces[0] = other.pieces[0];
        pieces[1] = other.pieces[1];
        side = other.side;
        hash = other.hash;
        history = other.history.clone();
        historySize = other.historySize;
    }

    @Override
    public MadGame game() {
        return game;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    /** How many checkers a side has. */
    public int checkers(int side) {
        return Long.bitCount(pieces[side]);
    }

    @Override
    public int legalMoves(int[] buffer, int offset) {
        long own = pieces[side];
        long opp = pieces[side ^ 1];
        if (own == 0 || opp == 0) {
            return 0;
        }
        Geometry g = geometry;
        int[] cellOf = g.cellOfBit;
        long occupied = own | opp;
        long engageCells = -1; // computed on first need
        int n = offset;
        for (long o = own; o != 0; o &= o - 1) {
            int bit = Long.numberOfTrailingZeros(o);
            int from = cellOf[bit];
            long lines = g.lines(bit, occupied);
            long kills = lines & opp;
            if (kills != 0) {
                for (; kills != 0; kills &= kills - 1) {
                    buffer[n++] = from | cellOf[Long.numberOfTrailingZeros(kills)] << 6 | KILL;
                }
            } else {
                if (engageCells == -1) {
                    engageCells = engageCells(opp, g.all & ~occupied);
                }
                for (long e = lines & engageCells; e != 0; e &= e - 1) {
                    buffer[n++] = from | cellOf[Long.numberOfTrailingZeros(e)] << 6;
                }
            }
        }
        return n - offset;
    }

    /** The empty bits from which some checker of {@code opp} is seen. */
    private long engageCells(long opp, long empty) {
        Geometry g = geometry;
        return empty
                & (g.seenFrom(opp, empty, 0)
                        | g.seenFrom(opp, empty, 1)
                        | g.seenFrom(opp, empty, 2)
                        | g.seenFrom(opp, empty, 3));
    }

    /**
     * Uniform over the legal moves, and the same move as {@code legalMoves} at the index drawn from
     * {@code rng} (so seeded games stay the same), without a move list: the moves are counted a
     * whole bitboard at a time (the checkers that see an enemy along each direction, the engaging
     * slides along each); the drawn kill's checker is then found from the kills counted per byte of
     * the bitboard and a binary search within its byte, and only the checkers that engage are
     * visited one by one.
     */
    @Override
    public int randomMove(RandomGenerator rng, int[] buffer) {
        long own = pieces[side];
        long opp = pieces[side ^ 1];
        if (own == 0 || opp == 0) {
            return -1;
        }
        Geometry g = geometry;
        long occupied = own | opp;
        long empty = g.all & ~occupied;
        // the checkers that see an enemy first along each direction: one kill each
        long seen0 = g.seenFrom(opp, empty, 0);
        long seen1 = g.seenFrom(opp, empty, 1);
        long seen2 = g.seenFrom(opp, empty, 2);
        long seen3 = g.seenFrom(opp, empty, 3);
        long seen = seen0 | seen1 | seen2 | seen3;
        long k0 = own & seen0;
        long k1 = own & seen1;
        long k2 = own & seen2;
        long k3 = own & seen3;
        // each checker's kill count (0 to 4) in three bit planes: ones + 2 twos + 4 fours
        long a = k0 ^ k1;
        long b = k2 ^ k3;
        long carry0 = k0 & k1;
        long carry1 = k2 & k3;
        long carry2 = a & b;
        long ones = a ^ b;
        long twos = carry0 ^ carry1 ^ carry2;
        long fours = (carry0 & carry1) | (carry2 & (carry0 | carry1));
        // byte i of killsUpTo: the kills of the checkers on bytes 0 to i (below 128: Geometry)
        long killsUpTo =
                (bytePopCount(ones) + (bytePopCount(twos) << 1) + (bytePopCount(fours) << 2))
                        * BYTES;
        int kills = (int) (killsUpTo >>> 56);
        int total = kills;
        long engagers = own & ~seen;
        long engageCells = empty & seen;
        if (engagers != 0 && engageCells != 0) {
            // each empty bit along a direction is the slide of exactly one checker
            total +=
                    Long.bitCount(g.fill(engagers, empty, 0) & engageCells)
                            + Long.bitCount(g.fill(engagers, empty, 1) & engageCells)
                            + Long.bitCount(g.fill(engagers, empty, 2) & engageCells)
                            + Long.bitCount(g.fill(engagers, empty, 3) & engageCells);
        }
        int r = rng.nextInt(total); // less the engages of the engagers passed below
        if (total > kills) {
            for (long e = engagers; e != 0; e &= e - 1) {
                long low = e & -e;
                int killsBefore = killsBelow(ones, twos, fours, low - 1);
                if (r < killsBefore) {
                    break;
                }
                int bit = Long.numberOfTrailingZeros(e);
                long targets = g.lines(bit, occupied) & engageCells;
                int count = Long.bitCount(targets);
                if (r - killsBefore < count) {
                    return pick(bit, targets, r - killsBefore);
                }
                r -= count;
            }
        }
        // the r-th kill: its checker's byte is the lowest whose kills up to it exceed r (the bytes
        // with at most r are counted by a bytewise r - killsUpTo, which borrows into no other byte
        // as both are below 128)
        int base = Long.bitCount(((r * BYTES | HIGH_BITS) - killsUpTo) & HIGH_BITS) << 3;
        r -= (int) (killsUpTo << 8 >>> base) & 0xff; // the kills of the bytes below
        long o = ones >>> base;
        long t = twos >>> base;
        long f = fours >>> base;
        // within the byte, the highest bit with at most r kills below it, by a binary search
        int bit = 0;
        for (int step = 4; step > 0; step >>= 1) {
            // without a branch (its outcome is a coin toss): step when at most r kills lie below
            int below = killsBelow(o, t, f, (1L << (bit + step)) - 1);
            bit += step & ~((r - below) >> 31);
        }
        r -= killsBelow(o, t, f, (1L << bit) - 1);
        bit += base;
        return pick(bit, g.lines(bit, occupied) & opp, r) | KILL;
    }

    /** The kills of the checkers in {@code mask}, from the kill counts' bit planes. */
    private static int killsBelow(long ones, long twos, long fours, long mask) {
        return Long.bitCount(ones & mask)
                + 2 * Long.bitCount(twos & mask)
                + 4 * Long.bitCount(fours & mask);
    }

    /** Each byte's count of set bits, in that byte (a SWAR population count stopped early). */
    private static long bytePopCount(long x) {
        x -= (x >>> 1) & 0x5555555555555555L;
        x = (x & 0x3333333333333333L) + ((x >>> 2) & 0x3333333333333333L);
        return (x + (x >>> 4)) & 0x0f0f0f0f0f0f0f0fL;
    }

    /** The move from {@code bit} to the r-th lowest bit of {@code targets}. */
    private int pick(int bit, long targets, int r) {
        for (; r > 0; r--) {
            targets &= targets - 1;
        }
        int[] cellOf = geometry.cellOfBit;
        return cellOf[bit] | cellOf[Long.numberOfTrailingZeros(targets)] << 6;
    }

    @Override
    public void play(int move) {
        toggle(side, move);
        side ^= 1;
        if (historySize == history.length) {
            history = Arrays.copyOf(history, historySize * 2);
        }
        history[historySize++] = move;
    }

    @Override
    public void undo() {
        if (historySize == 0) {
            throw new IllegalStateException("no move to undo");
        }
        side ^= 1;
        toggle(side, history[--historySize]);
    }

    /**
     * Makes or unmakes {@code mover}'s move: both are the same exclusive-ors on the bitboards and
     * the hash.
     */
    private void toggle(int mover, int move) {
        int from = move & 63;
        int to = (move >>> 6) & 63;
        int[] bitOf = geometry.bitOfCell;
        long toBit = 1L << bitOf[to];
        long[] z = game.zobrist;
        pieces[mover] ^= 1L << bitOf[from] | toBit;
        long h = hash ^ z[mover << 6 | from] ^ z[mover << 6 | to] ^ game.zobristBlue;
        if ((move & KILL) != 0) {
            pieces[mover ^ 1] ^= toBit;
            h ^= z[(mover ^ 1) << 6 | to];
        }
        hash = h;
    }

    @Override
    public int movesPlayed() {
        return historySize;
    }

    @Override
    public boolean isTerminal() {
        return pieces[0] == 0 || pieces[1] == 0;
    }

    @Override
    public Result result() {
        if (pieces[1] == 0) {
            return Result.FIRST_WINS;
        }
        if (pieces[0] == 0) {
            return Result.SECOND_WINS;
        }
        return Result.ONGOING;
    }

    @Override
    public String resultReason() {
        int winner = result().winner();
        if (winner < 0) {
            return "";
        }
        // Said of the position, not of the last move: a parsed position has no last move.
        return game.sideName(winner ^ 1) + " has no checkers left";
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public long computeHash() {
        long h = side == 1 ? game.zobristBlue : 0;
        for (int s = 0; s < 2; s++) {
            for (long b = pieces[s]; b != 0; b &= b - 1) {
                h ^= game.zobrist[s << 6 | geometry.cellOfBit[Long.numberOfTrailingZeros(b)]];
            }
        }
        return h;
    }

    @Override
    public MadState copy() {
        return new MadState(this);
    }

    @Override
    public String position() {
        return PositionText.ranks(game, this::pieceAt) + ' ' + game.sideLetter(side);
    }

    @Override
    public String pieceAt(int x, int y) {
        int c = geometry.cell(x, y);
        if (c < 0) {
            return "";
        }
        for (int s = 0; s < 2; s++) {
            if ((pieces[s] >>> geometry.bitOfCell[c] & 1) != 0) {
                return String.valueOf(MadGame.LETTERS[s]);
            }
        }
        return "";
    }

    @Override
    public String formatMove(int move) {
        int from = move & 63;
        int to = (move >>> 6) & 63;
        return Square.name(geometry.cellX[from], geometry.cellY[from])
                + ((move & KILL) != 0 ? 'x' : '-')
                + Square.name(geometry.cellX[to], geometry.cellY[to]);
    }

    @Override
    protected void checkMoveSyntax(String text) {
        int sep = Math.max(text.indexOf('-'), text.indexOf('x'));
        if (sep < 0
                || Square.tryParse(text, 0, sep, geometry.width, geometry.height) == null
                || Square.tryParse(text, sep + 1, text.length(), geometry.width, geometry.height)
                        == null) {
            throw new NotationException(
                    "malformed move "
                            + NotationException.quote(text)
                            + " (expected an origin and a destination such as a1-a7, or a kill such as d4xd7)");
        }
    }
}
