package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Finding games and people, and what follows a game: a challenge from a player's page reaching that
 * player, the watch page showing the game live, the player search, "New opponent" seeking the same
 * game again, the PDN download, and the passwords a new account may have.
 */
@ExtendWith(WebFixture.Provider.class)
class FindingGamesIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
    }

    private static String fresh(String stem) {
        return stem + (System.nanoTime() % 100000);
    }

    private static void signUp(Page page, String name) {
        page.navigate("/?signin");
        page.fill(".signin input[name=username]", name);
        page.fill(".signin input[name=password]", "correct horse");
        page.fill(".signin input[name=password-again]", "correct horse");
        page.click(".signin button[data-action=signup]");
        page.waitForSelector("#me-link:text-is('" + name + "')");
    }

    @Test
    void aChallengeFromAPlayerPageIsWatchedLiveAndNewOpponentSeeksTheSameGame() {
        String alice = fresh("ann");
        String bob = fresh("ben");
        try (BrowserContext ca = web.newContext();
                BrowserContext cb = web.newContext();
                BrowserContext cc = web.newContext()) {
            Page a = Ui.open(ca, "about:blank");
            Page b = Ui.open(cb, "about:blank");
            signUp(a, alice);
            signUp(b, bob);
            b.navigate("/");

            // Alice challenges Bob from his page; Bob sees it on the page he has open.
            a.navigate("/@/" + bob);
            a.selectOption("select[name=game]", "checkers");
            a.selectOption("select[name=time]", "1");
            a.click("#challenge-player");
            a.waitForSelector(".challenge-note:has-text('Challenge sent to " + bob + "')");
            b.waitForSelector(".direct-challenge:has-text('" + alice + " challenges you')");
            b.click(".direct-challenge button:text-is('Accept')");
            b.waitForURL("**/g/*");
            a.waitForURL("**/g/*");
            String id = a.url().substring(a.url().lastIndexOf('/') + 1);

            // Someone without an account watches it among the games being played, board and all.
            Page c = Ui.open(cc, "/watch");
            String card = "#live-games li[data-id='" + id + "']";
            c.waitForSelector(card + "[data-ply='0'] svg.board");
            assertThat(c.textContent(card)).contains(alice).contains(bob).contains("5+3");
            assertThat(c.getAttribute("header nav a[data-nav=watch]", "aria-current"))
                    .isEqualTo("page");

            // A move shows on the watcher's small board.
            JsonNode state = web.state(id);
            int toMove = state.get("toMove").asInt();
            String mover = state.at("/seats/" + toMove + "/player/name").asText();
            Page moving = mover.equals(alice) ? a : b;
            Ui.waitForTurn(moving);
            Ui.play(moving, state.get("legalMoves").get(0).asText());
            c.waitForSelector(card + "[data-ply='1']");

            // Bob resigns (before two moves each: the game ends aborted); Alice seeks a new
            // opponent for the same game and time.
            b.click("#actions button[data-action=resign]");
            b.click("#actions button[data-action=resign]");
            a.waitForSelector("[data-action=new-opponent]");
            assertThat(a.isVisible("[data-action=new-game]")).isFalse();
            a.click("[data-action=new-opponent]");
            a.waitForSelector("[data-action=stop-seeking]");
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> challenges =
                    (List<Map<String, Object>>)
                            a.evaluate(
                                    "async () => (await (await fetch('/api/lobby')).json()).challenges");
            Map<String, Object> seek =
                    challenges.stream()
                            .filter(ch -> Boolean.TRUE.equals(ch.get("quick")))
                            .findFirst()
                            .orElseThrow(() -> new AssertionError("no seek in " + challenges));
            assertThat(((Map<?, ?>) seek.get("author")).get("name")).isEqualTo(alice);
            assertThat(seek.get("spec")).isEqualTo("checkers");
            Map<?, ?> clock = (Map<?, ?>) seek.get("clock");
            assertThat(clock.get("type")).isEqualTo("clock");
            assertThat(((Number) clock.get("minutes")).intValue()).isEqualTo(5);
            assertThat(((Number) clock.get("increment")).intValue()).isEqualTo(3);

            // The player search finds both by the start of their names, whatever the case.
            c.navigate("/players");
            c.fill("#player-search", alice.substring(0, 5).toUpperCase());
            c.click(".search-form button[type=submit]");
            c.waitForSelector("#player-results a:text-is('" + alice + "')");
            c.click("#player-results a:text-is('" + alice + "')");
            c.waitForURL("**/@/" + alice);
        }
    }

    @Test
    void thePdnButtonDownloadsThePdnTheApiGivesAndOnlyForCheckers() throws Exception {
        JsonNode created = web.createGame(Map.of("game", "checkers", "opponent", "hotseat"));
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        JsonNode state = created.get("state");
        for (int i = 0; i < 3; i++) {
            state =
                    web.post(
                            "/api/games/" + id + "/moves",
                            Map.of("move", Ui.legalMoves(state).get(0)),
                            token);
        }
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            page.waitForSelector(".board-wrap[data-ply='3'] svg.board");
            Download download = page.waitForDownload(() -> page.click("[data-action=export-pdn]"));
            String pdn = Files.readString(download.path());
            assertThat(pdn).isEqualTo(web.text("/api/games/" + id + "/record?format=pdn"));
            assertThat(pdn).contains("[GameType \"21\"]").contains("1. ");
            assertThat(download.suggestedFilename()).isEqualTo("boardwright-" + id + ".pdn");
            assertThat(page.isVisible("[data-action=export]")).isTrue();

            JsonNode other = web.createGame(Map.of("game", "madrooks", "opponent", "hotseat"));
            page.navigate(other.at("/links/play").asText());
            page.waitForSelector("[data-action=export]");
            assertThat(page.locator("[data-action=export-pdn]").count()).isZero();
        }
    }

    @Test
    void anAccountNeedsTheSamePasswordTwiceAndNoneOfTheCommonOnes() {
        String name = fresh("pat");
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, "/?signin");
            page.fill(".signin input[name=username]", name);
            page.fill(".signin input[name=password]", "correct horse");
            page.fill(".signin input[name=password-again]", "correct hose");
            page.click(".signin button[data-action=signup]");
            page.waitForSelector(".signin .error:has-text('The two passwords differ')");

            page.fill(".signin input[name=password]", "password1");
            page.fill(".signin input[name=password-again]", "password1");
            page.click(".signin button[data-action=signup]");
            page.waitForSelector(".signin .error:has-text('10,000 most common')");
            assertThat(page.locator("#me-link").count()).isZero();

            page.fill(".signin input[name=password]", "correct horse");
            page.fill(".signin input[name=password-again]", "correct horse");
            page.click(".signin button[data-action=signup]");
            page.waitForSelector("#me-link:text-is('" + name + "')");

            // The change of password asks for the new one twice, and refuses a common one.
            page.navigate("/@/" + name);
            page.fill("input[autocomplete=current-password]", "correct horse");
            page.fill("input[name=new-password]", "battery staple");
            page.fill("input[name=new-password-again]", "battery stapler");
            page.click("[data-action=change-password]");
            page.waitForSelector("#settings-title ~ p:has-text('The two new passwords differ')");
            page.fill("input[name=new-password]", "iloveyou");
            page.fill("input[name=new-password-again]", "iloveyou");
            page.click("[data-action=change-password]");
            page.waitForSelector("#settings-title ~ p:has-text('10,000 most common')");
        }
    }
}
