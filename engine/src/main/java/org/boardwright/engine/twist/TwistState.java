package org.boardwright.engine.twist;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.MoveKind;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Result;
import org.boardwright.engine.Square;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.checkers.Draughts;

/**
 * A Twist position (docs/rules/twist.md): the checkers board, each side's option count, the turn
 * phase ({@link Turn}) and the quiet count.
 *
 * <p>Board moves are the packed paths of {@link Draughts}. Declarations and dice outcomes are
 * packed with kind 3: {@code 3 << 12 | what << 14 | square << 18 | a << 24 | b << 27}. Dice are
 * never rolled here: at a chance node ({@code turn=declared:...}) the 21 outcomes are listed and
 * the caller chooses one. An initiative move whose path has more than 9 elements is a {@link
 * Draughts#KIND_LONG long move}: play and formatMove re-derive its path by enumerating the king's
 * initiative moves again up to its ordinal (such moves are rare).
 *
 * <p>Undo restores a snapshot kept per move. Repetition (engine policy) compares the board, the
 * side to move, the option counts and the turn phase since the last capture or man move.
 */
public final class TwistState extends GameState {

    private static final int SPECIAL = 3 << 12;
    private static final int DECLARE_PASS = 0;
    private static final int DECLARE_EXTRA = 1;
    private static final int DECLARE_SPEED = 2;
    private static final int DECLARE_INITIATIVE = 3;
    private static final int ROLL = 4;

    private static final CheckersGame.Keys KEYS = new CheckersGame.Keys(0x7_3157L);
    private static final long META_SEED = new SplittableRandom(0x7_3158L).nextLong();

    private final long[] pieces = new long[2];
    private long kings;
    private int side;
    private final int[] options = new int[2];
    private int turn;
    private int quiet;

    /** Moves other than dice outcomes since this state was made (the 1,000-ply policy). */
    private int plies;

    private long boardHash;
    private long hash;

    /**
     * Per move, before it: red, white, kings, board hash (stride 4); side, options, turn, quiet,
     * plies (stride 6).
     */
    private long[] longSnapshots = new long[4 * 128];

    private int[] intSnapshots = new int[6 * 128];
    private int historySize;

    /**
     * For the position after i moves: its repetition key, the index of the last capture or man
     * move, its third occurrence.
     */
    private long[] repetitionKeys = new long[129];

    private int[] lastReset = new int[129];
    private boolean[] repeated = new boolean[129];

    /** Scratch move list for result checks and for re-deriving long paths. */
    private final int[] scratch = new int[MAX_MOVES];

    /**
     * The initiative enumeration's long paths: how many it has met so far, the ordinal whose path
     * is sought ({@link #longPath}; -1 while generating moves), and that path once met.
     */
    private int longPathsSeen;

    private int soughtOrdinal = -1;
    private long soughtPath;

    TwistState(
            long red,
            long white,
            long kings,
            int side,
            int redOptions,
            int whiteOptions,
            int turn,
            int quiet) {
        pieces[0] = red;
        pieces[1] = white;
        this.kings = kings;
        this.side = side;
        options[0] = redOptions;
        options[1] = whiteOptions;
        this.turn = turn;
        this.quiet = quiet;
        boardHash = computeBoardHash();
        hash = boardHash ^ metaHash();
        repetitionKeys[0] = hash ^ KEYS.quiet[CheckersGame.quietKey(quiet)];
    }

    private TwistState(TwistState o) {
        setHistoryEndings(o.historyEndings());
        setDrawClaims(o.drawClaims());
        pieces[0] = o.pieces[0];
        pieces[1] = o.pieces[1];
        kings = o.kings;
        side = o.side;
        options[0] = o.options[0];
        options[1] = o.options[1];
        turn = o.turn;
        quiet = o.quiet;
        plies = o.plies;
        boardHash = o.boardHash;
        hash = o.hash;
        longSnapshots = o.longSnapshots.clone();
        intSnapshots = o.intSnapshots.clone();
        historySize = o.historySize;
        repetitionKeys = o.repetitionKeys.clone();
        lastReset = o.lastReset.clone();
        repeated = o.repeated.clone();
    }

    @Override
    public TwistGame game() {
        return TwistGame.INSTANCE;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    /** A side's pieces on the 64-bit board (as in {@code CheckersState}). */
    public long pieces(int side) {
        return pieces[side];
    }

    /** Which pieces are kings. */
    public long kings() {
        return kings;
    }

    /** A side's unused options. */
    public int options(int side) {
        return options[side];
    }

    public int quiet() {
        return quiet;
    }

    /** The {@code turn=} value of the position string, or "" at the start of a normal turn. */
    public String turnText() {
        String t = Turn.text(turn);
        return t == null ? "" : t;
    }

    // ---------------------------------------------------------------------------------------
    // Moves

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

    private static int special(int what, int square) {
        return SPECIAL | what << 14 | square << 18;
    }

    static int roll(int a, int b) {
        return SPECIAL | ROLL << 14 | a << 24 | b << 27;
    }

    /**
     * The engine-policy draws. Between people (draw claims on) the repetition and quiet-ply draws
     * wait for a claim, as in checkers; the ply limit ends the game either way.
     */
    private boolean drawnByPolicy() {
        return !drawClaims()
                        && (quiet >= CheckersGame.QUIET_LIMIT
                                || historyEndings() && repeated[historySize])
                || historyEndings() && plies >= TwistGame.PLY_LIMIT;
    }

    /**
     * Between people the draws of checkers wait for a claim by the player to move
     * (docs/rules/twist.md): the same position for the third time, or 80 plies without a capture or
     * a man move.
     */
    @Override
    public String claimableDraw() {
        if (!drawClaims() || isChanceNode() || isTerminal()) {
            return "";
        }
        if (historyEndings() && repeated[historySize]) {
            return "a draw by threefold repetition (the same position for the third time, the same player to move)";
        }
        if (quiet >= CheckersGame.QUIET_LIMIT) {
            return "a draw by the 40-move rule ("
                    + CheckersGame.QUIET_LIMIT
                    + " plies without a capture or a man move)";
        }
        return "";
    }

    @Override
    public boolean isChanceNode() {
        return Turn.type(turn) == Turn.DECLARED && !drawnByPolicy();
    }

    @Override
    public double chanceProbability(int outcome) {
        if (!isChanceNode()) {
            throw new IllegalStateException("not a chance node");
        }
        return ((outcome >>> 24) & 7) == ((outcome >>> 27) & 7) ? 1.0 / 36 : 2.0 / 36;
    }

    @Override
    public int legalMoves(int[] buffer, int offset) {
        if (drawnByPolicy()) {
            return 0;
        }
        return rulesMoves(buffer, offset);
    }

    /** The moves the rules allow here, before the engine's draw policy. */
    private int rulesMoves(int[] buffer, int offset) {
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
                n += CheckersState.ordinaryMoves(pieces, kings, side, 0, buffer, n);
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
                return CheckersState.ordinaryMoves(
                        pieces, kings, side, 1L << Turn.square(turn), buffer, offset);
            case Turn.SPEED:
            case Turn.INITIATIVE:
                return boostedMoves(buffer, offset);
            default: // PLAIN, EXTRA
                return CheckersState.ordinaryMoves(pieces, kings, side, 0, buffer, offset);
        }
    }

    /**
     * A boosted turn (twist.md, speed and initiative): the other pieces' ordinary moves and the
     * king's boosted ones, with mandatory capture over the whole set; if the set is empty, the
     * ordinary moves.
     */
    private int boostedMoves(int[] buffer, int offset) {
        int king = Turn.square(turn);
        int others = CheckersState.ordinaryMoves(pieces, kings, side, 1L << king, buffer, offset);
        boolean othersCapture = others > 0 && Draughts.jumps(buffer[offset]) > 0;
        int start = offset + others;
        int end =
                Turn.type(turn) == Turn.SPEED
                        ? speedMoves(buffer, start)
                        : initiativeMoves(buffer, start);
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
            return CheckersState.ordinaryMoves(
                    pieces, kings, side, 0, buffer, offset); // the boost lapses
        }
        return n - offset;
    }

    /**
     * Speed: a slide of exactly v, or k < v empty squares then a jump the same way, then ordinary
     * jumps.
     */
    private int speedMoves(int[] buffer, int n) {
        int king = Turn.square(turn);
        int v = Turn.value(turn);
        long opp = pieces[side ^ 1];
        long empty =
                Draughts.DARK & ~(pieces[0] | pieces[1]) | 1L << king; // the king leaves its square
        for (int d = 0; d < 4; d++) {
            int sq = king;
            for (int k = 0; ; k++) {
                if (k == v) {
                    buffer[n++] = Draughts.move(king, v, 0, Draughts.KIND_SPEED, d);
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
                                    king,
                                    k,
                                    1,
                                    k == 0 ? Draughts.KIND_ORDINARY : Draughts.KIND_SPEED,
                                    d);
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
    private int initiativeMoves(int[] buffer, int n) {
        int king = Turn.square(turn);
        long empty =
                Draughts.DARK & ~(pieces[0] | pieces[1]) | 1L << king; // the king leaves its square
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
                pieces[side ^ 1],
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
                        Draughts.longMove(
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
    private long longPath(int move) {
        int king = Turn.square(turn);
        if (Turn.type(turn) != Turn.INITIATIVE || Draughts.fromSquare(move) != king) {
            throw new IllegalArgumentException(
                    "not a move of this position: a long initiative path from "
                            + Draughts.squareName(Draughts.fromSquare(move)));
        }
        soughtOrdinal = Draughts.longOrdinal(move);
        soughtPath = -1;
        initiativeMoves(scratch, 0);
        soughtOrdinal = -1;
        if (soughtPath < 0) {
            throw new IllegalArgumentException(
                    "not a move of this position: long initiative path number "
                            + Draughts.longOrdinal(move)
                            + " from "
                            + Draughts.squareName(king));
        }
        return soughtPath;
    }

    /**
     * Whether the player to move has a legal board move in this phase (no declarations, no policy).
     */
    boolean hasBoardMove() {
        int n = rulesMoves(scratch, 0);
        for (int i = 0; i < n; i++) {
            if ((scratch[i] & (3 << 12)) != SPECIAL) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------
    // Play and undo

    @Override
    public void play(int move) {
        if (historySize == intSnapshots.length / 6) {
            grow();
        }
        int i = historySize;
        longSnapshots[4 * i] = pieces[0];
        longSnapshots[4 * i + 1] = pieces[1];
        longSnapshots[4 * i + 2] = kings;
        longSnapshots[4 * i + 3] = boardHash;
        intSnapshots[6 * i] = side;
        intSnapshots[6 * i + 1] = options[0];
        intSnapshots[6 * i + 2] = options[1];
        intSnapshots[6 * i + 3] = turn;
        intSnapshots[6 * i + 4] = quiet;
        intSnapshots[6 * i + 5] = plies;
        historySize = i + 1;

        boolean reset = false;
        if ((move & (3 << 12)) == SPECIAL) {
            int what = (move >>> 14) & 15;
            if (what == ROLL) {
                playRoll(move);
            } else {
                options[side]--;
                turn = Turn.of(Turn.DECLARED, (move >>> 18) & 63, 0, what);
                quiet++;
                plies++;
            }
        } else {
            reset = playBoardMove(move);
        }
        hash = boardHash ^ metaHash();
        long key = hash ^ KEYS.quiet[CheckersGame.quietKey(quiet)];
        int now = historySize;
        repetitionKeys[now] = key;
        lastReset[now] = reset ? now : lastReset[now - 1];
        int seen = 0;
        boolean third = false;
        for (int j = now - 1; j >= lastReset[now] && !third; j--) {
            third = repetitionKeys[j] == key && ++seen == 2;
        }
        repeated[now] = third;
    }

    private void playRoll(int roll) {
        int a = (roll >>> 24) & 7;
        int b = (roll >>> 27) & 7;
        int sq = Turn.square(turn);
        switch (Turn.declaration(turn)) {
            case Turn.PASS:
                if (a != b) {
                    side ^= 1; // the turn ends with no move
                    turn = Turn.of(Turn.NORMAL, 0, 0, 0);
                } else {
                    turn = Turn.of(Turn.PLAIN, 0, 0, 0);
                }
                break;
            case Turn.EXTRA_TURN:
                turn = Turn.of(a != b ? Turn.EXTRA : Turn.PLAIN, 0, 0, 0);
                break;
            default:
                int v = Math.min(a, b);
                if (v == 1) {
                    turn = Turn.of(Turn.PLAIN, 0, 0, 0);
                } else {
                    turn =
                            Turn.of(
                                    Turn.declaration(turn) == Turn.SPEED_BOOST
                                            ? Turn.SPEED
                                            : Turn.INITIATIVE,
                                    sq,
                                    v,
                                    0);
                }
                break;
        }
    }

    /**
     * Plays a board move; returns whether it captured or moved a man (resetting the quiet count).
     */
    private boolean playBoardMove(int move) {
        int from = Draughts.fromSquare(move);
        int to;
        long jumped;
        if (Draughts.kind(move) == Draughts.KIND_LONG) {
            long path = longPath(move);
            to = Draughts.pathDestination(path);
            jumped = Draughts.pathJumpedSquares(path);
        } else {
            to = Draughts.destination(move);
            jumped = Draughts.jumpedSquares(move);
        }
        boolean king = (kings >>> from & 1) != 0;
        long[] z = KEYS.piece;
        int kind = side * 2 + (king ? 1 : 0);
        boolean crowned = !king && (Draughts.CROWNING_RANK[side] >>> to & 1) != 0;
        long h = boardHash ^ z[kind * 64 + from] ^ z[(crowned ? kind + 1 : kind) * 64 + to];
        pieces[side] ^= 1L << from ^ 1L << to;
        if (king) {
            kings ^= 1L << from ^ 1L << to;
        } else if (crowned) {
            kings |= 1L << to;
        }
        int opp = side ^ 1;
        if (jumped != 0) {
            for (long b = jumped; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                h ^= z[(opp * 2 + (int) (kings >>> sq & 1)) * 64 + sq];
            }
            // twist.md: each captured king costs its owner an unused option; a king's jump earns
            // one
            options[opp] = Math.max(0, options[opp] - Long.bitCount(jumped & kings));
            if (king) {
                options[side]++;
            }
            pieces[opp] &= ~jumped;
            kings &= ~jumped;
        }
        boardHash = h;
        boolean reset = jumped != 0 || !king;
        quiet = reset ? 0 : quiet + 1;
        plies++;
        if (Turn.type(turn) == Turn.EXTRA && pieces[opp] != 0) {
            // the opponent's turn is skipped: a bonus turn in which the piece just moved may not
            // move
            turn = Turn.of(Turn.BONUS, to, 0, 0);
            if (!hasBoardMove()) {
                side = opp; // the bonus turn is forfeited
                turn = Turn.of(Turn.NORMAL, 0, 0, 0);
            }
        } else {
            side = opp;
            turn = Turn.of(Turn.NORMAL, 0, 0, 0);
        }
        return reset;
    }

    private void grow() {
        int size = historySize * 2;
        longSnapshots = Arrays.copyOf(longSnapshots, 4 * size);
        intSnapshots = Arrays.copyOf(intSnapshots, 6 * size);
        repetitionKeys = Arrays.copyOf(repetitionKeys, size + 1);
        lastReset = Arrays.copyOf(lastReset, size + 1);
        repeated = Arrays.copyOf(repeated, size + 1);
    }

    @Override
    public void undo() {
        if (historySize == 0) {
            throw new IllegalStateException("no move to undo");
        }
        int i = --historySize;
        pieces[0] = longSnapshots[4 * i];
        pieces[1] = longSnapshots[4 * i + 1];
        kings = longSnapshots[4 * i + 2];
        boardHash = longSnapshots[4 * i + 3];
        side = intSnapshots[6 * i];
        options[0] = intSnapshots[6 * i + 1];
        options[1] = intSnapshots[6 * i + 2];
        turn = intSnapshots[6 * i + 3];
        quiet = intSnapshots[6 * i + 4];
        plies = intSnapshots[6 * i + 5];
        hash = boardHash ^ metaHash();
    }

    @Override
    public int movesPlayed() {
        return historySize;
    }

    // ---------------------------------------------------------------------------------------
    // Result

    @Override
    public boolean isTerminal() {
        return drawnByPolicy() || rulesMoves(scratch, 0) == 0;
    }

    @Override
    public Result result() {
        if (rulesMoves(scratch, 0) == 0) {
            return Result.winFor(side ^ 1); // the rules come before the engine's draw policy
        }
        return drawnByPolicy() ? Result.DRAW : Result.ONGOING;
    }

    @Override
    public String resultReason() {
        TwistGame g = game();
        if (rulesMoves(scratch, 0) == 0) {
            return pieces[side] == 0
                    ? g.sideName(side ^ 1) + " captured every " + g.sideName(side) + " piece"
                    : g.sideName(side) + " cannot move";
        }
        if (quiet >= CheckersGame.QUIET_LIMIT && !drawClaims()) {
            return "drawn by engine policy: "
                    + CheckersGame.QUIET_LIMIT
                    + " plies without a capture or a man move";
        }
        if (historyEndings() && repeated[historySize] && !drawClaims()) {
            return "drawn by engine policy: the same position for the third time";
        }
        if (historyEndings() && plies >= TwistGame.PLY_LIMIT) {
            return "drawn by engine policy: " + TwistGame.PLY_LIMIT + " plies";
        }
        return "";
    }

    /**
     * Whether the game ended by a rule on its history (repetition, ply limit), which a position
     * string cannot show.
     */
    @Override
    public boolean endedByHistory() {
        return historyEndings()
                && (repeated[historySize] && !drawClaims() || plies >= TwistGame.PLY_LIMIT)
                && (quiet < CheckersGame.QUIET_LIMIT || drawClaims())
                && rulesMoves(scratch, 0) > 0;
    }

    /** Every draw in the Twist is engine policy (docs/rules/checkers.md, twist.md). */
    @Override
    public boolean endedByEnginePolicy() {
        return result() == Result.DRAW;
    }

    // ---------------------------------------------------------------------------------------
    // Hash, copy, text

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public long computeHash() {
        return computeBoardHash() ^ metaHash();
    }

    private long computeBoardHash() {
        long h = 0;
        for (int s = 0; s < 2; s++) {
            for (long b = pieces[s]; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                h ^= KEYS.piece[(s * 2 + (int) (kings >>> sq & 1)) * 64 + sq];
            }
        }
        return h;
    }

    /** The side to move, option counts, turn phase and quiet count, mixed into one key. */
    private long metaHash() {
        long x =
                META_SEED
                        ^ ((long) options[0] << 40
                                | (long) options[1] << 16
                                | (long) turn << 1
                                | side);
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        x ^= x >>> 31;
        return x ^ KEYS.quiet[CheckersGame.quietKey(quiet)];
    }

    @Override
    public TwistState copy() {
        return new TwistState(this);
    }

    @Override
    public String position() {
        StringBuilder sb =
                new StringBuilder(PositionText.ranks(game(), this::pieceAt))
                        .append(' ')
                        .append(game().sideLetter(side));
        if (options[0] != 0 || options[1] != 0) {
            sb.append(" options=").append(options[0]).append(',').append(options[1]);
        }
        String t = Turn.text(turn);
        if (t != null) {
            sb.append(" turn=").append(t);
        }
        if (quiet != 0) {
            sb.append(" quiet=").append(quiet);
        }
        return sb.toString();
    }

    @Override
    public String pieceAt(int x, int y) {
        return CheckersState.pieceLetter(pieces, kings, x, y);
    }

    @Override
    public MoveKind moveKind(int move) {
        return isRoll(move)
                ? MoveKind.CHANCE
                : isDeclaration(move) ? MoveKind.DECLARATION : MoveKind.BOARD;
    }

    @Override
    public String describeMove(int move) {
        if (isRoll(move)) {
            int[] d = dice(move);
            return "dice " + d[0] + " and " + d[1];
        }
        if (!isDeclaration(move)) {
            return formatMove(move);
        }
        String text = formatMove(move);
        int colon = text.indexOf(':');
        return colon < 0
                ? "declare " + (text.equals("extra") ? "an extra turn" : text)
                : "declare " + text.substring(0, colon) + " on " + text.substring(colon + 1);
    }

    @Override
    public int[] dice(int outcome) {
        return isRoll(outcome)
                ? new int[] {(outcome >>> 24) & 7, (outcome >>> 27) & 7}
                : new int[0];
    }

    @Override
    public int counter(int side) {
        return options[side];
    }

    @Override
    public String turnNote() {
        return turnText();
    }

    @Override
    public String describeTurn() {
        String square = Draughts.squareName(Turn.square(turn));
        int v = Turn.value(turn);
        switch (Turn.type(turn)) {
            case Turn.DECLARED:
                return "The dice decide the declaration "
                        + Turn.declarationText(Turn.declaration(turn), Turn.square(turn))
                        + ".";
            case Turn.PLAIN:
                return "Doubles or a lower die of 1: the declaration gives nothing; an ordinary turn.";
            case Turn.EXTRA:
                return "Different dice: the extra turn succeeds. Move now, then play a bonus turn.";
            case Turn.BONUS:
                return "Bonus turn: the piece on " + square + " may not move.";
            case Turn.SPEED:
                return "The speed boost for the king on "
                        + square
                        + " is worth "
                        + v
                        + ": slide exactly "
                        + v
                        + " squares, or slide then jump.";
            case Turn.INITIATIVE:
                return "The initiative boost for the king on "
                        + square
                        + " is worth "
                        + v
                        + ": a chain of exactly "
                        + v
                        + " steps, or steps then a jump.";
            default:
                return passSucceeded() ? "Different dice: the pass succeeds; the turn ends." : "";
        }
    }

    /**
     * Whether the last move was the throw that made a declared pass succeed (the turn passed on at
     * once).
     */
    private boolean passSucceeded() {
        if (historySize == 0) {
            return false;
        }
        int before = intSnapshots[6 * (historySize - 1) + 3];
        return Turn.type(before) == Turn.DECLARED && Turn.declaration(before) == Turn.PASS;
    }

    @Override
    public String formatMove(int move) {
        if ((move & (3 << 12)) != SPECIAL) {
            return Draughts.kind(move) == Draughts.KIND_LONG
                    ? Draughts.formatPath(longPath(move))
                    : Draughts.format(move);
        }
        int what = (move >>> 14) & 15;
        if (what == ROLL) {
            return "roll:" + ((move >>> 24) & 7) + "-" + ((move >>> 27) & 7);
        }
        return Turn.declarationText(what, (move >>> 18) & 63);
    }

    @Override
    protected void checkMoveSyntax(String text) {
        if (text.equals("pass") || text.equals("extra")) {
            return;
        }
        for (String prefix : new String[] {"speed:", "initiative:"}) {
            if (text.startsWith(prefix)) {
                if (Square.tryParse(text, prefix.length(), text.length(), 8, 8) == null) {
                    throw new NotationException(
                            "malformed declaration "
                                    + NotationException.quote(text)
                                    + " (expected "
                                    + prefix
                                    + "<square of your king>, e.g. "
                                    + prefix
                                    + "e5)");
                }
                return;
            }
        }
        if (text.startsWith("roll:")) {
            if (text.length() != 8
                    || text.charAt(6) != '-'
                    || text.charAt(5) < '1'
                    || text.charAt(5) > '6'
                    || text.charAt(7) < '1'
                    || text.charAt(7) > '6'
                    || text.charAt(5) > text.charAt(7)) {
                throw new NotationException(
                        "malformed dice outcome "
                                + NotationException.quote(text)
                                + " (expected roll:a-b with 1 <= a <= b <= 6)");
            }
            return;
        }
        Draughts.checkBoardMoveSyntax(
                text,
                "a step a3-b4, a capture a3xc5xe7, a boosted move such as a1-c3xe5 or e5-f6-g5,"
                        + " or a declaration pass, extra, speed:<sq>, initiative:<sq>");
    }
}
