package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.boardwright.ai.Budget;
import org.boardwright.server.ApiClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.slf4j.LoggerFactory;

/**
 * Bot accounts, API tokens and the bot API's streams through the real API, on the database a
 * subclass gives: tokens are read from it on every request, so a revoked one is refused at once.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class BotContractTest {

    abstract String dbUrl();

    private static final ObjectMapper JSON = new ObjectMapper();

    BoardwrightServer server;
    ApiClient api;
    private final AtomicInteger names = new AtomicInteger();
    private final Logger boardwright = (Logger) LoggerFactory.getLogger("org.boardwright");
    private final ListAppender<ILoggingEvent> captured = new ListAppender<>();
    private final List<String> tokensSeen = new ArrayList<>();

    @BeforeAll
    void startServer() {
        captured.start();
        boardwright.addAppender(captured);
        server =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl(dbUrl())
                                .withComputerThreads(1)
                                .withLevelBudget(level -> Budget.iterations(20))
                                .withGamesPerMinute(0)
                                .withRequestLog(true)
                                .withLimits(ServerLimits.defaults().withSignIns(4, 1000)));
        api = new ApiClient(server.port());
    }

    @AfterAll
    void stopServer() {
        try {
            if (server != null) {
                server.stop();
            }
            List<String> lines;
            synchronized (captured) {
                lines = captured.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
            }
            assertThat(lines).as("the request log was on").isNotEmpty();
            for (String token : tokensSeen) {
                assertThat(String.join("\n", lines)).doesNotContain(token);
            }
        } finally {
            boardwright.detachAppender(captured);
        }
    }

    String freshName() {
        return "bot" + names.incrementAndGet() + "x" + (System.nanoTime() % 1000);
    }

    SignedInClient signUp(String name) {
        SignedInClient c = new SignedInClient(server.port());
        c.client().signUp(name, "correct horse");
        return c;
    }

    /** A new token of the signed-in owner's, with these scopes. */
    String token(SignedInClient owner, String... scopes) {
        String token = owner.client().createToken("engine", List.of(scopes)).token();
        tokensSeen.add(token);
        return token;
    }

    /** A fresh bot account and a bot:play token of it. */
    record Bot(String name, SignedInClient owner, String token) {}

    Bot bot() {
        String name = freshName();
        SignedInClient owner = signUp(name);
        owner.client().becomeBot();
        return new Bot(name, owner, token(owner, "bot:play", "challenge:read"));
    }

    static void assertError(Reply r, int status, String code) {
        assertThat(r.status()).as(r.toString()).isEqualTo(status);
        assertThat(r.code()).as(r.toString()).isEqualTo(code);
    }

    // ---------------------------------------------------------------- tokens

    @Test
    void aTokenIsShownOnceWorksAndIsRefusedAtOnceWhenRevoked() {
        Bot bot = bot();
        assertThat(bot.token()).startsWith("bwp_").hasSize(47);
        JsonNode list = bot.owner().get("/api/account/tokens").json().get("tokens");
        assertThat(list).hasSize(1);
        assertThat(list.toString()).doesNotContain(bot.token());
        assertThat(list.get(0).get("scopes").toString()).contains("bot:play", "challenge:read");
        Reply me = api.get("/api/bot/account", bot.token());
        assertThat(me.status()).as(me.toString()).isEqualTo(200);
        assertThat(me.json().get("username").asText()).isEqualTo(bot.name());
        assertThat(me.json().get("bot").asBoolean()).isTrue();
        String id = list.get(0).get("id").asText();
        assertThat(bot.owner().delete("/api/account/tokens/" + id).status()).isEqualTo(204);
        assertError(api.get("/api/bot/account", bot.token()), 401, "bad_token");
        assertError(bot.owner().delete("/api/account/tokens/" + id), 404, "not_found");
    }

    @Test
    void anOpenStreamEndsWhenItsTokenIsRevoked() throws Exception {
        Bot bot = bot();
        try (Stream events = Stream.open(server.port(), "/api/bot/stream/event", bot.token())) {
            String id =
                    bot.owner()
                            .get("/api/account/tokens")
                            .json()
                            .get("tokens")
                            .get(0)
                            .get("id")
                            .asText();
            assertThat(bot.owner().delete("/api/account/tokens/" + id).status()).isEqualTo(204);
            events.awaitEnd();
        }
    }

    @Test
    void onlyTheOwnerRevokesAToken() {
        Bot bot = bot();
        SignedInClient other = signUp(freshName());
        String id =
                bot.owner()
                        .get("/api/account/tokens")
                        .json()
                        .get("tokens")
                        .get(0)
                        .get("id")
                        .asText();
        assertError(other.delete("/api/account/tokens/" + id), 404, "not_found");
        assertThat(api.get("/api/bot/account", bot.token()).status()).isEqualTo(200);
        assertError(
                new SignedInClient(server.port()).get("/api/account/tokens"),
                401,
                "sign_in_required");
    }

    @Test
    void badTokensGet401JsonAndScopesAreChecked() {
        assertError(api.get("/api/bot/account", null), 401, "token_required");
        assertError(api.get("/api/bot/account", "bwp_" + "x".repeat(43)), 401, "bad_token");
        assertError(api.get("/api/bot/stream/event", "nonsense"), 401, "bad_token");
        Bot bot = bot();
        String readOnly = token(bot.owner(), "challenge:read");
        assertError(api.get("/api/bot/stream/event", readOnly), 403, "missing_scope");
        assertError(
                api.post("/api/bot/challenge/AAAAAAAAAAAA/accept", readOnly, ""),
                403,
                "missing_scope");
        assertThat(api.get("/api/bot/challenges", readOnly).status()).isEqualTo(200);
        String playOnly = token(bot.owner(), "bot:play");
        assertError(api.get("/api/bot/challenges", playOnly), 403, "missing_scope");
        Reply unknown =
                bot.owner()
                        .post("/api/account/tokens", "{\"label\": \"x\", \"scopes\": [\"admin\"]}");
        assertError(unknown, 400, "bad_request");
        assertError(
                bot.owner()
                        .post(
                                "/api/account/tokens",
                                "{\"label\": \"\", \"scopes\": [\"bot:play\"]}"),
                400,
                "bad_request");
        assertError(
                bot.owner().post("/api/account/tokens", "{\"label\": \"x\", \"scopes\": []}"),
                400,
                "bad_request");
        assertThat(bot.owner().get("/api/account/tokens").json().get("tokens")).hasSize(3);
    }

    // ---------------------------------------------------------------- bot accounts

    @Test
    void anAccountBecomesABotOnlyBeforeItsFirstGame() {
        String name = freshName();
        SignedInClient person = signUp(name);
        assertThat(person.get("/api/account/bot").json().get("bot").asBoolean()).isFalse();
        String personal = token(person, "bot:play");
        assertError(api.get("/api/bot/stream/event", personal), 403, "not_a_bot");
        SignedInClient other = signUp(freshName());
        String challenge =
                other.post(
                                "/api/lobby/challenges",
                                "{\"game\": \"madrooks\", \"to\": \"" + name + "\"}")
                        .json()
                        .get("id")
                        .asText();
        assertThat(person.post("/api/lobby/challenges/" + challenge + "/accept", "").status())
                .isEqualTo(200);
        assertError(person.post("/api/account/bot", ""), 409, "conflict");
        assertThat(person.get("/api/account/bot").json().get("bot").asBoolean()).isFalse();
        assertError(
                new SignedInClient(server.port()).post("/api/account/bot", ""),
                401,
                "sign_in_required");
    }

    @Test
    void aBotIsMarkedWhereverItsNameShows() {
        Bot bot = bot();
        String personName = freshName();
        SignedInClient person = signUp(personName);
        Reply posted =
                bot.owner()
                        .post(
                                "/api/lobby/challenges",
                                "{\"game\": \"madrooks\", \"color\": \"first\"}");
        assertThat(posted.status()).as(posted.toString()).isEqualTo(201);
        assertThat(posted.json().get("author").get("bot").asBoolean()).isTrue();
        JsonNode lobby = person.get("/api/lobby").json().get("challenges");
        JsonNode seen = null;
        for (JsonNode c : lobby) {
            if (c.get("author").get("name").asText().equals(bot.name())) {
                seen = c;
            }
        }
        assertThat(seen).as(lobby.toString()).isNotNull();
        assertThat(seen.get("author").get("bot").asBoolean()).isTrue();
        String challenge = posted.json().get("id").asText();
        String gameId =
                person.post("/api/lobby/challenges/" + challenge + "/accept", "")
                        .json()
                        .get("gameId")
                        .asText();
        JsonNode seats = person.get("/api/games/" + gameId).json().get("seats");
        assertThat(seats.get(0).get("player").get("bot").asBoolean()).isTrue();
        assertThat(seats.get(1).get("player").has("bot")).as("a person is no bot").isFalse();
        assertThat(api.get("/api/players/" + bot.name(), null).json().get("bot").asBoolean())
                .isTrue();
        assertThat(api.get("/api/players/" + personName, null).json().get("bot").asBoolean())
                .isFalse();
    }

    @Test
    void quickPairingKeepsBotsAwayFromPeople() {
        Bot bot = bot();
        assertError(
                bot.owner().post("/api/lobby/quick", "{\"game\": \"madrooks\"}"), 403, "forbidden");
        SignedInClient person = signUp(freshName());
        Reply waiting = person.post("/api/lobby/quick", "{\"game\": \"madrooks\"}");
        assertThat(waiting.status()).as(waiting.toString()).isEqualTo(200);
        String challenge = waiting.json().get("challengeId").asText();
        assertError(
                api.post("/api/bot/challenge/" + challenge + "/accept", bot.token(), ""),
                403,
                "forbidden");
        assertError(
                bot.owner().post("/api/lobby/challenges/" + challenge + "/accept", ""),
                403,
                "forbidden");
    }

    // ---------------------------------------------------------------- streams

    @Test
    void theEventStreamTellsChallengesAndGamesAndTheGameStreamEachMove() throws Exception {
        Bot bot = bot();
        String personName = freshName();
        SignedInClient person = signUp(personName);
        try (Stream events = Stream.open(server.port(), "/api/bot/stream/event", bot.token())) {
            Reply posted =
                    person.post(
                            "/api/lobby/challenges",
                            "{\"game\": \"madrooks\", \"color\": \"first\", \"to\": \""
                                    + bot.name()
                                    + "\"}");
            assertThat(posted.status()).as(posted.toString()).isEqualTo(201);
            String challenge = posted.json().get("id").asText();
            JsonNode seen = events.await(e -> e.path("type").asText().equals("challenge"));
            assertThat(seen.get("challenge").get("id").asText()).isEqualTo(challenge);
            assertThat(seen.get("challenge").get("author").get("name").asText())
                    .isEqualTo(personName);
            Reply accepted =
                    api.post("/api/bot/challenge/" + challenge + "/accept", bot.token(), "");
            assertThat(accepted.status()).as(accepted.toString()).isEqualTo(200);
            String gameId = accepted.json().get("gameId").asText();
            JsonNode start = events.await(e -> e.path("type").asText().equals("gameStart"));
            assertThat(start.get("game").get("id").asText()).isEqualTo(gameId);
            assertThat(start.get("game").get("seat").asInt()).isEqualTo(1);
            try (Stream game =
                    Stream.open(server.port(), "/api/bot/game/stream/" + gameId, bot.token())) {
                JsonNode full = game.await(e -> true);
                assertThat(full.get("type").asText()).isEqualTo("gameFull");
                assertThat(full.get("state").get("id").asText()).isEqualTo(gameId);
                assertThat(full.get("state").get("you").asInt()).isEqualTo(1);
                assertThat(full.get("state").get("ply").asInt()).isZero();
                // The person moves; the bot's stream gets the new state.
                String first =
                        person.get("/api/games/" + gameId).json().get("legalMoves").get(0).asText();
                assertThat(
                                person.post(
                                                "/api/games/" + gameId + "/moves",
                                                "{\"move\": \"" + first + "\", \"ply\": 0}")
                                        .status())
                        .isEqualTo(200);
                JsonNode moved = game.await(e -> e.path("state").path("ply").asInt() == 1);
                assertThat(moved.get("type").asText()).isEqualTo("gameState");
                assertThat(moved.get("state").get("moves").get(0).asText()).isEqualTo(first);
                // Bad input changes nothing: an illegal move, another's game, a move out of turn.
                assertError(
                        api.post("/api/bot/game/" + gameId + "/move/z9-z9", bot.token(), ""),
                        400,
                        "bad_request");
                String reply = moved.get("state").get("legalMoves").get(0).asText();
                Reply botMove =
                        api.post("/api/bot/game/" + gameId + "/move/" + reply, bot.token(), "");
                assertThat(botMove.status()).as(botMove.toString()).isEqualTo(200);
                assertError(
                        api.post("/api/bot/game/" + gameId + "/move/" + reply, bot.token(), ""),
                        409,
                        "not_your_turn");
                game.await(e -> e.path("state").path("ply").asInt() == 2);
                assertThat(
                                api.post("/api/bot/game/" + gameId + "/resign", bot.token(), "")
                                        .status())
                        .isEqualTo(200);
                JsonNode end =
                        game.await(e -> !e.path("state").path("status").asText().equals("active"));
                assertThat(end.get("state").get("winner").asInt()).isZero();
                game.awaitEnd();
            }
            JsonNode finish = events.await(e -> e.path("type").asText().equals("gameFinish"));
            assertThat(finish.get("game").get("id").asText()).isEqualTo(gameId);
            Bot stranger = bot();
            assertError(
                    api.get("/api/bot/game/stream/" + gameId, stranger.token()), 403, "forbidden");
        }
    }

    @Test
    void aDeclinedChallengeGoesAndTheStreamSaysSo() throws Exception {
        Bot bot = bot();
        SignedInClient person = signUp(freshName());
        try (Stream events = Stream.open(server.port(), "/api/bot/stream/event", bot.token())) {
            String challenge =
                    person.post(
                                    "/api/lobby/challenges",
                                    "{\"game\": \"madrooks\", \"to\": \"" + bot.name() + "\"}")
                            .json()
                            .get("id")
                            .asText();
            events.await(e -> e.path("type").asText().equals("challenge"));
            assertThat(api.get("/api/bot/challenges", bot.token()).json().get("challenges"))
                    .hasSize(1);
            Reply declined =
                    api.post("/api/bot/challenge/" + challenge + "/decline", bot.token(), "");
            assertThat(declined.status()).as(declined.toString()).isEqualTo(200);
            JsonNode gone = events.await(e -> e.path("type").asText().equals("challengeGone"));
            assertThat(gone.get("challenge").get("id").asText()).isEqualTo(challenge);
            assertThat(api.get("/api/bot/challenges", bot.token()).json().get("challenges"))
                    .isEmpty();
            assertError(
                    person.post("/api/lobby/challenges/" + challenge + "/accept", ""),
                    404,
                    "not_found");
        }
    }

    /** An NDJSON stream read on a thread of its own into a queue of lines. */
    static final class Stream implements AutoCloseable {
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        private final Thread reader;
        private final java.util.stream.Stream<String> body;
        private volatile boolean ended;

        private Stream(int port, String path, String token) throws Exception {
            HttpClient http = HttpClient.newHttpClient();
            var response =
                    http.sendAsync(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                                    .header("Authorization", "Bearer " + token)
                                    .build(),
                            HttpResponse.BodyHandlers.ofLines());
            HttpResponse<java.util.stream.Stream<String>> r = response.get(10, TimeUnit.SECONDS);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.headers().firstValue("Content-Type").orElse("")).contains("ndjson");
            body = r.body();
            reader =
                    new Thread(
                            () -> {
                                try {
                                    body.forEach(lines::add);
                                } catch (RuntimeException e) {
                                    // closed
                                } finally {
                                    ended = true;
                                }
                            });
            reader.setDaemon(true);
            reader.start();
        }

        static Stream open(int port, String path, String token) throws Exception {
            return new Stream(port, path, token);
        }

        /** The next line (keep-alive newlines skipped) that matches, within 20 s. */
        JsonNode await(Predicate<JsonNode> wanted) throws Exception {
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (true) {
                String line = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (line == null) {
                    throw new AssertionError("no such line within 20 s");
                }
                if (line.isBlank()) {
                    continue;
                }
                JsonNode value = JSON.readTree(line);
                if (wanted.test(value)) {
                    return value;
                }
            }
        }

        /** Waits for the server to end the stream. */
        void awaitEnd() throws InterruptedException {
            reader.join(20_000);
            assertThat(ended).as("the stream ended").isTrue();
        }

        @Override
        public void close() {
            body.close();
        }
    }
}
