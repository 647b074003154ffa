package org.boardwright.engine;

/** The state of a game's result, by colour: side 0 moves first. */
public enum Result {
    ONGOING(null),
    FIRST_WINS("1-0"),
    SECOND_WINS("0-1"),
    DRAW("1/2-1/2"),
    /** Ended by an engine-policy limit, not by a rule of the game. */
    UNFINISHED("*");

    private final String notation;

    Result(String notation) {
        this.notation = notation;
    }

    /** "1-0", "0-1", "1/2-1/2", or "*" for a game without a rule result. */
    public String notation() {
        return notation == null ? "*" : notation;
    }

    public boolean isOver() {
        return this != ONGOING;
    }

    /** 1 for a win, 0 for a loss, 1/2 for a draw or an unfinished game. */
    public double score(int side) {
        switch (this) {
            case FIRST_WINS:
                return side == 0 ? 1 : 0;
            case SECOND_WINS:
                return side == 0 ? 0 : 1;
            default:
                return 0.5;
        }
    }

    public static Result winFor(int side) {
        return side == 0 ? FIRST_WINS : SECOND_WINS;
    }

    /** The winning side, or -1. */
    public int winner() {
        return this == FIRST_WINS ? 0 : this == SECOND_WINS ? 1 : -1;
    }

    public static Result fromNotation(String text) {
        switch (text) {
            case "1-0":
                return FIRST_WINS;
            case "0-1":
                return SECOND_WINS;
            case "1/2-1/2":
                return DRAW;
            case "*":
                return ONGOING;
            default:
                throw new NotationException(
                        "unknown result " + text + " (expected 1-0, 0-1, 1/2-1/2 or *)");
        }
    }
}
