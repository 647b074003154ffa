package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ReducedMotion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What happened stays visible on the game page: offers and their answers in words (and in a live
 * region), take-backs, the last two moves marked and animated, clicks that cannot act explained,
 * the keyboard's focus kept, marks that pass WCAG 2.2 non-text contrast in both themes.
 */
@ExtendWith(WebFixture.Provider.class)
class PlayerViewIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
    }

    private static JsonNode computerGame(String game) {
        return web.createGame(
                Map.of("game", game, "opponent", "computer", "level", "level:1", "color", "first"));
    }

    @Test
    void offersAndTheirAnswersAreToldToBothSidesInWords() {
        JsonNode created =
                web.createGame(Map.of("game", "checkers", "opponent", "friend", "color", "first"));
        try (BrowserContext first = web.newContext();
                BrowserContext second = web.newContext()) {
            Page red = Ui.open(first, created.at("/links/play").asText());
            Page white = Ui.open(second, created.at("/links/invite").asText());
            Ui.waitForTurn(red);
            Ui.play(red, "c3-d4");
            Ui.waitForPly(white, 1);
            assertThat(white.getAttribute("#notice", "aria-live")).isEqualTo("polite");

            red.click("#actions button[data-action=draw]");
            red.waitForSelector("#notice:has-text('You offered a draw')");
            white.waitForSelector("#notice:has-text('offers a draw')");
            white.click("#actions button[data-action=draw-decline]");
            white.waitForSelector("#notice:has-text('You declined the draw offer')");
            red.waitForSelector("#notice:has-text('declined your draw offer')");

            red.click("#actions button[data-action=takeback]");
            white.waitForSelector("#notice:has-text('asks to take back a move')");
            white.click("#actions button[data-action=takeback-decline]");
            red.waitForSelector("#notice:has-text('declined your take-back request')");
            assertThat(web.state(created.get("id").asText()).get("ply").asInt()).isEqualTo(1);
        }
    }

    @Test
    void typedMovesKeepTheFocusAndTakeBackAgainstTheComputerSaysWhatHappened() {
        JsonNode created = computerGame("checkers");
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            page.fill("#move-text", "c3-d4");
            page.press("#move-text", "Enter");
            Ui.waitForPlyAtLeast(page, 2);
            assertThat(page.evaluate("() => document.activeElement.id")).isEqualTo("move-text");
            // One's own move stays marked (dashed) beside the reply's mark.
            page.waitForSelector(".board-wrap [data-sq=c3] .mark-previous");
            assertThat(page.locator(".board-wrap .mark-last-corner").count()).isEqualTo(2);
            assertThat(page.textContent("#move-count")).isEqualTo("Move 2");

            page.click("#actions button[data-action=takeback]");
            page.waitForSelector("#notice:has-text('Take-back')");
            assertThat(page.textContent("#notice"))
                    .contains("2 moves taken back")
                    .contains("yours and the computer's reply");
            Ui.waitForPly(page, 0);

            // A click while looking back says why nothing happens.
            Ui.play(page, "c3-d4");
            Ui.waitForPlyAtLeast(page, 2);
            page.click("#move-list button[data-ply='0']");
            page.waitForSelector(".board-wrap.looking-back");
            page.click(Ui.square("a3"));
            assertThat(page.textContent("#feedback")).contains("earlier position");
            page.click("#view-bar button[data-action=live]");

            // After the end: no move row, a new game and a link to share.
            page.click("#actions button[data-action=resign]");
            page.click("#actions button[data-action=resign]");
            Ui.waitForStatus(page, "finished");
            assertThat(page.isVisible("#move-text")).isFalse();
            assertThat(page.isVisible("#new-game button[data-action=new-game]")).isTrue();
            assertThat(page.isVisible("#share button[data-action=share-game]")).isTrue();
            assertThat(page.textContent("#tally")).contains("Red: 12 on the board");
            page.click("#new-game button[data-action=new-game]");
            page.waitForURL(u -> !u.endsWith(created.get("id").asText()));
            Ui.waitForTurn(page);
            assertThat(page.textContent(".player-bar.top")).contains("Computer (level 1)");
        }
    }

    @Test
    void movesAnimateUnlessReducedMotionIsAsked() {
        for (ReducedMotion motion : List.of(ReducedMotion.NO_PREFERENCE, ReducedMotion.REDUCE)) {
            JsonNode created = computerGame("madrooks");
            try (BrowserContext context =
                    web.browser.newContext(
                            new Browser.NewContextOptions()
                                    .setBaseURL(web.baseUrl)
                                    .setReducedMotion(motion))) {
                Page page = Ui.open(context, created.at("/links/play").asText());
                Ui.waitForTurn(page);
                page.evaluate(
                        "() => { window.animated = 0; new MutationObserver(() => {"
                                + " if (document.querySelector('.board-wrap[data-animating]')) window.animated++; })"
                                + ".observe(document.querySelector('.board-wrap'), {attributes: true}); }");
                JsonNode state = web.state(created.get("id").asText());
                Ui.play(page, Ui.legalMoves(state).get(0));
                Ui.waitForPlyAtLeast(page, 2);
                int animated = ((Number) page.evaluate("() => window.animated")).intValue();
                if (motion == ReducedMotion.REDUCE) assertThat(animated).isZero();
                else assertThat(animated).isPositive();
            }
        }
    }

    @Test
    void homeRulesAndUnknownAddresses() {
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, "/");
            page.waitForSelector(".card .picture svg");
            for (int i = 0; i < 40; i++) {
                page.keyboard().press("Tab");
                assertThat(page.evaluate("() => !!document.activeElement.closest('.picture')"))
                        .as("tab stop %d inside a picture", i)
                        .isEqualTo(false);
            }
            // The import lets the player choose the level and his side against the computer.
            page.selectOption("select[name=opponent]", "computer");
            assertThat(page.isVisible("select[name=import-level]")).isTrue();
            assertThat(page.isVisible("select[name=import-color]")).isTrue();

            page.navigate("/?rules=madrooks");
            page.click(".play-buttons button[data-action=computer]");
            page.waitForURL("**/g/*");
            Ui.waitForPlyAtLeast(page, 0);
            page.click("#in-game-rules summary");
            page.waitForSelector("#in-game-rules section h3");

            page.navigate("/");
            page.waitForSelector(".saved li:has-text('against the computer (level 1)')");

            page.navigate("/no/such/page");
            assertThat(page.textContent("h1")).isEqualTo("Page not found");
            assertThat(page.isVisible("a.button:has-text('All games')")).isTrue();
        }
    }

    @Test
    void onAPhoneTheNamesStayWhole() {
        JsonNode created = computerGame("monkeyqueen");
        try (BrowserContext context =
                web.browser.newContext(
                        new Browser.NewContextOptions()
                                .setBaseURL(web.baseUrl)
                                .setViewportSize(390, 844)
                                .setIsMobile(true)
                                .setHasTouch(true))) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            for (String bar : List.of(".player-bar.top .who", ".player-bar.bottom .who")) {
                assertThat(
                                (Boolean)
                                        page.evaluate(
                                                "s => { const e = document.querySelector(s);"
                                                        + " return e.scrollWidth <= e.clientWidth; }",
                                                bar))
                        .as(bar)
                        .isTrue();
            }
            assertThat(page.textContent(".player-bar.top .who")).contains("Computer (level 1)");
        }
    }

    @Test
    void soundsStayOffUntilTurnedOnAndHotSeatMayTurnTheBoard() {
        JsonNode created = web.createGame(Map.of("game", "madrooks", "opponent", "hotseat"));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            assertThat(page.isChecked("#pref-sound")).isFalse();
            Ui.play(page, Ui.legalMoves(web.state(id)).get(0));
            Ui.waitForPly(page, 1);
            assertThat(page.evaluate("() => document.documentElement.dataset.lastSound || null"))
                    .isNull();
            assertThat(page.getAttribute(".board-wrap svg", "aria-label"))
                    .contains("Red at the bottom");
            // Turned on: the next move sounds, and the board turns to the side to move.
            page.check("#pref-sound");
            page.check("#pref-hotseat-turn");
            assertThat(page.getAttribute(".board-wrap svg", "aria-label"))
                    .contains("Blue at the bottom");
            Ui.waitForTurn(page);
            Ui.play(page, Ui.legalMoves(web.state(id)).get(0));
            Ui.waitForPly(page, 2);
            assertThat(page.evaluate("() => document.documentElement.dataset.lastSound"))
                    .isIn("move", "capture");
            assertThat(page.getAttribute(".board-wrap svg", "aria-label"))
                    .contains("Red at the bottom");
            page.reload();
            Ui.waitForPly(page, 2);
            assertThat(page.isChecked("#pref-sound")).isTrue();
        }
    }

    @Test
    void thePicturesDownloadFromTheGamePage() throws Exception {
        JsonNode created = web.createGame(Map.of("game", "checkers", "opponent", "hotseat"));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            for (String move : List.of("c3-d4", "f6-e5")) {
                Ui.waitForTurn(page);
                Ui.play(page, move);
            }
            Ui.waitForPly(page, 2);
            com.microsoft.playwright.Download gif =
                    page.waitForDownload(() -> page.click("#share a[data-action=gif]"));
            try (javax.imageio.stream.ImageInputStream in =
                    javax.imageio.ImageIO.createImageInputStream(gif.path().toFile())) {
                javax.imageio.ImageReader reader =
                        javax.imageio.ImageIO.getImageReadersByFormatName("gif").next();
                reader.setInput(in);
                assertThat(reader.getNumImages(true)).isEqualTo(3);
            }
            com.microsoft.playwright.Download png =
                    page.waitForDownload(() -> page.click("#share a[data-action=picture]"));
            java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.path().toFile());
            assertThat(image.getWidth()).isEqualTo(423);
            assertThat(image.getHeight()).isEqualTo(455);
            assertThat(png.suggestedFilename()).isEqualTo("boardwright-" + id + "-2.png");
        }
    }

    // ------------------------------------------------------------------ contrast, WCAG 2.2

    private static final Pattern RGB =
            Pattern.compile(
                    "rgba?\\((\\d+(?:\\.\\d+)?),\\s*(\\d+(?:\\.\\d+)?),\\s*(\\d+(?:\\.\\d+)?)");

    static double luminance(String css) {
        Matcher m = RGB.matcher(css);
        if (!m.find()) throw new AssertionError("not an rgb colour: " + css);
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Double.parseDouble(m.group(i + 1)) / 255;
            c[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }

    static double contrast(String a, String b) {
        double x = luminance(a), y = luminance(b);
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    }

    @Test
    void marksAndPiecesPassNonTextContrastInBothThemes() {
        JsonNode created = computerGame("checkers");
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            Ui.play(page, "c3-d4");
            Ui.waitForPlyAtLeast(page, 2);
            Ui.waitForTurn(page);
            JsonNode state = web.state(created.get("id").asText());
            String from = Ui.stops(Ui.legalMoves(state).get(0)).get(0);
            List<String> failures = new ArrayList<>();
            for (String theme : List.of("light", "dark")) {
                page.evaluate("t => { document.documentElement.dataset.theme = t; }", theme);
                page.click(Ui.square(from));
                page.waitForSelector(".board-wrap .mark-selected-under");
                // Keyboard focus on a square (focus-visible comes from the arrow key).
                page.focus(".board-wrap [data-sq][tabindex='0']");
                page.keyboard().press("ArrowRight");
                @SuppressWarnings("unchecked")
                Map<String, Object> colours =
                        (Map<String, Object>)
                                page.evaluate(
                                        "() => { const cs = (sel, prop) => getComputedStyle(document.querySelector(sel))[prop];"
                                                + " return { light: cs('.board-wrap .sq.light', 'fill'), dark: cs('.board-wrap .sq.dark', 'fill'),"
                                                + " focus: getComputedStyle(document.activeElement.querySelector('.sq')).stroke,"
                                                + " selected: cs('.board-wrap .mark-selected-under', 'stroke'),"
                                                + " last: cs('.board-wrap .mark-last-corner', 'fill'),"
                                                + " previous: cs('.board-wrap .mark-previous', 'stroke'),"
                                                + " piece0: cs('.board-wrap .piece.pc-0 .halo', 'stroke'),"
                                                + " piece1: cs('.board-wrap .piece.pc-1 .halo', 'stroke') }; }");
                for (String mark :
                        List.of("focus", "selected", "last", "previous", "piece0", "piece1")) {
                    for (String square : List.of("light", "dark")) {
                        double ratio =
                                contrast((String) colours.get(mark), (String) colours.get(square));
                        if (ratio < 3.0)
                            failures.add(
                                    String.format(
                                            "%s theme: %s %s on %s square %s: %.2f:1",
                                            theme,
                                            mark,
                                            colours.get(mark),
                                            square,
                                            colours.get(square),
                                            ratio));
                    }
                }
                page.click(Ui.square(from)); // deselects
            }
            assertThat(failures).isEmpty();
        }
    }
}
