package org.boardwright.engine.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Result;
import org.boardwright.engine.testgames.DiceGame;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GameRecordTest {

    private static final Game ROOKS = Games.get("madrooks");
    private static final Game BISHOPS = Games.get("madbishops");
    private static final LocalDate DAY = LocalDate.of(2026, 3, 14);

    /** Plays random moves from the state, at most {@code limit}, and returns them. */
    private static List<Integer> randomMoves(GameState state, SplittableRandom random, int limit) {
        List<Integer> moves = new ArrayList<>();
        int[] buffer = new int[GameState.MAX_MOVES];
        while (!state.isTerminal() && moves.size() < limit) {
            int move = state.randomMove(random, buffer);
            moves.add(move);
            state.play(move);
        }
        return moves;
    }

    private static void assertSameGame(GameRecord read, GameRecord written) {
        assertThat(read.game()).isSameAs(written.game());
        assertThat(read.tags()).containsExactlyEntriesOf(written.tags());
        assertThat(read.moves()).containsExactly(written.moves());
        assertThat(read.moveNotations()).isEqualTo(written.moveNotations());
        assertThat(read.startPosition()).isEqualTo(written.startPosition());
        assertThat(read.finalState().position()).isEqualTo(written.finalState().position());
        assertThat(read.resultToken()).isEqualTo(written.resultToken());
        assertThat(read.result()).isEqualTo(written.result());
        assertThat(read.toMultiLine()).isEqualTo(written.toMultiLine());
        assertThat(read.toOneLine()).isEqualTo(written.toOneLine());
    }

    @Nested
    class RoundTrips {

        @ParameterizedTest
        @ValueSource(strings = {"madrooks", "madbishops"})
        void finishedRandomGamesReadBackInBothForms(String id) {
            Game game = Games.get(id);
            SplittableRandom random = new SplittableRandom(id.hashCode());
            for (int i = 0; i < 30; i++) {
                GameState state = game.newInitialState();
                List<Integer> moves = randomMoves(state, random, Integer.MAX_VALUE);
                GameRecord record =
                        GameRecord.builder(game)
                                .date(DAY)
                                .player(0, "random")
                                .player(1, "human")
                                .moves(moves)
                                .build();

                assertThat(record.resultToken())
                        .isEqualTo(state.result().notation())
                        .isNotEqualTo("*");
                assertThat(record.isFinished()).isTrue();
                assertThat(record.finalState().isTerminal()).isTrue();
                assertThat(record.finalState().movesPlayed()).isEqualTo(moves.size());
                assertSameGame(GameRecord.read(record.toMultiLine()), record);
                assertSameGame(GameRecord.read(record.toOneLine()), record);
                assertThat(record.toOneLine()).doesNotContain("\n");
                assertThat(record.toMultiLine().lines())
                        .allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
                assertThat(record.toMultiLine())
                        .endsWith(record.resultToken() + "\n")
                        .contains("\n\n");
            }
        }

        @ParameterizedTest
        @ValueSource(strings = {"madrooks", "madbishops"})
        void unfinishedGamesFromOtherStartsKeepTheirStartTag(String id) {
            Game game = Games.get(id);
            SplittableRandom random = new SplittableRandom(7);
            for (int i = 0; i < 20; i++) {
                GameState state = game.newInitialState();
                randomMoves(state, random, 1 + random.nextInt(20));
                String start = state.position();
                GameState fromStart = game.parsePosition(start);
                List<Integer> moves = randomMoves(fromStart, random, random.nextInt(10));
                GameRecord record = GameRecord.builder(game).start(start).moves(moves).build();

                assertThat(record.tag("Start")).contains(start);
                assertThat(record.isStandardStart()).isFalse();
                assertSameGame(GameRecord.read(record.toMultiLine()), record);
                assertSameGame(GameRecord.read(record.toOneLine()), record);
                if (!fromStart.isTerminal()) {
                    assertThat(record.resultToken()).isEqualTo("*");
                    assertThat(record.result()).isEqualTo(Result.ONGOING);
                    assertThat(record.isFinished()).isFalse();
                }
            }
        }

        @Test
        void chanceOutcomesAreMovesOfTheRecord() {
            SplittableRandom random = new SplittableRandom(3);
            for (int i = 0; i < 20; i++) {
                GameState state = DiceGame.INSTANCE.newInitialState();
                List<Integer> moves = randomMoves(state, random, Integer.MAX_VALUE);
                GameRecord record =
                        GameRecord.builder(DiceGame.INSTANCE)
                                .moves(moves)
                                .tag("Seed", "42")
                                .build();

                assertThat(record.moveNotations())
                        .hasSize(8)
                        .first()
                        .asString()
                        .startsWith("roll:");
                assertSameGame(
                        GameRecord.read(record.toOneLine(), spec -> DiceGame.INSTANCE), record);
                assertSameGame(
                        GameRecord.read(record.toMultiLine(), spec -> DiceGame.INSTANCE), record);
            }
        }
    }

    @Nested
    class Format {

        @Test
        void multiLineFormHasTagsBlankLineMovesAndResult() {
            GameRecord record =
                    GameRecord.builder(ROOKS)
                            .date(DAY)
                            .player(0, "human")
                            .player(1, "random")
                            .move(ROOKS.newInitialState().parseMove("a1xa2"))
                            .build();

            assertThat(record.toMultiLine())
                    .isEqualTo(
                            """
                    [Game "madrooks"]
                    [Date "2026.03.14"]
                    [Red "human"]
                    [Blue "random"]
                    [Result "*"]

                    a1xa2 *
                    """);
            assertThat(record.toOneLine())
                    .isEqualTo(
                            "[Game \"madrooks\"] [Date \"2026.03.14\"] [Red \"human\"] [Blue \"random\"] [Result \"*\"] a1xa2 *");
        }

        @Test
        void theSwapTagComesLastWhenEverItWasGiven() {
            GameRecord record =
                    GameRecord.builder(ROOKS)
                            .tag(GameRecord.SWAP, "Red: bob, Blue: ann")
                            .tag("Seed", "7")
                            .tag("Round", "2")
                            .build();

            assertThat(record.tags().keySet()).endsWith("Seed", "Round", "Swap");
            assertThat(GameRecord.read(record.toOneLine()).tags().keySet())
                    .endsWith("Seed", "Round", "Swap");
        }

        @Test
        void gameWithoutMovesIsJustItsResult() {
            GameRecord record = GameRecord.builder(BISHOPS).build();

            assertThat(record.toMultiLine()).endsWith("[Result \"*\"]\n\n*\n");
            assertThat(record.tags())
                    .containsEntry("Date", "????.??.??")
                    .containsEntry("Red", "?")
                    .containsEntry("Blue", "?");
            assertThat(GameRecord.read(record.toOneLine()).moves()).isEmpty();
        }

        @Test
        void quotesAndBackslashesAreEscapedAndControlCharactersDropped() {
            GameRecord record =
                    GameRecord.builder(ROOKS)
                            .player(0, "Ann \"the rook\" O\\Neil")
                            .player(1, "two\nlines")
                            .tag("Event", "club \\ night")
                            .build();

            assertThat(record.toMultiLine())
                    .contains("[Red \"Ann \\\"the rook\\\" O\\\\Neil\"]")
                    .contains("[Blue \"two lines\"]")
                    .contains("[Event \"club \\\\ night\"]");
            GameRecord read = GameRecord.read(record.toOneLine());
            assertThat(read.player(0)).isEqualTo("Ann \"the rook\" O\\Neil");
            assertThat(read.tag("Event")).contains("club \\ night");
        }

        @Test
        void tagsComeInCanonicalOrderWithOthersLast() {
            GameRecord record =
                    GameRecord.read(
                            """
                    [Event "x"] [Result "*"] [Blue "b"] [Game "madrooks"]
                    *""");

            assertThat(record.tags().keySet())
                    .containsExactly("Game", "Date", "Red", "Blue", "Result", "Event");
        }

        @Test
        void resignationIsAResultTheBoardDoesNotShow() {
            GameState state = ROOKS.newInitialState();
            List<Integer> moves = randomMoves(state, new SplittableRandom(1), 6);
            GameRecord record =
                    GameRecord.builder(ROOKS)
                            .moves(moves)
                            .result(Result.SECOND_WINS)
                            .tag("Termination", "Red resigned")
                            .build();

            GameRecord read = GameRecord.read(record.toMultiLine());
            assertThat(read.resultToken()).isEqualTo("0-1");
            assertThat(read.result()).isEqualTo(Result.SECOND_WINS);
            assertThat(read.isFinished()).isTrue();
            assertThat(read.finalState().isTerminal()).isFalse();
            assertThat(read.tag("Termination")).contains("Red resigned");
        }
    }

    @Nested
    class LenientReading {

        @Test
        void onlyTheGameTagAndTheResultAreRequired() {
            GameRecord record = GameRecord.read("[Game \"madbishops\"] *");

            assertThat(record.game()).isSameAs(BISHOPS);
            assertThat(record.player(0)).isEqualTo("?");
            assertThat(record.tag("Date")).contains("????.??.??");
            assertThat(record.resultToken()).isEqualTo("*");
        }

        @Test
        void windowsLineEndsTabsByteOrderMarkAndExtraSpaces() {
            GameRecord record =
                    GameRecord.read(
                            "\uFEFF[Game \"madrooks\"]\r\n[ Red\t\"x\" ]\r\n\r\n  a1xa2\t\r\n b1xb2   *  \r\n");

            assertThat(record.moveNotations()).containsExactly("a1xa2", "b1xb2");
            assertThat(record.player(0)).isEqualTo("x");
        }

        @Test
        void standardStartTagIsDropped() {
            GameRecord record =
                    GameRecord.read(
                            "[Game \"madrooks\"] [Start \"" + ROOKS.initialPosition() + "\"] *");

            assertThat(record.isStandardStart()).isTrue();
            assertThat(record.tags()).doesNotContainKey("Start");
        }
    }

    @Nested
    class Errors {

        private void assertRejected(String text, String... messageParts) {
            assertThatThrownBy(() -> GameRecord.read(text))
                    .isInstanceOf(NotationException.class)
                    .satisfies(
                            e ->
                                    assertThat(e.getMessage())
                                            .contains(messageParts)
                                            .doesNotContain("\n"));
        }

        @Test
        void emptyAndNullRecords() {
            assertRejected("", "empty record");
            assertRejected(" \n\t ", "empty record");
            assertThatThrownBy(() -> GameRecord.read((String) null))
                    .isInstanceOf(NotationException.class);
        }

        @Test
        void garbage() {
            assertRejected("hello world", "starts with its tags", "'h'", "line 1, column 1");
            assertRejected("\u0000\u0001\u00ff\uFFFD", "starts with its tags", "U+0000");
            assertRejected("\n\n  {}", "line 3, column 3");
        }

        @Test
        void unknownGameAndMissingGameTag() {
            assertRejected("[Game \"chess\"] *", "Game tag", "unknown game 'chess'", "madrooks");
            assertRejected("[Game \"madrooks:size=9\"] *", "Game tag", "takes no parameters");
            assertRejected("[Red \"x\"] *", "missing Game tag");
        }

        @ParameterizedTest
        @ValueSource(
                strings = {
                    "[Game madrooks] *",
                    "[Game \"madrooks\" *",
                    "[ \"madrooks\"] *",
                    "[1Game \"madrooks\"] *",
                    "[Game\"madrooks\"] *",
                    "[Game \"madrooks] *",
                    "[Game \"mad\nrooks\"] *",
                    "[Game \"madrooks\\n\"] *",
                    "[Game \"madrooks\u0007\"] *",
                    "[Game \"madrooks\"",
                    "[",
                })
        void badTagSyntax(String text) {
            assertRejected(text, "bad tag syntax", "line ");
        }

        @Test
        void repeatedTag() {
            assertRejected(
                    "[Game \"madrooks\"]\n[Game \"madrooks\"] *",
                    "tag Game appears twice",
                    "line 2");
        }

        @Test
        void illegalMovesNameTheirNumberAndText() {
            assertRejected(
                    "[Game \"madrooks\"] a1xa2 a1xa2 *",
                    "illegal move 2 \"a1xa2\"",
                    "not legal for Blue");
            assertRejected(
                    "[Game \"madrooks\"] a1xa2 zz9 *", "illegal move 2 \"zz9\"", "malformed");
            assertRejected("[Game \"madbishops\"] a2xb3 *", "illegal move 1 \"a2xb3\"");
            String longJunk = "q".repeat(10_000);
            assertThatThrownBy(() -> GameRecord.read("[Game \"madrooks\"] " + longJunk + " *"))
                    .hasMessageStartingWith("illegal move 1 \"qqqq")
                    .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(400));
        }

        @Test
        void moveAfterTheEnd() {
            GameRecord finished = finishedRookGame();
            String text = finished.toOneLine();
            String withExtra =
                    text.substring(0, text.lastIndexOf(' ')) + " a1xa2 " + finished.resultToken();

            assertRejected(
                    withExtra,
                    "illegal move " + (finished.moves().length + 1) + " \"a1xa2\"",
                    "already over");
        }

        @Test
        void resultThatContradictsTheFinalPosition() {
            GameRecord finished = finishedRookGame();
            String wrong = finished.resultToken().equals("1-0") ? "0-1" : "1-0";
            String moves = String.join(" ", finished.moveNotations());

            assertRejected(
                    "[Game \"madrooks\"] " + moves + " " + wrong,
                    "result " + wrong + " contradicts the final position");
            assertRejected("[Game \"madrooks\"] " + moves + " *", "result * contradicts");
            assertRejected(
                    "[Game \"madrooks\"] [Result \"1-0\"] a1xa2 *",
                    "Result tag \"1-0\" differs from the result *");
        }

        @Test
        void resultMissingMisplacedOrFollowedByMoreText() {
            assertRejected("[Game \"madrooks\"]", "missing result");
            assertRejected("[Game \"madrooks\"] a1xa2", "must end with its result", "\"a1xa2\"");
            assertRejected("[Game \"madrooks\"] a1xa2 * b1xb2 *", "result * in place of move 2");
            assertRejected(
                    "[Game \"madrooks\"] a1xa2 * [Game \"madrooks\"] *", "tag after the moves");
            assertRejected("[Game \"madrooks\"] 1-1", "must end with its result");
        }

        @Test
        void badStartTag() {
            assertRejected(
                    "[Game \"madrooks\"] [Start \"RB r\"] *", "Start tag", "expected 8 ranks");
            assertRejected(
                    "[Game \"madbishops\"] [Start \"" + ROOKS.initialPosition() + "\"] *",
                    "Start tag");
        }

        @Test
        void oversizedInput() {
            String huge = "[Game \"madrooks\"] " + " ".repeat(GameRecord.MAX_CHARS) + "*";
            assertRejected(huge, "record too long");
        }

        @Test
        void filesWithBinaryJunkOrTooLarge(@TempDir Path dir) throws IOException {
            Path junk = dir.resolve("junk.bin");
            byte[] bytes = new byte[4096];
            new SplittableRandom(5).nextBytes(bytes);
            bytes[0] = 0;
            Files.write(junk, bytes);
            assertThatThrownBy(() -> GameRecord.read(junk))
                    .isInstanceOf(NotationException.class)
                    .hasMessageContaining("starts with its tags");

            Path big = dir.resolve("big.txt");
            Files.writeString(big, "[Game \"madrooks\"]" + " ".repeat(GameRecord.MAX_CHARS) + "*");
            assertThatThrownBy(() -> GameRecord.read(big))
                    .isInstanceOf(NotationException.class)
                    .hasMessageContaining("record too long");

            Path good = dir.resolve("good.txt");
            Files.writeString(good, finishedRookGame().toMultiLine());
            assertThat(GameRecord.read(good).isFinished()).isTrue();
        }

        private GameRecord finishedRookGame() {
            GameState state = ROOKS.newInitialState();
            return GameRecord.builder(ROOKS)
                    .moves(randomMoves(state, new SplittableRandom(11), Integer.MAX_VALUE))
                    .build();
        }
    }

    @Nested
    class Builder {

        @Test
        void rejectsIllegalMovesAndContradictoryResults() {
            int redMove = ROOKS.newInitialState().parseMove("a1xa2");

            assertThatThrownBy(() -> GameRecord.builder(ROOKS).move(redMove).move(redMove).build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("move 2");
            GameState state = ROOKS.newInitialState();
            List<Integer> moves = randomMoves(state, new SplittableRandom(2), Integer.MAX_VALUE);
            Result wrong =
                    state.result() == Result.FIRST_WINS ? Result.SECOND_WINS : Result.FIRST_WINS;
            assertThatThrownBy(() -> GameRecord.builder(ROOKS).moves(moves).result(wrong).build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("contradicts");
        }

        @Test
        void standardTagsHaveTheirOwnMethods() {
            assertThatThrownBy(() -> GameRecord.builder(ROOKS).tag("Red", "x"))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> GameRecord.builder(ROOKS).tag("Result", "x"))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> GameRecord.builder(ROOKS).tag("bad key", "x"))
                    .isInstanceOf(IllegalArgumentException.class);
        }

        @Test
        void finalStateIsAFreshCopy() {
            GameRecord record =
                    GameRecord.builder(ROOKS)
                            .move(ROOKS.newInitialState().parseMove("a1xa2"))
                            .build();
            GameState state = record.finalState();
            state.undo();

            assertThat(record.finalState().movesPlayed()).isEqualTo(1);
            assertThat(state.position()).isEqualTo(ROOKS.initialPosition());
        }
    }
}
