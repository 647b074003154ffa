package org.boardwright.server.play;

import org.boardwright.engine.play.PlayedGame;

/**
 * What makes a rated game count: each player has made at least {@value #MIN_OWN_MOVES} moves of
 * their own. A rated game that ends before (a resignation, a flag, a draw, an early end on the
 * board) ends with no result and changes no rating, so ratings cannot be farmed with games resigned
 * at once.
 */
final class RatedGames {

    static final int MIN_OWN_MOVES = 2;

    static final Outcome TOO_SHORT =
            Outcome.aborted(
                    "Aborted: a rated game counts once each player has made "
                            + MIN_OWN_MOVES
                            + " moves");

    private RatedGames() {}

    static boolean playedOut(PlayedGame play) {
        return Clocks.movesChosen(play, 0) >= MIN_OWN_MOVES
                && Clocks.movesChosen(play, 1) >= MIN_OWN_MOVES;
    }
}
