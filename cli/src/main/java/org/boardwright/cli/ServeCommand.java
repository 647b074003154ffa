package org.boardwright.cli;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.boardwright.engine.NotationException;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.InstanceSettings;
import org.boardwright.server.ServerConfig;
import org.boardwright.server.ServerLimits;
import org.boardwright.server.pictures.PictureLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code serve [--port P] [--db URL]}: the game server, until the process is stopped. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Runs the game server: the web UI, the HTTP API (docs/API.md) and the computer players.",
            "With no --db, games are kept in an SQLite file under ./data/ (created on first start)."
        })
final class ServeCommand implements Callable<Integer> {

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Option(
            names = "--port",
            paramLabel = "<port>",
            defaultValue = "${env:BOARDWRIGHT_PORT:-8080}",
            description =
                    "port to listen on (default 8080, or BOARDWRIGHT_PORT; 0 picks a free one)")
    private int port;

    @Option(
            names = "--host",
            paramLabel = "<address>",
            defaultValue = "${env:BOARDWRIGHT_HOST:-0.0.0.0}",
            description =
                    "address to listen on (default 0.0.0.0: every interface; or BOARDWRIGHT_HOST)")
    private String host;

    @Option(
            names = "--db",
            paramLabel = "<url>",
            defaultValue = "${env:BOARDWRIGHT_DB}",
            description = {
                "database: jdbc:sqlite:<file> or jdbc:postgresql://host/db?user=...&password=...",
                "(or BOARDWRIGHT_DB; the user and password may be in BOARDWRIGHT_DB_USER and BOARDWRIGHT_DB_PASSWORD).",
                "Several servers may share one PostgreSQL database (docs/deploy.md)."
            })
    private String db;

    @Option(
            names = "--computer-lease",
            paramLabel = "<seconds>",
            defaultValue = "${env:BOARDWRIGHT_COMPUTER_LEASE:-10}",
            description = {
                "with several servers on one PostgreSQL: how long a server's claim on a computer move lasts",
                "unless renewed; another server takes the move over this long after the first died (default 10)"
            })
    private double computerLease;

    @Option(
            names = "--stop-timeout",
            paramLabel = "<seconds>",
            defaultValue = "${env:BOARDWRIGHT_STOP_TIMEOUT:-30}",
            description = "on SIGTERM, how long to let requests in flight finish (default 30)")
    private double stopTimeout;

    @Option(
            names = "--trusted-proxy",
            paramLabel = "<address or CIDR>",
            split = ",",
            defaultValue = "${env:BOARDWRIGHT_TRUSTED_PROXIES}",
            description = {
                "a reverse proxy whose X-Forwarded-For or Forwarded header names the client (repeatable or",
                "comma-separated, e.g. 127.0.0.1 or 10.0.0.0/8; or BOARDWRIGHT_TRUSTED_PROXIES; none by default).",
                "Every per-client limit and the request log then see each client's own address (docs/deploy.md)."
            })
    private List<String> trustedProxies;

    @Option(
            names = "--games-per-minute",
            paramLabel = "<n>",
            defaultValue = "${env:BOARDWRIGHT_GAMES_PER_MINUTE:-60}",
            description = {
                "new games one client address may create per minute, rematches included (default 60, or BOARDWRIGHT_GAMES_PER_MINUTE; 0: no limit)"
            })
    private int gamesPerMinute;

    @Option(
            names = "--picture-threads",
            paramLabel = "<n>",
            defaultValue = "${env:BOARDWRIGHT_PICTURE_THREADS:-1}",
            description = {
                "workers rendering pictures and GIFs, apart from the games' (default 1, or BOARDWRIGHT_PICTURE_THREADS)"
            })
    private int pictureThreads;

    @Option(
            names = "--pictures-per-address",
            paramLabel = "<n>",
            defaultValue = "${env:BOARDWRIGHT_PICTURES_PER_ADDRESS:-2}",
            description = {
                "pictures one client address may have rendering or waiting; more get 429 (default 2, or BOARDWRIGHT_PICTURES_PER_ADDRESS)"
            })
    private int picturesPerAddress;

    @Option(
            names = "--gif-frames",
            paramLabel = "<n>",
            defaultValue = "${env:BOARDWRIGHT_GIF_FRAMES:-120}",
            description = {
                "frames of a game's GIF at most; a longer game is sampled (default 120, or BOARDWRIGHT_GIF_FRAMES)"
            })
    private int gifFrames;

    @Option(
            names = "--picture-cache-mb",
            paramLabel = "<MB>",
            defaultValue = "${env:BOARDWRIGHT_PICTURE_CACHE_MB:-64}",
            description = {
                "memory for rendered pictures kept for the next request (default 64, or BOARDWRIGHT_PICTURE_CACHE_MB; 0: none)"
            })
    private int pictureCacheMb;

    @Option(
            names = "--sign-ins-per-address",
            paramLabel = "<n>",
            description = {
                "failed sign-ins and sign-ups one client address may make in 15 minutes (default 30; 0: no limit)"
            })
    private int signInsPerAddress = 30;

    @Option(
            names = "--sockets-per-address",
            paramLabel = "<n>",
            defaultValue = "${env:BOARDWRIGHT_SOCKETS_PER_ADDRESS:-64}",
            description = {"WebSockets one client address may hold open (default 64; 0: no limit)"})
    private int socketsPerAddress;

    @Option(
            names = "--connections-per-address",
            paramLabel = "<n>",
            defaultValue = "${env:BOARDWRIGHT_CONNECTIONS_PER_ADDRESS:-256}",
            description = {
                "TCP connections one peer address may hold open, trusted proxies exempt (default 256; 0: no limit)"
            })
    private int connectionsPerAddress;

    @Option(
            names = "--engine",
            paramLabel = "<name>:<games>=<player>",
            description = {
                "an outside engine for the computer's seats (repeatable): its name, the games it plays",
                "(comma-separated ids) and engine:<command> or hub:<command>, e.g.",
                "'scan:checkers=hub:/opt/scan/scan hub'; requests choose it as \"level\": \"engine:<name>\""
            })
    private List<String> engines;

    @Option(
            names = "--egdb-pieces",
            paramLabel = "<n>",
            defaultValue = "${env:BOARDWRIGHT_EGDB_PIECES:-5}",
            description = {
                "endgame databases the computer plays with: classes up to N pieces missing from the data",
                "directory are built there in the background, one low-priority thread (default 5: about",
                "375 MB and some minutes of one core, once; 2 to 6, or 0: build none)"
            })
    private int egdbPieces;

    @Option(
            names = "--public-url",
            paramLabel = "<url>",
            defaultValue = "${env:BOARDWRIGHT_PUBLIC_URL}",
            description = {
                "the site's address as players reach it, http(s)://host[:port], for links in pages (og:url); default none"
            })
    private String publicUrl;

    @Option(
            names = "--request-log",
            negatable = true,
            defaultValue = "${env:BOARDWRIGHT_REQUEST_LOG:-true}",
            fallbackValue = "true",
            description = {
                "one line per HTTP request and WebSocket on standard error, without tokens or query strings",
                "(default on; --no-request-log or BOARDWRIGHT_REQUEST_LOG=false turns it off; docs/deploy.md)"
            })
    private boolean requestLog;

    @Option(
            names = "--metrics-port",
            paramLabel = "<port>",
            defaultValue = "${env:BOARDWRIGHT_METRICS_PORT}",
            description = {
                "serve Prometheus metrics at http://127.0.0.1:<port>/metrics, on the loopback address only",
                "(or BOARDWRIGHT_METRICS_PORT; off by default; 0: any free port, logged; docs/deploy.md)"
            })
    private Integer metricsPort;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new ParameterException(
                    spec.commandLine(), "port must be from 0 to 65535, not " + port);
        }
        if (db != null && db.isBlank()) {
            db = null; // BOARDWRIGHT_DB set but empty: the default SQLite file
        }
        if (db != null && !db.startsWith("jdbc:sqlite:") && !db.startsWith("jdbc:postgresql:")) {
            throw new ParameterException(
                    spec.commandLine(), "--db must be a jdbc:sqlite: or jdbc:postgresql: URL");
        }
        if (gamesPerMinute < 0 || signInsPerAddress < 0) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--games-per-minute and --sign-ins-per-address must be 0 or more");
        }
        if (socketsPerAddress < 0 || connectionsPerAddress < 0) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--sockets-per-address and --connections-per-address must be 0 or more");
        }
        if (egdbPieces != 0 && (egdbPieces < 2 || egdbPieces > 6)) {
            throw new ParameterException(
                    spec.commandLine(), "--egdb-pieces must be 0 or from 2 to 6");
        }
        if (metricsPort != null && (metricsPort < 0 || metricsPort > 65535)) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--metrics-port must be from 0 to 65535, not " + metricsPort);
        }
        if (!(computerLease >= 0.2 && computerLease <= 3600)
                || !(stopTimeout >= 0 && stopTimeout <= 3600)) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--computer-lease must be 0.2 to 3600 s, --stop-timeout 0 to 3600 s");
        }
        PictureLimits pictures;
        try {
            PictureLimits d = PictureLimits.defaults();
            pictures =
                    new PictureLimits(
                            pictureThreads,
                            picturesPerAddress,
                            d.queue(),
                            gifFrames,
                            d.maxGifPixels(),
                            (long) pictureCacheMb << 20);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--picture-threads, --pictures-per-address and --gif-frames must be positive"
                            + " (--gif-frames 2 or more), --picture-cache-mb 0 or more");
        }
        InstanceSettings instance =
                InstanceSettings.defaults()
                        .withComputerLease(Duration.ofMillis(Math.round(computerLease * 1000)))
                        .withStopTimeout(Duration.ofMillis(Math.round(stopTimeout * 1000)));
        List<String> proxies =
                trustedProxies == null
                        ? List.of()
                        : trustedProxies.stream()
                                .map(String::trim)
                                .filter(p -> !p.isEmpty())
                                .toList();
        ServerConfig base;
        try {
            base = ServerConfig.defaults().withTrustedProxies(proxies);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--trusted-proxy: " + e.getMessage());
        }
        try {
            base = base.withEngines(ServeEngines.parse(engines == null ? List.of() : engines));
        } catch (NotationException e) {
            throw new ParameterException(spec.commandLine(), "--engine: " + e.getMessage());
        }
        try {
            base = base.withPublicUrl(publicUrl == null || publicUrl.isBlank() ? null : publicUrl);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--public-url: " + e.getMessage());
        }
        ServerConfig config =
                base.withHost(host)
                        .withPort(port)
                        .withDbUrl(db)
                        .withGamesPerMinute(gamesPerMinute)
                        .withLimits(
                                ServerLimits.defaults()
                                        .withSocketsPerAddress(socketsPerAddress)
                                        .withConnectionsPerAddress(connectionsPerAddress)
                                        .withSignIns(
                                                ServerLimits.defaults().signInsPerName(),
                                                signInsPerAddress))
                        .withRequestLog(requestLog)
                        .withPictures(pictures)
                        .withMetricsPort(
                                metricsPort == null ? ServerConfig.METRICS_OFF : metricsPort);
        BoardwrightServer server;
        try {
            server = BoardwrightServer.start(config, instance);
        } catch (RuntimeException e) {
            main.terminal()
                    .err()
                    .println(
                            "error: the server could not start: "
                                    + Text.oneLine(String.valueOf(rootMessage(e))));
            main.terminal().err().flush();
            return Main.USAGE_ERROR;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(
                        new Thread(
                                () -> {
                                    server.stop();
                                    stopped.countDown();
                                },
                                "boardwright-shutdown"));
        String shownHost = host.equals("0.0.0.0") || host.equals("::") ? "localhost" : host;
        main.terminal()
                .out()
                .println(
                        "Boardwright is running: open http://"
                                + shownHost
                                + ":"
                                + server.port()
                                + "/");
        main.terminal().out().flush();
        BackgroundEndgames.start(egdbPieces, main.terminal().err());
        stopped.await();
        return 0;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t == e ? e.getMessage() : e.getMessage() + " (" + t.getMessage() + ")";
    }
}
