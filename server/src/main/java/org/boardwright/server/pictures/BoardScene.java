package org.boardwright.server.pictures;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameDescriptor.PieceKind;
import org.boardwright.engine.Palette;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Square;

/**
 * A board picture as a list of shapes, in the geometry of the web page's board (100 units a square,
 * coordinates on the left and bottom) with a title strip on top: the game's name and what the
 * position is. Everything comes from the game's descriptor; {@link BoardRender} turns the shapes
 * into SVG or pixels. The pieces are painted as the web page's light theme paints them ({@link
 * Palette}).
 */
record BoardScene(int width, int height, List<Shape> shapes) {

    static final int SQ = 100;
    static final int PAD = 6;
    static final int TITLE = 64;

    /** The line of the players' names under the title, when they are known. */
    static final int NAMES = 40;

    interface Shape {}

    record Rect(double x, double y, double w, double h, String fill, String stroke, double sw)
            implements Shape {}

    record Circle(double cx, double cy, double r, String fill, String stroke, double sw)
            implements Shape {}

    record Polygon(double[] xs, double[] ys, String fill, String stroke, double sw)
            implements Shape {}

    record Text(double x, double y, double size, String fill, String text, boolean middle)
            implements Shape {}

    private static final String LIGHT = "#eedfc2";
    private static final String DARK = "#b98a5e";
    private static final String FRAME = "#6d4c31";
    private static final String COORD = "#f4e8d2";
    private static final String INK = "#1d1b18";
    private static final String LAST = "#f3e88f";

    /** An empty picture of the largest size a position of this game is drawn at (with names). */
    static BoardScene size(GameDescriptor d) {
        int w = d.board().width(), h = d.board().height();
        int edge = w >= 12 ? 50 : 40;
        return new BoardScene(edge + w * SQ + PAD, TITLE + NAMES + PAD + h * SQ + edge, List.of());
    }

    /**
     * The picture of a position.
     *
     * @param last the squares of the last board move ("a1", "c3"), marked on the board
     * @param caption the title strip's text ("Checkers · after move 12")
     * @param players the players' names, a line under the title (null: none known)
     * @param turned the board seen from the second side: turned half a turn, its last rank at the
     *     bottom and its last file on the left
     */
    static BoardScene of(
            GameDescriptor d,
            PositionText position,
            Set<String> last,
            String caption,
            String players,
            boolean turned) {
        int w = d.board().width(), h = d.board().height();
        int edge = w >= 12 ? 50 : 40;
        int coordSize = w >= 12 ? 36 : w >= 10 ? 31 : 28;
        int top = players == null ? TITLE : TITLE + NAMES;
        int width = edge + w * SQ + PAD, height = top + PAD + h * SQ + edge;
        List<Shape> s = new ArrayList<>();
        s.add(new Rect(0, 0, width, height, FRAME, null, 0));
        s.add(new Text(width / 2.0, TITLE / 2.0 + 2, 34, COORD, caption, true));
        if (players != null) {
            s.add(new Text(width / 2.0, TITLE + NAMES / 2.0 - 6, 26, COORD, players, true));
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int col = turned ? w - 1 - x : x, row = turned ? y : h - 1 - y;
                double px = edge + col * SQ, py = top + PAD + row * SQ;
                boolean dark = (x + y) % 2 == 0;
                s.add(new Rect(px, py, SQ, SQ, dark ? DARK : LIGHT, null, 0));
                String sq = Square.name(x, y);
                if (last.contains(sq)) {
                    s.add(new Rect(px, py, SQ, SQ, LAST, null, 0));
                    s.add(
                            new Polygon(
                                    new double[] {px, px + 26, px},
                                    new double[] {py, py, py + 26},
                                    INK,
                                    null,
                                    0));
                    s.add(
                            new Polygon(
                                    new double[] {px + SQ, px + SQ - 26, px + SQ},
                                    new double[] {py + SQ, py + SQ, py + SQ - 26},
                                    INK,
                                    null,
                                    0));
                }
                String text = position.piece(x, y);
                PieceKind kind = d.pieceOf(text);
                if (kind != null) {
                    int height1 = text.length() > 1 ? Integer.parseInt(text.substring(1)) : 1;
                    piece(s, d, kind, height1, px + SQ / 2.0, py + SQ / 2.0);
                }
            }
        }
        for (int x = 0; x < w; x++) {
            s.add(
                    new Text(
                            edge + (turned ? w - 1 - x : x) * SQ + SQ / 2.0,
                            top + PAD + h * SQ + edge / 2.0 + 2,
                            coordSize,
                            COORD,
                            String.valueOf((char) ('a' + x)),
                            true));
        }
        for (int y = 0; y < h; y++) {
            int size = y + 1 >= 10 ? Math.round(coordSize * 0.8f) : coordSize;
            s.add(
                    new Text(
                            edge / 2.0,
                            top + PAD + (turned ? y : h - 1 - y) * SQ + SQ / 2.0,
                            size,
                            COORD,
                            String.valueOf(y + 1),
                            true));
        }
        return new BoardScene(width, height, List.copyOf(s));
    }

    private static void piece(
            List<Shape> s, GameDescriptor d, PieceKind kind, int h, double cx, double cy) {
        Palette.Paint p = d.paint(kind.side());
        switch (kind.shape()) {
            case MAN, KING -> {
                s.add(new Circle(cx, cy, 41, null, INK, 3));
                s.add(new Circle(cx, cy, 38, p.fill(), p.edge(), 4));
                s.add(new Circle(cx, cy, 29, null, "#7a6a5a", 3));
                if (kind.shape() == GameDescriptor.Shape.KING) {
                    s.add(
                            new Circle(
                                    cx, cy, 33, null, kind.side() == 1 ? "#b58a00" : "#F0E442", 5));
                    double[] xs = {-22, -26, -12, 0, 12, 26, 22};
                    double[] ys = {10, -14, -2, -20, -2, -14, 10};
                    for (int i = 0; i < xs.length; i++) {
                        xs[i] += cx;
                        ys[i] += cy;
                    }
                    s.add(new Polygon(xs, ys, "#F0E442", "#3a2e00", 3));
                }
            }
            case STACK -> {
                s.add(new Circle(cx, cy + 8, 41, null, INK, 3));
                s.add(new Circle(cx, cy + 8, 38, p.fill(), p.edge(), 4));
                s.add(new Circle(cx, cy + 4, 38, p.fill(), p.edge(), 4));
                s.add(new Circle(cx, cy, 38, p.fill(), p.edge(), 4));
                s.add(new Text(cx, cy + 1, 40, p.ink(), String.valueOf(h), true));
            }
            case BABY -> {
                s.add(new Circle(cx, cy, 25, null, INK, 3));
                s.add(new Circle(cx, cy, 22, p.fill(), p.edge(), 4));
                if (kind.side() == 1) s.add(new Circle(cx, cy, 9, p.mark(), null, 0));
            }
            default -> {
                s.add(new Circle(cx, cy, 41, null, INK, 3));
                s.add(new Circle(cx, cy, 38, p.fill(), p.edge(), 4));
                if (kind.side() == 1) s.add(new Circle(cx, cy, 20, null, p.mark(), 7));
            }
        }
    }
}
