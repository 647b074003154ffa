package org.boardwright.engine.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.boardwright.engine.NotationException;

/**
 * The syntax of a record, without its meaning: tags, move tokens and the result token. Whitespace
 * (spaces, tabs, line ends) separates everything, so the multi-line and the one-line forms read
 * alike. {@link GameRecord} then checks the moves against the game.
 */
final class RecordText {

    private static final List<String> RESULT_TOKENS = List.of("1-0", "0-1", "1/2-1/2", "*");

    /** Longest piece of user text quoted back in a message. */
    private static final int QUOTE_LIMIT = 40;

    private final String text;
    private int pos;
    private int line = 1;
    private int lineStart;

    private final Map<String, String> tags = new LinkedHashMap<>();
    private final List<String> moves = new ArrayList<>();
    private String result;

    private RecordText(String text) {
        this.text = text;
    }

    static RecordText parse(String text) {
        RecordText parsed = new RecordText(text);
        parsed.parse();
        return parsed;
    }

    Map<String, String> tags() {
        return tags;
    }

    List<String> moves() {
        return moves;
    }

    String result() {
        return result;
    }

    /** Whether the text has a Game tag, the mark of Boardwright's own record. */
    static boolean hasGameTag(String text) {
        return GAME_TAG.matcher(text).find();
    }

    private static final java.util.regex.Pattern GAME_TAG =
            java.util.regex.Pattern.compile("\\[\\s*Game\\s");

    static boolean isResultToken(String token) {
        return RESULT_TOKENS.contains(token);
    }

    /** Tag names are a letter followed by letters, digits or underscores. */
    static boolean isTagName(String key) {
        if (key == null || key.isEmpty() || !isAsciiLetter(key.charAt(0))) {
            return false;
        }
        for (int i = 1; i < key.length(); i++) {
            if (!isTagNameChar(key.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * User text fit to quote in a message: at most {@link #QUOTE_LIMIT} characters, control
     * characters escaped.
     */
    static String shorten(String s) {
        return shorten(s, QUOTE_LIMIT);
    }

    /**
     * Text fit for a one-line message: at most {@code limit} characters, control characters
     * escaped.
     */
    static String shorten(String s, int limit) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length() && i < limit; i++) {
            char c = s.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return s.length() > limit ? sb.append("...").toString() : sb.toString();
    }

    private void parse() {
        if (text.startsWith("\uFEFF")) {
            pos = 1; // a byte order mark some editors write
        }
        skipWhitespace();
        if (atEnd()) {
            throw new NotationException("empty record");
        }
        if (peek() != '[') {
            throw error(
                    "a record starts with its tags, such as [Game \"madrooks\"]; found "
                            + describe(peek()));
        }
        while (!atEnd() && peek() == '[') {
            readTag();
            skipWhitespace();
        }
        while (!atEnd()) {
            if (peek() == '[') {
                throw error("tag after the moves");
            }
            moves.add(readToken());
            skipWhitespace();
        }
        if (moves.isEmpty()) {
            throw new NotationException(
                    "missing result at the end of the record (1-0, 0-1, 1/2-1/2 or *)");
        }
        String last = moves.remove(moves.size() - 1);
        if (!isResultToken(last)) {
            throw new NotationException(
                    "the record must end with its result (1-0, 0-1, 1/2-1/2 or *), not \""
                            + shorten(last)
                            + "\"");
        }
        result = last;
        for (int i = 0; i < moves.size(); i++) {
            if (isResultToken(moves.get(i))) {
                throw new NotationException(
                        "result "
                                + moves.get(i)
                                + " in place of move "
                                + (i + 1)
                                + "; the result comes once, at the end");
            }
        }
    }

    /** Reads {@code [Key "value"]} on one line; {@code \"} and {@code \\} are the only escapes. */
    private void readTag() {
        pos++; // '['
        skipBlanks();
        int keyStart = pos;
        while (!atEnd() && isTagNameChar(peek())) {
            pos++;
        }
        String key = text.substring(keyStart, pos);
        if (!isTagName(key)) {
            pos = keyStart;
            throw error("bad tag syntax: expected a tag name after '[', found " + describeHere());
        }
        int afterKey = pos;
        skipBlanks();
        if (atEnd() || peek() != '"') {
            throw error(
                    "bad tag syntax: expected a quoted value after "
                            + key
                            + ", found "
                            + describeHere());
        }
        if (pos == afterKey) {
            throw error("bad tag syntax: expected a space between " + key + " and its value");
        }
        pos++; // opening quote
        StringBuilder value = new StringBuilder();
        while (true) {
            if (atEnd() || peek() == '\n' || peek() == '\r') {
                throw error(
                        "bad tag syntax: the value of "
                                + key
                                + " is not closed by '\"' on its line");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                break;
            }
            if (c == '\\') {
                char next = atEnd() ? ' ' : peek();
                if (next != '"' && next != '\\') {
                    pos--;
                    throw error(
                            "bad tag syntax: unknown escape in the value of "
                                    + key
                                    + " (only \\\" and \\\\)");
                }
                pos++;
                value.append(next);
            } else if (Character.isISOControl(c) && c != '\t') {
                pos--;
                throw error(
                        "bad tag syntax: control character "
                                + describe(c)
                                + " in the value of "
                                + key);
            } else {
                value.append(c);
            }
        }
        skipBlanks();
        if (atEnd() || peek() != ']') {
            throw error(
                    "bad tag syntax: expected ']' to close tag "
                            + key
                            + ", found "
                            + describeHere());
        }
        pos++;
        if (tags.put(key, value.toString()) != null) {
            throw error("tag " + key + " appears twice");
        }
    }

    private String readToken() {
        int start = pos;
        while (!atEnd() && !isWhitespace(peek())) {
            pos++;
        }
        return text.substring(start, pos);
    }

    private void skipWhitespace() {
        while (!atEnd() && isWhitespace(peek())) {
            if (peek() == '\n') {
                line++;
                lineStart = pos + 1;
            }
            pos++;
        }
    }

    /** Spaces and tabs, inside a tag. */
    private void skipBlanks() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) {
            pos++;
        }
    }

    private static boolean isWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }

    private static boolean isTagNameChar(char c) {
        return isAsciiLetter(c) || c >= '0' && c <= '9' || c == '_';
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private boolean atEnd() {
        return pos >= text.length();
    }

    private char peek() {
        return text.charAt(pos);
    }

    private String describeHere() {
        return atEnd() ? "the end of the record" : describe(peek());
    }

    private static String describe(char c) {
        if (c == '\n' || c == '\r') {
            return "the end of the line";
        }
        return c >= ' ' && c != 127 && !Character.isISOControl(c) && c != '\uFFFD'
                ? "'" + c + "'"
                : String.format("character U+%04X", (int) c);
    }

    private NotationException error(String message) {
        return new NotationException(
                message + " (line " + line + ", column " + (pos - lineStart + 1) + ")");
    }
}
