package org.boardwright.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The shared syntax of position strings (docs/rules/README.md): {@code <ranks> <side>[
 * key=value]...}. Splits a string into piece tokens per square, the side to move and the keys; each
 * game then checks what the tokens mean.
 */
public final class PositionText {

    /** Longer strings are refused before any parsing: no legal position comes near this. */
    public static final int MAX_LENGTH = 4096;

    private final String[][] pieces; // [y][x]: "" for empty, else a letter with an optional height
    private final int side;
    private final Map<String, String> keys;

    private PositionText(String[][] pieces, int side, Map<String, String> keys) {
        this.pieces = pieces;
        this.side = side;
        this.keys = keys;
    }

    /**
     * The token on a square: "" when empty, else a letter with an optional decimal height ("I20").
     */
    public String piece(int x, int y) {
        return pieces[y][x];
    }

    public int side() {
        return side;
    }

    /** The keys in the order given; repeated keys are rejected while reading. */
    public Map<String, String> keys() {
        return keys;
    }

    /**
     * Reads the syntax of a position string for a board of the game's size. Tokens are a letter
     * followed by an optional decimal height without leading zeros; '.' is an empty square.
     */
    public static PositionText parse(String text, Game game) {
        if (text == null) {
            throw new NotationException("no position");
        }
        if (text.length() > MAX_LENGTH) {
            throw new NotationException(
                    "position string too long (" + text.length() + " characters)");
        }
        String t = text.strip();
        if (t.isEmpty()) {
            throw new NotationException("empty position");
        }
        String[] fields = t.split(" +");
        if (fields.length < 2) {
            throw new NotationException("missing side to move after the board");
        }
        int width = game.width();
        int height = game.height();
        String[] ranks = fields[0].split("/", -1);
        if (ranks.length != height) {
            throw new NotationException(
                    "expected " + height + " ranks separated by '/', found " + ranks.length);
        }
        String[][] pieces = new String[height][width];
        for (int r = 0; r < height; r++) {
            int y = height - 1 - r;
            String rank = ranks[r];
            int x = 0;
            int i = 0;
            while (i < rank.length()) {
                char c = rank.charAt(i);
                if (x >= width) {
                    throw new NotationException(
                            "rank " + (y + 1) + " has more than " + width + " squares");
                }
                if (c == '.') {
                    pieces[y][x++] = "";
                    i++;
                    continue;
                }
                if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z')) {
                    throw new NotationException(
                            "unexpected character '" + c + "' in rank " + (y + 1));
                }
                int j = i + 1;
                while (j < rank.length() && rank.charAt(j) >= '0' && rank.charAt(j) <= '9') {
                    j++;
                }
                if (j > i + 1 && rank.charAt(i + 1) == '0') {
                    throw new NotationException(
                            "height with a leading zero at " + Square.name(x, y));
                }
                if (j - i > 3) {
                    throw new NotationException("height too large at " + Square.name(x, y));
                }
                pieces[y][x++] = rank.substring(i, j);
                i = j;
            }
            if (x != width) {
                throw new NotationException(
                        "rank " + (y + 1) + " has " + x + " squares, expected " + width);
            }
        }
        String sideField = fields[1];
        int side;
        if (sideField.length() == 1 && sideField.charAt(0) == game.sideLetter(0)) {
            side = 0;
        } else if (sideField.length() == 1 && sideField.charAt(0) == game.sideLetter(1)) {
            side = 1;
        } else {
            throw new NotationException(
                    "bad side to move "
                            + NotationException.quote(sideField)
                            + " (expected "
                            + game.sideLetter(0)
                            + " or "
                            + game.sideLetter(1)
                            + ")");
        }
        Map<String, String> keys = new LinkedHashMap<>();
        for (int f = 2; f < fields.length; f++) {
            String kv = fields[f];
            int eq = kv.indexOf('=');
            if (eq <= 0 || eq == kv.length() - 1) {
                throw new NotationException(
                        "expected key=value, found " + NotationException.quote(kv));
            }
            String key = kv.substring(0, eq);
            if (keys.put(key, kv.substring(eq + 1)) != null) {
                throw new NotationException("repeated key " + NotationException.quote(key));
            }
        }
        return new PositionText(pieces, side, Collections.unmodifiableMap(keys));
    }

    /** Throws unless there are no keys; for games whose positions take none. */
    public void requireNoKeys(Game game) {
        if (!keys.isEmpty()) {
            throw new NotationException(
                    "unknown key "
                            + NotationException.quote(keys.keySet().iterator().next())
                            + " for "
                            + game.id());
        }
    }

    /** Writes the ranks part of a position string from a square-to-token function. */
    public static String ranks(Game game, PieceView view) {
        StringBuilder sb = new StringBuilder();
        for (int y = game.height() - 1; y >= 0; y--) {
            for (int x = 0; x < game.width(); x++) {
                String p = view.pieceAt(x, y);
                sb.append(p.isEmpty() ? "." : p);
            }
            if (y > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    /** What stands on each square, as a position-string token. */
    @FunctionalInterface
    public interface PieceView {
        String pieceAt(int x, int y);
    }
}
