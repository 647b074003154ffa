package org.boardwright.engine;

/**
 * A rule set with its parameters: makes initial states and reads position strings.
 * Games are immutable and shared; states are mutable and owned by one thread.
 */
public interface Game {

    /** The game id with its parameters, e.g. {@code madrooks} or {@code monkeyqueen:ivory=25,cigar=20}. */
    String spec();

    /** The bare id, e.g. {@code madrooks}. */
    String id();

    /** The human name, e.g. "Mad Rooks". */
    String name();

    /** The designer credit shown with the game, empty for traditional games. */
    String credit();

    int width();

    int height();

    /** Whether pieces can ever stand on this square (false for light squares in Mad Bishops). */
    boolean isPlayable(int x, int y);

    /** "Red", "Blue", ... for side 0 (moves first) and side 1. */
    String sideName(int side);

    /** The lower-case letter of a side in position strings: 'r', 'b', ... */
    char sideLetter(int side);

    GameState newInitialState();

    /** Reads a position string; throws {@link NotationException} saying what is wrong. */
    GameState parsePosition(String position);

    /** The initial position as a string. */
    default String initialPosition() {
        return newInitialState().position();
    }
}
