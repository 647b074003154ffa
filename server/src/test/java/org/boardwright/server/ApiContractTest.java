package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.boardwright.ai.Budget;
import org.boardwright.engine.Dice;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.record.GameRecord;
import org.boardwright.server.ApiClient.Reply;
import org.boardwright.server.ApiClient.Socket;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;

/**
 * The whole HTTP and WebSocket API of docs/API.md against a real server over loopback, on the
 * database a subclass gives (SQLite file, embedded PostgreSQL). The computer plays real levels with
 * tiny budgets so the suite stays quick.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ApiContractTest {

    /** The database the server under test uses. */
    abstract String dbUrl();

    final TestTime time = new TestTime();

    /**
     * The restart test makes level:max think for a long time, to stop the server while it thinks.
     */
    final AtomicBoolean slowMax = new AtomicBoolean();

    BoardwrightServer server;
    ApiClient api;

    ServerConfig config() {
        return ServerConfig.defaults()
                .withHost("127.0.0.1")
                .withPort(0)
                .withDbUrl(dbUrl())
                .withComputerThreads(2)
                .withLevelBudget(
                        level ->
                                level.equals("level:max") && slowMax.get()
                                        ? Budget.time(60)
                                        : Budget.iterations(40))
                .withAnalysisBudget(Budget.iterations(300))
                .withClockTick(Duration.ofMillis(50))
                .withGamesPerMinute(0);
    }

    @BeforeAll
    void startServer() {
        server = BoardwrightServer.start(config(), time);
        api = new ApiClient(server.port());
    }

    @AfterAll
    void stopServer() {
        if (server != null) {
            server.stop();
        }
    }

    void restart() {
        server.stop();
        server = BoardwrightServer.start(config(), time);
        api = new ApiClient(server.port());
    }

    static String id(JsonNode created) {
        return created.get("id").asText();
    }

    static String token(JsonNode created) {
        return created.get("token").asText();
    }

    /** The invite token of a friend game's invitation link. */
    static String inviteToken(JsonNode created) {
        String invite = created.get("links").get("invite").asText();
        return invite.substring(invite.indexOf("#i=") + 3);
    }

    /** Joins a friend game as the invited friend; the friend's new seat token. */
    String friendToken(JsonNode created) {
        Reply joined =
                api.post(
                        "/api/games/" + id(created) + "/join",
                        null,
                        "{\"invite\": \"" + inviteToken(created) + "\"}");
        assertThat(joined.status()).as(joined.toString()).isEqualTo(200);
        return joined.json().get("token").asText();
    }

    static List<String> list(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    /** A game's state without the fields that change with the time of asking. */
    JsonNode stable(JsonNode state) {
        ObjectNode copy = state.deepCopy();
        ((ObjectNode) copy.get("clock")).remove(List.of("serverTime", "remainingMs"));
        copy.remove("thinking");
        return copy;
    }

    // ---------------------------------------------------------------- catalogue and creation

    @Test
    void catalogListsTheSixGamesAndTheLevels() {
        Reply r = api.get("/api/catalog", null);
        assertThat(r.status()).isEqualTo(200);
        assertThat(list(r.json().get("levels")))
                .containsExactly("level:1", "level:2", "level:3", "level:4", "level:max");
        List<String> ids = new ArrayList<>();
        r.json().get("games").forEach(g -> ids.add(g.get("id").asText()));
        assertThat(ids)
                .containsExactlyInAnyOrder(
                        "madrooks", "madbishops", "cage", "monkeyqueen", "checkers", "twist");
        r.json()
                .get("games")
                .forEach(
                        g -> {
                            if (g.get("id").asText().equals("monkeyqueen")) {
                                assertThat(g.get("parameters")).hasSize(2);
                                assertThat(g.get("credit").asText())
                                        .contains("marksteeregames.com");
                            }
                            assertThat(g.get("draws").asBoolean())
                                    .isEqualTo(
                                            Set.of("checkers", "twist")
                                                    .contains(g.get("id").asText()));
                            // The notations and every square's number, as the engine gives them.
                            org.boardwright.engine.Game game =
                                    org.boardwright.engine.Games.get(g.get("id").asText());
                            assertThat(list(g.get("notations"))).isEqualTo(game.notations());
                            JsonNode numbers = g.get("squareNumbers");
                            int labelled = 0;
                            for (int y = 0; y < game.height(); y++) {
                                for (int x = 0; x < game.width(); x++) {
                                    String label = game.squareNumber(x, y);
                                    String name = (char) ('a' + x) + String.valueOf(y + 1);
                                    if (label.isEmpty()) {
                                        assertThat(numbers.has(name)).isFalse();
                                    } else {
                                        labelled++;
                                        assertThat(numbers.get(name).asText()).isEqualTo(label);
                                    }
                                }
                            }
                            assertThat(numbers.size()).isEqualTo(labelled);
                            assertThat(labelled)
                                    .isEqualTo(g.get("id").asText().equals("checkers") ? 32 : 0);
                        });
        JsonNode checkers = api.get("/api/catalog/checkers", null).json();
        assertThat(checkers.at("/squareNumbers/g1").asText()).isEqualTo("1");
        assertThat(checkers.at("/squareNumbers/a3").asText()).isEqualTo("12");
        assertThat(checkers.at("/squareNumbers/b8").asText()).isEqualTo("32");
        assertThat(list(checkers.get("notations"))).contains("algebraic", "numeric");
        // The record formats besides the program's: the page offers a download of each.
        assertThat(list(checkers.get("recordFormats"))).containsExactly("pdn");
        assertThat(list(api.get("/api/catalog/cage", null).json().get("recordFormats"))).isEmpty();
    }

    @Test
    void everyGameCanBeCreatedWithItsParametersAndChosenColour() {
        for (String spec :
                List.of(
                        "madrooks",
                        "madbishops",
                        "cage",
                        "monkeyqueen:ivory=25,cigar=7",
                        "checkers",
                        "twist")) {
            JsonNode created =
                    api.create(
                            "{\"game\": \""
                                    + spec
                                    + "\", \"opponent\": \"friend\", \"color\": \"second\"}");
            assertThat(created.get("seat").asInt()).isEqualTo(1);
            assertThat(token(created)).hasSize(43);
            assertThat(id(created)).hasSize(12);
            JsonNode state = created.get("state");
            assertThat(state.get("spec").asText()).isEqualTo(spec);
            assertThat(state.get("you").asInt()).isEqualTo(1);
            assertThat(state.get("toMove").asInt()).isZero();
            assertThat(state.get("seats").get(0).get("joined").asBoolean()).isFalse();
            assertThat(state.get("legalMoves").size()).isPositive();
            assertThat(inviteToken(created)).hasSize(43).isNotEqualTo(token(created));
        }
        JsonNode mq =
                api.create(
                        "{\"game\": \"monkeyqueen:ivory=25,cigar=7\", \"opponent\": \"hotseat\"}");
        assertThat(mq.get("state").get("position").asText()).contains("I25").contains("C7");
        assertThat(mq.get("seat").asText()).isEqualTo("both");
    }

    @Test
    void coloursAreRandomUnlessChosen() {
        Set<Integer> seats = new HashSet<>();
        for (int i = 0; i < 40 && seats.size() < 2; i++) {
            seats.add(
                    api.create("{\"game\": \"madrooks\", \"opponent\": \"friend\"}")
                            .get("seat")
                            .asInt());
        }
        assertThat(seats).containsExactlyInAnyOrder(0, 1);
    }

    // ---------------------------------------------------------------- bad requests

    @Test
    void badRequestsGetClearErrorsAndChangeNothing() {
        JsonNode created =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        String t0 = token(created);
        String t1 = friendToken(created);
        api.move(id, t0, "a1xa2");
        api.get("/api/games/" + id, t1); // the invited player shows up (a change of its own)
        JsonNode before = stable(api.state(id));
        String path = "/api/games/" + id + "/moves";
        String other = token(api.create("{\"game\": \"madrooks\", \"opponent\": \"friend\"}"));

        assertError(api.get("/api/games/AAAAAAAAAAAA", null), 404, "not_found");
        assertError(api.get("/api/games/..%2F..%2Fetc", null), 404, "not_found");
        assertError(
                api.post("/api/games/AAAAAAAAAAAA/moves", t1, "{\"move\": \"a1xa2\"}"),
                404,
                "not_found");
        assertError(api.get("/api/nothing-here", null), 404, "not_found");
        Reply illegal = api.post(path, t1, "{\"move\": \"h8xh1\"}");
        assertError(illegal, 422, "illegal_move");
        assertThat(list(illegal.json().get("error").get("legalMoves")))
                .isEqualTo(list(before.get("legalMoves")));
        assertThat(illegal.json().get("error").get("message").asText()).contains("h8xh1");
        assertError(api.post(path, t1, "{\"move\": \"zz9-q\"}"), 400, "bad_request");
        assertError(api.post(path, t1, "{\"move\": \"\"}"), 400, "bad_request");
        assertError(
                api.post(
                        path,
                        t0,
                        "{\"move\": \"" + before.get("legalMoves").get(0).asText() + "\"}"),
                409,
                "not_your_turn");
        assertError(api.post(path, null, "{\"move\": \"b1xb2\"}"), 401, "token_required");
        assertError(api.post(path, other, "{\"move\": \"b1xb2\"}"), 403, "forbidden");
        assertError(api.post(path, "not-a-token", "{\"move\": \"b1xb2\"}"), 403, "forbidden");
        assertError(api.post(path, t1, "{\"move\": "), 400, "bad_request");
        assertError(api.post(path, t1, "[\"b1xb2\"]"), 400, "bad_request");
        assertError(api.post(path, t1, "{\"move\": \"b1xb2\"} trailing"), 400, "bad_request");
        assertError(api.post(path, t1, "{\"move\": 42}"), 400, "bad_request");
        assertError(api.post(path, t1, "{\"mover\": \"b1xb2\"}"), 400, "bad_request");
        assertError(
                api.post(path, t1, "{\"move\": \"b1xb2\", \"ply\": \"one\"}"), 400, "bad_request");
        assertError(api.post(path, t1, "{\"move\": \"b1xb2\", \"ply\": 1.5}"), 400, "bad_request");
        assertError(api.post(path, t1, "{\"move\": \"b1xb2\", \"ply\": 0}"), 409, "stale");
        assertError(
                api.post(path, t1, "{\"move\": \"b1xb2\"}", "text/plain"),
                415,
                "unsupported_media_type");
        assertError(
                api.post(path, t1, "{\"move\": \"" + "x".repeat(70_000) + "\"}"), 413, "too_large");
        assertError(
                api.postChunked(path, t1, "{\"move\": \"" + "x".repeat(70_000) + "\"}"),
                413,
                "too_large");
        assertError(api.postChunked(path, t1, "{\"move\": \"b1xb2\", \"ply\": 0}"), 409, "stale");
        assertError(
                api.post("/api/games/" + id + "/draw", t1, "{\"action\": \"offer\"}"),
                409,
                "conflict");
        assertError(
                api.post("/api/games/" + id + "/draw", t1, "{\"action\": \"maybe\"}"),
                409,
                "conflict");
        assertError(
                api.post("/api/games/" + id + "/takeback", t1, "{\"action\": \"accept\"}"),
                409,
                "conflict");
        assertError(
                api.post("/api/games/" + id + "/takeback", t1, "{\"action\": \"sideways\"}"),
                400,
                "bad_request");
        assertError(
                api.post("/api/games/" + id + "/rematch", t1, "{\"action\": \"offer\"}"),
                409,
                "conflict");
        assertError(api.get("/api/games/" + id + "/record?form=xml", null), 400, "bad_request");
        assertError(api.get("/api/games/" + id + "/analysis", t1), 403, "forbidden");
        assertError(api.get("/api/games/" + id + "/analysis?ply=x", null), 400, "bad_request");
        assertThat(stable(api.state(id))).isEqualTo(before);

        // Bad creations.
        assertError(api.post("/api/games", null, "{\"game\": \"chess\"}"), 400, "bad_request");
        assertError(
                api.post("/api/games", null, "{\"game\": \"monkeyqueen:ivory=2\"}"),
                400,
                "bad_request");
        assertError(
                api.post("/api/games", null, "{\"game\": \"madrooks:ivory=20\"}"),
                400,
                "bad_request");
        assertError(api.post("/api/games", null, "{}"), 400, "bad_request");
        assertError(
                api.post("/api/games", null, "{\"game\": \"madrooks\", \"opponent\": \"robot\"}"),
                400,
                "bad_request");
        assertError(
                api.post("/api/games", null, "{\"game\": \"madrooks\", \"level\": \"level:9\"}"),
                400,
                "bad_request");
        assertError(
                api.post("/api/games", null, "{\"game\": \"madrooks\", \"color\": \"purple\"}"),
                400,
                "bad_request");
        assertError(
                api.post(
                        "/api/games",
                        null,
                        "{\"game\": \"madrooks\", \"clock\": {\"type\": \"clock\", \"minutes\": 0}}"),
                400,
                "bad_request");
        assertError(
                api.post(
                        "/api/games",
                        null,
                        "{\"game\": \"madrooks\", \"clock\": {\"type\": \"clock\"}}"),
                400,
                "bad_request");
        assertError(
                api.post(
                        "/api/games",
                        null,
                        "{\"game\": \"madrooks\", \"clock\": {\"type\": \"correspondence\", \"days\": 15}}"),
                400,
                "bad_request");
        assertError(
                api.post("/api/games", null, "{\"game\": \"madrooks\", \"clock\": \"fast\"}"),
                400,
                "bad_request");
        assertError(api.post("/api/games", null, "{\"game\": 7}"), 400, "bad_request");
        assertError(
                api.post(
                        "/api/games",
                        null,
                        "{\"record\": \"[Game \\\"madrooks\\\"]\\n\\na1xa9 *\"}"),
                400,
                "bad_request");
        assertError(
                api.post(
                        "/api/games",
                        null,
                        "{\"game\": \"cage\", \"record\": \"[Game \\\"madrooks\\\"]\\n\\na1xa2 *\"}"),
                400,
                "bad_request");
        assertError(
                api.post(
                        "/api/games",
                        null,
                        "{\"game\": \"madrooks\"}",
                        "application/x-www-form-urlencoded"),
                415,
                "unsupported_media_type");

        // Actions after the game is over.
        assertThat(api.post("/api/games/" + id + "/resign", t1, "").status()).isEqualTo(200);
        JsonNode over = stable(api.state(id));
        assertError(
                api.post(
                        path,
                        t0,
                        "{\"move\": \"" + before.get("legalMoves").get(0).asText() + "\"}"),
                409,
                "game_over");
        assertError(api.post("/api/games/" + id + "/resign", t0, ""), 409, "game_over");
        assertError(
                api.post("/api/games/" + id + "/takeback", t0, "{\"action\": \"request\"}"),
                409,
                "game_over");
        assertError(
                api.post("/api/games/" + id + "/claim", t0, "{\"action\": \"win\"}"),
                409,
                "game_over");
        assertThat(stable(api.state(id))).isEqualTo(over);
    }

    @Test
    void anOversizedBodyIsReadBeforeTheAnswerSoTheClientGetsIt() throws Exception {
        JsonNode created = api.create("{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}");
        String path = "/api/games/" + id(created) + "/moves";
        byte[] body =
                ("{\"move\": \"" + "x".repeat(200_000) + "\"}").getBytes(StandardCharsets.UTF_8);
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(requestHead(path, body.length, token(created)));
            out.write(body, 0, body.length / 2);
            out.flush();
            out.write(body, body.length / 2, body.length - body.length / 2);
            out.flush();
            RawReply r = readReply(socket.getInputStream());
            assertThat(r.status()).as(r.toString()).isEqualTo(413);
            assertThat(ApiClient.JSON.readTree(r.body()).get("error").get("code").asText())
                    .isEqualTo("too_large");
            // The server decides whether to keep the connection only after reading the body to its
            // end: a kept connection shows the answer came after the whole body. Answering before
            // would reset the connection under a client still sending.
            assertThat(r.head().toLowerCase(java.util.Locale.ROOT))
                    .doesNotContain("connection: close");
            out.write(requestHead(path, 2, token(created)));
            out.write("{}".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            RawReply next = readReply(socket.getInputStream());
            assertThat(next.status()).as(next.toString()).isEqualTo(400);
        }
        // Beyond what the server reads and throws away it answers at once and closes.
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(30_000);
            socket.getOutputStream().write(requestHead(path, 5_000_000, token(created)));
            socket.getOutputStream().flush();
            RawReply r = readReply(socket.getInputStream());
            assertThat(r.status()).as(r.toString()).isEqualTo(413);
            assertThat(r.head().toLowerCase(java.util.Locale.ROOT)).contains("connection: close");
            assertThat(ApiClient.JSON.readTree(r.body()).get("error").get("code").asText())
                    .isEqualTo("too_large");
        }
        assertThat(api.state(id(created)).get("ply").asInt()).isZero();
    }

    private static byte[] requestHead(String path, long contentLength, String token) {
        return ("POST "
                        + path
                        + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Authorization: Bearer "
                        + token
                        + "\r\nContent-Length: "
                        + contentLength
                        + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
    }

    /** An HTTP/1.1 answer read off a raw socket: the status, the header block and the body. */
    record RawReply(int status, String head, String body) {}

    private static RawReply readReply(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new AssertionError("the connection ended inside the answer's head: " + head);
            }
            head.write(b);
        }
        String headText = head.toString(StandardCharsets.US_ASCII);
        int length = 0;
        for (String line : headText.split("\r\n")) {
            if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring(15).trim());
            }
        }
        String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
        return new RawReply(Integer.parseInt(headText.split(" ")[1]), headText, body);
    }

    static void assertError(Reply r, int status, String code) {
        assertThat(r.status()).as(r.toString()).isEqualTo(status);
        assertThat(r.code()).as(r.toString()).isEqualTo(code);
        assertThat(r.json().get("error").get("message").asText()).isNotBlank();
    }

    // ---------------------------------------------------------------- play

    @Test
    void concurrentMovesForOneGameCannotBothLand() throws Exception {
        for (boolean withPly : List.of(true, false)) {
            JsonNode created =
                    api.create(
                            "{\"game\": \"madrooks\", \"opponent\": \"friend\", \"color\": \"first\"}");
            String id = id(created);
            String t0 = token(created);
            List<Callable<Reply>> requests = new ArrayList<>();
            for (String m : list(created.get("state").get("legalMoves")).subList(0, 8)) {
                String body = "{\"move\": \"" + m + "\"" + (withPly ? ", \"ply\": 0" : "") + "}";
                requests.add(() -> api.post("/api/games/" + id + "/moves", t0, body));
            }
            assertThat(landedAtOnce(requests)).isEqualTo(1);
            assertThat(api.state(id).get("ply").asInt()).isEqualTo(1);
        }
    }

    /**
     * Sends the requests at the same moment (each on its own thread, released together) and returns
     * how many landed; every other one must be refused as stale or out of turn.
     */
    private static int landedAtOnce(List<Callable<Reply>> requests) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(requests.size());
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Reply>> replies = new ArrayList<>();
            for (Callable<Reply> request : requests) {
                replies.add(
                        pool.submit(
                                () -> {
                                    go.await();
                                    return request.call();
                                }));
            }
            go.countDown();
            int landed = 0;
            for (Future<Reply> f : replies) {
                Reply r = f.get();
                if (r.status() == 200) {
                    landed++;
                } else {
                    assertThat(r.code()).as(r.toString()).isIn("stale", "not_your_turn");
                }
            }
            return landed;
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void aWholeHotSeatGameIsPlayedThroughTheApi() {
        JsonNode created = api.create("{\"game\": \"madbishops\", \"opponent\": \"hotseat\"}");
        String id = id(created);
        String t = token(created);
        SplittableRandom random = new SplittableRandom(7);
        JsonNode state = created.get("state");
        int plies = 0;
        while (state.get("status").asText().equals("active")) {
            List<String> legal = list(state.get("legalMoves"));
            state = api.move(id, t, legal.get(random.nextInt(legal.size())));
            plies++;
        }
        assertThat(plies).isGreaterThan(10);
        assertThat(state.get("status").asText()).isEqualTo("finished");
        assertThat(state.get("result").asText()).isIn("1-0", "0-1");
        assertThat(state.get("winner").asInt())
                .isEqualTo(state.get("result").asText().equals("1-0") ? 0 : 1);
        assertThat(state.get("reason").asText()).isNotBlank();
        assertThat(state.get("legalMoves")).isEmpty();
        assertThat(state.get("toMove").isNull()).isTrue();
        // The record replays to the same end.
        GameRecord record = GameRecord.read(api.get("/api/games/" + id + "/record", null).text());
        assertThat(record.moveNotations()).isEqualTo(list(state.get("moves")));
        assertThat(record.resultToken()).isEqualTo(state.get("result").asText());
    }

    @Test
    void positionsListTheBoardAtEveryPlyForWhoeverMaySeeTheGame() {
        for (String spec : List.of("checkers", "twist")) {
            JsonNode created =
                    api.create("{\"game\": \"" + spec + "\", \"opponent\": \"hotseat\"}");
            String id = id(created);
            String t = token(created);
            SplittableRandom random = new SplittableRandom(11);
            JsonNode state = created.get("state");
            for (int i = 0; i < 12 && state.get("status").asText().equals("active"); i++) {
                List<String> legal = list(state.get("legalMoves"));
                state = api.move(id, t, legal.get(random.nextInt(legal.size())));
            }
            List<String> moves = list(state.get("moves"));
            assertThat(moves.size())
                    .as(spec)
                    .isGreaterThanOrEqualTo(12); // the Twist's dice are plies too

            // Replayed here with the engine: one position per ply, the last one the state's.
            Game game = Games.get(spec);
            GameState replay = game.parsePosition(state.get("startPosition").asText());
            List<String> expected = new ArrayList<>(List.of(replay.position()));
            for (String m : moves) {
                replay.play(replay.parseMove(m));
                expected.add(replay.position());
            }
            Reply mine = api.get("/api/games/" + id + "/positions", t);
            assertThat(mine.status()).as(mine.toString()).isEqualTo(200);
            List<String> positions = list(mine.json().get("positions"));
            assertThat(positions)
                    .as(spec)
                    .isEqualTo(expected)
                    .hasSize(state.get("ply").asInt() + 1);
            assertThat(positions.get(positions.size() - 1))
                    .isEqualTo(state.get("position").asText());

            // As the state: open to watchers, 403 for a token of no seat, 404 for no game.
            assertThat(
                            list(
                                    api.get("/api/games/" + id + "/positions", null)
                                            .json()
                                            .get("positions")))
                    .isEqualTo(expected);
            assertError(
                    api.get("/api/games/" + id + "/positions", "not-a-token"), 403, "forbidden");
            assertError(api.get("/api/games/AAAAAAAAAAAA/positions", null), 404, "not_found");
        }
    }

    @Test
    void aWholeGameAgainstTheComputerWithRepliesOverTheWebSocket() {
        JsonNode created =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:2\", \"color\": \"first\"}");
        String id = id(created);
        String t = token(created);
        assertThat(created.get("state").get("seats").get(1).get("kind").asText())
                .isEqualTo("computer");
        SplittableRandom random = new SplittableRandom(3);
        try (Socket socket = api.socket(id, t)) {
            JsonNode state = socket.awaitState(s -> true);
            assertThat(state.get("you").asInt()).isZero();
            while (state.get("status").asText().equals("active")) {
                List<String> legal = list(state.get("legalMoves"));
                int ply = state.get("ply").asInt();
                JsonNode after = api.move(id, t, legal.get(random.nextInt(legal.size())));
                assertThat(after.get("ply").asInt()).isEqualTo(ply + 1);
                if (after.get("status").asText().equals("active")) {
                    assertThat(
                                    after.get("thinking").asBoolean()
                                            || after.get("ply").asInt() > ply + 1)
                            .isTrue();
                }
                state =
                        socket.awaitState(
                                s ->
                                        !s.get("status").asText().equals("active")
                                                || s.get("toMove").asInt(-1) == 0
                                                        && !s.get("thinking").asBoolean());
            }
            assertThat(state.get("status").asText()).isEqualTo("finished");
            assertThat(state.get("winner").isNull()).isFalse();
        }
    }

    @Test
    void theComputerPlaysOnWhereItCouldClaimARepetition() {
        // Two kings, the position on the board for the third time with the computer (White) to
        // move: the draw is the computer's to claim, and it never claims, so it must move.
        String record =
                "[Game \\\"checkers\\\"]\\n\\ne3-f4 b6-a5 c3-d4 f6-e5 d4xf6 e7xg5xe3 f2xd4 d8-e7 e1-f2 h6-g5 f2-e3 g7-f6 g1-f2 g5-h4 d4-e5 d6xf4 e3xg5 a5-b4 a3xc5 f6-e5 d2-c3 h8-g7 g5-h6 e7-f6 b2-a3 f8-e7 h6xf8 c7-b6 f8xd6xf4 b6xd4xb2 a1xc3 b8-c7 c1-b2 c7-d6 f2-e3 h4xf2 h2-g3 d6-e5 f4xd6 f2-g1 a3-b4 g1-f2 d6-e5 f2xd4 e5xg7 d4-e3 g3-h4 e3-f4 g7-h6 f4-g3 b4-a5 g3-h2 h4-g5 h2-g3 h6-g7 g3-f2 g5-f6 f2-g3 g7-h6 g3-h2 b2-a3 h2-g3 a3-b4 g3-f2 b4-c5 f2-e1 c3-d4 e1-d2 a5-b6 d2-e3 f6-e7 e3-f2 b6-c7 f2-e3 c7-b8 e3-f2 b8-c7 f2-g3 c7-b6 g3-f4 d4-e5 f4xd6xb4 h6-g5 a7xc5 e7-f8 b4-a5 g5-f6 a5-b4 f8-e7 b4-c3 e7-d6 c3-b4 f6-g5 b4-a3 d6xb4 a3xc5 g5-f4 c5-b4 f4-e5 b4-a3 e5-f4 a3-b2 f4-e5 b2-c1 e5-f6 c1-b2 f6-g7 b2-a1 g7-f8 a1-b2 f8-e7 b2-c1 e7-f6 c1-d2 f6-e5 d2-c1 e5-f6 *";
        JsonNode created =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"computer\", \"level\": \"level:1\","
                                + " \"color\": \"first\", \"record\": \""
                                + record
                                + "\"}");
        String id = id(created);
        try (Socket socket = api.socket(id, token(created))) {
            JsonNode after = socket.awaitState(st -> st.get("ply").asInt() > 117);
            assertThat(after.get("status").asText()).isEqualTo("active");
        }
    }

    @Test
    void manyGamesAgainstTheComputerAtOnceAllFinish() throws Exception {
        int games = 8;
        ExecutorService pool = Executors.newFixedThreadPool(games);
        List<Future<JsonNode>> results = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            long seed = i;
            String spec =
                    List.of("madrooks", "madbishops", "monkeyqueen:ivory=6,cigar=6", "checkers")
                            .get(i % 4);
            results.add(
                    pool.submit(
                            () -> {
                                JsonNode created =
                                        api.create(
                                                "{\"game\": \""
                                                        + spec
                                                        + "\", \"opponent\": \"computer\", \"level\": \"level:1\"}");
                                String id = id(created);
                                int me = created.get("seat").asInt();
                                SplittableRandom random = new SplittableRandom(seed);
                                try (Socket socket = api.socket(id, token(created))) {
                                    JsonNode state =
                                            socket.awaitState(
                                                    s ->
                                                            s.get("toMove").asInt(-1) == me
                                                                    || !s.get("status")
                                                                            .asText()
                                                                            .equals("active"));
                                    int moves = 0;
                                    while (state.get("status").asText().equals("active")
                                            && moves < 150) {
                                        List<String> legal = list(state.get("legalMoves"));
                                        int ply = state.get("ply").asInt();
                                        api.move(
                                                id,
                                                token(created),
                                                legal.get(random.nextInt(legal.size())));
                                        moves++;
                                        state =
                                                socket.awaitState(
                                                        s ->
                                                                s.get("ply").asInt() > ply
                                                                        && (s.get("toMove")
                                                                                                .asInt(
                                                                                                        -1)
                                                                                        == me
                                                                                || !s.get("status")
                                                                                        .asText()
                                                                                        .equals(
                                                                                                "active")));
                                    }
                                    if (state.get("status").asText().equals("active")) {
                                        state =
                                                api.post(
                                                                "/api/games/" + id + "/resign",
                                                                token(created),
                                                                "")
                                                        .json();
                                    }
                                    return state;
                                }
                            }));
        }
        for (Future<JsonNode> f : results) {
            JsonNode end = f.get();
            assertThat(end.get("status").asText()).isEqualTo("finished");
            // what was pushed is what is stored
            JsonNode stored = stable(api.state(end.get("id").asText()));
            ((ObjectNode) stored).put("you", end.get("you").asInt());
            assertThat(stored).isEqualTo(stable(end));
        }
        pool.shutdown();
    }

    @Test
    void theComputerMovesFirstWhenItHasTheFirstColour() {
        JsonNode created =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"second\"}");
        String id = id(created);
        try (Socket socket = api.socket(id, token(created))) {
            JsonNode state = socket.awaitState(s -> s.get("ply").asInt() == 1);
            assertThat(state.get("toMove").asInt()).isEqualTo(1);
            assertThat(state.get("thinking").asBoolean()).isFalse();
        }
    }

    @Test
    void aFriendJoinsWithASingleUseInvitationAndTheCreatorNeverHoldsTheFriendsSeat() {
        JsonNode created =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        String t0 = token(created);
        String invite = inviteToken(created);
        String join = "/api/games/" + id + "/join";
        String body = "{\"invite\": \"" + invite + "\"}";
        assertThat(created.at("/links/invite").asText()).isEqualTo("/g/" + id + "#i=" + invite);
        // The invitation is no seat token: it cannot act for the friend's seat.
        assertError(api.post("/api/games/" + id + "/resign", invite, ""), 403, "forbidden");
        assertError(api.get("/api/games/" + id, invite), 403, "forbidden");
        try (Socket creator = api.socket(id, t0)) {
            creator.awaitState(s -> true);
            // The creator opening the link: this is his invitation; he keeps his seat and uses
            // nothing up.
            Reply own = api.post(join, t0, body);
            assertThat(own.status()).as(own.toString()).isEqualTo(200);
            assertThat(own.json().get("seat").asInt()).isZero();
            assertThat(own.json().get("ownInvitation").asBoolean()).isTrue();
            assertThat(own.json().has("token")).isFalse();
            assertThat(own.json().at("/state/you").asInt()).isZero();
            assertThat(own.json().at("/state/seats/1/joined").asBoolean()).isFalse();

            Reply friend = api.post(join, null, body);
            assertThat(friend.status()).as(friend.toString()).isEqualTo(200);
            String t1 = friend.json().get("token").asText();
            assertThat(t1).hasSize(43).isNotEqualTo(invite).isNotEqualTo(t0);
            assertThat(friend.json().get("seat").asInt()).isEqualTo(1);
            assertThat(friend.json().get("ownInvitation").asBoolean()).isFalse();
            // Pushed to the creator at once, before anybody moves.
            JsonNode pushed = creator.awaitState(s -> s.at("/seats/1/joined").asBoolean());
            assertThat(pushed.get("ply").asInt()).isZero();
            assertThat(pushed.get("you").asInt()).isZero();

            // Single use: nobody else gets the seat with it; its holders keep their own seats.
            assertError(api.post(join, null, body), 409, "conflict");
            assertThat(api.post(join, t1, body).json().get("seat").asInt()).isEqualTo(1);
            assertThat(api.post(join, t0, body).json().get("seat").asInt()).isZero();
            assertError(
                    api.post(join, null, "{\"invite\": \"" + token(created) + "\"}"),
                    403,
                    "forbidden");
            assertError(api.post("/api/games/" + id + "/resign", invite, ""), 403, "forbidden");

            // Only the friend's token plays the friend's seat.
            api.move(id, t0, "c3-d4");
            assertError(
                    api.post("/api/games/" + id + "/moves", t0, "{\"move\": \"f6-e5\"}"),
                    409,
                    "not_your_turn");
            assertThat(api.move(id, t1, "f6-e5").get("ply").asInt()).isEqualTo(2);
        }
    }

    @Test
    void theWebSocketSendsTheWholeStateOnConnectAndAfterEveryChangeAndAnswersPings() {
        JsonNode created =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        String t0 = token(created);
        try (Socket watcher = api.socket(id, null);
                Socket player = api.socket(id, friendToken(created))) {
            assertThat(watcher.awaitState(s -> true).get("you").isNull()).isTrue();
            // The token comes in the socket's first message: the state follows as the seat sees it.
            assertThat(player.awaitState(s -> !s.get("you").isNull()).get("you").asInt())
                    .isEqualTo(1);
            assertThat(api.state(id).get("seats").get(1).get("joined").asBoolean()).isTrue();
            api.move(id, t0, "c3-d4");
            assertThat(watcher.awaitState(s -> s.get("ply").asInt() == 1).get("lastMove").asText())
                    .isEqualTo("c3-d4");
            assertThat(player.awaitState(s -> s.get("ply").asInt() == 1).get("you").asInt())
                    .isEqualTo(1);
            watcher.send("{\"type\": \"ping\"}");
            watcher.await(m -> m.get("type").asText().equals("pong"), Duration.ofSeconds(5));
            // A token of no seat names none: the socket stays a watcher and is told why.
            watcher.send("{\"type\": \"auth\", \"token\": \"" + "x".repeat(43) + "\"}");
            assertThat(
                            watcher.await(
                                            m -> m.get("type").asText().equals("error"),
                                            Duration.ofSeconds(5))
                                    .at("/error/code")
                                    .asText())
                    .isEqualTo("forbidden");
        }
        // Older clients put the token in the address; it still names the seat.
        try (Socket old = api.socketWithTokenInAddress(id, t0)) {
            assertThat(old.awaitState(s -> true).get("you").asInt()).isZero();
        }
        // A socket for a game that does not exist is told so.
        try (Socket nowhere = api.socket("AAAAAAAAAAAA", null)) {
            JsonNode m = nowhere.await(x -> true, Duration.ofSeconds(5));
            assertThat(m.get("error").get("code").asText()).isEqualTo("not_found");
        }
        // A client that reconnects gets the whole current state.
        try (Socket again = api.socket(id, null)) {
            JsonNode state = again.awaitState(s -> true);
            assertThat(list(state.get("moves"))).containsExactly("c3-d4");
            assertThat(stable(state)).isEqualTo(stable(api.state(id)));
        }
    }

    @Test
    void twistDiceComeFromTheSeedAndEveryRollThrownSoATakebackNeverShowsTheNextRoll() {
        JsonNode created = api.create("{\"game\": \"twist\", \"opponent\": \"hotseat\"}");
        String id = id(created);
        String t = token(created);
        assertThat(created.get("state").has("seed")).isFalse();
        SplittableRandom random = new SplittableRandom(11);
        JsonNode state = created.get("state");
        String declaration = null;
        for (int i = 0; i < 200 && declaration == null; i++) {
            List<String> legal = list(state.get("legalMoves"));
            declaration =
                    legal.stream()
                            .filter(
                                    m ->
                                            m.equals("extra")
                                                    || m.startsWith("speed:")
                                                    || m.startsWith("initiative:"))
                            .findFirst()
                            .orElse(null);
            if (declaration == null) {
                state = api.move(id, t, legal.get(random.nextInt(legal.size())));
                assertThat(state.get("status").asText()).isEqualTo("active");
            }
        }
        assertThat(declaration).as("a declaration became available").isNotNull();
        int ply = state.get("ply").asInt();
        JsonNode rolled = api.move(id, t, declaration);
        String roll = rolled.get("moves").get(ply + 1).asText();
        assertThat(roll).startsWith("roll:");
        assertThat(rolled.get("lastRoll")).hasSize(2);
        // The turn's phase in words is the engine's for the position the dice left.
        assertThat(created.at("/state/turnText").asText()).isEmpty();
        assertThat(rolled.get("turnText").asText())
                .isEqualTo(
                        Games.get("twist")
                                .text()
                                .describeTurn(
                                        Games.get("twist")
                                                .parsePosition(rolled.get("position").asText())));
        JsonNode back =
                api.post("/api/games/" + id + "/takeback", t, "{\"action\": \"request\"}").json();
        assertThat(back.get("ply").asInt()).isLessThanOrEqualTo(ply);
        JsonNode again = back;
        while (again.get("ply").asInt() < ply) {
            again = api.move(id, t, state.get("moves").get(again.get("ply").asInt()).asText());
        }
        restart(); // the count of rolls thrown is stored with the game and given back when it is
        // loaded
        again = api.move(id, t, declaration);
        String rethrown = again.get("moves").get(ply + 1).asText();
        assertThat(rethrown).startsWith("roll:");

        // Once the game is over the seed is shown, and every roll follows from it: the n-th roll
        // thrown in the game, the one taken back included, so the roll after the takeback is a new
        // one.
        JsonNode over = api.post("/api/games/" + id + "/resign", t, "").json();
        long seed = Long.parseLong(over.get("seed").asText());
        Game game = Games.get("twist");
        GameState replay = game.newInitialState();
        List<String> played = new ArrayList<>();
        int[] buffer = new int[GameState.MAX_MOVES];
        for (String m : list(over.get("moves"))) {
            if (replay.isChanceNode()) {
                int takenBack = played.size() > ply ? 1 : 0;
                if (played.size() == ply + 1) {
                    assertThat(
                                    replay.formatMove(
                                            Dice.roll(replay, seed, Dice.rollsIn(played), buffer)))
                            .isEqualTo(roll);
                }
                assertThat(
                                replay.formatMove(
                                        Dice.roll(
                                                replay,
                                                seed,
                                                Dice.rollsIn(played) + takenBack,
                                                buffer)))
                        .isEqualTo(m);
            }
            replay.play(replay.parseMove(m));
            played.add(m);
        }
        String record = api.get("/api/games/" + id + "/record", null).text();
        assertThat(record).contains("[Seed \"" + seed + "\"]");

        // An imported Twist record keeps its dice; a takeback into it lands at the start of a turn,
        // never on dice.
        String unfinished =
                record.replace("[Result \"" + over.get("result").asText() + "\"]", "[Result \"*\"]")
                        .replaceAll("(?s)\\[Termination [^\\]]*\\]\\n", "")
                        .replaceAll("(1-0|0-1)\\s*$", "*\n");
        JsonNode imported =
                api.create(
                        "{\"opponent\": \"hotseat\", \"record\": "
                                + ApiClient.JSON.valueToTree(unfinished)
                                + "}");
        assertThat(list(imported.get("state").get("moves"))).isEqualTo(list(over.get("moves")));
        JsonNode undone =
                api.post(
                                "/api/games/" + id(imported) + "/takeback",
                                token(imported),
                                "{\"action\": \"request\"}")
                        .json();
        assertThat(undone.get("ply").asInt()).isLessThan(over.get("ply").asInt());
        assertThat(undone.get("lastMove").asText())
                .doesNotStartWith("extra")
                .doesNotStartWith("speed:")
                .doesNotStartWith("initiative:");
        assertThat(undone.get("legalMoves")).isNotEmpty();
    }

    @Test
    void cagesForcedPassIsPlayedAtOnce() {
        // Find, by seeded random play, a position where one move leaves the opponent only a pass.
        Game cage = Games.get("cage");
        SplittableRandom random = new SplittableRandom(5);
        int[] buffer = new int[GameState.MAX_MOVES];
        String start = null;
        String move = null;
        for (int game = 0; game < 500 && start == null; game++) {
            GameState s = cage.newInitialState();
            while (!s.isTerminal() && start == null) {
                int n = s.legalMoves(buffer, 0);
                int m = buffer[random.nextInt(n)];
                String before = s.position();
                String text = s.formatMove(m);
                s.play(m);
                List<String> next = s.isTerminal() ? List.of() : s.legalMoveNotations();
                if (!text.equals("pass") && next.equals(List.of("pass"))) {
                    start = before;
                    move = text;
                }
            }
        }
        assertThat(start).as("a forced pass turned up").isNotNull();
        String record = "[Game \"cage\"]\n[Start \"" + start + "\"]\n\n*\n";
        JsonNode created =
                api.create(
                        "{\"opponent\": \"hotseat\", \"record\": "
                                + ApiClient.JSON.valueToTree(record)
                                + "}");
        int mover = created.get("state").get("toMove").asInt();
        JsonNode after = api.move(id(created), token(created), move);
        assertThat(list(after.get("moves"))).containsExactly(move, "pass");
        assertThat(after.get("toMove").asInt()).isEqualTo(mover);
    }

    @Test
    void monkeyQueenSwapExchangesTheColoursOfTheSeats() {
        JsonNode created =
                api.create(
                        "{\"game\": \"monkeyqueen\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        String t0 = token(created);
        String t1 = friendToken(created);
        assertThat(created.get("state").get("swapAvailable").asBoolean()).isFalse();
        JsonNode first = api.move(id, t0, list(created.get("state").get("legalMoves")).get(0));
        assertThat(first.get("swapAvailable").asBoolean()).isTrue();
        assertThat(list(first.get("legalMoves"))).contains("swap");
        JsonNode swapped = api.move(id, t1, "swap");
        assertThat(swapped.get("swapAvailable").asBoolean()).isFalse();
        assertThat(swapped.get("seats").get(0).get("color").asText()).isEqualTo("Cigar");
        assertThat(swapped.get("seats").get(1).get("color").asText()).isEqualTo("Ivory");
        // Cigar (now seat 0) is to move after the swap.
        assertThat(swapped.get("sideToMove").asText()).isEqualTo("Cigar");
        assertThat(swapped.get("toMove").asInt()).isZero();
        JsonNode next = api.move(id, t0, list(swapped.get("legalMoves")).get(0));
        assertThat(next.get("toMove").asInt()).isEqualTo(1);
        // Seat 0 resigns: seat 1 (Ivory now) wins; the result is by colour.
        JsonNode over = api.post("/api/games/" + id + "/resign", t0, "").json();
        assertThat(over.get("winner").asInt()).isEqualTo(1);
        assertThat(over.get("result").asText()).isEqualTo("1-0");
        assertThat(api.get("/api/games/" + id + "/record", null).text()).contains("[Swap ");
    }

    // ---------------------------------------------------------------- around the moves

    @Test
    void resignEndsTheGameForTheOtherSeat() {
        JsonNode created =
                api.create("{\"game\": \"cage\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        JsonNode over = api.post("/api/games/" + id + "/resign", friendToken(created), "").json();
        assertThat(over.get("status").asText()).isEqualTo("finished");
        assertThat(over.get("winner").asInt()).isZero();
        assertThat(over.get("result").asText()).isEqualTo("1-0");
        assertThat(over.get("reason").asText()).isEqualTo("Blue resigned");
        assertThat(over.get("enginePolicy").asBoolean()).isFalse();
    }

    @Test
    void drawOffersAreAnsweredByTheOpponentAndLapseWhenTheOpponentMoves() {
        JsonNode created =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        String t0 = token(created);
        String t1 = friendToken(created);
        String draw = "/api/games/" + id + "/draw";
        assertThat(api.post(draw, t0, "{\"action\": \"offer\"}").json().get("drawOffer").asInt())
                .isZero();
        assertError(api.post(draw, t0, "{\"action\": \"accept\"}"), 409, "conflict");
        assertError(api.post(draw, t1, "{\"action\": \"offer\"}"), 409, "conflict");
        assertThat(api.post(draw, t1, "{\"action\": \"decline\"}").json().get("drawOffer").isNull())
                .isTrue();
        api.post(draw, t0, "{\"action\": \"offer\"}");
        api.move(id, t0, "c3-d4");
        assertThat(api.state(id).get("drawOffer").asInt())
                .as("the offerer's own move keeps it")
                .isZero();
        JsonNode lapsed = api.move(id, t1, "f6-e5");
        assertThat(lapsed.get("drawOffer").isNull()).isTrue();
        api.post(draw, t0, "{\"action\": \"offer\"}");
        JsonNode drawn = api.post(draw, t1, "{\"action\": \"accept\"}").json();
        assertThat(drawn.get("status").asText()).isEqualTo("finished");
        assertThat(drawn.get("result").asText()).isEqualTo("1/2-1/2");
        assertThat(drawn.get("winner").isNull()).isTrue();
        assertThat(drawn.get("reason").asText()).isEqualTo("Draw agreed");
        // The computer declines draws; games without draws refuse the offer.
        JsonNode vsComputer =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"computer\", \"color\": \"first\"}");
        assertError(
                api.post(
                        "/api/games/" + id(vsComputer) + "/draw",
                        token(vsComputer),
                        "{\"action\": \"offer\"}"),
                409,
                "conflict");
    }

    @Test
    void takebacksBetweenPeopleAreAnsweredAndAgainstTheComputerGrantedAtOnce() {
        JsonNode created =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        String t0 = token(created);
        String t1 = friendToken(created);
        String takeback = "/api/games/" + id + "/takeback";
        assertError(api.post(takeback, t0, "{\"action\": \"request\"}"), 409, "conflict");
        api.move(id, t0, "c3-d4");
        api.move(id, t1, "f6-e5");
        assertThat(
                        api.post(takeback, t0, "{\"action\": \"request\"}")
                                .json()
                                .get("takebackRequest")
                                .asInt())
                .isZero();
        assertError(api.post(takeback, t0, "{\"action\": \"accept\"}"), 409, "conflict");
        assertThat(
                        api.post(takeback, t1, "{\"action\": \"decline\"}")
                                .json()
                                .get("takebackRequest")
                                .isNull())
                .isTrue();
        api.post(takeback, t0, "{\"action\": \"request\"}");
        JsonNode back = api.post(takeback, t1, "{\"action\": \"accept\"}").json();
        assertThat(back.get("ply").asInt()).isZero();
        assertThat(back.get("toMove").asInt()).isZero();

        JsonNode vs =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"first\"}");
        String vid = id(vs);
        try (Socket socket = api.socket(vid, token(vs))) {
            api.move(vid, token(vs), "c3-d4");
            socket.awaitState(s -> s.get("ply").asInt() == 2);
            JsonNode undone =
                    api.post(
                                    "/api/games/" + vid + "/takeback",
                                    token(vs),
                                    "{\"action\": \"request\"}")
                            .json();
            assertThat(undone.get("ply").asInt()).isZero();
            assertThat(undone.get("toMove").asInt()).isZero();
            assertThat(undone.get("thinking").asBoolean()).isFalse();
        }
    }

    @Test
    void aComputerMoveThoughtBeforeATakebackNeverLands() {
        // The computer thinks about the position after A; meanwhile the player takes A back and
        // plays B. The search's answer, even one legal after B, must not land: it was judged for
        // another position. (Played here as the worker would, while the real search still runs.)
        slowMax.set(true);
        JsonNode vs =
                api.create(
                        "{\"game\": \"cage\", \"opponent\": \"computer\", \"level\": \"level:max\", \"color\": \"first\"}");
        String id = id(vs);
        List<String> first = list(vs.get("state").get("legalMoves"));
        String a = first.get(0);
        String b = first.get(first.size() - 1);
        assertThat(api.move(id, token(vs), a).get("thinking").asBoolean()).isTrue();
        assertThat(
                        api.post(
                                        "/api/games/" + id + "/takeback",
                                        token(vs),
                                        "{\"action\": \"request\"}")
                                .json()
                                .get("ply")
                                .asInt())
                .isZero();
        JsonNode afterB = api.move(id, token(vs), b);
        assertThat(afterB.get("toMove").asInt()).isEqualTo(1);

        Game cage = Games.get("cage");
        GameState afterA = cage.newInitialState();
        afterA.play(afterA.parseMove(a));
        Set<String> legalAfterA = new HashSet<>(afterA.legalMoveNotations());
        String stale =
                list(afterB.get("legalMoves")).stream()
                        .filter(legalAfterA::contains)
                        .findFirst()
                        .orElseThrow();
        assertThat(server.turns().computerMove(id, List.of(a), stale)).isFalse();
        JsonNode now = api.state(id);
        assertThat(now.get("ply").asInt()).isEqualTo(1);
        assertThat(list(now.get("moves"))).containsExactly(b);
        slowMax.set(false);
        api.post("/api/games/" + id + "/resign", token(vs), "");
    }

    @Test
    // A blocked write has no socket timeout: a server that neither reads nor hangs up fails the
    // test instead of holding the build.
    @Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aWebSocketClientThatNeverReadsIsDisconnected() throws IOException {
        // Pings flood in and the pongs are never read: the server must not queue them without end.
        String id = id(api.create("{\"game\": \"checkers\", \"opponent\": \"hotseat\"}"));
        boolean dropped = false;
        try (java.net.Socket raw = new java.net.Socket()) {
            raw.setReceiveBufferSize(4096);
            raw.connect(new java.net.InetSocketAddress("127.0.0.1", server.port()));
            raw.setSoTimeout(10_000);
            OutputStream out = raw.getOutputStream();
            out.write(
                    ("GET /api/games/"
                                    + id
                                    + "/ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                                    + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = raw.getInputStream();
            StringBuilder head = new StringBuilder();
            while (!head.toString().endsWith("\r\n\r\n")) {
                head.append((char) in.read());
            }
            assertThat(head.toString()).startsWith("HTTP/1.1 101");
            byte[] payload = "{\"type\":\"ping\"}".getBytes(StandardCharsets.US_ASCII);
            byte[] frame = new byte[6 + payload.length];
            frame[0] = (byte) 0x81; // final text frame
            frame[1] = (byte) (0x80 | payload.length); // masked (mask 0), short length
            System.arraycopy(payload, 0, frame, 6, payload.length);
            byte[] burst = new byte[frame.length * 1000];
            for (int i = 0; i < 1000; i++) {
                System.arraycopy(frame, 0, burst, i * frame.length, frame.length);
            }
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            try {
                while (System.nanoTime() < deadline) {
                    out.write(burst);
                }
            } catch (IOException e) {
                dropped = true; // the server hung up
            }
        }
        assertThat(dropped).as("disconnected by the server").isTrue();
        assertThat(api.state(id).get("ply").asInt()).isZero();
    }

    @Test
    void rematchSwapsColoursAndCarriesTheTokensOver() {
        JsonNode created =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"friend\", \"color\": \"first\", "
                                + "\"clock\": {\"type\": \"clock\", \"minutes\": 5, \"increment\": 2}}");
        String id = id(created);
        String t0 = token(created);
        String t1 = friendToken(created);
        api.post("/api/games/" + id + "/resign", t0, "");
        assertError(
                api.post("/api/games/" + id + "/rematch", t0, "{\"action\": \"accept\"}"),
                409,
                "conflict");
        assertThat(
                        api.post("/api/games/" + id + "/rematch", t0, "{\"action\": \"offer\"}")
                                .json()
                                .get("rematch")
                                .get("offeredBy")
                                .asInt())
                .isZero();
        JsonNode accepted =
                api.post("/api/games/" + id + "/rematch", t1, "{\"action\": \"accept\"}").json();
        String next = accepted.get("rematch").get("gameId").asText();
        JsonNode mine = api.get("/api/games/" + next, t0).json();
        assertThat(mine.get("you").asInt()).isEqualTo(1);
        assertThat(mine.get("clock").get("minutes").asInt()).isEqualTo(5);
        assertThat(mine.get("status").asText()).isEqualTo("active");
        assertThat(api.get("/api/games/" + next, t1).json().get("you").asInt()).isZero();
        api.move(next, t1, list(mine.get("legalMoves")).get(0));
        assertError(
                api.post("/api/games/" + id + "/rematch", t0, "{\"action\": \"offer\"}"),
                409,
                "conflict");

        JsonNode vs =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"second\"}");
        api.post("/api/games/" + id(vs) + "/resign", token(vs), "");
        JsonNode again =
                api.post("/api/games/" + id(vs) + "/rematch", token(vs), "{\"action\": \"offer\"}")
                        .json();
        String nextVs = again.get("rematch").get("gameId").asText();
        JsonNode nextState = api.get("/api/games/" + nextVs, token(vs)).json();
        assertThat(nextState.get("you").asInt()).isZero();
        assertThat(nextState.get("seats").get(1).get("level").asText()).isEqualTo("level:1");
    }

    @Test
    void aRematchOfferIsDeclinedByTheOtherSeatOnly() {
        JsonNode created =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        String t0 = token(created);
        String t1 = friendToken(created);
        api.post("/api/games/" + id + "/resign", t0, "");
        // Nothing offered: nothing to decline.
        assertError(
                api.post("/api/games/" + id + "/rematch", t1, "{\"action\": \"decline\"}"),
                409,
                "conflict");
        api.post("/api/games/" + id + "/rematch", t0, "{\"action\": \"offer\"}");
        // The one who offered cannot decline his own offer; it stays.
        assertError(
                api.post("/api/games/" + id + "/rematch", t0, "{\"action\": \"decline\"}"),
                409,
                "conflict");
        assertThat(api.state(id).at("/rematch/offeredBy").asInt()).isZero();
        JsonNode declined =
                api.post("/api/games/" + id + "/rematch", t1, "{\"action\": \"decline\"}").json();
        assertThat(declined.get("rematch").isNull()).isTrue();
        assertThat(api.state(id).get("rematch").isNull()).isTrue();
        // A new offer may follow, and be accepted.
        api.post("/api/games/" + id + "/rematch", t1, "{\"action\": \"offer\"}");
        JsonNode accepted =
                api.post("/api/games/" + id + "/rematch", t0, "{\"action\": \"accept\"}").json();
        assertThat(accepted.at("/rematch/gameId").asText()).isNotEmpty();
    }

    // ---------------------------------------------------------------- time

    @Test
    void aFlagFallsWithNobodyConnectedAndTheOtherSeatWins() {
        JsonNode created =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"friend\", \"color\": \"first\", "
                                + "\"clock\": {\"type\": \"clock\", \"minutes\": 1, \"increment\": 0}}");
        String id = id(created);
        String t0 = token(created);
        String t1 = friendToken(created);
        JsonNode s = api.move(id, t0, "a1xa2");
        assertThat(s.get("clock").get("running").isNull())
                .as("the clock starts when both have moved")
                .isTrue();
        s = api.move(id, t1, list(s.get("legalMoves")).get(0));
        assertThat(s.get("clock").get("running").asInt()).isZero();
        assertThat(s.get("clock").get("remainingMs").get(0).asLong()).isBetween(50_000L, 60_000L);
        try (Socket watcher = api.socket(id, null)) {
            watcher.awaitState(x -> true);
            time.advance(Duration.ofSeconds(61));
            JsonNode over = watcher.awaitState(x -> x.get("status").asText().equals("finished"));
            assertThat(over.get("winner").asInt()).isEqualTo(1);
            assertThat(over.get("result").asText()).isEqualTo("0-1");
            assertThat(over.get("reason").asText()).isEqualTo("Red ran out of time");
            assertThat(over.get("clock").get("remainingMs").get(0).asLong()).isZero();
        }
        assertError(
                api.post("/api/games/" + id + "/moves", t0, "{\"move\": \"b1xb2\"}"),
                409,
                "game_over");
    }

    @Test
    void aFlagThatFellWhileTheServerWasDownHasFallenWhenItIsBack() {
        JsonNode created =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\", "
                                + "\"clock\": {\"type\": \"clock\", \"minutes\": 1, \"increment\": 5}}");
        String id = id(created);
        api.move(id, token(created), "c3-d4");
        api.move(id, friendToken(created), "f6-e5"); // both have moved: Red's clock runs
        JsonNode s = api.move(id, token(created), "d4xf6");
        assertThat(s.get("clock").get("remainingMs").get(0).asLong())
                .as("the increment")
                .isGreaterThan(60_000L);
        assertThat(s.get("clock").get("running").asInt()).isEqualTo(1);
        server.stop();
        time.advance(Duration.ofMinutes(2));
        server = BoardwrightServer.start(config(), time);
        api = new ApiClient(server.port());
        try (Socket watcher = api.socket(id, null)) {
            JsonNode over = watcher.awaitState(x -> x.get("status").asText().equals("finished"));
            assertThat(over.get("reason").asText()).isEqualTo("White ran out of time");
            assertThat(over.get("winner").asInt()).isZero();
        }
    }

    @Test
    void correspondenceGivesDaysPerMove() {
        JsonNode created =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\", "
                                + "\"clock\": {\"type\": \"correspondence\", \"days\": 2}}");
        String id = id(created);
        api.move(id, token(created), "c3-d4");
        JsonNode s = api.move(id, friendToken(created), "f6-e5");
        assertThat(s.get("clock").get("remainingMs").get(0).asLong())
                .isBetween(2 * 86_400_000L - 10_000, 2 * 86_400_000L);
        time.advance(Duration.ofDays(1));
        s = api.move(id, token(created), "d4xf6");
        assertThat(s.get("clock").get("remainingMs").get(1).asLong())
                .as("restarts at each move")
                .isGreaterThan(2 * 86_400_000L - 10_000);
        time.advance(Duration.ofDays(2).plusSeconds(1));
        JsonNode over = api.state(id);
        assertThat(over.get("status").asText()).isEqualTo("finished");
        assertThat(over.get("winner").asInt()).isZero();
    }

    @Test
    void aSilentOpponentCanBeClaimedAgainstOrTheGameAborted() {
        JsonNode created =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        String t0 = token(created);
        String t1 = friendToken(created);
        String claim = "/api/games/" + id + "/claim";
        api.move(id, t0, "c3-d4");
        api.move(id, t1, "f6-e5");
        api.move(id, t0, "d4xf6");
        assertError(api.post(claim, t0, "{\"action\": \"win\"}"), 409, "conflict");
        assertError(api.post(claim, t0, "{\"action\": \"abort\"}"), 409, "conflict");
        assertThat(api.state(id).get("claimable").asBoolean()).isFalse();
        time.advance(Duration.ofDays(3).plusMinutes(1));
        assertThat(api.state(id).get("claimable").asBoolean()).isTrue();
        assertError(api.post(claim, t1, "{\"action\": \"win\"}"), 409, "conflict");
        JsonNode won = api.post(claim, t0, "{\"action\": \"win\"}").json();
        assertThat(won.get("status").asText()).isEqualTo("finished");
        assertThat(won.get("winner").asInt()).isZero();

        JsonNode fresh =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\"}");
        api.move(id(fresh), token(fresh), "c3-d4");
        String freshFriend = friendToken(fresh);
        JsonNode aborted =
                api.post(
                                "/api/games/" + id(fresh) + "/claim",
                                freshFriend,
                                "{\"action\": \"abort\"}")
                        .json();
        assertThat(aborted.get("status").asText()).isEqualTo("aborted");
        assertError(
                api.post(
                        "/api/games/" + id(fresh) + "/moves", freshFriend, "{\"move\": \"f6-e5\"}"),
                409,
                "game_over");
    }

    // ---------------------------------------------------------------- records and analysis

    @Test
    void recordsRoundTripThroughExportAndImport() {
        JsonNode created =
                api.create(
                        "{\"game\": \"monkeyqueen:ivory=9,cigar=8\", \"opponent\": \"hotseat\"}");
        String id = id(created);
        String t = token(created);
        SplittableRandom random = new SplittableRandom(2);
        JsonNode state = created.get("state");
        for (int i = 0; i < 12 && state.get("status").asText().equals("active"); i++) {
            List<String> legal = list(state.get("legalMoves"));
            state = api.move(id, t, legal.get(random.nextInt(legal.size())));
        }
        Reply multi = api.get("/api/games/" + id + "/record", null);
        assertThat(multi.status()).isEqualTo(200);
        assertThat(multi.text()).startsWith("[Game \"monkeyqueen:ivory=9,cigar=8\"]");
        Reply line = api.get("/api/games/" + id + "/record?form=line", null);
        assertThat(line.text().strip()).doesNotContain("\n");
        for (Reply r : List.of(multi, line)) {
            JsonNode imported =
                    api.create(
                            "{\"opponent\": \"hotseat\", \"record\": "
                                    + ApiClient.JSON.valueToTree(r.text())
                                    + "}");
            JsonNode s = imported.get("state");
            assertThat(list(s.get("moves"))).isEqualTo(list(state.get("moves")));
            assertThat(s.get("position").asText()).isEqualTo(state.get("position").asText());
            assertThat(s.get("status").asText()).isEqualTo("active");
            // and play continues from there
            api.move(id(imported), token(imported), list(s.get("legalMoves")).get(0));
        }
        // A finished record gives a finished game to review.
        api.post("/api/games/" + id + "/resign", t, "");
        String finished = api.get("/api/games/" + id + "/record", null).text();
        JsonNode review =
                api.create(
                        "{\"opponent\": \"hotseat\", \"record\": "
                                + ApiClient.JSON.valueToTree(finished)
                                + "}");
        assertThat(review.get("state").get("status").asText()).isEqualTo("finished");
        assertThat(review.get("state").get("result").asText())
                .isEqualTo(api.state(id).get("result").asText());
        // Against the computer: the computer moves when the record leaves it to move.
        JsonNode vs =
                api.create(
                        "{\"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"second\", \"record\": "
                                + ApiClient.JSON.valueToTree(multi.text())
                                + "}");
        try (Socket socket = api.socket(id(vs), token(vs))) {
            int ply = vs.get("state").get("ply").asInt();
            // (a random game can end within its twelve moves: then nobody is to move)
            if (vs.get("state").get("toMove").isInt()
                    && vs.get("state").get("toMove").asInt() == 0) {
                socket.awaitState(s -> s.get("ply").asInt() > ply);
            }
        }
    }

    @Test
    void checkersRepetitionIsADrawThePlayerToMoveClaims() {
        String record =
                "[Game \"checkers\"]\n[Start \".......W/......../......../......../......../"
                        + "......../......../R....... r\"]\n\n*\n";
        JsonNode created =
                api.create(
                        "{\"opponent\": \"hotseat\", \"record\": "
                                + ApiClient.JSON.valueToTree(record)
                                + "}");
        String id = id(created);
        String t = token(created);
        assertError(
                api.post("/api/games/" + id + "/draw", t, "{\"action\": \"claim\"}"),
                409,
                "conflict");
        JsonNode state = created.get("state");
        for (int round = 0; round < 2; round++) {
            for (String m : List.of("4-8", "29-25", "8-4", "25-29")) {
                assertThat(state.has("drawClaim")).isFalse();
                state = api.move(id, t, m);
            }
        }
        assertThat(state.get("status").asText()).isEqualTo("active");
        assertThat(state.get("drawClaim").asText()).contains("threefold repetition");
        JsonNode drawn =
                api.post("/api/games/" + id + "/draw", t, "{\"action\": \"claim\"}").json();
        assertThat(drawn.get("status").asText()).isEqualTo("finished");
        assertThat(drawn.get("result").asText()).isEqualTo("1/2-1/2");
        assertThat(drawn.get("reason").asText())
                .contains("Red claimed a draw by threefold repetition");
        assertThat(drawn.get("enginePolicy").asBoolean()).isFalse();
        // The record plays on past nothing and ends as claimed; it loads again.
        String exported = api.get("/api/games/" + id + "/record", null).text();
        assertThat(GameRecord.read(exported).resultToken()).isEqualTo("1/2-1/2");
    }

    @Test
    void checkersPdnImportsTheChosenGameAndExportsPdn() {
        String pdn =
                "[Event \"Test\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n[GameType \"21\"]\n"
                        + "1. 11-15 {c} 23-19 2. 8-11 (2... 22-18) 22-17 *\n\n"
                        + "[Event \"Set up\"]\n[FEN \"B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29\"]\n"
                        + "1. 16-19 *\n";
        JsonNode first =
                api.create(
                        "{\"opponent\": \"hotseat\", \"record\": "
                                + ApiClient.JSON.valueToTree(pdn)
                                + "}");
        assertThat(first.get("imported").asText())
                .isEqualTo("game 1 of 2 (Ann - Bob, Test), 4 moves");
        assertThat(list(first.get("state").get("moves")))
                .containsExactly("c3-d4", "d6-c5", "b2-c3", "f6-g5");
        JsonNode second =
                api.create(
                        "{\"opponent\": \"hotseat\", \"recordGame\": 2, \"record\": "
                                + ApiClient.JSON.valueToTree(pdn)
                                + "}");
        assertThat(second.get("imported").asText()).startsWith("game 2 of 2 (Set up)");
        // A numbered move is accepted like its algebraic form.
        JsonNode after = api.move(id(second), token(second), "15-11");
        assertThat(list(after.get("moves"))).containsExactly("b4-c5", "d4-c3");
        String exported = api.get("/api/games/" + id(second) + "/record?format=pdn", null).text();
        assertThat(exported)
                .contains("[GameType \"21\"]")
                .contains("[FEN \"B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29\"]")
                .contains("1. 16-19 15-11 *");
        GameRecord back = GameRecord.read(exported);
        assertThat(back.moveNotations()).containsExactly("16-19", "15-11");
        assertError(
                api.post(
                        "/api/games",
                        null,
                        "{\"opponent\": \"hotseat\", \"recordGame\": 3, \"record\": "
                                + ApiClient.JSON.valueToTree(pdn)
                                + "}"),
                400,
                "bad_request");
        assertError(
                api.get("/api/games/" + id(second) + "/record?format=xml", null),
                400,
                "bad_request");
        String rooks = id(api.create("{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}"));
        assertError(
                api.get("/api/games/" + rooks + "/record?format=pdn", null), 400, "bad_request");
    }

    @Test
    void importedPdnTagsAreStoredAndExportedInTheSevenTagRosterOrder() {
        String pdn =
                "[Event \"Scottish Open\"]\n[Site \"Glasgow\"]\n[Date \"1992.08.15\"]\n"
                        + "[Round \"3\"]\n[White \"Bob\"]\n[Black \"Ann\"]\n[Result \"*\"]\n"
                        + "[Opening \"Old Fourteenth\"]\n[Annotator \"Sam \\\"the pen\\\"\"]\n"
                        + "1. 11-15 23-19 2. 8-11 *\n";
        GameRecord original = GameRecord.read(pdn);
        JsonNode created =
                api.create(
                        "{\"opponent\": \"hotseat\", \"record\": "
                                + ApiClient.JSON.valueToTree(pdn)
                                + "}");
        String game = id(created);
        restart(); // the tags come back from the database, not from memory
        String exported = api.get("/api/games/" + game + "/record?format=pdn", null).text();
        assertThat(exported.lines().filter(l -> l.startsWith("[")).limit(7).toList())
                .containsExactly(
                        "[Event \"Scottish Open\"]",
                        "[Site \"Glasgow\"]",
                        "[Date \"1992.08.15\"]",
                        "[Round \"3\"]",
                        "[White \"Bob\"]",
                        "[Black \"Ann\"]",
                        "[Result \"*\"]");
        GameRecord back = GameRecord.read(exported);
        assertThat(back.tags()).isEqualTo(original.tags());
        assertThat(back.moveNotations()).isEqualTo(original.moveNotations());
        // Boardwright's own record keeps them too; the game played on keeps them.
        api.move(game, token(created), "22-17");
        String record = api.get("/api/games/" + game + "/record", null).text();
        assertThat(record)
                .contains("[Red \"Ann\"]")
                .contains("[White \"Bob\"]")
                .contains("[Event \"Scottish Open\"]")
                .contains("[Annotator \"Sam \\\"the pen\\\"\"]");
        // A game made on the server has no imported tags: its players are its seats.
        JsonNode plain = api.create("{\"game\": \"checkers\", \"opponent\": \"hotseat\"}");
        String plainPdn = api.get("/api/games/" + id(plain) + "/record?format=pdn", null).text();
        assertThat(plainPdn).contains("[White \"human\"]").doesNotContain("Site");
    }

    @Test
    void analysisGivesHintsAgainstTheComputerAndReviewsFinishedGames() {
        JsonNode vs =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"first\"}");
        Reply hint = api.get("/api/games/" + id(vs) + "/analysis", token(vs));
        assertThat(hint.status()).as(hint.toString()).isEqualTo(200);
        assertThat(list(vs.get("state").get("legalMoves")))
                .contains(hint.json().get("bestMove").asText());
        assertThat(hint.json().get("winProbability").asDouble()).isBetween(0.0, 1.0);
        assertThat(hint.json().get("sideToMove").asText()).isEqualTo("Red");
        // No endgame database in the test server's data directory, and the start is not an ending.
        assertThat(hint.json().get("endgame").isNull()).isTrue();
        assertThat(hint.json().get("endgamePlies").isNull()).isTrue();
        assertThat(hint.json().get("endgameEndPlies").isNull()).isTrue();
        assertThat(hint.json().get("endgameText").isNull()).isTrue();
        assertError(api.get("/api/games/" + id(vs) + "/analysis", null), 401, "token_required");

        JsonNode friend =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\"}");
        assertError(
                api.get("/api/games/" + id(friend) + "/analysis", token(friend)), 403, "forbidden");
        api.move(id(friend), token(friend), "c3-d4");
        api.post("/api/games/" + id(friend) + "/resign", token(friend), "");
        Reply review = api.get("/api/games/" + id(friend) + "/analysis?ply=1", null);
        assertThat(review.status()).isEqualTo(200);
        assertThat(review.json().get("ply").asInt()).isEqualTo(1);
        assertThat(review.json().get("sideToMove").asText()).isEqualTo("White");
        assertError(
                api.get("/api/games/" + id(friend) + "/analysis?ply=5", null), 400, "bad_request");
    }

    @Test
    void oneAddressCreatesAtMostItsQuotaOfGamesAMinute() {
        try (BoardwrightServer limited =
                BoardwrightServer.start(config().withGamesPerMinute(3), time)) {
            ApiClient client = new ApiClient(limited.port());
            for (int i = 0; i < 3; i++) {
                client.create("{\"game\": \"cage\", \"opponent\": \"hotseat\"}");
            }
            assertError(
                    client.post(
                            "/api/games", null, "{\"game\": \"cage\", \"opponent\": \"hotseat\"}"),
                    429,
                    "rate_limited");
            time.advance(Duration.ofSeconds(61));
            client.create("{\"game\": \"cage\", \"opponent\": \"hotseat\"}");
        }
    }

    @Test
    void analysisBeyondItsQueueIsRefusedAsBusy() throws Exception {
        // A server of its own whose analysis thinks long and queues one request.
        ServerConfig slow = config().withAnalysisBudget(Budget.time(30)).withAnalysisQueue(1);
        try (BoardwrightServer busy = BoardwrightServer.start(slow, time)) {
            ApiClient client = new ApiClient(busy.port());
            JsonNode vs =
                    client.create(
                            "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"color\": \"first\"}");
            String path = "/api/games/" + id(vs) + "/analysis";
            // Four at once: one thinks, one waits, the others are refused at once.
            ExecutorService pool = Executors.newFixedThreadPool(4);
            List<Future<Reply>> replies = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                replies.add(pool.submit(() -> client.get(path, token(vs))));
            }
            await().atMost(Duration.ofSeconds(20))
                    .until(() -> replies.stream().filter(Future::isDone).count() >= 2);
            List<Reply> refused = new ArrayList<>();
            for (Future<Reply> f : replies) {
                if (f.isDone()) {
                    refused.add(f.get());
                }
            }
            assertThat(refused).hasSize(2);
            refused.forEach(r -> assertError(r, 429, "busy"));
            pool.shutdownNow();
        }
    }

    // ---------------------------------------------------------------- restart

    @Test
    void afterARestartEveryGameContinuesExactly() {
        // A game between people in the middle, a timed one, and a game waiting for a computer move.
        JsonNode friend =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"friend\", \"color\": \"first\"}");
        api.move(id(friend), token(friend), "c3-d4");
        api.move(id(friend), friendToken(friend), "f6-e5");
        JsonNode timed =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"friend\", \"color\": \"first\", "
                                + "\"clock\": {\"type\": \"clock\", \"minutes\": 10, \"increment\": 5}}");
        api.move(id(timed), token(timed), "a1xa2");
        api.move(
                id(timed),
                friendToken(timed),
                api.state(id(timed)).get("legalMoves").get(0).asText());
        JsonNode twist = api.create("{\"game\": \"twist\", \"opponent\": \"hotseat\"}");
        api.move(id(twist), token(twist), "c3-d4");
        slowMax.set(true);
        JsonNode vs =
                api.create(
                        "{\"game\": \"cage\", \"opponent\": \"computer\", \"level\": \"level:max\", \"color\": \"first\"}");
        JsonNode waiting =
                api.move(id(vs), token(vs), list(vs.get("state").get("legalMoves")).get(0));
        assertThat(waiting.get("thinking").asBoolean()).isTrue();

        List<String> ids = List.of(id(friend), id(timed), id(twist), id(vs));
        List<JsonNode> before = new ArrayList<>();
        ids.forEach(id -> before.add(stable(api.state(id))));
        long remainingBefore = api.state(id(timed)).get("clock").get("remainingMs").get(0).asLong();

        server.stop();
        slowMax.set(false);
        server = BoardwrightServer.start(config(), time);
        api = new ApiClient(server.port());

        for (int i = 0; i < 3; i++) {
            assertThat(stable(api.state(ids.get(i)))).isEqualTo(before.get(i));
        }
        assertThat(api.state(id(timed)).get("clock").get("remainingMs").get(0).asLong())
                .isLessThanOrEqualTo(remainingBefore);
        // Tokens still work and play goes on.
        api.move(id(friend), token(friend), "d4xf6");
        api.move(id(timed), token(timed), api.state(id(timed)).get("legalMoves").get(0).asText());
        api.move(id(twist), token(twist), api.state(id(twist)).get("legalMoves").get(0).asText());
        // The computer game resumes: its move arrives after the restart.
        try (Socket socket = api.socket(id(vs), token(vs))) {
            JsonNode moved =
                    socket.awaitState(
                            s ->
                                    s.get("ply").asInt() > waiting.get("ply").asInt()
                                            && !s.get("thinking").asBoolean());
            assertThat(list(moved.get("moves")).subList(0, waiting.get("ply").asInt()))
                    .isEqualTo(list(waiting.get("moves")));
        }
    }

    @Test
    void twoServersOnOneDatabaseSeeEachOthersMovesAndNeverBothLandOne() throws Exception {
        JsonNode created =
                api.create(
                        "{\"game\": \"madrooks\", \"opponent\": \"friend\", \"color\": \"first\"}");
        String id = id(created);
        String t0 = token(created);
        String t1 = friendToken(created);
        try (BoardwrightServer second = BoardwrightServer.start(config(), time)) {
            ApiClient other = new ApiClient(second.port());
            assertThat(other.state(id).get("ply").asInt())
                    .isZero(); // the second server now holds the game too
            api.move(id, t0, "a1xa2");
            // Every request reads the stored version first: the second server sees the move at
            // once.
            assertThat(list(other.state(id).get("moves"))).containsExactly("a1xa2");
            assertError(
                    other.post("/api/games/" + id + "/moves", t0, "{\"move\": \"b1xb2\"}"),
                    409,
                    "not_your_turn");
            String reply = list(other.state(id).get("legalMoves")).get(0);
            other.move(id, t1, reply);
            assertThat(list(api.state(id).get("moves"))).containsExactly("a1xa2", reply);

            // Moves sent at once to both servers: exactly one lands (the version check and the
            // moves' key).
            List<String> moves = list(api.state(id).get("legalMoves")).subList(0, 8);
            List<Callable<Reply>> requests = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                ApiClient client = i % 2 == 0 ? api : other;
                String body = "{\"move\": \"" + moves.get(i) + "\"}";
                requests.add(() -> client.post("/api/games/" + id + "/moves", t0, body));
            }
            assertThat(landedAtOnce(requests)).isEqualTo(1);
            assertThat(api.state(id).get("ply").asInt()).isEqualTo(3);
            assertThat(other.state(id).get("ply").asInt()).isEqualTo(3);
        }
    }

    @Test
    void theWebPagesAreServed() {
        Reply root = api.get("/", null);
        assertThat(root.status()).isEqualTo(200);
        assertThat(root.text()).containsIgnoringCase("<html");
        JsonNode created = api.create("{\"game\": \"madrooks\", \"opponent\": \"friend\"}");
        Reply page = api.get("/g/" + id(created), null);
        assertThat(page.status()).isEqualTo(200);
        // The same page, with Open Graph tags for the game; without a configured public address,
        // none that needs an absolute link (the Host header is the client's to write).
        assertThat(page.text())
                .contains("<meta property=\"og:title\" content=\"Mad Rooks on Boardwright\">")
                .doesNotContain("og:image")
                .doesNotContain("og:url");
        assertThat(page.text().replaceAll("<meta (property=\"og:|name=\"twitter:)[^>]*>\\s*", ""))
                .isEqualTo(root.text());
    }
}
