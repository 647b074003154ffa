package org.boardwright.server.pictures;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * Drawn boards as PNG and animated GIF bytes, by the JDK's javax.imageio (the GIF's looping and
 * delays through its stream metadata).
 */
final class PictureFiles {

    /** Pixels per board unit: an 8x8 board comes out about 420 pixels wide. */
    static final double SCALE = 0.5;

    /** Hundredths of a second per GIF frame, and longer on the last. */
    static final int FRAME_DELAY = 80, LAST_DELAY = 300;

    private PictureFiles() {}

    static byte[] png(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, "png", out)) throw new IllegalStateException("no PNG writer");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The scenes as the frames of one GIF, looping, in one palette of their own colours. */
    static byte[] gif(List<BoardScene> scenes) {
        int frames = scenes.size();
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.prepareWriteSequence(null);
            IndexColorModel palette = BoardRender.palette(scenes);
            for (int i = 0; i < frames; i++) {
                BufferedImage image = BoardRender.indexedImage(scenes.get(i), SCALE, palette);
                IIOMetadata meta =
                        writer.getDefaultImageMetadata(
                                ImageTypeSpecifier.createFromRenderedImage(image), null);
                frameMetadata(meta, i == frames - 1 ? LAST_DELAY : FRAME_DELAY, i == 0, palette);
                writer.writeToSequence(new IIOImage(image, null, meta), null);
            }
            writer.endWriteSequence();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }

    /** The frame's delay, and on the first frame the NETSCAPE2.0 extension that loops forever. */
    private static void frameMetadata(
            IIOMetadata meta, int delay, boolean first, IndexColorModel palette)
            throws IOException {
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "none");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", Integer.toString(delay));
        control.setAttribute("transparentColorIndex", "0");
        // Each frame carries its palette as its local colour table (the size a power of two).
        IIOMetadataNode table = child(root, "LocalColorTable");
        while (table.getLength() > 0) table.removeChild(table.getFirstChild());
        int size = 2;
        while (size < palette.getMapSize()) size *= 2;
        table.setAttribute("sizeOfLocalColorTable", Integer.toString(size));
        table.setAttribute("sortFlag", "FALSE");
        for (int i = 0; i < size; i++) {
            IIOMetadataNode entry = new IIOMetadataNode("ColorTableEntry");
            boolean known = i < palette.getMapSize();
            entry.setAttribute("index", Integer.toString(i));
            entry.setAttribute("red", Integer.toString(known ? palette.getRed(i) : 0));
            entry.setAttribute("green", Integer.toString(known ? palette.getGreen(i) : 0));
            entry.setAttribute("blue", Integer.toString(known ? palette.getBlue(i) : 0));
            table.appendChild(entry);
        }
        if (first) {
            IIOMetadataNode apps = child(root, "ApplicationExtensions");
            IIOMetadataNode app = new IIOMetadataNode("ApplicationExtension");
            app.setAttribute("applicationID", "NETSCAPE");
            app.setAttribute("authenticationCode", "2.0");
            app.setUserObject(new byte[] {1, 0, 0}); // loop count 0: for ever
            apps.appendChild(app);
        }
        meta.setFromTree(format, root);
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name))
                return (IIOMetadataNode) root.item(i);
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }
}
