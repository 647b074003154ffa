package org.boardwright.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.boardwright.client.ApiResponse;
import org.boardwright.client.BoardwrightClient;

/**
 * A test's client of a running server over loopback: the shared {@link BoardwrightClient} (what a
 * bot author would use; {@link #client()}), plus answers read whatever their status, for tests of
 * the API's exact answers, and a WebSocket listener that queues every message.
 */
public final class ApiClient {

    public static final ObjectMapper JSON = new ObjectMapper();

    /** An answer: status, the body as text, and the body as JSON when it is JSON. */
    public record Reply(int status, String text, JsonNode json) {
        static Reply of(ApiResponse r) {
            return new Reply(r.status(), r.body(), r.json());
        }

        public String code() {
            return json == null ? null : json.path("error").path("code").asText(null);
        }

        @Override
        public String toString() {
            return status + " " + text;
        }
    }

    private final BoardwrightClient client;
    private final String base;

    public ApiClient(int port) {
        this.base = "http://127.0.0.1:" + port;
        // No cookie jar: every request is a stranger's unless it carries a token.
        this.client =
                new BoardwrightClient(
                        URI.create(base),
                        HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build(),
                        Duration.ofSeconds(30));
    }

    public String base() {
        return base;
    }

    /** The typed client of this server. */
    public BoardwrightClient client() {
        return client;
    }

    public Reply get(String path, String token) {
        return Reply.of(client.get(path, token));
    }

    public Reply post(String path, String token, String body) {
        return Reply.of(client.post(path, token, body));
    }

    public Reply post(String path, String token, String body, String contentType) {
        HttpRequest.Builder b =
                client.request(path)
                        .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        return send(b, token);
    }

    /**
     * A POST whose body is streamed without a Content-Length (chunked), as a client may send one.
     */
    public Reply postChunked(String path, String token, String body) {
        HttpRequest.BodyPublisher unknownLength =
                HttpRequest.BodyPublishers.fromPublisher(
                        HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        HttpRequest.Builder b =
                client.request(path).POST(unknownLength).header("Content-Type", "application/json");
        return send(b, token);
    }

    private Reply send(HttpRequest.Builder b, String token) {
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return Reply.of(client.exchange(b));
    }

    /** Creates a game from a request body as written; fails the test unless it is made (201). */
    public JsonNode create(String body) {
        Reply r = post("/api/games", null, body);
        if (r.status() != 201) {
            throw new AssertionError("create failed: " + r);
        }
        return r.json();
    }

    /** The state as a watcher sees it. */
    public JsonNode state(String id) {
        return client.game(id, null).json();
    }

    /** Plays a move; an {@link org.boardwright.client.ApiException} fails the test if refused. */
    public JsonNode move(String id, String token, String move) {
        return client.play(id, token, move).json();
    }

    /**
     * Opens a game's WebSocket and, with a token, sends it in the first message (never in the
     * address); messages are queued for {@link Socket#await}.
     */
    public Socket socket(String id, String token) {
        Socket socket = new Socket();
        socket.ws =
                client.http()
                        .newWebSocketBuilder()
                        .buildAsync(URI.create(socketUri(id)), socket)
                        .join();
        if (token != null) {
            socket.send("{\"type\": \"auth\", \"token\": \"" + token + "\"}");
            // The state as a watcher may come first; a bot waits for its seat's (or an error) and
            // starts from there.
            JsonNode seated =
                    socket.await(
                            m ->
                                    m.path("type").asText().equals("error")
                                            || m.path("type").asText().equals("state")
                                                    && !m.path("state").path("you").isNull(),
                            Duration.ofSeconds(20));
            socket.messages.addFirst(seated);
        }
        return socket;
    }

    /** A socket as older clients open it: the token in the address ({@code ?token=}). */
    public Socket socketWithTokenInAddress(String id, String token) {
        Socket socket = new Socket();
        socket.ws =
                client.http()
                        .newWebSocketBuilder()
                        .buildAsync(URI.create(socketUri(id) + "?token=" + token), socket)
                        .join();
        return socket;
    }

    public String socketUri(String id) {
        return client.socketUri(id).toString();
    }

    public static final class Socket implements WebSocket.Listener, AutoCloseable {
        final LinkedBlockingDeque<JsonNode> messages = new LinkedBlockingDeque<>();

        /** The close code the server closed it with. */
        final java.util.concurrent.CompletableFuture<Integer> closed =
                new java.util.concurrent.CompletableFuture<>();

        private final StringBuilder partial = new StringBuilder();
        WebSocket ws;

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    messages.add(JSON.readTree(partial.toString()));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        public void send(String text) {
            ws.sendText(text, true).join();
        }

        /**
         * The first message (skipping others) that matches, within the timeout; fails the test
         * otherwise.
         */
        public JsonNode await(Predicate<JsonNode> wanted, Duration timeout) {
            long end = System.nanoTime() + timeout.toNanos();
            JsonNode last = null;
            try {
                while (true) {
                    long left = end - System.nanoTime();
                    JsonNode m = left <= 0 ? null : messages.poll(left, TimeUnit.NANOSECONDS);
                    if (m == null) {
                        throw new AssertionError(
                                "no matching WebSocket message within "
                                        + timeout
                                        + "; the last one was "
                                        + last);
                    }
                    last = m;
                    if (wanted.test(m)) {
                        return m;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        /** The next state pushed that matches. */
        public JsonNode awaitState(Predicate<JsonNode> wanted) {
            return await(
                            m ->
                                    m.path("type").asText().equals("state")
                                            && wanted.test(m.get("state")),
                            Duration.ofSeconds(20))
                    .get("state");
        }

        @Override
        public void close() {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").exceptionally(e -> null);
            ws.abort();
        }
    }
}
