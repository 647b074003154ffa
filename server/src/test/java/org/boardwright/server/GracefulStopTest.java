package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.boardwright.ai.Budget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The health check, and a stop that lets the requests in flight finish (here one analysis of several seconds). */
@Timeout(60)
class GracefulStopTest {

    @TempDir
    Path dir;

    @Test
    void aStoppingServerAnswersTheRequestsInFlight() throws Exception {
        ServerConfig config = ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDbUrl("jdbc:sqlite:" + dir.resolve("games.db")).withAnalysisBudget(Budget.time(3));
        BoardwrightServer server = BoardwrightServer.start(config);
        ApiClient api = new ApiClient(server.port());
        ApiClient.Reply health = api.get("/api/health", null);
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.json().get("database").asText()).isEqualTo("sqlite");

        JsonNode created = api.create("{\"game\": \"checkers\", \"opponent\": \"computer\", \"level\": \"level:1\"}");
        String path = "/api/games/" + created.get("id").asText() + "/analysis";
        String token = created.get("token").asText();
        CompletableFuture<ApiClient.Reply> inFlight = CompletableFuture.supplyAsync(() -> api.get(path, token));
        Thread.sleep(500); // the analysis is under way
        long begin = System.nanoTime();
        server.stop();
        long stopMs = (System.nanoTime() - begin) / 1_000_000;
        ApiClient.Reply answer = inFlight.get(10, TimeUnit.SECONDS);
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        assertThat(answer.json().has("bestMove")).as(answer.text()).isTrue();
        System.err.println("stop took " + stopMs + " ms, waiting for the analysis");
        assertThat(Duration.ofMillis(stopMs)).isLessThan(Duration.ofSeconds(30));
    }
}
