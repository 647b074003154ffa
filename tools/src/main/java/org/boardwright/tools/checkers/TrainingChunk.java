package org.boardwright.tools.checkers;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.zip.CRC32;
import org.boardwright.engine.checkers.Draughts;

/**
 * A file of labelled checkers positions: the magic {@code BWTD}, the format version, the number of
 * positions, {@link #RECORD_BYTES} bytes a position, and a CRC-32 of the positions' bytes. A
 * position is Red's pieces, White's pieces and the kings as 32-bit masks over the dark squares (bit
 * i the i-th dark square, {@link Draughts#CELL_SQUARE}), the game's number, the side to move, the
 * game's result for it, the search's score for it and the databases' exact result for it. Reading
 * checks the magic, version, length and checksum.
 */
public final class TrainingChunk {

    static final int MAGIC = 0x4257_5444; // "BWTD"
    static final int VERSION = 1;
    public static final int RECORD_BYTES = 21;
    static final int HEADER_BYTES = 12;

    /** Scores at or beyond this in size are proven wins or losses. */
    public static final short PROVEN = 30_000;

    /** {@link Position#exact} of a position the databases do not hold. */
    public static final byte UNKNOWN = -1;

    /**
     * One labelled position; results are 0 loss, 1 draw, 2 win for the side to move.
     *
     * @param score the search's score for the side to move in hundredths of a man, {@code ±}{@link
     *     #PROVEN} for a proven result
     * @param exact the databases' result, or {@link #UNKNOWN}
     */
    public record Position(
            long red,
            long white,
            long kings,
            int game,
            int side,
            int result,
            int score,
            int exact) {

        public Position {
            if (side != 0 && side != 1) {
                throw new IllegalArgumentException("side " + side);
            }
            if (result < 0 || result > 2) {
                throw new IllegalArgumentException("result " + result);
            }
            if (exact < UNKNOWN || exact > 2) {
                throw new IllegalArgumentException("exact result " + exact);
            }
            if (Math.abs(score) > PROVEN) {
                throw new IllegalArgumentException("score " + score);
            }
            if ((red & white) != 0 || ((red | white) & ~Draughts.DARK) != 0) {
                throw new IllegalArgumentException("not a position of pieces on dark squares");
            }
            if ((kings & ~(red | white)) != 0) {
                throw new IllegalArgumentException("a king on an empty square");
            }
        }
    }

    private TrainingChunk() {}

    /** Writes the positions to {@code file} atomically (a temporary file renamed). */
    public static void write(Path file, List<Position> positions) throws IOException {
        ByteBuffer body = ByteBuffer.allocate(positions.size() * RECORD_BYTES);
        for (Position p : positions) {
            body.putInt(cells(p.red()));
            body.putInt(cells(p.white()));
            body.putInt(cells(p.kings()));
            body.putInt(p.game());
            body.put((byte) p.side());
            body.put((byte) p.result());
            body.putShort((short) p.score());
            body.put((byte) p.exact());
        }
        CRC32 crc = new CRC32();
        crc.update(body.array());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(body.capacity() + 16);
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(positions.size());
        out.write(body.array());
        out.writeInt((int) crc.getValue());
        writeWhole(file, bytes.toByteArray());
    }

    /**
     * Writes {@code bytes} to {@code file} through a temporary file moved into place, so a stopped
     * run leaves the old file or the new one, never a part.
     */
    static void writeWhole(Path file, byte[] bytes) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(tmp, bytes);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The positions of a chunk file; a damaged or foreign file is an IOException. */
    public static List<Position> read(Path file) throws IOException {
        ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(file));
        if (in.remaining() < HEADER_BYTES + 4 || in.getInt() != MAGIC) {
            throw new IOException(file + ": not a training-data chunk");
        }
        int version = in.getInt();
        if (version != VERSION) {
            throw new IOException(file + ": training data version " + version);
        }
        int count = in.getInt();
        if (count < 0 || in.capacity() != HEADER_BYTES + (long) count * RECORD_BYTES + 4) {
            throw new IOException(file + ": length does not match its " + count + " positions");
        }
        CRC32 crc = new CRC32();
        crc.update(in.array(), HEADER_BYTES, count * RECORD_BYTES);
        if ((int) crc.getValue() != in.getInt(HEADER_BYTES + count * RECORD_BYTES)) {
            throw new IOException(file + ": checksum fails");
        }
        Position[] positions = new Position[count];
        for (int i = 0; i < count; i++) {
            long red = squares(in.getInt());
            long white = squares(in.getInt());
            long kings = squares(in.getInt());
            int game = in.getInt();
            int side = in.get();
            int result = in.get();
            int score = in.getShort();
            int exact = in.get();
            try {
                positions[i] = new Position(red, white, kings, game, side, result, score, exact);
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ": position " + i + ": " + e.getMessage(), e);
            }
        }
        return List.of(positions);
    }

    /** A 64-square bitboard as a mask over the 32 dark squares. */
    static int cells(long board) {
        int m = 0;
        for (long b = board; b != 0; b &= b - 1) {
            m |= 1 << Draughts.SQUARE_CELL[Long.numberOfTrailingZeros(b)];
        }
        return m;
    }

    static long squares(int cells) {
        long b = 0;
        for (int m = cells; m != 0; m &= m - 1) {
            b |= 1L << Draughts.CELL_SQUARE[Integer.numberOfTrailingZeros(m)];
        }
        return b;
    }
}
