package org.boardwright.server.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.boardwright.server.ApiClient;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * The request log: one line per request and per socket opened and closed, with the route, the game,
 * the status, the time and the client, and none of the secrets the requests carry (seat tokens in
 * the Authorization header, the query string, a socket's address and its auth message; the
 * invitation in a body; a cookie).
 */
class RequestLogTest {

    @TempDir Path dir;

    /** Every line of the server's loggers, not only the request log's. */
    private final Logger boardwright = (Logger) LoggerFactory.getLogger("org.boardwright");

    /** Appends under its own lock (AppenderBase.doAppend is synchronized), so reads take it too. */
    private final ListAppender<ILoggingEvent> captured = new ListAppender<>();

    @BeforeEach
    void capture() {
        captured.start();
        boardwright.addAppender(captured);
    }

    @AfterEach
    void release() {
        boardwright.detachAppender(captured);
    }

    private ServerConfig config(boolean requestLog) {
        return ServerConfig.defaults()
                .withHost("127.0.0.1")
                .withPort(0)
                .withDbUrl("jdbc:sqlite:" + dir.resolve("log.db"))
                .withRequestLog(requestLog);
    }

    private List<String> lines() {
        synchronized (captured) {
            return captured.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        }
    }

    private List<String> requestLines() {
        synchronized (captured) {
            return captured.list.stream()
                    .filter(e -> e.getLoggerName().equals(RequestLog.NAME))
                    .map(ILoggingEvent::getFormattedMessage)
                    .toList();
        }
    }

    private String awaitLine(Predicate<String> wanted) {
        return await().atMost(Duration.ofSeconds(10))
                .until(
                        () -> requestLines().stream().filter(wanted).findFirst(),
                        Optional::isPresent)
                .orElseThrow();
    }

    @Test
    void logsEveryRequestAndSocketWithoutAnySecret() throws Exception {
        String id;
        String creator;
        String invite;
        String friend;
        String cookie = "session=CookieSecretValue123";
        try (BoardwrightServer server = BoardwrightServer.start(config(true))) {
            ApiClient api = new ApiClient(server.port());
            JsonNode created =
                    api.create(
                            "{\"game\": \"madrooks\", \"opponent\": \"friend\", \"color\": \"first\"}");
            id = created.get("id").asText();
            creator = created.get("token").asText();
            String link = created.get("links").get("invite").asText();
            invite = link.substring(link.indexOf("#i=") + 3);
            ApiClient.Reply joined =
                    api.post(
                            "/api/games/" + id + "/join", null, "{\"invite\": \"" + invite + "\"}");
            assertThat(joined.status()).as(joined.toString()).isEqualTo(200);
            friend = joined.json().get("token").asText();

            // A token in the query string, and a cookie.
            HttpResponse<String> read =
                    HttpClient.newHttpClient()
                            .send(
                                    HttpRequest.newBuilder(
                                                    URI.create(
                                                            api.base()
                                                                    + "/api/games/"
                                                                    + id
                                                                    + "?token="
                                                                    + creator))
                                            .header("Cookie", cookie)
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString());
            assertThat(read.statusCode()).isEqualTo(200);
            // A token in the Authorization header; then a token where a path segment goes.
            String move = api.state(id).get("legalMoves").get(0).asText();
            api.move(id, creator, move);
            assertThat(api.get("/api/games/" + id + "/" + creator, null).status()).isEqualTo(404);

            // Sockets: the token in an auth message, and in the address as older clients send it.
            try (ApiClient.Socket seated = api.socket(id, creator);
                    ApiClient.Socket old = api.socketWithTokenInAddress(id, friend)) {
                assertThat(seated.awaitState(s -> s.path("you").asInt(-1) == 0)).isNotNull();
                assertThat(old.awaitState(s -> s.path("you").asInt(-1) == 1)).isNotNull();
            }
            awaitLine(l -> l.startsWith("ws-close ") && l.contains(" status=1000"));
        }

        String created =
                awaitLine(
                        l ->
                                l.startsWith("http method=POST route=/api/games ")
                                        && l.contains(" status=201"));
        assertThat(created).matches(".* ms=[0-9]+\\.[0-9] client=127\\.0\\.0\\.1");
        awaitLine(
                l ->
                        l.startsWith("http method=POST route=/api/games/{id}/join game=" + id)
                                && l.contains(" status=200"));
        awaitLine(
                l ->
                        l.startsWith("http method=GET route=/api/games/{id} game=" + id)
                                && l.contains(" status=200"));
        awaitLine(
                l ->
                        l.startsWith("http method=POST route=/api/games/{id}/moves game=" + id)
                                && l.contains(" status=200")
                                && l.endsWith(" client=127.0.0.1"));
        awaitLine(l -> l.startsWith("http method=GET path=/api/games/" + id + "/* status=404 "));
        assertThat(
                        requestLines().stream()
                                .filter(
                                        l ->
                                                l.startsWith(
                                                        "ws-open route=/api/games/{id}/ws game="
                                                                + id
                                                                + " client=127.0.0.1")))
                .hasSize(2);
        assertThat(
                        requestLines().stream()
                                .filter(
                                        l ->
                                                l.startsWith(
                                                        "ws-close route=/api/games/{id}/ws game="
                                                                + id)))
                .hasSize(2);

        for (String line : lines()) {
            assertThat(line)
                    .doesNotContain(creator)
                    .doesNotContain(friend)
                    .doesNotContain(invite)
                    .doesNotContain("CookieSecretValue123")
                    .doesNotContain("Bearer")
                    .doesNotContain("token=")
                    .doesNotContain("?");
        }
    }

    @Test
    void behindATrustedProxyRequestsAndSocketsAreLoggedWithTheClientsAddress() throws Exception {
        String client = "203.0.113.9";
        try (BoardwrightServer server =
                BoardwrightServer.start(config(true).withTrustedProxies(List.of("127.0.0.1")))) {
            ApiClient api = new ApiClient(server.port());
            String id =
                    api.create("{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}")
                            .get("id")
                            .asText();
            HttpClient http = HttpClient.newHttpClient();
            http.send(
                    HttpRequest.newBuilder(URI.create(api.base() + "/api/games/" + id))
                            .header("X-Forwarded-For", client)
                            .build(),
                    HttpResponse.BodyHandlers.discarding());
            WebSocket socket =
                    http.newWebSocketBuilder()
                            .header("X-Forwarded-For", client)
                            .buildAsync(
                                    URI.create(
                                            "ws://127.0.0.1:"
                                                    + server.port()
                                                    + "/api/games/"
                                                    + id
                                                    + "/ws"),
                                    new WebSocket.Listener() {})
                            .get(10, TimeUnit.SECONDS);
            awaitLine(l -> l.startsWith("ws-open ") && l.endsWith(" client=" + client));
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "").get(10, TimeUnit.SECONDS);
            awaitLine(l -> l.startsWith("ws-close ") && l.contains(" client=" + client + " "));
        }
        awaitLine(
                l ->
                        l.startsWith("http method=GET route=/api/games/{id} ")
                                && l.endsWith(" client=" + client));
    }

    @Test
    void isOffUnlessAsked() throws Exception {
        try (BoardwrightServer server = BoardwrightServer.start(config(false))) {
            ApiClient api = new ApiClient(server.port());
            api.create("{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}");
            assertThat(api.get("/api/catalog", null).status()).isEqualTo(200);
        }
        assertThat(requestLines()).isEmpty();
    }

    @Test
    void pathsLoseLongSegmentsAndOddCharacters() {
        assertThat(RequestLog.safePath("/app.js")).isEqualTo("/app.js");
        assertThat(RequestLog.safePath("/api/games/abcDEF123456/moves"))
                .isEqualTo("/api/games/abcDEF123456/moves");
        assertThat(RequestLog.safePath("/x/" + "a".repeat(43) + "/y")).isEqualTo("/x/*/y");
        assertThat(RequestLog.safePath("/a b\"c\nd=e")).isEqualTo("/a?b?c?d?e");
        assertThat(RequestLog.safePath("/")).isEqualTo("/");
        assertThat(RequestLog.safeSegment("::ffff:127.0.0.1")).isEqualTo("::ffff:127.0.0.1");
        assertThat(RequestLog.safeSegment("2001:db8:85a3:8d3:1319:8a2e:370:7348"))
                .isEqualTo("2001:db8:85a3:8d3:1319:8a2e:370:7348");
        assertThat(RequestLog.safeSegment(null)).isEqualTo("-");
    }
}
