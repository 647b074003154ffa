package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.boardwright.ai.Budget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The metrics on their loopback port: a game against the computer, a move, a picture drawn and then
 * taken from the cache, and open sockets show in the series with their values; requests are counted
 * by route template, never by a game's id; without the setting nothing serves them.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MetricsTest {

    @TempDir static Path dir;
    private BoardwrightServer server;
    private ApiClient api;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    void start() {
        server =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("metrics.db"))
                                .withComputerThreads(1)
                                .withLevelBudget(level -> Budget.iterations(40))
                                .withMetricsPort(0));
        api = new ApiClient(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.stop();
        }
    }

    @Test
    void aGameAMoveAPictureAndSocketsShowInTheSeries() throws Exception {
        JsonNode created =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:1\","
                                + " \"color\": \"first\"}");
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        ApiClient.Socket lobby = lobbySocket();
        try (ApiClient.Socket game = api.socket(id, token);
                lobby) {
            JsonNode state = game.awaitState(s -> true);
            api.move(id, token, state.get("legalMoves").get(0).asText());
            game.awaitState(s -> s.get("ply").asInt() == 2 && !s.get("thinking").asBoolean());
            assertThat(api.get("/api/games/" + id + "/image?format=svg", null).status())
                    .isEqualTo(200);
            assertThat(api.get("/api/games/" + id + "/image?format=svg", null).status())
                    .isEqualTo(200);
            assertThat(api.get("/api/nothing/here", null).status()).isEqualTo(404);

            String moves = "route=\"/api/games/{id}/moves\"";
            String text =
                    awaitScrape(
                            Map.of(
                                    series(
                                            "boardwright_http_requests_seconds_count",
                                            "method=\"POST\"",
                                            moves,
                                            "status=\"2xx\""),
                                    1.0,
                                    series(
                                            "boardwright_http_requests_seconds_count",
                                            "method=\"POST\"",
                                            "route=\"/api/games\"",
                                            "status=\"2xx\""),
                                    1.0,
                                    series(
                                            "boardwright_http_requests_seconds_count",
                                            "route=\"/api/games/{id}/image\"",
                                            "status=\"2xx\""),
                                    2.0,
                                    series(
                                            "boardwright_http_requests_seconds_count",
                                            "route=\"unmatched\"",
                                            "status=\"4xx\""),
                                    1.0,
                                    series("boardwright_games_in_memory"),
                                    1.0,
                                    series("boardwright_sockets_open", "kind=\"game\""),
                                    1.0,
                                    series("boardwright_sockets_open", "kind=\"lobby\""),
                                    1.0,
                                    series(
                                            "boardwright_workers_wait_seconds_count",
                                            "queue=\"computer_moves\""),
                                    1.0,
                                    series("boardwright_pictures_rendered_total"),
                                    1.0,
                                    series("boardwright_pictures_cache_hits_total"),
                                    1.0));
            assertThat(value(text, series("boardwright_workers_waiting", "queue=\"analysis\"")))
                    .isEqualTo(0.0);
            assertThat(
                            value(
                                    text,
                                    series(
                                            "boardwright_http_requests_seconds_bucket",
                                            "method=\"POST\"",
                                            moves,
                                            "le=\"+Inf\"")))
                    .isEqualTo(1.0);
            // The pool (SQLite: one connection), the JVM and the process.
            assertThat(value(text, series("hikaricp_connections_max", "pool=\"boardwright\"")))
                    .isEqualTo(1.0);
            assertThat(value(text, series("jvm_threads_live_threads"))).isPositive();
            assertThat(value(text, series("process_uptime_seconds"))).isPositive();
            assertThat(text).doesNotContain(id);
        }
    }

    @Test
    void theMetricsPortServesOnlyMetricsAndOnlyToGetAndIsNotTheApis() throws Exception {
        assertThat(server.metricsPort()).isPositive().isNotEqualTo(server.port());
        HttpResponse<String> other = send(HttpRequest.newBuilder(metricsUri("/api/health")));
        assertThat(other.statusCode()).isEqualTo(404);
        assertThat(other.body()).contains("\"not_found\"");
        HttpResponse<String> post =
                send(
                        HttpRequest.newBuilder(metricsUri("/metrics"))
                                .POST(HttpRequest.BodyPublishers.ofString("x")));
        assertThat(post.statusCode()).isEqualTo(405);
        HttpResponse<String> get = send(HttpRequest.newBuilder(metricsUri("/metrics")));
        assertThat(get.headers().firstValue("Content-Type").orElseThrow())
                .startsWith("text/plain; version=0.0.4");
        // The API's port never answers with metrics.
        ApiClient.Reply onApi = api.get("/metrics", null);
        assertThat(onApi.status()).isEqualTo(404);
        assertThat(onApi.code()).isEqualTo("not_found");
    }

    @Test
    void withoutTheSettingNothingServesMetrics() {
        BoardwrightServer off =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("off.db")));
        try {
            assertThat(off.metricsPort()).isEqualTo(ServerConfig.METRICS_OFF);
            ApiClient.Reply r = new ApiClient(off.port()).get("/metrics", null);
            assertThat(r.status()).isEqualTo(404);
            assertThat(r.code()).isEqualTo("not_found");
        } finally {
            off.stop();
        }
    }

    @Test
    void aMetricsPortOutOfRangeIsRefused() {
        ServerConfig config = ServerConfig.defaults();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> config.withMetricsPort(65_536))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0 to 65535");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> config.withMetricsPort(-2))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private ApiClient.Socket lobbySocket() {
        ApiClient.Socket s = new ApiClient.Socket();
        s.ws =
                http.newWebSocketBuilder()
                        .buildAsync(
                                URI.create(
                                        api.base().replace("http://", "ws://") + "/api/lobby/ws"),
                                s)
                        .join();
        return s;
    }

    private URI metricsUri(String path) {
        return URI.create("http://127.0.0.1:" + server.metricsPort() + path);
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(
                request.timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /**
     * The scrape once every series has its value (requests are counted once answered, so the last
     * may land just after its reply); fails with the values seen after 10 s.
     */
    private String awaitScrape(Map<String, Double> wanted) throws Exception {
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (true) {
            HttpResponse<String> r = send(HttpRequest.newBuilder(metricsUri("/metrics")));
            assertThat(r.statusCode()).isEqualTo(200);
            Map<String, Double> seen = new TreeMap<>();
            wanted.keySet().forEach(k -> seen.put(k, value(r.body(), k)));
            if (seen.equals(new TreeMap<>(wanted)) || System.nanoTime() > end) {
                assertThat(seen).isEqualTo(new TreeMap<>(wanted));
                return r.body();
            }
            Thread.onSpinWait();
        }
    }

    /** A series by its name and some of its labels, as {@code name|label|label}. */
    private static String series(String name, String... labels) {
        return name + (labels.length == 0 ? "" : "|" + String.join("|", labels));
    }

    /** The value of the one sample of the series; NaN when there is none. */
    private static double value(String text, String series) {
        String[] parts = series.split("\\|");
        List<Double> found = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.startsWith(parts[0] + "{") && !line.startsWith(parts[0] + " ")) {
                continue;
            }
            boolean all = true;
            for (int i = 1; i < parts.length; i++) {
                all &= line.contains(parts[i]);
            }
            if (all) {
                found.add(Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)));
            }
        }
        assertThat(found).as(series).hasSizeLessThanOrEqualTo(1);
        return found.isEmpty() ? Double.NaN : found.get(0);
    }
}
