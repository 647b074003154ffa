package org.boardwright.tools.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.boardwright.ai.checkers.CheckersEndgames;
import org.boardwright.ai.checkers.EndgameBuilder;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The databases up to three pieces against deep search, built once in a temporary directory. */
@Timeout(300)
class EndgameSearchCheckTest {

    @TempDir static Path dir;

    static CheckersEndgames tables;

    @BeforeAll
    static void build() throws IOException {
        EndgameBuilder.build(dir, 3, r -> {});
        tables = CheckersEndgames.load(dir);
    }

    @Test
    void theDatabaseAgreesWithDeepSearchOnRandomPositions() {
        EndgameSearchCheck.Report r = EndgameSearchCheck.run(tables, 3, 300, 9, 18);
        assertThat(r.positions()).isEqualTo(300);
        assertThat(r.proven()).isGreaterThan(20);
        assertThat(r.disagreements()).isEmpty();
        assertThat(r.agreeing()).isEqualTo(r.proven());
    }

    /** Wins and losses of one class (two red kings against one white king) swapped: caught. */
    @Test
    void theSearchCheckFindsSwappedResults(@TempDir Path swapped) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) {
                byte[] data = Files.readAllBytes(f);
                if (f.getFileName().toString().equals("r0R2w0W1.egdb")) {
                    for (int i = 0; i < data.length; i++) {
                        data[i] = swapped(data[i]);
                    }
                }
                Files.write(swapped.resolve(f.getFileName()), data);
            }
        }
        EndgameSearchCheck.Report r =
                EndgameSearchCheck.run(CheckersEndgames.load(swapped), 3, 300, 9, 18);
        assertThat(r.disagreements()).isNotEmpty();
        assertThat(r.disagreements().get(0)).contains("the search proves a");
        assertThatThrownBy(() -> EndgameSearchCheck.run(tables, 4, 10, 5, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("do not hold");
    }

    /**
     * A stored byte with its result turned round, in the file format {@link CheckersEndgames}
     * documents: 0 a draw, {@code 1 + d} a win and {@code 128 + d} a loss in d plies (held at 126
     * and 127).
     */
    private static byte swapped(byte stored) {
        int v = stored & 0xFF;
        if (v == 0) {
            return 0;
        }
        return v < 128 ? (byte) (128 + Math.min(v - 1, 127)) : (byte) (1 + Math.min(v - 128, 125));
    }
}
