package org.boardwright.engine.checkers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.boardwright.engine.NotationException;

/**
 * The syntax of a PDN file, without its meaning: games, each with its tag pairs, move tokens and
 * result. Skips what a reader of the moves may ignore: move numbers ({@code 1.}, {@code 1...}),
 * comments ({@code {...}} and {@code ;} to the end of the line), variations ({@code (...)},
 * nested), NAGs ({@code $12}), move marks ({@code !}, {@code ?}) and escape lines starting with
 * {@code %}. A game ends with its result token, or where the next game's tags begin.
 */
final class PdnText {

    /** One game as written. */
    record Game(int number, Map<String, String> tags, List<String> moves, String result) {}

    /** Tags that change what the game is: given twice with different values, a record is wrong. */
    private static final List<String> DECISIVE_TAGS =
            List.of("FEN", "SetUp", "GameType", "Result", "Black", "White");

    private static final List<String> RESULTS =
            List.of("1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1");

    private final String text;
    private int pos;
    private int line = 1;
    private final List<Game> games = new ArrayList<>();
    private Map<String, String> tags = new LinkedHashMap<>();
    private List<String> moves = new ArrayList<>();

    private PdnText(String text) {
        this.text = text;
    }

    static List<Game> parse(String text) {
        PdnText p = new PdnText(text);
        p.run();
        if (p.games.isEmpty()) {
            throw new NotationException("no game in the PDN text");
        }
        return p.games;
    }

    /** The result in Boardwright's tokens: 2-0, 0-2 and 1-1 (a scale some files use) mapped. */
    static String normalResult(String token) {
        switch (token) {
            case "2-0":
                return "1-0";
            case "0-2":
                return "0-1";
            case "1-1":
                return "1/2-1/2";
            default:
                return token;
        }
    }

    static boolean isResult(String token) {
        return RESULTS.contains(token);
    }

    private void run() {
        if (text.startsWith("\uFEFF")) {
            pos = 1;
        }
        while (true) {
            skipWhitespace();
            if (pos >= text.length()) {
                break;
            }
            char c = text.charAt(pos);
            if (c == '%' && (pos == 0 || text.charAt(pos - 1) == '\n')) {
                skipLine();
            } else if (c == '[') {
                if (!moves.isEmpty()) {
                    finish(null);
                }
                readTag();
            } else if (c == '{') {
                skipUntil('}', "comment");
            } else if (c == ';') {
                skipLine();
            } else if (c == '(') {
                skipVariation();
            } else if (c == ')') {
                throw error("')' without its '('");
            } else {
                token(readToken());
            }
        }
        if (!moves.isEmpty() || !tags.isEmpty()) {
            finish(null);
        }
    }

    private void token(String raw) {
        String t = raw;
        if (t.startsWith("$")) {
            return; // a NAG
        }
        if (isResult(t)) {
            finish(t);
            return;
        }
        int i = 0;
        while (i < t.length() && Character.isDigit(t.charAt(i))) {
            i++;
        }
        if (i > 0 && i == t.length()) {
            return; // a move number without its dot, as newspapers print them (no move is one
            // square)
        }
        if (i > 0 && i < t.length() && t.charAt(i) == '.') {
            while (i < t.length() && t.charAt(i) == '.') {
                i++;
            }
            t = t.substring(i); // a move number, perhaps glued to its move
        }
        int end = t.length();
        while (end > 0 && (t.charAt(end - 1) == '!' || t.charAt(end - 1) == '?')) {
            end--;
        }
        t = t.substring(0, end);
        if (!t.isEmpty()) {
            moves.add(t);
        }
    }

    private void finish(String result) {
        games.add(new Game(games.size() + 1, tags, moves, result));
        tags = new LinkedHashMap<>();
        moves = new ArrayList<>();
    }

    private void readTag() {
        int start = line;
        pos++; // '['
        skipWhitespace();
        int nameStart = pos;
        while (pos < text.length()
                && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        String name = text.substring(nameStart, pos);
        if (name.isEmpty()) {
            throw error("a tag pair [Name \"value\"] without its name");
        }
        skipWhitespace();
        if (pos >= text.length() || text.charAt(pos) != '"') {
            throw error("tag " + name + " has no quoted value");
        }
        pos++;
        StringBuilder value = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw new NotationException(
                        "line " + start + ": tag " + name + " has no closing quote");
            }
            char c = text.charAt(pos++);
            if (c == '\\' && pos < text.length()) {
                value.append(text.charAt(pos++));
            } else if (c == '"') {
                break;
            } else {
                if (c == '\n') {
                    line++;
                }
                value.append(c);
            }
        }
        skipWhitespace();
        if (pos >= text.length() || text.charAt(pos) != ']') {
            throw error("tag " + name + " is not closed by ]");
        }
        pos++;
        String earlier = tags.get(name);
        if (earlier == null) {
            tags.put(name, value.toString());
        } else if (!earlier.equals(value.toString()) && DECISIVE_TAGS.contains(name)) {
            throw error("tag " + name + " appears twice in one game, with different values");
        }
        // A descriptive tag given twice (the PDN standard's own checkers example has two Event
        // tags) keeps its first value.
    }

    private String readToken() {
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c) || "[]{}();".indexOf(c) >= 0) {
                break;
            }
            pos++;
        }
        if (pos == start) {
            throw error("unexpected " + NotationException.quote(String.valueOf(text.charAt(pos))));
        }
        return text.substring(start, pos);
    }

    private void skipUntil(char close, String what) {
        int start = line;
        while (pos < text.length() && text.charAt(pos) != close) {
            if (text.charAt(pos) == '\n') {
                line++;
            }
            pos++;
        }
        if (pos >= text.length()) {
            throw new NotationException("line " + start + ": " + what + " is never closed");
        }
        pos++;
    }

    private void skipVariation() {
        int start = line;
        int depth = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '\n') {
                line++;
            } else if (c == '{') {
                skipUntil('}', "comment");
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return;
            }
        }
        throw new NotationException("line " + start + ": variation ( is never closed");
    }

    private void skipLine() {
        while (pos < text.length() && text.charAt(pos) != '\n') {
            pos++;
        }
    }

    private void skipWhitespace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            if (text.charAt(pos) == '\n') {
                line++;
            }
            pos++;
        }
    }

    private NotationException error(String message) {
        return new NotationException("line " + line + ": " + message);
    }
}
