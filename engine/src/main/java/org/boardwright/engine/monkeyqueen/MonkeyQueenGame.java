package org.boardwright.engine.monkeyqueen;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameDescriptor.Board;
import org.boardwright.engine.GameDescriptor.Parameter;
import org.boardwright.engine.GameDescriptor.PieceKind;
import org.boardwright.engine.GameDescriptor.Shape;
import org.boardwright.engine.GameDescriptor.Side;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Square;

/**
 * Mark Steere's Monkey Queen (docs/rules/monkeyqueen.md) with its two parameters, the starting
 * stack heights {@code ivory=} and {@code cigar=} (3 to 99, default 20).
 *
 * <p>The spec is canonical: parameters at their default are left out, the others follow in the
 * order ivory, cigar ({@code monkeyqueen}, {@code monkeyqueen:cigar=25}, {@code
 * monkeyqueen:ivory=25,cigar=30}), so two specs name the same game exactly when they are equal.
 *
 * <p>A position string belongs to its game: a side may not have more checkers on the board (its
 * queen's height plus its babies) than the game gives it at the start, since checkers only leave
 * the board. See {@link #parsePosition} for the other checks.
 */
public final class MonkeyQueenGame implements Game {

    public static final String ID = "monkeyqueen";
    public static final int DEFAULT_HEIGHT = 20;
    public static final int MIN_HEIGHT = 3;
    public static final int MAX_HEIGHT = 99;

    /** The game with both stacks at 20. */
    public static final MonkeyQueenGame DEFAULT =
            new MonkeyQueenGame(DEFAULT_HEIGHT, DEFAULT_HEIGHT);

    static final GameDescriptor DESCRIPTOR =
            GameDescriptor.builder(ID, "Monkey Queen")
                    .designer(GameDescriptor.MARK_STEERE)
                    .summary(
                            "Each side starts with one tall stack, its queen, that slides like a chess queen and drops babies behind it; capture the enemy queen.")
                    .sides(new Side("Ivory", "ivory", 'i'), new Side("Cigar", "cigar", 'c'))
                    .pieces(
                            List.of(
                                    new PieceKind(
                                            "I",
                                            2,
                                            MAX_HEIGHT,
                                            0,
                                            Shape.STACK,
                                            "Ivory queen (a stack of two or more, its height on it)"),
                                    PieceKind.single(
                                            "I", 0, Shape.BABY, "Ivory baby (a single checker)"),
                                    new PieceKind(
                                            "C",
                                            2,
                                            MAX_HEIGHT,
                                            1,
                                            Shape.STACK,
                                            "Cigar queen (a stack of two or more, its height on it)"),
                                    PieceKind.single(
                                            "C", 1, Shape.BABY, "Cigar baby (a single checker)")))
                    .board(new Board(Rays.SIZE, Rays.SIZE, false))
                    .features(GameDescriptor.Feature.PIE_RULE)
                    .parameters(
                            List.of(
                                    new Parameter(
                                            "ivory",
                                            "Ivory's starting stack height",
                                            MIN_HEIGHT,
                                            MAX_HEIGHT,
                                            DEFAULT_HEIGHT),
                                    new Parameter(
                                            "cigar",
                                            "Cigar's starting stack height",
                                            MIN_HEIGHT,
                                            MAX_HEIGHT,
                                            DEFAULT_HEIGHT)))
                    .build();

    static final char[] LETTERS = {'I', 'C'};
    static final String[] SIDE_NAMES = {"Ivory", "Cigar"};

    /** Where each side's stack starts: Ivory g1, Cigar f12. */
    static final int[] START_SQUARE = {6, 11 * Rays.SIZE + 5};

    /**
     * Zobrist keys shared by every Monkey Queen game: {@code STACK_KEYS[(side * 100 + height) * 144
     * + square]} for a stack, and keys for Cigar to move and for the swap being available.
     */
    static final long[] STACK_KEYS = new long[2 * 100 * Rays.SQUARES];

    static final long CIGAR_TO_MOVE_KEY;
    static final long SWAP_AVAILABLE_KEY;

    static {
        SplittableRandom random = new SplittableRandom(0x4D6F6E6B6579L); // "Monkey"
        for (int i = 0; i < STACK_KEYS.length; i++) {
            STACK_KEYS[i] = random.nextLong();
        }
        CIGAR_TO_MOVE_KEY = random.nextLong();
        SWAP_AVAILABLE_KEY = random.nextLong();
    }

    private final int[] startHeight;

    private MonkeyQueenGame(int ivory, int cigar) {
        this.startHeight = new int[] {ivory, cigar};
    }

    /** The game with these starting heights; throws NotationException outside 3 to 99. */
    public static MonkeyQueenGame of(int ivory, int cigar) {
        checkHeight("ivory", ivory);
        checkHeight("cigar", cigar);
        return ivory == DEFAULT_HEIGHT && cigar == DEFAULT_HEIGHT
                ? DEFAULT
                : new MonkeyQueenGame(ivory, cigar);
    }

    /**
     * The game for the parameters of a spec ({@code ivory}, {@code cigar}); used by the registry.
     */
    public static MonkeyQueenGame fromParameters(Map<String, String> parameters) {
        int ivory = DEFAULT_HEIGHT;
        int cigar = DEFAULT_HEIGHT;
        for (Map.Entry<String, String> p : parameters.entrySet()) {
            switch (p.getKey()) {
                case "ivory":
                    ivory = readHeight("ivory", p.getValue());
                    break;
                case "cigar":
                    cigar = readHeight("cigar", p.getValue());
                    break;
                default:
                    throw new NotationException(
                            "unknown parameter "
                                    + NotationException.quote(p.getKey())
                                    + " for "
                                    + ID
                                    + " (its parameters: ivory=<height>, cigar=<height>)");
            }
        }
        return of(ivory, cigar);
    }

    private static int readHeight(String key, String value) {
        if (!value.matches("[1-9][0-9]?")) {
            throw new NotationException(
                    key
                            + " must be a starting height from "
                            + MIN_HEIGHT
                            + " to "
                            + MAX_HEIGHT
                            + ", not "
                            + NotationException.quote(value));
        }
        int height = Integer.parseInt(value);
        checkHeight(key, height);
        return height;
    }

    private static void checkHeight(String key, int height) {
        if (height < MIN_HEIGHT || height > MAX_HEIGHT) {
            throw new NotationException(
                    key
                            + " must be a starting height from "
                            + MIN_HEIGHT
                            + " to "
                            + MAX_HEIGHT
                            + ", not "
                            + height);
        }
    }

    /** The starting height of a side's stack. */
    public int startHeight(int side) {
        return startHeight[side];
    }

    @Override
    public GameDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public String spec() {
        StringBuilder sb = new StringBuilder();
        if (startHeight[0] != DEFAULT_HEIGHT) {
            sb.append("ivory=").append(startHeight[0]);
        }
        if (startHeight[1] != DEFAULT_HEIGHT) {
            sb.append(sb.length() > 0 ? "," : "").append("cigar=").append(startHeight[1]);
        }
        return sb.length() == 0 ? ID : ID + ":" + sb;
    }

    /** The board at the start: signed heights per square, Ivory positive, Cigar negative. */
    private int[] startCells() {
        int[] cells = new int[Rays.SQUARES];
        cells[START_SQUARE[0]] = startHeight[0];
        cells[START_SQUARE[1]] = -startHeight[1];
        return cells;
    }

    @Override
    public MonkeyQueenState newInitialState() {
        return new MonkeyQueenState(this, startCells(), 0, MonkeyQueenState.Start.INITIAL);
    }

    /**
     * Reads a position string. Besides the syntax it rejects: {@code I1}, {@code I0} and unknown
     * letters; two queens of a colour; more checkers of a colour than this game starts it with; a
     * position where the side that just moved has no queen (a queen leaves the board only by being
     * captured, which ends the game at once, so the capturer's queen is always there); and {@code
     * swap=1} anywhere but right after Ivory's first move, that is on a board one Ivory move away
     * from this game's start, with Cigar to move. A position where the side to move has no queen is
     * valid and over: the other side has just captured it and won.
     */
    @Override
    public GameState parsePosition(String position) {
        PositionText text = PositionText.parse(position, this);
        boolean swapAvailable = false;
        for (Map.Entry<String, String> key : text.keys().entrySet()) {
            if (!key.getKey().equals("swap")) {
                throw new NotationException(
                        "unknown key "
                                + NotationException.quote(key.getKey())
                                + " for "
                                + ID
                                + " (the only key is swap=1)");
            }
            if (!key.getValue().equals("1")) {
                throw new NotationException(
                        "bad value "
                                + NotationException.quote(key.getValue())
                                + " for swap (swap=1 while the swap is available; leave it out otherwise)");
            }
            swapAvailable = true;
        }
        int[] cells = new int[Rays.SQUARES];
        int[] queens = new int[2];
        int[] checkers = new int[2];
        for (int y = 0; y < Rays.SIZE; y++) {
            for (int x = 0; x < Rays.SIZE; x++) {
                String token = text.piece(x, y);
                if (token.isEmpty()) {
                    continue;
                }
                int side = token.charAt(0) == 'I' ? 0 : token.charAt(0) == 'C' ? 1 : -1;
                if (side < 0) {
                    throw new NotationException(
                            "unknown piece "
                                    + NotationException.quote(token)
                                    + " at "
                                    + Square.name(x, y)
                                    + " (expected I or C, with a height above 1 for a queen, or .)");
                }
                int height = 1;
                if (token.length() > 1) {
                    height =
                            Integer.parseInt(
                                    token.substring(1)); // PositionText allows at most two digits
                    if (height < 2) {
                        throw new NotationException(
                                "bad stack "
                                        + NotationException.quote(token)
                                        + " at "
                                        + Square.name(x, y)
                                        + " (a baby is a lone letter; a queen has a height of 2 or more)");
                    }
                    queens[side]++;
                    if (queens[side] > 1) {
                        throw new NotationException(
                                "two "
                                        + SIDE_NAMES[side]
                                        + " queens (stacks higher than 1); "
                                        + "each side has one queen");
                    }
                }
                checkers[side] += height;
                cells[y * Rays.SIZE + x] = side == 0 ? height : -height;
            }
        }
        for (int side = 0; side < 2; side++) {
            if (checkers[side] > startHeight[side]) {
                throw new NotationException(
                        checkers[side]
                                + " "
                                + SIDE_NAMES[side]
                                + " checkers on the board, but "
                                + spec()
                                + " starts "
                                + SIDE_NAMES[side]
                                + " with "
                                + startHeight[side]
                                + " (the starting heights are game parameters, e.g. "
                                + ID
                                + ":"
                                + SIDE_NAMES[side].toLowerCase(java.util.Locale.ROOT)
                                + "="
                                + Math.min(MAX_HEIGHT, checkers[side])
                                + ")");
            }
        }
        int mover = text.side() ^ 1; // the side that made the last move
        if (queens[mover] == 0) {
            throw new NotationException(
                    "no "
                            + SIDE_NAMES[mover]
                            + " queen with "
                            + SIDE_NAMES[text.side()]
                            + " to move: a queen is lost only by capture, which ends the game");
        }
        if (swapAvailable && !isOneIvoryMoveFromStart(cells, text.side())) {
            throw new NotationException(
                    "swap=1 is only possible right after Ivory's first move: Cigar to move, "
                            + "Cigar's stack untouched on f12, an Ivory baby on g1 and Ivory's queen one slide from g1");
        }
        MonkeyQueenState.Start start =
                swapAvailable
                        ? MonkeyQueenState.Start.SWAP_AVAILABLE
                        : text.side() == 0 && java.util.Arrays.equals(cells, startCells())
                                ? MonkeyQueenState.Start.INITIAL
                                : MonkeyQueenState.Start.OTHER;
        return new MonkeyQueenState(this, cells, text.side(), start);
    }

    /** Whether Cigar is to move on a board that one Ivory move from this game's start makes. */
    private boolean isOneIvoryMoveFromStart(int[] cells, int side) {
        if (side != 1) {
            return false;
        }
        MonkeyQueenState state = newInitialState();
        int[] moves = new int[GameState.MAX_MOVES];
        int n = state.legalMoves(moves, 0);
        for (int i = 0; i < n; i++) {
            state.play(moves[i]);
            boolean same = state.hasCells(cells);
            state.undo();
            if (same) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return spec();
    }
}
