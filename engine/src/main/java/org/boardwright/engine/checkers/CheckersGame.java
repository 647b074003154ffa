package org.boardwright.engine.checkers;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameDescriptor.Feature;
import org.boardwright.engine.GameDescriptor.PieceKind;
import org.boardwright.engine.GameDescriptor.Shape;
import org.boardwright.engine.GameDescriptor.Side;
import org.boardwright.engine.GameText;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Square;

/** English checkers (docs/rules/checkers.md): setup, Zobrist keys and position strings. */
public final class CheckersGame implements Game {

    public static final CheckersGame INSTANCE = new CheckersGame();

    /** Engine policy: the game is drawn after this many plies without a capture or a man move. */
    public static final int QUIET_LIMIT = 80;

    public static final int MAX_PIECES = 12;

    /**
     * The quiet count as the hash sees it: counts past the limit (possible when draws wait for a
     * claim) hash as the limit.
     */
    public static int quietKey(int quiet) {
        return Math.min(quiet, QUIET_LIMIT);
    }

    static final Keys KEYS = new Keys(0xC4EC_7E55L);

    /** The sides and pieces of checkers, shared with the Twist. */
    public static final List<Side> SIDES =
            List.of(new Side("Red", "red", 'r'), new Side("White", "white", 'w'));

    public static final List<PieceKind> PIECES =
            List.of(
                    PieceKind.single("r", 0, Shape.MAN, "Red man"),
                            PieceKind.single("R", 0, Shape.KING, "Red king"),
                    PieceKind.single("w", 1, Shape.MAN, "White man"),
                            PieceKind.single("W", 1, Shape.KING, "White king"));

    /** The 8x8 board's dark squares. */
    public static final GameDescriptor.Board BOARD = new GameDescriptor.Board(8, 8, true);

    static final GameDescriptor DESCRIPTOR =
            GameDescriptor.builder("checkers", "English checkers")
                    .summary(
                            "Traditional English draughts: men step forward, captures are compulsory, men reaching the far rank are crowned.")
                    .sides(SIDES)
                    .pieces(PIECES)
                    .board(BOARD)
                    .features(Feature.DRAWS_BY_AGREEMENT, Feature.CAPTURES_COMPULSORY)
                    .build();

    private CheckersGame() {}

    /** Zobrist keys shared by checkers and the Twist. */
    public static final class Keys {
        /** piece[kind * 64 + sq], kind 0 red man, 1 red king, 2 white man, 3 white king. */
        public final long[] piece = new long[4 * 64];

        public final long white;

        /** quiet[n] for n = 0..QUIET_LIMIT; quiet[0] is 0 so the default leaves the hash alone. */
        public final long[] quiet = new long[QUIET_LIMIT + 1];

        public Keys(long seed) {
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = 0; i < piece.length; i++) {
                piece[i] = random.nextLong();
            }
            white = random.nextLong();
            for (int i = 1; i < quiet.length; i++) {
                quiet[i] = random.nextLong();
            }
        }
    }

    /** The start: Red on the dark squares of ranks 1-3, White on ranks 6-8. */
    public static long startPieces(int side) {
        long ranks = side == 0 ? 0xFFFFFFL : 0xFFFFFFL << 40;
        return ranks & Draughts.DARK;
    }

    @Override
    public GameText text() {
        return CheckersText.INSTANCE;
    }

    @Override
    public GameDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public String spec() {
        return "checkers";
    }

    @Override
    public CheckersState newInitialState() {
        return new CheckersState(startPieces(0), startPieces(1), 0, 0, 0);
    }

    /**
     * Reads a position string, or a FEN ({@code B:W21-32:B1-12}, see {@link Fen}), which then
     * passes the same checks.
     */
    @Override
    public CheckersState parsePosition(String position) {
        if (position != null && Fen.looksLikeFen(position)) {
            position = Fen.toPosition(position);
        } else if (position != null && HUB_POSITION.matcher(position.strip()).matches()) {
            position = hubToPosition(position.strip());
        }
        PositionText text = PositionText.parse(position, this);
        Board board = Board.read(text, this);
        int quiet = 0;
        for (Map.Entry<String, String> e : text.keys().entrySet()) {
            if (e.getKey().equals("quiet")) {
                // Past the limit only where draws wait for a claim; read, it is drawn at once.
                quiet = Board.readCount(e.getValue(), "quiet");
            } else {
                throw new NotationException(
                        "unknown key "
                                + NotationException.quote(e.getKey())
                                + " for checkers (only quiet=<n>)");
            }
        }
        return new CheckersState(board.pieces[0], board.pieces[1], board.kings, text.side(), quiet);
    }

    /** The pieces of a position string, checked against what a game can reach. */
    public static final class Board {
        public final long[] pieces = new long[2];
        public long kings;

        /**
         * Reads r, R, w, W on dark squares; rejects light squares, men on their crowning rank, more
         * than 12 a side.
         */
        public static Board read(PositionText text, Game game) {
            Board board = new Board();
            for (int y = 0; y < 8; y++) {
                for (int x = 0; x < 8; x++) {
                    String p = text.piece(x, y);
                    if (p.isEmpty()) {
                        continue;
                    }
                    int side;
                    boolean king;
                    switch (p) {
                        case "r":
                            side = 0;
                            king = false;
                            break;
                        case "R":
                            side = 0;
                            king = true;
                            break;
                        case "w":
                            side = 1;
                            king = false;
                            break;
                        case "W":
                            side = 1;
                            king = true;
                            break;
                        default:
                            throw new NotationException(
                                    "unknown piece "
                                            + NotationException.quote(p)
                                            + " at "
                                            + Square.name(x, y)
                                            + " (expected r, R, w, W or .)");
                    }
                    if ((x + y) % 2 != 0) {
                        throw new NotationException(
                                "piece on "
                                        + Square.name(x, y)
                                        + ", a light square, which "
                                        + game.name()
                                        + " never uses");
                    }
                    int sq = x + 8 * y;
                    if (!king && (Draughts.CROWNING_RANK[side] >>> sq & 1) != 0) {
                        throw new NotationException(
                                game.sideName(side)
                                        + " man on "
                                        + Square.name(x, y)
                                        + ", the rank where it would have been crowned");
                    }
                    board.pieces[side] |= 1L << sq;
                    if (king) {
                        board.kings |= 1L << sq;
                    }
                }
            }
            for (int side = 0; side < 2; side++) {
                int count = Long.bitCount(board.pieces[side]);
                if (count > MAX_PIECES) {
                    throw new NotationException(
                            count
                                    + " "
                                    + game.sideName(side)
                                    + " pieces; "
                                    + game.name()
                                    + " starts with "
                                    + MAX_PIECES);
                }
            }
            int other = text.side() ^ 1;
            if (board.pieces[other] == 0) {
                throw new NotationException(
                        game.sideName(other)
                                + " has no pieces but has just moved"
                                + (board.pieces[text.side()] == 0
                                        ? " (no pieces on the board)"
                                        : "")
                                + ": no game reaches this");
            }
            return board;
        }

        /** The quiet count, 0 to the limit. */
        public static int readQuiet(String value) {
            int q = readCount(value, "quiet");
            if (q > QUIET_LIMIT) {
                throw new NotationException(
                        "quiet="
                                + value
                                + ": the game is drawn when the count reaches "
                                + QUIET_LIMIT
                                + ", so it never goes higher");
            }
            return q;
        }

        /** A non-negative decimal count without sign or leading zeros, at most 6 digits. */
        public static int readCount(String value, String key) {
            if (value.isEmpty()
                    || value.length() > 6
                    || (value.length() > 1 && value.charAt(0) == '0')) {
                throw new NotationException(
                        "bad " + key + " count " + NotationException.quote(value));
            }
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                if (c < '0' || c > '9') {
                    throw new NotationException(
                            "bad " + key + " count " + NotationException.quote(value));
                }
            }
            return Integer.parseInt(value);
        }
    }

    private static final java.util.regex.Pattern HUB_POSITION =
            java.util.regex.Pattern.compile("[WB][wbWBe]{32}");

    /**
     * A Hub protocol position ({@code B} or {@code W} to move, then squares 1 to 32: {@code b},
     * {@code w} men, {@code B}, {@code W} kings, {@code e} empty) as a position string.
     */
    static String hubToPosition(String hub) {
        char[] board = new char[64];
        java.util.Arrays.fill(board, '.');
        for (int n = 1; n <= 32; n++) {
            char c = hub.charAt(n);
            board[Numbering.square(n)] =
                    switch (c) {
                        case 'b' -> 'r';
                        case 'B' -> 'R';
                        case 'w' -> 'w';
                        case 'W' -> 'W';
                        default -> '.';
                    };
        }
        StringBuilder sb = new StringBuilder();
        for (int y = 7; y >= 0; y--) {
            sb.append(board, 8 * y, 8);
            if (y > 0) {
                sb.append('/');
            }
        }
        return sb.append(hub.charAt(0) == 'B' ? " r" : " w").toString();
    }

    /** The three-move ballots ({@link Ballots}). */
    @Override
    public List<String> openings() {
        return Ballots.THREE_MOVE;
    }

    /** Numbered squares first: what checkers players read and write (docs/rules/checkers.md). */
    @Override
    public List<String> notations() {
        return List.of(ALGEBRAIC, NUMERIC, HUB);
    }

    @Override
    public String squareNumber(int x, int y) {
        return x < 0 || y < 0 || x >= 8 || y >= 8 || (x + y) % 2 != 0
                ? ""
                : Integer.toString(Numbering.number(x + 8 * y));
    }

    @Override
    public List<org.boardwright.engine.record.RecordFormat> recordFormats() {
        return List.of(Pdn.INSTANCE);
    }

    @Override
    public String toString() {
        return "checkers";
    }
}
