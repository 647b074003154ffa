package org.boardwright.server;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Players;
import org.boardwright.server.http.ClientAddresses;
import org.boardwright.server.http.RequestLog;
import org.boardwright.server.pictures.PictureLimits;
import org.boardwright.server.play.ComputerSettings;
import org.boardwright.server.play.NamedEngines;

/**
 * How a server is started. {@link #defaults()} is what {@code ./boardwright serve} uses; tests and
 * the load benchmark change single settings with the {@code with...} methods.
 *
 * @param host address to bind ("0.0.0.0" for every interface)
 * @param port 0 picks a free port ({@link BoardwrightServer#port()} tells which)
 * @param dbUrl a {@code jdbc:sqlite:} or {@code jdbc:postgresql:} URL; null for {@code
 *     ./data/boardwright.db}
 * @param computerThreads worker threads for computer moves (each search uses one)
 * @param levelBudget how long each computer level thinks (the levels' own budgets by default)
 * @param analysisBudget how long an analysis request thinks
 * @param analysisQueue analysis requests waiting at most; more are refused with 429
 * @param claimAfter how long the seat to move may stay silent before the other may claim (untimed
 *     games)
 * @param clockTick how often the timer looks for flags that fell with nobody connected
 * @param gamesPerMinute games one client address may create per minute, rematches included (0, the
 *     default here: no limit; {@code serve} sets 60)
 * @param limits caps per client: sockets, watchers, computer workers, analysis; idle games
 *     forgotten
 * @param requestLog one line per HTTP request and WebSocket to the logger {@code
 *     org.boardwright.requests} ({@link RequestLog}; off here, {@code serve} turns it on)
 * @param trustedProxies the reverse proxies (addresses or CIDR ranges) whose forwarding headers
 *     name the client ({@link ClientAddresses}; none by default)
 * @param publicUrl the site's address as players reach it ({@code https://host[:port]}), for links
 *     in pages such as {@code og:url}; null: pages carry no absolute links (a request's {@code
 *     Host} header is never written into a page)
 * @param metricsPort the loopback port of {@code /metrics} ({@link #withMetricsPort}; off by
 *     default)
 * @param pictures what pictures may cost: render workers, per-client share, GIF frames and pixels,
 *     cache size
 */
public record ServerConfig(
        String host,
        int port,
        String dbUrl,
        int computerThreads,
        Function<String, Budget> levelBudget,
        Budget analysisBudget,
        int analysisQueue,
        Duration claimAfter,
        Duration clockTick,
        int gamesPerMinute,
        ServerLimits limits,
        boolean requestLog,
        List<String> trustedProxies,
        String publicUrl,
        NamedEngines engines,
        int metricsPort,
        PictureLimits pictures) {

    /** The metrics port that serves no metrics. */
    public static final int METRICS_OFF = -1;

    public static final Path DEFAULT_DB_FILE = Path.of("data", "boardwright.db");

    public static ServerConfig defaults() {
        return new ServerConfig(
                "0.0.0.0",
                8080,
                null,
                Math.max(1, Runtime.getRuntime().availableProcessors()),
                Players::defaultBudget,
                Budget.time(1.0),
                8,
                Duration.ofDays(3),
                Duration.ofMillis(500),
                0,
                ServerLimits.defaults(),
                false,
                List.of(),
                null,
                NamedEngines.none(),
                METRICS_OFF,
                PictureLimits.defaults());
    }

    public ServerConfig withHost(String host) {
        Copy c = new Copy(this);
        c.host = host;
        return c.build();
    }

    public ServerConfig withPort(int port) {
        Copy c = new Copy(this);
        c.port = port;
        return c.build();
    }

    public ServerConfig withDbUrl(String dbUrl) {
        Copy c = new Copy(this);
        c.dbUrl = dbUrl;
        return c.build();
    }

    public ServerConfig withComputerThreads(int computerThreads) {
        Copy c = new Copy(this);
        c.computerThreads = computerThreads;
        return c.build();
    }

    public ServerConfig withLevelBudget(Function<String, Budget> levelBudget) {
        Copy c = new Copy(this);
        c.levelBudget = levelBudget;
        return c.build();
    }

    public ServerConfig withAnalysisBudget(Budget analysisBudget) {
        Copy c = new Copy(this);
        c.analysisBudget = analysisBudget;
        return c.build();
    }

    public ServerConfig withAnalysisQueue(int analysisQueue) {
        Copy c = new Copy(this);
        c.analysisQueue = analysisQueue;
        return c.build();
    }

    public ServerConfig withClaimAfter(Duration claimAfter) {
        Copy c = new Copy(this);
        c.claimAfter = claimAfter;
        return c.build();
    }

    public ServerConfig withClockTick(Duration clockTick) {
        Copy c = new Copy(this);
        c.clockTick = clockTick;
        return c.build();
    }

    public ServerConfig withGamesPerMinute(int gamesPerMinute) {
        Copy c = new Copy(this);
        c.gamesPerMinute = gamesPerMinute;
        return c.build();
    }

    public ServerConfig withLimits(ServerLimits limits) {
        Copy c = new Copy(this);
        c.limits = limits;
        return c.build();
    }

    public ServerConfig withRequestLog(boolean requestLog) {
        Copy c = new Copy(this);
        c.requestLog = requestLog;
        return c.build();
    }

    public ServerConfig withTrustedProxies(List<String> trustedProxies) {
        new ClientAddresses(trustedProxies); // refuses a bad entry now, not at start
        Copy c = new Copy(this);
        c.trustedProxies = List.copyOf(trustedProxies);
        return c.build();
    }

    /**
     * @throws IllegalArgumentException unless {@code url} is http or https with a host and no path,
     *     query or fragment
     */
    public ServerConfig withPublicUrl(String url) {
        Copy c = new Copy(this);
        c.publicUrl = url == null ? null : checkedPublicUrl(url);
        return c.build();
    }

    private static String checkedPublicUrl(String url) {
        String trimmed = url.strip().replaceAll("/+$", "");
        java.net.URI uri;
        try {
            uri = new java.net.URI(trimmed);
        } catch (java.net.URISyntaxException e) {
            uri = null;
        }
        if (uri == null
                || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
                || uri.getHost() == null
                || uri.getRawUserInfo() != null
                || !uri.getRawPath().isEmpty()
                || uri.getRawQuery() != null
                || uri.getRawFragment() != null) {
            throw new IllegalArgumentException(
                    "the public URL must be http(s)://host[:port], not \"" + url + "\"");
        }
        return trimmed;
    }

    public ServerConfig withEngines(NamedEngines engines) {
        Copy c = new Copy(this);
        c.engines = engines;
        return c.build();
    }

    /**
     * Serves {@code /metrics} (Prometheus' text format) on this port of the loopback address only,
     * apart from the API's port; 0 takes any free port, {@link #METRICS_OFF} (the default) serves
     * none.
     */
    public ServerConfig withMetricsPort(int metricsPort) {
        if (metricsPort < METRICS_OFF || metricsPort > 65_535) {
            throw new IllegalArgumentException(
                    "the metrics port must be 0 to 65535 (or -1: off), not " + metricsPort);
        }
        Copy c = new Copy(this);
        c.metricsPort = metricsPort;
        return c.build();
    }

    public ServerConfig withPictures(PictureLimits pictures) {
        Copy c = new Copy(this);
        c.pictures = pictures;
        return c.build();
    }

    /** The JDBC URL to open: the given one, or the default SQLite file. */
    public String effectiveDbUrl() {
        return dbUrl != null ? dbUrl : "jdbc:sqlite:" + DEFAULT_DB_FILE;
    }

    /** The computer players' part of this configuration. */
    public ComputerSettings computer() {
        int threads = Math.max(1, computerThreads);
        return new ComputerSettings(
                threads,
                limits.computerThreadsPerClient(threads),
                levelBudget,
                analysisBudget,
                limits.analysisPerAddress(),
                Math.max(1, analysisQueue),
                engines);
    }

    /** A changeable copy, for the {@code with...} methods. */
    private static final class Copy {
        String host;
        int port;
        String dbUrl;
        int computerThreads;
        Function<String, Budget> levelBudget;
        Budget analysisBudget;
        int analysisQueue;
        Duration claimAfter;
        Duration clockTick;
        int gamesPerMinute;
        ServerLimits limits;
        boolean requestLog;
        List<String> trustedProxies;
        String publicUrl;
        NamedEngines engines;
        int metricsPort;
        PictureLimits pictures;

        Copy(ServerConfig c) {
            host = c.host;
            port = c.port;
            dbUrl = c.dbUrl;
            computerThreads = c.computerThreads;
            levelBudget = c.levelBudget;
            analysisBudget = c.analysisBudget;
            analysisQueue = c.analysisQueue;
            claimAfter = c.claimAfter;
            clockTick = c.clockTick;
            gamesPerMinute = c.gamesPerMinute;
            limits = c.limits;
            requestLog = c.requestLog;
            trustedProxies = c.trustedProxies;
            publicUrl = c.publicUrl;
            engines = c.engines;
            metricsPort = c.metricsPort;
            pictures = c.pictures;
        }

        ServerConfig build() {
            return new ServerConfig(
                    host,
                    port,
                    dbUrl,
                    computerThreads,
                    levelBudget,
                    analysisBudget,
                    analysisQueue,
                    claimAfter,
                    clockTick,
                    gamesPerMinute,
                    limits,
                    requestLog,
                    trustedProxies,
                    publicUrl,
                    engines,
                    metricsPort,
                    pictures);
        }
    }
}
