package org.boardwright.engine.record;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Result;

/**
 * A checked game record (docs/rules/README.md, "Game records"): tag pairs {@code [Key "value"]},
 * the moves in notation separated by spaces, then the result token ({@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2} or {@code *}).
 *
 * <pre>
 * [Game "madrooks"]
 * [Date "2026.03.14"]
 * [Red "human"]
 * [Blue "random"]
 * [Result "1-0"]
 *
 * a1xa2 b1xb2 ... 1-0
 * </pre>
 *
 * <p>A record is immutable and always valid: every move was replayed and found legal, and the
 * result agrees with the final position. Tags are kept in a canonical order: {@code Game}, {@code
 * Date}, the two players by side name, {@code Result}, {@code Start} (only when the game did not
 * begin at the standard start), then any others in the order given, and {@code Swap} last (who
 * ended with which colour, told after everything else). Missing players and dates read as {@code
 * "?"} and {@code "????.??.??"}, as in PGN.
 *
 * <p>The result token may declare a decision the board does not show (a resignation, an
 * adjudication) when the final position is not terminal; when it is terminal the token must be the
 * position's result.
 */
public final class GameRecord {

    /**
     * Longest record read, in characters (bytes for files): far above any real game, and a quick
     * refusal of junk.
     */
    public static final int MAX_CHARS = 1 << 20;

    /**
     * Lines of moves in the multi-line form stay within this many characters (a longer single move
     * gets its own line).
     */
    public static final int LINE_WIDTH = 80;

    public static final String UNKNOWN_PLAYER = "?";
    public static final String UNKNOWN_DATE = "????.??.??";

    public static final String GAME = "Game";
    public static final String DATE = "Date";
    public static final String RESULT = "Result";
    public static final String START = "Start";

    /**
     * After the pie rule's swap: which player ended with which colour ({@code "Ivory: bob, Cigar:
     * ann"}).
     */
    public static final String SWAP = "Swap";

    private static final DateTimeFormatter DATE_FORMAT =
            DateTimeFormatter.ofPattern("yyyy.MM.dd", Locale.ROOT);

    private final Game game;
    private final Map<String, String> tags;
    private final String startPosition;
    private final int[] moves;
    private final List<String> notations;
    private final GameState finalState;
    private final String resultToken;

    /** Whether the game waited for draw claims (people), or ended at them (engine policy). */
    private final boolean drawClaims;

    GameRecord(
            Game game,
            Map<String, String> tags,
            String startPosition,
            int[] moves,
            List<String> notations,
            GameState finalState,
            String resultToken,
            boolean drawClaims) {
        this.game = game;
        this.tags = Collections.unmodifiableMap(tags);
        this.startPosition = startPosition;
        this.moves = moves;
        this.notations = List.copyOf(notations);
        this.finalState = finalState;
        this.resultToken = resultToken;
        this.drawClaims = drawClaims;
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads a record in either form, replaying and checking every move; throws {@link
     * NotationException} saying what is wrong.
     */
    public static GameRecord read(String text) {
        return readAll(text).get(0);
    }

    /**
     * Every game of a text: one for Boardwright's record; for a format of a game's own world that
     * some game recognises ({@link Game#recordFormats()}, e.g. PDN), every game it holds.
     */
    public static List<GameRecord> readAll(String text) {
        if (text != null && text.length() <= MAX_CHARS && !RecordText.hasGameTag(text)) {
            for (String id : Games.ids()) {
                for (RecordFormat format : Games.get(id).recordFormats()) {
                    if (format.recognizes(text)) {
                        return format.readAll(text);
                    }
                }
            }
        }
        return List.of(read(text, Games::get));
    }

    /** Reads the first game of a record file (see {@link #readAll(Path)}). */
    public static GameRecord read(Path file) throws IOException {
        return readAll(file).get(0);
    }

    /** Reads every game of a record file (UTF-8) of at most {@link #MAX_CHARS} bytes. */
    public static List<GameRecord> readAll(Path file) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_CHARS + 1);
        }
        if (bytes.length > MAX_CHARS) {
            throw new NotationException("record too long (more than " + MAX_CHARS + " bytes)");
        }
        // Undecodable bytes become U+FFFD, which the reader then reports in place.
        return readAll(new String(bytes, StandardCharsets.UTF_8));
    }

    /**
     * Reads a record, finding its game with {@code games} (for games outside the registry, e.g. in
     * tests).
     */
    static GameRecord read(String text, Function<String, Game> games) {
        return RecordReader.read(text, games);
    }

    // ---------------------------------------------------------------- writing

    /**
     * The multi-line form: each tag on its own line, a blank line, the moves wrapped, the result;
     * ends with a newline.
     */
    public String toMultiLine() {
        StringBuilder sb = new StringBuilder();
        tags.forEach((key, value) -> sb.append(tagText(key, value)).append('\n'));
        sb.append('\n');
        int lineLength = 0;
        List<String> tokens = new ArrayList<>(notations);
        tokens.add(resultToken);
        for (String token : tokens) {
            if (lineLength > 0 && lineLength + 1 + token.length() > LINE_WIDTH) {
                sb.append('\n');
                lineLength = 0;
            }
            if (lineLength > 0) {
                sb.append(' ');
                lineLength++;
            }
            sb.append(token);
            lineLength += token.length();
        }
        return sb.append('\n').toString();
    }

    /** The one-line form: tags, moves and result separated by single spaces, without a line end. */
    public String toOneLine() {
        List<String> parts = new ArrayList<>();
        tags.forEach((key, value) -> parts.add(tagText(key, value)));
        parts.addAll(notations);
        parts.add(resultToken);
        return String.join(" ", parts);
    }

    @Override
    public String toString() {
        return toMultiLine();
    }

    private static String tagText(String key, String value) {
        return "[" + key + " \"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]";
    }

    // ---------------------------------------------------------------- accessors

    public Game game() {
        return game;
    }

    /** All tags in canonical order (see the class comment). */
    public Map<String, String> tags() {
        return tags;
    }

    public Optional<String> tag(String key) {
        return Optional.ofNullable(tags.get(key));
    }

    /** The player of a side as tagged ("human", "random", "?" when unknown). */
    public String player(int side) {
        return tags.get(game.sideName(side));
    }

    /** The position the game started from. */
    public String startPosition() {
        return startPosition;
    }

    public boolean isStandardStart() {
        return !tags.containsKey(START);
    }

    /** The moves as the game's packed ints, in order. */
    public int[] moves() {
        return moves.clone();
    }

    /** The moves in notation, in order. */
    public List<String> moveNotations() {
        return notations;
    }

    /** A fresh copy of the final position, with every move of the record on its undo history. */
    public GameState finalState() {
        return finalState.copy();
    }

    /** "1-0", "0-1", "1/2-1/2" or "*". */
    public String resultToken() {
        return resultToken;
    }

    /**
     * The result: the final position's when the game is over there (without a claim, for a game
     * played with claimed draws), else the declared one ({@link Result#ONGOING} for {@code *}).
     */
    public Result result() {
        boolean over = drawClaims ? finalState.isOverWithoutClaim() : finalState.isTerminal();
        return over ? finalState.result() : Result.fromNotation(resultToken);
    }

    /** Whether the game is over, on the board or by a declared result. */
    public boolean isFinished() {
        return result().isOver();
    }

    // ---------------------------------------------------------------- building

    public static Builder builder(Game game) {
        return new Builder(game);
    }

    /**
     * Collects what a program knows about a game it played; {@link #build()} replays and checks it.
     */
    public static final class Builder {
        private final Game game;
        private String start;
        private final List<Integer> moves = new ArrayList<>();
        private final String[] players = {UNKNOWN_PLAYER, UNKNOWN_PLAYER};
        private String date = UNKNOWN_DATE;
        private Result result;
        private final Map<String, String> extraTags = new LinkedHashMap<>();
        private String notation = Game.ALGEBRAIC;
        private boolean drawClaims;

        private Builder(Game game) {
            this.game = game;
        }

        /** The start position string; the standard start is not written as a tag. */
        public Builder start(String position) {
            this.start = position;
            return this;
        }

        public Builder move(int move) {
            moves.add(move);
            return this;
        }

        public Builder moves(List<Integer> moves) {
            this.moves.addAll(moves);
            return this;
        }

        public Builder player(int side, String name) {
            players[side] = name;
            return this;
        }

        public Builder date(LocalDate date) {
            this.date = date.format(DATE_FORMAT);
            return this;
        }

        /** The date as a record gave it ("1992.08.??"), kept as written. */
        public Builder date(String date) {
            this.date = oneLine(date);
            return this;
        }

        /**
         * Whether the game was played with claimed draws, as between people: then it ends at {@link
         * GameState#isOverWithoutClaim}, may go on past a claimable draw, and without a declared
         * result ends unfinished there. Off by default: it ends at {@link GameState#isTerminal}, a
         * draw by engine policy.
         */
        public Builder drawClaims(boolean on) {
            this.drawClaims = on;
            return this;
        }

        /** The notation the moves are written in (one of the game's {@link Game#notations()}). */
        public Builder notation(String notation) {
            if (!game.notations().contains(notation)) {
                throw new IllegalArgumentException(
                        game.name() + " has no " + notation + " notation");
            }
            this.notation = notation;
            return this;
        }

        /**
         * A result the board does not show (resignation, adjudication); by default the final
         * position's result, or {@code *} while it is not over.
         */
        public Builder result(Result result) {
            this.result = result;
            return this;
        }

        /**
         * Any further tag, such as {@code Termination} or {@code Seed}; written after the standard
         * ones.
         */
        public Builder tag(String key, String value) {
            if (!RecordText.isTagName(key)) {
                throw new IllegalArgumentException("bad tag name '" + key + "'");
            }
            if (List.of(GAME, DATE, RESULT, START, game.sideName(0), game.sideName(1))
                    .contains(key)) {
                throw new IllegalArgumentException(
                        "tag " + key + " is set by its own builder method");
            }
            extraTags.put(key, value);
            return this;
        }

        /**
         * Replays the moves; throws IllegalArgumentException if one is illegal or the result
         * contradicts the board.
         */
        public GameRecord build() {
            GameState state = start == null ? game.newInitialState() : game.parsePosition(start);
            String startPosition = state.position();
            int[] buffer = new int[GameState.MAX_MOVES];
            int[] played = new int[moves.size()];
            List<String> notations = new ArrayList<>(moves.size());
            for (int i = 0; i < played.length; i++) {
                int move = moves.get(i);
                if (over(state)) {
                    throw new IllegalArgumentException(
                            "move "
                                    + (i + 1)
                                    + " ("
                                    + move
                                    + ") comes after the end of the game in "
                                    + state.position());
                }
                if (!contains(buffer, state.legalMoves(buffer, 0), move)) {
                    throw new IllegalArgumentException(
                            "move "
                                    + (i + 1)
                                    + " ("
                                    + move
                                    + ") is not legal in "
                                    + state.position());
                }
                notations.add(state.formatMove(move, notation));
                state.play(move);
                played[i] = move;
            }
            String token;
            if (result == null) {
                token = over(state) ? state.result().notation() : "*";
            } else {
                token = result.notation();
                try {
                    RecordReader.checkResult(state, over(state), token);
                } catch (NotationException e) {
                    throw new IllegalArgumentException(e.getMessage());
                }
            }
            Map<String, String> extras = new LinkedHashMap<>();
            extraTags.forEach((key, value) -> extras.put(key, oneLine(value)));
            Map<String, String> tags =
                    canonicalTags(
                            game,
                            date,
                            oneLine(players[0]),
                            oneLine(players[1]),
                            token,
                            startPosition,
                            extras);
            return new GameRecord(
                    game, tags, startPosition, played, notations, state, token, drawClaims);
        }

        private boolean over(GameState state) {
            return drawClaims ? state.isOverWithoutClaim() : state.isTerminal();
        }

        private static boolean contains(int[] moves, int count, int move) {
            for (int i = 0; i < count; i++) {
                if (moves[i] == move) {
                    return true;
                }
            }
            return false;
        }

        /** Tag values are one line of printable text; control characters become spaces. */
        private static String oneLine(String value) {
            StringBuilder sb = new StringBuilder(value.length());
            value.codePoints()
                    .forEach(
                            c ->
                                    sb.appendCodePoint(
                                            Character.isISOControl(c)
                                                            || c == '\u2028'
                                                            || c == '\u2029'
                                                    ? ' '
                                                    : c));
            return sb.toString();
        }
    }

    static Map<String, String> canonicalTags(
            Game game,
            String date,
            String first,
            String second,
            String resultToken,
            String startPosition,
            Map<String, String> others) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put(GAME, game.spec());
        tags.put(DATE, date);
        tags.put(game.sideName(0), first);
        tags.put(game.sideName(1), second);
        tags.put(RESULT, resultToken);
        if (!startPosition.equals(game.initialPosition())) {
            tags.put(START, startPosition);
        }
        others.forEach(
                (key, value) -> {
                    if (!key.equals(SWAP)) {
                        tags.put(key, value);
                    }
                });
        if (others.containsKey(SWAP)) {
            tags.put(SWAP, others.get(SWAP));
        }
        return tags;
    }
}
