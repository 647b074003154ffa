package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ColorScheme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The moments a player must see, checked and photographed into target/screenshots/: a draw offer as
 * the receiver sees it, the Twist's declarations (grouped, confirmed before an option is spent, a
 * failed one said to have failed), a jump chain halfway entered, a phone game against the computer
 * with both names whole.
 */
@ExtendWith(WebFixture.Provider.class)
class PlayerScreenshotsIT {

    private static WebFixture web;
    private static final Path DIR = Path.of("target", "screenshots");

    @BeforeAll
    static void start(WebFixture fixture) throws Exception {
        web = fixture;
        Files.createDirectories(DIR);
    }

    private static BrowserContext context(int width, int height, ColorScheme scheme) {
        return web.browser.newContext(
                new Browser.NewContextOptions()
                        .setBaseURL(web.baseUrl)
                        .setViewportSize(width, height)
                        .setDeviceScaleFactor(1)
                        .setColorScheme(scheme));
    }

    private static void shot(Page page, String name) {
        page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve(name + ".png")));
    }

    private static JsonNode hotseat(String record) {
        return web.createGame(Map.of("record", record, "opponent", "hotseat"));
    }

    @Test
    void aDrawOfferAsTheReceiverSeesIt() {
        JsonNode created =
                web.createGame(Map.of("game", "checkers", "opponent", "friend", "color", "first"));
        try (BrowserContext first = context(1280, 800, ColorScheme.LIGHT);
                BrowserContext second = context(390, 844, ColorScheme.DARK)) {
            Page red = Ui.open(first, created.at("/links/play").asText());
            Page white = Ui.open(second, created.at("/links/invite").asText());
            Ui.waitForTurn(red);
            Ui.play(red, "c3-d4");
            Ui.waitForPly(white, 1);
            red.click("#actions button[data-action=draw]");
            white.waitForSelector("#notice:has-text('offers a draw')");
            assertThat(white.isVisible("#actions button[data-action=draw-accept]")).isTrue();
            shot(white, "offer-draw-received-phone-dark");
            shot(red, "offer-draw-made-desktop-light");
        }
    }

    @Test
    void twistDeclarationsAreGroupedConfirmedAndTheirOutcomeSaid() {
        String start =
                ".W....../....w.w./......../....R.../......../..r...r./......../r....... r options=2,1";
        // A failed extra: doubles.
        JsonNode failed =
                hotseat("[Game \"twist\"]\n[Start \"" + start + "\"]\n\nextra roll:3-3 *\n");
        try (BrowserContext context = context(1280, 800, ColorScheme.LIGHT)) {
            Page page = Ui.open(context, failed.at("/links/play").asText());
            Ui.waitForTurn(page);
            page.waitForSelector("#declaration-outcome");
            assertThat(page.textContent("#declaration-outcome"))
                    .contains("Red: declare an extra turn")
                    .contains("Dice 3 and 3");
            // What the dice made of it: in the same panel (once, while it is the turn's phase).
            assertThat(page.textContent("#chance-panel")).contains("gives nothing");
            shot(page, "twist-failed-declaration-desktop-light");
        }
        // A boost: the boosted king is marked on the board, the panel says what it is worth.
        JsonNode boosted =
                hotseat("[Game \"twist\"]\n[Start \"" + start + "\"]\n\nspeed:e5 roll:3-5 *\n");
        try (BrowserContext context = context(1280, 800, ColorScheme.LIGHT)) {
            Page page = Ui.open(context, boosted.at("/links/play").asText());
            Ui.waitForTurn(page);
            page.waitForSelector(".board-wrap [data-sq=e5] .mark-named");
            assertThat(page.getAttribute(".board-wrap [data-sq=e5]", "aria-label"))
                    .contains("worth 3");
            assertThat(page.textContent("#declaration-outcome")).contains("Dice 3 and 5");
            shot(page, "twist-boosted-king-desktop-light");
        }
        JsonNode fresh = hotseat("[Game \"twist\"]\n[Start \"" + start + "\"]\n\n*\n");
        try (BrowserContext context = context(1280, 800, ColorScheme.DARK)) {
            Page page = Ui.open(context, fresh.at("/links/play").asText());
            Ui.waitForTurn(page);
            // Grouped by kind, in order; a click only asks.
            assertThat(page.locator("#declarations .declaration-group").count()).isGreaterThan(1);
            page.click("#declarations button[data-move=extra]");
            page.waitForSelector("#declaration-confirm:has-text('spends one of your options')");
            assertThat(web.state(fresh.get("id").asText()).get("ply").asInt()).isZero();
            shot(page, "twist-declaration-confirm-desktop-dark");
            page.click("#declaration-confirm button[data-action=declare-confirm]");
            page.waitForSelector("#declaration-outcome:has-text('an extra turn')");
            page.waitForSelector("#declaration-outcome:has-text('Dice')");
            assertThat(web.state(fresh.get("id").asText()).at("/moves/0").asText())
                    .isEqualTo("extra");
        }
    }

    @Test
    void aJumpChainHalfwayEntered() {
        String start = ".......w/......../...w..../......../...w..../..r...../......../........ r";
        JsonNode created = hotseat("[Game \"checkers\"]\n[Start \"" + start + "\"]\n\n*\n");
        try (BrowserContext context = context(1280, 800, ColorScheme.LIGHT)) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            page.click(Ui.square("c3"));
            page.click(Ui.square("e5"));
            // The man stands on its stop, the man it jumped fades, the next stop is offered.
            page.waitForSelector(".board-wrap [data-sq=e5][data-piece=r]");
            assertThat(page.locator(".board-wrap [data-sq=d4] .piece.fading").count()).isEqualTo(1);
            assertThat(page.locator(".board-wrap [data-sq=c3] .piece").count()).isZero();
            assertThat(page.locator(".board-wrap [data-sq=c7] .mark-jump").count()).isEqualTo(1);
            shot(page, "jump-chain-mid-entry-desktop-light");
            page.click(Ui.square("c7"));
            Ui.waitForPly(page, 1);
            assertThat(web.state(created.get("id").asText()).at("/moves/0").asText())
                    .isEqualTo("c3xe5xc7");
        }
    }

    @Test
    void aPhoneGameAgainstTheComputerWithTheNamesWhole() {
        JsonNode created =
                web.createGame(
                        Map.of(
                                "game",
                                "madbishops",
                                "opponent",
                                "computer",
                                "level",
                                "level:3",
                                "color",
                                "first"));
        for (ColorScheme scheme : new ColorScheme[] {ColorScheme.LIGHT, ColorScheme.DARK}) {
            try (BrowserContext context = context(390, 844, scheme)) {
                Page page = Ui.open(context, created.at("/links/play").asText());
                Ui.waitForTurn(page);
                assertThat(page.textContent(".player-bar.top .who")).contains("Computer (level 3)");
                assertThat(
                                (Boolean)
                                        page.evaluate(
                                                "() => [...document.querySelectorAll('.player-bar .who')]"
                                                        + ".every(e => e.scrollWidth <= e.clientWidth)"))
                        .isTrue();
                shot(
                        page,
                        "computer-game-phone-" + (scheme == ColorScheme.DARK ? "dark" : "light"));
            }
        }
    }
}
