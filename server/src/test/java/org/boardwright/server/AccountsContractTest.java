package org.boardwright.server;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.boardwright.ai.Budget;
import org.boardwright.server.ApiClient.Reply;
import org.boardwright.server.ApiClient.Socket;
import org.boardwright.server.http.Sessions;
import org.boardwright.server.lobby.Lobby;
import org.boardwright.server.ratings.Glicko2;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Accounts, sessions, ratings and the lobby through the real API, on the database a subclass gives.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class AccountsContractTest {

    abstract String dbUrl();

    final TestTime time = new TestTime();
    BoardwrightServer server;
    ApiClient api;
    private final AtomicInteger names = new AtomicInteger();

    @BeforeAll
    void startServer() {
        server =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl(dbUrl())
                                .withComputerThreads(1)
                                .withLevelBudget(level -> Budget.iterations(20))
                                .withGamesPerMinute(0)
                                .withLimits(ServerLimits.defaults().withSignIns(4, 1000)),
                        time);
        api = new ApiClient(server.port());
    }

    @AfterAll
    void stopServer() {
        if (server != null) {
            server.stop();
        }
    }

    String freshName() {
        return "player" + names.incrementAndGet() + "x" + (System.nanoTime() % 1000);
    }

    SignedInClient signUp(String name) {
        SignedInClient c = new SignedInClient(server.port());
        Reply r = c.post("/api/account/signup", credentials(name, "correct horse"));
        assertThat(r.status()).as(r.toString()).isEqualTo(201);
        return c;
    }

    static String credentials(String name, String password) {
        return "{\"username\": \"" + name + "\", \"password\": \"" + password + "\"}";
    }

    static void assertError(Reply r, int status, String code) {
        assertThat(r.status()).as(r.toString()).isEqualTo(status);
        assertThat(r.code()).as(r.toString()).isEqualTo(code);
    }

    // ---------------------------------------------------------------- accounts

    @Test
    void signUpSetsAnHttpOnlyLaxCookieAndSignsIn() {
        String name = freshName();
        SignedInClient c = new SignedInClient(server.port());
        var raw =
                c.send(
                        java.net.http.HttpRequest.newBuilder(
                                        URI.create(c.base() + "/api/account/signup"))
                                .header("Content-Type", "application/json")
                                .POST(
                                        java.net.http.HttpRequest.BodyPublishers.ofString(
                                                credentials(name, "correct horse"))));
        assertThat(raw.status()).isEqualTo(201);
        String cookie = c.sessionCookie();
        assertThat(cookie).hasSize(43);
        JsonNode me = c.get("/api/account").json();
        assertThat(me.get("signedIn").asBoolean()).isTrue();
        assertThat(me.get("username").asText()).isEqualTo(name);
        // The cookie's attributes, as sent.
        var headers = java.net.http.HttpClient.newHttpClient();
        var response =
                send(
                        headers,
                        java.net.http.HttpRequest.newBuilder(
                                        URI.create(c.base() + "/api/account/signin"))
                                .header("Content-Type", "application/json")
                                .POST(
                                        java.net.http.HttpRequest.BodyPublishers.ofString(
                                                credentials(name, "correct horse")))
                                .build());
        String setCookie = response.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(setCookie)
                .startsWith(Sessions.COOKIE + "=")
                .contains("HttpOnly")
                .contains("SameSite=Lax")
                .contains("Max-Age=")
                .doesNotContain("Secure");
        // The database keeps only the hash: the cookie's value is nowhere in the answer bodies.
        assertThat(response.body()).doesNotContain(cookie);
    }

    private static java.net.http.HttpResponse<String> send(
            java.net.http.HttpClient client, java.net.http.HttpRequest request) {
        try {
            return client.send(request, java.net.http.HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void usernamesAreUniqueRegardlessOfCaseAndFollowTheRules() {
        String name = freshName();
        signUp(name);
        SignedInClient c = new SignedInClient(server.port());
        assertError(
                c.post("/api/account/signup", credentials(name.toUpperCase(), "another one")),
                409,
                "name_taken");
        for (String bad :
                List.of("ab", "a".repeat(21), "has space", "_lead", "trail-", "a__b", "ünï")) {
            assertError(
                    c.post("/api/account/signup", credentials(bad, "long enough")),
                    400,
                    "bad_request");
        }
        for (String reserved : List.of("admin", "Boardwright", "COMPUTER", "level3")) {
            Reply r = c.post("/api/account/signup", credentials(reserved, "long enough"));
            assertError(r, 400, "bad_request");
            assertThat(r.text()).contains("reserved");
        }
        assertError(
                c.post("/api/account/signup", credentials(freshName(), "short")),
                400,
                "bad_request");
        assertError(c.post("/api/account/signup", "{\"username\": \"x\"}"), 400, "bad_request");
        assertError(c.post("/api/account/signup", "not json"), 400, "bad_request");
        assertThat(c.sessionCookie()).isNull();
    }

    @Test
    void aWrongPasswordAndAnUnknownNameGetTheSameAnswer() {
        String name = freshName();
        signUp(name);
        SignedInClient c = new SignedInClient(server.port());
        Reply wrong = c.post("/api/account/signin", credentials(name, "wrong password"));
        Reply unknown = c.post("/api/account/signin", credentials(freshName(), "wrong password"));
        assertError(wrong, 401, "wrong_credentials");
        assertError(unknown, 401, "wrong_credentials");
        assertThat(wrong.text()).isEqualTo(unknown.text());
        assertThat(c.sessionCookie()).isNull();
        Reply right =
                c.post("/api/account/signin", credentials(name.toUpperCase(), "correct horse"));
        assertThat(right.status()).as(right.toString()).isEqualTo(200);
        assertThat(right.json().get("username").asText()).isEqualTo(name);
    }

    @Test
    void signInsAreLimitedPerName() {
        String name = freshName();
        signUp(name);
        SignedInClient c = new SignedInClient(server.port());
        for (int i = 0; i < 4; i++) {
            assertError(
                    c.post("/api/account/signin", credentials(name, "nope nope")),
                    401,
                    "wrong_credentials");
        }
        // Past the limit even the right password is not checked.
        assertError(
                c.post("/api/account/signin", credentials(name, "correct horse")),
                429,
                "rate_limited");
        time.advance(Duration.ofMinutes(16));
        assertThat(c.post("/api/account/signin", credentials(name, "correct horse")).status())
                .isEqualTo(200);
    }

    @Test
    void crossSiteWritesAreRefused() {
        SignedInClient c = signUp(freshName());
        Reply evil =
                c.post("/api/lobby/challenges", "{\"game\": \"madrooks\"}", "http://evil.example");
        assertError(evil, 403, "cross_site");
        Reply fetchSite =
                c.send(
                        java.net.http.HttpRequest.newBuilder(
                                        URI.create(c.base() + "/api/account/signout"))
                                .header("Sec-Fetch-Site", "cross-site")
                                .POST(java.net.http.HttpRequest.BodyPublishers.noBody()));
        assertError(fetchSite, 403, "cross_site");
        assertThat(c.get("/api/account").json().get("signedIn").asBoolean()).isTrue();
        Reply ours = c.post("/api/lobby/challenges", "{\"game\": \"madrooks\"}", c.base());
        assertThat(ours.status()).as(ours.toString()).isEqualTo(201);
    }

    @Test
    void aSessionUsedAfterSignOutIsRefused() {
        SignedInClient c = signUp(freshName());
        String cookie = c.sessionCookie();
        SignedInClient copy = c.withCookieOf(cookie, server.port());
        assertThat(copy.get("/api/account").json().get("signedIn").asBoolean()).isTrue();
        assertThat(c.post("/api/account/signout", "").status()).isEqualTo(200);
        assertThat(copy.get("/api/account").json().get("signedIn").asBoolean()).isFalse();
        assertError(
                copy.post("/api/lobby/challenges", "{\"game\": \"madrooks\"}"),
                401,
                "sign_in_required");
    }

    @Test
    void aCommonPasswordIsRefusedAtSignUpAndAtAChangeAndChangesNothing() {
        String name = freshName();
        SignedInClient stranger = new SignedInClient(server.port());
        for (String common : List.of("password", "PASSWORD1", "iloveyou", "qwertyuiop")) {
            assertError(
                    stranger.post("/api/account/signup", credentials(name, common)),
                    400,
                    "common_password");
        }
        assertThat(api.get("/api/players/" + name, null).status()).isEqualTo(404);
        SignedInClient c = signUp(name);
        Reply refused =
                c.post(
                        "/api/account/password",
                        "{\"password\": \"correct horse\", \"newPassword\": \"baseball\"}");
        assertError(refused, 400, "common_password");
        assertThat(refused.json().path("error").path("message").asText())
                .contains("10,000 most common");
        SignedInClient again = new SignedInClient(server.port());
        assertThat(again.post("/api/account/signin", credentials(name, "correct horse")).status())
                .isEqualTo(200);
    }

    @Test
    void signOutEverywhereAndAPasswordChangeEndTheOtherSessions() {
        String name = freshName();
        SignedInClient first = signUp(name);
        SignedInClient second = new SignedInClient(server.port());
        assertThat(second.post("/api/account/signin", credentials(name, "correct horse")).status())
                .isEqualTo(200);
        Reply changed =
                first.post(
                        "/api/account/password",
                        "{\"password\": \"correct horse\", \"newPassword\": \"battery staple\"}");
        assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
        assertThat(first.get("/api/account").json().get("signedIn").asBoolean()).isTrue();
        assertThat(second.get("/api/account").json().get("signedIn").asBoolean()).isFalse();
        assertError(
                second.post("/api/account/signin", credentials(name, "correct horse")),
                401,
                "wrong_credentials");
        assertThat(second.post("/api/account/signin", credentials(name, "battery staple")).status())
                .isEqualTo(200);
        assertError(
                first.post(
                        "/api/account/password",
                        "{\"password\": \"wrong one!\", \"newPassword\": \"whatever else\"}"),
                401,
                "wrong_credentials");
        assertThat(first.post("/api/account/signout-all", "").status()).isEqualTo(200);
        assertThat(first.get("/api/account").json().get("signedIn").asBoolean()).isFalse();
        assertThat(second.get("/api/account").json().get("signedIn").asBoolean()).isFalse();
    }

    @Test
    void socketsOfEndedSessionsCloseAtOnceAndReceiveNothingMore() throws Exception {
        String name = freshName();
        SignedInClient laptop = signUp(name);
        SignedInClient phone = new SignedInClient(server.port());
        assertThat(phone.post("/api/account/signin", credentials(name, "correct horse")).status())
                .isEqualTo(200);
        SignedInClient author = signUp(freshName());
        String game =
                laptop.post("/api/games", "{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}")
                        .json()
                        .get("id")
                        .asText();
        try (LobbySocket laptopLobby = LobbySocket.open(laptop);
                LobbySocket phoneLobby = LobbySocket.open(phone);
                Socket laptopGame = GameSocket.open(laptop, game);
                Socket phoneGame = GameSocket.open(phone, game)) {
            laptopLobby.await(m -> m.path("type").asText().equals("lobby"));
            phoneLobby.await(m -> m.path("type").asText().equals("lobby"));
            laptopGame.awaitState(st -> st.path("you").asText().equals("both"));
            phoneGame.awaitState(st -> st.path("you").asText().equals("both"));

            // A password change signs the phone out: its sockets close, the laptop's stay.
            assertThat(
                            laptop.post(
                                            "/api/account/password",
                                            "{\"password\": \"correct horse\", \"newPassword\": \"battery staple\"}")
                                    .status())
                    .isEqualTo(200);
            assertThat(phoneLobby.socket.closed.get(10, SECONDS)).isEqualTo(4401);
            assertThat(phoneGame.closed.get(10, SECONDS)).isEqualTo(4401);

            // Signing out closes the laptop's sockets: a challenge made afterwards reaches neither
            // page.
            assertThat(laptop.post("/api/account/signout", "").status()).isEqualTo(200);
            assertThat(laptopLobby.socket.closed.get(10, SECONDS)).isEqualTo(4401);
            assertThat(laptopGame.closed.get(10, SECONDS)).isEqualTo(4401);
            Reply posted =
                    author.post(
                            "/api/lobby/challenges",
                            "{\"game\": \"checkers\", \"to\": \"" + name + "\"}");
            assertThat(posted.status()).as(posted.toString()).isEqualTo(201);
            assertThat(laptopLobby.socket.messages)
                    .noneMatch(m -> m.path("type").asText().equals("challenge-added"));
            assertThat(phoneLobby.socket.messages)
                    .noneMatch(m -> m.path("type").asText().equals("challenge-added"));
        }
    }

    @Test
    void signingOutEverywhereAndDeletingTheAccountCloseEveryPage() throws Exception {
        String name = freshName();
        SignedInClient laptop = signUp(name);
        SignedInClient phone = new SignedInClient(server.port());
        assertThat(phone.post("/api/account/signin", credentials(name, "correct horse")).status())
                .isEqualTo(200);
        try (LobbySocket laptopLobby = LobbySocket.open(laptop);
                LobbySocket phoneLobby = LobbySocket.open(phone)) {
            laptopLobby.await(m -> m.path("type").asText().equals("lobby"));
            phoneLobby.await(m -> m.path("type").asText().equals("lobby"));
            assertThat(phone.post("/api/account/signout-all", "").status()).isEqualTo(200);
            assertThat(laptopLobby.socket.closed.get(10, SECONDS)).isEqualTo(4401);
            assertThat(phoneLobby.socket.closed.get(10, SECONDS)).isEqualTo(4401);
        }
        assertThat(laptop.post("/api/account/signin", credentials(name, "correct horse")).status())
                .isEqualTo(200);
        try (LobbySocket laptopLobby = LobbySocket.open(laptop)) {
            laptopLobby.await(m -> m.path("type").asText().equals("lobby"));
            Reply deleted = laptop.post("/api/account/delete", "{\"password\": \"correct horse\"}");
            assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
            assertThat(laptopLobby.socket.closed.get(10, SECONDS)).isEqualTo(4401);
        }
    }

    // ---------------------------------------------------------------- games on every device

    @Test
    void aGameMadeSignedInIsPlayableFromAnotherDevice() {
        String name = freshName();
        SignedInClient laptop = signUp(name);
        Reply created =
                laptop.post("/api/games", "{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}");
        assertThat(created.status()).as(created.toString()).isEqualTo(201);
        String id = created.json().get("id").asText();
        SignedInClient phone = new SignedInClient(server.port());
        assertThat(phone.get("/api/games/" + id).json().get("you").isNull()).isTrue();
        phone.post("/api/account/signin", credentials(name, "correct horse"));
        JsonNode state = phone.get("/api/games/" + id).json();
        assertThat(state.get("you").asText()).isEqualTo("both");
        assertThat(state.get("seats").get(0).get("player").get("name").asText()).isEqualTo(name);
        String move = state.get("legalMoves").get(0).asText();
        Reply moved =
                phone.post(
                        "/api/games/" + id + "/moves", "{\"move\": \"" + move + "\", \"ply\": 0}");
        assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
        JsonNode turn = phone.get("/api/account/turn").json();
        assertThat(turn.get("count").asInt()).isEqualTo(1);
        assertThat(turn.get("games").get(0).get("id").asText()).isEqualTo(id);
        // Another account is a watcher, and cannot move.
        SignedInClient stranger = signUp(freshName());
        assertThat(stranger.get("/api/games/" + id).json().get("you").isNull()).isTrue();
        assertError(
                stranger.post("/api/games/" + id + "/moves", "{\"move\": \"" + move + "\"}"),
                403,
                "forbidden");
    }

    @Test
    void gamesOfThisBrowserAreClaimedOnSignIn() {
        JsonNode created =
                api.create(
                        "{\"game\": \"madbishops\", \"opponent\": \"computer\", \"level\": \"level:1\"}");
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        SignedInClient c = signUp(freshName());
        Reply claimed =
                c.post(
                        "/api/account/claim",
                        "{\"games\": [{\"id\": \""
                                + id
                                + "\", \"token\": \""
                                + token
                                + "\"},"
                                + " {\"id\": \""
                                + id
                                + "\", \"token\": \"not-a-token\"},"
                                + " {\"id\": \"zzzzzzzzzzzz\", \"token\": \"x\"}]}");
        assertThat(claimed.status()).as(claimed.toString()).isEqualTo(200);
        assertThat(ApiContractTest.list(claimed.json().get("claimed"))).containsExactly(id);
        JsonNode games = c.get("/api/account/games").json().get("games");
        assertThat(games).hasSize(1);
        assertThat(games.get(0).get("opponent").asText()).isEqualTo("computer");
        // A second account cannot claim it again.
        SignedInClient other = signUp(freshName());
        assertThat(
                        other.post(
                                        "/api/account/claim",
                                        "{\"games\": [{\"id\": \""
                                                + id
                                                + "\", \"token\": \""
                                                + token
                                                + "\"}]}")
                                .json()
                                .get("claimed"))
                .isEmpty();
        assertError(c.post("/api/account/claim", "{\"games\": \"all\"}"), 400, "bad_request");
    }

    @Test
    void aDeletedAccountsGamesStayAnonymised() {
        String name = freshName();
        SignedInClient c = signUp(name);
        String id =
                c.post("/api/games", "{\"game\": \"cage\", \"opponent\": \"hotseat\"}")
                        .json()
                        .get("id")
                        .asText();
        assertError(
                c.post("/api/account/delete", "{\"password\": \"wrong one!\"}"),
                401,
                "wrong_credentials");
        assertThat(c.post("/api/account/delete", "{\"password\": \"correct horse\"}").status())
                .isEqualTo(200);
        JsonNode state = api.state(id);
        assertThat(state.get("seats").get(0).has("player")).isFalse();
        assertError(api.get("/api/players/" + name, null), 404, "not_found");
        assertThat(c.get("/api/account").json().get("signedIn").asBoolean()).isFalse();
    }

    // ---------------------------------------------------------------- lobby and ratings

    @Test
    void aChallengeAcceptedStartsARatedGameAndTheResultMovesBothRatings() throws Exception {
        String alice = freshName();
        String bob = freshName();
        SignedInClient a = signUp(alice);
        SignedInClient b = signUp(bob);
        try (LobbySocket watching = LobbySocket.open(b);
                LobbySocket author = LobbySocket.open(a)) {
            watching.await(m -> m.path("type").asText().equals("lobby"));
            Reply posted =
                    a.post(
                            "/api/lobby/challenges",
                            "{\"game\": \"madrooks\", \"rated\": true, \"color\": \"first\","
                                    + " \"clock\": {\"type\": \"clock\", \"minutes\": 5, \"increment\": 3}}");
            assertThat(posted.status()).as(posted.toString()).isEqualTo(201);
            String challenge = posted.json().get("id").asText();
            JsonNode added = watching.await(m -> m.path("type").asText().equals("challenge-added"));
            assertThat(added.get("challenge").get("author").get("name").asText()).isEqualTo(alice);
            assertError(
                    a.post("/api/lobby/challenges/" + challenge + "/accept", ""), 409, "conflict");
            Reply accepted = b.post("/api/lobby/challenges/" + challenge + "/accept", "");
            assertThat(accepted.status()).as(accepted.toString()).isEqualTo(200);
            String gameId = accepted.json().get("gameId").asText();
            JsonNode started = author.await(m -> m.path("type").asText().equals("game-started"));
            assertThat(started.get("gameId").asText()).isEqualTo(gameId);
            assertError(
                    b.post("/api/lobby/challenges/" + challenge + "/accept", ""), 404, "not_found");
            // Alice plays first; Bob resigns.
            JsonNode state = a.get("/api/games/" + gameId).json();
            assertThat(state.get("you").asInt()).isEqualTo(0);
            assertThat(state.get("rated").asBoolean()).isTrue();
            assertThat(b.get("/api/games/" + gameId).json().get("you").asInt()).isEqualTo(1);
            for (int ply = 0; ply < 4; ply++) {
                playFirstMove(ply % 2 == 0 ? a : b, gameId, ply);
            }
            assertThat(b.post("/api/games/" + gameId + "/resign", "").status()).isEqualTo(200);
        }
        Glicko2.Rating winner =
                Glicko2.update(Glicko2.Rating.INITIAL, List.of(new Glicko2.Game(1500, 350, 1)));
        Glicko2.Rating loser =
                Glicko2.update(Glicko2.Rating.INITIAL, List.of(new Glicko2.Game(1500, 350, 0)));
        JsonNode profile = api.get("/api/players/" + alice, null).json();
        assertThat(profile.get("ratings").get(0).get("rating").asInt())
                .isEqualTo((int) Math.round(winner.rating()));
        assertThat(profile.get("ratings").get(0).get("provisional").asBoolean()).isTrue();
        assertThat(profile.get("record").get(0).get("wins").asInt()).isEqualTo(1);
        JsonNode bobs = api.get("/api/players/" + bob.toUpperCase(), null).json();
        assertThat(bobs.get("ratings").get(0).get("rating").asInt())
                .isEqualTo((int) Math.round(loser.rating()));
        JsonNode history = api.get("/api/players/" + alice + "/history/madrooks", null).json();
        assertThat(history.get("points")).hasSize(1);
        JsonNode games =
                api.get("/api/players/" + alice + "/games?result=win", null).json().get("games");
        assertThat(games).hasSize(1);
        assertThat(games.get(0).get("ratingDiff").asInt())
                .isEqualTo((int) Math.round(winner.rating()) - 1500);
        assertThat(
                        api.get("/api/players/" + alice + "/games?result=loss", null)
                                .json()
                                .get("games"))
                .isEmpty();
        Reply unknownGame = api.get("/api/players/" + alice + "/games?game=chess", null);
        assertThat(unknownGame.status()).as("a filter's bad value is a bad request").isEqualTo(400);
        assertThat(unknownGame.json().get("error").get("message").asText())
                .contains("madrooks")
                .endsWith("not chess");
        String longName = "x".repeat(5_000);
        Reply noPlayer = api.get("/api/players/" + longName, null);
        assertThat(noPlayer.status()).isEqualTo(404);
        assertThat(noPlayer.json().get("error").get("message").asText())
                .as("a long name sent is not sent back whole")
                .hasSizeLessThan(100)
                .contains("5000 characters");
        JsonNode board = api.get("/api/leaderboard/madrooks", null).json();
        assertThat(board.get("minGames").asInt()).isEqualTo(10);
        assertThat(board.get("players").toString())
                .as("after one game both are provisional: not on the leaderboard")
                .doesNotContain(alice)
                .doesNotContain(bob);
    }

    static void playFirstMove(SignedInClient c, String gameId, int ply) {
        JsonNode state = c.get("/api/games/" + gameId).json();
        String move = state.get("legalMoves").get(0).asText();
        Reply r =
                c.post(
                        "/api/games/" + gameId + "/moves",
                        "{\"move\": \"" + move + "\", \"ply\": " + ply + "}");
        assertThat(r.status()).as(r.toString()).isEqualTo(200);
    }

    /** Accepts a fresh rated challenge of {@code author}'s: the game's id. */
    static String ratedGame(SignedInClient author, SignedInClient other, String game) {
        String challenge =
                author.post(
                                "/api/lobby/challenges",
                                "{\"game\": \""
                                        + game
                                        + "\", \"rated\": true, \"color\": \"first\"}")
                        .json()
                        .get("id")
                        .asText();
        return other.post("/api/lobby/challenges/" + challenge + "/accept", "")
                .json()
                .get("gameId")
                .asText();
    }

    @Test
    void aRatedGameResignedBeforeEachPlayerMadeTwoMovesIsAbortedAndChangesNoRating() {
        String alice = freshName();
        String bob = freshName();
        SignedInClient a = signUp(alice);
        SignedInClient b = signUp(bob);
        String game = ratedGame(a, b, "cage");
        playFirstMove(a, game, 0);
        playFirstMove(b, game, 1);
        playFirstMove(a, game, 2);
        Reply resigned = a.post("/api/games/" + game + "/resign", "");
        assertThat(resigned.status()).isEqualTo(200);
        assertThat(resigned.json().get("status").asText()).isEqualTo("aborted");
        assertThat(api.get("/api/players/" + alice, null).json().get("ratings")).isEmpty();
        JsonNode bobs = api.get("/api/players/" + bob, null).json();
        assertThat(bobs.get("ratings")).isEmpty();
        assertThat(bobs.get("record")).as("an aborted game is in nobody's record").isEmpty();
    }

    /** Every game id of a watch list, page by page to the last. */
    private List<String> watchList(String which) {
        List<String> ids = new ArrayList<>();
        for (int page = 0; ; page++) {
            Reply r = api.get("/api/watch/" + which + "?page=" + page, null);
            assertThat(r.status()).as(r.toString()).isEqualTo(200);
            JsonNode games = r.json().get("games");
            games.forEach(g -> ids.add(g.get("id").asText()));
            if (games.size() < r.json().get("pageSize").asInt()) {
                return ids;
            }
        }
    }

    @Test
    void theWatchListsShowGamesBetweenAccountsLiveAndTheRatedOnesOnceFinished() {
        String alice = freshName();
        String bob = freshName();
        SignedInClient a = signUp(alice);
        SignedInClient b = signUp(bob);
        String hotseat =
                a.post("/api/games", "{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}")
                        .json()
                        .get("id")
                        .asText();
        String game = ratedGame(a, b, "cage");
        assertThat(watchList("live")).contains(game).doesNotContain(hotseat);
        JsonNode line = null;
        for (JsonNode g : api.get("/api/watch/live", null).json().get("games")) {
            if (g.get("id").asText().equals(game)) line = g;
        }
        if (line != null) { // on the first page unless twenty games moved since
            assertThat(line.get("players").findValuesAsText("name")).containsExactly(alice, bob);
            assertThat(line.get("status").asText()).isEqualTo("active");
            assertThat(line.get("rated").asBoolean()).isTrue();
        }
        assertThat(watchList("best")).doesNotContain(game);
        for (int ply = 0; ply < 4; ply++) {
            playFirstMove(ply % 2 == 0 ? a : b, game, ply);
        }
        assertThat(b.post("/api/games/" + game + "/resign", "").status()).isEqualTo(200);
        assertThat(watchList("live")).doesNotContain(game);
        assertThat(watchList("best")).contains(game);
    }

    @Test
    void theWatchListsRefuseABadPageWithA400() {
        for (String page : List.of("-1", "abc", "10001", "1e3", "")) {
            for (String which : List.of("live", "best")) {
                assertError(
                        api.get("/api/watch/" + which + "?page=" + page, null), 400, "bad_request");
            }
        }
    }

    @Test
    void playersAreFoundByTheStartOfTheirNameRegardlessOfCase() {
        String stem = "Find" + (System.nanoTime() % 100000);
        signUp(stem + "_one");
        signUp(stem + "two");
        signUp("other" + stem);
        Reply found = api.get("/api/players?prefix=" + stem.toLowerCase(), null);
        assertThat(found.status()).as(found.toString()).isEqualTo(200);
        assertThat(found.json().get("players").findValuesAsText("username"))
                .containsExactly(stem + "_one", stem + "two");
        // "_" is a name's character, not LIKE's wildcard.
        assertThat(
                        api.get("/api/players?prefix=" + stem + "_", null)
                                .json()
                                .get("players")
                                .findValuesAsText("username"))
                .containsExactly(stem + "_one");
        assertThat(api.get("/api/players?prefix=zz" + stem, null).json().get("players")).isEmpty();
    }

    @Test
    void aPlayerSearchWithoutAGoodPrefixIsA400() throws Exception {
        for (String query :
                List.of(
                        "",
                        "?prefix=",
                        "?prefix=a%25",
                        "?prefix=a%20b",
                        "?prefix=" + "a".repeat(21),
                        "?prefix=" + "a".repeat(5000),
                        "?prefix=%C3%A9t%C3%A9")) {
            Reply r = api.get("/api/players" + query, null);
            assertError(r, 400, "bad_request");
            assertThat(r.json().path("error").path("message").asText()).contains("prefix must be");
        }
        // A query whose escapes are broken is refused as clearly, whatever reads it first.
        try (RawHttp raw = new RawHttp("127.0.0.1", server.port())) {
            RawHttp.Answer a = raw.send("GET", "/api/players?prefix=%zz%", null, null);
            assertThat(a.status()).as(a.body()).isEqualTo(400);
            assertThat(a.body()).contains("\"error\"");
        }
    }

    @Test
    void othersSeeOnlyTheGamesBetweenAccountsAndHotSeatGamesAreListedOnce() {
        String alice = freshName();
        SignedInClient a = signUp(alice);
        SignedInClient b = signUp(freshName());
        String hotseat =
                a.post("/api/games", "{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}")
                        .json()
                        .get("id")
                        .asText();
        String computer =
                a.post(
                                "/api/games",
                                "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:1\"}")
                        .json()
                        .get("id")
                        .asText();
        String lobby = ratedGame(a, b, "madbishops");
        String own = a.get("/api/account/games").json().get("games").findValues("id").toString();
        assertThat(own).contains(hotseat, computer, lobby);
        assertThat(a.get("/api/account/games").json().get("games")).hasSize(3);
        String seenByOthers =
                b.get("/api/players/" + alice + "/games").json().get("games").toString();
        assertThat(seenByOthers).contains(lobby).doesNotContain(hotseat).doesNotContain(computer);
        assertThat(api.get("/api/players/" + alice + "/games", null).json().toString())
                .doesNotContain(computer);
        assertThat(a.get("/api/players/" + alice + "/games").json().toString()).contains(computer);
    }

    @Test
    void deletingAnAccountAbortsTheGamesOnlyItCouldPlayAndRatesNothing() {
        SignedInClient a = signUp(freshName());
        String bob = freshName();
        SignedInClient b = signUp(bob);
        String game = ratedGame(a, b, "madrooks");
        for (int ply = 0; ply < 4; ply++) {
            playFirstMove(ply % 2 == 0 ? a : b, game, ply);
        }
        assertThat(a.post("/api/account/delete", "{\"password\": \"correct horse\"}").status())
                .isEqualTo(200);
        JsonNode state = b.get("/api/games/" + game).json();
        assertThat(state.get("status").asText()).isEqualTo("aborted");
        assertThat(state.get("seats").get(0).has("player")).isFalse();
        assertThat(api.get("/api/players/" + bob, null).json().get("ratings")).isEmpty();
    }

    @Test
    void twoPlayersAcceptingAtOnceMakeOneGame() throws Exception {
        SignedInClient author = signUp(freshName());
        List<SignedInClient> takers =
                List.of(signUp(freshName()), signUp(freshName()), signUp(freshName()));
        for (int round = 0; round < 3; round++) {
            String challenge =
                    author.post("/api/lobby/challenges", "{\"game\": \"madrooks\"}")
                            .json()
                            .get("id")
                            .asText();
            CountDownLatch go = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(takers.size());
            List<Future<Reply>> replies = new ArrayList<>();
            for (SignedInClient t : takers) {
                Callable<Reply> accept =
                        () -> {
                            go.await();
                            return t.post("/api/lobby/challenges/" + challenge + "/accept", "");
                        };
                replies.add(pool.submit(accept));
            }
            go.countDown();
            int won = 0;
            for (Future<Reply> f : replies) {
                Reply r = f.get();
                if (r.status() == 200) {
                    won++;
                } else {
                    assertError(r, 404, "not_found");
                }
            }
            pool.shutdown();
            assertThat(won).isEqualTo(1);
        }
        assertThat(author.get("/api/account/games").json().get("games")).hasSize(3);
    }

    @Test
    void aCancelRacingAnAcceptHasOneWinner() throws Exception {
        SignedInClient author = signUp(freshName());
        SignedInClient taker = signUp(freshName());
        ExecutorService pool = Executors.newFixedThreadPool(2);
        int accepted = 0;
        for (int round = 0; round < 20; round++) {
            String challenge =
                    author.post("/api/lobby/challenges", "{\"game\": \"madrooks\"}")
                            .json()
                            .get("id")
                            .asText();
            CountDownLatch go = new CountDownLatch(1);
            Future<Reply> cancel =
                    pool.submit(
                            () -> {
                                go.await();
                                return author.delete("/api/lobby/challenges/" + challenge);
                            });
            Future<Reply> accept =
                    pool.submit(
                            () -> {
                                go.await();
                                return taker.post(
                                        "/api/lobby/challenges/" + challenge + "/accept", "");
                            });
            go.countDown();
            Reply cancelled = cancel.get();
            Reply took = accept.get();
            // one of them wins; the other is told the challenge is gone
            if (took.status() == 200) {
                accepted++;
                assertError(cancelled, 404, "not_found");
            } else {
                assertError(took, 404, "not_found");
                assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(204);
            }
        }
        pool.shutdown();
        assertThat(author.get("/api/account/games").json().get("games")).hasSize(accepted);
    }

    @Test
    void anExpiredChallengeCannotBeAcceptedAndLapsesWhenItsAuthorLeaves() throws Exception {
        SignedInClient author = signUp(freshName());
        SignedInClient taker = signUp(freshName());
        String stale =
                author.post("/api/lobby/challenges", "{\"game\": \"cage\"}")
                        .json()
                        .get("id")
                        .asText();
        // The author never opened the lobby: the challenge lapses.
        time.advance(Duration.ofMillis(Lobby.PRESENCE_MS + 1));
        assertError(taker.post("/api/lobby/challenges/" + stale + "/accept", ""), 404, "not_found");
        String kept;
        try (LobbySocket present = LobbySocket.open(author)) {
            present.await(m -> m.path("type").asText().equals("lobby"));
            kept =
                    author.post("/api/lobby/challenges", "{\"game\": \"cage\"}")
                            .json()
                            .get("id")
                            .asText();
            time.advance(Duration.ofMillis(Lobby.PRESENCE_MS / 2));
            server.lobbyTick(); // the author is here: kept alive
            time.advance(Duration.ofMillis(Lobby.PRESENCE_MS / 2 + 1));
            assertThat(
                            api.get("/api/lobby", null)
                                    .json()
                                    .get("challenges")
                                    .findValues("id")
                                    .toString())
                    .contains(kept);
        }
        // Once the socket's close reaches the server, the author is no longer present and the
        // next lapse of the presence time removes the challenge.
        await().atMost(Duration.ofSeconds(20))
                .untilAsserted(
                        () -> {
                            time.advance(Duration.ofMillis(Lobby.PRESENCE_MS + 1));
                            server.lobbyTick();
                            assertThat(
                                            api.get("/api/lobby", null)
                                                    .json()
                                                    .get("challenges")
                                                    .findValues("id")
                                                    .toString())
                                    .doesNotContain(kept);
                        });
    }

    @Test
    void aDirectChallengeIsSeenOnlyByItsTwoPlayers() throws Exception {
        String toName = freshName();
        SignedInClient author = signUp(freshName());
        SignedInClient to = signUp(toName);
        SignedInClient other = signUp(freshName());
        try (LobbySocket target = LobbySocket.open(to)) {
            target.await(m -> m.path("type").asText().equals("lobby"));
            Reply posted =
                    author.post(
                            "/api/lobby/challenges",
                            "{\"game\": \"checkers\", \"to\": \"" + toName + "\"}");
            assertThat(posted.status()).as(posted.toString()).isEqualTo(201);
            String id = posted.json().get("id").asText();
            target.await(m -> m.path("type").asText().equals("challenge-added"));
            assertThat(api.get("/api/lobby", null).json().toString()).doesNotContain(id);
            assertThat(other.get("/api/lobby").json().toString()).doesNotContain(id);
            assertError(
                    other.post("/api/lobby/challenges/" + id + "/accept", ""), 403, "forbidden");
            assertThat(to.post("/api/lobby/challenges/" + id + "/accept", "").status())
                    .isEqualTo(200);
        }
        assertError(
                author.post(
                        "/api/lobby/challenges",
                        "{\"game\": \"checkers\", \"to\": \"nobody-here\"}"),
                404,
                "not_found");
        assertError(
                author.post("/api/lobby/challenges", "{\"game\": \"nogame\"}"), 400, "bad_request");
        assertError(
                api.post("/api/lobby/challenges", null, "{\"game\": \"checkers\"}"),
                401,
                "sign_in_required");
    }

    @Test
    void concurrentPostsByOneAuthorNeverPassTheCap() throws Exception {
        String name = freshName();
        SignedInClient author = signUp(name);
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Integer>> posts = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                posts.add(
                        pool.submit(
                                () -> {
                                    go.await();
                                    return author.post(
                                                    "/api/lobby/challenges",
                                                    "{\"game\": \"checkers\"}")
                                            .status();
                                }));
            }
            go.countDown();
            int created = 0;
            for (Future<Integer> f : posts) {
                int status = f.get(60, SECONDS);
                assertThat(status).isIn(201, 429);
                created += status == 201 ? 1 : 0;
            }
            assertThat(created).isEqualTo(Lobby.MAX_PER_AUTHOR);
            int open = 0;
            for (JsonNode c : api.get("/api/lobby", null).json().get("challenges")) {
                open += c.path("author").path("name").asText().equals(name) ? 1 : 0;
            }
            assertThat(open).isEqualTo(Lobby.LISTED_PER_AUTHOR);
            int own = 0;
            for (JsonNode c : author.get("/api/lobby").json().get("challenges")) {
                own += c.path("author").path("name").asText().equals(name) ? 1 : 0;
            }
            assertThat(own).isEqualTo(created);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The flood of the finding: 100 accounts with 10 challenges each. A newcomer's challenge posted
     * after it is listed (at most 3 of each author are, newest first), and a newcomer waiting in
     * quick pairing is found by the next player who presses it.
     */
    @Test
    void aFloodOfAHundredAccountsHidesNoNewcomer() throws Exception {
        // None of the flooders keeps a page open: held time keeps their challenges from lapsing
        // while a slow machine makes a hundred accounts.
        time.hold();
        try {
            floodOfAHundredAccounts();
        } finally {
            time.resume();
        }
    }

    private void floodOfAHundredAccounts() throws Exception {
        int flooders = 100;
        String prefix = freshName() + "f";
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> posted = new ArrayList<>();
            for (int f = 0; f < flooders; f++) {
                String name = prefix + f;
                posted.add(
                        pool.submit(
                                () -> {
                                    SignedInClient flooder = signUp(name);
                                    int created = 0;
                                    for (int i = 0; i <= Lobby.MAX_PER_AUTHOR; i++) {
                                        int status =
                                                flooder.post(
                                                                "/api/lobby/challenges",
                                                                "{\"game\": \"cage\"}")
                                                        .status();
                                        created += status == 201 ? 1 : 0;
                                    }
                                    return created;
                                }));
            }
            for (Future<Integer> p : posted) {
                assertThat(p.get()).isEqualTo(Lobby.MAX_PER_AUTHOR); // the 11th refused
            }
        } finally {
            pool.shutdownNow();
        }
        String newcomer = freshName();
        SignedInClient late = signUp(newcomer);
        time.advance(Duration.ofMillis(1));
        String id =
                late.post("/api/lobby/challenges", "{\"game\": \"cage\"}")
                        .json()
                        .get("id")
                        .asText();
        SignedInClient viewer = signUp(freshName());
        JsonNode seen = viewer.get("/api/lobby").json().get("challenges");
        List<String> ids = new ArrayList<>();
        Map<String, Integer> perFlooder = new HashMap<>();
        for (JsonNode c : seen) {
            ids.add(c.get("id").asText());
            String author = c.path("author").path("name").asText();
            if (author.startsWith(prefix)) {
                perFlooder.merge(author, 1, Integer::sum);
            }
        }
        assertThat(ids).contains(id);
        assertThat(perFlooder.values()).allMatch(n -> n <= Lobby.LISTED_PER_AUTHOR);
        // A flooder sees all of their own.
        SignedInClient first = new SignedInClient(server.port());
        assertThat(
                        first.post("/api/account/signin", credentials(prefix + 0, "correct horse"))
                                .status())
                .isEqualTo(200);
        int own = 0;
        for (JsonNode c : first.get("/api/lobby").json().get("challenges")) {
            own += c.path("author").path("name").asText().equals(prefix + 0) ? 1 : 0;
        }
        assertThat(own).isEqualTo(Lobby.MAX_PER_AUTHOR);
        // Quick pairing finds a newcomer waiting behind the flood.
        String body =
                "{\"game\": \"cage\", \"clock\": {\"type\": \"clock\", \"minutes\": 7, \"increment\": 3}}";
        String waitingName = freshName();
        SignedInClient waiting = signUp(waitingName);
        assertThat(waiting.post("/api/lobby/quick", body).json().get("gameId").isNull()).isTrue();
        JsonNode paired = viewer.post("/api/lobby/quick", body).json();
        assertThat(paired.get("gameId").isNull()).isFalse();
        JsonNode game = viewer.get("/api/games/" + paired.get("gameId").asText()).json();
        assertThat(game.toString()).contains(waitingName);
        // An account's challenges go with it.
        assertThat(late.post("/api/account/delete", "{\"password\": \"correct horse\"}").status())
                .isEqualTo(200);
        assertThat(viewer.get("/api/lobby").json().toString()).doesNotContain(id);
    }

    @Test
    void quickPairingPairsTwoWaitingPlayers() throws Exception {
        SignedInClient first = signUp(freshName());
        SignedInClient second = signUp(freshName());
        String body =
                "{\"game\": \"monkeyqueen\", \"clock\": {\"type\": \"clock\", \"minutes\": 3, \"increment\": 2}}";
        try (LobbySocket waiting = LobbySocket.open(first)) {
            waiting.await(m -> m.path("type").asText().equals("lobby"));
            JsonNode q1 = first.post("/api/lobby/quick", body).json();
            assertThat(q1.get("gameId").isNull()).isTrue();
            JsonNode q2 = second.post("/api/lobby/quick", body).json();
            String game = q2.get("gameId").asText();
            assertThat(
                            waiting.await(m -> m.path("type").asText().equals("game-started"))
                                    .get("gameId")
                                    .asText())
                    .isEqualTo(game);
        }
    }

    /** A game's WebSocket as a signed-in page opens it (its session cookie, no token). */
    static final class GameSocket {
        static Socket open(SignedInClient c, String gameId) {
            Socket s = new Socket();
            s.ws =
                    c.http()
                            .newWebSocketBuilder()
                            .buildAsync(
                                    URI.create(
                                            c.base().replace("http://", "ws://")
                                                    + "/api/games/"
                                                    + gameId
                                                    + "/ws"),
                                    s)
                            .join();
            return s;
        }
    }

    /** The lobby's WebSocket as a signed-in page opens it. */
    static final class LobbySocket implements AutoCloseable {
        final Socket socket = new Socket();

        static LobbySocket open(SignedInClient c) {
            LobbySocket s = new LobbySocket();
            WebSocket ws =
                    c.http()
                            .newWebSocketBuilder()
                            .buildAsync(
                                    URI.create(
                                            c.base().replace("http://", "ws://") + "/api/lobby/ws"),
                                    s.socket)
                            .join();
            s.socket.ws = ws;
            return s;
        }

        JsonNode await(java.util.function.Predicate<JsonNode> wanted) {
            return socket.await(wanted, Duration.ofSeconds(10));
        }

        @Override
        public void close() {
            socket.close();
        }
    }
}
