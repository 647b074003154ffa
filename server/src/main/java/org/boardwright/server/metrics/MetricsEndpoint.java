package org.boardwright.server.metrics;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * {@code GET /metrics} on a port of the loopback address, apart from the API's port: whoever can
 * reach the API (directly or through the proxy) cannot reach this one; a scraper on the same host
 * can. One thread: a scrape is a few milliseconds every few seconds.
 */
final class MetricsEndpoint {

    static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

    private final HttpServer server;
    private final ExecutorService thread;

    private MetricsEndpoint(HttpServer server, ExecutorService thread) {
        this.server = server;
        this.thread = thread;
    }

    static MetricsEndpoint start(int port, Supplier<String> scrape) {
        HttpServer server;
        try {
            server =
                    HttpServer.create(
                            new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 16);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot serve the metrics on port " + port, e);
        }
        ExecutorService thread =
                Executors.newSingleThreadExecutor(
                        r -> {
                            Thread t = new Thread(r, "boardwright-metrics");
                            t.setDaemon(true);
                            return t;
                        });
        server.setExecutor(thread);
        server.createContext("/", exchange -> answer(exchange, scrape));
        server.start();
        return new MetricsEndpoint(server, thread);
    }

    private static void answer(HttpExchange exchange, Supplier<String> scrape) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            String method = exchange.getRequestMethod();
            if (!path.equals("/metrics")) {
                send(
                        exchange,
                        404,
                        "application/json",
                        error("not_found", "only /metrics is here"));
            } else if (!method.equals("GET") && !method.equals("HEAD")) {
                exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                send(exchange, 405, "application/json", error("method", "/metrics takes GET"));
            } else {
                send(exchange, 200, PROMETHEUS_TEXT, scrape.get());
            }
        }
    }

    private static String error(String code, String message) {
        return "{\"error\": {\"code\": \"" + code + "\", \"message\": \"" + message + "\"}}";
    }

    private static void send(HttpExchange exchange, int status, String type, String body)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type);
        boolean head = exchange.getRequestMethod().equals("HEAD");
        exchange.sendResponseHeaders(status, head ? -1 : bytes.length);
        if (!head) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    int port() {
        return server.getAddress().getPort();
    }

    void stop() {
        server.stop(0);
        thread.shutdownNow();
    }
}
