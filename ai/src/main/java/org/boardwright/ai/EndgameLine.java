package org.boardwright.ai;

import org.boardwright.engine.GameState;

/**
 * How far a won or lost position held by the endgame databases is from the end of the game: the
 * databases' line is followed, probe after probe, with the winner always taking the quickest way to
 * the next conversion (a capture, a crowning) and the loser the slowest, through every class down
 * to the end of the game. The count is that line's length: the distance to the end of the game when
 * both sides play for the databases' own measure (quick conversions), not a proven shortest win.
 */
public final class EndgameLine {

    /** The line is given up beyond this many plies (distances the databases hold at their cap). */
    static final int LIMIT = 1000;

    private EndgameLine() {}

    /**
     * Plies to the end of the game along the databases' line, or -1 when the position is not won or
     * lost in the databases (not held, drawn) or the line leaves them. The state is left as it was.
     */
    public static int pliesToEnd(EndgameTable table, GameState state) {
        GameState s = state.copy();
        int[] buffer = new int[GameState.MAX_MOVES];
        for (int ply = 0; ply < LIMIT; ply++) {
            if (s.isTerminal() && !s.endedByHistory()) { // by the position alone, as the tables
                return ply;
            }
            int value = table.probe(s);
            if (value == EndgameTable.UNKNOWN || value == EndgameTable.DRAW) {
                return -1;
            }
            boolean winning = value > 0;
            int target = EndgameTable.plies(value) - 1;
            int n = s.legalMoves(buffer, 0);
            int chosen = -1;
            int chosenPlies = 0;
            for (int i = 0; i < n; i++) {
                s.play(buffer[i]);
                int child = table.probe(s);
                s.undo();
                boolean good = winning ? EndgameTable.isLoss(child) : EndgameTable.isWin(child);
                if (!good) {
                    continue;
                }
                int p = EndgameTable.plies(child);
                boolean better =
                        chosen < 0
                                || p == target && chosenPlies != target
                                || chosenPlies != target
                                        && (winning ? p < chosenPlies : p > chosenPlies);
                if (better) {
                    chosen = buffer[i];
                    chosenPlies = p;
                }
            }
            if (chosen < 0) {
                return -1;
            }
            s.play(chosen);
        }
        return -1;
    }

    /**
     * In words, e.g. "won: converts in 7 plies, the game ends in 23"; "drawn"; null when not held.
     *
     * @param toEnd {@link #pliesToEnd}, or -1
     */
    public static String describe(int value, int toEnd) {
        if (value == EndgameTable.UNKNOWN) {
            return null;
        }
        if (value == EndgameTable.DRAW) {
            return "drawn";
        }
        String text =
                EndgameTable.describe(value)
                        + ": converts in "
                        + EndgameTable.plies(value)
                        + (EndgameTable.plies(value) == 1 ? " ply" : " plies");
        return toEnd >= 0 ? text + ", the game ends in " + toEnd : text;
    }
}
