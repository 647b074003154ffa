package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.boardwright.engine.record.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Outside engines as players ({@code engine:<command>}, {@code hub:<command>}): {@code boardwright
 * engine} itself, run as a separate process, and small scripts that crash, hang or play an illegal
 * move, each of which loses its games without stopping the match.
 */
@Timeout(300)
class EnginePlayersIT {

    @TempDir Path dir;

    /** This build's engine as a command line. */
    private static String engineCommand() {
        return "\""
                + Path.of(System.getProperty("java.home"), "bin", "java")
                + "\" -jar \""
                + System.getProperty("boardwright.jar")
                + "\" engine";
    }

    /** A shell script engine in the temp directory. */
    private String script(String name, String body) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file.toString();
    }

    /** The match's records, one game a line. */
    private static List<GameRecord> records(Path out) throws IOException {
        return Files.readAllLines(out).stream()
                .filter(l -> !l.isBlank())
                .map(GameRecord::read)
                .toList();
    }

    private Cli.Run match(String a, String b, Path out) {
        return Cli.run(
                "",
                "match",
                "checkers",
                a,
                b,
                "--games",
                "2",
                "--move-time",
                "0.05",
                "--out",
                out.toString());
    }

    @Test
    void theEnginesOwnProtocolPlaysAMatch() throws IOException {
        String engine = "engine:" + engineCommand();
        Path out = dir.resolve("games.txt");
        Cli.Run run = match(engine, "level:1", out);
        assertThat(run.status()).as(run.err()).isZero();
        String last = run.outLines().get(run.outLines().size() - 1);
        assertThat(last).startsWith("match checkers " + engine + " ").contains(" level:1 ");
        List<GameRecord> games = records(out);
        assertThat(games).hasSize(2);
        // Every game ends on the board (or by the engine's policy), none by a forfeit.
        assertThat(Files.readString(out)).doesNotContain("forfeits");
    }

    @Test
    void aHubEngineInPydraughtsDialectPlaysAMatch() throws IOException {
        String engine = "hub:" + engineCommand();
        Path out = dir.resolve("games.txt");
        Cli.Run run = match("level:1", engine, out);
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.outLines().get(run.outLines().size() - 1))
                .startsWith("match checkers level:1 ");
        assertThat(Files.readString(out)).doesNotContain("forfeits");
        assertThat(records(out)).hasSize(2);
    }

    @Test
    void crashingHangingAndIllegalEnginesLoseTheirGamesWithAReason() throws IOException {
        String crash = "engine:" + script("crash.sh", "read line\nexit 3\n");
        String handshake =
                "while read line; do case \"$line\" in\n"
                        + "hub) echo wait;;\n"
                        + "init) echo ready;;\n"
                        + "quit) exit 0;;\n";
        String hang = "engine:" + script("hang.sh", handshake + "esac; done\n");
        String illegal =
                "engine:"
                        + script(
                                "illegal.sh",
                                handshake
                                        + "go*) echo 'info depth=1'; echo 'done move=1-2';;\n"
                                        + "esac; done\n");
        for (String[] engine :
                new String[][] {
                    {crash, "the engine exited (status 3)"},
                    {hang, "no move within"},
                    {illegal, "illegal move '1-2'"}
                }) {
            Path out = dir.resolve("games.txt");
            Cli.Run run = match("level:1", engine[0], out);
            assertThat(run.status()).as(run.err()).isZero();
            assertThat(run.outLines().get(run.outLines().size() - 1))
                    .endsWith(" 2-0-0 " + engine[0] + " score=100.0");
            List<GameRecord> games = records(out);
            assertThat(games).hasSize(2);
            for (GameRecord g : games) {
                assertThat(g.tag("Termination").orElse(""))
                        .startsWith(engine[0] + " forfeits: ")
                        .contains(engine[1]);
            }
        }
        // play: the game ends, with the reason, and the session goes on to its prompt.
        Cli.Run play = Cli.run("", "play", "checkers", "--red", "level:1", "--white", illegal);
        assertThat(play.status()).as(play.err()).isZero();
        assertThat(play.out()).contains("Game over: 1-0 (White (" + illegal + ") forfeits: ");
    }

    @Test
    void badEngineNamesAreRefusedBeforeAnythingRuns() {
        Cli.Run empty = Cli.run("", "match", "checkers", "engine:", "level:1");
        assertThat(empty.status()).isEqualTo(2);
        assertThat(empty.err()).contains("no command");
        Cli.Run hubRooks = Cli.run("", "match", "madrooks", "hub:whatever", "level:1");
        assertThat(hubRooks.status()).isEqualTo(2);
        assertThat(hubRooks.err()).contains("hub: engines play checkers");
        Cli.Run play = Cli.run("", "play", "checkers", "--white", "engine:\"unterminated");
        assertThat(play.status()).isEqualTo(2);
        assertThat(play.err()).contains("unterminated quote");
    }
}
