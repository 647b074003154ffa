package org.boardwright.server.play;

import org.boardwright.engine.Result;

/**
 * How a game stands: active, or over with its result (by colour, in game notation), the winning
 * seat, the reason in words and whether an engine-policy limit ended it.
 */
public record Outcome(
        GameStatus status, String result, Integer winner, String reason, boolean enginePolicy) {

    static final Outcome ACTIVE = new Outcome(GameStatus.ACTIVE, null, null, null, false);

    static Outcome finished(
            Result result, Integer winnerSeat, String reason, boolean enginePolicy) {
        return new Outcome(
                GameStatus.FINISHED, result.notation(), winnerSeat, reason, enginePolicy);
    }

    static Outcome aborted() {
        return aborted("Aborted");
    }

    static Outcome aborted(String reason) {
        return new Outcome(GameStatus.ABORTED, "*", null, reason, false);
    }

    boolean isActive() {
        return status == GameStatus.ACTIVE;
    }
}
