package org.boardwright.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import org.boardwright.engine.NotationException;

/**
 * One line of the engine protocol (Hub style): a command word, then {@code key=value} pairs whose
 * values may be double-quoted with {@code \"} and {@code \\} escaped. A word without {@code =} (as
 * in {@code go think}) is a key with an empty value.
 */
record HubLine(String command, Map<String, String> values) {

    /** Reads a line; throws IllegalArgumentException for an unterminated quote or a bad escape. */
    static HubLine parse(String line) {
        int i = skipSpaces(line, 0);
        int start = i;
        while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        String command = line.substring(start, i);
        Map<String, String> values = new LinkedHashMap<>();
        while (true) {
            i = skipSpaces(line, i);
            if (i >= line.length()) {
                return new HubLine(command, values);
            }
            start = i;
            while (i < line.length()
                    && line.charAt(i) != '='
                    && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            String key = line.substring(start, i);
            if (i >= line.length() || line.charAt(i) != '=') {
                values.putIfAbsent(key, "");
                continue;
            }
            i++; // '='
            StringBuilder value = new StringBuilder();
            if (i < line.length() && line.charAt(i) == '"') {
                i++;
                while (true) {
                    if (i >= line.length()) {
                        throw new IllegalArgumentException("unterminated quoted value of " + key);
                    }
                    char c = line.charAt(i++);
                    if (c == '"') {
                        break;
                    }
                    if (c == '\\') {
                        if (i >= line.length() || line.charAt(i) != '"' && line.charAt(i) != '\\') {
                            throw new IllegalArgumentException(
                                    "bad escape in the value of " + key + " (only \\\" and \\\\)");
                        }
                        c = line.charAt(i++);
                    }
                    value.append(c);
                }
            } else {
                while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
                    value.append(line.charAt(i++));
                }
            }
            values.put(key, value.toString());
        }
    }

    private static int skipSpaces(String line, int i) {
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return i;
    }

    /** A value for writing: bare when it is one plain word, else quoted with escapes. */
    static String quote(String value) {
        boolean plain = !value.isEmpty();
        for (int i = 0; i < value.length() && plain; i++) {
            char c = value.charAt(i);
            plain = c > ' ' && c != '"' && c != '\\' && c != '=';
        }
        return plain ? value : '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    static int intValue(String key, String value, int min, int max) {
        long v = longValue(key, value);
        if (v < min || v > max) {
            throw new IllegalArgumentException(key + " must be from " + min + " to " + max);
        }
        return (int) v;
    }

    static long longValue(String key, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    key + " must be an integer, not " + NotationException.quote(value));
        }
    }

    static double doubleValue(String key, String value) {
        try {
            double v = Double.parseDouble(value);
            if (Double.isNaN(v) || Double.isInfinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    key + " must be a number, not " + NotationException.quote(value));
        }
    }
}
