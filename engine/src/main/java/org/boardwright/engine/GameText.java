package org.boardwright.engine;

/**
 * A game's words for people about a state: where a player stands in his turn and what draw he may
 * claim. The states answer questions in values ({@link GameState#claimableDraw}, move kinds); a
 * game whose turns have phases words them in its own package ({@link Game#text()}).
 */
public interface GameText {

    /** The words of a game with no turn phases. */
    GameText PLAIN = new GameText() {};

    /**
     * Where the player to move stands in his turn, when a game's turns have phases (the Twist's
     * {@code turn=}); else empty.
     */
    default String turnNote(GameState state) {
        return "";
    }

    /**
     * The player's stand in his turn in words, as {@link GameState#describeMove} words a move: what
     * the last throw of the dice gave ("Different dice: the extra turn succeeds. ..."), a bonus
     * turn's limit. Empty when there is nothing to tell (always, for games without phases).
     */
    default String describeTurn(GameState state) {
        return "";
    }

    /** A claimable draw in words ("a draw by threefold repetition (...)"); empty for none. */
    default String claim(DrawClaim claim) {
        return switch (claim) {
            case NONE -> "";
            case THREEFOLD_REPETITION ->
                    "a draw by threefold repetition (the same position for the third time,"
                            + " the same player to move)";
            case QUIET_MOVES -> "a draw by the game's limit of quiet moves";
        };
    }
}
