package org.boardwright.server;

import org.boardwright.engine.Result;

/**
 * How a game stands: active, or over with its result (by colour, in game notation), the winning
 * seat, the reason in words and whether an engine-policy limit ended it.
 */
record Outcome(
        GameStatus status, String result, Integer winner, String reason, boolean enginePolicy) {

    static final Outcome ACTIVE = new Outcome(GameStatus.ACTIVE, null, null, null, false);

    static Outcome finished(
            Result result, Integer winnerSeat, String reason, boolean enginePolicy) {
        return new Outcome(
                GameStatus.FINISHED, result.notation(), winnerSeat, reason, enginePolicy);
    }

    static Outcome aborted() {
        return new Outcome(GameStatus.ABORTED, "*", null, "Aborted", false);
    }

    boolean isActive() {
        return status == GameStatus.ACTIVE;
    }
}
