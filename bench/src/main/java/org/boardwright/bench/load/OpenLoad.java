package org.boardwright.bench.load;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.boardwright.client.BoardwrightClient;

/**
 * Open-loop load benchmark: moves arrive at a fixed rate whatever the server answers, as players
 * do, so a slow server does not slow the generator down (no coordinated omission). The schedule
 * gives every move an intended send time (evenly spaced, or {@code --poisson}); a move is sent at
 * that time by a game that is free, or, when every game has a move in flight, as soon as one is
 * free; its latencies run from the intended time: {@code move} until the HTTP answer, {@code push}
 * until the opponent's WebSocket has the new state. Reports p50/p99/p99.9/max at each rate.
 *
 * <p>Run against a server in another process (see docs/performance.md, "Latency under a fixed
 * arrival rate"): {@code java -cp bench/target/benchmarks.jar org.boardwright.bench.load.OpenLoad
 * --url http://127.0.0.1:8090 --rate 50,100,200}. Without {@code --url} a server is started in this
 * JVM (for trying the tool; the figures then share the process).
 *
 * <p>Exit status: 0 with no errors, 1 when any move failed or was never sent, 2 for bad arguments.
 */
public final class OpenLoad {

    static final Duration TIMEOUT = Duration.ofSeconds(30);

    /** How long the moves of a rate may still take after its measured time before it is left. */
    static final Duration DRAIN = Duration.ofSeconds(30);

    /** Error lines kept for the report (all are counted). */
    static final int ERRORS_KEPT = 10;

    /** Moves and sockets go to {@code --url}; games are created at {@code --setup-url}. */
    final BoardwrightClient api;

    final BoardwrightClient setupApi;
    private final ExecutorService clientThreads;
    private final OpenLoadOptions options;
    private final SplittableRandom random;

    /** Guarded by this: games free to take a move, moves waiting for a free game. */
    private final ArrayDeque<OpenGame> idle = new ArrayDeque<>();

    private final ArrayDeque<Pending> backlog = new ArrayDeque<>();
    private final List<OpenGame> games = new ArrayList<>();

    private final AtomicLong gameNumbers = new AtomicLong();
    private final AtomicInteger gamesEnded = new AtomicInteger();
    private final AtomicLong errorCount = new AtomicLong();
    private final ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
    private volatile boolean stopping;

    private record Pending(long intended, OpenStep step) {}

    private OpenLoad(OpenLoadOptions options, URI url, URI setupUrl) {
        this.options = options;
        this.random = new SplittableRandom(options.seed());
        AtomicInteger n = new AtomicInteger();
        this.clientThreads =
                Executors.newFixedThreadPool(
                        LoadRun.CLIENT_THREADS,
                        r -> {
                            Thread t = new Thread(r, "open-client-" + n.incrementAndGet());
                            t.setDaemon(true);
                            return t;
                        });
        HttpClient http =
                HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .connectTimeout(TIMEOUT)
                        .executor(clientThreads)
                        .build();
        this.api = new BoardwrightClient(url, http, TIMEOUT);
        this.setupApi = new BoardwrightClient(setupUrl, http, TIMEOUT);
    }

    public static void main(String[] args) throws Exception {
        if (System.getProperty(LoadTest.COMMON_POOL_PARALLELISM) == null) {
            System.setProperty(LoadTest.COMMON_POOL_PARALLELISM, "2");
        }
        OpenLoadOptions options;
        try {
            options = OpenLoadOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        List<OpenStep> steps = run(options, System.out);
        System.exit(steps.stream().allMatch(s -> s.errors() == 0) ? 0 : 1);
    }

    /**
     * Runs every rate in turn (starting a server in this JVM unless {@code --url} names one) and
     * prints each rate's figures; returns them.
     */
    public static List<OpenStep> run(OpenLoadOptions options, PrintStream out) throws Exception {
        if (options.url() != null) {
            out.println(header(options, options.url() + " (already running)"));
            return new OpenLoad(options, options.url(), options.setupUrl()).runAll(out);
        }
        try (InProcessServer server = InProcessServer.start(options.db())) {
            out.println(
                    header(options, server.url() + " (in this JVM, " + server.database() + ")"));
            return new OpenLoad(options, server.url(), server.url()).runAll(out);
        }
    }

    private static String header(OpenLoadOptions options, String server) {
        return String.format(
                Locale.ROOT,
                "Open-loop load: %s arrivals at %s moves/s in turn, %d games of %s,"
                        + " %.1f s warm-up then %.1f s measured at each%n"
                        + "server    %s; %d cores, Java %s; load average %s",
                options.poisson() ? "Poisson" : "evenly spaced",
                options.rates().stream()
                        .map(r -> String.format(Locale.ROOT, "%.0f", r))
                        .reduce((a, b) -> a + "," + b)
                        .orElse(""),
                options.games(),
                options.gameSpec(),
                options.warmupSeconds(),
                options.seconds(),
                server,
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"),
                loadAverage());
    }

    /** The machine's load averages over 1, 5 and 15 minutes (as uptime shows them). */
    static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).strip().split(" ");
            return parts[0] + " " + parts[1] + " " + parts[2];
        } catch (IOException | RuntimeException e) {
            return String.format(
                    Locale.ROOT,
                    "%.2f",
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                            .getSystemLoadAverage());
        }
    }

    private List<OpenStep> runAll(PrintStream out) throws InterruptedException {
        try {
            for (int i = 0; i < options.games(); i++) {
                newGame();
            }
            awaitGamesReady();
            List<OpenStep> steps = new ArrayList<>();
            for (double rate : options.rates()) {
                OpenStep step = runRate(rate);
                step.print(out);
                out.flush();
                steps.add(step);
            }
            out.printf(
                    Locale.ROOT,
                    "games ended and replaced %d; errors %d%n",
                    gamesEnded.get(),
                    errorCount.get());
            for (String e : errors) {
                out.println("  error: " + e);
            }
            return steps;
        } finally {
            stopping = true;
            synchronized (this) {
                games.forEach(OpenGame::close);
            }
            Thread.sleep(200); // the close frames leave
            clientThreads.shutdownNow();
        }
    }

    private void awaitGamesReady() throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            synchronized (this) {
                if (idle.size() >= options.games()) {
                    return;
                }
            }
            Thread.sleep(20);
        }
        synchronized (this) {
            if (idle.isEmpty()) {
                throw new IllegalStateException(
                        "no game became ready within "
                                + TIMEOUT.toSeconds()
                                + " s: "
                                + String.join("; ", errors));
            }
        }
    }

    /** One rate: the warm-up, the measured time, then the moves still in flight. */
    private OpenStep runRate(double rate) throws InterruptedException {
        OpenStep step = new OpenStep(rate, options.seconds());
        step.loadBefore = loadAverage();
        long start = System.nanoTime() + 20_000_000L;
        long measureFrom = start + (long) (options.warmupSeconds() * 1e9);
        long end = measureFrom + (long) (options.seconds() * 1e9);
        double meanGapNanos = 1e9 / rate;
        long next = start;
        long count = 0;
        long lastStallCheck = start;
        while (next < end) {
            long wait;
            while ((wait = next - System.nanoTime()) > 0) {
                LockSupport.parkNanos(Math.min(wait, 50_000_000L));
            }
            dispatch(next, next >= measureFrom ? step : null);
            count++;
            next =
                    options.poisson()
                            ? next + (long) (-Math.log(1 - random.nextDouble()) * meanGapNanos)
                            : start + (long) (count * meanGapNanos);
            long now = System.nanoTime();
            if (now - lastStallCheck > 1_000_000_000L) {
                lastStallCheck = now;
                abandonStalled(now);
            }
        }
        long drainUntil = System.nanoTime() + DRAIN.toNanos();
        while (step.outstanding() > 0 && System.nanoTime() < drainUntil) {
            Thread.sleep(10);
            abandonStalled(System.nanoTime());
        }
        synchronized (this) {
            // Moves still waiting for a game were never sent: errors, as the server never took
            // them.
            long dropped = backlog.stream().filter(p -> p.step == step).count();
            backlog.removeIf(p -> p.step == step);
            step.unsent = dropped;
            backlog.clear();
        }
        step.loadAfter = loadAverage();
        return step;
    }

    private void abandonStalled(long now) {
        List<OpenGame> all;
        synchronized (this) {
            all = List.copyOf(games);
        }
        for (OpenGame g : all) {
            if (g.stalledFor(TIMEOUT.toNanos(), now)) {
                g.abandon("no answer or push for " + TIMEOUT.toSeconds() + " s");
            }
        }
    }

    /** A move's arrival: a free game sends it now, else it waits for the first game free. */
    private void dispatch(long intended, OpenStep step) {
        if (step != null) {
            step.scheduled.incrementAndGet();
        }
        while (true) {
            OpenGame game;
            synchronized (this) {
                game = idle.pollFirst();
                if (game == null) {
                    backlog.addLast(new Pending(intended, step));
                    if (step != null) {
                        step.waitedForGame.incrementAndGet();
                        step.backlogMax = Math.max(step.backlogMax, backlog.size());
                    }
                    return;
                }
            }
            if (game.fire(intended, step)) {
                return;
            }
        }
    }

    /** A game is free: it takes the oldest waiting move, or waits for the next arrival. */
    void ready(OpenGame game) {
        while (true) {
            Pending pending;
            synchronized (this) {
                if (stopping) {
                    return;
                }
                pending = backlog.pollFirst();
                if (pending == null) {
                    idle.addLast(game);
                    return;
                }
            }
            if (game.fire(pending.intended, pending.step)) {
                return;
            }
            synchronized (this) {
                backlog.addFirst(pending); // the game ended meanwhile: the move waits on
                return;
            }
        }
    }

    /** A game ended (message null) or failed; another takes its place. */
    void gameOver(OpenGame game, String message) {
        synchronized (this) {
            idle.remove(game);
            games.remove(game);
        }
        if (message != null) {
            errorCount.incrementAndGet();
            if (errors.size() < ERRORS_KEPT) {
                errors.add(message);
            }
        } else {
            gamesEnded.incrementAndGet();
        }
        if (stopping) {
            return;
        }
        if (message == null) {
            newGame();
        } else {
            // After an error, a pause: a server that refuses everything is not asked in a loop.
            CompletableFuture.delayedExecutor(1, java.util.concurrent.TimeUnit.SECONDS)
                    .execute(
                            () -> {
                                if (!stopping) {
                                    newGame();
                                }
                            });
        }
    }

    private void newGame() {
        long number = gameNumbers.getAndIncrement();
        OpenGame game =
                new OpenGame(
                        this, options.gameSpec(), options.seed() * 0x9E3779B97F4A7C15L + number);
        synchronized (this) {
            games.add(game);
        }
        game.create();
    }
}
