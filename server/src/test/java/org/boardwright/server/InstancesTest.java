package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.boardwright.ai.Budget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;

/**
 * Two servers on one PostgreSQL: what one stores is pushed to the other's watchers, one of them
 * lets flags fall, a computer move whose claim lapsed is taken over by the other and lands once.
 * (Real processes, nginx and kill -9: cli's ClusterIT.)
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(120)
class InstancesTest {

    private EmbeddedPostgres postgres;
    private BoardwrightServer a;
    private BoardwrightServer b;
    private ServerConfig config;
    private InstanceSettings settings;

    @BeforeAll
    void start() throws Exception {
        postgres = EmbeddedPostgresAsRoot.start();
        config =
                ServerConfig.defaults()
                        .withHost("127.0.0.1")
                        .withPort(0)
                        .withDbUrl(postgres.getJdbcUrl("postgres", "postgres"))
                        .withComputerThreads(1);
        settings = InstanceSettings.defaults().withComputerLease(Duration.ofMillis(800));
        a = BoardwrightServer.start(config, settings);
        b = BoardwrightServer.start(config, settings);
    }

    @AfterAll
    void stop() throws Exception {
        for (BoardwrightServer s : new BoardwrightServer[] {a, b}) {
            if (s != null) {
                s.stop();
            }
        }
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    void theLobbyIsOneAcrossInstances() {
        String author = "inst" + (System.nanoTime() % 100000);
        SignedInClient onA = new SignedInClient(a.port());
        onA.client().signUp(author, "correct horse");
        SignedInClient onB = new SignedInClient(b.port());
        onB.client().signUp(author + "b", "correct horse");
        try (var authorsPage = AccountsContractTest.LobbySocket.open(onA);
                var watcher = AccountsContractTest.LobbySocket.open(onB)) {
            authorsPage.await(m -> m.path("type").asText().equals("lobby"));
            watcher.await(m -> m.path("type").asText().equals("lobby"));
            long posted = System.nanoTime();
            String id =
                    onA.post("/api/lobby/challenges", "{\"game\": \"cage\"}")
                            .json()
                            .get("id")
                            .asText();
            JsonNode added = watcher.await(m -> m.path("type").asText().equals("challenge-added"));
            long ms = (System.nanoTime() - posted) / 1_000_000;
            assertThat(added.get("challenge").get("id").asText()).isEqualTo(id);
            // The delay is a figure, not a check: on a loaded machine it says little. Only the
            // announcement brings a new challenge to the other instance (its tick only removes).
            System.err.printf("challenge seen on the other instance after %d ms%n", ms);
            String game =
                    onB.post("/api/lobby/challenges/" + id + "/accept", "")
                            .json()
                            .get("gameId")
                            .asText();
            JsonNode started =
                    authorsPage.await(m -> m.path("type").asText().equals("game-started"));
            assertThat(started.get("gameId").asText()).isEqualTo(game);
        }
    }

    @Test
    void quickPairingPressedAtOnceOnBothInstancesAlwaysPairs() throws Exception {
        int pairs = 25;
        List<SignedInClient> onA = new ArrayList<>();
        List<SignedInClient> onB = new ArrayList<>();
        String prefix = "q" + (System.nanoTime() % 100000) + "x";
        for (int i = 0; i < pairs; i++) {
            onA.add(signUp(a, prefix + "a" + i));
            onB.add(signUp(b, prefix + "b" + i));
        }
        ExecutorService pool = Executors.newFixedThreadPool(2 * pairs);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<JsonNode>> presses = new ArrayList<>();
            for (int i = 0; i < pairs; i++) {
                // A timing of each pair's own: only its two players can pair with each other.
                String body =
                        "{\"game\": \"checkers\", \"clock\": {\"type\": \"clock\", \"minutes\": "
                                + (i + 1)
                                + "}}";
                for (SignedInClient c : List.of(onA.get(i), onB.get(i))) {
                    presses.add(
                            pool.submit(
                                    () -> {
                                        go.await();
                                        ApiClient.Reply r = c.post("/api/lobby/quick", body);
                                        assertThat(r.status()).as(r.toString()).isEqualTo(200);
                                        return r.json();
                                    }));
                }
            }
            go.countDown();
            Set<String> games = new HashSet<>();
            for (int i = 0; i < pairs; i++) {
                JsonNode first = presses.get(2 * i).get(60, TimeUnit.SECONDS);
                JsonNode second = presses.get(2 * i + 1).get(60, TimeUnit.SECONDS);
                // Exactly one of the two waited; the other started the game.
                assertThat(first.get("gameId").isNull() != second.get("gameId").isNull())
                        .as("pair %d: %s / %s", i, first, second)
                        .isTrue();
                games.add(
                        first.get("gameId").isNull()
                                ? second.get("gameId").asText()
                                : first.get("gameId").asText());
            }
            assertThat(games).hasSize(pairs);
        } finally {
            pool.shutdownNow();
        }
    }

    private static SignedInClient signUp(BoardwrightServer server, String name) {
        SignedInClient c = new SignedInClient(server.port());
        c.client().signUp(name, "correct horse");
        return c;
    }

    @Test
    void everyMoveStoredThroughOneInstanceIsPushedToTheOthersWatchers() {
        ApiClient viaA = new ApiClient(a.port());
        ApiClient viaB = new ApiClient(b.port());
        JsonNode created = viaA.create("{\"game\": \"checkers\", \"opponent\": \"hotseat\"}");
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        List<Long> delays = new ArrayList<>();
        try (ApiClient.Socket watcher = viaB.socket(id, null)) {
            watcher.awaitState(s -> s.get("ply").asInt() == 0);
            JsonNode state = created.get("state");
            for (int i = 0; i < 12 && state.get("status").asText().equals("active"); i++) {
                String move = state.get("legalMoves").get(0).asText();
                state = viaA.move(id, token, move);
                long acknowledged = System.nanoTime();
                int ply = state.get("ply").asInt();
                JsonNode pushed =
                        watcher.await(
                                        m -> m.path("state").path("ply").asInt() == ply,
                                        Duration.ofSeconds(20))
                                .get("state");
                delays.add((System.nanoTime() - acknowledged) / 1_000_000);
                assertThat(pushed.get("moves")).isEqualTo(state.get("moves"));
            }
        }
        // Only an announcement brings a move to the other instance (it has no poll), so each
        // arrival shows one; the delays are a figure, not a check.
        System.err.println(
                "push to the other instance's watcher after each acknowledged move, ms: " + delays);
        assertThat(delays).hasSize(12);
        assertThat(viaB.state(id).get("ply").asInt()).isEqualTo(12);
    }

    @Test
    void aStoppingInstanceHandsItsComputerMovesOverAtOnce() throws Exception {
        // c thinks for a minute per move (level:max thinks for its time budget), so its move is
        // still being thought about when it stops; a and b think for a second.
        BoardwrightServer c =
                BoardwrightServer.start(config.withLevelBudget(level -> Budget.time(60)), settings);
        String id;
        try {
            // The computer moves first: c stores the game and so claims the move.
            JsonNode created =
                    new ApiClient(c.port())
                            .create(
                                    "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:max\", \"color\": \"second\"}");
            id = created.get("id").asText();
            assertThat(created.get("state").get("thinking").asBoolean()).isTrue();
            assertThat(owner(id)).startsWith(ProcessHandle.current().pid() + "@");
            assertThat(new ApiClient(b.port()).state(id).get("thinking").asBoolean())
                    .as("thinking, seen on another instance")
                    .isTrue();
        } finally {
            c.stop();
        }
        long stopped = System.nanoTime();
        ApiClient viaB = new ApiClient(b.port());
        await().atMost(Duration.ofSeconds(20)).until(() -> viaB.state(id).get("ply").asInt() > 0);
        JsonNode state = viaB.state(id);
        System.err.printf(
                "computer move taken over %d ms after the stop%n",
                (System.nanoTime() - stopped) / 1_000_000);
        assertThat(state.get("ply").asInt())
                .as("the computer's move, played by a or b")
                .isEqualTo(1);
        assertThat(state.get("thinking").asBoolean()).isFalse();
        assertThat(owner(id)).as("no claim once the person is to move").isNull();
        assertThat(new ApiClient(a.port()).state(id).get("moves")).isEqualTo(state.get("moves"));
    }

    @Test
    void oneInstanceIsTheTimekeeperAndEachAnswersItsHealthCheck() throws Exception {
        await().atMost(Duration.ofSeconds(10)).until(() -> a.isTimekeeper() || b.isTimekeeper());
        assertThat(a.isTimekeeper() ^ b.isTimekeeper()).as("exactly one timekeeper").isTrue();
        for (BoardwrightServer s : List.of(a, b)) {
            ApiClient.Reply health = new ApiClient(s.port()).get("/api/health", null);
            assertThat(health.status()).isEqualTo(200);
            assertThat(health.json().get("database").asText()).isEqualTo("postgresql");
        }
    }

    private String owner(String id) throws Exception {
        try (Connection c = postgres.getPostgresDatabase().getConnection();
                PreparedStatement s =
                        c.prepareStatement("SELECT owner FROM computer_turns WHERE game_id = ?")) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    private void execute(String sql) throws Exception {
        try (Connection c = postgres.getPostgresDatabase().getConnection()) {
            c.createStatement().execute(sql);
        }
    }
}
