package org.boardwright.engine;

import java.util.Locale;
import java.util.Map;

/**
 * How pieces are painted, defined once for every drawing of a board: the server's pictures draw
 * with it and the web page reads it from the catalogue (each side's {@code paint}). A side names
 * its colour by a word ({@link GameDescriptor.Side#colour}); the words here have paints chosen from
 * the Okabe-Ito palette and tried on both square colours, in the page's light and dark themes. Any
 * other word is painted in an Okabe-Ito colour per side, so the sides still differ.
 */
public final class Palette {

    /**
     * A colour word's paint: the piece's body, its rim, the mark the second side's pieces carry,
     * the ink of text on the piece (a stack's height), and the body and rim in the dark theme,
     * where dark pieces get light rims to stand apart from dark squares.
     */
    public record Paint(
            String fill, String edge, String mark, String ink, String darkFill, String darkEdge) {

        Paint(String fill, String edge, String mark, String ink) {
            this(fill, edge, mark, ink, fill, edge);
        }
    }

    private static final Map<String, Paint> BY_WORD =
            Map.of(
                    "red",
                            new Paint(
                                    "#D55E00", "#7a3300", "#ffffff", "#ffffff", "#D55E00",
                                    "#ffb27a"),
                    "blue",
                            new Paint(
                                    "#0072B2", "#003a5c", "#ffffff", "#ffffff", "#3a9ee0",
                                    "#003a5c"),
                    "white", new Paint("#f4f1ea", "#3b3b3b", "#3b3b3b", "#2a2115"),
                    "ivory", new Paint("#f6ecd4", "#5b4a2e", "#5b4a2e", "#2a2115"),
                    "cigar",
                            new Paint(
                                    "#6b3e1e", "#26150a", "#f6ecd4", "#fff4e3", "#6b3e1e",
                                    "#e3c49c"));

    /** The rim of a piece in a colour the palette does not know. */
    private static final String INK = "#1d1b18";

    /** Okabe-Ito bluish green and reddish purple, for side 0 and side 1. */
    private static final String[] FALLBACK = {"#009E73", "#CC79A7"};

    private Palette() {}

    /** The paint of a colour word for a side (0 or 1); never null. */
    public static Paint paint(String word, int side) {
        Paint paint = BY_WORD.get(word == null ? "" : word.toLowerCase(Locale.ROOT));
        if (paint != null) {
            return paint;
        }
        return new Paint(FALLBACK[Math.min(Math.max(side, 0), 1)], INK, "#ffffff", "#ffffff");
    }

    /** Whether the palette has a paint of its own for the word. */
    public static boolean knows(String word) {
        return word != null && BY_WORD.containsKey(word.toLowerCase(Locale.ROOT));
    }
}
