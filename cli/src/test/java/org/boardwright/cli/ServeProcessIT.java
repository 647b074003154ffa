package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.boardwright.client.ApiResponse;
import org.boardwright.client.BoardwrightClient;
import org.boardwright.client.CreatedGame;
import org.boardwright.client.GameState;
import org.boardwright.client.NewGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve} from the shaded jar, as a real process: it starts quickly, prints the address,
 * creates its SQLite file under ./data/, answers the API and the web page (so nothing the server
 * needs, such as service files, was lost in shading), and stops cleanly.
 */
@Timeout(120)
class ServeProcessIT {

    @TempDir Path dir;

    private Process serve(String... extra) throws java.io.IOException {
        List<String> command =
                new java.util.ArrayList<>(
                        List.of(
                                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                                "-jar",
                                System.getProperty("boardwright.jar"),
                                "serve",
                                "--port",
                                "0",
                                "--host",
                                "127.0.0.1"));
        command.addAll(List.of(extra));
        if (!command.contains("--egdb-pieces")) {
            command.addAll(List.of("--egdb-pieces", "0")); // no background build beside the test
        }
        return new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectError(dir.resolve("serve.err").toFile())
                .start();
    }

    /** The base address the server prints ({@code http://127.0.0.1:<port>/}). */
    private static String address(Process p) throws Exception {
        BufferedReader out =
                new BufferedReader(
                        new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line =
                CompletableFuture.supplyAsync(
                                () -> {
                                    try {
                                        return out.readLine();
                                    } catch (java.io.IOException e) {
                                        throw new java.io.UncheckedIOException(e);
                                    }
                                })
                        .get(60, TimeUnit.SECONDS);
        Matcher m =
                Pattern.compile("Boardwright is running: open (http://127\\.0\\.0\\.1:(\\d+)/)")
                        .matcher(String.valueOf(line));
        assertThat(m.matches()).as(line).isTrue();
        return m.group(1);
    }

    private static BoardwrightClient client(String base) {
        return new BoardwrightClient(URI.create(base));
    }

    /**
     * Out of the box the server builds the endgame databases its computer plays with into the data
     * directory, in the background while it already serves.
     */
    @Test
    void theServerBuildsTheEndgameDatabasesItLacksInTheBackground() throws Exception {
        Process server = serve("--egdb-pieces", "3");
        try {
            BoardwrightClient api = client(address(server));
            assertThat(api.get("/api/health", null).status()).isEqualTo(200);
            Path err = dir.resolve("serve.err");
            String ready = "checkers endgame databases up to 3 pieces ready in ";
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(100);
            while (!Files.readString(err).contains(ready)) {
                assertThat(server.isAlive()).as(Files.readString(err)).isTrue();
                assertThat(System.nanoTime()).as("the build's last line").isLessThan(deadline);
                server.waitFor(100, TimeUnit.MILLISECONDS); // returns early if the server dies
            }
            assertThat(Files.readString(err)).contains("building the checkers endgame databases");
            try (var files = Files.list(dir.resolve("data/egdb/checkers"))) {
                // 2 and 3 pieces: 4 + 12 classes, one file each
                assertThat(files.filter(f -> f.toString().endsWith(".egdb")).count()).isEqualTo(16);
            }
        } finally {
            server.destroyForcibly().waitFor();
        }
    }

    /**
     * An engine the operator named plays the computer's seat as a real process of its own (here
     * Boardwright's own engine protocol from the same jar).
     */
    @Test
    void anOperatorNamedEnginePlaysTheComputersSeat() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process server =
                serve(
                        "--engine",
                        "self:madrooks,cage=engine:"
                                + java
                                + " -jar "
                                + System.getProperty("boardwright.jar")
                                + " engine");
        try {
            BoardwrightClient api = client(address(server));
            assertThat(api.get("/api/catalog/madrooks", null).body())
                    .contains("\"engines\":[\"engine:self\"]")
                    .doesNotContain("-jar");
            String id =
                    api.createGame(NewGame.computer("madrooks", "engine:self").withColor("second"))
                            .id();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            GameState state;
            do {
                assertThat(System.nanoTime()).as("the engine's first move").isLessThan(deadline);
                server.waitFor(100, TimeUnit.MILLISECONDS); // returns early if the server dies
                state = api.game(id, null);
            } while (state.ply() != 1);
            assertThat(state.status()).isEqualTo("active");
        } finally {
            server.destroyForcibly().waitFor();
        }
    }

    /**
     * Killed without warning (kill -9) in the middle of a game, the server starts again and the
     * game goes on exactly.
     */
    @Test
    void aKilledServerLosesNothing() throws Exception {
        Process first = serve();
        BoardwrightClient api = client(address(first));
        String id;
        String token;
        String before;
        try {
            CreatedGame created = api.createGame(NewGame.hotSeat("checkers"));
            id = created.id();
            token = created.token();
            for (String move : List.of("c3-d4", "f6-e5", "d4xf6")) {
                api.play(id, token, move);
            }
            before = api.get("/api/games/" + id + "/record", null).orThrow().body();
        } finally {
            first.destroyForcibly();
            assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        Process second = serve();
        try {
            BoardwrightClient again = client(address(second));
            assertThat(again.get("/api/games/" + id + "/record", null).body()).isEqualTo(before);
            again.play(id, token, "g7xe5", 3);
        } finally {
            second.destroy();
            second.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void serveStartsPrintsItsAddressAndAnswers() throws Exception {
        long start = System.nanoTime();
        Process p = serve();
        try {
            String base = address(p);
            double seconds = (System.nanoTime() - start) / 1e9;
            // About 2 s on an idle machine; the bound only catches a hang (shared CI machines can
            // be very busy).
            assertThat(seconds).as("start-up seconds").isLessThan(60);
            assertThat(dir.resolve("data").resolve("boardwright.db")).exists();

            BoardwrightClient api = client(base);
            ApiResponse catalog = api.get("/api/catalog", null);
            assertThat(catalog.status()).isEqualTo(200);
            assertThat(catalog.body()).contains("\"monkeyqueen\"");
            assertThat(api.createGame(NewGame.hotSeat("cage")).state().isActive()).isTrue();
            ApiResponse page = api.get("/", null);
            assertThat(page.status()).isEqualTo(200);
            assertThat(page.body()).containsIgnoringCase("<html");
            System.err.printf("serve answered after %.1f s%n", seconds);
        } finally {
            p.destroy();
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(Files.list(dir.resolve("data")).map(f -> f.getFileName().toString()).toList())
                .contains("boardwright.db");
        assertThat(List.of(0, 143)).contains(p.exitValue());
    }
}
