package org.boardwright.bench.load;

import java.io.PrintStream;
import java.net.URI;
import java.util.List;
import java.util.Locale;

/**
 * What a load run measured. Moves and latencies count the moves sent during the measured time; a
 * move's HTTP latency ends with its answer, its push latency when the opponent's WebSocket delivers
 * the new state. CPU use is averaged over the measured time: the whole process (an in-process
 * server included) and the bots' own threads; the load average is the machine's, at the end (other
 * work on the machine shows there).
 */
record LoadReport(
        LoadOptions options,
        URI server,
        double seconds,
        long moves,
        long movesInAll,
        long gamesCreated,
        long gamesFinished,
        long gamesFinishedMeasured,
        Latencies.Summary http,
        Latencies.Summary push,
        double processCores,
        double botCores,
        double loadAverage,
        long errorCount,
        List<String> errors) {

    double movesPerSecond() {
        return moves / seconds;
    }

    /**
     * CPU time the in-process server (and the JVM's JIT and GC) spent per measured move; -1 when
     * unknown.
     */
    double serverCpuMsPerMove() {
        return options.url() != null || processCores < 0 || moves == 0
                ? -1
                : (processCores - botCores) * 1000 / movesPerSecond();
    }

    /** The report for people, then one {@code load ...} line of key=value pairs for scripts. */
    void print(PrintStream out) {
        String games = options.gameSpecs().size() == 1 ? options.gameSpecs().get(0) : "mixed";
        out.println(
                String.format(
                        Locale.ROOT,
                        "moves     %d measured (%.1f per second), %d in all",
                        moves,
                        movesPerSecond(),
                        movesInAll));
        out.println(
                String.format(
                        Locale.ROOT,
                        "games     %d created, %d finished (%d while measuring)",
                        gamesCreated,
                        gamesFinished,
                        gamesFinishedMeasured));
        out.println("http_ms   " + latencyLine(http) + "   (POST move until its answer)");
        out.println(
                "push_ms   "
                        + latencyLine(push)
                        + "   (POST move until the opponent's WebSocket has the new state)");
        out.println(cpuLine());
        out.println("errors    " + errorCount);
        for (String error : errors) {
            out.println("  error: " + error);
        }
        if (errorCount > errors.size()) {
            out.println("  ... and " + (errorCount - errors.size()) + " more");
        }
        out.println(
                String.format(
                        Locale.ROOT,
                        "load games=%d game=%s think_ms=%d seconds=%.1f moves=%d moves_per_s=%.1f"
                                + " http_p50_ms=%.1f http_p90_ms=%.1f http_p99_ms=%.1f http_max_ms=%.1f"
                                + " push_p50_ms=%.1f push_p90_ms=%.1f push_p99_ms=%.1f push_max_ms=%.1f"
                                + " games_finished=%d process_cores=%.2f bot_cores=%.2f server_cpu_ms_per_move=%.2f load_average=%.1f errors=%d",
                        options.games(),
                        games,
                        options.thinkMs(),
                        seconds,
                        moves,
                        movesPerSecond(),
                        ms(http.percentileNanos(50)),
                        ms(http.percentileNanos(90)),
                        ms(http.percentileNanos(99)),
                        ms(http.maxNanos()),
                        ms(push.percentileNanos(50)),
                        ms(push.percentileNanos(90)),
                        ms(push.percentileNanos(99)),
                        ms(push.maxNanos()),
                        gamesFinishedMeasured,
                        processCores,
                        botCores,
                        serverCpuMsPerMove(),
                        loadAverage,
                        errorCount));
        out.flush();
    }

    private String cpuLine() {
        int cores = Runtime.getRuntime().availableProcessors();
        String load =
                loadAverage < 0
                        ? ""
                        : String.format(Locale.ROOT, "; machine load average %.1f", loadAverage);
        if (processCores < 0) {
            return "cpu       unknown" + load;
        }
        if (options.url() != null) {
            return String.format(
                    Locale.ROOT,
                    "cpu       bots %.2f of %d cores (the server's own use is not seen from here)%s",
                    processCores,
                    cores,
                    load);
        }
        return String.format(
                Locale.ROOT,
                "cpu       this process %.2f of %d cores (bots %.2f, server and JVM %.2f: %.2f ms of CPU a move)%s",
                processCores,
                cores,
                botCores,
                processCores - botCores,
                serverCpuMsPerMove(),
                load);
    }

    private static String latencyLine(Latencies.Summary s) {
        return String.format(
                Locale.ROOT,
                "p50 %.1f  p90 %.1f  p99 %.1f  max %.1f  (%d samples)",
                ms(s.percentileNanos(50)),
                ms(s.percentileNanos(90)),
                ms(s.percentileNanos(99)),
                ms(s.maxNanos()),
                s.count());
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }
}
