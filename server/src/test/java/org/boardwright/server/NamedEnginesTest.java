package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Player;
import org.boardwright.ai.PlayerForfeit;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.GameState;
import org.boardwright.server.ApiClient.Socket;
import org.boardwright.server.play.NamedEngines;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Outside engines the operator named ({@code serve --engine}) take the computer's seat when a
 * request names them; one that fails loses the game, and nothing else. The engines here are
 * in-process players standing for outside ones (cli's ServeProcessIT runs a real one).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NamedEnginesTest {

    @TempDir static Path dir;
    private BoardwrightServer server;
    private ApiClient api;
    private final AtomicInteger closed = new AtomicInteger();

    /** Plays the first legal move; closed after each move like an outside engine's process. */
    private final class FirstMove implements Player {
        @Override
        public String name() {
            return "first";
        }

        @Override
        public int chooseMove(GameState state, Budget budget, SearchListener listener) {
            return state.legalMoveList().get(0);
        }

        @Override
        public void close() {
            closed.incrementAndGet();
        }
    }

    @BeforeAll
    void start() {
        Player crashing =
                new Player() {
                    @Override
                    public String name() {
                        return "crashing";
                    }

                    @Override
                    public int chooseMove(GameState state, Budget budget, SearchListener l) {
                        throw new PlayerForfeit("the engine stopped (exit code 3)");
                    }
                };
        NamedEngines engines =
                new NamedEngines(
                        Map.of(
                                "first",
                                new NamedEngines.Engine(
                                        Set.of("madrooks", "cage"), g -> new FirstMove()),
                                "crashing",
                                new NamedEngines.Engine(Set.of("madrooks"), g -> crashing)));
        server =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("engines.db"))
                                .withGamesPerMinute(0)
                                .withEngines(engines));
        api = new ApiClient(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.stop();
        }
    }

    @Test
    void theCatalogNamesEachGamesEnginesAndNoCommand() {
        JsonNode catalog = api.get("/api/catalog", null).json();
        for (JsonNode g : catalog.get("games")) {
            String engines = g.get("engines").toString();
            switch (g.get("id").asText()) {
                case "madrooks" ->
                        assertThat(engines).isEqualTo("[\"engine:crashing\",\"engine:first\"]");
                case "cage" -> assertThat(engines).isEqualTo("[\"engine:first\"]");
                default -> assertThat(engines).isEqualTo("[]");
            }
        }
        assertThat(catalog.toString()).doesNotContain("FirstMove");
    }

    @Test
    void aNamedEngineTakesTheComputersSeat() {
        int before = closed.get();
        JsonNode created =
                api.create(
                        "{\"game\": \"cage\", \"opponent\": \"computer\", \"level\": \"engine:first\", \"color\": \"second\"}");
        String id = created.get("id").asText();
        try (Socket socket = api.socket(id, created.get("token").asText())) {
            JsonNode state =
                    socket.awaitState(
                            s -> s.get("ply").asInt() >= 1 && !s.get("thinking").asBoolean());
            GameState start = org.boardwright.engine.Games.get("cage").newInitialState();
            assertThat(state.at("/moves/0").asText())
                    .isEqualTo(start.formatMove(start.legalMoveList().get(0)));
        }
        assertThat(closed.get()).isGreaterThan(before);
    }

    @Test
    void anEngineIsChosenOnlyForTheGamesItWasNamedFor() {
        ApiClient.Reply r =
                api.post(
                        "/api/games",
                        null,
                        "{\"game\": \"checkers\", \"opponent\": \"computer\", \"level\": \"engine:first\"}");
        ApiContractTest.assertError(r, 400, "bad_request");
        assertThat(r.text()).contains("level:max");
        ApiClient.Reply command =
                api.post(
                        "/api/games",
                        null,
                        "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"engine:java -jar x.jar\"}");
        ApiContractTest.assertError(command, 400, "bad_request");
    }

    @Test
    void anEngineThatFailsLosesTheGameAndTheServerGoesOn() {
        JsonNode created =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"engine:crashing\", \"color\": \"second\"}");
        String id = created.get("id").asText();
        try (Socket socket = api.socket(id, created.get("token").asText())) {
            JsonNode end = socket.awaitState(s -> !s.get("status").asText().equals("active"));
            assertThat(end.get("status").asText()).isEqualTo("finished");
            assertThat(end.toString()).contains("forfeited: the engine stopped (exit code 3)");
            assertThat(end.get("ply").asInt()).isZero();
        }
        // Another game against a working engine is played as ever.
        aNamedEngineTakesTheComputersSeat();
    }
}
