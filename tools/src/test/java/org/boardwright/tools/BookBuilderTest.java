package org.boardwright.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.OpeningBook;
import org.boardwright.ai.OpeningBooks;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A tiny checkers book (depth 3, one ply of main line), built once in a temporary directory. */
@Timeout(120)
class BookBuilderTest {

    private static final Game CHECKERS = Games.get("checkers");

    @TempDir static Path dir;

    static List<OpeningBook.Entry> built;
    static Path file;

    @BeforeAll
    static void build() throws IOException {
        file = dir.resolve("book").resolve("checkers").resolve(OpeningBooks.FILE);
        built = BookBuilder.write(CHECKERS, file, new BookBuilder.Options(3, 0, 1), p -> {});
    }

    private static GameState after(String moves) {
        GameState s = CHECKERS.newInitialState();
        for (String m : moves.split(" ")) {
            s.play(s.parseMove(m));
        }
        return s;
    }

    @Test
    void theBookIsReadBackAsBuiltAndHoldsTheOpenings() throws IOException {
        OpeningBook book = OpeningBooks.load(CHECKERS, file);
        assertThat(book.size()).isEqualTo(built.size()).isGreaterThan(156);
        assertThat(book.depth()).isEqualTo(3);
        assertThat(Files.size(file)).isLessThan(40_000);
        for (int i = 0; i < book.size(); i++) {
            OpeningBook.Entry e = book.entries().get(i);
            if (i > 0) {
                assertThat(e.hash()).isGreaterThan(book.entries().get(i - 1).hash());
            }
            assertThat(e.moves().length).isBetween(1, OpeningBook.MAX_MOVES);
            for (int k = 1; k < e.moves().length; k++) {
                assertThat(e.scores()[k])
                        .isLessThanOrEqualTo(e.scores()[k - 1])
                        .isGreaterThanOrEqualTo(e.scores()[0] - BookBuilder.MARGIN);
            }
        }
        // The start, a first move and a ballot's position are held with legal moves.
        for (GameState s :
                List.of(
                        CHECKERS.newInitialState(),
                        after("11-15"),
                        after("11-15 23-19"),
                        after("11-15 23-19 8-11"))) {
            OpeningBook.Entry e = book.probe(s);
            assertThat(e).as(s.position()).isNotNull();
            assertThat(s.legalMoveList()).contains(e.moves()[0]);
        }
        // A ballot whose last move leaves a single reply is not stored, its line is.
        GameState forced = after("9-13 22-17 13x22");
        assertThat(forced.legalMoveList()).hasSize(2); // two recaptures: stored
        assertThat(book.probe(forced)).isNotNull();
    }

    @Test
    void theStartIsScoredByLevelMaxsEvaluation() throws IOException {
        // The start is the first position searched, so a fresh search over its moves in the same
        // order meets the same transposition table and must give the same best score.
        GameState start = CHECKERS.newInitialState();
        OpeningBook.Entry e = OpeningBooks.load(CHECKERS, file).probe(start);
        assertThat(e.scores()[0]).isEqualTo(bestAtDepth3(Evaluations.strongest(CHECKERS)));
        assertThat(e.scores()[0]).isNotEqualTo(bestAtDepth3(Evaluations.forGame(CHECKERS)));
    }

    private static int bestAtDepth3(Evaluation evaluation) {
        AlphaBeta search =
                new AlphaBeta(
                        AlphaBeta.Config.standard("test", 1, CHECKERS.descriptor()), evaluation);
        GameState start = CHECKERS.newInitialState();
        int best = Integer.MIN_VALUE;
        for (int move : start.legalMoveList()) {
            GameState child = start.copy();
            child.play(move);
            best = Math.max(best, -search.value(child, 2));
        }
        return best;
    }

    @Test
    void aGameWithoutOpeningsCannotBuildOne() {
        assertThatThrownBy(
                        () ->
                                BookBuilder.write(
                                        Games.get("madrooks"),
                                        dir.resolve("m.bwb"),
                                        new BookBuilder.Options(3, 0, 0),
                                        p -> {}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no standard openings");
        assertThatThrownBy(() -> new BookBuilder.Options(1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new BookBuilder.Options(0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
