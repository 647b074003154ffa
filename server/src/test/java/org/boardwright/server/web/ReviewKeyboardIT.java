package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Looking back with the mouse and the keyboard (a move click shows the position after it; the arrow
 * keys, Home and End step; the piece counts follow), and the board as one tab stop that keeps the
 * focus after a move made with the keys, with an announcement that says who moved.
 */
@ExtendWith(WebFixture.Provider.class)
class ReviewKeyboardIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
    }

    private static String tally(Page page) {
        return page.textContent("#tally");
    }

    /** The start of the tally as the page writes it for a Mad Rooks board (R red, B blue). */
    private static String tallyOf(JsonNode state) {
        long red = Ui.pieces(state).stream().filter(sq -> sq.endsWith("=R")).count();
        long blue = Ui.pieces(state).stream().filter(sq -> sq.endsWith("=B")).count();
        return "Red: "
                + red
                + " on the board"
                + (red < 32 ? ", " + (32 - red) + " taken" : "")
                + " · Blue: "
                + blue
                + " on the board";
    }

    @Test
    void aMoveClickShowsThePositionAfterItAndTheKeysStep() {
        JsonNode created = web.createGame(Map.of("game", "madrooks", "opponent", "hotseat"));
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        SplittableRandom rng = new SplittableRandom(7);
        List<JsonNode> states = new ArrayList<>(List.of(created.get("state")));
        // Captures only, so the counts change from position to position.
        for (int i = 0; i < 4; i++) {
            JsonNode last = states.get(states.size() - 1);
            List<String> captures =
                    Ui.legalMoves(last).stream().filter(m -> m.contains("x")).toList();
            String move =
                    captures.isEmpty()
                            ? Ui.pick(last, rng)
                            : captures.get(rng.nextInt(captures.size()));
            states.add(web.post("/api/games/" + id + "/moves", Map.of("move", move), token));
        }
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForPly(page, 4);
            page.click("#move-list button.move[data-ply=\"1\"]");
            page.waitForSelector(".board-wrap.looking-back[data-ply=\"1\"]");
            assertThat(Ui.pieces(page))
                    .containsExactlyInAnyOrderElementsOf(Ui.pieces(states.get(1)));
            assertThat(page.textContent("#looking-at")).startsWith("After 1. ");
            assertThat(tally(page)).startsWith(tallyOf(states.get(1)));

            page.keyboard().press("ArrowRight");
            page.waitForSelector(".board-wrap.looking-back[data-ply=\"2\"]");
            assertThat(Ui.pieces(page))
                    .containsExactlyInAnyOrderElementsOf(Ui.pieces(states.get(2)));
            assertThat(page.textContent("#looking-at")).startsWith("After 1... ");
            assertThat(tally(page)).startsWith(tallyOf(states.get(2)));
            page.keyboard().press("Home");
            page.waitForSelector(".board-wrap.looking-back[data-ply=\"0\"]");
            assertThat(tally(page)).startsWith(tallyOf(states.get(0)));
            page.keyboard().press("ArrowLeft"); // stays at the start
            page.keyboard().press("End");
            Ui.waitForPly(page, 4);
            assertThat(tally(page)).startsWith(tallyOf(states.get(4)));
            page.keyboard().press("ArrowLeft");
            page.waitForSelector(".board-wrap.looking-back[data-ply=\"3\"]");
        }
    }

    @Test
    void theBoardIsOneTabStopAndKeepsTheFocusAfterAMove() {
        JsonNode created = web.createGame(Map.of("game", "madrooks", "opponent", "hotseat"));
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            // Tabbing from the top reaches a square of the board, never the board as a whole.
            page.focus("#move-text");
            page.keyboard().press("Shift+Tab");
            for (int i = 0; i < 60; i++) {
                Object inBoard =
                        page.evaluate(
                                "() => !!document.activeElement.closest('.board-wrap, .board-col')");
                if ((Boolean) inBoard) break;
                page.keyboard().press("Shift+Tab");
            }
            assertThat(page.evaluate("() => document.activeElement.getAttribute('role')"))
                    .isEqualTo("gridcell");
            int cells =
                    ((Number)
                                    page.evaluate(
                                            "() => document.querySelectorAll('.board-wrap [data-sq][tabindex=\"0\"]').length"))
                            .intValue();
            assertThat(cells).isEqualTo(1);

            page.focus(Ui.square("a1"));
            page.keyboard().press("Enter"); // select a1
            page.keyboard().press("ArrowUp"); // to a2
            page.keyboard().press("Enter"); // a1 takes a2
            Ui.waitForPly(page, 1);
            page.waitForSelector("#announcer:has-text('Red played a1 takes a2')");
            assertThat(page.evaluate("() => document.activeElement.dataset.sq")).isEqualTo("a2");
        }
    }
}
