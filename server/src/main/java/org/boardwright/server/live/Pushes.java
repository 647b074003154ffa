package org.boardwright.server.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.javalin.websocket.WsContext;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.boardwright.server.http.Json;
import org.boardwright.server.play.GameView;
import org.eclipse.jetty.websocket.api.Callback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends states to WebSockets on one thread of its own, never under a game's lock: a change is
 * written as JSON once per kind of viewer (a watcher, seat 0, seat 1, both), however many sockets
 * watch. States are handed over under the game's lock, so one game's changes go out in order; a
 * socket is never sent a version older than one it has.
 */
final class Pushes implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Pushes.class);

    /** What a socket receives after each change: {@code {"type": "state", "state": {...}}}. */
    record StateMessage(String type, GameView.State state) {
        StateMessage(GameView.State state) {
            this("state", state);
        }
    }

    private final ScheduledExecutorService thread =
            Executors.newSingleThreadScheduledExecutor(
                    r -> {
                        Thread t = new Thread(r, "boardwright-push");
                        t.setDaemon(true);
                        return t;
                    });

    /**
     * A change, to every client of the game that receives states (read when the push runs, so late
     * joiners get it too).
     */
    void toAll(Collection<LiveUpdates.Client> clients, GameView.State state, long version) {
        run(
                () -> {
                    Map<Object, String> texts = new HashMap<>(4);
                    for (LiveUpdates.Client c : clients) {
                        if (c.receives() && c.lastVersion < version) {
                            c.lastVersion = version;
                            sendText(
                                    c.ctx,
                                    texts.computeIfAbsent(
                                            c.you, you -> write(new StateMessage(state.as(you)))));
                        }
                    }
                });
    }

    /**
     * The state to one client: on connecting (skipped when a change already brought it), or as its
     * seat after it named one ({@code always}).
     */
    void toOne(LiveUpdates.Client c, GameView.State state, long version, boolean always) {
        run(
                () -> {
                    if (always || c.lastVersion < version) {
                        c.lastVersion = Math.max(c.lastVersion, version);
                        sendText(c.ctx, write(new StateMessage(state)));
                    }
                });
    }

    /** Runs a task on the push thread after a delay. */
    void later(long delayMs, Runnable task) {
        try {
            thread.schedule(task, delayMs, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            // stopping
        }
    }

    private void run(Runnable task) {
        try {
            thread.execute(task);
        } catch (RejectedExecutionException e) {
            // stopping: the clients reconnect to the next server and get the whole state
        }
    }

    /** Writes and sends one message at once (pongs and errors, on the socket's own thread). */
    static void send(WsContext ctx, Object message) {
        sendText(ctx, write(message));
    }

    static String write(Object message) {
        try {
            return Json.MAPPER.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static void sendText(WsContext ctx, String text) {
        try {
            synchronized (ctx) {
                if (ctx.session.isOpen()) {
                    ctx.session.sendText(
                            text, Callback.from(() -> {}, failure -> dropSlowClient(ctx, failure)));
                }
            }
        } catch (RuntimeException e) {
            LOG.debug("could not send to a WebSocket client: {}", e.toString());
        }
    }

    /**
     * A send failed (the client reads too slowly, or the socket broke): the client goes; it gets
     * the whole state when it reconnects.
     */
    private static void dropSlowClient(WsContext ctx, Throwable failure) {
        LOG.debug("WebSocket send failed, closing: {}", failure.toString());
        ctx.session
                .disconnect(); // no close handshake: its frame would queue behind the unread ones;
        // onClose releases it
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
