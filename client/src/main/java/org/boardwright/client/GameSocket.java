package org.boardwright.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A game's WebSocket ({@code /api/games/{id}/ws}; docs/API.md, "Live updates"). A player's socket
 * sends its seat token in the first message and hands the listener no state until the server
 * answers as that seat (the states a watcher sees before are dropped), or refuses the token. The
 * listener is called on the HTTP client's threads, one message at a time.
 */
public final class GameSocket implements AutoCloseable {

    /** What the server sends, frame by frame. */
    public interface Listener {

        /** The socket is open (a player's auth message already sent). */
        default void onOpen(GameSocket socket) {}

        /** A state pushed: at once, then after every change. */
        void onState(GameSocket socket, GameState state);

        /**
         * An error frame's {@code error} object: a refused token ({@code forbidden}), a message the
         * server did not understand, an unknown game ({@code not_found}, then closed with 4404).
         */
        default void onError(GameSocket socket, JsonNode error) {}

        /** Any other message ({@code {"type": "pong"}}, ...). */
        default void onOther(GameSocket socket, JsonNode message) {}

        /** Closed by the server (or after our own close), with its status and reason. */
        default void onClose(GameSocket socket, int status, String reason) {}

        /** The connection failed, or a message was not JSON. */
        default void onFailure(GameSocket socket, Throwable error) {}
    }

    private final Listener listener;
    private final String authToken;
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final StringBuilder partial = new StringBuilder();
    private volatile WebSocket ws;

    /** Guarded by this: the last text sent (the JDK socket takes one at a time). */
    private CompletableFuture<?> sending = CompletableFuture.completedFuture(null);

    /** Until the server has answered the auth message, states are a watcher's and dropped. */
    private boolean seated;

    private GameSocket(Listener listener, String authToken) {
        this.listener = listener;
        this.authToken = authToken;
        this.seated = authToken == null;
    }

    /**
     * Opens a socket at {@code uri}; with {@code authToken}, sends it in the first message. The
     * future completes once the socket is open.
     */
    public static CompletableFuture<GameSocket> open(
            HttpClient http,
            URI uri,
            String authToken,
            Duration connectTimeout,
            Listener listener) {
        GameSocket socket = new GameSocket(listener, authToken);
        return http.newWebSocketBuilder()
                .connectTimeout(connectTimeout)
                .buildAsync(uri, socket.new Frames())
                .thenApply(ws -> socket);
    }

    /** Sends a text message as it is ({@code {"type": "ping"}}, ...). */
    public synchronized CompletableFuture<?> send(String text) {
        WebSocket socket = ws;
        sending = sending.exceptionally(e -> null).thenCompose(x -> socket.sendText(text, true));
        return sending;
    }

    /** The close status the server closed with, once it has. */
    public CompletableFuture<Integer> closed() {
        return closed;
    }

    /** Closes politely (a normal closure); the future completes when the close is sent. */
    public CompletableFuture<?> closeGently() {
        WebSocket socket = ws;
        if (socket == null || socket.isOutputClosed()) {
            return CompletableFuture.completedFuture(null);
        }
        return socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").exceptionally(e -> null);
    }

    /** Drops the connection at once. */
    public void abort() {
        WebSocket socket = ws;
        if (socket != null) {
            socket.abort();
        }
    }

    /** Says goodbye and drops the connection without waiting for the server's answer. */
    @Override
    public void close() {
        closeGently();
        abort();
    }

    private void handle(String text) {
        JsonNode frame;
        try {
            frame = BoardwrightClient.JSON.readTree(text);
        } catch (JsonProcessingException e) {
            listener.onFailure(
                    this, new IllegalStateException("a message that is not JSON: " + text, e));
            return;
        }
        String type = frame.path("type").asText();
        if (type.equals("state") && frame.path("state").isObject()) {
            JsonNode state = frame.get("state");
            if (!seated) {
                JsonNode you = state.path("you");
                if (you.isNull() || you.isMissingNode()) {
                    return;
                }
                seated = true;
            }
            listener.onState(this, new GameState(state));
        } else if (frame.path("error").isObject()) {
            seated = true;
            listener.onError(this, frame.get("error"));
        } else {
            listener.onOther(this, frame);
        }
    }

    /** The JDK's listener: whole messages to {@link #handle}, one at a time. */
    private final class Frames implements WebSocket.Listener {

        @Override
        public void onOpen(WebSocket webSocket) {
            ws = webSocket;
            if (authToken != null) {
                send("{\"type\": \"auth\", \"token\": " + BoardwrightClient.quote(authToken) + "}");
            }
            listener.onOpen(GameSocket.this);
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                handle(text);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            listener.onClose(GameSocket.this, statusCode, reason);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            closed.completeExceptionally(error);
            listener.onFailure(GameSocket.this, error);
        }
    }
}
