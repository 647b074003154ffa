package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A person in Chromium and a bot: {@code boardwright bot} from the shaded jar, as a real process,
 * with {@code boardwright engine} as its engine, connected to a real server. The person signs up on
 * the page, challenges the bot from its player page, is taken to the game when the bot accepts,
 * plays by clicking while the bot answers, and resigns; the page shows the result. Skipped with a
 * message when there is no system Chromium (docs/web.md says how to install one).
 */
@Timeout(300)
class BotInBrowserIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The same flags as the server's browser tests (docs/web.md). */
    private static final List<String> CHROMIUM_FLAGS =
            List.of(
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-sync",
                    "--no-first-run",
                    "--disable-quic");

    /** The person's own moves before resigning. */
    private static final int PERSON_MOVES = 3;

    @TempDir Path dir;

    private BoardwrightServer server;
    private String base;
    private RunningBot bot;
    private Playwright playwright;
    private Browser browser;

    @BeforeEach
    void start() {
        String env = System.getenv("BOARDWRIGHT_CHROMIUM");
        Path chromium = Path.of(env != null && !env.isBlank() ? env : "/usr/bin/chromium");
        Assumptions.assumeTrue(
                Files.isExecutable(chromium),
                "browser test skipped: no Chromium at "
                        + chromium
                        + " (install it with `apt-get install -y chromium`, or point BOARDWRIGHT_CHROMIUM at one)");
        server =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("bots.db"))
                                .withGamesPerMinute(0));
        base = "http://127.0.0.1:" + server.port();
        playwright =
                Playwright.create(
                        new Playwright.CreateOptions()
                                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser =
                playwright
                        .chromium()
                        .launch(
                                new BrowserType.LaunchOptions()
                                        .setExecutablePath(chromium)
                                        .setHeadless(true)
                                        .setArgs(CHROMIUM_FLAGS));
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (playwright != null) playwright.close();
        if (bot != null) bot.close();
        if (server != null) server.stop();
    }

    @Test
    void aPersonChallengesTheBotOnItsPageAndPlaysTheGameToItsEnd() throws Exception {
        bot = RunningBot.start(base, "enginebot", RunningBot.boardwrightEngine());
        List<String> errors = new ArrayList<>();
        try (BrowserContext context =
                browser.newContext(
                        new Browser.NewContextOptions()
                                .setBaseURL(base)
                                .setViewportSize(1280, 900))) {
            Page page = context.newPage();
            page.onPageError(errors::add);
            page.navigate("/?signin");
            page.fill(".signin input[name=username]", "alice");
            page.fill(".signin input[name=password]", "correct horse");
            page.fill(".signin input[name=password-again]", "correct horse");
            page.click(".signin button[data-action=signup]");
            page.waitForSelector("#me-link:text-is('alice')");

            // The bot's page: its BOT mark and the Challenge button.
            page.navigate("/@/enginebot");
            page.waitForSelector("#challenge-player");
            page.selectOption("form:has(#challenge-player) select[name=game]", "checkers");
            page.click("#challenge-player");
            bot.awaitLine(l -> l.startsWith("accepted challenge "));

            // The lobby's socket takes the person to the game the bot accepted.
            page.waitForURL("**/g/*");
            String id = page.url().substring(page.url().lastIndexOf('/') + 1);
            page.waitForSelector(".player-bar:has-text('enginebot')");
            int seat = state(page, id).get("you").asInt();

            for (int played = 0; played < PERSON_MOVES; played++) {
                // The person's turn (after the bot's reply, when the bot moved first or last).
                page.waitForSelector(
                        "svg.board.interactive",
                        new Page.WaitForSelectorOptions().setTimeout(60_000));
                JsonNode state = state(page, id);
                assertThat(state.get("toMove").asInt()).isEqualTo(seat);
                String move = state.get("legalMoves").get(0).asText();
                for (String stop : move.split("[-x]"))
                    page.click(".board-wrap [data-sq=\"" + stop + "\"]");
                waitForPlyAtLeast(page, state.get("ply").asInt() + 1);
            }
            // The bot's reply to the last move, then the person resigns (the button asks twice).
            page.waitForSelector(
                    "svg.board.interactive", new Page.WaitForSelectorOptions().setTimeout(60_000));
            page.click("#actions button[data-action=resign]");
            page.click("#actions button[data-action=resign]");
            page.waitForSelector(
                    "#status[data-status=finished]",
                    new Page.WaitForSelectorOptions().setTimeout(30_000));
            assertThat(page.textContent("#status")).containsIgnoringCase("resign");

            JsonNode end = state(page, id);
            assertThat(end.get("status").asText()).isEqualTo("finished");
            assertThat(end.get("winner").asInt()).isEqualTo(1 - seat);
            // Every move, the bot's among them, is legal in turn; the bot made at least as many.
            GameState replay = Games.get("checkers").newInitialState();
            int botMoves = 0;
            for (JsonNode m : end.get("moves")) {
                if (replay.seatToMove() != seat) botMoves++;
                replay.play(replay.parseMove(m.asText()));
            }
            assertThat(botMoves).isGreaterThanOrEqualTo(PERSON_MOVES);
            bot.awaitLine(l -> l.startsWith("game " + id + " over"));
        }
        assertThat(errors).isEmpty();
        assertThat(bot.isAlive()).isTrue();
    }

    /** The game's state as the signed-in person sees it (the page's cookies). */
    private static JsonNode state(Page page, String id) throws Exception {
        return JSON.readTree(page.request().get("/api/games/" + id).text());
    }

    private static void waitForPlyAtLeast(Page page, int ply) {
        page.waitForFunction(
                "n => { const b = document.querySelector('.board-wrap');"
                        + " return b && !b.classList.contains('looking-back') && Number(b.dataset.ply) >= n; }",
                ply,
                new Page.WaitForFunctionOptions().setTimeout(30_000));
    }
}
