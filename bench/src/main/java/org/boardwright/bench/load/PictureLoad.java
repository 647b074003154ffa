package org.boardwright.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;

/**
 * What pictures cost on a server in this JVM (docs/performance.md, "Pictures"): the worst case, a
 * GIF of a 1,000-ply game drawn cold, alone and six at once from six addresses; then the requests a
 * second of PNG, SVG and GIF, cold (every request another picture) and cached (the same picture
 * again, and {@code 304} for its ETag), from several addresses at once. The CPU and the bytes
 * allocated are those of the picture workers' threads ({@code boardwright-pictures-*}).
 *
 * <p>Options: {@code --clients N} (4) addresses asking at once, {@code --seconds S} (5) per cached
 * measurement.
 */
public final class PictureLoad {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final String base;

    private PictureLoad(String base) {
        this.base = base;
    }

    public static void main(String[] args) throws Exception {
        int clients = 4;
        int seconds = 5;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--clients" -> clients = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path dir = Files.createTempDirectory("boardwright-pictures");
        BoardwrightServer server =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("pictures.db"))
                                .withGamesPerMinute(0)
                                .withTrustedProxies(List.of("127.0.0.1")));
        try {
            new PictureLoad("http://127.0.0.1:" + server.port()).run(clients, seconds);
        } finally {
            server.stop();
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) Files.deleteIfExists(p);
            }
            Files.deleteIfExists(dir);
        }
    }

    private void run(int clients, int seconds) throws Exception {
        List<String> games = new ArrayList<>();
        for (int i = 0; i < 8 + clients * 4; i++) games.add(longGame(1000 + (i % 2)));
        System.out.println("Worst case: the GIF of a 1,000-ply game, drawn cold");
        Work one = Work.start();
        HttpResponse<byte[]> gif = get("/api/games/" + games.get(0) + "/gif", "10.9.0.1", null);
        report("  one GIF", one, 1, gif.statusCode(), gif.body().length);
        Work six = Work.start();
        List<CompletableFuture<HttpResponse<byte[]>>> all = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            all.add(send("/api/games/" + games.get(i) + "/gif", "10.9.0." + (i + 1), null));
        }
        int ok = 0;
        for (var f : all) ok += f.join().statusCode() == 200 ? 1 : 0;
        report("  six at once, six addresses", six, 6, ok == 6 ? 200 : 0, -1);

        System.out.printf(
                Locale.ROOT, "Throughput, %d addresses asking at once (requests/s)%n", clients);
        int plies = 1001;
        AtomicInteger next = new AtomicInteger();
        String png = games.get(7);
        rate(
                "  PNG cold",
                clients,
                seconds,
                i -> {
                    int n = next.getAndIncrement();
                    return n < plies ? "/api/games/" + png + "/image?ply=" + n : null;
                });
        String svg = games.get(7);
        AtomicInteger nextSvg = new AtomicInteger();
        rate(
                "  SVG cold",
                clients,
                seconds,
                i -> {
                    int n = nextSvg.getAndIncrement();
                    return n < plies ? "/api/games/" + svg + "/image?format=svg&ply=" + n : null;
                });
        AtomicInteger nextGif = new AtomicInteger(8);
        rate(
                "  GIF cold (1,000 plies, each another game)",
                clients,
                0,
                i -> {
                    int g = nextGif.getAndIncrement();
                    return g < games.size() ? "/api/games/" + games.get(g) + "/gif" : null;
                });
        rate("  PNG cached", clients, seconds, i -> "/api/games/" + png + "/image?ply=500");
        rate(
                "  SVG cached",
                clients,
                seconds,
                i -> "/api/games/" + svg + "/image?format=svg&ply=500");
        rate("  GIF cached", clients, seconds, i -> "/api/games/" + games.get(0) + "/gif");
        String etag =
                get("/api/games/" + games.get(0) + "/gif", "10.9.0.1", null)
                        .headers()
                        .firstValue("ETag")
                        .orElseThrow();
        rate304(
                "  GIF 304 (If-None-Match)",
                clients,
                seconds,
                "/api/games/" + games.get(0) + "/gif",
                etag);
    }

    /**
     * Requests from {@code clients} addresses in a loop for the seconds (0: until none is left).
     */
    private void rate(String what, int clients, int seconds, IntFunction<String> path)
            throws Exception {
        measure(what, clients, seconds, path, null);
    }

    private void rate304(String what, int clients, int seconds, String path, String etag)
            throws Exception {
        measure(what, clients, seconds, i -> path, etag);
    }

    private void measure(
            String what, int clients, int seconds, IntFunction<String> path, String etag)
            throws Exception {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        AtomicInteger served = new AtomicInteger(), refused = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        Work work = Work.start();
        for (int c = 0; c < clients; c++) {
            String address = "10.8.0." + (c + 1);
            Thread t =
                    new Thread(
                            () -> {
                                for (int i = 0; seconds == 0 || System.nanoTime() < end; i++) {
                                    String p = path.apply(i);
                                    if (p == null) return;
                                    int status;
                                    try {
                                        status = get(p, address, etag).statusCode();
                                    } catch (Exception e) {
                                        throw new IllegalStateException(e);
                                    }
                                    (status == 200 || status == 304 ? served : refused)
                                            .incrementAndGet();
                                }
                            },
                            "load-pictures-" + c);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) t.join();
        double wall = (System.nanoTime() - work.wall) / 1e9;
        Work.Done done = work.done();
        System.out.printf(
                Locale.ROOT,
                "%-46s %8.1f/s  (%d answered, %d refused 429/503; workers' CPU %.0f ms,"
                        + " %.1f MB allocated)%n",
                what,
                served.get() / wall,
                served.get(),
                refused.get(),
                done.cpuMs(),
                done.allocatedMb());
    }

    private static void report(String what, Work work, int count, int status, int bytes) {
        Work.Done done = work.done();
        System.out.printf(
                Locale.ROOT,
                "%-46s status %d, %s%.0f ms wall, workers' CPU %.0f ms, %.1f MB allocated%n",
                what,
                status,
                bytes >= 0 ? String.format(Locale.ROOT, "%,d bytes, ", bytes) : "",
                done.wallMs(),
                done.cpuMs(),
                done.allocatedMb());
    }

    /**
     * A checkers game of about {@code plies} plies imported as PDN: two kings walking to and fro.
     */
    private String longGame(int plies) throws Exception {
        StringBuilder pdn = new StringBuilder("[FEN \"B:WK32:BK1\"]\n");
        String[] cycle = {"1-6", "32-27", "6-1", "27-32"};
        for (int i = 0; i < plies; i++) {
            if (i % 2 == 0) pdn.append(i / 2 + 1).append(". ");
            pdn.append(cycle[i % 4]).append(i % 2 == 0 ? " " : "\n");
        }
        pdn.append("*\n");
        String body =
                JSON.writeValueAsString(
                        JSON.createObjectNode()
                                .put("opponent", "hotseat")
                                .put("record", pdn.toString()));
        HttpResponse<String> r =
                HTTP.send(
                        HttpRequest.newBuilder(URI.create(base + "/api/games"))
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        JsonNode created = JSON.readTree(r.body());
        if (r.statusCode() != 201) throw new IllegalStateException(r.body());
        return created.get("id").asText();
    }

    private HttpRequest request(String path, String client, String etag) {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create(base + path)).header("X-Forwarded-For", client);
        if (etag != null) b.header("If-None-Match", etag);
        return b.GET().build();
    }

    private HttpResponse<byte[]> get(String path, String client, String etag) throws Exception {
        return HTTP.send(request(path, client, etag), HttpResponse.BodyHandlers.ofByteArray());
    }

    private CompletableFuture<HttpResponse<byte[]>> send(String path, String client, String etag) {
        return HTTP.sendAsync(request(path, client, etag), HttpResponse.BodyHandlers.ofByteArray());
    }

    /** The picture workers' CPU time and allocated bytes, from a start. */
    private record Work(long wall, long cpu, long allocated) {

        record Done(double wallMs, double cpuMs, double allocatedMb) {}

        static Work start() {
            long[] now = workers();
            return new Work(System.nanoTime(), now[0], now[1]);
        }

        Done done() {
            long[] now = workers();
            return new Done(
                    (System.nanoTime() - wall) / 1e6,
                    (now[0] - cpu) / 1e6,
                    (now[1] - allocated) / (1024.0 * 1024.0));
        }

        private static long[] workers() {
            var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            long cpu = 0, allocated = 0;
            for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
                if (info != null && info.getThreadName().startsWith("boardwright-pictures-")) {
                    cpu += Math.max(0, threads.getThreadCpuTime(info.getThreadId()));
                    allocated += Math.max(0, threads.getThreadAllocatedBytes(info.getThreadId()));
                }
            }
            return new long[] {cpu, allocated};
        }
    }
}
