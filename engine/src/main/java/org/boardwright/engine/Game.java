package org.boardwright.engine;

/**
 * A rule set with its parameters: makes initial states and reads position strings. Games are
 * immutable and shared; states are mutable and owned by one thread.
 */
public interface Game {

    /**
     * The game id with its parameters, e.g. {@code madrooks} or {@code
     * monkeyqueen:ivory=25,cigar=20}.
     */
    String spec();

    /** What the game is: names, sides, pieces, board, rule features and parameters. */
    GameDescriptor descriptor();

    /** The bare id, e.g. {@code madrooks}. */
    default String id() {
        return descriptor().id();
    }

    /** The human name, e.g. "Mad Rooks". */
    default String name() {
        return descriptor().name();
    }

    /** The designer credit shown with the game, empty for traditional games. */
    default String credit() {
        return descriptor().credit();
    }

    default int width() {
        return descriptor().board().width();
    }

    default int height() {
        return descriptor().board().height();
    }

    /** Whether pieces can ever stand on this square (false for light squares in Mad Bishops). */
    default boolean isPlayable(int x, int y) {
        return descriptor().board().isPlayable(x, y);
    }

    /** "Red", "Blue", ... for side 0 (moves first) and side 1. */
    default String sideName(int side) {
        return descriptor().side(side).name();
    }

    /** The lower-case letter of a side in position strings: 'r', 'b', ... */
    default char sideLetter(int side) {
        return descriptor().side(side).letter();
    }

    GameState newInitialState();

    /** Reads a position string; throws {@link NotationException} saying what is wrong. */
    GameState parsePosition(String position);

    /** The initial position as a string. */
    default String initialPosition() {
        return newInitialState().position();
    }
}
