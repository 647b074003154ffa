package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    private static HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return HttpClient.newHttpClient()
                .send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /**
     * Out of the box the server builds the endgame databases its computer plays with into the data
     * directory, in the background while it already serves.
     */
    @Test
    void theServerBuildsTheEndgameDatabasesItLacksInTheBackground() throws Exception {
        Process server = serve("--egdb-pieces", "3");
        try {
            String base = address(server);
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "api/health"))).statusCode())
                    .isEqualTo(200);
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
            String base = address(server);
            HttpResponse<String> catalog =
                    send(HttpRequest.newBuilder(URI.create(base + "api/catalog/madrooks")));
            assertThat(catalog.body())
                    .contains("\"engines\":[\"engine:self\"]")
                    .doesNotContain("-jar");
            HttpResponse<String> created =
                    send(
                            HttpRequest.newBuilder(URI.create(base + "api/games"))
                                    .header("Content-Type", "application/json")
                                    .POST(
                                            HttpRequest.BodyPublishers.ofString(
                                                    "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"engine:self\", \"color\": \"second\"}")));
            assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
            String id = created.body().replaceAll("(?s)^\\{\"id\":\"([^\"]+)\".*", "$1");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            String state;
            do {
                assertThat(System.nanoTime()).as("the engine's first move").isLessThan(deadline);
                server.waitFor(100, TimeUnit.MILLISECONDS); // returns early if the server dies
                state = send(HttpRequest.newBuilder(URI.create(base + "api/games/" + id))).body();
            } while (!state.contains("\"ply\":1"));
            assertThat(state).contains("\"status\":\"active\"");
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
        String base = address(first);
        String id;
        String token;
        String before;
        try {
            HttpResponse<String> created =
                    send(
                            HttpRequest.newBuilder(URI.create(base + "api/games"))
                                    .header("Content-Type", "application/json")
                                    .POST(
                                            HttpRequest.BodyPublishers.ofString(
                                                    "{\"game\": \"checkers\", \"opponent\": \"hotseat\"}")));
            assertThat(created.statusCode()).isEqualTo(201);
            id = created.body().replaceAll("(?s)^\\{\"id\":\"([^\"]+)\".*", "$1");
            token = created.body().replaceAll("(?s).*\"token\":\"([^\"]+)\".*", "$1");
            for (String move : List.of("c3-d4", "f6-e5", "d4xf6")) {
                HttpResponse<String> r =
                        send(
                                HttpRequest.newBuilder(
                                                URI.create(base + "api/games/" + id + "/moves"))
                                        .header("Content-Type", "application/json")
                                        .header("Authorization", "Bearer " + token)
                                        .POST(
                                                HttpRequest.BodyPublishers.ofString(
                                                        "{\"move\": \"" + move + "\"}")));
                assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            }
            before =
                    send(HttpRequest.newBuilder(URI.create(base + "api/games/" + id + "/record")))
                            .body();
        } finally {
            first.destroyForcibly();
            assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        Process second = serve();
        try {
            String again = address(second);
            assertThat(
                            send(HttpRequest.newBuilder(
                                            URI.create(again + "api/games/" + id + "/record")))
                                    .body())
                    .isEqualTo(before);
            HttpResponse<String> r =
                    send(
                            HttpRequest.newBuilder(URI.create(again + "api/games/" + id + "/moves"))
                                    .header("Content-Type", "application/json")
                                    .header("Authorization", "Bearer " + token)
                                    .POST(
                                            HttpRequest.BodyPublishers.ofString(
                                                    "{\"move\": \"g7xe5\", \"ply\": 3}")));
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
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

            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> catalog =
                    http.send(
                            HttpRequest.newBuilder(URI.create(base + "api/catalog")).build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(catalog.statusCode()).isEqualTo(200);
            assertThat(catalog.body()).contains("\"monkeyqueen\"");
            HttpResponse<String> created =
                    http.send(
                            HttpRequest.newBuilder(URI.create(base + "api/games"))
                                    .header("Content-Type", "application/json")
                                    .POST(
                                            HttpRequest.BodyPublishers.ofString(
                                                    "{\"game\": \"cage\", \"opponent\": \"hotseat\"}"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(created.statusCode()).isEqualTo(201);
            HttpResponse<String> page =
                    http.send(
                            HttpRequest.newBuilder(URI.create(base)).build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
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
