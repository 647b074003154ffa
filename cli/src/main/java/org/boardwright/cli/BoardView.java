package org.boardwright.cli;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Square;

/**
 * Draws a position as text: file letters and rank numbers on all sides, '.' for an empty square,
 * blank for a square the game never uses, the last move's squares in brackets, and (optionally) the
 * two sides in ANSI colours.
 */
final class BoardView {

    private static final String RESET = "\u001b[0m";
    private static final String DIM = "\u001b[2m";

    /** A square name inside a move's notation: "a1" in "a1xa2", "e5" in "speed:e5". */
    private static final Pattern SQUARE = Pattern.compile("[a-z][1-9][0-9]?");

    private final Game game;
    private final boolean color;

    /**
     * The widest piece at the start ("I20" in Monkey Queen): columns keep at least that width, so
     * the board does not shift as stacks shrink (stacks never grow).
     */
    private final int startPieceWidth;

    BoardView(Game game, boolean color) {
        this.game = game;
        this.color = color;
        this.startPieceWidth = widestPiece(game.newInitialState());
    }

    private int widestPiece(GameState state) {
        int width = 1;
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < game.width(); x++) {
                width = Math.max(width, state.pieceAt(x, y).length());
            }
        }
        return width;
    }

    /**
     * The board, one line per rank plus the file letters above and below; {@code lastMove} may be
     * null.
     */
    String render(GameState state, String lastMove) {
        Set<Square> marked = squaresOf(lastMove);
        int pieceWidth = Math.max(startPieceWidth, widestPiece(state));
        int labelWidth = String.valueOf(game.height()).length();
        String files = filesLine(labelWidth, pieceWidth);
        StringBuilder sb = new StringBuilder(files).append('\n');
        for (int y = game.height() - 1; y >= 0; y--) {
            String rank = String.format(Locale.ROOT, "%" + labelWidth + "d", y + 1);
            sb.append(rank).append(' ');
            for (int x = 0; x < game.width(); x++) {
                boolean mark = marked.contains(new Square(x, y));
                sb.append(mark ? '[' : ' ')
                        .append(cell(state, x, y, pieceWidth))
                        .append(mark ? ']' : ' ');
            }
            sb.append(' ').append(y + 1).append('\n');
        }
        return sb.append(files).append('\n').toString();
    }

    private String filesLine(int labelWidth, int pieceWidth) {
        StringBuilder sb = new StringBuilder(" ".repeat(labelWidth + 1));
        for (int x = 0; x < game.width(); x++) {
            sb.append(' ').append(center(String.valueOf((char) ('a' + x)), pieceWidth)).append(' ');
        }
        return sb.toString().stripTrailing();
    }

    private String cell(GameState state, int x, int y, int width) {
        if (!game.isPlayable(x, y)) {
            return " ".repeat(width);
        }
        String piece = state.pieceAt(x, y);
        if (piece.isEmpty()) {
            return color ? DIM + center(".", width) + RESET : center(".", width);
        }
        int side = sideOf(piece);
        return color && side >= 0
                ? colorOf(side) + center(piece, width) + RESET
                : center(piece, width);
    }

    /**
     * The side a piece token belongs to: its letter is the side's letter in some case ('R' and 'r'
     * are Red's).
     */
    private int sideOf(String piece) {
        char letter = Character.toLowerCase(piece.charAt(0));
        return letter == game.sideLetter(0) ? 0 : letter == game.sideLetter(1) ? 1 : -1;
    }

    private String colorOf(int side) {
        switch (game.sideName(side).toLowerCase(Locale.ROOT)) {
            case "red":
                return "\u001b[1;31m";
            case "blue":
                return "\u001b[1;34m";
            case "white":
            case "ivory":
                return "\u001b[1;97m";
            case "cigar":
                return "\u001b[1;33m";
            default:
                return side == 0 ? "\u001b[1;31m" : "\u001b[1;34m";
        }
    }

    private static String center(String text, int width) {
        int left = (width - text.length()) / 2;
        return " ".repeat(left) + text + " ".repeat(width - text.length() - left);
    }

    /** The squares a move's notation names, to mark them on the board. */
    Set<Square> squaresOf(String notation) {
        Set<Square> squares = new HashSet<>();
        if (notation != null) {
            Matcher m = SQUARE.matcher(notation);
            while (m.find()) {
                Square square =
                        Square.tryParse(notation, m.start(), m.end(), game.width(), game.height());
                if (square != null) {
                    squares.add(square);
                }
            }
        }
        return squares;
    }
}
