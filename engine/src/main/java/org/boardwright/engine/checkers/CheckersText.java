package org.boardwright.engine.checkers;

import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.GameText;

/** Checkers' words for people: the draws a player may claim (docs/rules/checkers.md). */
public final class CheckersText implements GameText {

    public static final CheckersText INSTANCE = new CheckersText();

    private CheckersText() {}

    @Override
    public String claim(DrawClaim claim) {
        if (claim == DrawClaim.QUIET_MOVES) {
            return "a draw by the 40-move rule ("
                    + CheckersGame.QUIET_LIMIT
                    + " plies without a capture or a man move)";
        }
        return GameText.super.claim(claim);
    }
}
