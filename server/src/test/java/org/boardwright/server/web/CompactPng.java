package org.boardwright.server.web;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/**
 * A screenshot written as a small PNG for the docs: the 256 commonest colours of the picture (a
 * page is mostly flat colours; the rest, edges of letters and pieces, take the nearest of them) as
 * a palette, compressed at deflate's highest level. A third of Chromium's size, or less.
 */
final class CompactPng {

    private static final int PALETTE = 256;

    private CompactPng() {}

    /** Writes the PNG {@code screenshot} (its bytes) to {@code file} with a palette. */
    static void write(byte[] screenshot, Path file) throws IOException {
        BufferedImage source = ImageIO.read(new ByteArrayInputStream(screenshot));
        int width = source.getWidth();
        int height = source.getHeight();
        int[] pixels = source.getRGB(0, 0, width, height, null, 0, width);
        int[] palette = commonest(pixels);
        byte[] r = new byte[palette.length];
        byte[] g = new byte[palette.length];
        byte[] b = new byte[palette.length];
        for (int i = 0; i < palette.length; i++) {
            r[i] = (byte) (palette[i] >> 16);
            g[i] = (byte) (palette[i] >> 8);
            b[i] = (byte) palette[i];
        }
        IndexColorModel model = new IndexColorModel(8, palette.length, r, g, b);
        BufferedImage out =
                new BufferedImage(width, height, BufferedImage.TYPE_BYTE_INDEXED, model);
        Map<Integer, Integer> nearest = new HashMap<>();
        byte[] indices = new byte[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            int rgb = pixels[i] & 0xFFFFFF;
            indices[i] = (byte) (int) nearest.computeIfAbsent(rgb, c -> nearestIndex(palette, c));
        }
        out.getRaster().setDataElements(0, 0, width, height, indices);
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(0f); // the highest deflate level
        Files.deleteIfExists(file);
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(file.toFile())) {
            writer.setOutput(stream);
            writer.write(null, new IIOImage(out, null, null), param);
        } finally {
            writer.dispose();
        }
    }

    /** The picture's commonest colours, at most {@link #PALETTE}. */
    private static int[] commonest(int[] pixels) {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int p : pixels) counts.merge(p & 0xFFFFFF, 1, Integer::sum);
        List<Map.Entry<Integer, Integer>> byCount = new ArrayList<>(counts.entrySet());
        byCount.sort(Map.Entry.<Integer, Integer>comparingByValue().reversed());
        int n = Math.min(PALETTE, byCount.size());
        int[] palette = new int[n];
        for (int i = 0; i < n; i++) palette[i] = byCount.get(i).getKey();
        return palette;
    }

    private static int nearestIndex(int[] palette, int rgb) {
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < palette.length; i++) {
            int dr = ((palette[i] >> 16) & 0xFF) - ((rgb >> 16) & 0xFF);
            int dg = ((palette[i] >> 8) & 0xFF) - ((rgb >> 8) & 0xFF);
            int db = (palette[i] & 0xFF) - (rgb & 0xFF);
            // Weighted as the eye is most sensitive to green, least to blue.
            long d = 3L * dr * dr + 4L * dg * dg + 2L * db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
    }
}
