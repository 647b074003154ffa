package org.boardwright.tools.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.tools.checkers.TrainingChunk.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainingChunkTest {

    @TempDir Path dir;

    private static List<Position> sample() {
        CheckersState s = (CheckersState) CheckersGame.INSTANCE.newInitialState();
        long kings = Long.lowestOneBit(s.pieces(1));
        return List.of(
                new Position(s.pieces(0), s.pieces(1), 0, 7, 0, 2, 35, TrainingChunk.UNKNOWN),
                new Position(s.pieces(0), s.pieces(1), kings, 8, 1, 0, -TrainingChunk.PROVEN, 0));
    }

    @Test
    void positionsComeBackAsWritten() throws IOException {
        Path file = dir.resolve("c.bwtd");
        TrainingChunk.write(file, sample());
        assertThat(TrainingChunk.read(file)).isEqualTo(sample());
        assertThat(Files.size(file))
                .isEqualTo(TrainingChunk.HEADER_BYTES + 2 * TrainingChunk.RECORD_BYTES + 4);
    }

    @Test
    void aChangedByteFailsTheChecksum() throws IOException {
        Path file = dir.resolve("c.bwtd");
        TrainingChunk.write(file, sample());
        byte[] bytes = Files.readAllBytes(file);
        bytes[TrainingChunk.HEADER_BYTES + 13] ^= 1;
        Files.write(file, bytes);
        assertThatThrownBy(() -> TrainingChunk.read(file)).hasMessageContaining("checksum");
    }

    @Test
    void aShortOrForeignFileIsRefused() throws IOException {
        Path file = dir.resolve("c.bwtd");
        TrainingChunk.write(file, sample());
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 1));
        assertThatThrownBy(() -> TrainingChunk.read(file)).hasMessageContaining("length");
        Files.writeString(file, "hello, world, not a chunk");
        assertThatThrownBy(() -> TrainingChunk.read(file)).hasMessageContaining("not a");
    }

    @Test
    void badLabelsAreRefused() {
        assertThatThrownBy(() -> new Position(1, 0, 0, 0, 0, 3, 0, -1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Position(1, 1, 0, 0, 0, 1, 0, -1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Position(1, 0, 4, 0, 0, 1, 0, -1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
