package org.boardwright.engine.twist;

import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.GameState;
import org.boardwright.engine.GameText;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Square;
import org.boardwright.engine.checkers.CheckersText;
import org.boardwright.engine.checkers.Draughts;

/** The Twist's words for people: the turn phase described, and the shape of typed moves checked. */
final class TwistText implements GameText {

    static final TwistText INSTANCE = new TwistText();

    private TwistText() {}

    /** The {@code turn=} value of the position string, or "" at the start of a normal turn. */
    @Override
    public String turnNote(GameState state) {
        return ((TwistState) state).turnText();
    }

    @Override
    public String describeTurn(GameState state) {
        TwistState twist = (TwistState) state;
        return describeTurn(twist.turn(), twist.passSucceeded());
    }

    /** The draws of checkers, worded as checkers words them. */
    @Override
    public String claim(DrawClaim claim) {
        return CheckersText.INSTANCE.claim(claim);
    }

    /**
     * What the player to move may do in this turn phase; {@code passSucceeded} whether the last
     * move was the throw that made a declared pass succeed.
     */
    private static String describeTurn(int turn, boolean passSucceeded) {
        String square = Draughts.squareName(Turn.square(turn));
        int v = Turn.value(turn);
        switch (Turn.type(turn)) {
            case Turn.DECLARED:
                return "The dice decide the declaration "
                        + Turn.declarationText(Turn.declaration(turn), Turn.square(turn))
                        + ".";
            case Turn.PLAIN:
                return "Doubles or a lower die of 1: the declaration gives nothing; an ordinary turn.";
            case Turn.EXTRA:
                return "Different dice: the extra turn succeeds. Move now, then play a bonus turn.";
            case Turn.BONUS:
                return "Bonus turn: the piece on " + square + " may not move.";
            case Turn.SPEED:
                return "The speed boost for the king on "
                        + square
                        + " is worth "
                        + v
                        + ": slide exactly "
                        + v
                        + " squares, or slide then jump.";
            case Turn.INITIATIVE:
                return "The initiative boost for the king on "
                        + square
                        + " is worth "
                        + v
                        + ": a chain of exactly "
                        + v
                        + " steps, or steps then a jump.";
            default:
                return passSucceeded ? "Different dice: the pass succeeds; the turn ends." : "";
        }
    }

    /**
     * Whether text is shaped like a Twist move: a declaration, a dice outcome or a board move;
     * throws a NotationException naming the expected forms otherwise.
     */
    static void checkMoveSyntax(String text) {
        if (text.equals("pass") || text.equals("extra")) {
            return;
        }
        for (String prefix : new String[] {"speed:", "initiative:"}) {
            if (text.startsWith(prefix)) {
                if (Square.tryParse(text, prefix.length(), text.length(), 8, 8) == null) {
                    throw new NotationException(
                            "malformed declaration "
                                    + NotationException.quote(text)
                                    + " (expected "
                                    + prefix
                                    + "<square of your king>, e.g. "
                                    + prefix
                                    + "e5)");
                }
                return;
            }
        }
        if (text.startsWith("roll:")) {
            if (text.length() != 8
                    || text.charAt(6) != '-'
                    || text.charAt(5) < '1'
                    || text.charAt(5) > '6'
                    || text.charAt(7) < '1'
                    || text.charAt(7) > '6'
                    || text.charAt(5) > text.charAt(7)) {
                throw new NotationException(
                        "malformed dice outcome "
                                + NotationException.quote(text)
                                + " (expected roll:a-b with 1 <= a <= b <= 6)");
            }
            return;
        }
        Draughts.checkBoardMoveSyntax(
                text,
                "a step a3-b4, a capture a3xc5xe7, a boosted move such as a1-c3xe5 or e5-f6-g5,"
                        + " or a declaration pass, extra, speed:<sq>, initiative:<sq>");
    }
}
