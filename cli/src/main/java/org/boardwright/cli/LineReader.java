package org.boardwright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads lines of UTF-8 text from standard input in bounded memory. A line longer than the limit is
 * read to its end and reported as too long; undecodable bytes become U+FFFD. Trailing spaces and
 * carriage returns are dropped. It reads only what the stream has ready, so a line is answered
 * before the next one is typed.
 */
final class LineReader {

    /** A line without its end; {@code tooLong} when its text was cut off at the limit. */
    record Line(String text, boolean tooLong) {}

    private final InputStream in;
    private final byte[] line;
    private final byte[] chunk = new byte[8192];
    private int chunkPos;
    private int chunkEnd;

    LineReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.line = new byte[maxLineBytes];
    }

    int maxLineBytes() {
        return line.length;
    }

    /** The next line, or null at the end of input. */
    Line next() throws IOException {
        int length = 0;
        int contentEnd = 0; // just after the last byte that is not a space or '\r'
        boolean tooLong = false;
        boolean sawAnything = false;
        while (true) {
            int b = nextByte();
            if (b < 0) {
                if (!sawAnything) {
                    return null;
                }
                break;
            }
            sawAnything = true;
            if (b == '\n') {
                break;
            }
            boolean blank = b == ' ' || b == '\r';
            if (tooLong) {
                continue; // skip to the end of the line
            }
            if (length < line.length) {
                line[length++] = (byte) b;
                if (!blank) {
                    contentEnd = length;
                }
            } else if (!blank) {
                tooLong = true; // blanks past the limit may still be trailing; anything else is not
            }
        }
        return new Line(new String(line, 0, contentEnd, StandardCharsets.UTF_8), tooLong);
    }

    private int nextByte() throws IOException {
        if (chunkPos == chunkEnd) {
            int n = in.read(chunk, 0, chunk.length);
            if (n <= 0) {
                return -1;
            }
            chunkPos = 0;
            chunkEnd = n;
        }
        return chunk[chunkPos++] & 0xff;
    }
}
