package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class LineReaderTest {

    private static LineReader reader(String text, int limit) {
        return new LineReader(
                new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), limit);
    }

    @Test
    void linesWithoutTrailingBlanksAndTheLastLineWithoutEnd() throws IOException {
        LineReader reader = reader("one  \r\n\r\n two \r x\nlast", 100);

        assertThat(reader.next()).isEqualTo(new LineReader.Line("one", false));
        assertThat(reader.next()).isEqualTo(new LineReader.Line("", false));
        assertThat(reader.next()).isEqualTo(new LineReader.Line(" two \r x", false));
        assertThat(reader.next()).isEqualTo(new LineReader.Line("last", false));
        assertThat(reader.next()).isNull();
    }

    @Test
    void emptyInputHasNoLines() throws IOException {
        assertThat(reader("", 10).next()).isNull();
        assertThat(reader("\n", 10).next()).isEqualTo(new LineReader.Line("", false));
    }

    @Test
    void longLinesAreCutAndReportedButTrailingBlanksAreNotLength() throws IOException {
        LineReader reader =
                reader("abcdefghijk\nabcde" + " ".repeat(1000) + "\r\nabcde   x\nok\n", 8);

        assertThat(reader.next().tooLong()).isTrue();
        assertThat(reader.next()).isEqualTo(new LineReader.Line("abcde", false));
        assertThat(reader.next().tooLong()).isTrue();
        assertThat(reader.next()).isEqualTo(new LineReader.Line("ok", false));
    }

    @Test
    void invalidUtf8BecomesReplacementCharacters() throws IOException {
        LineReader reader =
                new LineReader(
                        new ByteArrayInputStream(new byte[] {'a', (byte) 0xff, 'b', '\n'}), 10);

        assertThat(reader.next().text()).isEqualTo("a\uFFFDb");
    }
}
