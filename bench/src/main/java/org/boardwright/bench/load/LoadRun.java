package org.boardwright.bench.load;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.boardwright.client.ApiException;
import org.boardwright.client.BoardwrightClient;

/**
 * One load run: keeps {@code games} bot-against-bot games going against a server for the warm-up
 * and the measured time, then reports.
 *
 * <p>Everything is asynchronous on a few threads: the JDK HTTP client (its selector thread plus
 * {@link #CLIENT_THREADS} callback threads) carries every request and WebSocket, and one scheduler
 * thread runs think times and the stall watchdog. So 200 games need no 400 threads.
 */
final class LoadRun {

    /** Callback threads of the HTTP client: enough to parse JSON while the selector reads. */
    static final int CLIENT_THREADS = 4;

    /** A game whose ply has not moved for this long is reported as stalled and replaced. */
    static final Duration STALL_LIMIT = Duration.ofSeconds(30);

    /** Requests and WebSocket handshakes slower than this are errors. */
    static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

    /** Error lines kept for the report (all are counted). */
    static final int ERRORS_KEPT = 20;

    final LoadOptions options;
    final URI server;
    final BoardwrightClient api;
    final ScheduledExecutorService scheduler;
    private final ExecutorService clientThreads;

    final Latencies httpLatency = new Latencies();
    final Latencies pushLatency = new Latencies();
    private final AtomicLong movesMeasured = new AtomicLong();
    private final AtomicLong movesTotal = new AtomicLong();
    private final AtomicLong gamesCreated = new AtomicLong();
    private final AtomicLong gamesFinished = new AtomicLong();
    private final AtomicLong gamesFinishedMeasured = new AtomicLong();
    private final AtomicLong errorCount = new AtomicLong();
    private final ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();

    /** Moves and game creations sent and not yet answered. */
    final AtomicInteger inFlight = new AtomicInteger();

    private final AtomicReferenceArray<BotGame> slots;
    private final AtomicLong gameNumbers = new AtomicLong();
    private volatile long measureStart = Long.MAX_VALUE;
    private volatile long measureEnd = Long.MAX_VALUE;
    private volatile boolean stopping;
    private volatile long runStart;

    LoadRun(LoadOptions options, URI server) {
        this.options = options;
        this.server = server;
        this.clientThreads =
                Executors.newFixedThreadPool(CLIENT_THREADS, daemonThreads("load-client"));
        this.scheduler =
                Executors.newSingleThreadScheduledExecutor(daemonThreads("load-scheduler"));
        HttpClient http =
                HttpClient.newBuilder()
                        .version(
                                HttpClient.Version
                                        .HTTP_1_1) // no h2c upgrade dance on every connection
                        .connectTimeout(REQUEST_TIMEOUT)
                        .executor(clientThreads)
                        .build();
        this.api = new BoardwrightClient(server, http, REQUEST_TIMEOUT);
        this.slots = new AtomicReferenceArray<>(options.games());
    }

    /** Plays the warm-up and the measured time, then stops every game and reports. */
    LoadReport run() throws InterruptedException {
        long begin = System.nanoTime();
        runStart = begin;
        for (int slot = 0; slot < options.games(); slot++) {
            startGame(slot);
        }
        scheduler.scheduleWithFixedDelay(this::watchForStalls, 1, 1, TimeUnit.SECONDS);

        long warmupNanos = (long) (options.warmupSeconds() * 1e9);
        long measureNanos = (long) (options.seconds() * 1e9);
        measureStart = begin + warmupNanos;
        measureEnd = measureStart + measureNanos;
        sleepUntil(measureStart);
        CpuUse cpuAtStart = CpuUse.now();
        sleepUntil(measureEnd);
        double[] cores = CpuUse.now().coresSince(cpuAtStart);
        double loadAverage = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        stopping = true;

        // Let the moves already sent land (their answers may still count), then hang up.
        long drainLimit = System.nanoTime() + REQUEST_TIMEOUT.toNanos();
        while (inFlight.get() > 0 && System.nanoTime() < drainLimit) {
            Thread.sleep(10);
        }
        if (inFlight.get() > 0) {
            error(
                    "still "
                            + inFlight.get()
                            + " requests unanswered "
                            + REQUEST_TIMEOUT.toSeconds()
                            + " s after the end");
        }
        List<CompletableFuture<?>> closing = new ArrayList<>();
        for (int slot = 0; slot < slots.length(); slot++) {
            BotGame game = slots.get(slot);
            if (game != null) {
                closing.add(game.hangUp());
            }
        }
        try {
            CompletableFuture.allOf(closing.toArray(CompletableFuture[]::new))
                    .get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            // A socket that does not close politely is aborted; that is the server's business, not
            // a result.
        }
        for (int slot = 0; slot < slots.length(); slot++) {
            BotGame game = slots.get(slot);
            if (game != null) {
                game.abort();
            }
        }
        scheduler.shutdownNow();
        clientThreads.shutdownNow();

        return new LoadReport(
                options,
                server,
                options.seconds(),
                movesMeasured.get(),
                movesTotal.get(),
                gamesCreated.get(),
                gamesFinished.get(),
                gamesFinishedMeasured.get(),
                httpLatency.summary(),
                pushLatency.summary(),
                cores[0],
                cores[1],
                loadAverage,
                errorCount.get(),
                List.copyOf(errors));
    }

    private static void sleepUntil(long deadline) throws InterruptedException {
        long left;
        while ((left = deadline - System.nanoTime()) > 0) {
            TimeUnit.NANOSECONDS.sleep(Math.min(left, 100_000_000L));
        }
    }

    /** Starts a new game in a slot (at the beginning, and whenever the slot's game ends). */
    void startGame(int slot) {
        if (stopping) {
            return;
        }
        long number = gameNumbers.getAndIncrement();
        BotGame game =
                new BotGame(
                        this,
                        slot,
                        number,
                        options.gameFor(slot),
                        options.seed() * 0x9E3779B97F4A7C15L + number);
        slots.set(slot, game);
        game.create();
    }

    /** Called once by a game that has ended (both seats saw the end, or it was abandoned). */
    void gameOver(BotGame game, boolean finished) {
        if (finished) {
            gamesFinished.incrementAndGet();
            if (measuring(System.nanoTime())) {
                gamesFinishedMeasured.incrementAndGet();
            }
        }
        if (slots.compareAndSet(game.slot, game, null) && !stopping) {
            if (finished) {
                startGame(game.slot);
            } else {
                // After an error, wait a little: a server that refuses everything is not hammered
                // in a loop.
                scheduler.schedule(() -> startGame(game.slot), 1, TimeUnit.SECONDS);
            }
        }
    }

    void gameCreated() {
        gamesCreated.incrementAndGet();
    }

    /**
     * A move answered 200: counted, and its round trip recorded, if it was sent while measuring.
     */
    void moveAnswered(long sentNanos, long answeredNanos) {
        movesTotal.incrementAndGet();
        if (measuring(sentNanos)) {
            movesMeasured.incrementAndGet();
            httpLatency.add(answeredNanos - sentNanos);
        }
    }

    boolean measuring(long nanos) {
        return nanos >= measureStart && nanos < measureEnd;
    }

    boolean stopping() {
        return stopping;
    }

    void error(String message) {
        errorCount.incrementAndGet();
        if (errors.size() < ERRORS_KEPT) {
            errors.add(message);
        }
    }

    private void watchForStalls() {
        long now = System.nanoTime();
        for (int slot = 0; slot < slots.length(); slot++) {
            BotGame game = slots.get(slot);
            // Until the game is created, the POST's own time limit applies.
            if (game != null
                    && game.isCreated()
                    && !stopping
                    && now - game.lastProgressNanos() > STALL_LIMIT.toNanos()) {
                error(
                        String.format(
                                Locale.ROOT,
                                "stalled %.1f s into the run: %s made no progress for %d s",
                                (now - runStart) / 1e9,
                                game.describe(),
                                STALL_LIMIT.toSeconds()));
                game.abandon();
            }
        }
    }

    /** What went wrong with a request, to follow its description: its refusal or its failure. */
    static String failure(Throwable failure) {
        Throwable cause = ApiException.unwrap(failure);
        return cause instanceof ApiException refused
                ? " answered " + refused.status() + ": " + abbreviate(refused.body())
                : " failed: " + cause;
    }

    static String abbreviate(String text) {
        String oneLine = text.replace('\n', ' ');
        return oneLine.length() <= 400 ? oneLine : oneLine.substring(0, 400) + "...";
    }

    private static ThreadFactory daemonThreads(String name) {
        AtomicInteger n = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, name + "-" + n.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
