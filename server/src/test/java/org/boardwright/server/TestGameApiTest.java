package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.Games;
import org.boardwright.engine.testgames.DiceRace;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game the server has never heard of (the engine's test-only Dice Race, registered here) plays
 * through the real API: the catalogue, creation, dice thrown by the server, moves, the end, the
 * record. No server code names it; everything comes from its descriptor.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TestGameApiTest {

    @TempDir static Path dir;
    private BoardwrightServer server;
    private ApiClient api;

    @BeforeAll
    void start() {
        DiceRace.register();
        server =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("test.db"))
                                .withGamesPerMinute(0));
        api = new ApiClient(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.stop();
        }
        Games.unregister("dicerace");
    }

    @Test
    void theCatalogueDescribesTheTestGameFromItsDescriptor() {
        JsonNode games = api.get("/api/catalog", null).json().get("games");
        JsonNode race = null;
        for (JsonNode g : games) {
            if (g.get("id").asText().equals("dicerace")) {
                race = g;
            }
        }
        assertThat(race).isNotNull();
        assertThat(race.get("name").asText()).isEqualTo("Dice Race");
        assertThat(race.get("width").asInt()).isEqualTo(11);
        assertThat(race.get("draws").asBoolean()).isFalse();
        assertThat(race.get("parameters").get(0).get("key").asText()).isEqualTo("target");
        assertThat(race.get("parameters").get(0).get("default").asInt()).isEqualTo(10);
        JsonNode d = race.get("descriptor");
        assertThat(d.get("chance").asBoolean()).isTrue();
        assertThat(d.get("sides").get(1).get("colour").asText()).isEqualTo("blue");
        assertThat(d.get("pieces").get(0).get("shape").asText()).isEqualTo("CHECKER");
        assertThat(d.get("sides").get(1).get("paint").get("fill").asText()).isEqualTo("#0072B2");
        assertThat(d.get("sides").get(1).get("paint").get("darkFill").asText())
                .isEqualTo("#3a9ee0");
    }

    @Test
    void rulesPagesComeFromTheGamesAndTheTestGameHasNone() {
        ApiClient.Reply checkers = api.get("/rules/checkers.json", null);
        assertThat(checkers.status()).isEqualTo(200);
        assertThat(checkers.json().get("sections").get(0).get("heading").asText())
                .isEqualTo("Setup");
        assertThat(api.get("/rules/dicerace.json", null).status()).isEqualTo(404);
        assertThat(api.get("/rules/chess.json", null).status()).isEqualTo(404);
        assertThat(api.get("/rules/checkers", null).status()).isEqualTo(404);
    }

    @Test
    void theCatalogueGivesTheStartThatASpecsParametersMake() {
        JsonNode race =
                api.get(
                                "/api/catalog/"
                                        + java.net.URLEncoder.encode(
                                                "dicerace:target=4",
                                                java.nio.charset.StandardCharsets.UTF_8),
                                null)
                        .json();
        assertThat(race.get("id").asText()).isEqualTo("dicerace");
        assertThat(race.get("width").asInt()).isEqualTo(5);
        assertThat(race.get("initialPosition").asText()).isEqualTo("B..../R.... r phase=roll");
        ApiClient.Reply bad =
                api.get(
                        "/api/catalog/"
                                + java.net.URLEncoder.encode(
                                        "dicerace:target=99",
                                        java.nio.charset.StandardCharsets.UTF_8),
                        null);
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.text()).contains("target must be 2 to 25");
    }

    @Test
    void aHotSeatGameIsPlayedToItsEndWithTheServerThrowingTheDice() {
        JsonNode created =
                api.create("{\"game\": \"dicerace:target=4\", \"opponent\": \"hotseat\"}");
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        JsonNode state = created.get("state");
        assertThat(state.get("spec").asText()).isEqualTo("dicerace:target=4");
        List<String> kinds = new ArrayList<>();
        int turns = 0;
        while (state.get("status").asText().equals("active")) {
            // The server threw the die: the last ply is a chance outcome chosen by nobody.
            assertThat(state.get("moveKinds").get(state.get("ply").asInt() - 1).asText())
                    .isEqualTo("CHANCE");
            assertThat(state.get("lastRoll").size()).isOne(); // the race throws one die
            String move = state.get("legalMoves").get(0).asText();
            state = api.move(id, token, move);
            turns++;
            assertThat(turns).isLessThan(100);
        }
        state.get("moveKinds").forEach(k -> kinds.add(k.asText()));
        assertThat(kinds)
                .contains("CHANCE", "BOARD")
                .doesNotContain("SWAP", "FORCED_PASS", "DECLARATION");
        assertThat(state.get("status").asText()).isEqualTo("finished");
        assertThat(state.get("winner").isInt()).isTrue();
        // A finished game of chance shows its seed, and the record replays the dice.
        assertThat(state.get("seed").asText()).isNotEmpty();
        String record = api.get("/api/games/" + id + "/record", null).text();
        assertThat(record)
                .contains("[Game \"dicerace:target=4\"]")
                .contains("[Seed \"" + state.get("seed").asText() + "\"]");
        assertThat(api.get("/api/games/" + id + "/positions", null).json().get("positions").size())
                .isEqualTo(state.get("ply").asInt() + 1);
    }

    @Test
    void badParametersOfTheTestGameAreRefusedByItsOwnRules() {
        ApiClient.Reply r =
                api.post(
                        "/api/games",
                        null,
                        "{\"game\": \"dicerace:target=99\", \"opponent\": \"hotseat\"}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.text()).contains("target must be 2 to 25");
    }
}
