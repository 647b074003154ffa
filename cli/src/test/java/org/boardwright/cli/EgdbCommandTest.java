package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(120)
class EgdbCommandTest {

    @TempDir Path dir;

    @Test
    void buildsTheClassesAndChecksThem() {
        Path db = dir.resolve("db");
        Cli.Run build =
                Cli.run("", "egdb", "build", "checkers", "--pieces", "2", "--dir", db.toString());
        assertThat(build.status()).as(build.err()).isZero();
        List<String> out = build.outLines();
        assertThat(out.get(0)).startsWith("class").contains("positions").contains("passes");
        assertThat(out).anySatisfy(l -> assertThat(l).matches("1 king v 1 king +2 +1984 .*"));
        assertThat(out.get(out.size() - 1))
                .matches(
                        "egdb checkers built 4 classes up to 2 pieces in .*: [0-9.]+ s, 7200 bytes");
        assertThat(Files.exists(db.resolve("r0R1w0W1.egdb"))).isTrue();

        Cli.Run check = Cli.run("", "egdb", "check", "checkers", "--dir", db.toString());
        assertThat(check.status()).as(check.err()).isZero();
        assertThat(check.outLines().get(check.outLines().size() - 1))
                .matches("egdb checkers check: 4 classes in .*, consistent in [0-9.]+ s");

        Cli.Run search =
                Cli.run(
                        "",
                        "egdb",
                        "search",
                        "checkers",
                        "--pieces",
                        "2",
                        "--positions",
                        "100",
                        "--depth",
                        "7",
                        "--dir",
                        db.toString());
        assertThat(search.status()).as(search.out() + search.err()).isZero();
        assertThat(search.outLines().get(search.outLines().size() - 1))
                .matches(
                        "egdb checkers search: 100 positions of 2 pieces, ([1-9][0-9]*) proven by a"
                                + " 7-ply search, \\1 agreeing with the databases in .*, in [0-9.]+ s");
        Cli.Run missing =
                Cli.run("", "egdb", "search", "checkers", "--pieces", "3", "--dir", db.toString());
        assertThat(missing.status()).isNotZero();
        assertThat(missing.err()).contains("the databases do not hold");
        Cli.Run depth =
                Cli.run("", "egdb", "search", "checkers", "--depth", "0", "--dir", db.toString());
        assertThat(depth.err()).contains("--depth from 1 to 60");

        Cli.Run convert =
                Cli.run(
                        "",
                        "egdb",
                        "convert",
                        "checkers",
                        "--pieces",
                        "2",
                        "--positions",
                        "20",
                        "--nodes",
                        "2000",
                        "--dir",
                        db.toString());
        assertThat(convert.status()).as(convert.out() + convert.err()).isZero();
        assertThat(convert.outLines().get(convert.outLines().size() - 1))
                .matches(
                        "egdb checkers convert: 20 won positions of 2 pieces, 20 won by level:max's"
                                + " search \\(2000 nodes a move\\) against the best defence of the"
                                + " databases in .*, the longest in [1-9][0-9]* plies, in [0-9.]+ s");
        Cli.Run convertMissing =
                Cli.run("", "egdb", "convert", "checkers", "--pieces", "3", "--dir", db.toString());
        assertThat(convertMissing.status()).isEqualTo(2);
        assertThat(convertMissing.err()).contains("the databases do not hold");
        Cli.Run noNodes =
                Cli.run("", "egdb", "convert", "checkers", "--nodes", "0", "--dir", db.toString());
        assertThat(noNodes.err()).contains("--nodes must be from 1 to 1000000000");
    }

    @Test
    void badRequestsChangeNothing() {
        Path db = dir.resolve("none");
        Cli.Run game = Cli.run("", "egdb", "build", "cage", "--dir", db.toString());
        assertThat(game.status()).isNotZero();
        assertThat(game.err()).contains("cage has no endgame databases");
        Cli.Run action = Cli.run("", "egdb", "solve", "checkers", "--dir", db.toString());
        assertThat(action.err()).contains("unknown action \"solve\"");
        Cli.Run pieces =
                Cli.run("", "egdb", "build", "checkers", "--pieces", "9", "--dir", db.toString());
        assertThat(pieces.err()).contains("--pieces must be from 2 to 8");
        assertThat(Files.exists(db)).isFalse();
        Cli.Run empty = Cli.run("", "egdb", "check", "checkers", "--dir", db.toString());
        assertThat(empty.status()).isEqualTo(1);
        assertThat(empty.out()).contains("0 classes");
    }
}
