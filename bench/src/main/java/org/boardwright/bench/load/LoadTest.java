package org.boardwright.bench.load;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.ForkJoinPool;

/**
 * Server load benchmark: many games at once between random bots playing over HTTP and WebSocket, as
 * a browser would; reports moves per second and move latencies.
 *
 * <p>Run (see the README): {@code ./mvnw -q -pl bench -am package -DskipTests && java -cp
 * bench/target/benchmarks.jar org.boardwright.bench.load.LoadTest --games 200 --seconds 60}.
 * Without {@code --url} it starts a server in this JVM on a fresh SQLite file (or on {@code --db}),
 * so the bots and the server share the machine's cores.
 *
 * <p>Exit status: 0 with no errors, 1 when any request or push failed, 2 for bad arguments.
 */
public final class LoadTest {

    private LoadTest() {}

    /**
     * The JDK HTTP client hands every {@code sendAsync} answer over to the common fork-join pool;
     * with fewer than two cores to spare that pool is replaced by a new thread per task, that is a
     * thread per answer. Two workers keep the bots on a fixed set of threads.
     */
    static final String COMMON_POOL_PARALLELISM =
            "java.util.concurrent.ForkJoinPool.common.parallelism";

    public static void main(String[] args) throws Exception {
        if (System.getProperty(COMMON_POOL_PARALLELISM) == null) {
            System.setProperty(COMMON_POOL_PARALLELISM, "2"); // before anything uses the pool
        }
        LoadOptions options;
        try {
            options = LoadOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        LoadReport report = run(options, System.out);
        System.exit(report.errorCount() == 0 ? 0 : 1);
    }

    /**
     * Runs the benchmark (starting and stopping a server in-process unless {@code --url} names one)
     * and prints the report.
     */
    public static LoadReport run(LoadOptions options, PrintStream out) throws Exception {
        if (options.url() != null) {
            out.println(header(options, options.url() + " (already running)"));
            LoadReport report = new LoadRun(options, options.url()).run();
            report.print(out);
            return report;
        }
        try (InProcessServer server = InProcessServer.start(options.db())) {
            out.println(header(options, server.url() + " (in-process, " + server.database() + ")"));
            LoadReport report = new LoadRun(options, server.url()).run();
            report.print(out);
            return report;
        }
    }

    private static String header(LoadOptions options, String server) {
        String header =
                String.format(
                        Locale.ROOT,
                        "Server load: %d games at once of %s, think time %d ms, %.1f s warm-up then %.1f s measured%n"
                                + "server    %s; %d cores, Java %s",
                        options.games(),
                        String.join(",", options.gameSpecs()),
                        options.thinkMs(),
                        options.warmupSeconds(),
                        options.seconds(),
                        server,
                        Runtime.getRuntime().availableProcessors(),
                        System.getProperty("java.version"));
        if (ForkJoinPool.getCommonPoolParallelism() < 2) {
            header +=
                    "\nwarning   the common fork-join pool has fewer than 2 threads, so the HTTP client starts a thread"
                            + " per answer (run with -D"
                            + COMMON_POOL_PARALLELISM
                            + "=2)";
        }
        return header;
    }
}
