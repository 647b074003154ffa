package org.boardwright.engine;

import java.util.List;
import java.util.Objects;

/**
 * What a game is, for everything outside the game's own package: names, credit, sides, pieces,
 * board, the rule features a player or a program must know about, and the parameters a game spec
 * may set (in the spirit of OpenSpiel's {@code GameType}). The server's catalogue, the command line
 * and the web page are driven by it alone, so adding a game touches no code outside its package and
 * the registry.
 *
 * @param id the bare id of game specs ({@code monkeyqueen})
 * @param name the human name ("Monkey Queen")
 * @param designer who designed the game, or null for a traditional game
 * @param summary one sentence saying what the game is
 * @param sides side 0 (moves first) and side 1
 * @param pieces every kind of piece a square can show, with its legend
 * @param board the board's size and which squares are used
 * @param drawsByAgreement whether the players may agree to a draw
 * @param capturesCompulsory whether a player who can capture must
 * @param chance whether the game has chance nodes (dice)
 * @param pieRule whether the second player may answer the first move by swapping sides
 * @param forcedPasses whether a player with no move passes (played for him, as no choice is left)
 * @param counter the name of a per-side count shown with the players ("options"), or null
 * @param parameters what a spec may set after the id, with defaults and bounds
 */
public record GameDescriptor(
        String id,
        String name,
        Designer designer,
        String summary,
        List<Side> sides,
        List<PieceKind> pieces,
        Board board,
        boolean drawsByAgreement,
        boolean capturesCompulsory,
        boolean chance,
        boolean pieRule,
        boolean forcedPasses,
        String counter,
        List<Parameter> parameters) {

    public GameDescriptor {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(summary);
        Objects.requireNonNull(board);
        sides = List.copyOf(sides);
        pieces = List.copyOf(pieces);
        parameters = List.copyOf(parameters);
        if (sides.size() != 2) {
            throw new IllegalArgumentException(id + ": a game has two sides, not " + sides.size());
        }
    }

    /** Mark Steere, who asks that his games keep their names and rules and are credited to him. */
    public static final Designer MARK_STEERE =
            new Designer("Mark Steere", "https://www.marksteeregames.com");

    /**
     * The credit shown with the game ("by Mark Steere (marksteeregames.com)"), empty for a
     * traditional game.
     */
    public String credit() {
        return designer == null ? "" : "by " + designer.name() + " (" + designer.site() + ")";
    }

    public Side side(int side) {
        return sides.get(side);
    }

    /**
     * The kind of piece a square's text shows ("R", "w", "I20"), or null for an empty or unknown
     * text.
     */
    public PieceKind pieceOf(String text) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        String letter = text.substring(0, 1);
        int height = text.length() > 1 ? Integer.parseInt(text.substring(1)) : 1;
        for (PieceKind kind : pieces) {
            if (kind.letter().equals(letter)
                    && height >= kind.minHeight()
                    && height <= kind.maxHeight()) {
                return kind;
            }
        }
        return null;
    }

    /** A game's designer. */
    public record Designer(String name, String url) {

        /** The url without its scheme and {@code www.}: "marksteeregames.com". */
        public String site() {
            return url.replaceFirst("^https?://", "")
                    .replaceFirst("^www\\.", "")
                    .replaceFirst("/$", "");
        }
    }

    /**
     * A side: its name, the colour its pieces are drawn in (a word the pictures know: red, blue,
     * white, ivory, cigar, ...), and its lower-case letter in position strings.
     */
    public record Side(String name, String colour, char letter) {}

    /** The shapes pieces are drawn as. */
    public enum Shape {
        /** A plain checker. */
        CHECKER,
        /** A checkers man. */
        MAN,
        /** A crowned checkers king. */
        KING,
        /** A stack of checkers with its height written on it. */
        STACK,
        /** A small single checker. */
        BABY
    }

    /**
     * A kind of piece: the letter a square's text starts with, the heights it covers (a stack's
     * text carries its height, "I20"; other texts are height 1), its side and shape, and words for
     * the legend and for screen readers.
     */
    public record PieceKind(
            String letter, int minHeight, int maxHeight, int side, Shape shape, String legend) {

        public static PieceKind single(String letter, int side, Shape shape, String legend) {
            return new PieceKind(letter, 1, 1, side, shape, legend);
        }
    }

    /** The board: its size, and whether only the dark squares (a1 dark: x + y even) are used. */
    public record Board(int width, int height, boolean darkSquaresOnly) {

        public boolean isPlayable(int x, int y) {
            return x >= 0
                    && y >= 0
                    && x < width
                    && y < height
                    && (!darkSquaresOnly || (x + y) % 2 == 0);
        }
    }

    /** An integer parameter of a game spec ({@code ivory=25}), with its bounds and default. */
    public record Parameter(String key, String description, int min, int max, int defaultValue) {}
}
