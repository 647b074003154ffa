package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.boardwright.ai.Budget;
import org.boardwright.server.ApiClient.Reply;
import org.boardwright.server.ApiClient.Socket;
import org.boardwright.server.http.Sessions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What one client must not be able to do to a server or to the other clients (issue 15): hold every
 * socket, starve the others' computer opponents or analysis, create games past its limit through
 * rematches; and the HTTP edges: exact token comparison on a kept-alive connection, JSON for
 * Jetty's own errors, no HTTP sessions, no spaces around moves. Each test starts a server of its
 * own on SQLite with the limits it tests; 127.0.0.2 acts as a second client address.
 */
class ServerHardeningTest {

    @TempDir Path dir;
    final TestTime time = new TestTime();

    ServerConfig config() {
        return ServerConfig.defaults()
                .withHost("127.0.0.1")
                .withPort(0)
                .withDbUrl("jdbc:sqlite:" + dir.resolve("b.db"))
                .withComputerThreads(2)
                .withLevelBudget(level -> Budget.iterations(40))
                .withAnalysisBudget(Budget.iterations(300))
                .withClockTick(Duration.ofMillis(50))
                .withGamesPerMinute(0);
    }

    static String id(JsonNode created) {
        return created.get("id").asText();
    }

    static String token(JsonNode created) {
        return created.get("token").asText();
    }

    // ---------------------------------------------------------------- WebSockets

    /** A socket that records how it was closed. */
    static final class Closing implements WebSocket.Listener {
        final CompletableFuture<String> closed = new CompletableFuture<>();
        final List<String> texts = new ArrayList<>();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            if (last) { // a long message may come in parts: count whole ones
                synchronized (texts) {
                    texts.add(data.toString());
                }
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
            closed.complete(code + " " + reason);
            return null;
        }

        int received() {
            synchronized (texts) {
                return texts.size();
            }
        }
    }

    /** Whether a new watcher's socket is admitted (gets the state) rather than closed. */
    private static boolean admitted(ApiClient api, String id) {
        try (Socket s = api.socket(id, null)) {
            await().atMost(Duration.ofSeconds(20))
                    .until(() -> s.closed.isDone() || !s.messages.isEmpty());
            if (s.closed.isDone()) {
                return false;
            }
            assertThat(s.awaitState(x -> true).get("id").asText()).isEqualTo(id);
            return true;
        }
    }

    static WebSocket open(ApiClient api, String id, Closing listener) {
        return HttpClient.newHttpClient()
                .newWebSocketBuilder()
                .buildAsync(URI.create(api.socketUri(id)), listener)
                .join();
    }

    @Test
    void socketsBeyondTheCapOfAnAddressAreRefusedWithACloseCodeAndFreedOnesCountAgain()
            throws Exception {
        try (BoardwrightServer server =
                BoardwrightServer.start(
                        config().withLimits(ServerLimits.defaults().withSocketsPerAddress(3)),
                        time)) {
            ApiClient api = new ApiClient(server.port());
            String id = id(api.create("{\"game\": \"cage\", \"opponent\": \"hotseat\"}"));
            List<Socket> held = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                Socket s = api.socket(id, null);
                s.awaitState(x -> true);
                held.add(s);
            }
            Closing refused = new Closing();
            open(api, id, refused);
            assertThat(refused.closed.get(10, TimeUnit.SECONDS))
                    .isEqualTo("4429 too many connections from this address");
            assertThat(refused.received()).isZero();
            held.remove(0).close();
            // Once the server sees the close, a new socket is admitted.
            await().atMost(Duration.ofSeconds(20)).until(() -> admitted(api, id));
            held.forEach(Socket::close);
        }
    }

    @Test
    void watchersBeyondAGamesCapAreRefusedButItsPlayersAreNot() throws Exception {
        try (BoardwrightServer server =
                BoardwrightServer.start(
                        config().withLimits(ServerLimits.defaults().withWatchersPerGame(2)),
                        time)) {
            ApiClient api = new ApiClient(server.port());
            JsonNode created = api.create("{\"game\": \"cage\", \"opponent\": \"hotseat\"}");
            String id = id(created);
            try (Socket w1 = api.socket(id, null);
                    Socket w2 = api.socket(id, null)) {
                w1.awaitState(x -> true);
                w2.awaitState(x -> true);
                Closing third = new Closing();
                open(api, id, third);
                assertThat(third.closed.get(15, TimeUnit.SECONDS))
                        .isEqualTo("4429 too many watchers of this game");
                assertThat(third.received()).isZero();
                // The player names its seat in the first message: admitted over the watchers' cap.
                try (Socket player = api.socket(id, token(created))) {
                    assertThat(player.awaitState(x -> true).get("you").asText()).isEqualTo("both");
                    // A watcher over the cap opened after the player is closed when its time to
                    // name a seat runs out; the push thread runs such checks in the order they
                    // fall due, so the player's own check has run by then.
                    Closing later = new Closing();
                    open(api, id, later);
                    assertThat(later.closed.get(15, TimeUnit.SECONDS))
                            .isEqualTo("4429 too many watchers of this game");
                    api.move(id, token(created), api.state(id).get("legalMoves").get(0).asText());
                    assertThat(
                                    player.awaitState(s -> s.get("ply").asInt() >= 1)
                                            .get("you")
                                            .asText())
                            .isEqualTo("both");
                }
            }
        }
    }

    @Test
    void everyOneOfAThousandWatchersGetsEveryMove() throws Exception {
        int watchers = 1000;
        try (BoardwrightServer server =
                BoardwrightServer.start(
                        config().withLimits(
                                        ServerLimits.defaults()
                                                .withSocketsPerAddress(0)
                                                .withConnectionsPerAddress(0)
                                                .withWatchersPerGame(0)),
                        time)) {
            ApiClient api = new ApiClient(server.port());
            JsonNode created = api.create("{\"game\": \"checkers\", \"opponent\": \"hotseat\"}");
            String id = id(created);
            String t = token(created);
            long alone = medianMoveMicros(api, id, t, 10);
            HttpClient client = HttpClient.newHttpClient();
            List<WebSocket> sockets = new ArrayList<>();
            List<Closing> listeners = new ArrayList<>();
            for (int i = 0; i < watchers; i++) {
                Closing l = new Closing();
                listeners.add(l);
                sockets.add(
                        client.newWebSocketBuilder()
                                .buildAsync(URI.create(api.socketUri(id)), l)
                                .join());
            }
            long watched = medianMoveMicros(api, id, t, 20);
            await().atMost(Duration.ofSeconds(30))
                    .until(() -> listeners.stream().allMatch(l -> l.received() >= 21));
            assertThat(listeners)
                    .allMatch(
                            l -> l.received() == 21,
                            "every watcher got the first state and all 20 moves");
            // The latency is a figure, not a check: on a loaded machine it says little (the load
            // benchmark measures it, docs/performance.md).
            System.out.printf(
                    "move latency (median): %d us alone, %d us with %d watchers%n",
                    alone, watched, watchers);
            sockets.forEach(WebSocket::abort);
        }
    }

    private static long medianMoveMicros(ApiClient api, String id, String token, int moves) {
        List<Long> micros = new ArrayList<>();
        for (int i = 0; i < moves; i++) {
            JsonNode state = api.state(id);
            if (!state.get("status").asText().equals("active")) {
                break;
            }
            String move = state.get("legalMoves").get(0).asText();
            long start = System.nanoTime();
            api.move(id, token, move);
            micros.add((System.nanoTime() - start) / 1000);
        }
        micros.sort(null);
        return micros.get(micros.size() / 2);
    }

    @Test
    void aWebSocketUpgradeCreatesNoHttpSession() {
        try (BoardwrightServer server = BoardwrightServer.start(config(), time)) {
            ApiClient api = new ApiClient(server.port());
            String id = id(api.create("{\"game\": \"cage\", \"opponent\": \"hotseat\"}"));
            for (int i = 0; i < 20; i++) {
                try (RawHttp raw = new RawHttp("127.0.0.1", server.port())) {
                    RawHttp.Answer a =
                            raw.sendRaw(
                                    "GET /api/games/"
                                            + id
                                            + "/ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n"
                                            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
                                    new byte[0]);
                    assertThat(a.status()).isEqualTo(101);
                    assertThat(a.headers()).doesNotContainKey("set-cookie");
                }
            }
            assertThat(server.httpSessionsHeld()).isZero();
        }
    }

    // ---------------------------------------------------------------- one client's share

    @Test
    void aRematchCountsAgainstTheGamesAnAddressMayCreate() {
        try (BoardwrightServer server =
                BoardwrightServer.start(config().withGamesPerMinute(2), time)) {
            ApiClient api = new ApiClient(server.port());
            JsonNode created =
                    api.create(
                            "{\"game\": \"cage\", \"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"first\"}");
            api.post("/api/games/" + id(created) + "/resign", token(created), "");
            JsonNode old =
                    api.post(
                                    "/api/games/" + id(created) + "/rematch",
                                    token(created),
                                    "{\"action\": \"offer\"}")
                            .json();
            String second = old.at("/rematch/gameId").asText();
            assertThat(second).hasSize(12);
            api.post("/api/games/" + second + "/resign", token(created), "");
            Reply refused =
                    api.post(
                            "/api/games/" + second + "/rematch",
                            token(created),
                            "{\"action\": \"offer\"}");
            ApiContractTest.assertError(refused, 429, "rate_limited");
            assertThat(api.state(second).get("rematch").isNull()).isTrue();
            time.advance(Duration.ofSeconds(61));
            assertThat(
                            api.post(
                                            "/api/games/" + second + "/rematch",
                                            token(created),
                                            "{\"action\": \"offer\"}")
                                    .status())
                    .isEqualTo(200);
        }
    }

    @Test
    void idleConnectionsAreCappedPerPeerAddress() throws Exception {
        ServerConfig capped =
                config().withLimits(ServerLimits.defaults().withConnectionsPerAddress(3));
        try (BoardwrightServer server = BoardwrightServer.start(capped, time)) {
            List<RawHttp> held = new ArrayList<>();
            try {
                for (int i = 0; i < 3; i++) {
                    RawHttp c = new RawHttp("127.0.0.2", server.port());
                    held.add(c);
                    // Answered, so counted: the connection stays open (keep-alive) and idle.
                    assertThat(c.send("GET", "/api/health", null, null).status()).isEqualTo(200);
                }
                assertThat(closedAtOnce("127.0.0.2", server.port())).isTrue();
                try (RawHttp other = new RawHttp("127.0.0.3", server.port())) {
                    assertThat(other.send("GET", "/api/health", null, null).status())
                            .isEqualTo(200);
                }
                held.remove(0).close();
                // Once the server has seen the close, the address may open one again.
                long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (closedAtOnce("127.0.0.2", server.port())) {
                    assertThat(System.nanoTime()).as("a freed connection").isLessThan(deadline);
                    Thread.onSpinWait();
                }
            } finally {
                for (RawHttp c : held) {
                    c.close();
                }
            }
        }
    }

    /** Whether a new connection from the address is closed by the server before any answer. */
    private static boolean closedAtOnce(String from, int port) throws IOException {
        try (java.net.Socket s = new java.net.Socket()) {
            s.bind(new java.net.InetSocketAddress(java.net.InetAddress.getByName(from), 0));
            s.connect(new java.net.InetSocketAddress("127.0.0.1", port), 5_000);
            s.setSoTimeout(30_000);
            s.getOutputStream()
                    .write(
                            "GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
                                    .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            return s.getInputStream().read() < 0;
        } catch (java.net.SocketException reset) {
            return true;
        }
    }

    @Test
    void aSignedInPlayerIsLimitedAsAnAccountFromEveryAddress() {
        try (BoardwrightServer server =
                        BoardwrightServer.start(config().withGamesPerMinute(2), time);
                RawHttp second = new RawHttp("127.0.0.2", server.port());
                RawHttp third = new RawHttp("127.0.0.3", server.port())) {
            SignedInClient player = new SignedInClient(server.port()); // 127.0.0.1
            player.client().signUp("roamer", "correct horse");
            String game =
                    "{\"game\": \"cage\", \"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"first\"}";
            assertThat(player.post("/api/games", game).status()).isEqualTo(201);
            String cookie = "Cookie: " + Sessions.COOKIE + "=" + player.sessionCookie() + "\r\n";
            assertThat(signedIn(second, cookie, game).status()).isEqualTo(201);
            // The account has made its two games from two addresses; a third address refuses it.
            RawHttp.Answer refused = signedIn(third, cookie, game);
            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.body()).contains("\"rate_limited\"");
            // That refusal counted nothing against the third address itself.
            assertThat(third.send("POST", "/api/games", null, game).status()).isEqualTo(201);
            time.advance(Duration.ofSeconds(61));
            assertThat(signedIn(third, cookie, game).status()).isEqualTo(201);
        }
    }

    private static RawHttp.Answer signedIn(RawHttp client, String cookieLine, String body) {
        byte[] bytes = body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return client.sendRaw(
                "POST /api/games HTTP/1.1\r\nHost: localhost\r\n"
                        + cookieLine
                        + "Content-Type: application/json\r\nContent-Length: "
                        + bytes.length
                        + "\r\n\r\n",
                bytes);
    }

    @Test
    void manyLongSearchesOfOneClientDoNotDelayAnotherClientsQuickReply() throws Exception {
        // The long searches outlast the test (the stopping server ends them): a reply queued
        // behind them would never come.
        ServerConfig fair =
                config().withLevelBudget(
                                level ->
                                        level.equals("level:max")
                                                ? Budget.time(600)
                                                : Budget.iterations(40));
        try (BoardwrightServer server = BoardwrightServer.start(fair, time)) {
            ApiClient busy = new ApiClient(server.port()); // 127.0.0.1
            List<String> searching = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                searching.add(
                        id(
                                busy.create(
                                        "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:max\", \"color\": \"second\"}")));
            }
            String id;
            try (RawHttp other = new RawHttp("127.0.0.2", server.port())) {
                RawHttp.Answer created =
                        other.send(
                                "POST",
                                "/api/games",
                                null,
                                "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"second\"}");
                assertThat(created.status()).isEqualTo(201);
                id = id(ApiClient.JSON.readTree(created.body()));
            }
            await().atMost(Duration.ofSeconds(30))
                    .alias("the level:1 reply comes while the other client's searches go on")
                    .until(() -> busy.state(id).get("ply").asInt() >= 1);
            assertThat(searching)
                    .allSatisfy(g -> assertThat(busy.state(g).get("ply").asInt()).isZero());
        }
    }

    @Test
    void oneAddressFloodingAnalysisLeavesRoomForAnother() throws Exception {
        ServerConfig slow = config().withAnalysisBudget(Budget.time(1)).withAnalysisQueue(8);
        try (BoardwrightServer server = BoardwrightServer.start(slow, time)) {
            ApiClient flood = new ApiClient(server.port());
            JsonNode game = flood.create("{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}");
            flood.post("/api/games/" + id(game) + "/resign", token(game), "");
            String path =
                    "/api/games/" + id(game) + "/analysis?ply=0"; // a finished game: anyone may ask
            ExecutorService pool = Executors.newFixedThreadPool(10);
            List<Future<Reply>> floods = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                floods.add(pool.submit(() -> flood.get(path, null)));
            }
            // The flood has taken its share (one running, one waiting) once the rest are refused.
            await().atMost(Duration.ofSeconds(20))
                    .until(() -> floods.stream().filter(Future::isDone).count() >= 8);
            RawHttp.Answer other;
            try (RawHttp raw = new RawHttp("127.0.0.2", server.port())) {
                other = raw.send("GET", path, null, null);
            }
            assertThat(other.status()).as(other.body()).isEqualTo(200);
            int refused = 0;
            for (Future<Reply> f : floods) {
                Reply r = f.get(30, TimeUnit.SECONDS);
                if (r.status() == 429) {
                    assertThat(r.code()).isEqualTo("busy");
                    refused++;
                }
            }
            assertThat(refused).isEqualTo(8); // the address's share: one running, one waiting
            pool.shutdownNow();
        }
    }

    @Test
    void anIdleGameLeavesMemoryAndComesBackFromTheDatabase() {
        try (BoardwrightServer server =
                BoardwrightServer.start(
                        config().withLimits(
                                        ServerLimits.defaults()
                                                .withIdleGameTimeout(Duration.ofMinutes(30))),
                        time)) {
            ApiClient api = new ApiClient(server.port());
            JsonNode created =
                    api.create(
                            "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\"}");
            JsonNode watched = api.create("{\"game\": \"checkers\", \"opponent\": \"hotseat\"}");
            api.move(id(created), token(created), "c3-d4");
            try (Socket watcher = api.socket(id(watched), null)) {
                watcher.awaitState(x -> true);
                time.advance(Duration.ofMinutes(20));
                server.forgetIdleGames();
                assertThat(server.holdsInMemory(id(created))).isTrue();
                time.advance(Duration.ofMinutes(11));
                server.forgetIdleGames();
                assertThat(server.holdsInMemory(id(created)))
                        .as("an abandoned active game")
                        .isFalse();
                assertThat(server.holdsInMemory(id(watched))).as("a watched game").isTrue();
            }
            JsonNode back = api.state(id(created));
            assertThat(back.get("status").asText()).isEqualTo("active");
            assertThat(ApiContractTest.list(back.get("moves"))).containsExactly("c3-d4");
            assertThat(server.holdsInMemory(id(created))).isTrue();
        }
    }

    // ---------------------------------------------------------------- HTTP edges

    @Test
    void aTokenInAnotherCaseIsRefusedEvenOnAKeptAliveConnection() {
        try (BoardwrightServer server = BoardwrightServer.start(config(), time);
                RawHttp raw = new RawHttp("127.0.0.1", server.port())) {
            JsonNode created =
                    new ApiClient(server.port())
                            .create(
                                    "{\"game\": \"cage\", \"opponent\": \"computer\", \"color\": \"first\"}");
            String t = token(created);
            String path = "/api/games/" + id(created);
            RawHttp.Answer right = raw.send("GET", path, t, null);
            assertThat(right.status()).isEqualTo(200);
            assertThat(right.body()).contains("\"you\":0");
            StringBuilder swapped = new StringBuilder();
            for (char c : t.toCharArray()) {
                swapped.append(
                        Character.isUpperCase(c)
                                ? Character.toLowerCase(c)
                                : Character.toUpperCase(c));
            }
            assertThat(swapped.toString()).isNotEqualTo(t);
            RawHttp.Answer wrongCase = raw.send("GET", path, swapped.toString(), null);
            assertThat(wrongCase.status()).as(wrongCase.body()).isEqualTo(403);
            assertThat(raw.send("GET", path, t, null).status()).isEqualTo(200);
        }
    }

    @Test
    void jettysOwnRefusalsAnswerWithTheJsonError() throws Exception {
        try (BoardwrightServer server = BoardwrightServer.start(config(), time)) {
            try (RawHttp raw = new RawHttp("127.0.0.1", server.port())) {
                RawHttp.Answer big =
                        raw.sendRaw(
                                "GET /api/catalog HTTP/1.1\r\nHost: localhost\r\nX-Big: "
                                        + "a".repeat(40_000)
                                        + "\r\n\r\n",
                                new byte[0]);
                assertThat(big.status()).isEqualTo(431);
                assertThat(big.headers().get("content-type")).startsWith("application/json");
                assertThat(ApiClient.JSON.readTree(big.body()).at("/error/code").asText())
                        .isEqualTo("headers_too_large");
            }
            try (RawHttp raw = new RawHttp("127.0.0.1", server.port())) {
                RawHttp.Answer badUri =
                        raw.sendRaw(
                                "GET /api/games/%zz HTTP/1.1\r\nHost: localhost\r\n\r\n",
                                new byte[0]);
                assertThat(badUri.status()).isEqualTo(400);
                assertThat(badUri.headers().get("content-type")).startsWith("application/json");
                assertThat(ApiClient.JSON.readTree(badUri.body()).at("/error/code").asText())
                        .isEqualTo("bad_request");
            }
            try (RawHttp raw = new RawHttp("127.0.0.1", server.port())) {
                RawHttp.Answer noHost =
                        raw.sendRaw("GET /api/catalog HTTP/1.1\r\n\r\n", new byte[0]);
                assertThat(noHost.status()).isEqualTo(400);
                assertThat(ApiClient.JSON.readTree(noHost.body()).at("/error/code").asText())
                        .isEqualTo("bad_request");
            }
        }
    }

    @Test
    void aMalformedChunkedBodyIsABadRequestNotAServerError() throws Exception {
        try (BoardwrightServer server = BoardwrightServer.start(config(), time)) {
            try (RawHttp raw = new RawHttp("127.0.0.1", server.port())) {
                RawHttp.Answer bad =
                        raw.sendRaw(
                                "POST /api/games HTTP/1.1\r\nHost: localhost\r\n"
                                        + "Content-Type: application/json\r\n"
                                        + "Transfer-Encoding: chunked\r\n\r\n",
                                "zz\r\n{}\r\n0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                assertThat(bad.status()).as(bad.body()).isEqualTo(400);
                assertThat(ApiClient.JSON.readTree(bad.body()).at("/error/code").asText())
                        .isEqualTo("bad_request");
            }
        }
    }

    @Test
    void spacesAroundAMoveOrAGameAreRefused() {
        try (BoardwrightServer server = BoardwrightServer.start(config(), time)) {
            ApiClient api = new ApiClient(server.port());
            ApiContractTest.assertError(
                    api.post(
                            "/api/games",
                            null,
                            "{\"game\": \" checkers\", \"opponent\": \"hotseat\"}"),
                    400,
                    "bad_request");
            ApiContractTest.assertError(
                    api.post(
                            "/api/games",
                            null,
                            "{\"game\": \"checkers\\n\", \"opponent\": \"hotseat\"}"),
                    400,
                    "bad_request");
            JsonNode created = api.create("{\"game\": \"checkers\", \"opponent\": \"hotseat\"}");
            String path = "/api/games/" + id(created) + "/moves";
            Reply padded = api.post(path, token(created), "{\"move\": \"c3-d4 \"}");
            ApiContractTest.assertError(padded, 400, "bad_request");
            assertThat(padded.json().at("/error/message").asText())
                    .contains("must not start or end with spaces");
            ApiContractTest.assertError(
                    api.post(path, token(created), "{\"move\": \"\\tc3-d4\"}"), 400, "bad_request");
            assertThat(api.state(id(created)).get("ply").asInt()).isZero();
            assertThat(api.move(id(created), token(created), "c3-d4").get("ply").asInt())
                    .isEqualTo(1);
        }
    }
}
