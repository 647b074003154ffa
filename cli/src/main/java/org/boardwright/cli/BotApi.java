package org.boardwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The server's bot API (docs/API.md) over java.net.http: the NDJSON streams read line by line, and
 * the writes. The token goes only in the Authorization header.
 */
final class BotApi {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A refused request: the server's status and error. */
    static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;
        final int status;

        Refused(int status, String body) {
            super(status + " " + body);
            this.status = status;
        }
    }

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String server;
    private final String token;

    BotApi(String server, String token) {
        this.server = server.endsWith("/") ? server.substring(0, server.length() - 1) : server;
        this.token = token;
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(server + path))
                .header("Authorization", "Bearer " + token);
    }

    JsonNode get(String path) throws IOException, InterruptedException {
        return answer(
                http.send(
                        request(path).timeout(Duration.ofSeconds(30)).GET().build(),
                        HttpResponse.BodyHandlers.ofString()));
    }

    JsonNode post(String path) throws IOException, InterruptedException {
        return answer(
                http.send(
                        request(path)
                                .timeout(Duration.ofSeconds(30))
                                .POST(HttpRequest.BodyPublishers.noBody())
                                .build(),
                        HttpResponse.BodyHandlers.ofString()));
    }

    private static JsonNode answer(HttpResponse<String> r) throws IOException {
        if (r.statusCode() / 100 != 2) {
            throw new Refused(r.statusCode(), r.body());
        }
        return JSON.readTree(r.body());
    }

    /**
     * Reads a stream until the server ends it, each JSON line to {@code line} (keep-alive newlines
     * skipped).
     */
    void stream(String path, Consumer<JsonNode> line) throws IOException, InterruptedException {
        HttpResponse<Stream<String>> r =
                http.send(request(path).GET().build(), HttpResponse.BodyHandlers.ofLines());
        if (r.statusCode() != 200) {
            String body;
            try (Stream<String> lines = r.body()) {
                body = String.join("\n", lines.toList());
            }
            throw new Refused(r.statusCode(), body);
        }
        try (Stream<String> lines = r.body()) {
            lines.forEach(
                    text -> {
                        if (text.isBlank()) {
                            return;
                        }
                        try {
                            line.accept(JSON.readTree(text));
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    });
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
    }

    static String segment(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
