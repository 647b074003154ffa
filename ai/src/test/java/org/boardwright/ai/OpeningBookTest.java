package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reading and playing opening books: a tiny checkers book (the start and one reply), written once
 * in a temporary directory, and the book shipped for checkers. (Building books: the tools module's
 * {@code BookBuilderTest}.)
 */
@Timeout(120)
class OpeningBookTest {

    private static final Game CHECKERS = Games.get("checkers");

    @TempDir static Path dir;

    static Path file;

    @BeforeAll
    static void write() throws IOException {
        file = dir.resolve("book").resolve("checkers").resolve(OpeningBooks.FILE);
        OpeningBook.write(
                file,
                CHECKERS.spec(),
                3,
                List.of(entry(CHECKERS.newInitialState(), 2), entry(after("11-15"), 0)));
    }

    /** A book entry holding the position's legal move of that index. */
    private static OpeningBook.Entry entry(GameState s, int legalMove) {
        return new OpeningBook.Entry(
                s.hash(),
                OpeningBook.key(s),
                3,
                new int[] {s.legalMoveList().get(legalMove)},
                new int[] {0});
    }

    @AfterEach
    void dataDirectoryBack() {
        System.clearProperty("boardwright.data");
    }

    private static GameState after(String moves) {
        GameState s = CHECKERS.newInitialState();
        for (String m : moves.split(" ")) {
            s.play(s.parseMove(m));
        }
        return s;
    }

    @Test
    void aBookPositionGetsItsBookMoveAndAnotherPositionNone() throws IOException {
        OpeningBook book = OpeningBooks.load(CHECKERS, file);
        AlphaBeta search =
                new AlphaBeta(AlphaBeta.Config.standard("t", 1), Evaluations.forGame(CHECKERS));
        BookPlayer player =
                new BookPlayer(search, book, search.evaluation(), new SplittableRandom(3));
        GameState start = CHECKERS.newInitialState();
        List<SearchInfo> infos = new ArrayList<>();
        int move = player.chooseMove(start, new Budget(0, 0, 2), infos::add);
        assertThat(book.probe(start).moves()).contains(move);
        assertThat(infos).hasSize(1);
        assertThat(infos.get(0).nodes()).isZero();
        assertThat(infos.get(0).pv()).containsExactly(start.formatMove(move));

        GameState deep = after("11-15 23-19 8-11 22-17 9-13 17-14 10-17 21-14");
        assertThat(book.probe(deep)).isNull();
        infos.clear();
        int searched = player.chooseMove(deep, new Budget(0, 0, 4), infos::add);
        assertThat(deep.legalMoveList()).contains(searched);
        assertThat(infos).isNotEmpty();
        assertThat(infos.get(infos.size() - 1).nodes()).isPositive();
        // Another game's position is never the book's.
        assertThat(book.probe(Games.get("madrooks").newInitialState())).isNull();
    }

    @Test
    void amongNearEqualMovesTheChoiceVariesWithTheSeed() throws IOException {
        GameState start = CHECKERS.newInitialState();
        List<Integer> legal = start.legalMoveList();
        Path three = dir.resolve("three.bwb");
        OpeningBook.write(
                three,
                "checkers",
                9,
                List.of(
                        new OpeningBook.Entry(
                                start.hash(),
                                OpeningBook.key(start),
                                9,
                                new int[] {legal.get(0), legal.get(1), legal.get(2)},
                                new int[] {10, 9, 8})));
        OpeningBook book = OpeningBooks.load(CHECKERS, three);
        AlphaBeta search =
                new AlphaBeta(AlphaBeta.Config.standard("t", 1), Evaluations.forGame(CHECKERS));
        Set<Integer> chosen = new HashSet<>();
        for (int seed = 0; seed < 30; seed++) {
            BookPlayer p =
                    new BookPlayer(search, book, search.evaluation(), new SplittableRandom(seed));
            chosen.add(p.chooseMove(start, new Budget(0, 0, 2), SearchListener.NONE));
        }
        assertThat(chosen).containsExactlyInAnyOrder(legal.get(0), legal.get(1), legal.get(2));
        // The same seed, the same choice.
        int a =
                new BookPlayer(search, book, search.evaluation(), new SplittableRandom(7))
                        .chooseMove(start, new Budget(0, 0, 2), SearchListener.NONE);
        int b =
                new BookPlayer(search, book, search.evaluation(), new SplittableRandom(7))
                        .chooseMove(start, new Budget(0, 0, 2), SearchListener.NONE);
        assertThat(a).isEqualTo(b);
    }

    @Test
    void aWrongKeyOrAnIllegalMoveIsNotPlayed() throws IOException {
        GameState start = CHECKERS.newInitialState();
        int legal = start.legalMoveList().get(0);
        GameState other = after("11-15");
        int illegalHere = other.legalMoveList().get(0);
        Path f = dir.resolve("wrong.bwb");
        OpeningBook.write(
                f,
                "checkers",
                5,
                List.of(
                        new OpeningBook.Entry(
                                start.hash(),
                                OpeningBook.key(start) + 1,
                                5,
                                new int[] {legal},
                                new int[] {0}),
                        new OpeningBook.Entry(
                                other.hash(),
                                OpeningBook.key(other),
                                5,
                                new int[] {start.legalMoveList().get(6)},
                                new int[] {0})));
        OpeningBook book = OpeningBooks.load(CHECKERS, f);
        assertThat(book.probe(start)).isNull();
        assertThat(other.legalMoveList()).doesNotContain(start.legalMoveList().get(6));
        assertThat(book.probe(other)).isNull();
        assertThat(illegalHere).isNotZero();
    }

    @Test
    void damagedBooksGiveClearErrors() throws IOException {
        byte[] good = Files.readAllBytes(file);
        Path truncated = dir.resolve("truncated.bwb");
        Files.write(truncated, java.util.Arrays.copyOf(good, good.length - 7));
        assertThatThrownBy(() -> OpeningBook.read(truncated))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("truncated or damaged");
        Path header = dir.resolve("header.bwb");
        Files.write(header, java.util.Arrays.copyOf(good, 12));
        assertThatThrownBy(() -> OpeningBook.read(header))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("header is incomplete");
        Path flipped = dir.resolve("flipped.bwb");
        byte[] bad = good.clone();
        bad[bad.length - 3] ^= 0x10;
        Files.write(flipped, bad);
        assertThatThrownBy(() -> OpeningBook.read(flipped))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("checksum");
        Path text = dir.resolve("text.bwb");
        Files.writeString(text, "hello, not a book at all");
        assertThatThrownBy(() -> OpeningBook.read(text))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("not a Boardwright opening book");
        assertThatThrownBy(() -> OpeningBooks.load(Games.get("madrooks"), file))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("a book of checkers, not of madrooks");
    }

    @Test
    void levelMaxPlaysWithoutADamagedBookAndSaysWhy(@TempDir Path data) throws IOException {
        Path f = data.resolve("book").resolve("checkers").resolve(OpeningBooks.FILE);
        Files.createDirectories(f.getParent());
        byte[] good = Files.readAllBytes(file);
        Files.write(f, java.util.Arrays.copyOf(good, good.length / 2));
        System.setProperty("boardwright.data", data.toString());
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            assertThat(OpeningBooks.forGame(CHECKERS)).isSameAs(OpeningBooks.shipped(CHECKERS));
        } finally {
            System.setErr(err);
        }
        assertThat(captured.toString(StandardCharsets.UTF_8))
                .contains("opening book")
                .contains("not used")
                .contains("truncated");
        Player max = Players.create("level:max", CHECKERS, 1, new SplittableRandom(1));
        assertThat(((BookPlayer) max).book()).isSameAs(OpeningBooks.shipped(CHECKERS));
        GameState start = CHECKERS.newInitialState();
        assertThat(start.legalMoveList())
                .contains(max.chooseMove(start, new Budget(0, 0, 3), SearchListener.NONE));
    }

    @Test
    void onlyLevelMaxConsultsTheBook(@TempDir Path data) throws IOException {
        Path f = data.resolve("book").resolve("checkers").resolve(OpeningBooks.FILE);
        Files.createDirectories(f.getParent());
        Files.copy(file, f);
        System.setProperty("boardwright.data", data.toString());
        OpeningBook book = OpeningBooks.forGame(CHECKERS);
        assertThat(book).isNotNull();
        GameState start = CHECKERS.newInitialState();
        for (String name : List.of("level:1", "level:2", "level:3", "level:4", "alphabeta")) {
            Player p = Players.create(name, CHECKERS, 1, new SplittableRandom(1));
            assertThat(p).as(name).isNotInstanceOf(BookPlayer.class);
            long before = book.probes();
            p.chooseMove(start, new Budget(0, 20_000, 3), SearchListener.NONE);
            assertThat(book.probes()).as(name).isEqualTo(before);
        }
        Player max = Players.create("level:max", CHECKERS, 1, new SplittableRandom(1));
        assertThat(max).isInstanceOf(BookPlayer.class);
        assertThat(((BookPlayer) max).book()).isSameAs(book);
        long before = book.probes();
        int move = max.chooseMove(start, Budget.time(5), SearchListener.NONE);
        assertThat(book.probes()).isEqualTo(before + 1);
        assertThat(book.probe(start).moves()).contains(move);
        // Hints come from level:max too: the book's move and score.
        Analysis.Report report = Analysis.analyse(start, Budget.time(5));
        assertThat(report.bestMove()).isIn(notations(start, book.probe(start).moves()));
        assertThat(report.nodes()).isZero();
        // A game without standard openings has no book.
        assertThat(OpeningBooks.has(Games.get("madrooks"))).isFalse();
        assertThat(OpeningBooks.forGame(Games.get("madrooks"))).isNull();
    }

    @Test
    void aBookIsShippedForCheckersAndUsedWhereTheDataDirectoryHasNone(@TempDir Path data) {
        System.setProperty("boardwright.data", data.toString());
        OpeningBook shipped = OpeningBooks.shipped(CHECKERS);
        assertThat(shipped).isNotNull();
        assertThat(shipped.gameId()).isEqualTo(CHECKERS.spec());
        assertThat(OpeningBooks.forGame(CHECKERS)).isSameAs(shipped);
        int held = 0;
        for (String opening : CHECKERS.openings()) {
            GameState s = after(opening.trim());
            OpeningBook.Entry e = shipped.probe(s);
            if (e != null) {
                held++;
                assertThat(s.legalMoveList()).as(opening).contains(e.moves()[0]);
            }
        }
        // Ballots with a single reply are not stored (29 of 156).
        assertThat(held).isGreaterThanOrEqualTo(120);
        assertThat(OpeningBooks.shipped(Games.get("madrooks"))).isNull();
        System.setProperty("boardwright.book", "off");
        try {
            assertThat(OpeningBooks.forGame(CHECKERS)).isNull();
            assertThat(Players.create("level:max", CHECKERS, 1, new SplittableRandom(1)))
                    .isNotInstanceOf(BookPlayer.class);
        } finally {
            System.clearProperty("boardwright.book");
        }
    }

    private static List<String> notations(GameState s, int[] moves) {
        List<String> out = new ArrayList<>();
        for (int m : moves) {
            out.add(s.formatMove(m));
        }
        return out;
    }
}
