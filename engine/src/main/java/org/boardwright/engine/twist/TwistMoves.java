package org.boardwright.engine.twist;

import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.Draughts;
import org.boardwright.engine.checkers.DraughtsMoves;
import org.boardwright.engine.checkers.DraughtsPosition;

/**
 * The Twist's moves (docs/rules/twist.md): the board moves of checkers, the boosted kings' moves,
 * declarations and dice outcomes, and the move generator of a position.
 *
 * <p>Board moves are the packed paths of {@link Draughts}, with two kinds of the Twist's own:
 *
 * <ul>
 *   <li>{@link #KIND_SPEED}, a speed move: one straight slide of s steps, then j jumps. Only the
 *       jumps are stored, elements 0 to j - 1; the slide goes the first jump's way (without a jump,
 *       element 0's).
 *   <li>{@link #KIND_LONG}, a long move: an initiative chain of more than {@link
 *       Draughts#MAX_ELEMENTS} elements, which an int cannot hold. Origin, s and j as usual, and in
 *       bits 14-31 its ordinal among the long paths in the generator's enumeration order from that
 *       position; the path is re-derived by enumerating again to that ordinal, which makes the int
 *       valid for every equal position (such moves are rare).
 * </ul>
 *
 * <p>Declarations and dice outcomes are packed with kind 3: {@code 3 << 12 | what << 14 | square <<
 * 18 | a << 24 | b << 27}. Dice are never rolled here: at a chance node the 21 outcomes are listed
 * and the caller chooses one.
 */
final class TwistMoves {

    static final int KIND_SPEED = 1;
    static final int KIND_LONG = 2;

    static final int SPECIAL = 3 << 12;
    static final int DECLARE_PASS = 0;
    static final int DECLARE_EXTRA = 1;
    static final int DECLARE_SPEED = 2;
    static final int DECLARE_INITIATIVE = 3;
    static final int ROLL = 4;

    private final DraughtsPosition board;

    /** Scratch move list for result checks and for re-deriving long paths. */
    private final int[] scratch = new int[GameState.MAX_MOVES];

    /**
     * The initiative enumeration's long paths: how many it has met so far, the ordinal whose path
     * is sought ({@link #longPath}; -1 while generating moves), and that path once met.
     */
    private int longPathsSeen;

    private int soughtOrdinal = -1;
    private long soughtPath;

    TwistMoves(DraughtsPosition board) {
        this.board = board;
    }

    // ---------------------------------------------------------------------------------------
    // Packed moves

    static boolean isSpecial(int move) {
        return (move & (3 << 12)) == SPECIAL;
    }

    /**
     * Whether the move is a declaration ({@code pass}, {@code extra}, {@code speed:}, {@code
     * initiative:}).
     */
    public static boolean isDeclaration(int move) {
        return (move & (3 << 12)) == SPECIAL && ((move >>> 14) & 15) != ROLL;
    }

    /** Whether the move is a dice outcome {@code roll:a-b}. */
    public static boolean isRoll(int move) {
        return (move & (3 << 12)) == SPECIAL && ((move >>> 14) & 15) == ROLL;
    }

    static int special(int what, int square) {
        return SPECIAL | what << 14 | square << 18;
    }

    static int roll(int a, int b) {
        return SPECIAL | ROLL << 14 | a << 24 | b << 27;
    }

    /**
     * A long move: the path's origin, steps and jumps, and its ordinal among the position's long
     * paths.
     */
    static int longMove(int fromSquare, int steps, int jumps, int ordinal) {
        return Draughts.move(fromSquare, steps, jumps, KIND_LONG, ordinal);
    }

    /** The ordinal of a long move among the long paths of its position. */
    static int longOrdinal(int move) {
        return move >>> 14;
    }

    /**
     * A board move of this position as a path with every element listed ({@link Draughts}' long
     * paths): a speed slide spelled out step by step, a long move's path re-derived.
     */
    long path(int turn, int move) {
        int kind = Draughts.kind(move);
        if (kind == KIND_LONG) {
            return longPath(turn, move);
        }
        if (kind != KIND_SPEED) {
            return move & 0xFFFFFFFFL;
        }
        int s = Draughts.steps(move);
        int j = Draughts.jumps(move);
        long path = move & 0x3FFFL & ~(3L << 12); // origin, steps, jumps; kind 0
        long slide = move >>> 14 & 3;
        for (int i = 0; i < s; i++) {
            path |= slide << (14 + 2 * i);
        }
        for (int i = 0; i < j; i++) {
            path |= (long) Draughts.direction(move, i) << (14 + 2 * (s + i));
        }
        return path;
    }

    /**
     * The number of moves the rules allow here, before the engine's draw policy (the moves
     * themselves written to scratch).
     */
    int count(int turn, int[] options) {
        return rulesMoves(turn, options, scratch, 0);
    }

    // ---------------------------------------------------------------------------------------
    // Generation

    /** The moves the rules allow here, before the engine's draw policy. */
    int rulesMoves(int turn, int[] options, int[] buffer, int offset) {
        long[] pieces = board.pieces();
        long kings = board.kings();
        int side = board.side();
        int type = Turn.type(turn);
        int n = offset;
        switch (type) {
            case Turn.DECLARED:
                for (int a = 1; a <= 6; a++) {
                    for (int b = a; b <= 6; b++) {
                        buffer[n++] = roll(a, b);
                    }
                }
                return n - offset;
            case Turn.NORMAL:
                if (pieces[side] == 0) {
                    return 0; // no pieces: lost, whatever the options
                }
                n += DraughtsMoves.ordinaryMoves(pieces, kings, side, 0, buffer, n);
                if (options[side] > 0) {
                    buffer[n++] = special(DECLARE_PASS, 0);
                    buffer[n++] = special(DECLARE_EXTRA, 0);
                    for (long k = pieces[side] & kings; k != 0; k &= k - 1) {
                        int sq = Long.numberOfTrailingZeros(k);
                        buffer[n++] = special(DECLARE_SPEED, sq);
                        buffer[n++] = special(DECLARE_INITIATIVE, sq);
                    }
                }
                return n - offset;
            case Turn.BONUS:
                return DraughtsMoves.ordinaryMoves(
                        pieces, kings, side, 1L << Turn.square(turn), buffer, offset);
            case Turn.SPEED:
            case Turn.INITIATIVE:
                return boostedMoves(turn, buffer, offset);
            default: // PLAIN, EXTRA
                return DraughtsMoves.ordinaryMoves(pieces, kings, side, 0, buffer, offset);
        }
    }

    /**
     * A boosted turn (twist.md, speed and initiative): the other pieces' ordinary moves and the
     * king's boosted ones, with mandatory capture over the whole set; if the set is empty, the
     * ordinary moves.
     */
    private int boostedMoves(int turn, int[] buffer, int offset) {
        long[] pieces = board.pieces();
        long kings = board.kings();
        int side = board.side();
        int king = Turn.square(turn);
        int others = DraughtsMoves.ordinaryMoves(pieces, kings, side, 1L << king, buffer, offset);
        boolean othersCapture = others > 0 && Draughts.jumps(buffer[offset]) > 0;
        int start = offset + others;
        int end =
                Turn.type(turn) == Turn.SPEED
                        ? speedMoves(turn, buffer, start)
                        : initiativeMoves(turn, buffer, start);
        boolean kingCaptures = false;
        for (int i = start; i < end; i++) {
            kingCaptures |= Draughts.jumps(buffer[i]) > 0;
        }
        int n = end;
        if (kingCaptures && !othersCapture) {
            // only capturing moves are legal: drop the others' steps
            n = offset;
            for (int i = start; i < end; i++) {
                if (Draughts.jumps(buffer[i]) > 0) {
                    buffer[n++] = buffer[i];
                }
            }
        } else if (othersCapture && !kingCaptures) {
            n = start; // the king's non-capturing boosted moves are not legal
        } else if (othersCapture) {
            n = start;
            for (int i = start; i < end; i++) {
                if (Draughts.jumps(buffer[i]) > 0) {
                    buffer[n++] = buffer[i];
                }
            }
        }
        if (n == offset) {
            return DraughtsMoves.ordinaryMoves(
                    pieces, kings, side, 0, buffer, offset); // the boost lapses
        }
        return n - offset;
    }

    /**
     * Speed: a slide of exactly v, or k < v empty squares then a jump the same way, then ordinary
     * jumps.
     */
    private int speedMoves(int turn, int[] buffer, int n) {
        int king = Turn.square(turn);
        int v = Turn.value(turn);
        long opp = board.pieces(board.side() ^ 1);
        long empty = board.empty() | 1L << king; // the king leaves its square
        for (int d = 0; d < 4; d++) {
            int sq = king;
            for (int k = 0; ; k++) {
                if (k == v) {
                    buffer[n++] = Draughts.move(king, v, 0, KIND_SPEED, d);
                    break;
                }
                int over = Draughts.STEP[sq * 4 + d];
                int land = Draughts.JUMP[sq * 4 + d];
                if (over >= 0
                        && land >= 0
                        && (opp >>> over & 1) != 0
                        && (empty >>> land & 1) != 0) {
                    // with k = 0 it is an ordinary jump, packed as one
                    int partial =
                            Draughts.move(
                                    king, k, 1, k == 0 ? Draughts.KIND_ORDINARY : KIND_SPEED, d);
                    n =
                            Draughts.jumpSequences(
                                    buffer,
                                    n,
                                    partial,
                                    land,
                                    1,
                                    1,
                                    Draughts.KING_DIRECTIONS,
                                    opp & ~(1L << over),
                                    empty,
                                    0);
                }
                if (over < 0 || (empty >>> over & 1) == 0) {
                    break;
                }
                sq = over;
            }
        }
        return n;
    }

    /** The boosted king's initiative moves, its long paths numbered from 0 in this order. */
    private int initiativeMoves(int turn, int[] buffer, int n) {
        int king = Turn.square(turn);
        long empty = board.empty() | 1L << king; // the king leaves its square
        longPathsSeen = 0;
        return initiativeChain(
                buffer,
                n,
                king,
                1,
                Turn.value(turn),
                -1,
                -1,
                Draughts.move(king, 0, 0, Draughts.KIND_ORDINARY, 0),
                board.pieces(board.side() ^ 1),
                empty);
    }

    /**
     * Initiative: a chain of exactly v king steps onto empty squares; the second move not the
     * first's way, no step back to the square just left; any move may be a jump instead, which ends
     * the steps (ordinary jumps then finish the sequence).
     *
     * @param move the chain's move about to be made (1-based); {@code path} (a long path) holds its
     *     first move - 1 steps
     */
    private int initiativeChain(
            int[] buffer,
            int n,
            int sq,
            int move,
            int v,
            int firstDirection,
            int left,
            long path,
            long opp,
            long empty) {
        int done = move - 1;
        for (int d = 0; d < 4; d++) {
            if (move == 2 && d == firstDirection) {
                continue;
            }
            int next = Draughts.STEP[sq * 4 + d];
            if (next < 0) {
                continue;
            }
            int land = Draughts.JUMP[sq * 4 + d];
            if (land >= 0 && (opp >>> next & 1) != 0 && (empty >>> land & 1) != 0) {
                long jump = (path + (1 << 8)) | (long) d << (14 + 2 * done);
                n = initiativeJumps(buffer, n, jump, land, done + 1, opp & ~(1L << next), empty);
            }
            if ((empty >>> next & 1) != 0 && next != left) {
                long step = (path + (1 << 5)) | (long) d << (14 + 2 * done);
                if (move == v) {
                    buffer[n++] = (int) step; // at most 6 steps: always fits
                } else {
                    n =
                            initiativeChain(
                                    buffer,
                                    n,
                                    next,
                                    move + 1,
                                    v,
                                    move == 1 ? d : firstDirection,
                                    sq,
                                    step,
                                    opp,
                                    empty);
                }
            }
        }
        return n;
    }

    /**
     * The ordinary jumps that finish an initiative chain from {@code sq}, where the king stands
     * after {@code elements} path elements (like {@link Draughts#jumpSequences}, on a long path). A
     * complete path of more than 9 elements is written as a long move numbered in enumeration
     * order.
     */
    private int initiativeJumps(
            int[] buffer, int n, long path, int sq, int elements, long opp, long empty) {
        boolean continued = false;
        for (int d = 0; d < 4; d++) {
            int over = Draughts.STEP[sq * 4 + d];
            if (over < 0 || (opp >>> over & 1) == 0) {
                continue;
            }
            int land = Draughts.JUMP[sq * 4 + d];
            if (land < 0 || (empty >>> land & 1) == 0) {
                continue;
            }
            continued = true;
            long next = (path + (1 << 8)) | (long) d << (14 + 2 * elements);
            n = initiativeJumps(buffer, n, next, land, elements + 1, opp & ~(1L << over), empty);
        }
        if (!continued) {
            if (elements <= Draughts.MAX_ELEMENTS) {
                buffer[n++] = (int) path;
            } else {
                int ordinal = longPathsSeen++;
                if (ordinal == soughtOrdinal) {
                    soughtPath = path;
                }
                int m = (int) path;
                buffer[n++] =
                        longMove(
                                Draughts.fromSquare(m),
                                Draughts.steps(m),
                                Draughts.jumps(m),
                                ordinal);
            }
        }
        return n;
    }

    /**
     * The long path of a long move in this position: the king's initiative moves are enumerated
     * again up to the move's ordinal (the same position always enumerates them in the same order).
     */
    long longPath(int turn, int move) {
        int king = Turn.square(turn);
        if (Turn.type(turn) != Turn.INITIATIVE || Draughts.fromSquare(move) != king) {
            throw new IllegalArgumentException(
                    "not a move of this position: a long initiative path from "
                            + Draughts.squareName(Draughts.fromSquare(move)));
        }
        soughtOrdinal = longOrdinal(move);
        soughtPath = -1;
        initiativeMoves(turn, scratch, 0);
        soughtOrdinal = -1;
        if (soughtPath < 0) {
            throw new IllegalArgumentException(
                    "not a move of this position: long initiative path number "
                            + longOrdinal(move)
                            + " from "
                            + Draughts.squareName(king));
        }
        return soughtPath;
    }

    /**
     * Whether the rules allow a move here ({@link #count} above 0), answered from the bitboards
     * without listing the moves wherever the phase allows.
     */
    boolean hasRulesMove(int turn, int[] options) {
        long[] pieces = board.pieces();
        long kings = board.kings();
        int side = board.side();
        switch (Turn.type(turn)) {
            case Turn.DECLARED:
                return true; // the dice
            case Turn.NORMAL:
                return pieces[side] != 0
                        && (options[side] > 0
                                || DraughtsMoves.hasOrdinaryMove(pieces, kings, side, 0));
            case Turn.BONUS:
                return DraughtsMoves.hasOrdinaryMove(pieces, kings, side, 1L << Turn.square(turn));
            case Turn.SPEED:
            case Turn.INITIATIVE:
                // every boosted move begins with an ordinary step or jump of the king, and the
                // turn falls back on the ordinary moves: the list is only asked where none exists
                return DraughtsMoves.hasOrdinaryMove(pieces, kings, side, 0)
                        || count(turn, options) > 0;
            default: // PLAIN, EXTRA
                return DraughtsMoves.hasOrdinaryMove(pieces, kings, side, 0);
        }
    }

    /**
     * Whether the player to move has a legal board move in this phase (no declarations, no policy).
     */
    boolean hasBoardMove(int turn, int[] options) {
        if (Turn.type(turn) == Turn.BONUS) {
            return hasRulesMove(turn, options);
        }
        int n = rulesMoves(turn, options, scratch, 0);
        for (int i = 0; i < n; i++) {
            if ((scratch[i] & (3 << 12)) != SPECIAL) {
                return true;
            }
        }
        return false;
    }
}
