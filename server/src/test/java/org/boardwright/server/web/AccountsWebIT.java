package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.util.ArrayList;
import java.util.List;
import org.boardwright.server.ratings.Glicko2;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Two people sign up in two browsers; one posts a rated challenge, the other sees it appear in the
 * lobby without reloading and accepts; both land in the game, play and one resigns; both ratings
 * move by the Glicko-2 amounts and show on the player pages; the header's "Your turn" count shows
 * on the page of the player to move only; the first player, signing in in a third browser, finds
 * the game among their games.
 */
@ExtendWith(WebFixture.Provider.class)
class AccountsWebIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
    }

    private static void signUp(Page page, String name) {
        page.navigate("/");
        page.click("#signin-open");
        page.fill(".signin input[name=username]", name);
        page.fill(".signin input[name=password]", "correct horse");
        page.fill(".signin input[name=password-again]", "correct horse");
        page.click(".signin button[data-action=signup]");
        page.waitForSelector("#me-link:text-is('" + name + "')");
    }

    private static void hidden(Page page, String selector) {
        page.waitForSelector(
                selector, new Page.WaitForSelectorOptions().setState(WaitForSelectorState.HIDDEN));
    }

    @Test
    void twoPlayersMeetInTheLobbyPlayARatedGameAndSeeTheirNewRatings() {
        String alice = "alice" + (System.nanoTime() % 100000);
        String bob = "bob" + (System.nanoTime() % 100000);
        List<String> errors = new ArrayList<>();
        try (BrowserContext first = web.newContext();
                BrowserContext second = web.newContext();
                BrowserContext third = web.newContext()) {
            Page a = first.newPage();
            Page b = second.newPage();
            a.onPageError(errors::add);
            b.onPageError(errors::add);
            signUp(a, alice);
            signUp(b, bob);
            b.waitForSelector(".lobby");

            // Alice posts a rated Mad Rooks challenge; she moves first.
            a.selectOption(".challenge-form select[name=game]", "madrooks");
            a.selectOption(".challenge-form select[name=color]", "first");
            assertThat(a.isChecked(".challenge-form input[name=rated]")).isTrue();
            a.click("#post-challenge");

            // Bob sees it appear without reloading, and accepts.
            Locator row = b.locator(".lobby-table tr:has(a:text-is('" + alice + "'))");
            row.waitFor();
            assertThat(row.textContent()).contains("Mad Rooks").contains("Rated").contains("1500?");
            row.locator("button:text-is('Accept')").click();

            // Both are taken to the game: Alice by the lobby's push.
            b.waitForURL("**/g/*");
            a.waitForURL("**/g/*");
            assertThat(a.url()).isEqualTo(b.url());
            String id = a.url().substring(a.url().lastIndexOf('/') + 1);
            a.waitForSelector(".player-bar:has-text('" + alice + "')");
            a.waitForSelector(".player-bar:has-text('" + bob + "')");

            // Two moves each, entered by clicking, then Bob resigns.
            for (int ply = 0; ply < 4; ply++) {
                Page mover = ply % 2 == 0 ? a : b;
                Ui.waitForPly(mover, ply);
                Ui.waitForTurn(mover);
                // The header counts the games waiting for a player's move, and shows only then.
                mover.waitForSelector("#turn-count:text-is('Your turn: 1')");
                hidden(mover == a ? b : a, "#turn-count");
                JsonNode state = web.state(id);
                Ui.play(mover, state.get("legalMoves").get(0).asText());
                Ui.waitForPly(a, ply + 1);
            }
            b.click("#actions button[data-action=resign]");
            b.click("#actions button[data-action=resign]");
            Ui.waitForStatus(a, "finished");
            Ui.waitForStatus(b, "finished");
            hidden(a, "#turn-count");
            hidden(b, "#turn-count");

            Glicko2.Rating won =
                    Glicko2.update(Glicko2.Rating.INITIAL, List.of(new Glicko2.Game(1500, 350, 1)));
            Glicko2.Rating lost =
                    Glicko2.update(Glicko2.Rating.INITIAL, List.of(new Glicko2.Game(1500, 350, 0)));
            int aliceRating = (int) Math.round(won.rating());
            int bobRating = (int) Math.round(lost.rating());
            // The bars show each change.
            a.waitForSelector(".player-bar:has-text('+" + (aliceRating - 1500) + "')");

            // The player pages show the new ratings, the record and the chart.
            a.navigate("/@/" + alice);
            a.waitForSelector(".rating[data-game=madrooks] .rating-value");
            assertThat(a.textContent(".rating[data-game=madrooks] .rating-value"))
                    .isEqualTo(aliceRating + "?");
            // The chart: from 1500 to the rating after the one game.
            assertThat(a.locator(".rating[data-game=madrooks] .rating-chart circle").count())
                    .isEqualTo(2);
            assertThat(a.textContent(".tally tr[data-game=madrooks]")).contains("1").contains("0");
            b.navigate("/@/" + bob);
            b.waitForSelector(".rating[data-game=madrooks] .rating-value");
            assertThat(b.textContent(".rating[data-game=madrooks] .rating-value"))
                    .isEqualTo(bobRating + "?");

            // Alice on a third device finds the game among her games.
            Page c = third.newPage();
            c.navigate("/");
            c.click("#signin-open");
            c.fill(".signin input[name=username]", alice.toUpperCase());
            c.fill(".signin input[name=password]", "correct horse");
            c.click(".signin button[data-action=signin]");
            c.waitForSelector("#me-link:text-is('" + alice + "')");
            c.click("#me-link");
            c.waitForSelector(".player-games li[data-id='" + id + "']");
            assertThat(c.textContent(".player-games li[data-id='" + id + "']"))
                    .contains("Won")
                    .contains(bob);
        }
        assertThat(errors).isEmpty();
    }
}
