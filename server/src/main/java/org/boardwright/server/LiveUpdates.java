package org.boardwright.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.websocket.WsCloseContext;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WebSocket of each game: every client gets the whole state when it connects and after
 * every change, so a client that reconnects has lost nothing. Actions go over HTTP; the socket
 * only answers pings.
 */
final class LiveUpdates {

    /** Unsent messages a client may have waiting before it is disconnected. */
    static final int MAX_QUEUED_FRAMES = 256;

    private static final Logger LOG = LoggerFactory.getLogger(LiveUpdates.class);
    private static final String YOU = "boardwright.you";

    private final GameRepository games;
    private final Seating seating;
    private final GameView view;
    private final Map<String, Set<WsContext>> sessions = new ConcurrentHashMap<>();

    LiveUpdates(GameRepository games, Seating seating, GameView view) {
        this.games = games;
        this.seating = seating;
        this.view = view;
    }

    void configure(WsConfig ws) {
        ws.onConnect(this::connected);
        ws.onMessage(this::message);
        ws.onClose(this::closed);
        ws.onError(ctx -> remove(ctx));
    }

    private void connected(WsConnectContext ctx) {
        String id = ctx.pathParam("id");
        LiveGame g;
        try {
            g = games.lockFresh(id);
        } catch (ApiException e) {
            send(ctx, Json.error(e));
            ctx.closeSession(4404, "no such game");
            return;
        }
        try {
            Actor actor;
            try {
                actor = seating.actor(g, ctx.queryParam("token"));
            } catch (ApiException e) {
                actor = Actor.WATCHER; // a wrong token only fails to mark a seat as connected
            }
            ctx.attribute(YOU, actor.you());
            ctx.enableAutomaticPings(20, TimeUnit.SECONDS);
            sessions.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(ctx);
            send(ctx, new StateMessage(view.state(g, actor.you())));
        } finally {
            g.lock.unlock();
        }
    }

    private void message(WsMessageContext ctx) {
        try {
            JsonNode m = Json.MAPPER.readTree(ctx.message());
            if (m != null && m.isObject() && "ping".equals(m.path("type").asText())) {
                send(ctx, Map.of("type", "pong"));
                return;
            }
        } catch (JsonProcessingException e) {
            // answered below
        }
        send(ctx, Map.of("type", "error", "error", Map.of("code", "bad_request",
                "message", "the socket only answers {\"type\": \"ping\"}; actions go over HTTP")));
    }

    private void closed(WsCloseContext ctx) {
        remove(ctx);
    }

    private void remove(WsContext ctx) {
        String id = ctx.pathParam("id");
        Set<WsContext> set = sessions.get(id);
        if (set != null) {
            set.remove(ctx);
            if (set.isEmpty()) {
                sessions.remove(id, set);
            }
        }
    }

    boolean hasSessions(String gameId) {
        return sessions.containsKey(gameId);
    }

    /** The games somebody watches here. */
    Set<String> watchedGames() {
        return Set.copyOf(sessions.keySet());
    }

    /** Pushes a game's state to everyone connected to it (called under the game's lock, so in order). */
    void broadcast(LiveGame g) {
        Set<WsContext> set = sessions.get(g.id());
        if (set == null || set.isEmpty()) {
            return;
        }
        GameView.State state = view.state(g, null);
        g.pushedState = state;
        for (WsContext ctx : set) {
            send(ctx, new StateMessage(state.as(ctx.attribute(YOU))));
        }
    }

    /** What a socket receives after each change: {@code {"type": "state", "state": {...}}}. */
    record StateMessage(String type, GameView.State state) {
        StateMessage(GameView.State state) {
            this("state", state);
        }
    }

    private void send(WsContext ctx, Object message) {
        try {
            String text = Json.MAPPER.writeValueAsString(message);
            synchronized (ctx) {
                if (ctx.session.isOpen()) {
                    ctx.session.sendText(text, Callback.from(() -> { }, failure -> dropSlowClient(ctx, failure)));
                }
            }
        } catch (Exception e) {
            LOG.debug("could not send to a WebSocket client: {}", e.toString());
            remove(ctx);
        }
    }

    /** A send failed (the client reads too slowly, or the socket broke): the client goes; it gets the whole state when it reconnects. */
    private void dropSlowClient(WsContext ctx, Throwable failure) {
        LOG.debug("WebSocket send failed, closing: {}", failure.toString());
        remove(ctx);
        ctx.session.disconnect(); // no close handshake: its frame would queue behind the unread ones
    }
}
