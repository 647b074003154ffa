package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(120)
class BookCommandTest {

    @TempDir Path dir;

    @Test
    void buildsABookChecksItAndShowsItsMoves() throws Exception {
        Path book = dir.resolve("book");
        Cli.Run build =
                Cli.run(
                        "",
                        "book",
                        "build",
                        "checkers",
                        "--depth",
                        "2",
                        "--line-plies",
                        "0",
                        "--dir",
                        book.toString());
        assertThat(build.status()).as(build.err()).isZero();
        List<String> out = build.outLines();
        assertThat(out.get(0)).matches(" +1  \\S+ +[+-]\\d+  depth  2 .*");
        assertThat(out.get(out.size() - 1))
                .matches("book checkers built \\d+ positions in .*: [0-9.]+ s, \\d+ bytes");
        assertThat(Files.exists(book.resolve("book.bwb"))).isTrue();

        Cli.Run check = Cli.run("", "book", "check", "checkers", "--dir", book.toString());
        assertThat(check.status()).as(check.err()).isZero();
        assertThat(check.out())
                .containsPattern("book checkers check: \\d+ positions in .*, depth 2, \\d+ of 156");

        Cli.Run show =
                Cli.run(
                        "",
                        "book",
                        "show",
                        "checkers",
                        "11-15 23-19 8-11",
                        "--dir",
                        book.toString());
        assertThat(show.status()).as(show.err()).isZero();
        assertThat(show.out()).contains("book moves (depth 2)");
        Cli.Run fen =
                Cli.run("", "book", "show", "checkers", "B:W21-32:B1-12", "--dir", book.toString());
        assertThat(fen.status()).as(fen.err()).isZero();
        Cli.Run none =
                Cli.run("", "book", "show", "checkers", "W:WK3:BK32", "--dir", book.toString());
        assertThat(none.status()).isEqualTo(1);
        assertThat(none.out()).contains("not in the book");
    }

    @Test
    void badRequestsAndDamagedBooksGiveClearErrors() throws Exception {
        Path none = dir.resolve("none");
        Cli.Run game = Cli.run("", "book", "build", "cage", "--dir", none.toString());
        assertThat(game.status()).isNotZero();
        assertThat(game.err()).contains("cage has no standard openings");
        Cli.Run action = Cli.run("", "book", "learn", "checkers", "--dir", none.toString());
        assertThat(action.err()).contains("unknown action \"learn\"");
        Cli.Run both =
                Cli.run(
                        "",
                        "book",
                        "build",
                        "checkers",
                        "--depth",
                        "4",
                        "--move-time",
                        "1",
                        "--dir",
                        none.toString());
        assertThat(both.err()).contains("--depth or --move-time, not both");
        Cli.Run depth =
                Cli.run("", "book", "build", "checkers", "--depth", "1", "--dir", none.toString());
        assertThat(depth.err()).contains("--depth must be from 2 to 60");
        Cli.Run moves =
                Cli.run("", "book", "show", "checkers", "11-15 11-15", "--dir", none.toString());
        assertThat(moves.err()).contains("nor moves from the start");
        assertThat(Files.exists(none)).isFalse();
        Cli.Run missing = Cli.run("", "book", "check", "checkers", "--dir", none.toString());
        assertThat(missing.status()).isEqualTo(1);
        assertThat(missing.out()).contains("no opening book at");

        Path bad = dir.resolve("bad");
        Files.createDirectories(bad);
        Files.writeString(bad.resolve("book.bwb"), "BWBOOK1\n and then nothing useful");
        Cli.Run damaged = Cli.run("", "book", "check", "checkers", "--dir", bad.toString());
        assertThat(damaged.status()).isEqualTo(1);
        assertThat(damaged.out()).contains("truncated");
    }
}
