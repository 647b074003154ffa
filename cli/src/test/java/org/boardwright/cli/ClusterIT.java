package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.boardwright.client.ApiResponse;
import org.boardwright.client.BoardwrightClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

/**
 * Several instances behind nginx, as deploy/local-cluster.sh starts them from the built jar: a
 * PostgreSQL of its own, two {@code serve} processes, nginx. A watcher connected through nginx sees
 * every move made through either instance within 200 ms; a computer move whose thinking instance is
 * killed (kill -9) is made by the other, and the game goes on to its end; no acknowledged move is
 * lost meanwhile. Skipped when nginx or PostgreSQL is not installed ({@code apt-get install -y
 * postgresql nginx}; .ci/run installs them).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Timeout(180)
class ClusterIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LEASE_SECONDS = "2";

    /** Each instance's new games per client per minute, small so the test needs few requests. */
    private static final int GAMES_PER_MINUTE = 30;

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private Path run;
    private Path script;
    private Map<String, String> env;
    private String front;
    private final List<String> instances = new ArrayList<>();
    private int firstMetricsPort;
    private int pgPort;

    @BeforeAll
    void startCluster() throws Exception {
        boolean nginx = Files.isExecutable(Path.of("/usr/sbin/nginx")) || onPath("nginx");
        boolean postgres = hasPostgres();
        Assumptions.assumeTrue(
                nginx && postgres,
                "ClusterIT skipped: needs nginx and PostgreSQL installed"
                        + " (apt-get install -y postgresql nginx); found nginx: "
                        + nginx
                        + ", PostgreSQL: "
                        + postgres);
        script = Path.of(System.getProperty("boardwright.deploy"), "local-cluster.sh");
        // Reachable by the user PostgreSQL runs as (the JUnit temporary directories are not).
        run =
                Files.createTempDirectory(
                        Path.of("/tmp"),
                        "boardwright-cluster-it-",
                        PosixFilePermissions.asFileAttribute(
                                PosixFilePermissions.fromString("rwxr-xr-x")));
        int first = freePortPair();
        int nginxPort = freePort();
        firstMetricsPort = freePortPair();
        pgPort = freePort();
        env = new LinkedHashMap<>();
        env.put("BOARDWRIGHT_RUN", run.toString());
        env.put("PORT", Integer.toString(nginxPort));
        env.put("FIRST_INSTANCE_PORT", Integer.toString(first));
        env.put("FIRST_METRICS_PORT", Integer.toString(firstMetricsPort));
        env.put("PG_PORT", Integer.toString(pgPort));
        env.put("BOARDWRIGHT_JAR", System.getProperty("boardwright.jar"));
        env.put("JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        env.put("BOARDWRIGHT_COMPUTER_LEASE", LEASE_SECONDS);
        env.put("BOARDWRIGHT_GAMES_PER_MINUTE", Integer.toString(GAMES_PER_MINUTE));
        env.put("BOARDWRIGHT_EGDB_PIECES", "0"); // no background build beside the test
        long begin = System.nanoTime();
        int exit = script("start", 150);
        assertThat(exit)
                .as(
                        "local-cluster.sh start; its output:\n"
                                + Files.readString(run.resolve("script.log")))
                .isZero();
        System.err.printf("cluster started in %.1f s%n", (System.nanoTime() - begin) / 1e9);
        front = "http://127.0.0.1:" + nginxPort;
        instances.add("http://127.0.0.1:" + first);
        instances.add("http://127.0.0.1:" + (first + 1));
    }

    @AfterAll
    void stopCluster() throws Exception {
        if (run == null) {
            return;
        }
        try {
            script("stop", 60);
        } finally {
            try (Stream<Path> files = Files.walk(run)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Test
    @Order(0)
    void theMetricsAreServedByEachInstanceOnItsOwnPortAndNeverThroughNginx() throws Exception {
        Reply front = get(this.front, "/metrics");
        assertThat(front.status).isEqualTo(404);
        assertThat(front.json.get("error").get("code").asText()).isEqualTo("not_found");
        Reply api = get(instances.get(0), "/metrics");
        assertThat(api.status).isEqualTo(404);
        assertThat(api.json.get("error").get("code").asText()).isEqualTo("not_found");
        for (int i = 0; i < instances.size(); i++) {
            Reply metrics = get("http://127.0.0.1:" + (firstMetricsPort + i), "/metrics");
            assertThat(metrics.status).isEqualTo(200);
            // local-cluster.sh waited for each instance's health check before returning
            assertThat(metrics.text)
                    .contains(
                            "boardwright_http_requests_seconds_count{method=\"GET\",route=\"/api/health\",status=\"2xx\"}")
                    .contains("hikaricp_connections_max{pool=\"boardwright\"} 10");
        }
    }

    @Test
    @Order(1)
    void aWatcherThroughNginxSeesEveryMoveMadeThroughEitherInstanceWithin200Ms() throws Exception {
        JsonNode created =
                post(
                                front,
                                "/api/games",
                                null,
                                "{\"game\": \"checkers\", \"opponent\": \"hotseat\"}")
                        .json;
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        List<Watcher> watchers = new ArrayList<>();
        for (String base : List.of(front, front, instances.get(0), instances.get(1))) {
            watchers.add(Watcher.open(http, base, id));
        }
        List<Long> delays = new ArrayList<>();
        JsonNode state = created.get("state");
        for (int i = 0; i < 20 && state.get("status").asText().equals("active"); i++) {
            String through = instances.get(i % 2);
            Reply r =
                    post(
                            through,
                            "/api/games/" + id + "/moves",
                            token,
                            "{\"move\": \""
                                    + state.get("legalMoves").get(0).asText()
                                    + "\", \"ply\": "
                                    + state.get("ply").asInt()
                                    + "}");
            assertThat(r.status).as(r.text).isEqualTo(200);
            long acknowledged = System.nanoTime();
            state = r.json;
            for (Watcher w : watchers) {
                long seenAt = w.awaitPly(state.get("ply").asInt(), Duration.ofSeconds(20));
                delays.add(Math.max(0, seenAt - acknowledged) / 1_000_000);
            }
        }
        watchers.forEach(Watcher::close);
        List<Long> sorted = new ArrayList<>(delays);
        Collections.sort(sorted);
        System.err.printf(
                "push after the acknowledged move, %d pushes to 4 watchers (2 through nginx): median %d ms, max %d ms%n",
                sorted.size(), sorted.get(sorted.size() / 2), sorted.get(sorted.size() - 1));
        assertThat(delays).hasSize(80).allSatisfy(ms -> assertThat(ms).isLessThan(200));
    }

    @Test
    @Order(2)
    void aComputerMoveWhoseInstanceIsKilledIsMadeByTheOtherAndNoAcknowledgedMoveIsLost()
            throws Exception {
        HotSeatPlayer player = new HotSeatPlayer();
        Thread playing = new Thread(player, "hot-seat player");
        playing.start();
        // In a 2+1 game level:max thinks by its clock, about 2 to 4 s a move at the start: long
        // enough to kill its instance while it thinks (its untimed budget, 1 s and often less, was
        // not: the move sometimes landed between the claim being seen and the kill).
        JsonNode created =
                post(
                                front,
                                "/api/games",
                                null,
                                "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:max\", \"color\": \"first\","
                                        + " \"clock\": {\"type\": \"clock\", \"minutes\": 2, \"increment\": 1}}")
                        .json;
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        JsonNode state = created.get("state");
        // Each move of the person gives the computer a move to think about, claimed by the
        // instance that stored it; caught while it thinks (a claim, and the move not landed yet).
        String owner = null;
        for (int attempt = 0; attempt < 5 && owner == null; attempt++) {
            Reply moved =
                    post(
                            front,
                            "/api/games/" + id + "/moves",
                            token,
                            "{\"move\": \""
                                    + state.get("legalMoves").get(0).asText()
                                    + "\", \"ply\": "
                                    + state.get("ply").asInt()
                                    + "}");
            assertThat(moved.status).as(moved.text).isEqualTo(200);
            owner = owner(id);
            if (owner == null) {
                System.err.println(
                        "the computer answered before its claim was seen: " + moved.text);
                state = awaitComputer(front, id, moved.json.get("ply").asInt());
            } else {
                state = moved.json;
            }
        }
        assertThat(owner).as("the claim on the computer's move").isNotNull();
        int pliesBeforeKill = state.get("ply").asInt();
        long pid = Long.parseLong(owner.substring(0, owner.indexOf('@')));
        List<Long> pids = List.of(pid(1), pid(2));
        assertThat(pids).contains(pid);
        ProcessHandle thinker = ProcessHandle.of(pid).orElseThrow();
        assertThat(thinker.destroyForcibly()).isTrue(); // SIGKILL
        long killed = System.nanoTime();
        thinker.onExit().get(10, TimeUnit.SECONDS);
        assertThat(get(front, "/api/games/" + id).json.get("ply").asInt())
                .as("killed before its move landed")
                .isEqualTo(pliesBeforeKill);
        String survivor = instances.get(pids.indexOf(pid) == 0 ? 1 : 0);

        state = awaitComputer(survivor, id, pliesBeforeKill);
        System.err.printf(
                "the other instance made the computer's move %.1f s after the kill (lease %s s)%n",
                (System.nanoTime() - killed) / 1e9, LEASE_SECONDS);
        assertThat(state.get("ply").asInt()).isEqualTo(pliesBeforeKill + 1);
        // The game goes on with the survivor thinking, to its end.
        for (int i = 0; i < 2; i++) {
            Reply r =
                    post(
                            front,
                            "/api/games/" + id + "/moves",
                            token,
                            "{\"move\": \""
                                    + state.get("legalMoves").get(0).asText()
                                    + "\", \"ply\": "
                                    + state.get("ply").asInt()
                                    + "}");
            assertThat(r.status).as(r.text).isEqualTo(200);
            state = awaitComputer(front, id, r.json.get("ply").asInt());
        }
        Reply resigned = post(front, "/api/games/" + id + "/resign", token, "");
        assertThat(resigned.status).as(resigned.text).isEqualTo(200);
        assertThat(resigned.json.get("status").asText()).isEqualTo("finished");

        player.stop.set(true);
        playing.join(30_000);
        assertThat(player.acknowledged)
                .as("hot-seat moves acknowledged during the kill")
                .hasSizeGreaterThan(10);
        for (Map.Entry<String, Map<Integer, String>> game : player.acknowledgedByGame.entrySet()) {
            JsonNode stored = get(front, "/api/games/" + game.getKey()).json.get("moves");
            game.getValue()
                    .forEach(
                            (ply, move) ->
                                    assertThat(stored.path(ply).asText())
                                            .as("acknowledged move %d of %s", ply, game.getKey())
                                            .isEqualTo(move));
        }
        System.err.printf(
                "%d hot-seat moves acknowledged around the kill, all stored; %d requests refused or failed meanwhile%n",
                player.acknowledged.size(), player.failures);
    }

    /**
     * The state once the computer has answered the move that made the game's ply {@code afterPly}.
     */
    private JsonNode awaitComputer(String base, String id, int afterPly) {
        return await().atMost(Duration.ofSeconds(30))
                .alias("the computer moves in game " + id)
                .until(
                        () -> get(base, "/api/games/" + id),
                        r ->
                                r.status == 200
                                        && r.json.get("ply").asInt() > afterPly
                                        && !r.json.get("thinking").asBoolean())
                .json;
    }

    /** Plays hot-seat checkers through nginx without pause, keeping every acknowledged move. */
    private final class HotSeatPlayer implements Runnable {
        final AtomicBoolean stop = new AtomicBoolean();
        final List<String> acknowledged = Collections.synchronizedList(new ArrayList<>());

        /** Per game, each acknowledged move by the ply it was played at. */
        final Map<String, Map<Integer, String>> acknowledgedByGame = new ConcurrentHashMap<>();

        volatile int failures;

        @Override
        public void run() {
            String id = null;
            String token = null;
            JsonNode state = null;
            while (!stop.get()) {
                try {
                    if (state == null || !state.get("status").asText().equals("active")) {
                        JsonNode created =
                                post(
                                                front,
                                                "/api/games",
                                                null,
                                                "{\"game\": \"checkers\", \"opponent\": \"hotseat\"}")
                                        .json;
                        id = created.get("id").asText();
                        token = created.get("token").asText();
                        state = created.get("state");
                        acknowledgedByGame.put(id, new ConcurrentHashMap<>());
                    }
                    String move = state.get("legalMoves").get(0).asText();
                    Reply r =
                            post(
                                    front,
                                    "/api/games/" + id + "/moves",
                                    token,
                                    "{\"move\": \""
                                            + move
                                            + "\", \"ply\": "
                                            + state.get("ply").asInt()
                                            + "}");
                    if (r.status == 200) {
                        acknowledged.add(move);
                        acknowledgedByGame.get(id).put(state.get("ply").asInt(), move);
                        state = r.json;
                    } else {
                        failures++; // not acknowledged (it may or may not be stored): go on from
                        // what is stored
                        state = get(front, "/api/games/" + id).json;
                    }
                } catch (Exception e) {
                    failures++;
                    state = null; // the next round starts a new game (this one keeps its
                    // acknowledged moves)
                }
            }
        }
    }

    /** A game's WebSocket; remembers when each ply was first seen. */
    private static final class Watcher implements WebSocket.Listener {
        private final Map<Integer, Long> seen = new ConcurrentHashMap<>();
        private final StringBuilder partial = new StringBuilder();
        private WebSocket ws;

        static Watcher open(HttpClient http, String base, String id) {
            Watcher w = new Watcher();
            w.ws =
                    http.newWebSocketBuilder()
                            .buildAsync(
                                    URI.create(
                                            base.replace("http://", "ws://")
                                                    + "/api/games/"
                                                    + id
                                                    + "/ws"),
                                    w)
                            .join();
            return w;
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                long now = System.nanoTime();
                try {
                    JsonNode m = JSON.readTree(partial.toString());
                    if (m.path("type").asText().equals("state")) {
                        seen.putIfAbsent(m.get("state").get("ply").asInt(), now);
                    }
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        /** When the state with this ply arrived (taken as it arrives, however often this polls). */
        long awaitPly(int ply, Duration timeout) {
            return await().atMost(timeout)
                    .alias("a state with ply " + ply + " is pushed")
                    .until(() -> seen.get(ply), java.util.Objects::nonNull);
        }

        void close() {
            ws.abort();
        }
    }

    @Test
    @Order(3)
    void everyClientBehindNginxHasLimitsOfItsOwn() throws Exception {
        // The instances trust nginx (local-cluster.sh: --trusted-proxy 127.0.0.1), so each client
        // is known by its own address: one that makes too many games is refused, another is not.
        String greedy = "127.0.0.2";
        String other = "127.0.0.3";
        JsonNode game = postFrom(greedy, "/api/games", null, HOTSEAT).json;
        String id = game.get("id").asText();
        String token = game.get("token").asText();
        int made = 1;
        Reply refused = null;
        for (int i = 0; i < 10 * GAMES_PER_MINUTE && refused == null; i++) {
            assertThat(postFrom(greedy, "/api/games/" + id + "/resign", token, "").status)
                    .isEqualTo(200);
            Reply r = postFrom(greedy, "/api/games/" + id + "/rematch", token, REMATCH);
            if (r.status == 429) {
                refused = r;
            } else {
                assertThat(r.status).as(r.text).isEqualTo(200);
                id = r.json.get("rematch").get("gameId").asText();
                made++;
            }
        }
        assertThat(refused).as("rematches from one client through nginx are limited").isNotNull();
        assertThat(refused.json.get("error").get("code").asText()).isEqualTo("rate_limited");
        // the first game counts too, and each instance counts on its own: the limit on one
        // instance at least, on both at most
        assertThat(made).isBetween(GAMES_PER_MINUTE, 2 * GAMES_PER_MINUTE);

        Reply theirs = postFrom(other, "/api/games", null, HOTSEAT);
        assertThat(theirs.status)
                .as("another client is not refused: " + theirs.text)
                .isEqualTo(201);
        String otherId = theirs.json.get("id").asText();
        String otherToken = theirs.json.get("token").asText();
        assertThat(postFrom(other, "/api/games/" + otherId + "/resign", otherToken, "").status)
                .isEqualTo(200);
        assertThat(
                        postFrom(other, "/api/games/" + otherId + "/rematch", otherToken, REMATCH)
                                .status)
                .isEqualTo(200);
    }

    @Test
    @Order(4)
    void theOwnerSignsInWhileAnotherClientGuessesTheirPassword() throws Exception {
        String owner = "127.0.0.3";
        String guesser = "127.0.0.4";
        String name = "owner" + Long.toString(System.nanoTime() % 1_000_000_000L, 36);
        String right = "{\"username\": \"" + name + "\", \"password\": \"correct horse battery\"}";
        String wrong = "{\"username\": \"" + name + "\", \"password\": \"wrong guess here\"}";
        assertThat(postFrom(owner, "/api/account/signup", null, right).status).isEqualTo(201);
        int refused = 0;
        for (int i = 0; i < 25; i++) {
            Reply r = postFrom(guesser, "/api/account/signin", null, wrong);
            assertThat(r.status).as(r.text).isIn(401, 429);
            // refused by nginx or by an instance: the same JSON error either way
            assertThat(r.json).as(r.text).isNotNull();
            assertThat(r.json.get("error").get("code").asText())
                    .isEqualTo(r.status == 429 ? "rate_limited" : "wrong_credentials");
            refused += r.status == 429 ? 1 : 0;
        }
        assertThat(refused).as("the guesser is stopped").isPositive();
        Reply in = postFrom(owner, "/api/account/signin", null, right);
        assertThat(in.status).as("the owner still signs in: " + in.text).isEqualTo(200);
    }

    @Test
    @Order(5)
    void aQuickReplyIsNotHeldUpByAnotherClientsTwentyFourLongSearches() throws Exception {
        // Each instance gives one client at most all but one of its computer workers.
        Assumptions.assumeTrue(
                Runtime.getRuntime().availableProcessors() >= 2,
                "needs two cores: with one computer worker an instance has none to keep free");
        String busy = "127.0.0.5";
        String quick = "127.0.0.6";
        String thinking =
                "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:max\", \"color\": \"second\"}";
        List<JsonNode> longGames = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            Reply r = postFrom(busy, "/api/games", null, thinking);
            assertThat(r.status).as(r.text).isEqualTo(201);
            longGames.add(r.json);
        }
        long start = System.nanoTime();
        Reply mine =
                postFrom(
                        quick,
                        "/api/games",
                        null,
                        "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"second\"}");
        assertThat(mine.status).as(mine.text).isEqualTo(201);
        awaitComputer(front, mine.json.get("id").asText(), 0);
        double replySeconds = (System.nanoTime() - start) / 1e9;
        int waiting = 0;
        for (JsonNode g : longGames) {
            waiting +=
                    get(front, "/api/games/" + g.get("id").asText()).json.get("ply").asInt() == 0
                            ? 1
                            : 0;
        }
        System.err.printf(
                "level:1 reply through nginx %.3f s while %d of 24 level:max games still thought%n",
                replySeconds, waiting);
        // Served in turn, the quick game would have waited for about half the long searches (a
        // second each) on its instance; with a worker kept free it is answered while most still
        // think.
        assertThat(waiting)
                .as("level:max games still thinking at the level:1 reply")
                .isGreaterThanOrEqualTo(12);
        for (JsonNode g : longGames) {
            postFrom(
                    busy,
                    "/api/games/" + g.get("id").asText() + "/resign",
                    g.get("token").asText(),
                    "");
        }
    }

    @Test
    @Order(6)
    void aClientCannotNameAnotherAddressForItselfThroughNginx() throws Exception {
        // Whatever a client writes in Forwarded or X-Forwarded-For, the instances know it by the
        // address nginx saw: a fresh claimed address per request escapes no limit.
        String spoofer = "127.0.0.7";
        JsonNode game = postFrom(spoofer, "/api/games", null, HOTSEAT).json;
        String id = game.get("id").asText();
        String token = game.get("token").asText();
        int made = 1;
        Reply refused = null;
        for (int i = 0; i < 10 * GAMES_PER_MINUTE && refused == null; i++) {
            String claimed = "10.7." + (i / 250) + "." + (i % 250 + 1);
            String headers =
                    "Forwarded: for="
                            + claimed
                            + "\r\nX-Forwarded-For: "
                            + ("198.51.100.1, ".repeat(400) + claimed)
                            + "\r\n";
            assertThat(postFrom(spoofer, "/api/games/" + id + "/resign", token, "", headers).status)
                    .isEqualTo(200);
            Reply r = postFrom(spoofer, "/api/games/" + id + "/rematch", token, REMATCH, headers);
            if (r.status == 429) {
                refused = r;
            } else {
                assertThat(r.status).as(r.text).isEqualTo(200);
                id = r.json.get("rematch").get("gameId").asText();
                made++;
            }
        }
        assertThat(refused)
                .as("rematches from one client claiming other addresses are limited")
                .isNotNull();
        assertThat(made).isBetween(GAMES_PER_MINUTE, 2 * GAMES_PER_MINUTE);
    }

    @Test
    @Order(7)
    void nginxRefusesMalformedRequestsWithTheApisJsonErrors() throws Exception {
        String client = "127.0.0.8";
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put(
                "GET /\u0001 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "400 bad_request");
        expected.put(
                "GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "400 bad_request");
        expected.put("GET /api/health HTTP/1.1\r\n\r\n", "400 bad_request");
        expected.put(
                "POST /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
                        + "Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
                "400 bad_request");
        expected.put(
                "GET /api/health?q="
                        + "a".repeat(9000)
                        + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "414 uri_too_long");
        expected.put(
                "GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: "
                        + "a".repeat(9000)
                        + "\r\n\r\n",
                "431 headers_too_large");
        expected.put(
                "POST /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 2000000\r\n\r\n",
                "413 too_large");
        expected.put(
                "TRACE /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "405 method_not_allowed");
        expected.put(
                "GET /_error/bad_request HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "404 not_found");
        for (Map.Entry<String, String> e : expected.entrySet()) {
            Reply r = send(client, e.getKey().getBytes(StandardCharsets.ISO_8859_1));
            String shown = e.getKey().length() > 60 ? e.getKey().substring(0, 60) : e.getKey();
            assertThat(r.json).as(shown + " answered " + r.text).isNotNull();
            assertThat(r.status + " " + r.json.get("error").get("code").asText())
                    .as(shown)
                    .isEqualTo(e.getValue());
            assertThat(r.head).as(shown).contains("X-Content-Type-Options: nosniff");
        }
    }

    private static final String HOTSEAT = "{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}";
    private static final String REMATCH = "{\"action\": \"offer\"}";

    /**
     * A POST through nginx from a loopback address of the test's choosing (HTTP/1.0, so nginx
     * answers with a plain body and closes): as a separate client on another machine would.
     */
    private Reply postFrom(String localAddress, String path, String token, String body)
            throws IOException {
        return postFrom(localAddress, path, token, body, "");
    }

    /** As above, with more header lines (each ending in CRLF) of the client's own. */
    private Reply postFrom(
            String localAddress, String path, String token, String body, String moreHeaders)
            throws IOException {
        URI uri = URI.create(front);
        byte[] content = body.getBytes(StandardCharsets.UTF_8);
        StringBuilder head =
                new StringBuilder()
                        .append("POST ")
                        .append(path)
                        .append(" HTTP/1.0\r\n")
                        .append("Host: ")
                        .append(uri.getHost())
                        .append("\r\n")
                        .append("Content-Type: application/json\r\n")
                        .append("Content-Length: ")
                        .append(content.length)
                        .append("\r\n");
        if (token != null) {
            head.append("Authorization: Bearer ").append(token).append("\r\n");
        }
        head.append(moreHeaders).append("\r\n");
        byte[] headBytes = head.toString().getBytes(StandardCharsets.US_ASCII);
        byte[] request = new byte[headBytes.length + content.length];
        System.arraycopy(headBytes, 0, request, 0, headBytes.length);
        System.arraycopy(content, 0, request, headBytes.length, content.length);
        return send(localAddress, request);
    }

    /** Sends one request as it is to nginx from a loopback address, and reads the answer. */
    private Reply send(String localAddress, byte[] request) throws IOException {
        URI uri = URI.create(front);
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(localAddress, 0));
            socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), 5_000);
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write(request);
            out.flush();
            String answer =
                    new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(answer.substring(9, 12));
            int split = answer.indexOf("\r\n\r\n");
            String text = split < 0 ? "" : answer.substring(split + 4);
            JsonNode json = text.startsWith("{") ? JSON.readTree(text) : null;
            return new Reply(status, text, json, split < 0 ? answer : answer.substring(0, split));
        }
    }

    /** An answer: its status, body, the body read as JSON (null if it is not), and its header. */
    private record Reply(int status, String text, JsonNode json, String head) {}

    private Reply get(String base, String path) {
        return reply(client(base).get(path, null));
    }

    private Reply post(String base, String path, String token, String body) {
        return reply(client(base).post(path, token, body));
    }

    /** The API client of an instance, or of nginx in front of them. */
    private BoardwrightClient client(String base) {
        return new BoardwrightClient(URI.create(base), http, Duration.ofSeconds(20));
    }

    private static Reply reply(ApiResponse r) {
        return new Reply(r.status(), r.body(), r.json(), "");
    }

    private String owner(String id) throws Exception {
        try (Connection c =
                        DriverManager.getConnection(
                                "jdbc:postgresql://127.0.0.1:"
                                        + pgPort
                                        + "/boardwright?user=boardwright");
                PreparedStatement s =
                        c.prepareStatement("SELECT owner FROM computer_turns WHERE game_id = ?")) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    private long pid(int instance) throws IOException {
        return Long.parseLong(
                Files.readString(run.resolve("instance-" + instance + ".pid")).strip());
    }

    private int script(String command, int seconds) throws Exception {
        ProcessBuilder pb =
                new ProcessBuilder("bash", script.toString(), command)
                        .redirectErrorStream(true)
                        .redirectOutput(
                                ProcessBuilder.Redirect.appendTo(
                                        run.resolve("script.log").toFile()));
        pb.environment().putAll(env);
        Process p = pb.start();
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(
                    "local-cluster.sh " + command + " took over " + seconds + " s");
        }
        return p.exitValue();
    }

    private static boolean hasPostgres() throws IOException {
        Path lib = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(lib)) {
            try (Stream<Path> versions = Files.list(lib)) {
                if (versions.anyMatch(
                        v -> Files.isExecutable(v.resolve("bin").resolve("initdb")))) {
                    return true;
                }
            }
        }
        return onPath("pg_ctl") && onPath("initdb");
    }

    private static boolean onPath(String program) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .anyMatch(d -> !d.isEmpty() && Files.isExecutable(Path.of(d, program)));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** A free port whose successor is free too (the instances listen on consecutive ports). */
    private static int freePortPair() throws IOException {
        for (int i = 0; i < 50; i++) {
            int p = freePort();
            try (ServerSocket unused = new ServerSocket(p + 1)) {
                return p;
            } catch (IOException taken) {
                // try another
            }
        }
        throw new IOException("no two consecutive free ports");
    }
}
