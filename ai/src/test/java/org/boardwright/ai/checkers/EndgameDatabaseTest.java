package org.boardwright.ai.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.EndgameTables;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The checkers endgame databases up to three pieces, built once in a temporary directory. */
@Timeout(300)
class EndgameDatabaseTest {

    @TempDir static Path dir;

    static List<EndgameBuilder.ClassReport> built;

    static CheckersEndgames tables;

    @BeforeAll
    static void build() throws IOException {
        built = EndgameBuilder.build(dir, 3, r -> {});
        tables = CheckersEndgames.load(dir);
    }

    private static GameState position(String text) {
        return CheckersGame.INSTANCE.parsePosition(text);
    }

    @Test
    void everyClassUpToThreePiecesIsBuiltAndConsistent() throws IOException {
        assertThat(built).hasSize(16);
        assertThat(tables.maxPieces()).isEqualTo(3);
        for (EndgameBuilder.ClassReport r : built) {
            assertThat(r.wins() + r.draws() + r.losses()).isEqualTo(r.positions());
            assertThat(Files.size(dir.resolve(fileOf(r)))).isEqualTo(r.bytes());
        }
        assertThat(EndgameCheck.check(dir, 10, r -> {})).isEmpty();
        // Colours mirrored: the same counts.
        EndgameBuilder.ClassReport twoKings = report("2 kings v 1 king");
        EndgameBuilder.ClassReport mirrored = report("1 king v 2 kings");
        assertThat(twoKings.wins()).isEqualTo(mirrored.wins());
        assertThat(twoKings.draws()).isEqualTo(mirrored.draws());
        // Built again: kept, not rebuilt.
        assertThat(EndgameBuilder.build(dir, 3, r -> {})).isEmpty();
    }

    @Test
    void twoThreadsBuildAndCheckTheSameFilesAsOne(@TempDir Path other) throws IOException {
        assertThat(EndgameBuilder.build(other, 3, 2, r -> {})).hasSize(16);
        for (EndgameClass c : EndgameClass.upTo(3)) {
            assertThat(Files.readAllBytes(other.resolve(c.fileName())))
                    .as(c.fileName())
                    .isEqualTo(Files.readAllBytes(dir.resolve(c.fileName())));
        }
        List<String> checked = new ArrayList<>();
        assertThat(EndgameCheck.check(other, 10, 2, r -> checked.add(r.name()))).isEmpty();
        assertThat(checked).hasSize(16);
    }

    /**
     * A pass after the first looks only at the positions that take back a move to one the pass
     * before marked: every move that stays in its class must be found again by taking it back.
     */
    @Test
    void everyMoveWithinAClassIsFoundByTakingItBack() {
        SplittableRandom random = new SplittableRandom(11);
        long[] pos = new long[4];
        long[] child = new long[4];
        int[] moves = new int[GameState.MAX_MOVES];
        int takenBack = 0;
        for (EndgameClass c : EndgameClass.upTo(5)) {
            if (c.pieces() < 4) {
                continue;
            }
            int words = (int) ((c.size() + 63) >>> 6);
            long[] open = new long[words];
            java.util.Arrays.fill(open, -1L);
            for (int sample = 0; sample < 200; sample++) {
                long i = random.nextLong(c.size());
                if (!c.decode(i, pos)) {
                    continue;
                }
                int side = (int) pos[3];
                int n =
                        org.boardwright.engine.checkers.DraughtsMoves.ordinaryMoves(
                                new long[] {pos[0], pos[1]}, pos[2], side, 0, moves, 0);
                for (int m = 0; m < n; m++) {
                    CheckersEndgames.play(pos[0], pos[1], pos[2], side, moves[m], child);
                    if (!EndgameBuilder.inClass(c, child)) {
                        continue;
                    }
                    child[3] = side ^ 1;
                    long[] marks = new long[words];
                    EndgameBuilder.markPredecessors(c, child, open, marks);
                    assertThat(marks[(int) (i >>> 6)] >>> i & 1)
                            .as("%s taken back from %s", EndgameCheck.text(pos), c.fileName())
                            .isEqualTo(1L);
                    takenBack++;
                }
            }
        }
        assertThat(takenBack).isGreaterThan(10_000);
    }

    private static String fileOf(EndgameBuilder.ClassReport r) {
        for (EndgameClass c : EndgameClass.upTo(3)) {
            if (EndgameBuilder.name(c).equals(r.name())) {
                return c.fileName();
            }
        }
        throw new AssertionError(r.name());
    }

    private static EndgameBuilder.ClassReport report(String name) {
        return built.stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void twoKingsBeatOneKing() {
        GameState redToMove =
                position(
                        ".......W/......../......../......../...R.R../......../......../........ r");
        int v = tables.probe(redToMove);
        assertThat(EndgameTable.isWin(v)).as("red to move: %s", v).isTrue();
        GameState whiteToMove =
                position(
                        ".......W/......../......../......../...R.R../......../......../........ w");
        assertThat(EndgameTable.isLoss(tables.probe(whiteToMove))).isTrue();
        assertThat(EndgameTable.describe(tables.probe(whiteToMove))).isEqualTo("lost");
        // Not held: four pieces.
        assertThat(
                        tables.probe(
                                position(
                                        ".......W/......../......../......W./...R.R../......../......../........ r")))
                .isEqualTo(EndgameTable.UNKNOWN);
    }

    @Test
    void aKingAgainstAKingIsDrawnUnlessOneTakesTheOther() {
        assertThat(
                        tables.probe(
                                position(
                                        ".R....../......../......../......../......../......../......../......W. r")))
                .isEqualTo(EndgameTable.DRAW);
        // White's king on e5 stands next to red's on d4 with f6 empty: red jumps d4xf6 and wins.
        GameState shot =
                position(
                        "......../......../......../....W.../...R..../......../......../........ r");
        assertThat(tables.probe(shot)).isEqualTo(EndgameTable.win(1));
    }

    @Test
    void theSearchScoresHeldPositionsExactlyAndKeepsTheWin() {
        AlphaBeta withTables =
                new AlphaBeta(
                        AlphaBeta.Config.standard("egdb", 1),
                        Evaluations.forGame(CheckersGame.INSTANCE),
                        tables);
        GameState state =
                position(
                        ".......W/......../......../......../...R.R../......../......../........ r");
        List<SearchInfo> infos = new ArrayList<>();
        int move =
                withTables.chooseMove(
                        state.copy(),
                        new Budget(0, 0, 3),
                        new SearchListener() {
                            @Override
                            public void onInfo(SearchInfo info) {
                                infos.add(info);
                            }
                        });
        SearchInfo last = infos.get(infos.size() - 1);
        assertThat(last.score()).isGreaterThanOrEqualTo(AlphaBeta.ENDGAME_BOUND);
        assertThat(last.score()).isLessThan(AlphaBeta.MATE_BOUND);
        state.play(move);
        assertThat(EndgameTable.isLoss(tables.probe(state))).isTrue();
    }

    @Test
    void theCheckFindsAWrongValue(@TempDir Path copy) throws IOException {
        EndgameClass c = new EndgameClass(0, 2, 0, 1);
        byte[] data = Files.readAllBytes(dir.resolve(c.fileName()));
        long[] pos = new long[4];
        int flipped = -1;
        for (int i = 0; i < data.length && flipped < 0; i++) {
            if (c.decode(i, pos) && EndgameTable.isWin(CheckersEndgames.decodeByte(data[i]))) {
                data[i] = CheckersEndgames.encodeByte(EndgameTable.DRAW);
                flipped = i;
            }
        }
        for (EndgameClass other : EndgameClass.upTo(3)) {
            Files.copy(dir.resolve(other.fileName()), copy.resolve(other.fileName()));
        }
        Files.write(copy.resolve(c.fileName()), data);
        List<EndgameCheck.Fault> faults = EndgameCheck.check(copy, 10, r -> {});
        assertThat(faults).isNotEmpty();
        assertThat(faults)
                .anySatisfy(f -> assertThat(f.problem()).isEqualTo("drawn, but a move wins"));

        Files.write(copy.resolve(c.fileName()), new byte[10]);
        assertThatThrownBy(() -> CheckersEndgames.load(copy))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("rebuild it with egdb build");
    }

    @Test
    void indexAndPositionRoundTrip() {
        long[] pos = new long[4];
        for (EndgameClass c : EndgameClass.upTo(3)) {
            int valid = 0;
            for (long i = 0; i < c.size(); i++) {
                if (c.decode(i, pos)) {
                    valid++;
                    assertThat(c.index(pos[0], pos[1], pos[2], (int) pos[3])).isEqualTo(i);
                }
            }
            assertThat(valid).isPositive();
        }
        assertThat(EndgameTables.has(CheckersGame.INSTANCE)).isTrue();
    }

    @Test
    void withTheDatabaseTwoKingsWinAgainstOneKingOverTheBoard() {
        AlphaBeta withTables =
                new AlphaBeta(
                        AlphaBeta.Config.standard("egdb", 1),
                        Evaluations.forGame(CheckersGame.INSTANCE),
                        tables);
        AlphaBeta defender =
                new AlphaBeta(
                        AlphaBeta.Config.standard("plain", 1),
                        Evaluations.forGame(CheckersGame.INSTANCE));
        GameState state =
                position(
                        "......../......../......../......../...R.R../......../......../......W. r");
        int plies = 0;
        while (!state.isTerminal()) {
            AlphaBeta mover = state.sideToMove() == 0 ? withTables : defender;
            state.play(mover.chooseMove(state.copy(), new Budget(0, 0, 4), SearchListener.NONE));
            plies++;
            // On every red move the database's value stays a win that comes closer.
            if (state.sideToMove() == 1 && !state.isTerminal()) {
                assertThat(EndgameTable.isLoss(tables.probe(state))).as(state.position()).isTrue();
            }
        }
        assertThat(state.result().winner()).as(state.position()).isEqualTo(0);
        assertThat(plies).isLessThan(80);
    }

    @Test
    void aStageFallsWithEveryConversion() {
        GameState state =
                CheckersGame.INSTANCE.parsePosition(
                        "......../......../......../......../...R.R../......../......../......W. r");
        int value = tables.probe(state);
        int before = tables.stage(state, value);
        // the loser's king taken (white, to move, has lost): 18 lower
        GameState fewer =
                CheckersGame.INSTANCE.parsePosition(
                        "......../......../......../......../...R.R../......../......../........ w");
        int none = tables.stage(fewer, EndgameTable.loss(0));
        assertThat(none).isEqualTo(before - 18);
        // a man crowned lowers it by one
        GameState man =
                CheckersGame.INSTANCE.parsePosition(
                        "......../......../......../......../...r.R../......../......../......W. r");
        assertThat(tables.stage(man, EndgameTable.win(0)) - 1).isEqualTo(before);
        // the winner's piece taken lowers it less than the loser's
        GameState lost =
                CheckersGame.INSTANCE.parsePosition(
                        "......../......../......../......../.....R../......../......../......W. r");
        assertThat(tables.stage(lost, EndgameTable.win(0))).isLessThan(before).isGreaterThan(none);
    }
}
