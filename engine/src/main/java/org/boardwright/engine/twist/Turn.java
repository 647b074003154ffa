package org.boardwright.engine.twist;

import org.boardwright.engine.NotationException;
import org.boardwright.engine.Square;
import org.boardwright.engine.checkers.Draughts;

/**
 * Where the player to move stands in his turn (docs/rules/twist.md, position strings), packed in an
 * int: {@code type | square << 3 | v << 9 | declaration << 12}.
 */
final class Turn {

    /** Start of a normal turn: a declaration is allowed with an option in hand. */
    static final int NORMAL = 0;

    /** A declaration was made; the dice are about to be thrown (a chance node). */
    static final int DECLARED = 1;

    /**
     * An ordinary turn without declarations (after a failed pass or extra, or a boost with v = 1).
     */
    static final int PLAIN = 2;

    /** The first turn of a successful extra. */
    static final int EXTRA = 3;

    /** The bonus turn of a successful extra: the piece on the square may not move. */
    static final int BONUS = 4;

    static final int SPEED = 5;
    static final int INITIATIVE = 6;

    /** Declarations, as in {@code declared:<declaration>}. */
    static final int PASS = 0;

    static final int EXTRA_TURN = 1;
    static final int SPEED_BOOST = 2;
    static final int INITIATIVE_BOOST = 3;

    private Turn() {}

    static int of(int type, int square, int v, int declaration) {
        return type | square << 3 | v << 9 | declaration << 12;
    }

    static int type(int turn) {
        return turn & 7;
    }

    static int square(int turn) {
        return (turn >>> 3) & 63;
    }

    static int value(int turn) {
        return (turn >>> 9) & 7;
    }

    static int declaration(int turn) {
        return (turn >>> 12) & 3;
    }

    static String declarationText(int declaration, int square) {
        switch (declaration) {
            case PASS:
                return "pass";
            case EXTRA_TURN:
                return "extra";
            case SPEED_BOOST:
                return "speed:" + Draughts.squareName(square);
            default:
                return "initiative:" + Draughts.squareName(square);
        }
    }

    /** The {@code turn=} value, or null at the start of a normal turn (the default). */
    static String text(int turn) {
        int sq = square(turn);
        switch (type(turn)) {
            case NORMAL:
                return null;
            case DECLARED:
                return "declared:" + declarationText(declaration(turn), sq);
            case PLAIN:
                return "plain";
            case EXTRA:
                return "extra";
            case BONUS:
                return "bonus:" + Draughts.squareName(sq);
            case SPEED:
                return "speed:" + Draughts.squareName(sq) + ":" + value(turn);
            default:
                return "initiative:" + Draughts.squareName(sq) + ":" + value(turn);
        }
    }

    /** Reads a {@code turn=} value (its squares are checked against the board by the caller). */
    static int parse(String text) {
        String[] parts = text.split(":", -1);
        switch (parts[0]) {
            case "plain":
                if (parts.length == 1) {
                    return of(PLAIN, 0, 0, 0);
                }
                break;
            case "extra":
                if (parts.length == 1) {
                    return of(EXTRA, 0, 0, 0);
                }
                break;
            case "bonus":
                if (parts.length == 2) {
                    return of(BONUS, square(parts[1], text), 0, 0);
                }
                break;
            case "declared":
                if (parts.length == 2 && parts[1].equals("pass")) {
                    return of(DECLARED, 0, 0, PASS);
                }
                if (parts.length == 2 && parts[1].equals("extra")) {
                    return of(DECLARED, 0, 0, EXTRA_TURN);
                }
                if (parts.length == 3
                        && (parts[1].equals("speed") || parts[1].equals("initiative"))) {
                    return of(
                            DECLARED,
                            square(parts[2], text),
                            0,
                            parts[1].equals("speed") ? SPEED_BOOST : INITIATIVE_BOOST);
                }
                break;
            case "speed":
            case "initiative":
                if (parts.length == 3) {
                    int sq = square(parts[1], text);
                    if (parts[2].length() != 1
                            || parts[2].charAt(0) < '0'
                            || parts[2].charAt(0) > '9') {
                        throw new NotationException(
                                "bad boost value in turn=" + NotationException.quote(text));
                    }
                    int v = parts[2].charAt(0) - '0';
                    if (v < 2 || v > 6) {
                        throw new NotationException(
                                "turn="
                                        + NotationException.quote(text)
                                        + ": a boost value v is the lower die, 2 to 6 (v = 1 gives a plain turn)");
                    }
                    return of(parts[0].equals("speed") ? SPEED : INITIATIVE, sq, v, 0);
                }
                break;
            default:
                break;
        }
        throw new NotationException(
                "unknown turn phase "
                        + NotationException.quote(text)
                        + " (expected declared:<declaration>, plain, extra, bonus:<sq>, speed:<sq>:<v> or initiative:<sq>:<v>)");
    }

    private static int square(String name, String text) {
        Square s = Square.tryParse(name, 0, name.length(), 8, 8);
        if (s == null) {
            throw new NotationException("bad square in turn=" + NotationException.quote(text));
        }
        return s.x() + 8 * s.y();
    }
}
