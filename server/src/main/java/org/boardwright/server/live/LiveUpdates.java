package org.boardwright.server.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.accounts.Credentials;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Tokens;
import org.boardwright.server.http.ClientAddresses;
import org.boardwright.server.http.CrossSiteGuard;
import org.boardwright.server.http.Json;
import org.boardwright.server.http.Sessions;
import org.boardwright.server.play.Actor;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.GameView;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.Seating;

/**
 * The WebSocket of each game: every client gets the whole state when it connects and after every
 * change, so a client that reconnects has lost nothing. A client names its seat by sending its
 * token in a first {@code {"type": "auth"}} message (older clients: {@code ?token=}). Sockets are
 * capped per address and watchers per game ({@link SocketLimits}); states are built under the
 * game's lock but written as JSON and sent by {@link Pushes}, off the lock.
 */
public final class LiveUpdates {

    /** Unsent messages a client may have waiting before it is disconnected. */
    public static final int MAX_QUEUED_FRAMES = 256;

    /** Close code of a socket refused by a cap (in the 4000s, like 4404 for an unknown game). */
    static final int TOO_MANY = 4429;

    /** How long a socket over a game's watcher cap has to name a seat before it is closed. */
    private static final long SEAT_GRACE_MS = 5_000;

    private static final String CLIENT = "boardwright.client";

    private final GameRepository games;
    private final Seating seating;
    private final GameView view;
    private final SocketLimits limits;
    private final Sessions sessions;
    private final Pushes pushes = new Pushes();
    private final Map<String, Set<Client>> clients = new ConcurrentHashMap<>();

    private final ClientAddresses addresses;

    public LiveUpdates(
            GameRepository games,
            Seating seating,
            GameView view,
            SocketLimits limits,
            Sessions sessions,
            ClientAddresses addresses) {
        this.addresses = addresses;
        this.games = games;
        this.sessions = sessions;
        this.seating = seating;
        this.view = view;
        this.limits = limits;
    }

    public void configure(WsConfig ws) {
        ws.onConnect(this::connected);
        ws.onMessage(this::message);
        ws.onClose(this::remove);
        ws.onError(this::remove);
    }

    private void connected(WsConnectContext ctx) {
        String address = addresses.of(ctx);
        if (!limits.admitAddress(address)) {
            ctx.closeSession(TOO_MANY, "too many connections from this address");
            return;
        }
        Account account;
        try {
            account = sessionAccount(ctx);
        } catch (RuntimeException e) {
            limits.releaseAddress(address); // nothing else was taken yet
            throw e;
        }
        Client client =
                new Client(
                        ctx,
                        address,
                        account,
                        account == null ? null : Tokens.hash(ctx.cookie(Sessions.COOKIE)));
        ctx.attribute(CLIENT, client);
        String id = ctx.pathParam("id");
        LiveGame g;
        try {
            g = games.lockFresh(id);
        } catch (Refusal e) {
            Pushes.send(ctx, Json.error(e));
            ctx.closeSession(4404, "no such game");
            return;
        }
        try {
            String token =
                    ctx.queryParam("token"); // older clients; new ones send it in the first message
            if (token != null) {
                client.you = seatOf(g, token);
            }
            if (client.you == null && client.account != null) {
                Actor actor = seating.actor(g, new Credentials(null, client.account));
                client.you = actor.isSeated() ? actor.you() : null;
            }
            if (client.you == null && !limits.admitWatcher(id)) {
                // Over the watcher cap: a player may still name its seat; anyone else is closed.
                pushes.later(
                        SEAT_GRACE_MS,
                        () -> {
                            if (client.you == null && !client.countedAsWatcher) {
                                ctx.closeSession(TOO_MANY, "too many watchers of this game");
                            }
                        });
            } else {
                client.countedAsWatcher = client.you == null;
            }
            clients.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(client);
            // A session ended between the look-up and the registration was announced before this
            // socket could be closed for it.
            if (account != null && sessions.account(ctx.cookie(Sessions.COOKIE)).isEmpty()) {
                close(client);
                return;
            }
            ctx.enableAutomaticPings(20, TimeUnit.SECONDS);
            if (client.you != null || client.countedAsWatcher) {
                pushes.toOne(client, view.state(g, client.you), g.version, false);
            }
        } finally {
            g.lock.unlock();
        }
    }

    private void message(WsMessageContext ctx) {
        Client client = ctx.attribute(CLIENT);
        JsonNode m = null;
        try {
            m = Json.MAPPER.readTree(ctx.message());
        } catch (JsonProcessingException e) {
            // answered below
        }
        String type = m != null && m.isObject() ? m.path("type").asText() : "";
        if (type.equals("ping")) {
            Pushes.send(ctx, Map.of("type", "pong"));
        } else if (type.equals("auth") && m.path("token").isTextual() && client != null) {
            authenticate(client, m.path("token").asText());
        } else {
            Pushes.send(
                    ctx,
                    Map.of(
                            "type",
                            "error",
                            "error",
                            Map.of(
                                    "code",
                                    "bad_request",
                                    "message",
                                    "the socket answers {\"type\": \"ping\"} and {\"type\": \"auth\", \"token\": ...}; actions go over HTTP")));
        }
    }

    /**
     * A seat token sent over the socket: the socket now sees the game as that seat (a watcher's
     * view for a token of no seat).
     */
    private void authenticate(Client client, String token) {
        LiveGame g;
        try {
            g = games.lockFresh(client.ctx.pathParam("id"));
        } catch (Refusal e) {
            return; // the game went away; the socket closes with the server's next look
        }
        try {
            Object you = seatOf(g, token);
            if (you == null) {
                Pushes.send(
                        client.ctx,
                        Map.of(
                                "type",
                                "error",
                                "error",
                                Json.error(
                                                Refusal.forbidden(
                                                        "this token is not a seat of game "
                                                                + g.id()))
                                        .get("error")));
                return;
            }
            client.you = you;
            if (client.countedAsWatcher) {
                client.countedAsWatcher = false;
                limits.releaseWatcher(g.id());
            }
            pushes.toOne(client, view.state(g, you), g.version, true);
        } finally {
            g.lock.unlock();
        }
    }

    /** The {@code you} a token gives, or null (a watcher) for a token of no seat. */
    private Object seatOf(LiveGame g, String token) {
        try {
            return seating.actor(g, token).you();
        } catch (Refusal e) {
            return null; // a wrong token only fails to name a seat
        }
    }

    /**
     * The signed-in account whose session cookie came with the upgrade, from our own pages only;
     * null for anyone else.
     */
    private Account sessionAccount(WsConnectContext ctx) {
        String cookie = ctx.cookie(Sessions.COOKIE);
        if (cookie == null || !CrossSiteGuard.sameSite(ctx.header("Origin"), ctx.header("Host"))) {
            return null;
        }
        return sessions.account(cookie).orElse(null);
    }

    /** Closes the sockets of sessions that ended: they are sent nothing more. */
    void closeEnded(SessionSockets.Ended ended) {
        for (Set<Client> set : clients.values()) {
            for (Client c : set) {
                if (c.account != null && ended.covers(c.account.id(), c.sessionHash)) {
                    close(c);
                }
            }
        }
    }

    private void close(Client client) {
        remove(client.ctx); // before closing: no state is sent to it meanwhile
        try {
            client.ctx.closeSession(SessionSockets.SIGNED_OUT, "signed out");
        } catch (RuntimeException e) {
            // already closed
        }
    }

    private void remove(WsContext ctx) {
        Client client = ctx.attribute(CLIENT);
        if (client == null || !client.release()) {
            return;
        }
        limits.releaseAddress(client.address);
        String id = ctx.pathParam("id");
        if (client.countedAsWatcher) {
            limits.releaseWatcher(id);
        }
        Set<Client> set = clients.get(id);
        if (set != null) {
            set.remove(client);
            if (set.isEmpty()) {
                clients.remove(id, set);
            }
        }
    }

    /** The game sockets open here, players and watchers. */
    public int socketCount() {
        int n = 0;
        for (Set<Client> set : clients.values()) {
            n += set.size();
        }
        return n;
    }

    public boolean hasSessions(String gameId) {
        return clients.containsKey(gameId);
    }

    /** The games somebody watches here. */
    Set<String> watchedGames() {
        return Set.copyOf(clients.keySet());
    }

    /**
     * Pushes a game's state to everyone connected to it. Called under the game's lock: the state is
     * built here (so changes go out in order), written and sent on the push thread.
     */
    public void broadcast(LiveGame g) {
        Set<Client> set = clients.get(g.id());
        if (set == null || set.isEmpty()) {
            return;
        }
        GameView.State state = view.state(g, null);
        g.pushedState = state;
        pushes.toAll(set, state, g.version);
    }

    public void close() {
        pushes.close();
    }

    /**
     * A connected socket: its address, the seat it sees the game as (null: a watcher), the last
     * version it was sent.
     */
    static final class Client {
        final WsContext ctx;
        final String address;

        /** The signed-in account of the upgrade (null: none) and the SHA-256 of its session. */
        final Account account;

        final String sessionHash;

        volatile Object you;
        volatile boolean countedAsWatcher;

        /** Written by the push thread only. */
        long lastVersion = -1;

        private boolean released;

        Client(WsContext ctx, String address, Account account, String sessionHash) {
            this.ctx = ctx;
            this.address = address;
            this.account = account;
            this.sessionHash = sessionHash;
        }

        /** Whether it is sent states: a seat, or a watcher within the game's cap. */
        boolean receives() {
            return you != null || countedAsWatcher;
        }

        /** True the first time only: a socket's counts are given back once. */
        synchronized boolean release() {
            boolean first = !released;
            released = true;
            return first;
        }
    }
}
