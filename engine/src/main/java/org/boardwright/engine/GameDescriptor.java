package org.boardwright.engine;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

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
 * @param features the rule features a player or a program must know about
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
        Set<Feature> features,
        String counter,
        List<Parameter> parameters) {

    public GameDescriptor {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(summary);
        Objects.requireNonNull(board);
        sides = List.copyOf(sides);
        features =
                features.isEmpty()
                        ? Collections.unmodifiableSet(EnumSet.noneOf(Feature.class))
                        : Collections.unmodifiableSet(EnumSet.copyOf(features));
        pieces = List.copyOf(pieces);
        parameters = List.copyOf(parameters);
        if (sides.size() != 2) {
            throw new IllegalArgumentException(id + ": a game has two sides, not " + sides.size());
        }
    }

    /** A descriptor to fill in: id and name now, the rest by name, features as a set. */
    public static Builder builder(String id, String name) {
        return new Builder(id, name);
    }

    /** Whether the game has the rule feature. */
    public boolean has(Feature feature) {
        return features.contains(feature);
    }

    /** Whether the players may agree to a draw. */
    public boolean drawsByAgreement() {
        return has(Feature.DRAWS_BY_AGREEMENT);
    }

    /** Whether a player who can capture must. */
    public boolean capturesCompulsory() {
        return has(Feature.CAPTURES_COMPULSORY);
    }

    /** Whether the game has chance nodes (dice). */
    public boolean chance() {
        return has(Feature.CHANCE);
    }

    /** Whether the second player may answer the first move by swapping sides. */
    public boolean pieRule() {
        return has(Feature.PIE_RULE);
    }

    /** Whether a player with no move passes (played for him, as no choice is left). */
    public boolean forcedPasses() {
        return has(Feature.FORCED_PASSES);
    }

    /**
     * How a side's pieces are painted: the palette's paint for the side's colour word ({@link
     * Palette}).
     */
    public Palette.Paint paint(int side) {
        return Palette.paint(side(side).colour(), side);
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

    /** The rule features a player or a program must know about. */
    public enum Feature {
        /** The players may agree to a draw. */
        DRAWS_BY_AGREEMENT,
        /** A player who can capture must. */
        CAPTURES_COMPULSORY,
        /** The game has chance nodes (dice). */
        CHANCE,
        /** The second player may answer the first move by swapping sides. */
        PIE_RULE,
        /** A player with no move passes (played for him, as no choice is left). */
        FORCED_PASSES
    }

    /** Fills in a descriptor field by field; {@link #build} checks it. */
    public static final class Builder {
        private final String id;
        private final String name;
        private Designer designer;
        private String summary;
        private List<Side> sides = List.of();
        private List<PieceKind> pieces = List.of();
        private Board board;
        private final Set<Feature> features = EnumSet.noneOf(Feature.class);
        private String counter;
        private List<Parameter> parameters = List.of();

        private Builder(String id, String name) {
            this.id = id;
            this.name = name;
        }

        /** Who designed the game; left out for a traditional game. */
        public Builder designer(Designer designer) {
            this.designer = designer;
            return this;
        }

        public Builder summary(String summary) {
            this.summary = summary;
            return this;
        }

        /** Side 0 (moves first) and side 1. */
        public Builder sides(Side first, Side second) {
            this.sides = List.of(first, second);
            return this;
        }

        public Builder sides(List<Side> sides) {
            this.sides = sides;
            return this;
        }

        public Builder pieces(List<PieceKind> pieces) {
            this.pieces = pieces;
            return this;
        }

        public Builder board(Board board) {
            this.board = board;
            return this;
        }

        /** Adds rule features. */
        public Builder features(Feature... features) {
            this.features.addAll(List.of(features));
            return this;
        }

        /** The name of a per-side count shown with the players ("options"). */
        public Builder counter(String counter) {
            this.counter = counter;
            return this;
        }

        public Builder parameters(List<Parameter> parameters) {
            this.parameters = parameters;
            return this;
        }

        public GameDescriptor build() {
            return new GameDescriptor(
                    id,
                    name,
                    designer,
                    summary,
                    sides,
                    pieces,
                    board,
                    features,
                    counter,
                    parameters);
        }
    }

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
