package org.boardwright.bench.load;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Keeps the load tool working: a short run against a real in-process server, and errors seen as
 * errors.
 */
class LoadTestTest {

    @Test
    void shortRunOfAllSixGamesAgainstAnInProcessServerHasNoErrors() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        LoadReport report =
                LoadTest.run(
                        LoadOptions.parse(
                                "--games",
                                "6",
                                "--game",
                                "mixed",
                                "--seconds",
                                "2",
                                "--warmup",
                                "0"),
                        new PrintStream(out, true, StandardCharsets.UTF_8));

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(report.errors()).isEmpty();
        assertThat(report.errorCount()).as(printed).isZero();
        assertThat(report.moves()).as(printed).isPositive();
        assertThat(report.http().count()).isEqualTo((int) report.moves());
        assertThat(report.push().count()).isPositive();
        assertThat(report.gamesCreated()).isGreaterThanOrEqualTo(6);
        assertThat(report.processCores()).isPositive();
        assertThat(report.botCores()).isPositive().isLessThanOrEqualTo(report.processCores());
        assertThat(printed)
                .doesNotContain("warning")
                .contains("in-process, SQLite")
                .containsPattern("(?m)^load games=6 game=mixed .* errors=0$");
    }

    @Test
    void aServerThatRefusesIsReportedWithStatusAndBody() throws Exception {
        HttpServer refusing = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        refusing.createContext(
                "/",
                exchange -> {
                    byte[] body =
                            "{\"error\": {\"code\": \"not_found\", \"message\": \"nothing here\"}}"
                                    .getBytes(StandardCharsets.UTF_8);
                    exchange.sendResponseHeaders(404, body.length);
                    exchange.getResponseBody().write(body);
                    exchange.close();
                });
        refusing.start();
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            LoadReport report =
                    LoadTest.run(
                            LoadOptions.parse(
                                    "--games",
                                    "2",
                                    "--seconds",
                                    "0.5",
                                    "--warmup",
                                    "0",
                                    "--url",
                                    "http://127.0.0.1:" + refusing.getAddress().getPort()),
                            new PrintStream(out, true, StandardCharsets.UTF_8));

            assertThat(report.moves()).isZero();
            assertThat(report.errorCount()).isGreaterThanOrEqualTo(2);
            assertThat(report.errors().get(0))
                    .contains("POST /api/games (madrooks) answered 404")
                    .contains("nothing here");
            assertThat(out.toString(StandardCharsets.UTF_8))
                    .contains("  error: POST /api/games")
                    .contains("errors=2");
        } finally {
            refusing.stop(0);
        }
    }
}
