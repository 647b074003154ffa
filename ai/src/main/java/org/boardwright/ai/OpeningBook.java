package org.boardwright.ai;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.CRC32;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;

/**
 * An opening book: for each of its positions the best moves a deep search found and their scores. A
 * position is found by its hash ({@link GameState#hash()}) and confirmed by a second, independent
 * key of its pieces and side to move ({@link #key}); a stored move is played only if it is legal
 * there. Read-only once loaded; probing is safe from several threads.
 *
 * <p>The file: a header (magic {@code BWBOOK1\n}, the game id, the number of entries, the search
 * depth it was built with, a CRC-32 of the entries), then the entries sorted by hash, each {@value
 * #ENTRY_BYTES} bytes: hash (8), key (4), depth (1), number of moves (1), then {@value #MAX_MOVES}
 * moves (4 bytes) with their scores (2 bytes, hundredths of the game's unit, for the side to move),
 * best first. Little-endian.
 */
public final class OpeningBook {

    /** The most moves an entry holds. */
    public static final int MAX_MOVES = 3;

    static final int ENTRY_BYTES = 8 + 4 + 1 + 1 + MAX_MOVES * 6;
    private static final byte[] MAGIC = "BWBOOK1\n".getBytes(StandardCharsets.US_ASCII);

    /** One book position: its moves best first, each with its score. */
    public record Entry(long hash, int key, int depth, int[] moves, int[] scores) {

        public Entry {
            if (moves.length < 1 || moves.length > MAX_MOVES || scores.length != moves.length) {
                throw new IllegalArgumentException("an entry holds 1 to " + MAX_MOVES + " moves");
            }
            if (depth < 0 || depth > 255) {
                throw new IllegalArgumentException("depth must be from 0 to 255");
            }
        }
    }

    private final String gameId;
    private final int depth;
    private final long[] hashes;
    private final List<Entry> entries;
    private final AtomicLong probes = new AtomicLong();

    OpeningBook(String gameId, int depth, List<Entry> sorted) {
        this.gameId = gameId;
        this.depth = depth;
        this.entries = List.copyOf(sorted);
        this.hashes = new long[sorted.size()];
        for (int i = 0; i < hashes.length; i++) {
            hashes[i] = sorted.get(i).hash();
        }
    }

    public String gameId() {
        return gameId;
    }

    /** The search depth the book was built with (0 when it was built by time). */
    public int depth() {
        return depth;
    }

    public int size() {
        return entries.size();
    }

    /** How many times the book was asked for a position (for tests: who consults it). */
    public long probes() {
        return probes.get();
    }

    public List<Entry> entries() {
        return entries;
    }

    /**
     * The position's entry, or null when the book does not hold it (or holds only moves that are
     * not legal there). The state is left as it was.
     */
    public Entry probe(GameState state) {
        probes.incrementAndGet();
        if (!state.game().id().equals(gameId)) {
            return null;
        }
        int i = java.util.Arrays.binarySearch(hashes, state.hash());
        if (i < 0) {
            return null;
        }
        Entry e = entries.get(i);
        if (e.key() != key(state)) {
            return null;
        }
        int[] legal = new int[GameState.MAX_MOVES];
        int n = state.legalMoves(legal, 0);
        for (int m : e.moves()) {
            boolean found = false;
            for (int j = 0; j < n && !found; j++) {
                found = legal[j] == m;
            }
            if (!found) {
                return null;
            }
        }
        return e;
    }

    /**
     * A key of the position independent of its hash: FNV-1a over the pieces of the playable squares
     * and the side to move.
     */
    public static int key(GameState state) {
        Game game = state.game();
        int h = 0x811C9DC5;
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < game.width(); x++) {
                if (game.isPlayable(x, y)) {
                    h = (h ^ state.pieceAt(x, y).hashCode()) * 0x01000193;
                }
            }
        }
        return (h ^ state.sideToMove()) * 0x01000193;
    }

    /** Writes a book (creating the directory), replacing the file in one step. */
    public static void write(Path file, String gameId, int depth, List<Entry> entries)
            throws IOException {
        List<Entry> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparingLong(Entry::hash));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).hash() == sorted.get(i - 1).hash()) {
                throw new IllegalArgumentException("two entries share a hash");
            }
        }
        ByteBuffer body =
                ByteBuffer.allocate(sorted.size() * ENTRY_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (Entry e : sorted) {
            body.putLong(e.hash()).putInt(e.key()).put((byte) e.depth());
            body.put((byte) e.moves().length);
            for (int k = 0; k < MAX_MOVES; k++) {
                boolean held = k < e.moves().length;
                body.putInt(held ? e.moves()[k] : 0);
                int score = held ? e.scores()[k] : 0;
                body.putShort((short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, score)));
            }
        }
        byte[] id = gameId.getBytes(StandardCharsets.UTF_8);
        CRC32 crc = new CRC32();
        crc.update(body.array());
        ByteBuffer header =
                ByteBuffer.allocate(MAGIC.length + 1 + id.length + 12)
                        .order(ByteOrder.LITTLE_ENDIAN);
        header.put(MAGIC).put((byte) id.length).put(id);
        header.putInt(sorted.size()).putInt(depth).putInt((int) crc.getValue());
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = dir.resolve(file.getFileName() + ".tmp");
        try (var out = Files.newOutputStream(temp)) {
            out.write(header.array());
            out.write(body.array());
        }
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Reads a book.
     *
     * @throws IOException when the file cannot be read, is not a book, is truncated or damaged
     */
    public static OpeningBook read(Path file) throws IOException {
        return read(file.toString(), Files.readAllBytes(file));
    }

    /**
     * Reads a book from its bytes; {@code file} names where they came from in errors.
     *
     * @throws IOException when they are not a book, or a truncated or damaged one
     */
    public static OpeningBook read(String file, byte[] all) throws IOException {
        ByteBuffer in = ByteBuffer.wrap(all).order(ByteOrder.LITTLE_ENDIAN);
        if (all.length < MAGIC.length + 1
                || !java.util.Arrays.equals(all, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new IOException(file + " is not a Boardwright opening book");
        }
        in.position(MAGIC.length);
        int idLength = in.get() & 0xFF;
        int headerBytes = MAGIC.length + 1 + idLength + 12;
        if (all.length < headerBytes) {
            throw new IOException(file + " is truncated: its header is incomplete");
        }
        byte[] id = new byte[idLength];
        in.get(id);
        int count = in.getInt();
        int depth = in.getInt();
        int crcStored = in.getInt();
        long expected = headerBytes + (long) count * ENTRY_BYTES;
        if (count < 0 || all.length != expected) {
            throw new IOException(
                    file
                            + " has "
                            + all.length
                            + " bytes where its header promises "
                            + expected
                            + " ("
                            + count
                            + " positions): truncated or damaged, rebuild it with book build");
        }
        CRC32 crc = new CRC32();
        crc.update(all, headerBytes, all.length - headerBytes);
        if ((int) crc.getValue() != crcStored) {
            throw new IOException(
                    file + " is damaged (its checksum does not match): rebuild it with book build");
        }
        List<Entry> entries = new ArrayList<>(count);
        long previous = Long.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            long hash = in.getLong();
            int key = in.getInt();
            int d = in.get() & 0xFF;
            int n = in.get();
            if (n < 1 || n > MAX_MOVES || i > 0 && hash <= previous) {
                throw new IOException(file + " is damaged at position " + i + ": rebuild it");
            }
            previous = hash;
            int[] moves = new int[n];
            int[] scores = new int[n];
            for (int k = 0; k < MAX_MOVES; k++) {
                int m = in.getInt();
                short s = in.getShort();
                if (k < n) {
                    moves[k] = m;
                    scores[k] = s;
                }
            }
            entries.add(new Entry(hash, key, d, moves, scores));
        }
        return new OpeningBook(new String(id, StandardCharsets.UTF_8), depth, entries);
    }
}
