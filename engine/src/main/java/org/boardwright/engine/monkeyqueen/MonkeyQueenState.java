package org.boardwright.engine.monkeyqueen;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.boardwright.engine.GameState;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.MoveKind;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Result;
import org.boardwright.engine.Square;

/**
 * A Monkey Queen position: a signed height per square (Ivory positive, Cigar negative, 0 empty), a
 * bitset of each side's stacks, each side's queen square, and line-occupancy masks ({@link Rays})
 * that give a slide's length in constant time.
 *
 * <p>A move is {@code from | to << 8}, with {@link #CAPTURE} set for a capture (whose {@code to} is
 * the captured square); {@link #SWAP} is the pie-rule swap. Whether a move leaves a baby behind
 * follows from the position (a queen's non-capturing move always does), so the undo history only
 * keeps each move and the stack it captured.
 *
 * <p>A baby's non-capturing slides need no distance measured in play: along a direction, the
 * squares strictly closer to the enemy queen are the first few of the empty run, how many depending
 * only on the queen's offset from the baby ({@link Rays#REACH}).
 *
 * <p>Random playouts call {@link #randomMove}, which mostly finds a uniform move by rejection over
 * (stack, destination) slots without generating moves at all.
 */
public final class MonkeyQueenState extends GameState {

    static final int CAPTURE = 1 << 16;
    static final int SWAP = 1 << 17;

    /** Whether a move of this game captures (for players that order or extend captures). */
    public static boolean isCapture(int move) {
        return (move & SWAP) == 0 && (move & CAPTURE) != 0;
    }

    /** What the state was made from, which decides when the pie-rule swap is available. */
    enum Start {
        /** The game's start: Ivory's first move makes the swap available. */
        INITIAL,
        /** A position string with {@code swap=1}: the swap is available at once. */
        SWAP_AVAILABLE,
        /** Any other position: no swap. */
        OTHER
    }

    private final MonkeyQueenGame game;
    private final Start start;
    private final int[] cells;
    private final int[] occupancy = new int[Rays.LINES];

    /** Each side's stacks as a 144-bit set: pieces[side * 3 + square / 64]. */
    private final long[] pieces = new long[6];

    /** Each side's queen square, -1 once captured. */
    private final int[] queen = new int[2];

    private int side;
    private long hash;
    private int[] history = new int[256];

    /** The cell value a capture removed, per history entry (0 for other moves). */
    private int[] captured = new int[256];

    private int historySize;

    /** Per-ray move counts, filled by {@link #drawByCounting}. */
    private final int[] rays = new int[8 * Rays.SQUARES];

    /** The side to move's stacks, filled by {@link #drawByRejection}. */
    private final int[] stacks = new int[Rays.SQUARES];

    MonkeyQueenState(MonkeyQueenGame game, int[] cells, int side, Start start) {
        this.game = game;
        this.start = start;
        this.cells = cells.clone();
        this.side = side;
        queen[0] = -1;
        queen[1] = -1;
        for (int s = 0; s < Rays.SQUARES; s++) {
            int v = this.cells[s];
            if (v != 0) {
                int owner = v > 0 ? 0 : 1;
                pieces[owner * 3 + (s >> 6)] |= 1L << s;
                Rays.toggle(occupancy, s);
                if (Math.abs(v) >= 2) {
                    queen[owner] = s;
                }
            }
        }
        this.hash = computeHash();
    }

    private MonkeyQueenState(MonkeyQueenState other) {
        game = other.game;
        start = other.start;
        cells = other.cells.clone();
        System.arraycopy(other.occupancy, 0, occupancy, 0, occupancy.length);
        System.arraycopy(other.pieces, 0, pieces, 0, pieces.length);
        queen[0] = other.queen[0];
        queen[1] = other.queen[1];
        side = other.side;
        hash = other.hash;
        history = other.history.clone();
        captured = other.captured.clone();
        historySize = other.historySize;
    }

    @Override
    public MonkeyQueenGame game() {
        return game;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    /** Whether Cigar may play {@code swap} now: as the reply to Ivory's first move only. */
    public boolean swapAvailable() {
        return start == Start.INITIAL
                ? historySize == 1
                : start == Start.SWAP_AVAILABLE && historySize == 0;
    }

    /**
     * Whether Cigar played the swap among the moves played on this state: the player who made
     * Ivory's first move then plays Cigar, and the other player Ivory. Results stay by colour.
     */
    @Override
    public boolean playersSwapped() {
        int at = start == Start.INITIAL ? 1 : start == Start.SWAP_AVAILABLE ? 0 : -1;
        return at >= 0 && historySize > at && history[at] == SWAP;
    }

    /** The height of the stack on a square, 0 when empty. */
    public int heightAt(int x, int y) {
        return Math.abs(cells[y * Rays.SIZE + x]);
    }

    /**
     * The stack on a square {@code y * 12 + x}: its height, positive for Ivory, negative for Cigar,
     * 0 when empty.
     */
    public int stackAt(int square) {
        return cells[square];
    }

    /**
     * The square of a side's queen as (x, y) packed {@code y * 12 + x}, or -1 once it is captured.
     */
    public int queenSquare(int side) {
        return queen[side];
    }

    boolean hasCells(int[] other) {
        return Arrays.equals(cells, other);
    }

    private static long key(int side, int height, int square) {
        return MonkeyQueenGame.STACK_KEYS[(side * 100 + height) * Rays.SQUARES + square];
    }

    /**
     * Whether a queen is missing: the side to move lost it (a parsed position never lacks the
     * other).
     */
    private boolean queenCaptured() {
        return queen[side] < 0 || queen[side ^ 1] < 0;
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

    @Override
    public int legalMoves(int[] buffer, int offset) {
        if (queenCaptured()) {
            return 0;
        }
        int n = offset;
        if (swapAvailable()) {
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

    /** Whether the side to move has a legal move; stops at the first one found. */
    private boolean hasLegalMove() {
        if (queenCaptured()) {
            return false;
        }
        if (swapAvailable()) {
            return true;
        }
        int sign = side == 0 ? 1 : -1;
        int enemyQueen = queen[side ^ 1];
        // The queen first: above height 2 it nearly always has an empty neighbour.
        if (hasLegalMove(queen[side], sign, enemyQueen)) {
            return true;
        }
        for (int w = 0; w < 3; w++) {
            for (long b = pieces[side * 3 + w]; b != 0; b &= b - 1) {
                if (hasLegalMove(w << 6 | Long.numberOfTrailingZeros(b), sign, enemyQueen)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean hasLegalMove(int from, int sign, int enemyQueen) {
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
    @Override
    public int randomMove(RandomGenerator rng, int[] buffer) {
        if (queenCaptured()) {
            return -1;
        }
        if (!swapAvailable()) {
            int move = drawByRejection(rng);
            if (move >= 0) {
                return move;
            }
        }
        return drawByCounting(rng);
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
    private int drawByRejection(RandomGenerator rng) {
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
     * total, and finds its ray; -1 when there is no move.
     */
    private int drawByCounting(RandomGenerator rng) {
        boolean swap = swapAvailable();
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

    private void flipPiece(int owner, int square) {
        pieces[owner * 3 + (square >> 6)] ^= 1L << square;
    }

    @Override
    public void play(int move) {
        boolean swapBefore = swapAvailable();
        if (historySize == history.length) {
            history = Arrays.copyOf(history, historySize * 2);
            captured = Arrays.copyOf(captured, historySize * 2);
        }
        int removed = 0;
        if (move != SWAP) {
            int from = move & 0xFF;
            int to = move >>> 8 & 0xFF;
            int own = side;
            int sign = own == 0 ? 1 : -1;
            int v = cells[from];
            int height = v * sign;
            long h = hash ^ key(own, height, from) ^ MonkeyQueenGame.CIGAR_TO_MOVE_KEY;
            if ((move & CAPTURE) != 0) {
                removed = cells[to];
                int enemyHeight = -removed * sign;
                h ^= key(own ^ 1, enemyHeight, to) ^ key(own, height, to);
                flipPiece(own ^ 1, to);
                if (enemyHeight >= 2) {
                    queen[own ^ 1] = -1;
                }
                cells[to] = v;
                cells[from] = 0;
                flipPiece(own, from);
                flipPiece(own, to);
                Rays.toggle(occupancy, from);
                if (height >= 2) {
                    queen[own] = to;
                }
            } else if (height >= 2) { // a queen slides one checker shorter, leaving a baby behind
                cells[to] = v - sign;
                cells[from] = sign;
                h ^= key(own, 1, from) ^ key(own, height - 1, to);
                flipPiece(own, to);
                Rays.toggle(occupancy, to);
                queen[own] = to;
            } else {
                cells[to] = v;
                cells[from] = 0;
                h ^= key(own, 1, to);
                flipPiece(own, from);
                flipPiece(own, to);
                Rays.toggle(occupancy, from);
                Rays.toggle(occupancy, to);
            }
            side = own ^ 1;
            hash = h;
        }
        history[historySize] = move;
        captured[historySize] = removed;
        historySize++;
        if (swapBefore != swapAvailable()) {
            hash ^= MonkeyQueenGame.SWAP_AVAILABLE_KEY;
        }
    }

    @Override
    public void undo() {
        if (historySize == 0) {
            throw new IllegalStateException("no move to undo");
        }
        boolean swapBefore = swapAvailable();
        historySize--;
        int move = history[historySize];
        if (swapBefore != swapAvailable()) {
            hash ^= MonkeyQueenGame.SWAP_AVAILABLE_KEY;
        }
        if (move == SWAP) {
            return;
        }
        int from = move & 0xFF;
        int to = move >>> 8 & 0xFF;
        int own = side ^ 1;
        int sign = own == 0 ? 1 : -1;
        int v = cells[to];
        int height = v * sign;
        long h = hash ^ key(own, height, to) ^ MonkeyQueenGame.CIGAR_TO_MOVE_KEY;
        if ((move & CAPTURE) != 0) {
            int removed = captured[historySize];
            int enemyHeight = -removed * sign;
            h ^= key(own ^ 1, enemyHeight, to) ^ key(own, height, from);
            cells[from] = v;
            cells[to] = removed;
            flipPiece(own, from);
            flipPiece(own, to);
            flipPiece(own ^ 1, to);
            Rays.toggle(occupancy, from);
            if (enemyHeight >= 2) {
                queen[own ^ 1] = to;
            }
            if (height >= 2) {
                queen[own] = from;
            }
        } else if (height >= 2) { // the queen takes its baby back
            cells[from] = v + sign;
            cells[to] = 0;
            h ^= key(own, 1, from) ^ key(own, height + 1, from);
            flipPiece(own, to);
            Rays.toggle(occupancy, to);
            queen[own] = from;
        } else {
            cells[from] = v;
            cells[to] = 0;
            h ^= key(own, 1, from);
            flipPiece(own, from);
            flipPiece(own, to);
            Rays.toggle(occupancy, from);
            Rays.toggle(occupancy, to);
        }
        side = own;
        hash = h;
    }

    @Override
    public int movesPlayed() {
        return historySize;
    }

    @Override
    public boolean isTerminal() {
        return !hasLegalMove();
    }

    /**
     * The side to move loses when the game is over: its queen was just captured, or it has no legal
     * move.
     */
    @Override
    public Result result() {
        return isTerminal() ? Result.winFor(side ^ 1) : Result.ONGOING;
    }

    @Override
    public String resultReason() {
        if (!isTerminal()) {
            return "";
        }
        String winner = game.sideName(side ^ 1);
        String loser = game.sideName(side);
        return queen[side] < 0
                ? winner + " captured the " + loser + " queen"
                : loser + " has no legal move";
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public long computeHash() {
        long h = side == 1 ? MonkeyQueenGame.CIGAR_TO_MOVE_KEY : 0;
        if (swapAvailable()) {
            h ^= MonkeyQueenGame.SWAP_AVAILABLE_KEY;
        }
        for (int s = 0; s < Rays.SQUARES; s++) {
            int v = cells[s];
            if (v != 0) {
                h ^= key(v > 0 ? 0 : 1, Math.abs(v), s);
            }
        }
        return h;
    }

    @Override
    public MonkeyQueenState copy() {
        return new MonkeyQueenState(this);
    }

    /** The position string; {@code swap=1} while Cigar may swap. */
    @Override
    public String position() {
        return PositionText.ranks(game, this::pieceAt)
                + ' '
                + game.sideLetter(side)
                + (swapAvailable() ? " swap=1" : "");
    }

    /**
     * "" for an empty square, "I" or "C" for a baby, the letter and the height for a queen ("I20").
     */
    @Override
    public String pieceAt(int x, int y) {
        int v = cells[y * Rays.SIZE + x];
        if (v == 0) {
            return "";
        }
        char letter = MonkeyQueenGame.LETTERS[v > 0 ? 0 : 1];
        int height = Math.abs(v);
        return height == 1 ? String.valueOf(letter) : letter + Integer.toString(height);
    }

    @Override
    public MoveKind moveKind(int move) {
        return move == SWAP ? MoveKind.SWAP : MoveKind.BOARD;
    }

    @Override
    public String describeMove(int move) {
        return move == SWAP ? "swap sides" : formatMove(move);
    }

    @Override
    public String formatMove(int move) {
        if (move == SWAP) {
            return "swap";
        }
        int from = move & 0xFF;
        int to = move >>> 8 & 0xFF;
        return Square.name(Rays.x(from), Rays.y(from))
                + ((move & CAPTURE) != 0 ? 'x' : '-')
                + Square.name(Rays.x(to), Rays.y(to));
    }

    /**
     * As {@link GameState#parseMove}, but builds the move from its squares instead of writing out
     * every legal move.
     */
    @Override
    public int parseMove(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            throw new NotationException("empty move");
        }
        checkMoveSyntax(t);
        int move = SWAP;
        if (!t.equals("swap")) {
            int sep = Math.max(t.indexOf('-'), t.indexOf('x'));
            Square from = Square.parse(t.substring(0, sep), Rays.SIZE, Rays.SIZE);
            Square to = Square.parse(t.substring(sep + 1), Rays.SIZE, Rays.SIZE);
            move =
                    from.y() * Rays.SIZE + from.x()
                            | (to.y() * Rays.SIZE + to.x()) << 8
                            | (t.charAt(sep) == 'x' ? CAPTURE : 0);
        }
        int[] moves = new int[MAX_MOVES];
        int n = legalMoves(moves, 0);
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return move;
            }
        }
        throw new IllegalMoveException(
                "illegal move "
                        + NotationException.quote(t)
                        + (n == 0 ? ": the game is over" : ""));
    }

    @Override
    protected void checkMoveSyntax(String text) {
        if (text.equals("swap")) {
            return;
        }
        int sep = Math.max(text.indexOf('-'), text.indexOf('x'));
        if (sep < 0
                || Square.tryParse(text, 0, sep, Rays.SIZE, Rays.SIZE) == null
                || Square.tryParse(text, sep + 1, text.length(), Rays.SIZE, Rays.SIZE) == null) {
            throw new NotationException(
                    "malformed move "
                            + NotationException.quote(text)
                            + " (expected a slide such as g1-g7, a capture such as d4xg7 naming the captured square, or swap)");
        }
    }
}
