package org.boardwright.ai.checkers;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.CRC32;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The weights of {@link PatternEvaluation} as stored: gzip of the magic {@code BWPW}, the format
 * version, the number of weights ({@link CheckersPatterns#WEIGHTS}), the score scale (hundredths of
 * a man per logistic unit), the weights as 16-bit integers in sixteenths of a hundredth of a man
 * (that of {@link CheckersPatterns#HAND} {@link CheckersPatterns#HAND_FINE} times finer), and a
 * CRC-32 of the weights' bytes. Reading checks every one of these.
 *
 * @param weights {@link CheckersPatterns#WEIGHTS} weights, each within a short
 * @param scoreScale the score of one logistic unit, in hundredths of a man
 */
public record PatternWeights(short[] weights, double scoreScale) {

    static final int MAGIC = 0x4257_5057; // "BWPW"
    static final int VERSION = 1;

    /** Weights are in 1/FINE of the evaluation's unit (a hundredth of a man). */
    public static final int FINE = 16;

    public PatternWeights {
        if (weights.length != CheckersPatterns.WEIGHTS) {
            throw new IllegalArgumentException(
                    weights.length + " weights, not " + CheckersPatterns.WEIGHTS);
        }
        if (!(scoreScale > 0)) {
            throw new IllegalArgumentException("score scale " + scoreScale + " is not positive");
        }
    }

    /** Reads weights written by {@link #write}; a damaged or foreign file is an IOException. */
    public static PatternWeights read(InputStream in) throws IOException {
        try (DataInputStream data = new DataInputStream(new GZIPInputStream(in))) {
            if (data.readInt() != MAGIC) {
                throw new IOException("not a pattern-weights file");
            }
            int version = data.readInt();
            if (version != VERSION) {
                throw new IOException("pattern weights version " + version + ", not " + VERSION);
            }
            int n = data.readInt();
            if (n != CheckersPatterns.WEIGHTS) {
                throw new IOException(n + " weights, not " + CheckersPatterns.WEIGHTS);
            }
            double scale = data.readDouble();
            byte[] bytes = new byte[2 * n];
            data.readFully(bytes);
            CRC32 crc = new CRC32();
            crc.update(bytes);
            if ((int) crc.getValue() != data.readInt()) {
                throw new IOException("pattern weights fail their checksum");
            }
            if (data.read() != -1) {
                throw new IOException("pattern weights file has bytes after its checksum");
            }
            short[] weights = new short[n];
            for (int i = 0; i < n; i++) {
                weights[i] = (short) ((bytes[2 * i] << 8) | (bytes[2 * i + 1] & 0xFF));
            }
            return new PatternWeights(weights, scale);
        } catch (EOFException e) {
            throw new IOException("pattern weights file is cut short", e);
        }
    }

    public void write(OutputStream out) throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream(2 * weights.length);
        DataOutputStream w = new DataOutputStream(raw);
        for (short s : weights) {
            w.writeShort(s);
        }
        byte[] bytes = raw.toByteArray();
        CRC32 crc = new CRC32();
        crc.update(bytes);
        GZIPOutputStream gzip = new GZIPOutputStream(out);
        DataOutputStream data = new DataOutputStream(gzip);
        data.writeInt(MAGIC);
        data.writeInt(VERSION);
        data.writeInt(weights.length);
        data.writeDouble(scoreScale);
        data.write(bytes);
        data.writeInt((int) crc.getValue());
        data.flush();
        gzip.finish();
    }
}
