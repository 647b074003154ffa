package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A bot account on a running server and {@code boardwright bot} from the shaded jar, as a real
 * process, connected to it with the account's token and an engine; its output read line by line.
 */
final class RunningBot implements AutoCloseable {

    static final ObjectMapper JSON = new ObjectMapper();

    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    private RunningBot(Process process) {
        this.process = process;
        BufferedReader out =
                new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Thread reader =
                new Thread(
                        () -> {
                            try {
                                for (String l = out.readLine(); l != null; l = out.readLine()) {
                                    lines.add(l);
                                }
                            } catch (IOException e) {
                                // the process ended
                            }
                        });
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Signs {@code name} up on the server at {@code base}, makes it a bot with a {@code bot:play}
     * token, and starts {@code boardwright bot} with that token and {@code engine}; returns once
     * the bot says it is connected.
     */
    static RunningBot start(String base, String name, String engine) throws Exception {
        Person owner = Person.signUp(base, name);
        owner.post("/api/account/bot", "");
        String token =
                owner.post("/api/account/tokens", "{\"label\": \"it\", \"scopes\": [\"bot:play\"]}")
                        .get("token")
                        .asText();
        ProcessBuilder pb =
                new ProcessBuilder(
                                java(), "-jar", jar(), "bot", "--server", base, "--engine", engine)
                        .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("BOARDWRIGHT_TOKEN", token);
        RunningBot bot = new RunningBot(pb.start());
        bot.awaitLine(l -> l.equals("connected as " + name));
        return bot;
    }

    /** {@code boardwright engine} from the same jar, as the bot's engine command. */
    static String boardwrightEngine() {
        return "\"" + java() + "\" -jar \"" + jar() + "\" engine";
    }

    /** The next line the bot prints that {@code wanted} accepts (lines before it are dropped). */
    String awaitLine(Predicate<String> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (true) {
            String line = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError("the bot printed no such line");
            }
            if (wanted.test(line)) {
                return line;
            }
        }
    }

    boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    static String jar() {
        return System.getProperty("boardwright.jar");
    }

    /** A browser-like player over the API: a cookie jar and JSON requests. */
    static final class Person {
        private final HttpClient http =
                HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
        private final String base;

        private Person(String base) {
            this.base = base;
        }

        static Person signUp(String base, String name) throws Exception {
            Person p = new Person(base);
            p.post(
                    "/api/account/signup",
                    "{\"username\": \"" + name + "\", \"password\": \"correct horse\"}");
            return p;
        }

        JsonNode send(String method, String path, String body) throws Exception {
            HttpResponse<String> r =
                    http.send(
                            HttpRequest.newBuilder(URI.create(base + path))
                                    .header("Content-Type", "application/json")
                                    .method(
                                            method,
                                            body == null
                                                    ? HttpRequest.BodyPublishers.noBody()
                                                    : HttpRequest.BodyPublishers.ofString(body))
                                    .timeout(Duration.ofSeconds(30))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode() / 100).as(method + " " + path + ": " + r.body()).isEqualTo(2);
            return r.body().isEmpty() ? null : JSON.readTree(r.body());
        }

        JsonNode post(String path, String body) throws Exception {
            return send("POST", path, body);
        }

        JsonNode get(String path) throws Exception {
            return send("GET", path, null);
        }
    }
}
