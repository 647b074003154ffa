package org.boardwright.engine.checkers;

import org.boardwright.engine.NotationException;
import org.boardwright.engine.Square;

/**
 * The 8x8 draughts board shared by checkers and the Twist: bitboards, direction tables, the packed
 * move format and jump-sequence generation.
 *
 * <p>Bitboards are {@code long}s with bit {@code x + 8y} for square (x, y); only the 32 dark
 * squares ({@code x + y} even) are ever set. Directions: 0 up-right (+9), 1 up-left (+7), 2
 * down-right (-7), 3 down-left (-9); the reverse of {@code d} is {@code 3 - d}. Red moves up, White
 * down.
 *
 * <p>A board move is a path: from a dark square, {@code s} single steps, then {@code j} jumps, each
 * element a direction. Packed in an int:
 *
 * <pre>
 *  bits 0-4   origin cell (0..31: the dark squares in order a1, c1, e1, g1, b2, ...)
 *  bits 5-7   s, steps before the jumps (an ordinary step has s = 1)
 *  bits 8-11  j, jumps (0..9: a jumper can only take pieces on the 9 inner squares of one colour class)
 *  bits 12-13 kind: 0 a path with every element listed, as here; the other kinds are left to the
 *             games (the Twist's boosted moves and declarations)
 *  bits 14-31 directions, 2 bits each, steps first, then jumps (at most 9 elements)
 * </pre>
 *
 * <p>A path of more than 9 elements (a Twist initiative chain) does not fit an int; as a <em>long
 * path</em> it has the same layout widened to a {@code long}, its directions running past bit 31.
 */
public final class Draughts {

    public static final int SIZE = 8;

    /** Every dark square. */
    public static final long DARK = 0xAA55AA55AA55AA55L;

    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = 0x8080808080808080L;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_8 = 0xFFL << 56;

    /** The square delta of each direction. */
    public static final int[] DELTA = {9, 7, -7, -9};

    static final int[] DX = {1, -1, 1, -1};
    static final int[] DY = {1, 1, -1, -1};

    /**
     * Directions a man of each side may move in, as a bit mask: Red up (0, 1), White down (2, 3).
     */
    public static final int[] MAN_DIRECTIONS = {0b0011, 0b1100};

    public static final int KING_DIRECTIONS = 0b1111;

    /** The rank where each side's men are crowned. */
    public static final long[] CROWNING_RANK = {RANK_8, RANK_1};

    /** STEP[sq * 4 + d]: the neighbouring square, or -1 off the board. */
    public static final int[] STEP = new int[64 * 4];

    /** JUMP[sq * 4 + d]: the square two steps away, or -1 off the board. */
    public static final int[] JUMP = new int[64 * 4];

    public static final int[] CELL_SQUARE = new int[32];
    public static final int[] SQUARE_CELL = new int[64];

    /**
     * STEP_MOVE[d * 64 + to]: the packed ordinary step in direction {@code d} that ends on {@code
     * to} (meaningful where the step starts on the board).
     */
    static final int[] STEP_MOVE = new int[4 * 64];

    /**
     * OVER_BIT[sq * 4 + d] and LAND_BIT[sq * 4 + d]: the square jumped over and the landing square
     * of a jump from {@code sq} in direction {@code d}, as bits; both 0 where the landing square is
     * off the board.
     */
    static final long[] OVER_BIT = new long[64 * 4];

    static final long[] LAND_BIT = new long[64 * 4];

    public static final int KIND_ORDINARY = 0;

    /** The most path elements a packed int holds. */
    public static final int MAX_ELEMENTS = 9;

    static {
        java.util.Arrays.fill(SQUARE_CELL, -1);
        int cell = 0;
        for (int sq = 0; sq < 64; sq++) {
            int x = sq & 7;
            int y = sq >>> 3;
            if ((x + y) % 2 == 0) {
                CELL_SQUARE[cell] = sq;
                SQUARE_CELL[sq] = cell++;
            }
            for (int d = 0; d < 4; d++) {
                STEP[sq * 4 + d] = square(x + DX[d], y + DY[d]);
                JUMP[sq * 4 + d] = square(x + 2 * DX[d], y + 2 * DY[d]);
                if (JUMP[sq * 4 + d] >= 0) {
                    OVER_BIT[sq * 4 + d] = 1L << STEP[sq * 4 + d];
                    LAND_BIT[sq * 4 + d] = 1L << JUMP[sq * 4 + d];
                }
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            for (int d = 0; d < 4; d++) {
                int from = STEP[sq * 4 + (3 - d)];
                if (from >= 0 && SQUARE_CELL[from] >= 0) {
                    STEP_MOVE[d * 64 + sq] = move(from, 1, 0, KIND_ORDINARY, d);
                }
            }
        }
    }

    private Draughts() {}

    private static int square(int x, int y) {
        return x < 0 || y < 0 || x >= SIZE || y >= SIZE ? -1 : x + 8 * y;
    }

    /**
     * Every square of {@code b} moved one step in direction {@code d} (those leaving the board
     * dropped).
     */
    public static long shift(long b, int d) {
        switch (d) {
            case 0:
                return (b & ~FILE_H) << 9;
            case 1:
                return (b & ~FILE_A) << 7;
            case 2:
                return (b & ~FILE_H) >>> 7;
            default:
                return (b & ~FILE_A) >>> 9;
        }
    }

    /** {@link #shift} in direction 0, up-right. */
    static long upRight(long b) {
        return (b & ~FILE_H) << 9;
    }

    /** {@link #shift} in direction 1, up-left. */
    static long upLeft(long b) {
        return (b & ~FILE_A) << 7;
    }

    /** {@link #shift} in direction 2, down-right. */
    static long downRight(long b) {
        return (b & ~FILE_H) >>> 7;
    }

    /** {@link #shift} in direction 3, down-left. */
    static long downLeft(long b) {
        return (b & ~FILE_A) >>> 9;
    }

    /**
     * The pieces that can jump: {@code up} (the pieces that may move up, directions 0 and 1) and
     * {@code down} (directions 2 and 3) over {@code opp} onto {@code empty}; {@link #jumpers} of
     * each direction together.
     */
    static long jumpers(long up, long down, long opp, long empty) {
        return up & (downLeft(downLeft(empty) & opp) | downRight(downRight(empty) & opp))
                | down & (upLeft(upLeft(empty) & opp) | upRight(upRight(empty) & opp));
    }

    /**
     * The pieces of {@code movers} that can jump in direction {@code d} over {@code opp} onto
     * {@code empty}.
     */
    public static long jumpers(long movers, int d, long opp, long empty) {
        int back = 3 - d;
        return movers & shift(shift(empty, back) & opp, back);
    }

    /** The pieces of {@code movers} that can step in direction {@code d} onto {@code empty}. */
    public static long steppers(long movers, int d, long empty) {
        return movers & shift(empty, 3 - d);
    }

    // ---------------------------------------------------------------------------------------
    // Packed moves

    public static int move(int fromSquare, int steps, int jumps, int kind, int directions) {
        return SQUARE_CELL[fromSquare] | steps << 5 | jumps << 8 | kind << 12 | directions << 14;
    }

    public static int fromSquare(int move) {
        return CELL_SQUARE[move & 31];
    }

    public static int steps(int move) {
        return (move >>> 5) & 7;
    }

    public static int jumps(int move) {
        return (move >>> 8) & 15;
    }

    public static int kind(int move) {
        return (move >>> 12) & 3;
    }

    /** Direction of path element {@code i}. */
    public static int direction(int move, int i) {
        return (move >>> (14 + 2 * i)) & 3;
    }

    /** The square where a board move ends. */
    public static int destination(int move) {
        return pathDestination(move & 0xFFFFFFFFL);
    }

    /** The squares of the pieces a board move jumps. */
    public static long jumpedSquares(int move) {
        return pathJumpedSquares(move & 0xFFFFFFFFL);
    }

    // ---------------------------------------------------------------------------------------
    // Long paths: packed moves widened to a long (up to 24 directions, bits 14-61)

    /** Direction of element {@code i} of a long path. */
    public static int pathDirection(long path, int i) {
        return (int) (path >>> (14 + 2 * i)) & 3;
    }

    /** Where a path ends. */
    public static int pathDestination(long path) {
        int sq = fromSquare((int) path);
        int s = steps((int) path);
        for (int i = 0; i < s; i++) {
            sq = STEP[sq * 4 + pathDirection(path, i)];
        }
        int j = jumps((int) path);
        for (int i = 0; i < j; i++) {
            sq = JUMP[sq * 4 + pathDirection(path, s + i)];
        }
        return sq;
    }

    /** The squares of the pieces a path jumps. */
    public static long pathJumpedSquares(long path) {
        int sq = fromSquare((int) path);
        int s = steps((int) path);
        for (int i = 0; i < s; i++) {
            sq = STEP[sq * 4 + pathDirection(path, i)];
        }
        long jumped = 0;
        int j = jumps((int) path);
        for (int i = 0; i < j; i++) {
            int d = pathDirection(path, s + i);
            jumped |= 1L << STEP[sq * 4 + d];
            sq = JUMP[sq * 4 + d];
        }
        return jumped;
    }

    public static String squareName(int sq) {
        return Square.name(sq & 7, sq >>> 3);
    }

    /** A board move in notation (see {@link #formatPath}). */
    public static String format(int move) {
        return formatPath(move & 0xFFFFFFFFL, false);
    }

    /**
     * A path in notation: every stop for steps ({@code e5-f6-g5}), or only the last where the steps
     * are one straight {@code slide}, then every landing after {@code x}.
     */
    public static String formatPath(long path, boolean slide) {
        StringBuilder sb = new StringBuilder(48);
        int sq = fromSquare((int) path);
        sb.append(squareName(sq));
        int s = steps((int) path);
        for (int i = 0; i < s; i++) {
            sq = STEP[sq * 4 + pathDirection(path, i)];
            if (!slide || i == s - 1) {
                sb.append('-').append(squareName(sq));
            }
        }
        int j = jumps((int) path);
        for (int i = 0; i < j; i++) {
            sq = JUMP[sq * 4 + pathDirection(path, s + i)];
            sb.append('x').append(squareName(sq));
        }
        return sb.toString();
    }

    /**
     * Whether text is shaped like a board move: two or more squares of the 8x8 board joined by '-'
     * or 'x'. Throws a NotationException otherwise, naming the expected forms.
     */
    public static void checkBoardMoveSyntax(String text, String expected) {
        int i = 0;
        int squares = 0;
        int n = text.length();
        while (true) {
            int j = i;
            while (j < n && text.charAt(j) != '-' && text.charAt(j) != 'x') {
                j++;
            }
            if (Square.tryParse(text, i, j, SIZE, SIZE) == null) {
                throw new NotationException(
                        "malformed move "
                                + NotationException.quote(text)
                                + " (expected "
                                + expected
                                + ")");
            }
            squares++;
            if (j == n) {
                break;
            }
            i = j + 1;
        }
        if (squares < 2) {
            throw new NotationException(
                    "malformed move "
                            + NotationException.quote(text)
                            + " (expected "
                            + expected
                            + ")");
        }
    }

    // ---------------------------------------------------------------------------------------
    // Jump sequences

    /**
     * Writes every complete jump sequence that continues from {@code sq}, where a piece stands
     * after {@code done} path elements (packed in {@code partial}, which holds origin, steps, kind
     * and the directions so far, with {@code jumpsSoFar} jumps). {@code opp} holds the enemy pieces
     * not yet jumped, {@code empty} the empty squares (the mover's origin included). A man is
     * crowned on reaching {@code crowning} and the move ends there. When no jump continues and
     * {@code jumpsSoFar > 0}, the sequence so far is written. Returns the new buffer index.
     *
     * <p>Only for paths whose jumps fit the int (at most 9 elements in all); a longer Twist
     * initiative chain has its own continuation in the Twist.
     */
    public static int jumpSequences(
            int[] buffer,
            int n,
            int partial,
            int sq,
            int done,
            int jumpsSoFar,
            int directions,
            long opp,
            long empty,
            long crowning) {
        boolean continued = false;
        for (int d = 0; d < 4; d++) {
            long over = OVER_BIT[sq * 4 + d];
            long land = LAND_BIT[sq * 4 + d];
            if ((directions >>> d & 1) == 0 || (opp & over) == 0 || (empty & land) == 0) {
                continue;
            }
            continued = true;
            int next = (partial + (1 << 8)) | d << (14 + 2 * done);
            if ((crowning & land) != 0) {
                buffer[n++] = next; // a man crowned: the move ends
            } else {
                n =
                        jumpSequences(
                                buffer,
                                n,
                                next,
                                JUMP[sq * 4 + d],
                                done + 1,
                                jumpsSoFar + 1,
                                directions,
                                opp & ~over,
                                empty,
                                crowning);
            }
        }
        if (!continued && jumpsSoFar > 0) {
            buffer[n++] = partial;
        }
        return n;
    }
}
