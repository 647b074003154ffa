package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Checkers on the game page in numbered squares (driven by the catalogue's squareNumbers): moves
 * entered by clicks and typed as {@code 11-15}, the move list and last move in numbers, the setting
 * to show algebraic instead (kept in the browser), the numbers on the board, and a game without
 * numbering left algebraic.
 */
@ExtendWith(WebFixture.Provider.class)
class CheckersNotationIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
    }

    @SuppressWarnings("unchecked")
    private static List<String> moveList(Page page) {
        return (List<String>)
                page.evaluate(
                        "() => [...document.querySelectorAll('#move-list button.move')]"
                                + ".slice(1).map(b => b.textContent)");
    }

    private static void type(Page page, String move) {
        page.fill("#move-text", move);
        page.press("#move-text", "Enter");
    }

    @Test
    void movesAreShownAndTypedInNumberedSquaresOrAlgebraicAsChosen() {
        JsonNode catalog = web.get("/api/catalog");
        JsonNode checkers = null;
        for (JsonNode g : catalog.get("games"))
            if (g.get("id").asText().equals("checkers")) checkers = g;
        assertThat(checkers.at("/squareNumbers/g1").asText()).isEqualTo("1");
        assertThat(checkers.at("/squareNumbers/b8").asText()).isEqualTo("32");
        assertThat(checkers.get("squareNumbers").size()).isEqualTo(32);
        assertThat(checkers.get("notations").toString()).contains("\"numeric\"");

        JsonNode created = web.createGame(Map.of("game", "checkers", "opponent", "hotseat"));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            assertThat(page.getAttribute("#move-text", "placeholder"))
                    .matches("e\\.g\\. \\d+-\\d+");
            // A click selects c3, and the page names it by its number.
            page.click(Ui.square("c3"));
            page.waitForSelector("#feedback:has-text('11 selected')");
            page.click(Ui.square("d4"));
            Ui.waitForPly(page, 1);
            assertThat(moveList(page)).containsExactly("11-15");
            assertThat(page.textContent("#last-move")).isEqualTo("last move 11-15");
            // Typed in numbers: a step, then a capture.
            type(page, "22-18");
            Ui.waitForPly(page, 2);
            type(page, "15x22");
            Ui.waitForPly(page, 3);
            assertThat(moveList(page)).containsExactly("11-15", "22-18", "15x22");
            assertThat(web.state(id).get("moves").toString())
                    .isEqualTo("[\"c3-d4\",\"f6-e5\",\"d4xf6\"]");
            // A square that does not exist, and a move that is not legal, are explained, not sent.
            type(page, "40-44");
            page.waitForSelector("#feedback:has-text('there is no square 40')");
            type(page, "25-22");
            page.waitForSelector("#feedback:has-text('25-22 is not legal here')");
            assertThat(page.textContent("#feedback")).contains("From 25: 25x18");
            // The squares carry their numbers by default, and the board no a-h/1-8 beside them.
            assertThat(page.locator(".board-wrap .square-number").count()).isEqualTo(32);
            assertThat(page.locator(".board-wrap .coord").count()).isZero();
            // The move list counts full moves, as a PDN record does: "1. 11-15 22-18 2. 15x22".
            assertThat(
                            page.locator("#move-list button.move[data-n]")
                                    .evaluateAll("bs => bs.map(b => b.dataset.n)"))
                    .isEqualTo(List.of("1.", "2."));
            assertThat(page.textContent("#move-count")).isEqualTo("Move 2");
            assertThat(web.text("/api/games/" + id + "/record?format=pdn"))
                    .contains("1. 11-15 22-18 2. 15x22");

            // The setting: algebraic moves, and the numbers on the board.
            page.selectOption("#pref-notation", "algebraic");
            page.waitForFunction(
                    "() => document.querySelector('#move-list button.move[data-ply=\"1\"]').textContent === 'c3-d4'");
            assertThat(moveList(page)).containsExactly("c3-d4", "f6-e5", "d4xf6");
            assertThat(page.textContent("#last-move")).isEqualTo("last move d4xf6");
            page.uncheck("#pref-square-numbers");
            page.waitForSelector(".board-wrap .coord");
            assertThat(page.locator(".board-wrap .square-number").count()).isZero();
            page.check("#pref-square-numbers");
            page.waitForSelector(".board-wrap .square-number");
            assertThat(page.locator(".board-wrap .square-number").count()).isEqualTo(32);
            assertThat(page.textContent(".board-wrap [data-sq=c3] .square-number")).isEqualTo("11");
            assertThat(page.textContent(".board-wrap [data-sq=b8] .square-number")).isEqualTo("32");
            assertThat(page.getAttribute(Ui.square("c3"), "aria-label")).endsWith("square 11");

            // Kept in this browser: after a reload the page still shows algebraic and the numbers;
            // typed numbers are still read.
            page.reload();
            Ui.waitForTurn(page);
            assertThat(moveList(page)).containsExactly("c3-d4", "f6-e5", "d4xf6");
            assertThat(page.locator(".board-wrap .square-number").count()).isEqualTo(32);
            type(page, "25x18");
            Ui.waitForPly(page, 4);
            assertThat(moveList(page)).containsExactly("c3-d4", "f6-e5", "d4xf6", "g7xe5");

            // Back to numbers, the numbers off the board.
            page.selectOption("#pref-notation", "numeric");
            page.uncheck("#pref-square-numbers");
            assertThat(moveList(page)).containsExactly("11-15", "22-18", "15x22", "25x18");
            assertThat(page.locator(".board-wrap .square-number").count()).isZero();
            // A hint names its move in numbers too.
            page.click("#actions button[data-action=hint]");
            page.waitForSelector(
                    "#feedback:has-text('Hint:')",
                    new Page.WaitForSelectorOptions().setTimeout(30_000));
            assertThat(page.textContent("#feedback")).matches("Hint: \\d+[-x]\\d+.*");
        }
    }

    @Test
    void aGameWithoutNumberedSquaresStaysAlgebraicAndOffersNoSetting() {
        JsonNode created = web.createGame(Map.of("game", "madrooks", "opponent", "hotseat"));
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            String move = Ui.legalMoves(created.get("state")).get(0);
            type(page, move);
            Ui.waitForPly(page, 1);
            assertThat(moveList(page)).containsExactly(move);
            assertThat(page.locator("#pref-notation").count()).isZero();
            assertThat(page.locator("#pref-square-numbers").count()).isZero();
        }
    }
}
