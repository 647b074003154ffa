package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.boardwright.engine.Games;
import org.boardwright.engine.testgames.DiceRace;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A game neither the server nor the web page has heard of (the engine's test-only Dice Race,
 * registered here) is found on the home page and played to its end by clicking, with the dice
 * thrown by the server and shown in the dice panel: the page is driven by the catalogue's
 * descriptor alone.
 */
@ExtendWith(WebFixture.Provider.class)
class TestGameWebIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
        DiceRace.register();
    }

    @AfterAll
    static void stop() {
        Games.unregister("dicerace");
    }

    @Test
    void theDiceRaceIsFoundOnTheHomePageAndPlayedToItsEndByClicking() {
        try (BrowserContext context = web.newContext()) {
            Page page = context.newPage();
            List<String> errors = new ArrayList<>();
            page.onPageError(errors::add);
            page.navigate("/");
            Locator card = page.locator(".card:has(h2:text-is('Dice Race'))");
            card.waitFor();
            assertThat(card.textContent())
                    .contains("A test-only race of two pawns driven by a three-sided die.");
            assertThat(card.locator(".picture [data-sq]").count())
                    .isEqualTo(22); // 11 files, 2 ranks
            // Its one parameter, from the descriptor; the picture follows it.
            card.locator("summary").click();
            Locator target = card.locator("input[name=target]");
            assertThat(target.getAttribute("min")).isEqualTo("2");
            assertThat(target.getAttribute("max")).isEqualTo("25");
            assertThat(target.inputValue()).isEqualTo("10");
            target.fill("4");
            page.waitForFunction(
                    "c => c.querySelectorAll('.picture [data-sq]').length === 10",
                    card.elementHandle());
            card.locator("button[data-action=hotseat]").click();
            page.waitForURL("**/g/*");
            String id = page.url().replaceAll(".*/g/", "");
            JsonNode state = web.state(id);
            assertThat(state.get("spec").asText()).isEqualTo("dicerace:target=4");

            SplittableRandom rng = new SplittableRandom(17);
            int turns = 0;
            while (state.get("status").asText().equals("active")) {
                int ply = state.get("ply").asInt();
                Ui.waitForPly(page, ply);
                Ui.waitForTurn(page);
                // The server threw the die before this turn: the panel shows it.
                int die = state.at("/lastRoll/0").asInt();
                assertThat(page.locator("#dice svg.die").count()).isOne();
                assertThat(page.getAttribute("#dice svg.die", "aria-label"))
                        .isEqualTo("die showing " + die);
                assertThat(page.getAttribute("#dice", "aria-label"))
                        .isEqualTo("Last throw: " + die);
                Ui.play(page, Ui.pick(state, rng));
                Ui.waitForPlyAtLeast(page, ply + 1);
                state = web.state(id);
                assertThat(state.get("ply").asInt()).isGreaterThan(ply);
                assertThat(++turns).isLessThan(200);
            }
            Ui.waitForPly(page, state.get("ply").asInt());
            Ui.waitForStatus(page, "finished");
            String winner = state.at("/seats/" + state.get("winner").asInt() + "/color").asText();
            assertThat(page.textContent("#status"))
                    .contains(winner + " wins")
                    .contains("reached the last file");
            assertThat(new TreeSet<>(Ui.pieces(page))).isEqualTo(new TreeSet<>(Ui.pieces(state)));
            // The move list shows every throw as dice.
            int throwsPlayed = 0;
            for (JsonNode kind : state.get("moveKinds"))
                if (kind.asText().equals("CHANCE")) throwsPlayed++;
            assertThat(page.locator("#move-list button.move.roll").count())
                    .isEqualTo(throwsPlayed)
                    .isGreaterThan(1);
            assertThat(page.locator("#move-list button.move.roll svg.die").count())
                    .isEqualTo(throwsPlayed);
            // Nothing to draw by agreement, no swap, no counter: none of their controls.
            assertThat(page.locator("[data-action=draw]").count()).isZero();
            assertThat(page.locator("#prompt .swap-prompt").count()).isZero();
            assertThat(page.textContent("#chance-panel")).doesNotContain("options");
            assertThat(errors).isEmpty();
        }
    }
}
