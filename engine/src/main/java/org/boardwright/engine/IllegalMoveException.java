package org.boardwright.engine;

/**
 * A well-formed move that is not legal in the position (as opposed to text that is no move at all).
 */
public class IllegalMoveException extends NotationException {

    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String message) {
        super(message);
    }
}
