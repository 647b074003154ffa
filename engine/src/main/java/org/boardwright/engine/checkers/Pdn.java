package org.boardwright.engine.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Result;
import org.boardwright.engine.record.GameRecord;
import org.boardwright.engine.record.RecordFormat;

/**
 * PDN (Portable Draughts Notation) for English checkers, GameType 21 (docs/rules/checkers.md):
 * reads every game of a file into a checked {@link GameRecord}, and writes a record back.
 *
 * <p>Tags: {@code Black} (the first player, Boardwright's Red) and {@code White} become the
 * players, {@code Date} the date, {@code Result} the result, {@code FEN} (with or without {@code
 * SetUp}) the start position; {@code GameType} must be 21 when present; every other tag (Event,
 * Site, Round, and any the reader does not know) is kept and written back. Results: {@code 1-0} is
 * a win for Black, the first player; {@code 2-0}, {@code 0-2} and {@code 1-1} are read as 1-0, 0-1
 * and a draw.
 */
public final class Pdn implements RecordFormat {

    public static final Pdn INSTANCE = new Pdn();

    private static final Pattern GAME_TYPE = Pattern.compile("\\[\\s*GameType\\s+\"([^\"]*)\"");
    private static final Pattern ANY_GAME_TYPE = Pattern.compile("\\[\\s*GameType\\s");
    private static final Pattern PDN_SIGN =
            Pattern.compile(
                    "\\[\\s*(Black|FEN|Event)\\s+\"|(^|\\s)1\\.\\s*\\d{1,2}[-x]\\d{1,2}(\\s|$)");

    /** Tags the reader turns into the record's own fields (players, date, result, start). */
    private static final Set<String> OWN_TAGS =
            Set.of("Black", "White", "Date", "Result", "FEN", "SetUp", "GameType");

    private Pdn() {}

    @Override
    public String name() {
        return "pdn";
    }

    /**
     * A GameType tag of 21 (possibly with PDN's further fields, {@code 21,B,8,8,...}), or, without
     * any GameType tag, the marks of a checkers PDN: a Black, Event or FEN tag, or a first move in
     * numbers.
     */
    @Override
    public boolean recognizes(String text) {
        var m = GAME_TYPE.matcher(text);
        if (m.find()) {
            return m.group(1).strip().matches("21(,.*)?");
        }
        return !ANY_GAME_TYPE.matcher(text).find() && PDN_SIGN.matcher(text).find();
    }

    @Override
    public List<GameRecord> readAll(String text) {
        if (text.length() > GameRecord.MAX_CHARS) {
            throw new NotationException(
                    "PDN text too long (more than " + GameRecord.MAX_CHARS + ")");
        }
        List<GameRecord> records = new ArrayList<>();
        for (PdnText.Game g : PdnText.parse(text)) {
            records.add(read(g));
        }
        return records;
    }

    @Override
    public List<Entry> readEach(String text) {
        List<Entry> entries = new ArrayList<>();
        for (PdnText.Game g : PdnText.parse(text)) {
            String title = ("game " + g.number() + name(g.tags())).strip();
            try {
                entries.add(new Entry(g.number(), title, read(g), null));
            } catch (NotationException e) {
                entries.add(new Entry(g.number(), title, null, e.getMessage()));
            }
        }
        return entries;
    }

    private static GameRecord read(PdnText.Game g) {
        String where = "game " + g.number() + name(g.tags());
        Map<String, String> tags = g.tags();
        String type = tags.get("GameType");
        if (type != null && !type.strip().matches("21(,.*)?")) {
            throw new NotationException(
                    where
                            + ": GameType "
                            + NotationException.quote(type)
                            + " is not 21 (checkers)");
        }
        CheckersGame game = CheckersGame.INSTANCE;
        GameState state;
        String fen = tags.get("FEN");
        if (fen == null && "1".equals(tags.getOrDefault("SetUp", "0").strip())) {
            throw new NotationException(where + ": SetUp \"1\" but no FEN tag");
        }
        try {
            state = fen == null ? game.newInitialState() : game.parsePosition(Fen.toPosition(fen));
        } catch (NotationException e) {
            throw new NotationException(where + ": FEN tag: " + e.getMessage());
        }
        String start = state.position();
        List<Integer> moves = new ArrayList<>();
        // Moves are named as the file numbers them: "move 3." for Black, "move 3..." for White.
        int number = 1;
        for (int i = 0; i < g.moves().size(); i++) {
            String token = g.moves().get(i);
            String prefix =
                    where
                            + ", move "
                            + number
                            + (state.sideToMove() == 0 ? ". " : "... ")
                            + NotationException.quote(token)
                            + ": ";
            if (state.isOverWithoutClaim()) { // real games play on past a claimable draw
                throw new NotationException(
                        prefix + "the game was already over (" + state.resultReason() + ")");
            }
            int move;
            try {
                move = state.parseMove(token);
            } catch (IllegalMoveException e) {
                throw new NotationException(
                        prefix + "not legal for " + sideWord(state.sideToMove()) + " here");
            } catch (NotationException e) {
                throw new NotationException(prefix + e.getMessage());
            }
            if (state.sideToMove() == 1) {
                number++;
            }
            state.play(move);
            moves.add(move);
        }
        String token = g.result() == null ? null : PdnText.normalResult(g.result());
        String tagResult = tags.get("Result");
        if (tagResult != null && PdnText.isResult(tagResult.strip())) {
            String normal = PdnText.normalResult(tagResult.strip());
            if (token != null && !token.equals(normal) && !token.equals("*")) {
                throw new NotationException(
                        where
                                + ": Result tag "
                                + NotationException.quote(tagResult)
                                + " differs from the result "
                                + g.result()
                                + " after the moves");
            }
            token = normal;
        } else if (tagResult != null && !tagResult.isBlank() && !tagResult.equals("?")) {
            throw new NotationException(
                    where + ": unknown result " + NotationException.quote(tagResult));
        }
        GameRecord.Builder b =
                GameRecord.builder(game)
                        .start(start)
                        .moves(moves)
                        .notation(Game.NUMERIC)
                        .drawClaims(true);
        b.player(0, tags.getOrDefault("Black", GameRecord.UNKNOWN_PLAYER));
        b.player(1, tags.getOrDefault("White", GameRecord.UNKNOWN_PLAYER));
        if (tags.containsKey("Date")) {
            b.date(tags.get("Date"));
        }
        // "*" says only that no result was written down: programs write it at the end of finished
        // games too, so the final position decides.
        if (token != null && !token.equals("*")) {
            b.result(Result.fromNotation(token));
        }
        try {
            for (Map.Entry<String, String> e : tags.entrySet()) {
                if (!OWN_TAGS.contains(e.getKey())) {
                    b.tag(e.getKey(), e.getValue());
                }
            }
            return b.build();
        } catch (IllegalArgumentException e) {
            throw new NotationException(where + ": " + e.getMessage());
        }
    }

    /** " (Black - White)" when the game names its players, for messages. */
    private static String name(Map<String, String> tags) {
        if (tags.containsKey("Black") || tags.containsKey("White")) {
            return " ("
                    + NotationException.quote(tags.getOrDefault("Black", "?"))
                    + " - "
                    + NotationException.quote(tags.getOrDefault("White", "?"))
                    + ")";
        }
        return "";
    }

    private static String sideWord(int side) {
        return side == 0 ? "Black (Red)" : "White";
    }

    // ------------------------------------------------------------------ writing

    /**
     * PDN: the seven-tag roster in its order (Event, Site, Date, Round, White, Black, Result; Site
     * and Round when the record has them), GameType 21, SetUp and FEN for a set-up start, the other
     * tags as the record has them, then the moves in numbers with move numbers, wrapped at 80
     * columns.
     */
    @Override
    public String write(GameRecord record) {
        if (record.game() != CheckersGame.INSTANCE) {
            throw new IllegalArgumentException(
                    "PDN here is for checkers, not " + record.game().name());
        }
        StringBuilder sb = new StringBuilder();
        Map<String, String> tags = record.tags();
        // The seven-tag roster first, in its order (Site and Round only when the record has them).
        tag(sb, "Event", tags.getOrDefault("Event", "?"));
        if (tags.containsKey("Site")) {
            tag(sb, "Site", tags.get("Site"));
        }
        tag(sb, "Date", record.tags().get(GameRecord.DATE));
        if (tags.containsKey("Round")) {
            tag(sb, "Round", tags.get("Round"));
        }
        tag(sb, "White", record.player(1));
        tag(sb, "Black", record.player(0));
        tag(sb, "Result", record.resultToken());
        tag(sb, "GameType", "21");
        CheckersState state = CheckersGame.INSTANCE.parsePosition(record.startPosition());
        if (!record.isStandardStart()) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", state.fen());
        }
        Set<String> written =
                Set.of(
                        "Event",
                        "Site",
                        "Round",
                        GameRecord.GAME,
                        GameRecord.DATE,
                        GameRecord.RESULT,
                        GameRecord.START,
                        record.game().sideName(0),
                        record.game().sideName(1));
        tags.forEach(
                (key, value) -> {
                    if (!written.contains(key)) {
                        tag(sb, key, value);
                    }
                });
        sb.append('\n');
        List<String> tokens = new ArrayList<>();
        int number = 1;
        boolean first = true;
        for (int move : record.moves()) {
            if (state.sideToMove() == 0) {
                tokens.add(number + ".");
            } else if (first) {
                tokens.add(number + "...");
            }
            tokens.add(state.formatMove(move, Game.NUMERIC));
            if (state.sideToMove() == 1) {
                number++;
            }
            state.play(move);
            first = false;
        }
        tokens.add(record.resultToken());
        int lineLength = 0;
        for (String t : tokens) {
            if (lineLength > 0 && lineLength + 1 + t.length() > GameRecord.LINE_WIDTH) {
                sb.append('\n');
                lineLength = 0;
            } else if (lineLength > 0) {
                sb.append(' ');
                lineLength++;
            }
            sb.append(t);
            lineLength += t.length();
        }
        return sb.append('\n').toString();
    }

    private static void tag(StringBuilder sb, String key, String value) {
        sb.append('[')
                .append(key)
                .append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }
}
