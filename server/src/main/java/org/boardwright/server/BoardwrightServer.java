package org.boardwright.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.boardwright.ai.Analysis;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.monkeyqueen.MonkeyQueenGame;
import org.boardwright.engine.record.GameRecord;
import org.boardwright.server.GameService.Actor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Boardwright game server: the HTTP API of docs/API.md, a WebSocket per game, the web UI's
 * static files, the database and the computer players. {@link #start} returns a running server;
 * {@link #stop} stops it (games continue from the database at the next start).
 */
public final class BoardwrightServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(BoardwrightServer.class);
    /** Largest request body accepted. */
    public static final int MAX_BODY = 64 * 1024;
    /**
     * Largest body read and thrown away before answering 413. A server that answers and closes
     * while the client is still sending resets the connection, and the client may lose the
     * answer; beyond this amount the connection is closed anyway ({@code Connection: close}).
     */
    static final int MAX_DISCARDED = 1024 * 1024;

    private final Store store;
    private final GameService service;
    private final ComputerPlayers computer;
    private final LiveUpdates live;
    private final ScheduledExecutorService timer;
    private final RateLimit creations;
    private final Javalin app;

    /** The game rules behind the routes, for tests that act as the computer's worker. */
    GameService service() {
        return service;
    }

    private BoardwrightServer(ServerConfig config, InstantSource time) {
        store = new Store(config.effectiveDbUrl());
        service = new GameService(store, config, time);
        computer = new ComputerPlayers(service, config);
        live = new LiveUpdates(service);
        service.connect(live, computer);
        creations = new RateLimit(config.gamesPerMinute());
        app = Javalin.create(c -> {
            c.startup.showJavalinBanner = false;
            c.startup.showOldJavalinVersionWarning = false;
            c.http.maxRequestSize = MAX_BODY;
            c.http.asyncTimeout = 60_000; // analysis answers wait for the worker (a second each, a short queue)
            c.jetty.host = config.host();
            c.jetty.port = config.port();
            c.staticFiles.add("/web", Location.CLASSPATH);
            c.jetty.modifyWebSocketServletFactory(ws -> {
                ws.setMaxTextMessageSize(4096); // clients only send pings
                // A client that stops reading (or floods pings) must not queue messages without end:
                // past this many unsent frames a send fails and LiveUpdates closes the socket.
                ws.setMaxOutgoingFrames(LiveUpdates.MAX_QUEUED_FRAMES);
                ws.setMaxBinaryMessageSize(4096);
                ws.setIdleTimeout(java.time.Duration.ofMinutes(2)); // the server pings every 20 s
            });
            routes(c.routes);
        });
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "boardwright-clock");
            t.setDaemon(true);
            return t;
        });
    }

    /** Starts a server with the real clock; returns once it listens. */
    public static BoardwrightServer start(ServerConfig config) {
        return start(config, InstantSource.system());
    }

    /** Starts a server reading the time from {@code time} (tests move it forward to let flags fall). */
    public static BoardwrightServer start(ServerConfig config, InstantSource time) {
        long begin = System.nanoTime();
        BoardwrightServer server = new BoardwrightServer(config, time);
        long databaseReady = System.nanoTime();
        try {
            server.app.start();
            LOG.info("database ready in {} ms; listening on port {} after {} ms", (databaseReady - begin) / 1_000_000,
                    server.port(), (System.nanoTime() - begin) / 1_000_000);
            server.service.resumeComputerGames();
            long tick = Math.max(10, config.clockTick().toMillis());
            server.timer.scheduleWithFixedDelay(server::tick, tick, tick, TimeUnit.MILLISECONDS);
            server.timer.scheduleWithFixedDelay(server.service::forgetFinished, 10, 10, TimeUnit.MINUTES);
        } catch (RuntimeException e) {
            server.stop();
            throw e;
        }
        return server;
    }

    private void tick() {
        try {
            service.checkDeadlines();
        } catch (RuntimeException e) {
            LOG.error("clock check failed", e);
        }
    }

    /** The port the server listens on. */
    public int port() {
        return app.port();
    }

    /** Stops the computer players, the timer, the HTTP server and the database pool, in that order. */
    public void stop() {
        timer.shutdown(); // a clock check under way finishes before the database closes
        try {
            timer.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        computer.close();
        try {
            app.stop();
        } finally {
            store.close();
        }
    }

    @Override
    public void close() {
        stop();
    }

    // ---------------------------------------------------------------- routes

    private void routes(io.javalin.config.RoutesConfig r) {
        r.exception(ApiException.class, (e, ctx) -> error(ctx, e));
        r.exception(HttpResponseException.class, (e, ctx) -> {
            if (e.getStatus() == 413) {
                error(ctx, new ApiException(413, "too_large", "the body is larger than " + MAX_BODY + " bytes"));
            } else if (e.getStatus() == 404) {
                error(ctx, ApiException.notFound("no such page or endpoint: " + ctx.method() + " " + ctx.path()));
            } else {
                error(ctx, new ApiException(e.getStatus(), "bad_request", e.getMessage()));
            }
        });
        r.exception(Exception.class, (e, ctx) -> {
            LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
            ctx.status(500).contentType("application/json").result("{\"error\": {\"code\": \"internal\", \"message\": \"internal error\"}}");
        });
        r.before(ctx -> {
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("Referrer-Policy", "same-origin");
            if (ctx.path().startsWith("/api/")) {
                ctx.header("Cache-Control", "no-store"); // states change with every move
            }
        });
        r.before("/api/*", ctx -> {
            String length = ctx.header("Content-Length");
            if (length != null) {
                try {
                    if (Long.parseLong(length.trim()) > MAX_BODY) {
                        throw new ApiException(413, "too_large", "the body is larger than " + MAX_BODY + " bytes");
                    }
                } catch (NumberFormatException e) {
                    throw ApiException.badRequest("bad Content-Length");
                }
            }
        });

        r.get("/api/catalog", ctx -> json(ctx, 200, catalog()));
        r.post("/api/games", this::createGame);
        r.get("/api/games/{id}", ctx -> {
            LiveGame g = service.lockFresh(ctx.pathParam("id"));
            try {
                service.checkFlag(g);
                Actor actor = service.actor(g, token(ctx));
                json(ctx, 200, service.state(g, actor.you()));
            } finally {
                g.lock.unlock();
            }
        });
        r.post("/api/games/{id}/moves", ctx -> {
            JsonNode body = body(ctx, true);
            String move = Json.requiredText(body, "move");
            Integer ply = Json.integer(body, "ply", 0, Integer.MAX_VALUE);
            act(ctx, (g, actor) -> service.move(g, actor, move, ply));
        });
        r.post("/api/games/{id}/resign", ctx -> {
            body(ctx, false);
            act(ctx, service::resign);
        });
        r.post("/api/games/{id}/draw", ctx -> {
            String action = Json.requiredText(body(ctx, true), "action");
            act(ctx, (g, actor) -> service.draw(g, actor, action));
        });
        r.post("/api/games/{id}/takeback", ctx -> {
            String action = Json.requiredText(body(ctx, true), "action");
            act(ctx, (g, actor) -> service.takeback(g, actor, action));
        });
        r.post("/api/games/{id}/claim", ctx -> {
            String action = Json.requiredText(body(ctx, true), "action");
            act(ctx, (g, actor) -> service.claim(g, actor, action));
        });
        r.post("/api/games/{id}/rematch", ctx -> {
            String action = Json.requiredText(body(ctx, true), "action");
            act(ctx, (g, actor) -> service.rematch(g, actor, action));
        });
        r.get("/api/games/{id}/positions", ctx -> {
            LiveGame g = service.lockFresh(ctx.pathParam("id"));
            try {
                service.checkFlag(g);
                service.actor(g, token(ctx)); // the same access as the state: 403 for a token of no seat
                json(ctx, 200, Map.of("positions", service.positions(g)));
            } finally {
                g.lock.unlock();
            }
        });
        r.get("/api/games/{id}/record", ctx -> {
            String form = ctx.queryParam("form");
            if (form != null && !form.equals("line") && !form.equals("multi")) {
                throw ApiException.badRequest("form must be line or multi");
            }
            LiveGame g = service.lockFresh(ctx.pathParam("id"));
            try {
                service.checkFlag(g);
                ctx.status(200).contentType("text/plain; charset=utf-8").result(service.record(g, "line".equals(form)));
            } finally {
                g.lock.unlock();
            }
        });
        r.get("/api/games/{id}/analysis", this::analysis);
        r.ws("/api/games/{id}/ws", live::configure);
        // The UI's page for one game reads the id from the path.
        r.get("/g/{id}", ctx -> {
            try (InputStream page = BoardwrightServer.class.getResourceAsStream("/web/index.html")) {
                if (page == null) {
                    throw ApiException.notFound("the web UI is missing from this build");
                }
                ctx.contentType("text/html; charset=utf-8").result(page.readAllBytes());
            }
        });
    }

    /** Runs a seat's action on a locked game (after letting a fallen flag fall) and answers the new state. */
    private void act(Context ctx, GameAction action) {
        LiveGame g = service.lockFresh(ctx.pathParam("id"));
        try {
            Actor actor = service.seatedActor(g, token(ctx));
            service.checkFlag(g);
            g.pushedState = null;
            action.run(g, actor);
            json(ctx, 200, stateAfterAction(g, actor));
        } finally {
            g.lock.unlock();
        }
    }

    /** The state after an action: the one just pushed to the sockets if any (built once per change), else built now. */
    private Map<String, Object> stateAfterAction(LiveGame g, Actor actor) {
        Map<String, Object> pushed = g.pushedState;
        g.pushedState = null;
        if (pushed == null) {
            return service.state(g, actor.you());
        }
        Map<String, Object> mine = new LinkedHashMap<>(pushed);
        mine.put("you", actor.you());
        return mine;
    }

    /** An action of a seat on a locked game. */
    @FunctionalInterface
    private interface GameAction {
        void run(LiveGame g, Actor actor);
    }

    private void createGame(Context ctx) {
        JsonNode body = body(ctx, true);
        if (!creations.allow(ctx.ip(), service.now())) {
            throw new ApiException(429, "rate_limited", "too many new games from this address; try again in a minute");
        }
        String recordText = Json.text(body, "record");
        GameRecord record = null;
        if (recordText != null) {
            try {
                record = GameRecord.read(recordText);
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("bad record: " + e.getMessage());
            }
        }
        String spec = Json.text(body, "game");
        Game game;
        if (spec == null && record == null) {
            throw ApiException.badRequest("\"game\" is required (one of " + String.join(", ", Games.ids()) + ")");
        }
        try {
            game = spec != null ? Games.get(spec) : record.game();
        } catch (NotationException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        if (record != null && !record.game().spec().equals(game.spec())) {
            throw ApiException.badRequest("\"game\" is " + game.spec() + " but the record is of " + record.game().spec());
        }
        String opponent = orDefault(Json.text(body, "opponent"), "computer");
        if (!List.of("computer", "friend", "hotseat").contains(opponent)) {
            throw ApiException.badRequest("\"opponent\" must be computer, friend or hotseat");
        }
        String level = orDefault(Json.text(body, "level"), "level:3");
        if (!GameService.levels().contains(level)) {
            throw ApiException.badRequest("\"level\" must be one of " + String.join(", ", GameService.levels()));
        }
        String color = orDefault(Json.text(body, "color"), "random");
        if (!List.of("first", "second", "random").contains(color)) {
            throw ApiException.badRequest("\"color\" must be first, second or random");
        }
        String clockType = "none";
        Integer minutes = null;
        Integer increment = null;
        Integer days = null;
        JsonNode clock = body.get("clock");
        if (clock != null && !clock.isNull()) {
            if (!clock.isObject()) {
                throw ApiException.badRequest("\"clock\" must be an object such as {\"type\": \"none\"}");
            }
            clockType = Json.requiredText(clock, "type");
            switch (clockType) {
                case "none" -> { }
                case "clock" -> {
                    minutes = Json.integer(clock, "minutes", 1, 180);
                    if (minutes == null) {
                        throw ApiException.badRequest("\"minutes\" is required for a clock (1 to 180)");
                    }
                    increment = orDefault(Json.integer(clock, "increment", 0, 60), 0);
                }
                case "correspondence" -> {
                    days = Json.integer(clock, "days", 1, 14);
                    if (days == null) {
                        throw ApiException.badRequest("\"days\" is required for correspondence (1 to 14)");
                    }
                }
                default -> throw ApiException.badRequest("clock \"type\" must be none, clock or correspondence");
            }
        }
        GameService.Created created = service.create(new GameService.NewGame(game, opponent, level, color, clockType,
                minutes, increment, days, record));
        LiveGame g = service.lock(created.game().row.id);
        try {
            String id = g.row.id;
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("id", id);
            answer.put("seat", created.seat());
            answer.put("token", created.token());
            Map<String, Object> links = new LinkedHashMap<>();
            links.put("play", "/g/" + id + "#t=" + created.token());
            links.put("watch", "/g/" + id);
            if (created.inviteToken() != null) {
                links.put("invite", "/g/" + id + "#t=" + created.inviteToken());
            }
            answer.put("links", links);
            answer.put("state", service.state(g, created.seat()));
            json(ctx, 201, answer);
        } finally {
            g.lock.unlock();
        }
    }

    private void analysis(Context ctx) {
        String plyText = ctx.queryParam("ply");
        Integer requested = null;
        if (plyText != null) {
            try {
                requested = Integer.parseInt(plyText);
            } catch (NumberFormatException e) {
                throw ApiException.badRequest("ply must be a whole number");
            }
        }
        GameState position;
        Game game;
        int ply;
        LiveGame g = service.lockFresh(ctx.pathParam("id"));
        try {
            service.checkFlag(g);
            ply = requested == null ? g.moves.size() : requested;
            if (ply < 0 || ply > g.moves.size()) {
                throw ApiException.badRequest("ply must be from 0 to " + g.moves.size());
            }
            if (g.isActive()) {
                Actor actor = service.seatedActor(g, token(ctx));
                boolean hintsAllowed = g.isHotSeat() || g.seats[0].isComputer() || g.seats[1].isComputer();
                if (!hintsAllowed) {
                    throw ApiException.forbidden("during a game between two people there are no hints");
                }
                if (ply != g.moves.size() || !actor.isSeated()) {
                    throw ApiException.forbidden("during the game only the current position can be analysed");
                }
            }
            game = g.game;
            position = game.parsePosition(g.row.startPosition);
            for (int i = 0; i < ply; i++) {
                position.play(g.moveInts.get(i));
            }
        } finally {
            g.lock.unlock();
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("ply", ply);
        if (position.isTerminal() || position.isChanceNode()) {
            answer.put("bestMove", null);
            answer.put("score", null);
            answer.put("mate", 0);
            answer.put("pv", List.of());
            answer.put("winProbability", null);
            answer.put("sideToMove", position.isTerminal() ? null : game.sideName(position.sideToMove()));
            json(ctx, 200, answer);
            return;
        }
        CompletableFuture<Analysis.Report> future = computer.analyse(position);
        ctx.future(() -> future.handle((report, failure) -> {
            if (failure != null) {
                Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
                LOG.error("analysis failed", cause);
                error(ctx, new ApiException(500, "internal", "the analysis failed"));
                return null;
            }
            answer.put("bestMove", report.bestMove());
            answer.put("score", report.score());
            answer.put("mate", report.mate());
            answer.put("pv", report.pv());
            answer.put("winProbability", report.winProbability());
            answer.put("sideToMove", game.sideName(position.sideToMove()));
            json(ctx, 200, answer);
            return null;
        }));
    }

    private static Map<String, Object> catalog() {
        List<Map<String, Object>> games = new ArrayList<>();
        for (String id : Games.ids()) {
            Game game = Games.get(id);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", id);
            m.put("name", game.name());
            m.put("credit", game.credit());
            m.put("width", game.width());
            m.put("height", game.height());
            m.put("sides", List.of(game.sideName(0), game.sideName(1)));
            m.put("draws", GameService.GAMES_WITH_DRAWS.contains(id));
            List<Map<String, Object>> parameters = new ArrayList<>();
            if (id.equals(MonkeyQueenGame.ID)) {
                for (String key : List.of("ivory", "cigar")) {
                    parameters.add(Map.of("key", key, "min", 3, "max", 99, "default", 20));
                }
            }
            m.put("parameters", parameters);
            m.put("initialPosition", game.initialPosition());
            games.add(m);
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("games", games);
        answer.put("levels", GameService.levels());
        return answer;
    }

    // ---------------------------------------------------------------- helpers

    /** The bearer token of a request, or null; 401 for an Authorization header of another kind. */
    private static String token(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || header.isBlank()) {
            return null;
        }
        String h = header.strip();
        if (!h.regionMatches(true, 0, "Bearer ", 0, 7) || h.substring(7).isBlank()) {
            throw new ApiException(401, "token_required", "the Authorization header must be \"Bearer <token>\"");
        }
        return h.substring(7).strip();
    }

    /**
     * The JSON object of a request: 415 unless it is sent as application/json, 400 unless it is
     * one well-formed object. An action without a body ({@code required} false) may send none.
     */
    private static JsonNode body(Context ctx, boolean required) {
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length > MAX_BODY) {
            throw new ApiException(413, "too_large", "the body is larger than " + MAX_BODY + " bytes");
        }
        if (bytes.length == 0 && !required) {
            return Json.MAPPER.createObjectNode();
        }
        String type = ctx.header("Content-Type");
        if (type == null || !type.toLowerCase(Locale.ROOT).strip().startsWith("application/json")) {
            throw new ApiException(415, "unsupported_media_type", "send the body as Content-Type: application/json");
        }
        JsonNode node;
        try {
            node = Json.MAPPER.readTree(new String(bytes, StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("malformed JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest("the body must be a JSON object");
        }
        return node;
    }

    private static void json(Context ctx, int status, Object value) {
        try {
            ctx.status(status).contentType("application/json").result(Json.MAPPER.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void error(Context ctx, ApiException e) {
        if (e.status() == 413) {
            discardBody(ctx);
        }
        json(ctx, e.status(), Json.error(e));
    }

    /** Reads what is left of a refused body, so the client gets the answer intact; else closes the connection after it. */
    private static void discardBody(Context ctx) {
        if (!drained(ctx)) {
            ctx.header("Connection", "close");
        }
    }

    /** Whether the rest of the request body was read, up to {@link #MAX_DISCARDED} bytes. */
    private static boolean drained(Context ctx) {
        if (ctx.req().getContentLengthLong() > MAX_DISCARDED) {
            return false;
        }
        try {
            InputStream in = ctx.req().getInputStream();
            byte[] buffer = new byte[8192];
            long total = 0;
            int n;
            while ((n = in.read(buffer)) >= 0) {
                total += n;
                if (total > MAX_DISCARDED) {
                    return false;
                }
            }
            return true;
        } catch (java.io.IOException | IllegalStateException e) {
            return false;
        }
    }

    private static <T> T orDefault(T value, T fallback) {
        return value != null ? value : fallback;
    }
}
