package org.boardwright.server.pictures;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameState;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.play.PlayedGame;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.play.FairWorkers;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.GameStatus;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.SeatRow;
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

    /** Part of every picture's key: a change to the drawing changes every ETag. */
    private static final String DRAWING = "1";

    private static final Pattern BOARD_MOVE = Pattern.compile("^[a-z]\\d+(?:[-x][a-z]\\d+)+$");

    private final GameRepository games;
    private final Seating seating;
    private final PictureLimits limits;
    private final PictureRenders renders;

    public GamePictures(GameRepository games, Seating seating, PictureLimits limits) {
        this.games = games;
        this.seating = seating;
        this.limits = limits;
        this.renders = new PictureRenders(limits);
    }

    /** A picture's bytes, their media type, the file name to save it as and its ETag. */
    public record Picture(byte[] bytes, String mediaType, String fileName, String etag) {}

    /**
     * A picture asked for: its ETag, known before it is drawn (a request that holds it is answered
     * {@code 304} with nothing drawn), and the way to get it.
     */
    public final class Asked {
        private final String key;
        private final String etag;
        private final String mediaType;
        private final String fileName;
        private final Supplier<byte[]> draw;

        private Asked(String key, String mediaType, String fileName, Supplier<byte[]> draw) {
            this.key = key;
            this.etag = GamePictures.etag(key);
            this.mediaType = mediaType;
            this.fileName = fileName;
            this.draw = draw;
        }

        /** The strong ETag, quoted. */
        public String etag() {
            return etag;
        }

        /**
         * The picture: from the cache, or drawn on the picture workers for this client; refused
         * (rate limited, busy) when the client has its share or the queue is full.
         */
        public CompletableFuture<Picture> picture(String client) {
            return renders.get(
                    key, client, () -> new Picture(draw.get(), mediaType, fileName, etag));
        }
    }

    /** What a picture needs, read under the game's lock: the moves, not yet the positions. */
    private record Snapshot(
            String id,
            GameDescriptor descriptor,
            Game game,
            String startPosition,
            List<PlayedGame.Ply> plies,
            String result,
            String players) {

        String name() {
            return descriptor.name();
        }

        String move(int ply) {
            return plies.get(ply).notation();
        }

        /**
         * The full move a ply belongs to, as players and PDN count them (one number for a turn of
         * each side), and the side that played it: read from the positions before each ply, so a
         * throw of the dice or a second turn in a row stays in its side's move.
         */
        int[] fullMoveAndSide(int ply) {
            GameState replay = game.parsePosition(startPosition);
            int number = 1;
            int before = -1;
            int side = replay.sideToMove();
            for (int i = 0; i <= ply; i++) {
                side = replay.sideToMove();
                if (before == 1 && side == 0) number++;
                before = side;
                if (i < ply) replay.play(plies.get(i).move());
            }
            return new int[] {number, side};
        }

        /** The positions at these plies (ascending), replaying the game once. */
        List<String> positions(int[] at) {
            GameState replay = game.parsePosition(startPosition);
            List<String> out = new ArrayList<>(at.length);
            int ply = 0;
            for (int target : at) {
                for (; ply < target; ply++) replay.play(plies.get(ply).move());
                out.add(replay.position());
            }
            return out;
        }
    }

    private Snapshot snapshot(String gameId, String token) {
        LiveGame g = games.lockFresh(gameId);
        try {
            seating.actor(g, token); // the same access as the state
            return new Snapshot(
                    g.id(),
                    g.game.descriptor(),
                    g.play.game(),
                    g.play.startPosition(),
                    List.copyOf(g.play.plies()),
                    result(g),
                    players(g));
        } finally {
            g.lock.unlock();
        }
    }

    /**
     * How a finished game ended, in words from the descriptor's side names ("Red won", "draw",
     * "aborted"); null while it is played.
     */
    private static String result(LiveGame g) {
        if (g.isActive()) return null;
        if (g.outcome.status() == GameStatus.ABORTED) return "aborted";
        Integer winner = g.outcome.winner();
        return winner == null
                ? "draw"
                : g.game.descriptor().side(g.play.sideOf(winner)).name() + " won";
    }

    /**
     * Who plays, side by side in the descriptor's order ("Red: ann · White: computer, level 3"):
     * the signed-in player or the computer's level in each seat; null when neither seat has one (a
     * person without an account is "anonymous").
     */
    private static String players(LiveGame g) {
        String[] names = new String[2];
        boolean known = false;
        for (SeatRow seat : g.seats) {
            String name =
                    seat.player() != null
                            ? seat.player().name()
                            : seat.isComputer()
                                    ? "computer, " + seat.level().replace("level:", "level ")
                                    : null;
            known |= name != null;
            names[g.play.sideOf(seat.seat())] = name;
        }
        if (!known) return null;
        StringBuilder b = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            if (side > 0) b.append(" · ");
            b.append(g.game.descriptor().side(side).name())
                    .append(": ")
                    .append(names[side] == null ? "anonymous" : names[side]);
        }
        return b.toString();
    }

    /**
     * The title: the game, the position and, on the final position of a finished game, how it
     * ended.
     */
    private static String caption(Snapshot s, int ply) {
        String at;
        if (ply == 0) {
            at = s.name() + " · start";
        } else {
            int[] numberAndSide = s.fullMoveAndSide(ply - 1);
            at =
                    s.name()
                            + " · move "
                            + numberAndSide[0]
                            + ", "
                            + s.descriptor().side(numberAndSide[1]).name()
                            + " played "
                            + s.move(ply - 1);
        }
        return ply == s.plies().size() && s.result() != null ? at + " · " + s.result() : at;
    }

    private static BoardScene scene(Snapshot s, int ply, String position, boolean turned) {
        return BoardScene.of(
                s.descriptor(),
                PositionText.parse(position, s.game()),
                lastMove(s, ply),
                caption(s, ply),
                s.players(),
                turned);
    }

    /**
     * Whether the board is seen from the second side: {@code side} names the side at the bottom (a
     * side's name from the descriptor, any case; null: the first side).
     */
    private static boolean turned(GameDescriptor d, String side) {
        if (side == null) return false;
        for (int i = 0; i < d.sides().size(); i++) {
            if (d.sides().get(i).name().equalsIgnoreCase(side)) return i == 1;
        }
        throw Refusal.invalid(
                "side must be "
                        + d.sides().get(0).name().toLowerCase(java.util.Locale.ROOT)
                        + " or "
                        + d.sides().get(1).name().toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * The squares of the last board move up to this ply (dice, passes and declarations skipped).
     */
    private static Set<String> lastMove(Snapshot s, int ply) {
        for (int i = ply - 1; i >= 0; i--) {
            if (BOARD_MOVE.matcher(s.move(i)).matches()) return Set.of(s.move(i).split("[-x]"));
        }
        return Set.of();
    }

    /**
     * What a picture of the game up to this ply shows: the game, the moves to it and their
     * captions. The position at a ply never changes unless a takeback truncates the game and other
     * moves are played, which changes the moves' digest.
     */
    private static String key(Snapshot s, String kind, int ply, String shown) {
        MessageDigest sha = sha256();
        for (int i = 0; i < ply; i++) {
            sha.update(s.move(i).getBytes(StandardCharsets.UTF_8));
            sha.update((byte) '\n');
        }
        return String.join(
                "|",
                DRAWING,
                s.id(),
                kind,
                Integer.toString(ply),
                Base64.getUrlEncoder().withoutPadding().encodeToString(sha.digest()),
                shown);
    }

    private static String etag(String key) {
        byte[] digest = sha256().digest(key.getBytes(StandardCharsets.UTF_8));
        return "\"" + Base64.getUrlEncoder().withoutPadding().encodeToString(digest) + "\"";
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The position at a ply (null: the last) as PNG or SVG (null: PNG), for whoever holds the token
     * (null: a watcher).
     */
    public Asked image(String gameId, String token, String format, String asked, String side) {
        String f = format == null ? "png" : format;
        if (!f.equals("png") && !f.equals("svg")) {
            throw Refusal.invalid("format must be png or svg");
        }
        Snapshot s = snapshot(gameId, token);
        int last = s.plies().size();
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
        int at = ply;
        boolean turned = turned(s.descriptor(), side);
        String view = caption(s, ply) + "|" + s.players() + (turned ? "|turned" : "");
        String file = "boardwright-" + gameId + "-" + ply + "." + f;
        if (f.equals("svg")) {
            return new Asked(
                    key(s, "svg", ply, view),
                    "image/svg+xml; charset=utf-8",
                    file,
                    () -> {
                        BoardScene scene = scene(s, at, s.positions(new int[] {at}).get(0), turned);
                        return BoardRender.svg(scene).getBytes(StandardCharsets.UTF_8);
                    });
        }
        return new Asked(
                key(s, "png", ply, caption(s, ply)),
                "image/png",
                file,
                () -> {
                    BoardScene scene = scene(s, at, s.positions(new int[] {at}).get(0), turned);
                    return PictureFiles.png(BoardRender.image(scene, PictureFiles.SCALE));
                });
    }

    /**
     * The whole game as an animated GIF: a frame per position, or for a longer game than the limits
     * allow, that many positions spread evenly over it, the first and the last always.
     */
    public Asked gif(String gameId, String token, String side) {
        Snapshot s = snapshot(gameId, token);
        int[] plies = framePlies(s.plies().size() + 1, maxFrames(s.descriptor()));
        boolean turned = turned(s.descriptor(), side);
        return new Asked(
                key(
                        s,
                        "gif",
                        s.plies().size(),
                        plies.length
                                + "|"
                                + caption(s, s.plies().size())
                                + "|"
                                + s.players()
                                + (turned ? "|turned" : "")),
                "image/gif",
                "boardwright-" + gameId + ".gif",
                () -> gif(s, plies, turned));
    }

    /** The frames a GIF of this game may have: the frame cap, and the pixel cap over all frames. */
    int maxFrames(GameDescriptor d) {
        long pixels = framePixels(d);
        return (int) Math.max(2, Math.min(limits.maxFrames(), limits.maxGifPixels() / pixels));
    }

    /** The pixels of one picture of a game with this descriptor. */
    static long framePixels(GameDescriptor d) {
        BoardScene empty = BoardScene.size(d);
        return Math.round(empty.width() * PictureFiles.SCALE)
                * Math.round(empty.height() * PictureFiles.SCALE);
    }

    /**
     * The plies shown by a GIF of {@code positions} positions with at most {@code max} frames: all
     * of them, or {@code max} spread evenly from the first to the last.
     */
    static int[] framePlies(int positions, int max) {
        int n = Math.min(positions, max);
        int[] plies = new int[n];
        for (int i = 0; i < n; i++) {
            plies[i] = n == positions ? i : (int) ((long) i * (positions - 1) / (n - 1));
        }
        return plies;
    }

    /** Pictures rendered in this JVM so far (tests check that a cached one is not drawn again). */
    static long renders() {
        return PictureRenders.renders();
    }

    /** Pictures this server rendered. */
    public long rendered() {
        return renders.rendered();
    }

    /** Pictures this server answered from its cache. */
    public long cacheHits() {
        return renders.cacheHits();
    }

    /** The workers that draw pictures (their queue, for the metrics). */
    public FairWorkers workers() {
        return renders.workers();
    }

    /** The bytes of pictures cached now. */
    public long cachedBytes() {
        return renders.cachedBytes();
    }

    /** Stops the picture workers. */
    public void stop() {
        renders.close();
    }

    /** The positions at these plies as the frames of one GIF, looping. */
    private static byte[] gif(Snapshot s, int[] plies, boolean turned) {
        List<String> positions = s.positions(plies);
        List<BoardScene> scenes = new ArrayList<>(plies.length);
        for (int i = 0; i < plies.length; i++) {
            scenes.add(scene(s, plies[i], positions.get(i), turned));
        }
        return PictureFiles.gif(scenes);
    }
}
