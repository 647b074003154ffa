package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The analysis board: a position set up in the editor, moves tried and stepped back while the
 * computer judges each position in words and as a bar with its best line, and the position handed
 * to a game against the computer.
 */
@ExtendWith(WebFixture.Provider.class)
class AnalysisBoardIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
    }

    @Test
    void setUpTryTakeBackAndPlayTheComputerFromThere() throws Exception {
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, "/");
            page.click("[data-game=checkers] a[data-action=analyse]");
            page.waitForSelector("#editor .board-wrap svg.board");
            // Clear the board, then set up three pieces: Red men on c3 and a1, a White man on d4.
            page.click("#editor button[data-action=editor-clear]");
            page.click("#editor .palette button[data-letter=r]");
            page.click("#editor [data-sq=c3]");
            page.click("#editor [data-sq=a1]");
            page.click("#editor .palette button[data-letter=w]");
            page.click("#editor [data-sq=f6]");
            page.click("#editor [data-sq=h8]");
            page.click("#editor [data-sq=h8]"); // a second click takes it off
            assertThat(page.getAttribute("#editor [data-sq=h8]", "data-piece")).isEmpty();
            page.click("#editor button[data-action=analyse]");
            page.waitForSelector(".board-wrap[data-ply='0'] svg.board.interactive");
            page.waitForSelector(
                    "#analysis-eval .evaluation",
                    new Page.WaitForSelectorOptions().setTimeout(30_000));
            assertThat(page.textContent("#analysis-eval")).contains("winning chance");
            assertThat(page.locator("#analysis-eval .eval-bar span").count()).isEqualTo(1);
            assertThat(page.textContent("#analysis-eval")).contains("Best move");
            // A move, then back to the position set up (the move stays in the list).
            page.click(".board-wrap [data-sq=c3]");
            page.click(".board-wrap [data-sq=d4]");
            page.waitForSelector(".board-wrap[data-ply='1']");
            page.waitForSelector("#analysis-status:has-text('White to move')");
            // Checkers moves in numbered squares, as on the game page.
            assertThat(page.textContent("#analysis-moves")).isEqualTo("1. 11-15");
            page.click("main h1");
            page.keyboard().press("ArrowLeft");
            page.waitForSelector(".board-wrap[data-ply='0']");
            page.waitForSelector(
                    "#analysis-eval .evaluation",
                    new Page.WaitForSelectorOptions().setTimeout(30_000));
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            page.screenshot(
                    new Page.ScreenshotOptions()
                            .setPath(dir.resolve("analysis-board-desktop-light.png")));
            // Hand the position to a game against the computer.
            page.selectOption("#analysis-level", "level:2");
            page.selectOption("#analysis-colour", "first");
            page.click("button[data-action=analysis-play]");
            page.waitForURL("**/g/*");
            String id = page.url().replaceAll(".*/g/", "");
            JsonNode state = web.state(id);
            assertThat(state.get("startPosition").asText())
                    .startsWith("......../......../.....w../");
            assertThat(state.at("/seats/1/kind").asText()).isEqualTo("computer");
            assertThat(state.at("/seats/1/level").asText()).isEqualTo("level:2");
        }
    }

    @Test
    void aGameHandsItsPositionToTheAnalysisBoard() {
        JsonNode created =
                web.createGame(java.util.Map.of("game", "monkeyqueen", "opponent", "hotseat"));
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            page.click("#share a[data-action=analyse]");
            page.waitForSelector(".board-wrap[data-ply='0'] svg.board");
            assertThat(page.textContent("main h1")).contains("Monkey Queen");
            // Stacks keep their heights in the editor, a mode of the analysis board.
            page.click("button[data-action=analysis-edit]");
            page.waitForSelector("#editor .board-wrap svg.board");
            assertThat(page.locator("#editor [data-piece^=I]").count()).isPositive();
        }
    }
}
