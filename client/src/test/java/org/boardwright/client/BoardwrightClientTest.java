package org.boardwright.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The client against a scripted HTTP server: what each method sends, and how it reads the answers
 * and refusals docs/API.md describes. (Its WebSocket is exercised against the real server by the
 * server's tests and the load tools' tests.)
 */
class BoardwrightClientTest {

    /** One scripted answer: status, content type and body. */
    private record Answer(int status, String type, String body, Map<String, String> headers) {
        static Answer json(int status, String body) {
            return new Answer(status, "application/json", body, Map.of());
        }
    }

    /** What the server saw of the last request to a path. */
    private record Seen(
            String method, String body, String authorization, String cookie, String type) {}

    private final Map<String, Answer> answers = new ConcurrentHashMap<>();
    private final Map<String, Seen> seen = new ConcurrentHashMap<>();
    private HttpServer server;
    private BoardwrightClient client;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::answer);
        server.start();
        client =
                new BoardwrightClient(
                        URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/"));
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void answer(HttpExchange x) throws IOException {
        String path = x.getRequestURI().getPath();
        seen.put(
                path,
                new Seen(
                        x.getRequestMethod(),
                        new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8),
                        x.getRequestHeaders().getFirst("Authorization"),
                        x.getRequestHeaders().getFirst("Cookie"),
                        x.getRequestHeaders().getFirst("Content-Type")));
        Answer a =
                answers.getOrDefault(
                        path,
                        Answer.json(
                                404,
                                "{\"error\": {\"code\": \"not_found\", \"message\": \"no such thing\"}}"));
        byte[] body = a.body().getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().set("Content-Type", a.type());
        a.headers().forEach((k, v) -> x.getResponseHeaders().add(k, v));
        x.sendResponseHeaders(a.status(), body.length == 0 ? -1 : body.length);
        x.getResponseBody().write(body);
        x.close();
    }

    @Test
    void createsAFriendGameAndReadsItsSeatTokenAndInvitation() {
        answers.put(
                "/api/games",
                Answer.json(
                        201,
                        "{\"id\": \"g1\", \"seat\": 0, \"token\": \"T0\", \"links\": {\"invite\": \"/g/g1#i=INV\"},"
                                + " \"state\": {\"id\": \"g1\", \"status\": \"active\", \"ply\": 0, \"toMove\": 0,"
                                + " \"you\": 0, \"legalMoves\": [\"b\", \"a\"], \"winner\": null}}"));

        CreatedGame g =
                client.createGame(
                        NewGame.friend("checkers")
                                .withColor("first")
                                .withClock(TimeControl.live(5, 3)));

        assertThat(g.id()).isEqualTo("g1");
        assertThat(g.seat()).isEqualTo(OptionalInt.of(0));
        assertThat(g.token()).isEqualTo("T0");
        assertThat(g.invite()).isEqualTo("INV");
        assertThat(g.state().isActive()).isTrue();
        assertThat(g.state().toMove()).isEqualTo(OptionalInt.of(0));
        assertThat(g.state().winner()).isEmpty();
        assertThat(g.state().legalMoves()).containsExactly("b", "a");
        Seen request = seen.get("/api/games");
        assertThat(request.method()).isEqualTo("POST");
        assertThat(request.type()).isEqualTo("application/json");
        assertThat(request.authorization()).isNull();
        assertThat(request.body())
                .isEqualTo(
                        "{\"game\":\"checkers\",\"opponent\":\"friend\",\"color\":\"first\","
                                + "\"clock\":{\"type\":\"clock\",\"minutes\":5,\"increment\":3}}");
    }

    @Test
    void aHotSeatGameHasNoSeatAndNoInvitation() {
        answers.put(
                "/api/games",
                Answer.json(
                        201,
                        "{\"id\": \"g2\", \"seat\": \"both\", \"token\": \"T\", \"links\": {}, \"state\": {\"you\": \"both\"}}"));

        CreatedGame g = client.createGame(NewGame.hotSeat("cage"));

        assertThat(g.seat()).isEmpty();
        assertThat(g.invite()).isNull();
        assertThat(g.state().you()).isEmpty();
        assertThat(g.state().youAreBothSeats()).isTrue();
    }

    @Test
    void playsWithTheSeatTokenAndThePly() {
        answers.put("/api/games/g1/moves", Answer.json(200, "{\"ply\": 13, \"moves\": [\"x\"]}"));

        GameState after = client.play("g1", "T0", "c3-d4", 12);

        assertThat(after.ply()).isEqualTo(13);
        assertThat(after.moves()).containsExactly("x");
        Seen request = seen.get("/api/games/g1/moves");
        assertThat(request.authorization()).isEqualTo("Bearer T0");
        assertThat(request.body()).contains("\"move\":\"c3-d4\"").contains("\"ply\":12");
    }

    @Test
    void aRefusalIsAnExceptionWithTheStatusAndTheApiError() {
        answers.put(
                "/api/games/g1/moves",
                Answer.json(
                        422,
                        "{\"error\": {\"code\": \"illegal_move\", \"message\": \"c3-c4 is not legal here\","
                                + " \"legalMoves\": [\"c3-d4\"]}}"));

        assertThatThrownBy(() -> client.play("g1", "T0", "c3-c4"))
                .isInstanceOfSatisfying(
                        ApiException.class,
                        e -> {
                            assertThat(e.status()).isEqualTo(422);
                            assertThat(e.code()).isEqualTo("illegal_move");
                            assertThat(e.error().path("legalMoves").get(0).asText())
                                    .isEqualTo("c3-d4");
                            assertThat(e).hasMessage("422 illegal_move: c3-c4 is not legal here");
                        });
    }

    @Test
    void aRefusalWithoutJsonKeepsTheBody() {
        answers.put(
                "/api/games/g1", new Answer(502, "text/html", "<h1>Bad gateway</h1>", Map.of()));

        assertThatThrownBy(() -> client.game("g1", null))
                .isInstanceOfSatisfying(
                        ApiException.class,
                        e -> {
                            assertThat(e.status()).isEqualTo(502);
                            assertThat(e.code()).isNull();
                            assertThat(e.body()).isEqualTo("<h1>Bad gateway</h1>");
                        });
    }

    @Test
    void anAsyncRefusalFailsTheFutureWithTheSameException() {
        answers.put(
                "/api/games/g1/moves",
                Answer.json(
                        409,
                        "{\"error\": {\"code\": \"stale\", \"message\": \"another move landed\"}}"));

        assertThatThrownBy(() -> client.playAsync("g1", "T0", "a", 3).join())
                .isInstanceOf(CompletionException.class)
                .satisfies(
                        e ->
                                assertThat(ApiException.unwrap(e))
                                        .isInstanceOfSatisfying(
                                                ApiException.class,
                                                a -> assertThat(a.code()).isEqualTo("stale")));
    }

    @Test
    void aJoinExchangesTheInvitationForASeatToken() {
        answers.put(
                "/api/games/g1/join",
                Answer.json(
                        200,
                        "{\"id\": \"g1\", \"seat\": 1, \"token\": \"T1\", \"ownInvitation\": false, \"state\": {\"you\": 1}}"));

        JoinedSeat j = client.join("g1", "INV");

        assertThat(j.seat()).isEqualTo(1);
        assertThat(j.token()).isEqualTo("T1");
        assertThat(j.ownInvitation()).isFalse();
        assertThat(j.state().you()).isEqualTo(OptionalInt.of(1));
        assertThat(seen.get("/api/games/g1/join").body()).isEqualTo("{\"invite\":\"INV\"}");
    }

    @Test
    void theSessionCookieOfASignUpGoesWithTheNextRequests() {
        answers.put(
                "/api/account/signup",
                new Answer(
                        201,
                        "application/json",
                        "{\"signedIn\": true, \"username\": \"alice\", \"createdAt\": 7}",
                        Map.of("Set-Cookie", "bw_session=S1; Path=/; HttpOnly")));
        answers.put(
                "/api/account",
                Answer.json(
                        200, "{\"signedIn\": true, \"username\": \"alice\", \"createdAt\": 7}"));

        assertThat(client.signUp("alice", "correct horse")).isEqualTo(new Account("alice", 7));
        assertThat(client.account()).contains(new Account("alice", 7));
        assertThat(seen.get("/api/account").cookie()).isEqualTo("bw_session=S1");
    }

    @Test
    void nobodySignedInIsAnEmptyAccount() {
        answers.put("/api/account", Answer.json(200, "{\"signedIn\": false}"));

        assertThat(client.account()).isEmpty();
    }

    @Test
    void actionsPostTheirEndpointAndAction() {
        answers.put("/api/games/g1/takeback", Answer.json(200, "{\"ply\": 2}"));

        assertThat(client.act("g1", "T0", GameAction.TAKEBACK_REQUEST).ply()).isEqualTo(2);
        assertThat(seen.get("/api/games/g1/takeback").body()).isEqualTo("{\"action\":\"request\"}");
    }

    @Test
    void anApiTokenIsReadWithItsScopes() {
        answers.put(
                "/api/account/tokens",
                Answer.json(
                        201,
                        "{\"token\": \"bwp_x\", \"id\": \"t1\", \"label\": \"it\", \"scopes\": [\"bot:play\"]}"));

        assertThat(client.createToken("it", List.of("bot:play")))
                .isEqualTo(new ApiToken("t1", "bwp_x", "it", List.of("bot:play")));
    }

    @Test
    void aServerThatIsGoneIsAnIoFailure() {
        server.stop(0);

        assertThatThrownBy(() -> client.game("g1", null)).isInstanceOf(UncheckedIOException.class);
    }

    @Test
    void theSocketAddressFollowsTheServersScheme() {
        assertThat(new BoardwrightClient(URI.create("https://example.org:8443")).socketUri("g1"))
                .isEqualTo(URI.create("wss://example.org:8443/api/games/g1/ws"));
        assertThat(client.socketUri("g1").getScheme()).isEqualTo("ws");
    }

    @Test
    void aChallengeIsPostedListedAndAccepted() {
        String challenge =
                "{\"id\": \"c1\", \"author\": {\"name\": \"alice\"}, \"to\": \"bob\", \"spec\": \"cage\"}";
        answers.put("/api/lobby/challenges", Answer.json(201, challenge));
        answers.put("/api/lobby", Answer.json(200, "{\"challenges\": [" + challenge + "]}"));
        answers.put("/api/lobby/challenges/c1/accept", Answer.json(200, "{\"gameId\": \"g9\"}"));

        Challenge posted =
                client.postChallenge(
                        NewChallenge.direct("cage", "bob").withColor("second").rated(true));

        assertThat(posted.id()).isEqualTo("c1");
        assertThat(posted.authorName()).isEqualTo("alice");
        assertThat(posted.to()).isEqualTo("bob");
        assertThat(posted.spec()).isEqualTo("cage");
        assertThat(seen.get("/api/lobby/challenges").body())
                .isEqualTo(
                        "{\"game\":\"cage\",\"color\":\"second\",\"rated\":true,\"to\":\"bob\"}");
        assertThat(client.challenges()).extracting(Challenge::id).containsExactly("c1");
        assertThat(client.acceptChallenge("c1")).isEqualTo("g9");
        assertThat(seen.get("/api/lobby/challenges/c1/accept").body()).isEmpty();
    }

    @Test
    void aResignationAndABotMoveSendNoBody() {
        answers.put(
                "/api/games/g1/resign",
                Answer.json(200, "{\"status\": \"finished\", \"winner\": 1}"));
        answers.put("/api/bot/game/g1/move/c3-d4", Answer.json(200, "{\"ok\": true}"));

        GameState over = client.resign("g1", "T0");
        client.botMove("g1", "bwp_x", "c3-d4");

        assertThat(over.isActive()).isFalse();
        assertThat(over.winner()).isEqualTo(OptionalInt.of(1));
        assertThat(seen.get("/api/games/g1/resign").body()).isEmpty();
        assertThat(seen.get("/api/games/g1/resign").type()).isNull();
        assertThat(seen.get("/api/bot/game/g1/move/c3-d4").authorization())
                .isEqualTo("Bearer bwp_x");
    }
}
