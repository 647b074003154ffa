package org.boardwright.engine;

/**
 * A rule set with its parameters: makes initial states and reads position strings. Games are
 * immutable and shared; states are mutable and owned by one thread.
 */
public interface Game {

    /** The notation every game has: squares named a1, b2, ... (docs/rules/README.md). */
    String ALGEBRAIC = "algebraic";

    /** Checkers' numbered squares 1-32 (docs/rules/checkers.md), for games that have them. */
    String NUMERIC = "numeric";

    /**
     * The Hub protocol's moves (draughts engines, Scan's protocol): numbered squares, a capture as
     * its start, its end and the captured squares ({@code 11x18x15}); for games that have them.
     */
    String HUB = "hub";

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

    /**
     * The move notations this game writes and reads, the one records use first; every game has
     * {@link #ALGEBRAIC}. A state's {@link GameState#parseMove} reads all of them.
     */
    default java.util.List<String> notations() {
        return java.util.List.of(ALGEBRAIC);
    }

    /**
     * The label of a square in the game's numbered notation ("11"), or empty for a game (or a
     * square) without one. Drivers show it on the board.
     */
    default String squareNumber(int x, int y) {
        return "";
    }

    /**
     * The record formats of the game's own world besides Boardwright's record (checkers: PDN),
     * which {@link org.boardwright.engine.record.GameRecord#readAll} recognises and drivers offer
     * for export. Empty for most games.
     */
    default java.util.List<org.boardwright.engine.record.RecordFormat> recordFormats() {
        return java.util.List.of();
    }

    /**
     * The game's standard openings, each a short line of moves from the initial position separated
     * by spaces in one of the game's notations (checkers: the 156 three-move ballots), which an
     * opening book is built over; empty for a game without them.
     */
    default java.util.List<String> openings() {
        return java.util.List.of();
    }

    /**
     * The game's rules in plain words for the rules page, as JSON ({@code {"sections": [{"heading":
     * ..., "paragraphs": [...]}]}}, from docs/rules/): the resource {@code rules/<id>.json} beside
     * the game's class; empty for a game without one (the page then shows the summary and the
     * legend).
     */
    default java.util.Optional<String> rulesPage() {
        String name = "rules/" + id() + ".json";
        try (java.io.InputStream in = getClass().getResourceAsStream(name)) {
            return in == null
                    ? java.util.Optional.empty()
                    : java.util.Optional.of(
                            new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            // A resource of the jar that cannot be read is a broken build, not a user's error.
            throw new java.io.UncheckedIOException(name, e);
        }
    }

    /** The game's words for people about its states (turn phases, claimable draws). */
    default GameText text() {
        return GameText.PLAIN;
    }
}
