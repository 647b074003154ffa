package org.boardwright.engine.checkers;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Result;

/**
 * A checkers position (docs/rules/checkers.md): one bitboard per side, one for kings, the side to
 * move and the quiet count (plies since the last capture or man move).
 *
 * <p>Moves are the packed paths of {@link Draughts}. Undo restores a snapshot kept per ply. The
 * history of repetition keys (the hash without the quiet count) is kept for the engine-policy draw
 * on the third occurrence of a position; only positions since the last capture or man move can
 * repeat, so the scan goes back at most {@code quiet} plies.
 *
 * <p>The pieces that can jump are computed once per position and kept until the next play or undo,
 * so even the queries write a field: like every state, one thread at a time.
 */
public final class CheckersState extends GameState {

    private static final CheckersGame.Keys KEYS = CheckersGame.KEYS;

    private final long[] pieces = new long[2];
    private long kings;
    private int side;
    private int quiet;
    private long hash;

    /** {@link #jumpers()} of this position, or {@link #UNKNOWN}. */
    private long jumpers = UNKNOWN;

    /** Not a set of jumpers (those stand on dark squares only). */
    private static final long UNKNOWN = -1;

    /**
     * Per ply: red, white, kings and hash before the move (stride 4), the quiet count before it,
     * the move.
     */
    private long[] snapshots = new long[4 * 128];

    private int[] quietBefore = new int[128];
    private int[] history = new int[128];
    private int historySize;

    /**
     * repetitionKeys[i]: the position after i moves without the quiet count; repeated[i]: its third
     * occurrence.
     */
    private long[] repetitionKeys = new long[129];

    private boolean[] repeated = new boolean[129];

    CheckersState(long red, long white, long kings, int side, int quiet) {
        pieces[0] = red;
        pieces[1] = white;
        this.kings = kings;
        this.side = side;
        this.quiet = quiet;
        this.hash = computeHash();
        repetitionKeys[0] = hash ^ KEYS.quiet[CheckersGame.quietKey(quiet)];
    }

    private CheckersState(CheckersState o) {
        setHistoryEndings(o.historyEndings());
        setDrawClaims(o.drawClaims());
        pieces[0] = o.pieces[0];
        pieces[1] = o.pieces[1];
        kings = o.kings;
        side = o.side;
        quiet = o.quiet;
        hash = o.hash;
        snapshots = o.snapshots.clone();
        quietBefore = o.quietBefore.clone();
        history = o.history.clone();
        historySize = o.historySize;
        repetitionKeys = o.repetitionKeys.clone();
        repeated = o.repeated.clone();
    }

    @Override
    public CheckersGame game() {
        return CheckersGame.INSTANCE;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    /** The bitboard of a side's pieces. */
    public long pieces(int side) {
        return pieces[side];
    }

    public long kings() {
        return kings;
    }

    public int quiet() {
        return quiet;
    }

    // ---------------------------------------------------------------------------------------
    // Move generation

    /** The side's pieces that have a jump, by direction rules: men forward, kings both ways. */
    private static long jumpersOf(long own, long kings, int side, long opp, long empty) {
        long ownKings = own & kings;
        return side == 0
                ? Draughts.jumpers(own, ownKings, opp, empty)
                : Draughts.jumpers(ownKings, own, opp, empty);
    }

    /**
     * Writes every legal board move of {@code side} (ignoring the draw policy): the jump sequences
     * if any piece can jump, the steps otherwise. Shared with the Twist.
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
    private static int movesOf(
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
    private static boolean hasStep(long own, long kings, int side, long empty) {
        long ownKings = own & kings;
        long up = side == 0 ? own : ownKings;
        long down = side == 0 ? ownKings : own;
        return ((Draughts.upRight(up) | Draughts.upLeft(up)) & empty) != 0
                || ((Draughts.downRight(down) | Draughts.downLeft(down)) & empty) != 0;
    }

    /**
     * The pieces of the side to move that can jump, computed once per position: the search asks
     * whether the game is over and then for the moves of the same position (reset by play and
     * undo).
     */
    private long jumpers() {
        long j = jumpers;
        if (j == UNKNOWN) {
            long own = pieces[side];
            long opp = pieces[side ^ 1];
            j = jumpersOf(own, kings, side, opp, Draughts.DARK & ~(own | opp));
            jumpers = j;
        }
        return j;
    }

    /** Whether the side to move has a legal board move (ignoring the draw policy). */
    private boolean hasMove() {
        return jumpers() != 0
                || hasStep(pieces[side], kings, side, Draughts.DARK & ~(pieces[0] | pieces[1]));
    }

    private boolean drawnByPolicy() {
        return !drawClaims()
                && (quiet >= CheckersGame.QUIET_LIMIT || historyEndings() && repeated[historySize]);
    }

    /**
     * Between people the draws wait for a claim by the player to move (docs/rules/checkers.md): the
     * same position for the third time, or 40 moves of each player without a capture or a man move.
     */
    @Override
    public String claimableDraw() {
        if (!drawClaims() || !hasMove()) {
            return "";
        }
        if (historyEndings() && repeated[historySize]) {
            return "a draw by threefold repetition (the same position for the third time, the same player to move)";
        }
        if (quiet >= CheckersGame.QUIET_LIMIT) {
            return "a draw by the 40-move rule (40 moves by each player without a capture or a man move)";
        }
        return "";
    }

    /** Captures are compulsory: there is one exactly when some piece can jump. */
    @Override
    public boolean mayCapture() {
        return jumpers() != 0;
    }

    @Override
    public int legalMoves(int[] buffer, int offset) {
        if (drawnByPolicy()) {
            return 0;
        }
        long own = pieces[side];
        long opp = pieces[side ^ 1];
        return movesOf(
                own, kings, side, opp, Draughts.DARK & ~(own | opp), jumpers(), buffer, offset);
    }

    /**
     * Uniform among the legal moves; without jumps the steps are counted and picked straight from
     * the bitboards.
     */
    @Override
    public int randomMove(RandomGenerator rng, int[] buffer) {
        if (drawnByPolicy()) {
            return -1;
        }
        long own = pieces[side];
        long opp = pieces[side ^ 1];
        long empty = Draughts.DARK & ~(own | opp);
        if (jumpers() != 0) {
            int n = ordinaryMoves(pieces, kings, side, 0, buffer, 0);
            return buffer[rng.nextInt(n)];
        }
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

    // ---------------------------------------------------------------------------------------
    // Play and undo

    @Override
    public void play(int move) {
        if (historySize == history.length) {
            grow();
        }
        jumpers = UNKNOWN;
        int i = historySize;
        snapshots[4 * i] = pieces[0];
        snapshots[4 * i + 1] = pieces[1];
        snapshots[4 * i + 2] = kings;
        snapshots[4 * i + 3] = hash;
        quietBefore[i] = quiet;
        history[i] = move;
        historySize = i + 1;

        int from = Draughts.CELL_SQUARE[move & 31];
        int to;
        long jumped = 0;
        int shape = move >>> 5 & 0x1FF; // steps, jumps and kind
        if (shape == 1) { // a single step
            to = from + Draughts.DELTA[move >>> 14 & 3];
        } else if ((shape & 0x187) == 0) { // jumps only
            to = from;
            for (int k = shape >>> 3 & 15, dirs = move >>> 14; k > 0; k--, dirs >>>= 2) {
                int at = to * 4 + (dirs & 3);
                jumped |= Draughts.OVER_BIT[at];
                to = Draughts.JUMP[at];
            }
        } else {
            to = Draughts.destination(move);
            jumped = Draughts.jumpedSquares(move);
        }
        boolean king = (kings >>> from & 1) != 0;
        long[] z = KEYS.piece;
        int kind = side * 2 + (king ? 1 : 0);
        boolean crowned = !king && (Draughts.CROWNING_RANK[side] >>> to & 1) != 0;
        long h = hash ^ z[kind * 64 + from] ^ z[(crowned ? kind + 1 : kind) * 64 + to] ^ KEYS.white;
        pieces[side] ^= 1L << from ^ 1L << to;
        if (king) {
            kings ^= 1L << from ^ 1L << to;
        } else if (crowned) {
            kings |= 1L << to;
        }
        if (jumped != 0) {
            int opp = side ^ 1;
            for (long b = jumped; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                h ^= z[(opp * 2 + (int) (kings >>> sq & 1)) * 64 + sq];
            }
            pieces[opp] &= ~jumped;
            kings &= ~jumped;
        }
        int newQuiet = jumped != 0 || !king ? 0 : quiet + 1;
        h ^= KEYS.quiet[CheckersGame.quietKey(quiet)] ^ KEYS.quiet[CheckersGame.quietKey(newQuiet)];
        quiet = newQuiet;
        hash = h;
        side ^= 1;
        long key = h ^ KEYS.quiet[CheckersGame.quietKey(quiet)];
        repetitionKeys[historySize] = key;
        repeated[historySize] = isThirdOccurrence(key);
    }

    /**
     * Whether the position after the last move occurred twice before since the last capture or man
     * move.
     */
    private boolean isThirdOccurrence(long key) {
        int now = historySize;
        int earliest = Math.max(0, now - quiet);
        int seen = 0;
        for (int j = now - 2; j >= earliest; j -= 2) {
            if (repetitionKeys[j] == key && ++seen == 2) {
                return true;
            }
        }
        return false;
    }

    private void grow() {
        int size = history.length * 2;
        history = Arrays.copyOf(history, size);
        quietBefore = Arrays.copyOf(quietBefore, size);
        snapshots = Arrays.copyOf(snapshots, 4 * size);
        repetitionKeys = Arrays.copyOf(repetitionKeys, size + 1);
        repeated = Arrays.copyOf(repeated, size + 1);
    }

    @Override
    public void undo() {
        if (historySize == 0) {
            throw new IllegalStateException("no move to undo");
        }
        int i = --historySize;
        jumpers = UNKNOWN;
        pieces[0] = snapshots[4 * i];
        pieces[1] = snapshots[4 * i + 1];
        kings = snapshots[4 * i + 2];
        hash = snapshots[4 * i + 3];
        quiet = quietBefore[i];
        side ^= 1;
    }

    @Override
    public int movesPlayed() {
        return historySize;
    }

    /** The move played {@code back} moves ago (1 = the last one). */
    int moveBack(int back) {
        return history[historySize - back];
    }

    // ---------------------------------------------------------------------------------------
    // Result

    @Override
    public boolean isTerminal() {
        return drawnByPolicy() || !hasMove();
    }

    @Override
    public Result result() {
        if (!hasMove()) {
            return Result.winFor(side ^ 1); // the rules come before the engine's draw policy
        }
        return drawnByPolicy() ? Result.DRAW : Result.ONGOING;
    }

    @Override
    public String resultReason() {
        CheckersGame g = game();
        if (!hasMove()) {
            return pieces[side] == 0
                    ? g.sideName(side ^ 1) + " captured every " + g.sideName(side) + " piece"
                    : g.sideName(side) + " cannot move";
        }
        if (quiet >= CheckersGame.QUIET_LIMIT) {
            return "drawn by engine policy: "
                    + CheckersGame.QUIET_LIMIT
                    + " plies without a capture or a man move";
        }
        if (historyEndings() && repeated[historySize]) {
            return "drawn by engine policy: the same position for the third time";
        }
        return "";
    }

    /**
     * Whether the game ended by repetition, which a position string cannot show (it has no
     * history).
     */
    @Override
    public boolean endedByHistory() {
        return historyEndings()
                && !drawClaims()
                && repeated[historySize]
                && quiet < CheckersGame.QUIET_LIMIT
                && hasMove();
    }

    /** Every draw in checkers is engine policy (docs/rules/checkers.md). */
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
        long h = side == 1 ? KEYS.white : 0;
        for (int s = 0; s < 2; s++) {
            for (long b = pieces[s]; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                h ^= KEYS.piece[(s * 2 + (int) (kings >>> sq & 1)) * 64 + sq];
            }
        }
        return h ^ KEYS.quiet[CheckersGame.quietKey(quiet)];
    }

    @Override
    public CheckersState copy() {
        return new CheckersState(this);
    }

    @Override
    public String position() {
        String p = PositionText.ranks(game(), this::pieceAt) + ' ' + game().sideLetter(side);
        return quiet == 0 ? p : p + " quiet=" + quiet;
    }

    @Override
    public String pieceAt(int x, int y) {
        return pieceLetter(pieces, kings, x, y);
    }

    /** r, R, w, W or "" for the square. */
    public static String pieceLetter(long[] pieces, long kings, int x, int y) {
        if (x < 0 || y < 0 || x >= 8 || y >= 8) {
            return "";
        }
        int sq = x + 8 * y;
        boolean king = (kings >>> sq & 1) != 0;
        if ((pieces[0] >>> sq & 1) != 0) {
            return king ? "R" : "r";
        }
        if ((pieces[1] >>> sq & 1) != 0) {
            return king ? "W" : "w";
        }
        return "";
    }

    @Override
    public String formatMove(int move) {
        return Draughts.format(move);
    }

    @Override
    public String formatMove(int move, String notation) {
        return switch (notation) {
            case Game.NUMERIC -> Numbering.format(move);
            case Game.HUB -> Numbering.formatHub(move);
            default -> super.formatMove(move, notation);
        };
    }

    /**
     * Reads algebraic moves, and numeric ones as {@link Numbering#parse} does; an algebraic capture
     * given by only some of its landing squares ({@code f6xb6}, as newspapers print it) is resolved
     * the same way.
     */
    @Override
    public int parseMove(String text) {
        String t = text == null ? "" : text.strip();
        if (Numbering.looksNumeric(t)) {
            return Numbering.parse(this, t);
        }
        try {
            return super.parseMove(text);
        } catch (IllegalMoveException e) {
            String numbered = t.indexOf('x') > 0 ? Numbering.numberedOrNull(t) : null;
            if (numbered == null) {
                throw e;
            }
            int move;
            try {
                move = Numbering.parse(this, numbered);
            } catch (IllegalMoveException stillNot) {
                throw e;
            }
            if (Draughts.jumps(move) == 0) {
                throw e; // a step written as a capture stays an error in chess squares
            }
            return move;
        }
    }

    /** The position in PDN's FEN (no quiet count). */
    public String fen() {
        return Fen.of(pieces, kings, side);
    }

    @Override
    protected void checkMoveSyntax(String text) {
        Draughts.checkBoardMoveSyntax(
                text,
                "a step such as a3-b4, or a capture listing every landing square such as a3xc5xe7");
    }
}
