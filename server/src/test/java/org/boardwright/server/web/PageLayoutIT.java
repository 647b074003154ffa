package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ColorScheme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every page at a phone's size (390x844) and a desktop's (1280x900), light and dark: no page
 * scrolls sideways, every button and button-like link shows a label in the viewport with enough
 * contrast against what is behind it (4.5:1, 3:1 for large type; disabled ones aside, as WCAG has
 * it), and a full-page screenshot of each goes to target/screenshots/pages/ for people to look at.
 * The pages: home with the lobby (signed in, a challenge of another player open), the sign-in page,
 * a game of each of the six games, the analysis board (its editor, and with the moves of a checkers
 * and of a Twist game), one's own player page, a leaderboard (and the leaderboards' own address),
 * the watch page, the player search, a rules page and the about page.
 */
@ExtendWith(WebFixture.Provider.class)
class PageLayoutIT {

    private static final int[][] SIZES = {{390, 844}, {1280, 900}};

    private static WebFixture web;
    private static BrowserContext author;
    private static String player;
    private static final Map<String, String> PAGES = new LinkedHashMap<>();

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
        long n = System.nanoTime() % 100000;
        player = "layout" + n;
        // Another player's open challenge, kept while that player's page stays open.
        author = web.newContext();
        Page a = author.newPage();
        signUp(a, "author" + n);
        a.waitForSelector(".lobby");
        a.selectOption(".challenge-form select[name=game]", "checkers");
        a.click("#post-challenge");
        a.waitForSelector(".lobby-table tr");

        PAGES.put("home", "/");
        PAGES.put("signin", "/?signin");
        for (String game :
                List.of("madrooks", "madbishops", "cage", "monkeyqueen", "checkers", "twist"))
            PAGES.put("game-" + game, gameWithMoves(game));
        PAGES.put("analysis", "/?analyse=checkers");
        // The analysis board with a game's moves (the Twist's with its counter and dice panel).
        for (String game : List.of("checkers", "twist")) {
            String id = gameWithMoves(game).replaceAll("^/g/|#.*$", "");
            PAGES.put("analysis-" + game, "/?analyse=" + game + "&game=" + id + "&ply=2&side=0");
        }
        PAGES.put("player", "/@/" + player);
        PAGES.put("leaderboard", "/leaderboard/checkers");
        PAGES.put("leaderboards", "/leaderboard");
        PAGES.put("watch", "/watch");
        PAGES.put("players", "/players?q=" + player.substring(0, 4));
        PAGES.put("rules", "/?rules=cage");
        PAGES.put("about", "/?about");
    }

    @AfterAll
    static void stop() {
        if (author != null) author.close();
    }

    private static void signUp(Page page, String name) {
        page.navigate("/?signin");
        page.fill(".signin input[name=username]", name);
        page.fill(".signin input[name=password]", "correct horse");
        page.fill(".signin input[name=password-again]", "correct horse");
        page.click(".signin button[data-action=signup]");
        page.waitForSelector("#me-link:text-is('" + name + "')");
    }

    /** A hot-seat game with two moves played, so the move list and the marks show. */
    private static String gameWithMoves(String game) {
        JsonNode created = web.createGame(Map.of("game", game, "opponent", "hotseat"));
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        JsonNode state = created.get("state");
        for (int i = 0; i < 2 && state.get("status").asText().equals("active"); i++) {
            List<String> moves = Ui.legalMoves(state);
            String move = moves.stream().filter(m -> !m.equals("swap")).findFirst().orElseThrow();
            state = web.post("/api/games/" + id + "/moves", Map.of("move", move), token);
        }
        return created.at("/links/play").asText();
    }

    @Test
    void everyPageFitsAPhoneAndADesktopWithReadableButtonsInBothThemes() throws Exception {
        Path dir = Path.of("target", "screenshots", "pages");
        Files.createDirectories(dir);
        List<String> problems = new ArrayList<>();
        for (ColorScheme scheme : List.of(ColorScheme.LIGHT, ColorScheme.DARK)) {
            try (BrowserContext context =
                    web.browser.newContext(
                            new Browser.NewContextOptions()
                                    .setBaseURL(web.baseUrl)
                                    .setColorScheme(scheme)
                                    .setViewportSize(1280, 900))) {
                Page page = Ui.open(context, "/?signin");
                if (scheme == ColorScheme.LIGHT) signUp(page, player);
                else {
                    page.fill(".signin input[name=username]", player);
                    page.fill(".signin input[name=password]", "correct horse");
                    page.click(".signin button[data-action=signin]");
                    page.waitForSelector("#me-link:text-is('" + player + "')");
                }
                for (int[] size : SIZES) {
                    page.setViewportSize(size[0], size[1]);
                    for (Map.Entry<String, String> p : PAGES.entrySet()) {
                        // The sign-in page as someone signed out sees it: in a context of its own.
                        Page shown = p.getKey().equals("signin") ? signedOut(scheme, size) : page;
                        shown.navigate(p.getValue());
                        waitForPage(shown, p.getKey());
                        String where =
                                p.getKey()
                                        + " "
                                        + size[0]
                                        + "x"
                                        + size[1]
                                        + " "
                                        + scheme.name().toLowerCase();
                        problems.addAll(Layout.problems(shown, where));
                        problems.addAll(Layout.axe(shown, where));
                        shown.screenshot(
                                new Page.ScreenshotOptions()
                                        .setFullPage(true)
                                        .setPath(dir.resolve(where.replace(' ', '-') + ".png")));
                        if (shown != page) shown.context().close();
                    }
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void onAPhoneTheHeaderIsAMenuAndTheSignInFormFillsTheWidth() {
        try (BrowserContext context =
                web.browser.newContext(
                        new Browser.NewContextOptions()
                                .setBaseURL(web.baseUrl)
                                .setViewportSize(390, 844))) {
            Page page = Ui.open(context, "/");
            page.waitForSelector(".card");
            assertThat(page.isVisible("#menu-toggle")).isTrue();
            assertThat(page.isVisible("#signin-open")).isFalse();
            page.click("#menu-toggle");
            assertThat(page.getAttribute("#menu-toggle", "aria-expanded")).isEqualTo("true");
            page.keyboard().press("Escape");
            assertThat(page.getAttribute("#menu-toggle", "aria-expanded")).isEqualTo("false");
            assertThat(page.isVisible("#signin-open")).isFalse();
            page.click("#menu-toggle");
            page.click("#signin-open");
            page.waitForSelector(".signin input[name=username]");
            double width =
                    ((Number)
                                    page.evaluate(
                                            "() => document.querySelector('.signin input[name=username]').getBoundingClientRect().width"))
                            .doubleValue();
            assertThat(width).isGreaterThan(300);
        }
        try (BrowserContext context =
                web.browser.newContext(
                        new Browser.NewContextOptions()
                                .setBaseURL(web.baseUrl)
                                .setViewportSize(1280, 900))) {
            Page page = Ui.open(context, "/");
            page.waitForSelector(".card");
            assertThat(page.isVisible("#menu-toggle")).isFalse();
            assertThat(page.isVisible("#signin-open")).isTrue();
        }
    }

    /**
     * The page paints pieces with the palette the catalogue serves (the engine's {@code Palette}):
     * in the light theme as the server's pictures do, in the dark theme with its own bodies and
     * rims.
     */
    @Test
    void piecesArePaintedFromTheCataloguesPaletteInBothThemes() {
        // scheme, rules page, piece, body fill, rim
        String[][] expected = {
            {"LIGHT", "cage", "pc-0", "rgb(213, 94, 0)", "rgb(122, 51, 0)"},
            {"LIGHT", "cage", "pc-1", "rgb(0, 114, 178)", "rgb(0, 58, 92)"},
            {"LIGHT", "monkeyqueen", "pc-1", "rgb(107, 62, 30)", "rgb(38, 21, 10)"},
            {"DARK", "cage", "pc-0", "rgb(213, 94, 0)", "rgb(255, 178, 122)"},
            {"DARK", "cage", "pc-1", "rgb(58, 158, 224)", "rgb(0, 58, 92)"},
            {"DARK", "monkeyqueen", "pc-1", "rgb(107, 62, 30)", "rgb(227, 196, 156)"},
        };
        for (String[] e : expected) {
            try (BrowserContext context =
                    web.browser.newContext(
                            new Browser.NewContextOptions()
                                    .setBaseURL(web.baseUrl)
                                    .setColorScheme(ColorScheme.valueOf(e[0])))) {
                Page page = Ui.open(context, "/?rules=" + e[1]);
                String body = ".legend .piece." + e[2] + " .body";
                page.waitForSelector(body);
                Object paint =
                        page.evaluate(
                                "s => { const c = getComputedStyle(document.querySelector(s));"
                                        + " return c.fill + ' ' + c.stroke; }",
                                body);
                assertThat(paint).as(String.join(" ", e)).isEqualTo(e[3] + " " + e[4]);
            }
        }
    }

    private static Page signedOut(ColorScheme scheme, int[] size) {
        BrowserContext context =
                web.browser.newContext(
                        new Browser.NewContextOptions()
                                .setBaseURL(web.baseUrl)
                                .setColorScheme(scheme)
                                .setViewportSize(size[0], size[1]));
        return Ui.open(context, "about:blank");
    }

    /** Waits until a page has drawn what it shows (its data comes after the first paint). */
    private static void waitForPage(Page page, String name) {
        String ready =
                switch (name) {
                    case "home" -> ".lobby-table tr[data-id]";
                    case "signin" -> ".signin button[data-action=signin]";
                    case "analysis" -> "svg.board";
                    case "analysis-checkers", "analysis-twist" ->
                            ".board-wrap[data-ply='2'] svg.board";
                    case "player" -> "#settings-title";
                    case "leaderboard", "leaderboards" -> "h1:has-text('leaderboard')";
                    case "watch" -> "#live-games li";
                    case "players" -> "#player-results li";
                    case "rules", "about" -> "main h1";
                    default -> ".board-wrap[data-ply='2'] svg.board";
                };
        page.waitForSelector(ready);
        // Fonts and late layout (pictures on the home page) settle before measuring.
        page.evaluate("() => document.fonts.ready");
    }
}
