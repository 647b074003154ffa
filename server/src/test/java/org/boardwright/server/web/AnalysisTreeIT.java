package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The analysis board with a whole game: opened from a game page it keeps the game's moves and the
 * player's side; a move tried there is a variation beside the main line, clicked and stepped to
 * with the keys, and deleted; the editor fits one screen; the Twist shows its options and dice.
 */
@ExtendWith(WebFixture.Provider.class)
class AnalysisTreeIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
    }

    /** The board of a checkers game after these moves, as the API gives it. */
    private static JsonNode after(List<String> moves) {
        JsonNode created = web.createGame(Map.of("game", "checkers", "opponent", "hotseat"));
        String id = created.get("id").asText();
        JsonNode state = created.get("state");
        for (String move : moves)
            state =
                    web.post(
                            "/api/games/" + id + "/moves",
                            Map.of("move", move),
                            created.get("token").asText());
        return state;
    }

    private static double top(Page page, String sq) {
        return page.locator(Ui.square(sq)).boundingBox().y;
    }

    private static void showsPly(Page page, int ply) {
        page.waitForSelector(".board-wrap[data-ply=\"" + ply + "\"]");
    }

    @Test
    void analysisFromAGameKeepsItsMovesTheSideAndTakesVariations() {
        JsonNode created =
                web.createGame(
                        Map.of(
                                "game",
                                "checkers",
                                "opponent",
                                "computer",
                                "color",
                                "second",
                                "level",
                                "level:1"));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForPly(page, 1);
            Ui.waitForTurn(page);
            Ui.play(page, Ui.legalMoves(web.state(id)).get(0));
            Ui.waitForPly(page, 3);
            List<String> moves = new ArrayList<>();
            web.state(id).get("moves").forEach(m -> moves.add(m.asText()));
            assertThat(moves).hasSize(3);

            page.click("#share a[data-action=analyse]");
            page.waitForSelector("#analysis-moves .tree-move");
            // The game's moves as the main line, the last position shown, White (the player) at the
            // bottom.
            assertThat(
                            page.locator("#analysis-moves > .tree-move")
                                    .evaluateAll("bs => bs.map(b => b.dataset.move)"))
                    .isEqualTo(moves);
            assertThat(page.textContent("#analysis-moves")).startsWith("1. ");
            showsPly(page, 3);
            assertThat(top(page, "a1")).isLessThan(top(page, "h8"));
            page.click("button[data-action=analysis-flip]");
            page.waitForSelector(".board-wrap[data-flipped=false]");
            assertThat(top(page, "a1")).isGreaterThan(top(page, "h8"));
            page.click("button[data-action=analysis-flip]");

            // Back to the start with Home, then another first move: a variation beside the main
            // line.
            page.click("main h1");
            page.keyboard().press("Home");
            showsPly(page, 0);
            String tried =
                    Ui.legalMoves(after(List.of())).stream()
                            .filter(m -> !m.equals(moves.get(0)))
                            .findFirst()
                            .orElseThrow();
            Ui.play(page, tried);
            page.waitForSelector(
                    "#analysis-moves .variation .tree-move.current[data-move=\"" + tried + "\"]");
            showsPly(page, 1);
            assertThat(Ui.pieces(page))
                    .containsExactlyInAnyOrderElementsOf(Ui.pieces(after(List.of(tried))));
            assertThat(page.locator("#analysis-moves > .tree-move").count()).isEqualTo(3);
            // The computer judges the variation, with the bar's legend.
            page.waitForSelector(
                    "#eval-legend", new Page.WaitForSelectorOptions().setTimeout(30_000));
            assertThat(page.textContent("#eval-legend")).contains("White").contains("Red");

            // The main line's first move, clicked, shows the game's position; the variation, its
            // own.
            page.click("#analysis-moves > .tree-move[data-ply=\"1\"]");
            page.waitForSelector("#analysis-moves > .tree-move.current[data-ply=\"1\"]");
            assertThat(Ui.pieces(page))
                    .containsExactlyInAnyOrderElementsOf(Ui.pieces(after(moves.subList(0, 1))));
            page.click("#analysis-moves .variation .tree-move[data-move=\"" + tried + "\"]");
            page.waitForSelector("#analysis-moves .variation .tree-move.current");
            assertThat(Ui.pieces(page))
                    .containsExactlyInAnyOrderElementsOf(Ui.pieces(after(List.of(tried))));

            // Keys: back to the start, on along the main line, to its end.
            page.keyboard().press("ArrowLeft");
            showsPly(page, 0);
            page.keyboard().press("ArrowRight");
            page.waitForSelector("#analysis-moves > .tree-move.current[data-ply=\"1\"]");
            page.keyboard().press("ArrowDown");
            page.waitForSelector("#analysis-moves .variation .tree-move.current");
            page.keyboard().press("End");
            page.waitForSelector("#analysis-moves .variation .tree-move.current");
            page.keyboard().press("ArrowUp");
            page.keyboard().press("End");
            page.waitForSelector("#analysis-moves > .tree-move.current[data-ply=\"3\"]");
            assertThat(Ui.pieces(page))
                    .containsExactlyInAnyOrderElementsOf(Ui.pieces(after(moves)));

            // The variation deleted; the main line stays and cannot be.
            Ui.hidden(page, "button[data-action=analysis-delete]");
            page.click("#analysis-moves .variation .tree-move");
            page.click("button[data-action=analysis-delete]");
            page.waitForSelector(
                    "#analysis-moves .variation",
                    new Page.WaitForSelectorOptions()
                            .setState(
                                    com.microsoft.playwright.options.WaitForSelectorState
                                            .DETACHED));
            showsPly(page, 0);
            assertThat(page.locator("#analysis-moves > .tree-move").count()).isEqualTo(3);
        }
    }

    @Test
    void theEditorFitsOneScreen() {
        try (BrowserContext context =
                web.browser.newContext(
                        new Browser.NewContextOptions()
                                .setBaseURL(web.baseUrl)
                                .setViewportSize(1280, 900))) {
            Page page = Ui.open(context, "/?analyse=checkers");
            page.waitForSelector("#editor svg.board");
            for (String selector :
                    List.of(
                            "#editor .editor-board",
                            "#editor .palette",
                            "#editor button[data-action=analyse]")) {
                BoundingBox box = page.locator(selector).boundingBox();
                assertThat(box.y + box.height).as(selector).isLessThanOrEqualTo(900);
                assertThat(box.x + box.width).as(selector).isLessThanOrEqualTo(1280);
                assertThat(box.x).as(selector).isGreaterThanOrEqualTo(0);
            }
            page.setViewportSize(390, 844);
            page.waitForFunction(
                    "() => document.querySelector('#editor .palette').getBoundingClientRect().right <= 390");
            assertThat(
                            (Boolean)
                                    page.evaluate(
                                            "() => document.documentElement.scrollWidth <= innerWidth"))
                    .isTrue();
            BoundingBox analyse = page.locator("#editor button[data-action=analyse]").boundingBox();
            assertThat(analyse.x + analyse.width).isLessThanOrEqualTo(390);
        }
    }

    @Test
    void theTwistShowsItsOptionsAndDice() {
        String start =
                ".W....../....w.w./......../....R.../......../..r...r./......../r....... r options=2,1";
        // Red declares an extra turn and throws 3 and 5 (a record keeps its dice).
        JsonNode created =
                web.createGame(
                        Map.of(
                                "opponent",
                                "hotseat",
                                "record",
                                "[Game \"twist\"]\n[Start \""
                                        + start
                                        + "\"]\n\nextra roll:3-5 *\n"));
        String id = created.get("id").asText();
        JsonNode state = created.get("state");
        assertThat(state.get("ply").asInt()).isEqualTo(2);
        JsonNode roll = state.get("lastRoll");
        try (BrowserContext context = web.newContext()) {
            Page page =
                    Ui.open(
                            context,
                            "/?analyse=twist&game="
                                    + id
                                    + "&ply="
                                    + state.get("ply").asInt()
                                    + "&side=0");
            page.waitForSelector("#chance-panel #dice svg");
            assertThat(page.locator("#dice svg").count()).isEqualTo(2);
            assertThat(page.getAttribute("#dice", "aria-label"))
                    .isEqualTo(
                            "Last throw: " + roll.get(0).asInt() + " and " + roll.get(1).asInt());
            assertThat(page.textContent("#chance-panel .counter"))
                    .contains(created.at("/state/counter/name").asText());
            // At the start, before the throw, no dice.
            page.click("main h1");
            page.keyboard().press("Home");
            page.waitForSelector("#dice:has-text('No dice yet')");
        }
    }
}
