package org.boardwright.server.pictures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Draws a {@link BoardScene} as SVG text or into pixels (Java2D), shape for shape. */
final class BoardRender {
    private BoardRender() {}

    static String svg(BoardScene scene) {
        StringBuilder b = new StringBuilder();
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
                .append(scene.width())
                .append(' ')
                .append(scene.height())
                .append("\" width=\"")
                .append(scene.width() / 2)
                .append("\" height=\"")
                .append(scene.height() / 2)
                .append("\" font-family=\"sans-serif\" font-weight=\"bold\">\n");
        for (BoardScene.Shape s : scene.shapes()) {
            if (s instanceof BoardScene.Rect r) {
                b.append(
                        String.format(
                                Locale.ROOT,
                                "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"%s/>\n",
                                r.x(),
                                r.y(),
                                r.w(),
                                r.h(),
                                paint(r.fill(), r.stroke(), r.sw())));
            } else if (s instanceof BoardScene.Circle c) {
                b.append(
                        String.format(
                                Locale.ROOT,
                                "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\"%s/>\n",
                                c.cx(),
                                c.cy(),
                                c.r(),
                                paint(c.fill(), c.stroke(), c.sw())));
            } else if (s instanceof BoardScene.Polygon p) {
                StringBuilder pts = new StringBuilder();
                for (int i = 0; i < p.xs().length; i++) {
                    pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", p.xs()[i], p.ys()[i]));
                }
                b.append("<polygon points=\"")
                        .append(pts.toString().strip())
                        .append('"')
                        .append(paint(p.fill(), p.stroke(), p.sw()))
                        .append(" stroke-linejoin=\"round\"/>\n");
            } else if (s instanceof BoardScene.Text t) {
                b.append(
                                String.format(
                                        Locale.ROOT,
                                        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.0f\" fill=\"%s\" text-anchor=\"middle\" dominant-baseline=\"central\">",
                                        t.x(),
                                        t.y(),
                                        t.size(),
                                        t.fill()))
                        .append(escape(t.text()))
                        .append("</text>\n");
            }
        }
        return b.append("</svg>\n").toString();
    }

    private static String paint(String fill, String stroke, double sw) {
        String f = " fill=\"" + (fill == null ? "none" : fill) + "\"";
        if (stroke == null) return f;
        return f + String.format(Locale.ROOT, " stroke=\"%s\" stroke-width=\"%.1f\"", stroke, sw);
    }

    static String escape(String s) {
        return s.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }

    /** The scene in pixels, {@code scale} pixels per unit, smoothed (for PNG). */
    static BufferedImage image(BoardScene scene, double scale) {
        int w = (int) Math.round(scene.width() * scale),
                h = (int) Math.round(scene.height() * scale);
        return draw(scene, scale, new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB), true);
    }

    /** A palette of exactly the colours these scenes use (the frames of one GIF share it). */
    static IndexColorModel palette(List<BoardScene> scenes) {
        Set<String> colours = new LinkedHashSet<>();
        for (BoardScene scene : scenes) {
            for (BoardScene.Shape s : scene.shapes()) {
                if (s instanceof BoardScene.Rect r) {
                    colours.add(r.fill());
                    colours.add(r.stroke());
                } else if (s instanceof BoardScene.Circle c) {
                    colours.add(c.fill());
                    colours.add(c.stroke());
                } else if (s instanceof BoardScene.Polygon p) {
                    colours.add(p.fill());
                    colours.add(p.stroke());
                } else if (s instanceof BoardScene.Text t) {
                    colours.add(t.fill());
                }
            }
        }
        colours.remove(null);
        int n = Math.min(256, Math.max(2, colours.size()));
        byte[] red = new byte[n], green = new byte[n], blue = new byte[n];
        int i = 0;
        for (String hex : colours) {
            if (i == n) break;
            Color c = Color.decode(hex);
            red[i] = (byte) c.getRed();
            green[i] = (byte) c.getGreen();
            blue[i] = (byte) c.getBlue();
            i++;
        }
        return new IndexColorModel(8, n, red, green, blue);
    }

    /**
     * The scene in pixels in the given palette and without smoothing (for GIF frames): the encoder
     * then has no colours to reduce, which is most of its work.
     */
    static BufferedImage indexedImage(BoardScene scene, double scale, IndexColorModel palette) {
        int w = (int) Math.round(scene.width() * scale),
                h = (int) Math.round(scene.height() * scale);
        return draw(
                scene,
                scale,
                new BufferedImage(w, h, BufferedImage.TYPE_BYTE_INDEXED, palette),
                false);
    }

    private static BufferedImage draw(
            BoardScene scene, double scale, BufferedImage img, boolean smooth) {
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(
                    RenderingHints.KEY_ANTIALIASING,
                    smooth
                            ? RenderingHints.VALUE_ANTIALIAS_ON
                            : RenderingHints.VALUE_ANTIALIAS_OFF);
            g.setRenderingHint(
                    RenderingHints.KEY_TEXT_ANTIALIASING,
                    smooth
                            ? RenderingHints.VALUE_TEXT_ANTIALIAS_ON
                            : RenderingHints.VALUE_TEXT_ANTIALIAS_OFF);
            g.scale(scale, scale);
            for (BoardScene.Shape s : scene.shapes()) {
                if (s instanceof BoardScene.Rect r) {
                    fillStroke(
                            g,
                            new Rectangle2D.Double(r.x(), r.y(), r.w(), r.h()),
                            r.fill(),
                            r.stroke(),
                            r.sw());
                } else if (s instanceof BoardScene.Circle c) {
                    fillStroke(
                            g,
                            new Ellipse2D.Double(
                                    c.cx() - c.r(), c.cy() - c.r(), 2 * c.r(), 2 * c.r()),
                            c.fill(),
                            c.stroke(),
                            c.sw());
                } else if (s instanceof BoardScene.Polygon p) {
                    Path2D.Double path = new Path2D.Double();
                    path.moveTo(p.xs()[0], p.ys()[0]);
                    for (int i = 1; i < p.xs().length; i++) path.lineTo(p.xs()[i], p.ys()[i]);
                    path.closePath();
                    fillStroke(g, path, p.fill(), p.stroke(), p.sw());
                } else if (s instanceof BoardScene.Text t) {
                    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.round(t.size())));
                    g.setColor(Color.decode(t.fill()));
                    FontMetrics m = g.getFontMetrics();
                    float x = (float) (t.x() - m.stringWidth(t.text()) / 2.0);
                    float y = (float) (t.y() + (m.getAscent() - m.getDescent()) / 2.0);
                    g.drawString(t.text(), x, y);
                }
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    private static void fillStroke(
            Graphics2D g, java.awt.Shape shape, String fill, String stroke, double sw) {
        if (fill != null) {
            g.setColor(Color.decode(fill));
            g.fill(shape);
        }
        if (stroke != null) {
            g.setColor(Color.decode(stroke));
            g.setStroke(new BasicStroke((float) sw, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
            g.draw(shape);
        }
    }
}
