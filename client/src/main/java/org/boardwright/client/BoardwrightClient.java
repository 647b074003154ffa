package org.boardwright.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A client of one Boardwright server's HTTP and WebSocket API (docs/API.md). Each method is one
 * request: it answers the typed result, or throws {@link ApiException} (status and the API's error)
 * for a refused request and {@link UncheckedIOException} when the server could not be reached. The
 * {@code Async} methods answer a future that fails the same way. Seat and API tokens are passed per
 * call ({@code Authorization: Bearer}); a signed-in player's session is the cookie the HTTP client
 * keeps, so one client is one browser.
 *
 * <p>{@link #exchange} sends any request as it is built and reads the answer without judging it,
 * for callers checking the API's exact answers.
 */
public final class BoardwrightClient {

    static final ObjectMapper JSON = new ObjectMapper();

    /** How long a request may take unless the constructor says otherwise. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    private final URI base;
    private final HttpClient http;
    private final Duration timeout;

    /** A client with a cookie jar of its own (one browser) at {@code base}. */
    public BoardwrightClient(URI base) {
        this(
                base,
                HttpClient.newBuilder()
                        .cookieHandler(new CookieManager())
                        .connectTimeout(Duration.ofSeconds(5))
                        .build(),
                DEFAULT_TIMEOUT);
    }

    /**
     * A client over the given HTTP client (its threads, protocol version and cookies), e.g. one
     * shared by many clients of a load test.
     *
     * @param timeout how long a request and a WebSocket handshake may take
     */
    public BoardwrightClient(URI base, HttpClient http, Duration timeout) {
        String text = base.toString();
        this.base = URI.create(text.endsWith("/") ? text.substring(0, text.length() - 1) : text);
        this.http = http;
        this.timeout = timeout;
    }

    /** The server's address, without a trailing slash. */
    public URI base() {
        return base;
    }

    /** The HTTP client underneath (its cookie handler holds the session). */
    public HttpClient http() {
        return http;
    }

    // ---- Games ----

    /** {@code POST /api/games}. */
    public CreatedGame createGame(NewGame game) {
        return createdGame(postBody("/api/games", null, game.toJson()).orThrow());
    }

    public CompletableFuture<CreatedGame> createGameAsync(NewGame game) {
        return postAsync("/api/games", null, game.toJson(), BoardwrightClient::createdGame);
    }

    /** {@code POST /api/games/{id}/join}: a friend exchanges the invitation for a seat token. */
    public JoinedSeat join(String gameId, String invite) {
        return joinedSeat(
                postBody(gamePath(gameId, "/join"), null, Map.of("invite", invite)).orThrow());
    }

    public CompletableFuture<JoinedSeat> joinAsync(String gameId, String invite) {
        return postAsync(
                gamePath(gameId, "/join"),
                null,
                Map.of("invite", invite),
                BoardwrightClient::joinedSeat);
    }

    /** {@code GET /api/games/{id}}: as the token's seat sees it (null token: a watcher). */
    public GameState game(String gameId, String token) {
        return state(get(gamePath(gameId, ""), token).orThrow());
    }

    /** Plays a move as the token's seat, whatever the ply; the new state. */
    public GameState play(String gameId, String token, String move) {
        return state(postBody(gamePath(gameId, "/moves"), token, Map.of("move", move)).orThrow());
    }

    /** Plays a move meant for {@code ply} only ({@code 409 stale} once another landed first). */
    public GameState play(String gameId, String token, String move, int ply) {
        return state(
                postBody(gamePath(gameId, "/moves"), token, Map.of("move", move, "ply", ply))
                        .orThrow());
    }

    public CompletableFuture<GameState> playAsync(
            String gameId, String token, String move, int ply) {
        return postAsync(
                gamePath(gameId, "/moves"),
                token,
                Map.of("move", move, "ply", ply),
                BoardwrightClient::state);
    }

    /** {@code POST /api/games/{id}/resign}: the other seat wins. */
    public GameState resign(String gameId, String token) {
        return state(postBody(gamePath(gameId, "/resign"), token, null).orThrow());
    }

    /** An offer, an answer or a claim: draw, takeback, rematch, a fallen flag. */
    public GameState act(String gameId, String token, GameAction action) {
        return state(
                postBody(
                                gamePath(gameId, "/" + action.endpoint),
                                token,
                                Map.of("action", action.action))
                        .orThrow());
    }

    // ---- Live updates ----

    /** The address of a game's WebSocket. */
    public URI socketUri(String gameId) {
        String scheme = base.getScheme().equals("https") ? "wss" : "ws";
        return URI.create(scheme + "://" + base.getRawAuthority() + gamePath(gameId, "/ws"));
    }

    /**
     * Opens a game's WebSocket; with a seat token, as that seat (sent in the first message, never
     * in the address), else as a watcher or as the signed-in player the cookie names.
     */
    public CompletableFuture<GameSocket> openSocket(
            String gameId, String token, GameSocket.Listener listener) {
        return GameSocket.open(http, socketUri(gameId), token, timeout, listener);
    }

    // ---- Accounts (the session is the HTTP client's cookie) ----

    /** {@code POST /api/account/signup}: the new account, signed in. */
    public Account signUp(String username, String password) {
        return account(
                postBody(
                                "/api/account/signup",
                                null,
                                Map.of("username", username, "password", password))
                        .orThrow()
                        .json());
    }

    /** {@code POST /api/account/signin}. */
    public Account signIn(String username, String password) {
        return account(
                postBody(
                                "/api/account/signin",
                                null,
                                Map.of("username", username, "password", password))
                        .orThrow()
                        .json());
    }

    /** {@code POST /api/account/signout}: this client's session ends. */
    public void signOut() {
        postBody("/api/account/signout", null, null).orThrow();
    }

    /** {@code GET /api/account}: who this client is signed in as, if anyone. */
    public Optional<Account> account() {
        JsonNode me = get("/api/account", null).orThrow().json();
        return me.path("signedIn").asBoolean() ? Optional.of(account(me)) : Optional.empty();
    }

    // ---- Lobby (signed in) ----

    /** {@code POST /api/lobby/challenges}. */
    public Challenge postChallenge(NewChallenge challenge) {
        return new Challenge(
                postBody("/api/lobby/challenges", null, challenge.toJson()).orThrow().json());
    }

    /** {@code GET /api/lobby}: the challenges this player sees. */
    public List<Challenge> challenges() {
        List<Challenge> out = new ArrayList<>();
        get("/api/lobby", null)
                .orThrow()
                .json()
                .path("challenges")
                .forEach(c -> out.add(new Challenge(c)));
        return out;
    }

    /** {@code POST /api/lobby/challenges/{id}/accept}: the new game's id. */
    public String acceptChallenge(String challengeId) {
        return postBody("/api/lobby/challenges/" + challengeId + "/accept", null, null)
                .orThrow()
                .json()
                .path("gameId")
                .asText();
    }

    // ---- Bots ----

    /** {@code POST /api/account/bot}: marks the signed-in account a bot. */
    public void becomeBot() {
        postBody("/api/account/bot", null, null).orThrow();
    }

    /** {@code POST /api/account/tokens}: an API token of the signed-in account. */
    public ApiToken createToken(String label, List<String> scopes) {
        JsonNode t =
                postBody("/api/account/tokens", null, Map.of("label", label, "scopes", scopes))
                        .orThrow()
                        .json();
        List<String> granted = new ArrayList<>();
        t.path("scopes").forEach(s -> granted.add(s.asText()));
        return new ApiToken(
                t.path("id").asText(), t.path("token").asText(), t.path("label").asText(), granted);
    }

    /** {@code POST /api/bot/game/{id}/move/{move}} with a bot's API token. */
    public void botMove(String gameId, String apiToken, String move) {
        postBody("/api/bot/game/" + gameId + "/move/" + move, apiToken, null).orThrow();
    }

    // ---- Any request ----

    /**
     * A request to {@code path} (from the root, e.g. {@code /api/health}), with the timeout set.
     */
    public HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(base + path)).timeout(timeout);
    }

    /** {@code GET path}, with a bearer token unless null; the answer whatever it is. */
    public ApiResponse get(String path, String token) {
        return exchange(authorized(request(path).GET(), token));
    }

    /**
     * {@code POST path} with a JSON body as written (null: no body) and a bearer token unless null;
     * the answer whatever it is.
     */
    public ApiResponse post(String path, String token, String json) {
        return exchange(postRequest(path, token, json));
    }

    /** {@code DELETE path}; the answer whatever it is. */
    public ApiResponse delete(String path, String token) {
        return exchange(authorized(request(path).DELETE(), token));
    }

    /** Sends a request as built and reads the answer, whatever its status. */
    public ApiResponse exchange(HttpRequest.Builder request) {
        try {
            return response(
                    http.send(
                            request.build(),
                            HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(
                    new InterruptedIOException("interrupted awaiting an answer"));
        }
    }

    public CompletableFuture<ApiResponse> exchangeAsync(HttpRequest.Builder request) {
        return http.sendAsync(
                        request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8))
                .thenApply(BoardwrightClient::response);
    }

    /** POSTs a body written as JSON (null: none). */
    private ApiResponse postBody(String path, String token, Object body) {
        return exchange(postRequest(path, token, body == null ? null : write(body)));
    }

    private <T> CompletableFuture<T> postAsync(
            String path, String token, Object body, Function<ApiResponse, T> result) {
        return exchangeAsync(postRequest(path, token, write(body)))
                .thenApply(r -> result.apply(r.orThrow()));
    }

    private HttpRequest.Builder postRequest(String path, String token, String json) {
        HttpRequest.Builder b = request(path);
        if (json == null) {
            b.POST(HttpRequest.BodyPublishers.noBody());
        } else {
            b.header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
        }
        return authorized(b, token);
    }

    private static HttpRequest.Builder authorized(HttpRequest.Builder b, String token) {
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return b;
    }

    private static ApiResponse response(HttpResponse<String> r) {
        JsonNode json = null;
        String body = r.body();
        if (!body.isEmpty()
                && r.headers()
                        .firstValue("Content-Type")
                        .orElse("")
                        .startsWith("application/json")) {
            try {
                json = JSON.readTree(body);
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(
                        "an answer said to be JSON is not: " + abbreviate(body), e);
            }
        }
        return new ApiResponse(r.statusCode(), body, json);
    }

    private static CreatedGame createdGame(ApiResponse r) {
        JsonNode g = r.json();
        JsonNode seat = g.path("seat");
        String invite = g.path("links").path("invite").asText(null);
        int hash = invite == null ? -1 : invite.indexOf("#i=");
        return new CreatedGame(
                g.path("id").asText(),
                seat.isInt() ? OptionalInt.of(seat.asInt()) : OptionalInt.empty(),
                g.path("token").asText(),
                hash < 0 ? null : invite.substring(hash + 3),
                new GameState(g.path("state")));
    }

    private static JoinedSeat joinedSeat(ApiResponse r) {
        JsonNode j = r.json();
        return new JoinedSeat(
                j.path("id").asText(),
                j.path("seat").asInt(),
                j.path("token").asText(null),
                j.path("ownInvitation").asBoolean(),
                new GameState(j.path("state")));
    }

    private static GameState state(ApiResponse r) {
        return new GameState(r.json());
    }

    private static Account account(JsonNode me) {
        return new Account(me.path("username").asText(), me.path("createdAt").asLong());
    }

    private static String gamePath(String gameId, String rest) {
        return "/api/games/" + gameId + rest;
    }

    private static String write(Object body) {
        try {
            return JSON.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not writable as JSON: " + body, e);
        }
    }

    /** A string as a JSON string literal. */
    static String quote(String text) {
        return write(text);
    }

    private static String abbreviate(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }
}
