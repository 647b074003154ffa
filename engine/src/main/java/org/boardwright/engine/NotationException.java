package org.boardwright.engine;

/**
 * A position string, move, game id or record that is malformed or illegal; the message says why.
 */
public class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }

    /**
     * Input quoted in a message, cut short so an oversized input cannot make an oversized message.
     */
    public static String quote(String input) {
        if (input == null) {
            return "''";
        }
        return input.length() <= 40
                ? "'" + input + "'"
                : "'" + input.substring(0, 40) + "...' (" + input.length() + " characters)";
    }
}
