package org.boardwright.cli;

import java.util.List;

/** Small helpers for text shown to people and scripts. */
final class Text {

    private Text() {}

    /**
     * Text safe to print as (part of) one line: control and line-separator characters, which input
     * junk can smuggle into error messages, are escaped; very long text is cut.
     */
    static String oneLine(String text) {
        int limit = 300;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length() && i < limit; i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return text.length() > limit ? sb.append("...").toString() : sb.toString();
    }

    /**
     * The words separated by spaces, on lines of at most {@code width} characters (a longer word
     * gets its own line).
     */
    static String wrap(List<String> words, int width) {
        StringBuilder sb = new StringBuilder();
        int lineLength = 0;
        for (String word : words) {
            if (lineLength > 0 && lineLength + 1 + word.length() > width) {
                sb.append('\n');
                lineLength = 0;
            } else if (lineLength > 0) {
                sb.append(' ');
                lineLength++;
            }
            sb.append(word);
            lineLength += word.length();
        }
        return sb.toString();
    }
}
