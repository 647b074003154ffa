package org.boardwright.bench.lobby;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;
import org.boardwright.server.ServerLimits;

/**
 * The lobby under load: {@code --watchers} pages watch the lobby over its WebSocket while {@code
 * --authors} signed-in players post {@code --challenges} open challenges at {@code --rate} a second
 * (on a fixed schedule, whatever the answers: open loop), all of them staying open. For each
 * challenge it measures the time from the POST's scheduled send until each watcher has it ({@code
 * challenge-added}), and reports percentiles over every (challenge, watcher) pair. The server runs
 * in this JVM on a fresh SQLite file (or {@code --db}) with the per-address socket cap and sign-up
 * limit lifted, since every client here comes from 127.0.0.1.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.boardwright.bench.lobby.LobbyLoad --watchers 500 --challenges 1000
 * </pre>
 */
public final class LobbyLoad {

    private static final Pattern ADDED =
            Pattern.compile(
                    "\"type\":\"challenge-added\",\"challenge\":\\{\"id\":\"([0-9A-Za-z]+)\"");

    private LobbyLoad() {}

    public static void main(String[] args) throws Exception {
        int watchers = 500;
        int challenges = 1000;
        int authors = 100;
        double rate = 20;
        String db = null;
        for (int i = 0; i < args.length; i += 2) {
            String value = args[i + 1];
            switch (args[i]) {
                case "--watchers" -> watchers = Integer.parseInt(value);
                case "--challenges" -> challenges = Integer.parseInt(value);
                case "--authors" -> authors = Integer.parseInt(value);
                case "--rate" -> rate = Double.parseDouble(value);
                case "--db" -> db = value;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (challenges > authors * 10) {
            throw new IllegalArgumentException(
                    "each author may have 10 challenges open: raise --authors");
        }
        Path dir = Files.createTempDirectory("boardwright-lobby");
        String url = db != null ? db : "jdbc:sqlite:" + dir.resolve("lobby.db");
        ServerConfig config =
                ServerConfig.defaults()
                        .withHost("127.0.0.1")
                        .withPort(0)
                        .withDbUrl(url)
                        .withLimits(
                                ServerLimits.defaults()
                                        .withSocketsPerAddress(0)
                                        .withConnectionsPerAddress(0)
                                        .withSignIns(10, 1_000_000));
        try (BoardwrightServer server = BoardwrightServer.start(config)) {
            run(server.port(), watchers, challenges, authors, rate);
        }
    }

    private static void run(int port, int watchers, int challenges, int authors, double rate)
            throws Exception {
        String base = "http://127.0.0.1:" + port;
        URI ws = URI.create("ws://127.0.0.1:" + port + "/api/lobby/ws");
        long started = System.nanoTime();
        List<HttpClient> players = new ArrayList<>();
        List<WebSocket> sockets = new ArrayList<>();
        for (int a = 0; a < authors; a++) {
            HttpClient c =
                    HttpClient.newBuilder()
                            .cookieHandler(new CookieManager())
                            .connectTimeout(Duration.ofSeconds(10))
                            .build();
            String body = "{\"username\": \"load" + a + "\", \"password\": \"load password\"}";
            HttpResponse<String> r = post(c, base + "/api/account/signup", body);
            if (r.statusCode() != 201) {
                throw new IllegalStateException("sign-up refused: " + r.body());
            }
            players.add(c);
            // The author's page: keeps the author's challenges alive.
            sockets.add(c.newWebSocketBuilder().buildAsync(ws, new Listener(null, null)).join());
        }
        System.out.printf(
                "%d authors signed up and present in %.1f s%n",
                authors, (System.nanoTime() - started) / 1e9);

        Map<String, Integer> index = new ConcurrentHashMap<>();
        long[] scheduled = new long[challenges];
        AtomicLong delivered = new AtomicLong();
        List<Map<String, Long>> arrivals = new ArrayList<>();
        HttpClient anonymous = HttpClient.newHttpClient();
        for (int w = 0; w < watchers; w++) {
            Map<String, Long> mine = new ConcurrentHashMap<>();
            arrivals.add(mine);
            Listener l = new Listener(mine, delivered);
            sockets.add(anonymous.newWebSocketBuilder().buildAsync(ws, l).join());
        }
        System.out.printf("%d watchers connected%n", watchers);
        Thread.sleep(1_000);

        // Open loop: challenge i is sent at start + i / rate, whatever came before.
        long periodNanos = (long) (1e9 / rate);
        long t0 = System.nanoTime() + 200_000_000L;
        AtomicLong refused = new AtomicLong();
        List<java.util.concurrent.CompletableFuture<?>> posts = new ArrayList<>();
        for (int i = 0; i < challenges; i++) {
            long due = t0 + i * periodNanos;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            }
            scheduled[i] = due;
            int n = i;
            HttpClient author = players.get(i % authors);
            HttpRequest request =
                    HttpRequest.newBuilder(URI.create(base + "/api/lobby/challenges"))
                            .header("Content-Type", "application/json")
                            .POST(
                                    HttpRequest.BodyPublishers.ofString(
                                            "{\"game\": \"madrooks\", \"rated\": true,"
                                                    + " \"clock\": {\"type\": \"clock\", \"minutes\": 5, \"increment\": 3}}"))
                            .build();
            posts.add(
                    author.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                            .thenAccept(
                                    r -> {
                                        Matcher m =
                                                Pattern.compile("\"id\":\"([0-9A-Za-z]+)\"")
                                                        .matcher(r.body());
                                        if (r.statusCode() == 201 && m.find()) {
                                            index.put(m.group(1), n);
                                        } else {
                                            refused.incrementAndGet();
                                        }
                                    }));
        }
        for (var p : posts) {
            p.join();
        }
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < deadline && delivered.get() < (long) challenges * watchers) {
            Thread.sleep(100);
        }
        long[] all = new long[challenges * watchers];
        int count = 0;
        for (Map<String, Long> mine : arrivals) {
            for (Map.Entry<String, Long> e : mine.entrySet()) {
                Integer n = index.get(e.getKey());
                if (n != null) {
                    all[count++] = e.getValue() - scheduled[n];
                }
            }
        }
        long missing = (long) challenges * watchers - count;
        long[] sorted = Arrays.copyOf(all, count);
        Arrays.sort(sorted);
        System.out.printf(
                "lobby challenges=%d watchers=%d rate=%.0f/s deliveries=%d missing=%d refused=%d"
                        + " p50=%.1fms p90=%.1fms p99=%.1fms p999=%.1fms max=%.1fms%n",
                challenges,
                watchers,
                rate,
                count,
                missing,
                refused.get(),
                pct(sorted, 50),
                pct(sorted, 90),
                pct(sorted, 99),
                pct(sorted, 99.9),
                count == 0 ? 0 : sorted[count - 1] / 1e6);
        for (WebSocket s : sockets) {
            s.abort();
        }
    }

    private static double pct(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length, rank) - 1)] / 1e6;
    }

    private static HttpResponse<String> post(HttpClient c, String url, String body)
            throws IOException, InterruptedException {
        return c.send(
                HttpRequest.newBuilder(URI.create(url))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** A lobby page: reads every message; a watcher notes when each challenge arrived. */
    private static final class Listener implements WebSocket.Listener {
        private final Map<String, Long> arrivals;
        private final AtomicLong delivered;
        private final StringBuilder partial = new StringBuilder();

        Listener(Map<String, Long> arrivals, AtomicLong delivered) {
            this.arrivals = arrivals;
            this.delivered = delivered;
        }

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                long now = System.nanoTime();
                if (arrivals != null) {
                    Matcher m = ADDED.matcher(partial);
                    if (m.find() && arrivals.putIfAbsent(m.group(1), now) == null) {
                        delivered.incrementAndGet();
                    }
                }
                partial.setLength(0);
            }
            socket.request(1);
            return null;
        }
    }
}
