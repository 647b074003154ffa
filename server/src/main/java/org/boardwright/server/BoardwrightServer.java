package org.boardwright.server;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.time.InstantSource;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.boardwright.server.accounts.AccountStore;
import org.boardwright.server.accounts.SignInLimits;
import org.boardwright.server.bot.Bots;
import org.boardwright.server.common.RateLimit;
import org.boardwright.server.http.AccountRoutes;
import org.boardwright.server.http.AnalysisRoute;
import org.boardwright.server.http.ApiFilters;
import org.boardwright.server.http.BotRoutes;
import org.boardwright.server.http.ClientAddresses;
import org.boardwright.server.http.ConnectionsPerAddress;
import org.boardwright.server.http.GameRoutes;
import org.boardwright.server.http.HealthRoute;
import org.boardwright.server.http.Http;
import org.boardwright.server.http.JsonErrorPages;
import org.boardwright.server.http.LobbyRoutes;
import org.boardwright.server.http.NdjsonStreams;
import org.boardwright.server.http.NoHttpSessions;
import org.boardwright.server.http.PageRoutes;
import org.boardwright.server.http.PictureRoutes;
import org.boardwright.server.http.PlayerRoutes;
import org.boardwright.server.http.RequestLog;
import org.boardwright.server.http.RouteTemplate;
import org.boardwright.server.http.Sessions;
import org.boardwright.server.http.TokenRoutes;
import org.boardwright.server.http.WatchRoutes;
import org.boardwright.server.live.Cluster;
import org.boardwright.server.live.LiveUpdates;
import org.boardwright.server.live.LobbySockets;
import org.boardwright.server.live.SessionSockets;
import org.boardwright.server.live.SocketLimits;
import org.boardwright.server.lobby.ChallengeStore;
import org.boardwright.server.lobby.Lobby;
import org.boardwright.server.metrics.Metrics;
import org.boardwright.server.pictures.GamePictures;
import org.boardwright.server.pictures.LinkPreview;
import org.boardwright.server.play.Clocks;
import org.boardwright.server.play.ComputerPlayers;
import org.boardwright.server.play.GameCreation;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.GameView;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.PlayerGames;
import org.boardwright.server.play.Seating;
import org.boardwright.server.play.Turns;
import org.boardwright.server.play.WatchedGames;
import org.boardwright.server.ratings.RatingStore;
import org.boardwright.server.ratings.Ratings;
import org.boardwright.server.store.Store;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Boardwright game server: the HTTP API of docs/API.md, a WebSocket per game, the web UI's
 * static files, the database and the computer players. {@link #start} returns a running server;
 * {@link #stop} stops it (games continue from the database at the next start). This class wires the
 * parts together and runs their lifecycle; the game endpoints are {@link GameRoutes}.
 */
public final class BoardwrightServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(BoardwrightServer.class);

    /** Largest request body accepted. */
    public static final int MAX_BODY = Http.MAX_BODY;

    private final Store store;
    private final GameRepository games;
    private final Clocks clocks;
    private final Turns turns;
    private final ComputerPlayers computer;
    private final LiveUpdates live;
    private final GamePictures pictures;

    /** The bot API's NDJSON streams, ended before the HTTP server stops. */
    private final NdjsonStreams botStreams = new NdjsonStreams();

    /** The other instances on the same PostgreSQL; null on SQLite. */
    private final Cluster cluster;

    private final HealthRoute health;
    private final AccountStore accounts;
    private final SignInLimits signIns;
    private final LobbySockets lobbySockets;
    private final Lobby lobby;
    private final ScheduledExecutorService timer;

    /** The metrics, or null when they are off ({@link ServerConfig#metricsPort}). */
    private final Metrics metrics;

    private final int metricsPort;
    private final java.time.Duration idleGameTimeout;
    private org.eclipse.jetty.ee10.servlet.SessionHandler sessionHandler;
    private final Javalin app;

    /** The moves, for tests that act as the computer's worker. */
    Turns turns() {
        return turns;
    }

    private BoardwrightServer(ServerConfig config, InstantSource time, InstanceSettings instance) {
        idleGameTimeout = config.limits().idleGameTimeout();
        store = new Store(config.effectiveDbUrl());
        games = new GameRepository(store, time);
        clocks = new Clocks(games, config.claimAfter());
        Seating seating = new Seating(games);
        AccountStore accounts = new AccountStore(store);
        Sessions sessions = new Sessions(accounts, games);
        Ratings ratings = new Ratings(new RatingStore(store), time);
        games.onEnd(ratings::gameEnding);
        turns = new Turns(games, clocks);
        computer = new ComputerPlayers(turns, games, config.computer());
        turns.connect(computer);
        GameView view = new GameView(games, clocks);
        view.connect(computer);
        ServerLimits limits = config.limits();
        SocketLimits socketLimits =
                new SocketLimits(limits.socketsPerAddress(), limits.watchersPerGame());
        ClientAddresses addresses = new ClientAddresses(config.trustedProxies());
        live = new LiveUpdates(games, seating, view, socketLimits, sessions, addresses);
        games.onChange(
                g -> {
                    if (g.computerToMove()) {
                        computer.schedule(g.id(), g.client);
                    }
                    live.broadcast(g);
                });
        health = new HealthRoute(store);
        GameCreation creation = new GameCreation(games, ratings);
        GameRoutes routes =
                new GameRoutes(
                        games,
                        seating,
                        clocks,
                        turns,
                        creation,
                        view,
                        new RateLimit(config.gamesPerMinute()),
                        sessions,
                        config.engines());
        AnalysisRoute analysis = new AnalysisRoute(games, seating, clocks, computer, sessions);
        signIns =
                new SignInLimits(limits.signInsPerName(), limits.signInsPerAddress(), 15 * 60_000L);
        PlayerGames playerGames = new PlayerGames(store);
        PlayerRoutes playerRoutes =
                new PlayerRoutes(accounts, new RatingStore(store), playerGames, sessions, time);
        // The lobby's sockets have a cap of their own: every page holds one besides its game's.
        lobbySockets =
                new LobbySockets(
                        sessions,
                        new SocketLimits(limits.socketsPerAddress(), limits.watchersPerGame()),
                        addresses);
        lobby =
                new Lobby(
                        games,
                        new ChallengeStore(store),
                        accounts,
                        ratings,
                        creation,
                        lobbySockets);
        lobbySockets.connect(lobby);
        AccountRoutes accountRoutes =
                new AccountRoutes(accounts, sessions, lobby, signIns, games, playerGames, turns);
        SessionSockets sessionSockets = new SessionSockets(lobbySockets, live);
        sessions.onEnd(sessionSockets);
        cluster =
                Cluster.of(
                        store,
                        games,
                        computer,
                        live,
                        lobbySockets,
                        sessionSockets,
                        instance.computerLease());
        LobbyRoutes lobbyRoutes = new LobbyRoutes(lobby, sessions);
        Bots bots = new Bots(store, accounts, lobby, playerGames, games, clocks, view, seating);
        TokenRoutes tokenRoutes = new TokenRoutes(bots, sessions);
        BotRoutes botRoutes = new BotRoutes(bots, lobby, games, seating, clocks, turns, botStreams);
        this.accounts = accounts;
        GamePictures pictures = new GamePictures(games, seating, config.pictures());
        this.pictures = pictures;
        metricsPort = config.metricsPort();
        metrics =
                metricsPort == ServerConfig.METRICS_OFF
                        ? null
                        : ServerMetrics.of(store, games, computer, live, lobbySockets, pictures);
        boolean requestLog = config.requestLog();
        app =
                Javalin.create(
                        c -> {
                            c.startup.showJavalinBanner = false;
                            c.startup.showOldJavalinVersionWarning = false;
                            c.http.maxRequestSize = MAX_BODY;
                            c.http.asyncTimeout =
                                    60_000; // analysis answers wait for the worker (a second each,
                            // a short queue)
                            c.jetty.host = config.host();
                            c.jetty.port = config.port();
                            c.staticFiles.add("/web", Location.CLASSPATH);
                            // The per-connection header cache must not match a token in another
                            // case (it would
                            // hand back the cached value): tokens are compared exactly, as sent.
                            c.jetty.modifyHttpConfiguration(
                                    http -> http.setHeaderCacheCaseSensitive(true));
                            c.jetty.modifyServer(
                                    server -> {
                                        server.setErrorHandler(new JsonErrorPages());
                                        new ConnectionsPerAddress(
                                                        limits.connectionsPerAddress(), addresses)
                                                .watch(server);
                                        // Stopping, Jetty's context stops taking requests and waits
                                        // this long for those in flight.
                                        server.setStopTimeout(instance.stopTimeout().toMillis());
                                    });
                            c.jetty.modifyServletContextHandler(
                                    context -> sessionHandler = NoHttpSessions.apply(context));
                            c.jetty.modifyWebSocketServletFactory(
                                    ws -> {
                                        ws.setMaxTextMessageSize(4096); // clients only send pings
                                        // A client that stops reading (or floods pings) must not
                                        // queue messages without end:
                                        // past this many unsent frames a send fails and LiveUpdates
                                        // closes the socket.
                                        ws.setMaxOutgoingFrames(LiveUpdates.MAX_QUEUED_FRAMES);
                                        ws.setMaxBinaryMessageSize(4096);
                                        ws.setIdleTimeout(
                                                java.time.Duration.ofMinutes(
                                                        2)); // the server pings every 20 s
                                    });
                            if (requestLog || metrics != null) {
                                c.requestLogger.http(
                                        (ctx, ms) -> {
                                            if (requestLog) {
                                                RequestLog.http(ctx, ms);
                                            }
                                            if (metrics != null) {
                                                metrics.requests()
                                                        .record(
                                                                ctx.method().name(),
                                                                RouteTemplate.of(ctx),
                                                                ctx.statusCode(),
                                                                (long) (ms * 1_000_000.0));
                                            }
                                        });
                            }
                            if (requestLog) {
                                c.requestLogger.ws(ws -> RequestLog.sockets(ws, addresses));
                            }
                            ApiFilters.register(c.routes, addresses);
                            routes.register(c.routes);
                            accountRoutes.register(c.routes);
                            playerRoutes.register(c.routes);
                            new WatchRoutes(new WatchedGames(store), time).register(c.routes);
                            lobbyRoutes.register(c.routes);
                            tokenRoutes.register(c.routes);
                            botRoutes.register(c.routes);
                            new PictureRoutes(pictures).register(c.routes);
                            c.routes.get("/api/games/{id}/analysis", analysis::handle);
                            c.routes.get("/api/health", health::handle);
                            c.routes.ws("/api/games/{id}/ws", live::configure);
                            c.routes.ws("/api/lobby/ws", lobbySockets::configure);
                            new PageRoutes(new LinkPreview(games), config.publicUrl())
                                    .register(c.routes);
                        });
        timer =
                Executors.newSingleThreadScheduledExecutor(
                        r -> {
                            Thread t = new Thread(r, "boardwright-clock");
                            t.setDaemon(true);
                            return t;
                        });
    }

    /** Starts a server with the real clock; returns once it listens. */
    public static BoardwrightServer start(ServerConfig config) {
        return start(config, InstantSource.system());
    }

    /**
     * Starts a server reading the time from {@code time} (tests move it forward to let flags fall).
     */
    public static BoardwrightServer start(ServerConfig config, InstantSource time) {
        return start(config, time, InstanceSettings.defaults());
    }

    /** Starts a server that shares its database with other instances as {@code instance} says. */
    public static BoardwrightServer start(ServerConfig config, InstanceSettings instance) {
        return start(config, InstantSource.system(), instance);
    }

    public static BoardwrightServer start(
            ServerConfig config, InstantSource time, InstanceSettings instance) {
        long begin = System.nanoTime();
        BoardwrightServer server = new BoardwrightServer(config, time, instance);
        long databaseReady = System.nanoTime();
        try {
            server.app.start();
            LOG.info(
                    "database ready in {} ms; listening on port {} after {} ms",
                    (databaseReady - begin) / 1_000_000,
                    server.port(),
                    (System.nanoTime() - begin) / 1_000_000);
            if (server.metrics != null) {
                LOG.info(
                        "metrics on http://127.0.0.1:{}/metrics",
                        server.metrics.serve(server.metricsPort));
            }
            if (server.cluster != null) {
                server.cluster.start();
            }
            server.resumeComputerGames();
            long tick = Math.max(10, config.clockTick().toMillis());
            server.timer.scheduleWithFixedDelay(server::tick, tick, tick, TimeUnit.MILLISECONDS);
            long sweep =
                    Math.max(
                            1_000,
                            Math.min(config.limits().idleGameTimeout().toMillis() / 2, 600_000));
            server.timer.scheduleWithFixedDelay(
                    server::forgetIdleGames, sweep, sweep, TimeUnit.MILLISECONDS);
            server.timer.scheduleWithFixedDelay(
                    server::lobbyTick, 2_000, 2_000, TimeUnit.MILLISECONDS);
            server.timer.scheduleWithFixedDelay(
                    server::sweepSessions, 60_000, 3_600_000, TimeUnit.MILLISECONDS);
        } catch (RuntimeException e) {
            server.stop();
            throw e;
        }
        return server;
    }

    /**
     * Whether this server lets flags fall by its timer: always when alone; one of several instances
     * on PostgreSQL.
     */
    boolean isTimekeeper() {
        return cluster == null || cluster.isTimekeeper();
    }

    private void tick() {
        if (!isTimekeeper()) {
            return; // another instance lets the flags fall
        }
        try {
            clocks.checkDeadlines();
        } catch (RuntimeException e) {
            LOG.error("clock check failed", e);
        }
    }

    /**
     * Drops games idle for the configured time from memory (not watched, the computer not
     * thinking).
     */
    void forgetIdleGames() {
        games.forgetIdle(
                idleGameTimeout, g -> live.hasSessions(g.id()) || computer.isPending(g.id()));
    }

    /** Keeps present authors' challenges alive and removes the lapsed ones. */
    void lobbyTick() {
        try {
            lobby.tick();
        } catch (RuntimeException e) {
            LOG.error("lobby check failed", e);
        }
    }

    private void sweepSessions() {
        try {
            accounts.deleteExpiredSessions(games.now());
            signIns.sweep(games.now());
        } catch (RuntimeException e) {
            LOG.error("session sweep failed", e);
        }
    }

    /** HTTP sessions held in memory (none: the API uses none, see {@link NoHttpSessions}). */
    int httpSessionsHeld() {
        return NoHttpSessions.held(sessionHandler);
    }

    /** Whether a game is held in memory (for tests of forgetting idle games). */
    boolean holdsInMemory(String id) {
        return games.inMemory(id);
    }

    /** Games whose side to move is a computer: after a restart, they are thought about again. */
    private void resumeComputerGames() {
        int resumed = 0;
        for (String id : games.activeComputerGameIds()) {
            LiveGame g = games.lock(id);
            try {
                if (g.computerToMove()) {
                    computer.schedule(id, null);
                    resumed++;
                }
            } finally {
                g.lock.unlock();
            }
        }
        if (resumed > 0) {
            LOG.info("resumed {} game(s) waiting for a computer move", resumed);
        }
    }

    /**
     * The loopback port that serves {@code /metrics}, or {@link ServerConfig#METRICS_OFF} when the
     * metrics are off.
     */
    public int metricsPort() {
        return metrics == null ? ServerConfig.METRICS_OFF : metrics.port();
    }

    /** The port the server listens on. */
    public int port() {
        return app.port();
    }

    /**
     * Stops gracefully: the health check answers 503; the computer players stop (a running analysis
     * answers with what it found so far; a computer move being thought is thought again after a
     * restart, or at once by another instance, as this one's claims lapse); the HTTP server stops
     * accepting and lets the requests in flight finish (a move being stored; up to the stop
     * timeout), closing the WebSockets (their clients reconnect, to another instance behind a
     * balancer); then the timer, the other instances' changes and the database pool.
     */
    public void stop() {
        health.stopping();
        computer.close();
        if (cluster != null) {
            cluster.stopThinking();
        }
        botStreams.stop();
        try {
            app.stop();
        } catch (RuntimeException e) {
            LOG.warn(
                    "requests still in flight after the stop timeout were cut off: {}",
                    e.toString());
        } finally {
            pictures.stop();
            timer.shutdown(); // a clock check under way finishes before the database closes
            try {
                timer.awaitTermination(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            live.close();
            lobbySockets.close();
            if (cluster != null) {
                cluster.close();
            }
            store.close();
            if (metrics != null) {
                metrics.close();
            }
        }
    }

    @Override
    public void close() {
        stop();
    }
}
