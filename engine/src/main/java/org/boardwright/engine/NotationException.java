package org.boardwright.engine;

/** A position string, move, game id or record that is malformed or illegal; the message says why. */
public class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }
}
