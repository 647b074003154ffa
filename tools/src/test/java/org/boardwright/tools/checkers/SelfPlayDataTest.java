package org.boardwright.tools.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.boardwright.ai.EndgameTable;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.checkers.Draughts;
import org.boardwright.engine.checkers.Fen;
import org.boardwright.tools.checkers.TrainingChunk.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayDataTest {

    private static final int PER_CHUNK = 3;

    @TempDir Path dir;

    @Test
    void aGameIsTheSameWheneverItIsPlayedAndItsPositionsAreQuietAndLabelled() {
        SelfPlayData data = new SelfPlayData(new SelfPlayData.Settings(2, 5, null));
        List<Position> first = data.play(3);
        assertThat(new SelfPlayData(new SelfPlayData.Settings(2, 5, null)).play(3))
                .isEqualTo(first);
        assertThat(data.play(4)).isNotEqualTo(first);
        assertThat(first).isNotEmpty();
        int[] buffer = new int[GameState.MAX_MOVES];
        int result = first.get(0).side() == 0 ? first.get(0).result() : 2 - first.get(0).result();
        for (Position p : first) {
            assertThat(p.game()).isEqualTo(3);
            assertThat(p.exact()).isEqualTo(TrainingChunk.UNKNOWN);
            // One result for the whole game, seen from each side to move.
            assertThat(p.side() == 0 ? p.result() : 2 - p.result()).isEqualTo(result);
            CheckersState s = state(p);
            int n = s.legalMoves(buffer, 0);
            assertThat(n).isPositive();
            assertThat(Draughts.jumps(buffer[0])).isZero();
        }
    }

    @Test
    void theLearnedEvaluationPlaysItsOwnGamesAsRepeatably() {
        List<Position> hand = new SelfPlayData(new SelfPlayData.Settings(2, 5, null)).play(3);
        SelfPlayData.Settings learned = new SelfPlayData.Settings(2, 5, null, true);
        List<Position> first = new SelfPlayData(learned).play(3);
        assertThat(new SelfPlayData(learned).play(3)).isEqualTo(first);
        assertThat(first).isNotEmpty().isNotEqualTo(hand);
    }

    @Test
    void anUnknownEvaluationIsRefused() {
        String[] args = {"--out", dir.toString(), "--games", "1", "--evaluation", "network"};
        assertThatThrownBy(() -> SelfPlayData.run(args))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--evaluation is hand or learned, not network");
        assertThat(SelfPlayData.chunksDone(dir)).isZero();
    }

    /** A table that knows every position of four pieces or fewer to be a win for the mover. */
    private static final EndgameTable ALL_WON =
            new EndgameTable() {
                @Override
                public int probe(GameState state) {
                    return EndgameTable.win(3);
                }

                @Override
                public int maxPieces() {
                    return 4;
                }
            };

    @Test
    void aPositionTheDatabasesHoldEndsTheGameWithItsExactResult() {
        SelfPlayData data = new SelfPlayData(new SelfPlayData.Settings(1, 9, ALL_WON));
        int reached = 0;
        for (int g = 0; g < 6; g++) {
            List<Position> positions = data.play(g);
            Position last = positions.get(positions.size() - 1);
            if (Long.bitCount(last.red() | last.white()) <= 4) {
                reached++;
                assertThat(last.exact()).isEqualTo(2);
                assertThat(last.result()).isEqualTo(2);
                assertThat(last.score()).isEqualTo(TrainingChunk.PROVEN);
            }
            for (Position p : positions.subList(0, positions.size() - 1)) {
                assertThat(p.exact()).isEqualTo(TrainingChunk.UNKNOWN);
            }
        }
        assertThat(reached).isPositive();
    }

    @Test
    void aRunResumesAfterItsLastWholeChunk() throws IOException {
        SelfPlayData data = new SelfPlayData(new SelfPlayData.Settings(1, 2, null));
        data.run(dir, 2 * PER_CHUNK, PER_CHUNK);
        Path first = SelfPlayData.chunkFile(dir, 0);
        Path second = SelfPlayData.chunkFile(dir, 1);
        byte[] secondBytes = Files.readAllBytes(second);
        Files.setLastModifiedTime(first, FileTime.fromMillis(0));
        Files.delete(second);
        assertThat(SelfPlayData.chunksDone(dir)).isEqualTo(1);

        new SelfPlayData(new SelfPlayData.Settings(1, 2, null)).run(dir, 2 * PER_CHUNK, PER_CHUNK);
        assertThat(Files.getLastModifiedTime(first).toMillis()).isZero();
        assertThat(Files.readAllBytes(second)).isEqualTo(secondBytes);
        assertThat(TrainingChunk.read(second))
                .allSatisfy(p -> assertThat(p.game()).isBetween(PER_CHUNK, 2 * PER_CHUNK - 1));
    }

    @Test
    void aDirectoryTakesNoChunksPlayedWithOtherSettings() throws IOException {
        new SelfPlayData(new SelfPlayData.Settings(1, 2, null)).run(dir, PER_CHUNK, PER_CHUNK);
        assertThat(Files.readString(dir.resolve(SelfPlayData.SETTINGS_FILE)))
                .contains("depth 1", "seed 2", "evaluation hand", "databases none");

        for (SelfPlayData.Settings other :
                List.of(
                        new SelfPlayData.Settings(2, 2, null),
                        new SelfPlayData.Settings(1, 3, null),
                        new SelfPlayData.Settings(1, 2, null, true),
                        new SelfPlayData.Settings(1, 2, ALL_WON))) {
            assertThatThrownBy(() -> new SelfPlayData(other).run(dir, 2 * PER_CHUNK, PER_CHUNK))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("other settings");
        }
        assertThatThrownBy(
                        () ->
                                new SelfPlayData(new SelfPlayData.Settings(1, 2, null))
                                        .run(dir, 2 * PER_CHUNK, PER_CHUNK + 1))
                .hasMessageContaining("other settings");
        assertThat(SelfPlayData.chunksDone(dir)).isEqualTo(1);

        Files.delete(dir.resolve(SelfPlayData.SETTINGS_FILE));
        assertThatThrownBy(
                        () ->
                                new SelfPlayData(new SelfPlayData.Settings(1, 2, null))
                                        .run(dir, 2 * PER_CHUNK, PER_CHUNK))
                .hasMessageContaining("no " + SelfPlayData.SETTINGS_FILE);
        assertThat(SelfPlayData.chunksDone(dir)).isEqualTo(1);
    }

    @Test
    void aDirectoryWithoutGamesTakesNewSettings() throws IOException {
        Files.writeString(dir.resolve(SelfPlayData.SETTINGS_FILE), "depth 9\n");
        new SelfPlayData(new SelfPlayData.Settings(1, 2, null)).run(dir, PER_CHUNK, PER_CHUNK);
        assertThat(Files.readString(dir.resolve(SelfPlayData.SETTINGS_FILE))).contains("depth 1");
        assertThat(SelfPlayData.chunksDone(dir)).isEqualTo(1);
    }

    @Test
    void gamesPlayedAtOnceMakeTheSameChunks() throws IOException {
        Path one = dir.resolve("one");
        Path three = dir.resolve("three");
        new SelfPlayData(new SelfPlayData.Settings(2, 4, null)).run(one, 2 * PER_CHUNK, PER_CHUNK);
        SelfPlayData.runParallel(
                new SelfPlayData.Settings(2, 4, null), 3, three, 2 * PER_CHUNK, PER_CHUNK);
        for (int c = 0; c < 2; c++) {
            assertThat(Files.readAllBytes(SelfPlayData.chunkFile(three, c)))
                    .as("chunk %d", c)
                    .isEqualTo(Files.readAllBytes(SelfPlayData.chunkFile(one, c)));
        }
    }

    private static CheckersState state(Position p) {
        return CheckersGame.INSTANCE.parsePosition(
                Fen.of(new long[] {p.red(), p.white()}, p.kings(), p.side()));
    }
}
