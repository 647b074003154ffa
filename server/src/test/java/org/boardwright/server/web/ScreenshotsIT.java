package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ColorScheme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Screenshots of every game's board, at desktop (1280x800) and phone (390x844) sizes, light and
 * dark, into target/screenshots/ for people to look at. Each also checks that the page does not
 * scroll sideways and that the board fits the width.
 */
@ExtendWith(WebFixture.Provider.class)
class ScreenshotsIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
    }

    /** A few random moves into each game, so pieces have moved and a last move is marked. */
    private static String gameWithSomeMoves(String spec, String record, int moves, long seed) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("opponent", "hotseat");
        if (record != null) body.put("record", record);
        else body.put("game", spec);
        JsonNode created = web.createGame(body);
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        SplittableRandom rng = new SplittableRandom(seed);
        JsonNode state = created.get("state");
        for (int i = 0; i < moves && state.get("status").asText().equals("active"); i++) {
            String move = Ui.pick(state, rng);
            if (move.equals("swap")) move = Ui.legalMoves(state).get(0);
            state = web.post("/api/games/" + id + "/moves", Map.of("move", move), token);
        }
        return created.at("/links/play").asText();
    }

    @Test
    void everyBoardAtTwoSizesInBothThemes() throws Exception {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        Map<String, String> games = new LinkedHashMap<>();
        games.put("madrooks", gameWithSomeMoves("madrooks", null, 9, 1));
        games.put("madbishops", gameWithSomeMoves("madbishops", null, 9, 2));
        games.put("cage", gameWithSomeMoves("cage", null, 14, 3));
        games.put("monkeyqueen", gameWithSomeMoves("monkeyqueen", null, 9, 4));
        games.put(
                "checkers",
                gameWithSomeMoves(
                        null,
                        "[Game \"checkers\"]\n[Start \".w.w.w../......w./.....w../..W...../......../..r.R.r./.r.r.r.r/r.r.r.r. r\"]\n\n*\n",
                        0,
                        5));
        games.put(
                "twist",
                gameWithSomeMoves(
                        null,
                        "[Game \"twist\"]\n[Start \".W....../....w.w./......../....R.../......../..r...r./......../r....... r options=2,1\"]\n\nspeed:e5 roll:3-5 *\n",
                        0,
                        6));
        for (String scheme : new String[] {"light", "dark"}) {
            for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
                String name = size[0] > 500 ? "desktop" : "phone";
                try (BrowserContext context =
                        web.browser.newContext(
                                new Browser.NewContextOptions()
                                        .setBaseURL(web.baseUrl)
                                        .setViewportSize(size[0], size[1])
                                        .setDeviceScaleFactor(1)
                                        .setColorScheme(
                                                scheme.equals("dark")
                                                        ? ColorScheme.DARK
                                                        : ColorScheme.LIGHT))) {
                    Page page = context.newPage();
                    page.navigate("/");
                    page.waitForSelector(".card svg.board >> nth=5");
                    page.screenshot(
                            new Page.ScreenshotOptions()
                                    .setPath(dir.resolve("home-" + name + "-" + scheme + ".png")));
                    assertNoSidewaysScroll(page, size[0]);
                    for (Map.Entry<String, String> game : games.entrySet()) {
                        page.navigate(game.getValue());
                        page.waitForSelector(".board-wrap svg.board");
                        page.waitForSelector("#connection[data-state=live]");
                        page.screenshot(
                                new Page.ScreenshotOptions()
                                        .setPath(
                                                dir.resolve(
                                                        game.getKey()
                                                                + "-"
                                                                + name
                                                                + "-"
                                                                + scheme
                                                                + ".png")));
                        assertNoSidewaysScroll(page, size[0]);
                        double boardWidth =
                                ((Number)
                                                page.evaluate(
                                                        "() => document.querySelector('.board-wrap svg').getBoundingClientRect().width"))
                                        .doubleValue();
                        assertThat(boardWidth)
                                .as(game.getKey() + " board width")
                                .isGreaterThan(size[0] > 500 ? 450 : 350)
                                .isLessThanOrEqualTo(size[0]);
                    }
                }
            }
        }
        try (var files = Files.list(dir)) {
            assertThat(files.filter(p -> p.toString().endsWith(".png")).count())
                    .isGreaterThanOrEqualTo(28);
        }
    }

    private static void assertNoSidewaysScroll(Page page, int width) {
        int scrollWidth =
                ((Number) page.evaluate("() => document.documentElement.scrollWidth")).intValue();
        assertThat(scrollWidth).as(page.url() + " page width").isLessThanOrEqualTo(width);
    }
}
