package org.boardwright.cli;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.GameState;
import org.boardwright.engine.twist.TwistState;

/**
 * What the terminal says about dice and Twist options: the n-th roll of a game comes from the
 * game's seed and n alone (docs/rules/twist.md, engine policy: taking a move back and playing on never changes a roll),
 * and after each roll the player is told what it gave.
 */
final class TwistNotes {

    private TwistNotes() {
    }

    /** Lines shown under the board: each side's options and the declarations open now; empty for other games. */
    static List<String> status(GameState state) {
        List<String> lines = new ArrayList<>();
        if (!(state instanceof TwistState) || state.isTerminal()) {
            return lines;
        }
        TwistState twist = (TwistState) state;
        lines.add("Options: " + state.game().sideName(0) + " " + twist.options(0) + ", "
                + state.game().sideName(1) + " " + twist.options(1));
        List<String> declarations = new ArrayList<>();
        for (String m : state.legalMoveNotations()) {
            if (m.equals("pass") || m.equals("extra") || m.startsWith("speed:") || m.startsWith("initiative:")) {
                declarations.add(m);
            }
        }
        if (!declarations.isEmpty()) {
            lines.add("You may declare (spending an option): " + String.join(" ", declarations));
        }
        String turn = twist.turnText();
        if (turn.startsWith("bonus:")) {
            lines.add("Bonus turn: the piece on " + turn.substring(6) + " may not move.");
        }
        return lines;
    }

    /** What a roll just played gave, from the phase it led to. */
    static String explainRoll(String roll, GameState after) {
        if (!(after instanceof TwistState)) {
            return "";
        }
        String turn = ((TwistState) after).turnText();
        if (turn.equals("plain")) {
            return roll.charAt(5) == roll.charAt(7)
                    ? "Doubles or a lower die of 1: the declaration gives nothing; an ordinary turn."
                    : "A lower die of 1: the boost gives nothing; an ordinary turn.";
        }
        if (turn.equals("extra")) {
            return "Different dice: the extra turn succeeds. Move now, then play a bonus turn.";
        }
        if (turn.startsWith("speed:") || turn.startsWith("initiative:")) {
            String[] parts = turn.split(":");
            return "The " + parts[0] + " boost for the king on " + parts[1] + " is worth " + parts[2]
                    + (parts[0].equals("speed") ? ": slide exactly " + parts[2] + " squares, or slide then jump."
                            : ": a chain of exactly " + parts[2] + " steps, or steps then a jump.");
        }
        return "Different dice: the pass succeeds; the turn ends.";
    }
}
