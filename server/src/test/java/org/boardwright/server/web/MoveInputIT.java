package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The click-by-click move entry (web/js/moveinput.js) run in the browser on hand-made move lists:
 * the prefix tree over the legal moves, and the explanations of typed moves.
 */
@ExtendWith(WebFixture.Provider.class)
class MoveInputIT {

    private static BrowserContext context;
    private static Page page;

    @BeforeAll
    static void start(WebFixture web) {
        context = web.newContext();
        page = context.newPage();
        page.navigate("/?about");
    }

    @AfterAll
    static void stop() {
        if (context != null) context.close();
    }

    /**
     * Clicks the squares in turn on a MoveInput over these legal moves; returns each click's
     * outcome.
     */
    @SuppressWarnings("unchecked")
    private static List<String> clicks(List<String> legal, String... squares) {
        return (List<String>)
                page.evaluate(
                        "async ([legal, squares]) => {"
                                + " const { MoveInput } = await import('/js/moveinput.js');"
                                + " const input = new MoveInput(legal);"
                                + " return squares.map(sq => { const r = input.click(sq);"
                                + "   return r.kind + (r.move ? ' ' + r.move : '') + ' [' + [...input.targets().keys()].sort().join(',') + ']'; }); }",
                        List.of(legal, List.of(squares)));
    }

    @Test
    void aJumpChainIsEnteredOneLandingAtATimeWithOnlyLegalContinuations() {
        List<String> legal = List.of("c3xe5xg7", "c3xe5xc7", "a1-b2", "pass");
        assertThat(clicks(legal, "c3", "e5", "g7"))
                .containsExactly("select [e5]", "extend [c7,g7]", "move c3xe5xg7 []");
        // A square off the tree is refused and the selection stays.
        assertThat(clicks(legal, "c3", "d4", "e5"))
                .containsExactly("select [e5]", "reject [e5]", "extend [c7,g7]");
        // Clicking the origin again lets go; another piece can be taken instead.
        assertThat(clicks(legal, "c3", "c3", "a1", "b2"))
                .containsExactly("select [e5]", "deselect []", "select [b2]", "move a1-b2 []");
        assertThat(clicks(legal, "h8")).containsExactly("reject []");
    }

    @Test
    void twistChainsMixStepsAndJumpsAndMayEndWhereTheyBegan() {
        List<String> legal =
                List.of("e5-f6-g5", "e5-f6-g7", "e5-d6-e7-f6-e5", "e5-d6xb8", "a1-c3xe5");
        assertThat(clicks(legal, "e5", "f6", "g5"))
                .containsExactly("select [d6,f6]", "extend [g5,g7]", "move e5-f6-g5 []");
        assertThat(clicks(legal, "e5", "d6", "e7", "f6", "e5"))
                .containsExactly(
                        "select [d6,f6]",
                        "extend [b8,e7]",
                        "extend [f6]",
                        "extend [e5]",
                        "move e5-d6-e7-f6-e5 []");
        assertThat(clicks(legal, "a1", "c3", "e5"))
                .containsExactly("select [c3]", "extend [e5]", "move a1-c3xe5 []");
    }

    @Test
    void aMoveThatCouldAlsoGoOnEndsWhenItsLastSquareIsClickedAgain() {
        List<String> legal = List.of("b2-c3", "b2-c3-d4");
        assertThat(clicks(legal, "b2", "c3", "c3"))
                .containsExactly("select [c3]", "extend [d4]", "move b2-c3 []");
        assertThat(clicks(legal, "b2", "c3", "d4"))
                .containsExactly("select [c3]", "extend [d4]", "move b2-c3-d4 []");
    }

    @Test
    void replacementAndEdgeCapturesAreOneClickOnTheVictim() {
        List<String> legal = List.of("a1xa2", "a1xb1", "a9xa10", "b9xd9xd10");
        assertThat(clicks(legal, "a1", "a2")).containsExactly("select [a2,b1]", "move a1xa2 []");
        assertThat(clicks(legal, "a9", "a10")).containsExactly("select [a10]", "move a9xa10 []");
        assertThat(clicks(legal, "b9", "d9", "d10"))
                .containsExactly("select [d9]", "extend [d10]", "move b9xd9xd10 []");
    }

    @Test
    @SuppressWarnings("unchecked")
    void typedMovesAreCheckedAndExplained() {
        List<String> answer =
                (List<String>)
                        page.evaluate(
                                "async () => { const { checkTyped } = await import('/js/moveinput.js');"
                                        + " const legal = ['a1xa2', 'a1xb1', 'swap'];"
                                        + " return [checkTyped('a1xa2', legal), checkTyped(' A1XB1 ', legal), checkTyped('swap', legal),"
                                        + "  checkTyped('a1-a5', legal), checkTyped('c3-c4', legal), checkTyped('fly', legal), checkTyped('', legal)]"
                                        + "  .map(r => r.move ? 'ok ' + r.move : r.reason); }");
        assertThat(answer)
                .containsExactly(
                        "ok a1xa2",
                        "ok a1xb1",
                        "ok swap",
                        "a1-a5 is not legal here. From a1: a1xa2, a1xb1.",
                        "c3-c4 is not legal here: nothing can move from c3 now.",
                        "\"fly\" is not move notation. Moves look like a1xa2, a1xb1, swap.",
                        "Type a move, for example a1xa2.");
    }
}
