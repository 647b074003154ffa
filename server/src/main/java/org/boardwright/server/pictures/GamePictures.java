package org.boardwright.server.pictures;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.play.PlayedGame;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.Seating;

/**
 * Pictures of games (docs/API.md): {@code GET /api/games/{id}/image?ply=N&format=png|svg} a
 * position, {@code GET /api/games/{id}/gif} the whole game, one frame per position. PNG and GIF are
 * written by the JDK's javax.imageio (the animated GIF through its stream metadata); the drawing is
 * {@link BoardScene}'s, from the game's descriptor. Also the Open Graph tags of a game's page.
 */
public final class GamePictures {

    static {
        System.setProperty("java.awt.headless", "true");
    }

    /** Pixels per board unit: an 8x8 board comes out about 420 pixels wide. */
    static final double SCALE = 0.5;

    /** Hundredths of a second per GIF frame, and longer on the last. */
    static final int FRAME_DELAY = 80, LAST_DELAY = 300;

    /**
     * More frames than this and the GIF is refused (a very long game): the positions still serve.
     */
    static final int MAX_FRAMES = 1000;

    private static final Pattern BOARD_MOVE = Pattern.compile("^[a-z]\\d+(?:[-x][a-z]\\d+)+$");

    private final GameRepository games;
    private final Seating seating;

    public GamePictures(GameRepository games, Seating seating) {
        this.games = games;
        this.seating = seating;
    }

    /** A picture's bytes and their media type. */
    public record Picture(byte[] bytes, String mediaType, String fileName) {}

    /** What a picture needs, read under the game's lock. */
    private record Snapshot(
            GameDescriptor descriptor,
            String name,
            List<String> positions,
            List<String> moves,
            PlayedGame play) {}

    private Snapshot snapshot(String gameId, String token) {
        LiveGame g = games.lockFresh(gameId);
        try {
            seating.actor(g, token); // the same access as the state
            return new Snapshot(
                    g.game.descriptor(),
                    g.game.descriptor().name(),
                    g.play.positions(),
                    g.play.notations(),
                    g.play);
        } finally {
            g.lock.unlock();
        }
    }

    private static BoardScene scene(Snapshot s, int ply) {
        PositionText position = PositionText.parse(s.positions().get(ply), s.play().game());
        String caption =
                ply == 0
                        ? s.name() + " · start"
                        : s.name() + " · after move " + ply + " (" + s.moves().get(ply - 1) + ")";
        return BoardScene.of(s.descriptor(), position, lastMove(s.moves(), ply), caption);
    }

    /**
     * The squares of the last board move up to this ply (dice, passes and declarations skipped).
     */
    static Set<String> lastMove(List<String> moves, int ply) {
        for (int i = ply - 1; i >= 0; i--) {
            if (BOARD_MOVE.matcher(moves.get(i)).matches())
                return Set.of(moves.get(i).split("[-x]"));
        }
        return Set.of();
    }

    /**
     * The position at a ply (null: the last) as PNG or SVG (null: PNG), for whoever holds the token
     * (null: a watcher).
     */
    public Picture image(String gameId, String token, String format, String asked) {
        format = format == null ? "png" : format;
        if (!format.equals("png") && !format.equals("svg")) {
            throw Refusal.invalid("format must be png or svg");
        }
        Snapshot s = snapshot(gameId, token);
        int last = s.positions().size() - 1;
        int ply = last;
        if (asked != null) {
            try {
                ply = Integer.parseInt(asked);
            } catch (NumberFormatException e) {
                throw Refusal.invalid("ply must be a whole number from 0 to " + last);
            }
            if (ply < 0 || ply > last) {
                throw Refusal.invalid("ply must be from 0 to " + last + ", not " + ply);
            }
        }
        BoardScene scene = scene(s, ply);
        String file = "boardwright-" + gameId + "-" + ply + "." + format;
        if (format.equals("svg")) {
            return new Picture(
                    BoardRender.svg(scene).getBytes(StandardCharsets.UTF_8),
                    "image/svg+xml; charset=utf-8",
                    file);
        }
        return new Picture(png(BoardRender.image(scene, SCALE)), "image/png", file);
    }

    /** The whole game as an animated GIF, one frame per position. */
    public Picture gif(String gameId, String token) {
        Snapshot s = snapshot(gameId, token);
        if (s.positions().size() > MAX_FRAMES) {
            throw Refusal.invalid(
                    "the game has more than " + MAX_FRAMES + " positions: too long for one GIF");
        }
        return new Picture(gif(s), "image/gif", "boardwright-" + gameId + ".gif");
    }

    static byte[] png(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, "png", out)) throw new IllegalStateException("no PNG writer");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** Every position of the game as one frame, looping. */
    private static byte[] gif(Snapshot s) {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.prepareWriteSequence(null);
            int frames = s.positions().size();
            List<BoardScene> scenes = new java.util.ArrayList<>(frames);
            for (int ply = 0; ply < frames; ply++) scenes.add(scene(s, ply));
            java.awt.image.IndexColorModel palette = BoardRender.palette(scenes);
            for (int ply = 0; ply < frames; ply++) {
                BufferedImage image = BoardRender.indexedImage(scenes.get(ply), SCALE, palette);
                IIOMetadata meta =
                        writer.getDefaultImageMetadata(
                                ImageTypeSpecifier.createFromRenderedImage(image), null);
                frameMetadata(
                        meta, ply == frames - 1 ? LAST_DELAY : FRAME_DELAY, ply == 0, palette);
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
            IIOMetadata meta, int delay, boolean first, java.awt.image.IndexColorModel palette)
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

    private static final Pattern GAME_ID = Pattern.compile("^[A-Za-z0-9_-]{1,64}$");

    /**
     * The game page with Open Graph tags (title, description, the PNG of the current position) so a
     * link shows its picture in chats; the page unchanged for an unknown game. {@code base} is the
     * site's address (scheme and host).
     */
    public String page(String html, String id, String base) {
        if (!GAME_ID.matcher(id).matches()) return html;
        String name;
        int plies;
        try {
            LiveGame g = games.lockFresh(id);
            try {
                name = g.game.descriptor().name();
                plies = g.play.size();
            } finally {
                g.lock.unlock();
            }
        } catch (Refusal e) {
            return html;
        }
        String image = base + "/api/games/" + id + "/image?format=png";
        String tags =
                "<meta property=\"og:type\" content=\"website\">\n"
                        + "  <meta property=\"og:site_name\" content=\"Boardwright\">\n"
                        + "  <meta property=\"og:title\" content=\""
                        + BoardRender.escape(name)
                        + " on Boardwright\">\n"
                        + "  <meta property=\"og:description\" content=\""
                        + BoardRender.escape(name + ", " + plies + " moves played")
                        + "\">\n"
                        + "  <meta property=\"og:url\" content=\""
                        + BoardRender.escape(base + "/g/" + id)
                        + "\">\n"
                        + "  <meta property=\"og:image\" content=\""
                        + BoardRender.escape(image)
                        + "\">\n"
                        + "  <meta name=\"twitter:card\" content=\"summary_large_image\">\n  ";
        Matcher m = Pattern.compile("<title>").matcher(html);
        return m.find() ? html.substring(0, m.start()) + tags + html.substring(m.start()) : html;
    }
}
