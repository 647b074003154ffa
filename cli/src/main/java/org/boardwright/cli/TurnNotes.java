package org.boardwright.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameState;
import org.boardwright.engine.MoveKind;

/**
 * What the terminal says under the board about the turn, from the game's descriptor and the
 * position alone: each side's counter (the Twist's options), the declarations open now, the turn's
 * phase in words, and the pie rule's offer. Games without these features get no lines.
 */
final class TurnNotes {

    private TurnNotes() {}

    /**
     * The lines for the position, which is not over.
     *
     * @param phaseTold whether the turn's phase was just told (after the dice), so it is not
     *     repeated
     */
    static List<String> lines(GameState state, boolean phaseTold) {
        GameDescriptor descriptor = state.game().descriptor();
        List<String> lines = new ArrayList<>();
        if (descriptor.counter() != null) {
            lines.add(
                    capitalised(descriptor.counter())
                            + ": "
                            + sideName(state, 0)
                            + " "
                            + state.counter(0)
                            + ", "
                            + sideName(state, 1)
                            + " "
                            + state.counter(1));
        }
        List<String> declarations = new ArrayList<>();
        int swap = -1;
        for (int move : state.legalMoveList()) {
            MoveKind kind = state.moveKind(move);
            if (kind == MoveKind.DECLARATION) {
                declarations.add(state.formatMove(move));
            } else if (kind == MoveKind.SWAP) {
                swap = move;
            }
        }
        if (!declarations.isEmpty()) {
            declarations.sort(null);
            String cost =
                    descriptor.counter() == null
                            ? ""
                            : " (spending " + one(descriptor.counter()) + ")";
            lines.add("You may declare" + cost + ": " + String.join(" ", declarations));
        }
        String turn = state.game().text().describeTurn(state);
        if (!phaseTold && !turn.isEmpty()) {
            lines.add(turn);
        }
        if (swap >= 0 && descriptor.pieRule()) {
            lines.addAll(swapOffer(state, state.formatMove(swap)));
        }
        return lines;
    }

    /** Tells the side to move, when it may swap, what the swap does. */
    private static List<String> swapOffer(GameState state, String swap) {
        int side = state.sideToMove();
        String mover = sideName(state, side);
        String other = sideName(state, 1 - side);
        return List.of(
                "Pie rule: "
                        + mover
                        + " may answer '"
                        + swap
                        + "' instead of a move. The board stays and the players",
                "exchange colours: "
                        + mover
                        + "'s player takes over "
                        + other
                        + ", "
                        + other
                        + "'s player plays "
                        + mover
                        + " and moves next.");
    }

    private static String sideName(GameState state, int side) {
        return state.game().sideName(side);
    }

    private static String capitalised(String word) {
        return word.isEmpty()
                ? word
                : word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
    }

    /** One of a counted thing, from the counter's plural name: "options" gives "an option". */
    private static String one(String plural) {
        String singular = plural.endsWith("s") ? plural.substring(0, plural.length() - 1) : plural;
        return ("aeiou".indexOf(Character.toLowerCase(singular.charAt(0))) >= 0 ? "an " : "a ")
                + singular;
    }
}
