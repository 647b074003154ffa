package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The health check, and a stop that lets a move in flight finish and stores it. */
@Timeout(60)
class GracefulStopTest {

    @TempDir Path dir;

    @Test
    void aStoppingServerFinishesTheMoveInFlight() throws Exception {
        ServerConfig config =
                ServerConfig.defaults()
                        .withHost("127.0.0.1")
                        .withPort(0)
                        .withDbUrl("jdbc:sqlite:" + dir.resolve("games.db"));
        BoardwrightServer server = BoardwrightServer.start(config);
        ApiClient api = new ApiClient(server.port());
        ApiClient.Reply health = api.get("/api/health", null);
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.json().get("database").asText()).isEqualTo("sqlite");

        // A move in flight: its headers are in, its body still coming while the server stops.
        JsonNode created = api.create("{\"game\": \"checkers\", \"opponent\": \"hotseat\"}");
        String body = "{\"move\": \"c3-d4\", \"ply\": 0}";
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(
                    ("POST /api/games/"
                                    + created.get("id").asText()
                                    + "/moves HTTP/1.1\r\nHost: localhost\r\n"
                                    + "Authorization: Bearer "
                                    + created.get("token").asText()
                                    + "\r\nContent-Type: application/json\r\n"
                                    + "Content-Length: "
                                    + body.length()
                                    + "\r\nConnection: close\r\n\r\n"
                                    + body.substring(0, 10))
                            .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            await().atMost(Duration.ofSeconds(20))
                    .alias("the request is being handled, reading its body")
                    .until(() -> someThreadIsIn("org.boardwright.server.http.Http", "bytes"));
            int port = server.port();
            long begin = System.nanoTime();
            CompletableFuture<Void> stopping = CompletableFuture.runAsync(server::stop);
            await().atMost(Duration.ofSeconds(20))
                    .alias("the server stops taking connections")
                    .until(() -> refusesConnections(port));
            // Only the rest of the body lets the request, and so the stop, finish.
            assertThat(stopping).as("stop waits for the request in flight").isNotDone();
            out.write(body.substring(10).getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String answer =
                    new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).startsWith("HTTP/1.1 200").contains("\"ply\":1");
            stopping.get(30, TimeUnit.SECONDS);
            System.err.println(
                    "stop took "
                            + (System.nanoTime() - begin) / 1_000_000
                            + " ms, the move in flight answered");
        }
        // It was stored: a server on the same file has it.
        try (BoardwrightServer again = BoardwrightServer.start(config)) {
            assertThat(
                            new ApiClient(again.port())
                                    .state(created.get("id").asText())
                                    .get("moves")
                                    .toString())
                    .contains("c3-d4");
        }
    }

    private static boolean someThreadIsIn(String className, String method) {
        return Thread.getAllStackTraces().values().stream()
                .flatMap(Arrays::stream)
                .anyMatch(
                        f ->
                                f.getClassName().equals(className)
                                        && f.getMethodName().equals(method));
    }

    private static boolean refusesConnections(int port) {
        try (Socket probe = new Socket("127.0.0.1", port)) {
            return false;
        } catch (ConnectException e) {
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
