package org.boardwright.server.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.boardwright.ai.Budget;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * A real server (in-process, random port, a fresh SQLite file) and a real headless Chromium,
 * started once for all browser tests and closed when they are done. Test classes get it as a
 * parameter of their {@code @BeforeAll} method ({@code @ExtendWith(WebFixture.Provider.class)}).
 */
public final class WebFixture implements AutoCloseable {

    /** Chromium flags for machines that run as root with no outside network (docs/web.md). */
    static final List<String> CHROMIUM_FLAGS =
            List.of(
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-sync",
                    "--no-first-run",
                    "--disable-quic");

    static final ObjectMapper JSON = new ObjectMapper();

    final Path dbDir;
    final BoardwrightServer server;
    final Playwright playwright;
    final Browser browser;
    final String baseUrl;
    private final HttpClient http = HttpClient.newHttpClient();

    private WebFixture(Path chromium) throws IOException {
        dbDir = Files.createTempDirectory("boardwright-web");
        ServerConfig config =
                ServerConfig.defaults()
                        .withHost("127.0.0.1")
                        .withPort(0)
                        .withDbUrl("jdbc:sqlite:" + dbDir.resolve("web.db"))
                        .withComputerThreads(1)
                        .withAnalysisBudget(Budget.iterations(200));
        BoardwrightServer started = BoardwrightServer.start(config);
        Playwright pw = null;
        try {
            pw =
                    Playwright.create(
                            new Playwright.CreateOptions()
                                    .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
            browser =
                    pw.chromium()
                            .launch(
                                    new BrowserType.LaunchOptions()
                                            .setExecutablePath(chromium)
                                            .setHeadless(true)
                                            .setArgs(CHROMIUM_FLAGS));
        } catch (RuntimeException e) {
            if (pw != null) pw.close();
            started.close();
            throw e;
        }
        server = started;
        playwright = pw;
        baseUrl = "http://127.0.0.1:" + server.port();
    }

    /** The system Chromium: BOARDWRIGHT_CHROMIUM if set, else /usr/bin/chromium. */
    static Path chromiumPath() {
        String env = System.getenv("BOARDWRIGHT_CHROMIUM");
        return Path.of(env != null && !env.isBlank() ? env : "/usr/bin/chromium");
    }

    BrowserContext newContext() {
        return browser.newContext(
                new Browser.NewContextOptions().setBaseURL(baseUrl).setViewportSize(1280, 800));
    }

    // ------------------------------------------------------------ the API, straight over HTTP

    JsonNode get(String path) {
        return send(HttpRequest.newBuilder(URI.create(baseUrl + path)).GET().build());
    }

    JsonNode post(String path, Object body, String token) {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create(baseUrl + path))
                        .header("Content-Type", "application/json");
        if (token != null) b.header("Authorization", "Bearer " + token);
        try {
            return send(
                    b.POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)))
                            .build());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A plain-text answer, such as an exported record. */
    String text(String path) {
        try {
            HttpResponse<String> r =
                    http.send(
                            HttpRequest.newBuilder(URI.create(baseUrl + path)).GET().build(),
                            HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200)
                throw new IllegalStateException(path + " -> " + r.statusCode() + " " + r.body());
            return r.body();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    JsonNode createGame(Object body) {
        return post("/api/games", body, null);
    }

    JsonNode state(String id) {
        return get("/api/games/" + id);
    }

    private JsonNode send(HttpRequest request) {
        try {
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() >= 300)
                throw new IllegalStateException(
                        request.uri() + " -> " + r.statusCode() + " " + r.body());
            return JSON.readTree(r.body());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            playwright.close();
        } finally {
            server.close();
            try (Stream<Path> files = Files.walk(dbDir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * Hands every test class the same fixture (JUnit closes it after the last class), and skips the
     * browser tests, saying why, when there is no Chromium.
     */
    public static final class Provider implements ParameterResolver, ExecutionCondition {
        private static final ExtensionContext.Namespace NS =
                ExtensionContext.Namespace.create(WebFixture.class);

        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            Path chromium = chromiumPath();
            return Files.isExecutable(chromium)
                    ? ConditionEvaluationResult.enabled("Chromium at " + chromium)
                    : ConditionEvaluationResult.disabled(
                            "browser tests skipped: no Chromium at "
                                    + chromium
                                    + " (install it with `apt-get install -y chromium`, or point BOARDWRIGHT_CHROMIUM at one)");
        }

        @Override
        public boolean supportsParameter(ParameterContext p, ExtensionContext e) {
            return p.getParameter().getType() == WebFixture.class;
        }

        @Override
        public Object resolveParameter(ParameterContext p, ExtensionContext e) {
            return e.getRoot()
                    .getStore(NS)
                    .computeIfAbsent(
                            WebFixture.class,
                            k -> {
                                try {
                                    return new WebFixture(chromiumPath());
                                } catch (IOException ex) {
                                    throw new IllegalStateException(ex);
                                }
                            },
                            WebFixture.class);
        }
    }
}
