package org.boardwright.engine.checkers;

import java.util.Arrays;
import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.Game;

/**
 * The position both draughts games stand on (docs/rules/checkers.md): one bitboard per side, one
 * for kings, the side to move and the quiet count (plies since the last capture or man move), with
 * the undo history, the repetition record, the hash and the draw facts.
 *
 * <p>A game adds what else its position holds (the Twist: option counts and the turn phase) as the
 * {@code rest} key of {@link #finishMove}: the hash is the pieces' key, the rest and the quiet
 * count's key; the repetition key is the same without the quiet count. Its own values before each
 * move are kept here too ({@link #keep}, {@link #kept}), so one history serves both.
 *
 * <p>Only positions since the last capture or man move can repeat, so the repetition scan stops
 * there. Where the sides alternate every ply (checkers) it looks at every second position only, and
 * not at all until eight such plies allow a third occurrence.
 */
public final class DraughtsPosition {

    private static final int LONGS = 5;
    private static final int INTS = 2;

    private final CheckersGame.Keys keys;

    /** 2 where the sides alternate every ply, 1 where they need not. */
    private final int repetitionStride;

    /**
     * The fewest plies since the last capture or man move that a third occurrence needs: where the
     * sides alternate a position comes back after four plies at the soonest (a piece of each side
     * out and back), so eight; elsewhere two (two earlier positions).
     */
    private final int thirdOccurrenceSpan;

    /** Per move, how many values of the game's own the history keeps. */
    private final int gameInts;

    private final long[] pieces = new long[2];
    private long kings;
    private int side;
    private int quiet;

    /** The pieces' key alone, kept up to date move by move. */
    private long boardHash;

    private long hash;

    /** Per move, before it: red, white, kings, board hash, hash. */
    private long[] longSnapshots;

    /** Per move, before it: side, quiet, then the game's own values. */
    private int[] intSnapshots;

    private int historySize;

    /**
     * For the position after i moves: its repetition key, the index of the last capture or man
     * move, whether it stands for the third time.
     */
    private long[] repetitionKeys = new long[129];

    private int[] lastReset = new int[129];
    private boolean[] repeated = new boolean[129];

    /**
     * @param keys the game's Zobrist keys
     * @param alternating whether the sides alternate every ply
     * @param gameInts how many values of its own the game keeps per move
     * @param rest the key of what else the game's position holds
     */
    public DraughtsPosition(
            CheckersGame.Keys keys,
            boolean alternating,
            int gameInts,
            long red,
            long white,
            long kings,
            int side,
            int quiet,
            long rest) {
        this.keys = keys;
        this.repetitionStride = alternating ? 2 : 1;
        this.thirdOccurrenceSpan = alternating ? 8 : 2;
        this.gameInts = gameInts;
        longSnapshots = new long[LONGS * 128];
        intSnapshots = new int[(INTS + gameInts) * 128];
        pieces[0] = red;
        pieces[1] = white;
        this.kings = kings;
        this.side = side;
        this.quiet = quiet;
        boardHash = computeBoardHash();
        hash = boardHash ^ rest ^ quietKey(quiet);
        repetitionKeys[0] = boardHash ^ rest;
    }

    private DraughtsPosition(DraughtsPosition o) {
        keys = o.keys;
        repetitionStride = o.repetitionStride;
        thirdOccurrenceSpan = o.thirdOccurrenceSpan;
        gameInts = o.gameInts;
        pieces[0] = o.pieces[0];
        pieces[1] = o.pieces[1];
        kings = o.kings;
        side = o.side;
        quiet = o.quiet;
        boardHash = o.boardHash;
        hash = o.hash;
        longSnapshots = o.longSnapshots.clone();
        intSnapshots = o.intSnapshots.clone();
        historySize = o.historySize;
        repetitionKeys = o.repetitionKeys.clone();
        lastReset = o.lastReset.clone();
        repeated = o.repeated.clone();
    }

    public DraughtsPosition copy() {
        return new DraughtsPosition(this);
    }

    // ---------------------------------------------------------------------------------------
    // The position

    /** The bitboard of a side's pieces. */
    public long pieces(int side) {
        return pieces[side];
    }

    /** Both sides' bitboards, red then white: the array itself, for move generation to read. */
    public long[] pieces() {
        return pieces;
    }

    public long kings() {
        return kings;
    }

    public int side() {
        return side;
    }

    public int quiet() {
        return quiet;
    }

    public long hash() {
        return hash;
    }

    /** The empty dark squares. */
    public long empty() {
        return Draughts.DARK & ~(pieces[0] | pieces[1]);
    }

    /** r, R, w, W or "" for the square. */
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

    // ---------------------------------------------------------------------------------------
    // Moves and undo

    /**
     * Starts a move: keeps the position before it for {@link #undo}. The game then changes the
     * position ({@link #moveBoard}, {@link #countQuietPly}, {@link #setSide}) and ends with {@link
     * #finishMove}.
     */
    public void startMove() {
        int i = historySize;
        if (i == repetitionKeys.length - 1) {
            grow();
        }
        int l = LONGS * i;
        longSnapshots[l] = pieces[0];
        longSnapshots[l + 1] = pieces[1];
        longSnapshots[l + 2] = kings;
        longSnapshots[l + 3] = boardHash;
        longSnapshots[l + 4] = hash;
        int k = (INTS + gameInts) * i;
        intSnapshots[k] = side;
        intSnapshots[k + 1] = quiet;
        historySize = i + 1;
    }

    /** Keeps value {@code index} of the game's own, as it was before the move being made. */
    public void keep(int index, int value) {
        intSnapshots[(INTS + gameInts) * (historySize - 1) + INTS + index] = value;
    }

    /** Value {@code index} of the game's own before the last move. */
    public int kept(int index) {
        return intSnapshots[(INTS + gameInts) * (historySize - 1) + INTS + index];
    }

    /**
     * Moves the side to move's piece from {@code from} to {@code to}, crowning a man that reaches
     * the far rank, and takes the pieces on {@code jumped}; counts the quiet ply. Returns whether
     * the move captured or moved a man (which resets the quiet count).
     */
    public boolean moveBoard(int from, int to, long jumped) {
        boolean king = (kings >>> from & 1) != 0;
        long[] z = keys.piece;
        int kind = side * 2 + (king ? 1 : 0);
        boolean crowned = !king && (Draughts.CROWNING_RANK[side] >>> to & 1) != 0;
        long h = boardHash ^ z[kind * 64 + from] ^ z[(crowned ? kind + 1 : kind) * 64 + to];
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
        boardHash = h;
        boolean reset = jumped != 0 || !king;
        quiet = reset ? 0 : quiet + 1;
        return reset;
    }

    /** Counts a ply that moves nothing on the board (a Twist declaration). */
    public void countQuietPly() {
        quiet++;
    }

    public void setSide(int side) {
        this.side = side;
    }

    /**
     * Ends a move: the hash and the repetition record of the new position, {@code rest} being the
     * key of what else the game's position holds, {@code reset} whether the move captured or moved
     * a man.
     */
    public void finishMove(long rest, boolean reset) {
        long key = boardHash ^ rest;
        hash = key ^ quietKey(quiet);
        int now = historySize;
        repetitionKeys[now] = key;
        int earliest = reset ? now : lastReset[now - 1];
        lastReset[now] = earliest;
        boolean third = false;
        int seen = 0;
        for (int j = now - thirdOccurrenceSpan < earliest ? -1 : now - repetitionStride;
                j >= earliest;
                j -= repetitionStride) {
            if (repetitionKeys[j] == key && ++seen == 2) {
                third = true;
                break;
            }
        }
        repeated[now] = third;
    }

    private void grow() {
        int size = historySize * 2;
        longSnapshots = Arrays.copyOf(longSnapshots, LONGS * size);
        intSnapshots = Arrays.copyOf(intSnapshots, (INTS + gameInts) * size);
        repetitionKeys = Arrays.copyOf(repetitionKeys, size + 1);
        lastReset = Arrays.copyOf(lastReset, size + 1);
        repeated = Arrays.copyOf(repeated, size + 1);
    }

    /**
     * Takes back the last move: the position before it. The game reads its own values ({@link
     * #kept}) before calling this.
     */
    public void undo() {
        if (historySize == 0) {
            throw new IllegalStateException("no move to undo");
        }
        int i = --historySize;
        int l = LONGS * i;
        pieces[0] = longSnapshots[l];
        pieces[1] = longSnapshots[l + 1];
        kings = longSnapshots[l + 2];
        boardHash = longSnapshots[l + 3];
        hash = longSnapshots[l + 4];
        int k = (INTS + gameInts) * i;
        side = intSnapshots[k];
        quiet = intSnapshots[k + 1];
    }

    public int movesPlayed() {
        return historySize;
    }

    // ---------------------------------------------------------------------------------------
    // Draws (docs/rules/checkers.md): the third occurrence and the 40-move rule

    /** Whether the position stands for the third time since the last capture or man move. */
    public boolean thirdOccurrence() {
        return repeated[historySize];
    }

    /** Whether the 40-move rule applies: {@link CheckersGame#QUIET_LIMIT} quiet plies. */
    public boolean quietLimitReached() {
        return quiet >= CheckersGame.QUIET_LIMIT;
    }

    /**
     * Whether the engine ends the game drawn here (whoever could claim the draw, its policy takes
     * it): on either draw.
     */
    public boolean drawnByPolicy() {
        return quietLimitReached() || thirdOccurrence();
    }

    /** The draw the player to move may claim, the game going on by the rules. */
    public DrawClaim claimableDraw() {
        if (thirdOccurrence()) {
            return DrawClaim.THREEFOLD_REPETITION;
        }
        return quietLimitReached() ? DrawClaim.QUIET_MOVES : DrawClaim.NONE;
    }

    /** Why {@link #drawnByPolicy} holds, or "". */
    public String policyDrawReason() {
        if (quietLimitReached()) {
            return "drawn by engine policy: "
                    + CheckersGame.QUIET_LIMIT
                    + " plies without a capture or a man move";
        }
        if (thirdOccurrence()) {
            return "drawn by engine policy: the same position for the third time";
        }
        return "";
    }

    /** Why the side to move, which has no move, lost. */
    public String lossReason(Game game) {
        return pieces[side] == 0
                ? game.sideName(side ^ 1) + " captured every " + game.sideName(side) + " piece"
                : game.sideName(side) + " cannot move";
    }

    /**
     * Whether the engine's draw comes from the repetition alone, which a position string cannot
     * show (it has no history).
     */
    public boolean drawnByRepetitionAlone() {
        return thirdOccurrence() && !quietLimitReached();
    }

    // ---------------------------------------------------------------------------------------
    // Hash

    /** The hash computed afresh, to check the one kept move by move. */
    public long computeHash(long rest) {
        return computeBoardHash() ^ rest ^ quietKey(quiet);
    }

    private long computeBoardHash() {
        long h = 0;
        for (int s = 0; s < 2; s++) {
            for (long b = pieces[s]; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                h ^= keys.piece[(s * 2 + (int) (kings >>> sq & 1)) * 64 + sq];
            }
        }
        return h;
    }

    private long quietKey(int quiet) {
        return keys.quiet[CheckersGame.quietKey(quiet)];
    }
}
