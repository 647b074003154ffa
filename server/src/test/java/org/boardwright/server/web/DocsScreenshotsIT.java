package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ColorScheme;
import com.microsoft.playwright.options.ReducedMotion;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The screenshots of docs/web.md: each page with real content (players with ratings and a
 * leaderboard, games being played, open challenges in the lobby), at a phone's size (390x844) and a
 * desktop's (1280x900), light theme, as {@code <page>-<phone|desktop>.png}. They go to the
 * directory named by the system property {@code docs.screenshots}, else to
 * target/screenshots/docs/, with a palette ({@link CompactPng}); docs/web.md gives the command that
 * refreshes docs/web/.
 */
@ExtendWith(WebFixture.Provider.class)
class DocsScreenshotsIT {

    private static final String PASSWORD = "correct horse";
    private static final List<String> NAMES = List.of("ada", "basil", "carmen", "dmitri", "elif");
    private static final int[][] SIZES = {{390, 844}, {1280, 900}};

    private static WebFixture web;
    private static final List<Account> accounts = new ArrayList<>();
    private static final List<BrowserContext> authors = new ArrayList<>();
    private static String checkersGame;
    private static String steereGame;
    private static String finishedGame;

    /** A player's session over the API: a cookie jar and JSON requests. */
    private record Account(String name, HttpClient http) {

        JsonNode send(String method, String path, Object body) {
            try {
                HttpResponse<String> r =
                        http.send(
                                HttpRequest.newBuilder(URI.create(web.baseUrl + path))
                                        .header("Content-Type", "application/json")
                                        .method(
                                                method,
                                                HttpRequest.BodyPublishers.ofString(
                                                        body == null
                                                                ? ""
                                                                : WebFixture.JSON
                                                                        .writeValueAsString(body)))
                                        .timeout(Duration.ofSeconds(30))
                                        .build(),
                                HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() >= 300)
                    throw new IllegalStateException(
                            path + " -> " + r.statusCode() + " " + r.body());
                return r.body().isEmpty() ? null : WebFixture.JSON.readTree(r.body());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        JsonNode post(String path, Object body) {
            return send("POST", path, body);
        }

        JsonNode get(String path) {
            return send("GET", path, null);
        }
    }

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
        for (String name : NAMES) {
            Account a =
                    new Account(
                            name,
                            HttpClient.newBuilder().cookieHandler(new CookieManager()).build());
            a.post("/api/account/signup", Map.of("username", name, "password", PASSWORD));
            accounts.add(a);
        }
        SplittableRandom rng = new SplittableRandom(24);
        playRatedGames(rng);
        // A longer rated game, finished, for the analysis board (a finished game's positions are
        // judged); games being played for the game pages and the watch page.
        finishedGame =
                challengeAndPlay(accounts.get(0), accounts.get(1), "checkers", true, 14, rng);
        accounts.get(1).post("/api/games/" + finishedGame + "/resign", null);
        checkersGame =
                challengeAndPlay(accounts.get(0), accounts.get(2), "checkers", true, 11, rng);
        steereGame = challengeAndPlay(accounts.get(0), accounts.get(3), "madrooks", false, 9, rng);
        challengeAndPlay(accounts.get(2), accounts.get(4), "cage", false, 6, rng);
    }

    @AfterAll
    static void stop() {
        authors.forEach(BrowserContext::close);
    }

    /**
     * Rated checkers games between the players, each ended by a resignation once both have made two
     * moves (a game counts then), until the leaderboard lists every player (established ratings: at
     * least ten games and a small deviation). The earlier names win more often.
     */
    private static void playRatedGames(SplittableRandom rng) {
        for (int round = 0; round < 60; round++) {
            List<String> listed = new ArrayList<>();
            web.get("/api/leaderboard/checkers")
                    .get("players")
                    .forEach(p -> listed.add(p.get("username").asText()));
            if (listed.containsAll(NAMES)) return;
            for (int i = 0; i < NAMES.size(); i++) {
                Account first = accounts.get(i);
                Account second = accounts.get((i + 1 + round % (NAMES.size() - 1)) % NAMES.size());
                String id = challengeAndPlay(first, second, "checkers", true, 4, rng);
                boolean firstLoses =
                        rng.nextInt(100)
                                < 30
                                        + 10
                                                * (NAMES.indexOf(first.name)
                                                        - NAMES.indexOf(second.name));
                (firstLoses ? first : second).post("/api/games/" + id + "/resign", null);
            }
        }
        throw new AssertionError("the leaderboard never listed every player");
    }

    /**
     * A challenge of {@code author}'s, accepted by {@code opponent}, and {@code plies} random moves
     * played; the game's id.
     */
    private static String challengeAndPlay(
            Account author,
            Account opponent,
            String game,
            boolean rated,
            int plies,
            SplittableRandom rng) {
        String challenge =
                author.post(
                                "/api/lobby/challenges",
                                Map.of(
                                        "game",
                                        game,
                                        "color",
                                        "first",
                                        "rated",
                                        rated,
                                        "clock",
                                        Map.of("type", "correspondence", "days", 3)))
                        .get("id")
                        .asText();
        String id =
                opponent.post("/api/lobby/challenges/" + challenge + "/accept", null)
                        .get("gameId")
                        .asText();
        JsonNode state = author.get("/api/games/" + id);
        for (int i = 0; i < plies && state.get("status").asText().equals("active"); i++) {
            Account mover = state.get("toMove").asInt() == 0 ? author : opponent;
            state =
                    mover.post(
                            "/api/games/" + id + "/moves",
                            Map.of("move", Ui.pick(state, rng), "ply", state.get("ply").asInt()));
        }
        assertThat(state.get("ply").asInt()).isEqualTo(plies);
        return id;
    }

    @Test
    void everyPageWithRealContentAtAPhonesAndADesktopsSize() throws IOException {
        String to = System.getProperty("docs.screenshots", "");
        Path dir = to.isBlank() ? Path.of("target", "screenshots", "docs") : Path.of(to);
        Files.createDirectories(dir);
        // Open challenges of other players, kept while their pages stay open.
        for (int i = 1; i <= 3; i++) {
            BrowserContext context = web.newContext();
            authors.add(context);
            Page page = Ui.open(context, "/?signin");
            signIn(page, NAMES.get(i));
            page.waitForSelector(".lobby");
            page.selectOption(
                    ".challenge-form select[name=game]",
                    List.of("checkers", "cage", "twist").get(i - 1));
            page.click("#post-challenge");
            page.waitForSelector(".lobby-table tr[data-id]");
        }
        for (int[] size : SIZES) {
            String suffix = size[0] < 640 ? "-phone.png" : "-desktop.png";
            try (BrowserContext signedOut = context(size);
                    BrowserContext ada = context(size)) {
                Page out = Ui.open(signedOut, "/");
                out.waitForSelector(".card svg");
                shoot(out, dir.resolve("home" + suffix), null);
                out.navigate("/?signin");
                out.waitForSelector(".signin button[data-action=signin]");
                shoot(out, dir.resolve("signin" + suffix), null);

                Page page = Ui.open(ada, "/?signin");
                signIn(page, NAMES.get(0));
                page.waitForSelector(".lobby-table tr[data-id] >> nth=2");
                shoot(page, dir.resolve("lobby" + suffix), page.locator(".lobby"));

                page.navigate("/g/" + checkersGame);
                page.waitForSelector(".board-wrap[data-ply='11'] svg.board");
                shoot(page, dir.resolve("game-checkers" + suffix), null);
                page.navigate("/g/" + steereGame);
                page.waitForSelector(".board-wrap[data-ply='9'] svg.board");
                shoot(page, dir.resolve("game-madrooks" + suffix), null);

                page.navigate("/?analyse=checkers&game=" + finishedGame + "&ply=10&side=0");
                page.waitForSelector(".board-wrap[data-ply='10'] svg.board");
                page.waitForSelector(
                        "#eval-legend", new Page.WaitForSelectorOptions().setTimeout(30_000));
                shoot(page, dir.resolve("analysis" + suffix), null);

                page.navigate("/@/" + NAMES.get(1));
                page.waitForSelector(".rating-chart");
                shoot(page, dir.resolve("player" + suffix), null);

                page.navigate("/leaderboard/checkers");
                page.waitForSelector(".leaderboard tbody tr >> nth=" + (NAMES.size() - 1));
                shoot(page, dir.resolve("leaderboard" + suffix), null);

                page.navigate("/watch");
                page.waitForSelector("#live-games li >> nth=2");
                page.waitForSelector("#best-games li");
                page.waitForSelector("#live-games li svg.board");
                shoot(page, dir.resolve("watch" + suffix), null);
            }
        }
        for (String name :
                List.of(
                        "home",
                        "signin",
                        "lobby",
                        "game-checkers",
                        "game-madrooks",
                        "analysis",
                        "player",
                        "leaderboard",
                        "watch"))
            for (String kind : List.of("phone", "desktop"))
                assertThat(dir.resolve(name + "-" + kind + ".png")).isNotEmptyFile();
    }

    private static BrowserContext context(int[] size) {
        return web.browser.newContext(
                new Browser.NewContextOptions()
                        .setBaseURL(web.baseUrl)
                        .setColorScheme(ColorScheme.LIGHT)
                        .setReducedMotion(ReducedMotion.REDUCE)
                        .setViewportSize(size[0], size[1]));
    }

    private static void signIn(Page page, String name) {
        page.fill(".signin input[name=username]", name);
        page.fill(".signin input[name=password]", PASSWORD);
        page.click(".signin button[data-action=signin]");
        // Attached, not visible: on a phone the header's links fold into the menu.
        page.waitForSelector(
                "#me-link:text-is('" + name + "')",
                new Page.WaitForSelectorOptions().setState(WaitForSelectorState.ATTACHED));
    }

    /**
     * The viewport (or one element of the page), once fonts and pictures have settled, as a small
     * PNG.
     */
    private static void shoot(Page page, Path file, Locator element) {
        page.evaluate("() => document.fonts.ready");
        page.waitForFunction(
                "() => [...document.images].every(i => i.complete)",
                null,
                new Page.WaitForFunctionOptions().setTimeout(10_000));
        byte[] png = element == null ? page.screenshot() : element.screenshot();
        try {
            CompactPng.write(png, file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
