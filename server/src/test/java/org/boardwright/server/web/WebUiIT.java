package org.boardwright.server.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The web UI in a real Chromium against the real server: moves entered by clicking, as people do.
 * The tests read legal moves from the API to choose what to click, never to play.
 */
@ExtendWith(WebFixture.Provider.class)
class WebUiIT {

    private static WebFixture web;

    @BeforeAll
    static void start(WebFixture fixture) {
        web = fixture;
    }

    private static List<String> sorted(List<String> squares) {
        return new ArrayList<>(new TreeSet<>(squares));
    }

    @Test
    void twoBrowsersPlayAWholeGameOfMadRooksWhileSomeoneWatches() {
        JsonNode created =
                web.createGame(Map.of("game", "madrooks", "opponent", "friend", "color", "first"));
        String id = created.get("id").asText();
        try (BrowserContext red = web.newContext();
                BrowserContext blue = web.newContext();
                BrowserContext watcher = web.newContext()) {
            Page[] seats = {
                Ui.open(red, created.at("/links/play").asText()),
                Ui.open(blue, created.at("/links/invite").asText())
            };
            Page watching = Ui.open(watcher, created.at("/links/watch").asText());
            SplittableRandom rng = new SplittableRandom(7);
            JsonNode state = web.state(id);
            while (state.get("status").asText().equals("active")) {
                int ply = state.get("ply").asInt();
                Page mover = seats[state.get("toMove").asInt()];
                Ui.waitForPly(mover, ply);
                Ui.waitForTurn(mover);
                Ui.play(mover, Ui.pick(state, rng));
                Ui.waitForPly(mover, ply + 1); // the other page must catch up before its own click
                state = web.state(id);
                assertThat(state.get("ply").asInt()).isEqualTo(ply + 1);
            }
            int last = state.get("ply").asInt();
            for (Page p : List.of(seats[0], seats[1], watching)) Ui.waitForPly(p, last);
            for (Page p : List.of(seats[0], seats[1], watching)) {
                Ui.waitForStatus(p, "finished");
                assertThat(sorted(Ui.pieces(p))).isEqualTo(sorted(Ui.pieces(state)));
            }
            int winner = state.get("winner").asInt();
            assertThat(seats[winner].textContent("#status")).contains("You win");
            assertThat(seats[1 - winner].textContent("#status")).contains("You lose");
            assertThat(watching.textContent("#status"))
                    .contains(state.at("/seats/" + winner + "/color").asText() + " wins");
            assertThat(watching.locator("#move-list button.move").count()).isEqualTo(last + 1);
            // The record downloads with every move and the result.
            com.microsoft.playwright.Download download =
                    seats[0].waitForDownload(() -> seats[0].click("#actions [data-action=export]"));
            String record;
            try {
                record = java.nio.file.Files.readString(download.path());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            assertThat(record)
                    .contains("[Game \"madrooks\"]")
                    .contains(state.get("result").asText())
                    .contains(state.at("/moves/0").asText() + " " + state.at("/moves/1").asText());
        }
    }

    @Test
    void aGameAgainstTheComputerIsPlayedToItsEndFromTheHomePage() {
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, "/");
            page.click("[data-game=madrooks] summary");
            page.selectOption("[data-game=madrooks] select[name=color]", "first");
            page.selectOption("[data-game=madrooks] select[name=level]", "level:1");
            page.click("[data-game=madrooks] button[data-action=computer]");
            page.waitForURL("**/g/*");
            String id = page.url().replaceAll(".*/g/", "");
            SplittableRandom rng = new SplittableRandom(11);
            JsonNode state = web.state(id);
            assertThat(state.at("/seats/1/kind").asText()).isEqualTo("computer");
            while (true) {
                if (!state.get("status").asText().equals("active")) break;
                if (state.get("toMove").isInt() && state.get("toMove").asInt() == 0) {
                    int ply = state.get("ply").asInt();
                    Ui.waitForPly(page, ply);
                    Ui.waitForTurn(page);
                    Ui.play(page, Ui.pick(state, rng));
                    Ui.waitForPlyAtLeast(page, ply + 1);
                    state = web.state(id);
                } else {
                    int computersPly = state.get("ply").asInt();
                    state =
                            await().atMost(Duration.ofSeconds(30))
                                    .until(
                                            () -> web.state(id),
                                            s -> s.get("ply").asInt() > computersPly);
                }
            }
            Ui.waitForPly(page, state.get("ply").asInt());
            Ui.waitForStatus(page, "finished");
            assertThat(page.textContent("#status")).containsAnyOf("You win", "You lose");
            // After the game: the review walks the positions with the computer's evaluation,
            // each after the move that led to it.
            page.click("#actions button[data-action=review]");
            page.waitForSelector(
                    "#review:has-text('Evaluation')",
                    new Page.WaitForSelectorOptions().setTimeout(30_000));
            assertThat(page.textContent("#review")).contains("position 0 of");
            page.click("#review button:has-text('Next')");
            page.waitForSelector("#review:has-text('position 1 of')");
            page.waitForSelector(".board-wrap.looking-back[data-ply='1']");
            page.waitForSelector(
                    "#review:has-text('Evaluation')",
                    new Page.WaitForSelectorOptions().setTimeout(30_000));
            assertThat(page.textContent("#review"))
                    .contains("Played (Red): " + state.at("/moves/0").asText());
            // The arrow key steps on, as the button does.
            page.keyboard().press("ArrowRight");
            page.waitForSelector("#review:has-text('position 2 of')");
            page.waitForSelector(
                    "#review:has-text('Evaluation')",
                    new Page.WaitForSelectorOptions().setTimeout(30_000));
            assertThat(page.textContent("#review"))
                    .contains("Played (Blue): " + state.at("/moves/1").asText());
        }
    }

    @Test
    void aReloadInMidGameRestoresEverything() {
        JsonNode created =
                web.createGame(
                        Map.of(
                                "game",
                                "checkers",
                                "opponent",
                                "computer",
                                "level",
                                "level:1",
                                "color",
                                "first",
                                "clock",
                                Map.of("type", "clock", "minutes", 10, "increment", 5)));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForPly(page, 0);
            // The token moved from the address into this browser's storage.
            assertThat(page.url()).doesNotContain("#t=").endsWith("/g/" + id);
            assertThat((String) page.evaluate("() => localStorage.getItem('boardwright.games')"))
                    .contains(id);
            SplittableRandom rng = new SplittableRandom(3);
            for (int i = 0; i < 3; i++) {
                JsonNode state = web.state(id);
                Ui.waitForPly(page, state.get("ply").asInt());
                Ui.waitForTurn(page);
                Ui.play(page, Ui.pick(state, rng));
                Ui.waitForPly(
                        page, state.get("ply").asInt() + 2); // our move and the computer's reply
            }
            JsonNode before = web.state(id);
            List<String> movesBefore = page.locator("#move-list button.move").allTextContents();
            String redClock = page.textContent(".player-bar.bottom .clock");
            page.reload();
            Ui.waitForPly(page, before.get("ply").asInt());
            Ui.waitForTurn(page);
            assertThat(sorted(Ui.pieces(page))).isEqualTo(sorted(Ui.pieces(before)));
            assertThat(page.locator("#move-list button.move").allTextContents())
                    .isEqualTo(movesBefore);
            assertThat(page.textContent("#status")).contains("Your move (Red)");
            assertThat(page.textContent(".player-bar.bottom")).contains("Red").contains("You");
            assertThat(page.textContent(".player-bar.top")).contains("Computer");
            assertThat(redClock).matches("\\d+:\\d\\d");
            assertThat(page.textContent(".player-bar.bottom .clock")).matches("\\d+:\\d\\d");
            assertThat(page.textContent(".player-bar.top .clock")).matches("\\d+:\\d\\d");
            // Still our seat: a move after the reload lands.
            Ui.play(page, Ui.pick(before, rng));
            Ui.waitForPlyAtLeast(
                    page, before.get("ply").asInt() + 1); // the computer may already have answered
            assertThat(web.state(id).get("ply").asInt()).isGreaterThan(before.get("ply").asInt());
            // And the home page lists the game.
            page.navigate("/");
            page.waitForSelector(".saved a[href='/g/" + id + "']");
        }
    }

    @Test
    void aCheckersRepetitionOffersAClaimAndClaimingEndsTheGameDrawnWithTheReason() {
        String record =
                "[Game \"checkers\"]\n[Start \".......W/......../......../......../......../"
                        + "......../......../R....... r\"]\n\n*\n";
        JsonNode created = web.createGame(Map.of("opponent", "hotseat", "record", record));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            List<String> cycle = List.of("a1-b2", "h8-g7", "b2-a1", "g7-h8");
            for (int i = 0; i < 8; i++) {
                Ui.waitForPly(page, i);
                Ui.waitForTurn(page);
                assertThat(page.locator("button[data-action=draw-claim]").count()).isZero();
                Ui.play(page, cycle.get(i % 4));
            }
            Ui.waitForPly(page, 8);
            page.waitForSelector("button[data-action=draw-claim]");
            assertThat(page.textContent(".claim-reason")).contains("threefold repetition");
            page.click("button[data-action=draw-claim]");
            Ui.waitForStatus(page, "finished");
            assertThat(page.textContent("#status")).contains("threefold repetition");
            assertThat(web.state(id).get("result").asText()).isEqualTo("1/2-1/2");
        }
    }

    @Test
    void anIllegalClickChangesNothingAndIsExplained() {
        JsonNode created = web.createGame(Map.of("game", "madrooks", "opponent", "hotseat"));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            List<String> posts = new ArrayList<>();
            page.onRequest(
                    r -> {
                        if (r.method().equals("POST")) posts.add(r.url());
                    });
            List<String> board = Ui.pieces(page);

            page.click(Ui.square("b1")); // a Blue checker, Red to move
            assertThat(page.textContent("#feedback")).contains("b1").contains("not yours");
            // The board is a grid of labelled squares for screen readers.
            assertThat(page.getAttribute(".board-wrap svg", "role")).isEqualTo("grid");
            assertThat(page.getAttribute(Ui.square("a1"), "aria-label"))
                    .isEqualTo("a1, red checker");
            page.click(Ui.square("a1")); // Red: selected, its kills marked
            assertThat(page.locator(".board-wrap [data-sq=a1] .mark-selected").count())
                    .isEqualTo(1);
            assertThat(page.getAttribute(Ui.square("a2"), "aria-label"))
                    .isEqualTo("a2, blue checker, capture here");
            page.waitForSelector("#announcer:has-text('a1 selected')");
            page.click(Ui.square("c2")); // Blue, but not a destination of a1
            assertThat(page.textContent("#feedback"))
                    .contains("c2 is not a legal next stop from a1");
            assertThat(page.locator(".board-wrap [data-sq=a1] .mark-selected").count())
                    .isEqualTo(1);
            page.fill("#move-text", "a1-a5");
            page.press("#move-text", "Enter");
            assertThat(page.textContent("#feedback"))
                    .contains("a1-a5 is not legal here")
                    .contains("a1xa2");
            page.fill("#move-text", "hello");
            page.press("#move-text", "Enter");
            assertThat(page.textContent("#feedback")).contains("not move notation");

            assertThat(posts).isEmpty();
            assertThat(Ui.pieces(page)).isEqualTo(board);
            assertThat(web.state(id).get("ply").asInt()).isZero();
            assertThat(page.getAttribute(".board-wrap", "data-ply")).isEqualTo("0");
        }
    }

    @Test
    void monkeyQueenSwap() {
        JsonNode created =
                web.createGame(
                        Map.of(
                                "game",
                                "monkeyqueen:ivory=12,cigar=12",
                                "opponent",
                                "friend",
                                "color",
                                "first"));
        String id = created.get("id").asText();
        try (BrowserContext first = web.newContext();
                BrowserContext second = web.newContext()) {
            Page ivory = Ui.open(first, created.at("/links/play").asText());
            Page cigar = Ui.open(second, created.at("/links/invite").asText());
            Ui.waitForPly(cigar, 0);
            // The swap offer's box is laid out from the start: its coming moves nothing.
            List<BoundingBox> before = boxes(cigar, ".board-wrap", "#actions", "#move-list");
            Ui.waitForTurn(ivory);
            assertThat(ivory.textContent(".board-wrap [data-sq=g1]")).contains("12");
            Ui.play(ivory, "g1-g5");
            Ui.waitForPly(cigar, 1);
            Ui.waitForTurn(cigar);
            assertThat(cigar.textContent("#prompt")).contains("Swap?");
            assertThat(cigar.isVisible("#prompt .swap-prompt")).isTrue();
            assertSamePlace(before, boxes(cigar, ".board-wrap", "#actions", "#move-list"));
            Ui.play(cigar, "swap");
            Ui.waitForPly(ivory, 2);
            JsonNode state = web.state(id);
            // The first player now plays Cigar and moves; the page turns the board to his side.
            assertThat(state.at("/seats/0/color").asText()).isEqualTo("Cigar");
            assertThat(state.get("toMove").asInt()).isZero();
            Ui.waitForTurn(ivory);
            assertThat(ivory.textContent("#status")).contains("Your move (Cigar)");
            assertThat(ivory.textContent(".player-bar.bottom")).contains("Cigar").contains("You");
            assertThat(ivory.getAttribute(".board-wrap svg", "aria-label"))
                    .contains("Cigar at the bottom");
            // ... and says so in words.
            assertThat(ivory.textContent("#notice"))
                    .contains("The colours were swapped: you now play Cigar");
            assertThat(cigar.textContent("#status")).contains("Waiting for your opponent");
            // Once Cigar has answered, the offer's space is given back to the move list.
            assertThat(cigar.locator("#prompt .swap-prompt").count()).isZero();
        }
    }

    @Test
    void theInviteIsExchangedOnJoinAndTheBoxKeepsItsPlaceWhenTheFriendJoins() {
        JsonNode created =
                web.createGame(Map.of("game", "madrooks", "opponent", "friend", "color", "first"));
        try (BrowserContext host = web.newContext();
                BrowserContext friend = web.newContext()) {
            Page page = Ui.open(host, created.at("/links/play").asText());
            Ui.waitForPly(page, 0);
            // The home page keeps the invitation link with the game when it creates one; do the
            // same.
            page.evaluate(
                    "([id, link]) => { const key = 'boardwright.games'; const list = JSON.parse(localStorage.getItem(key));"
                            + " list.find((g) => g.id === id).invite = link; localStorage.setItem(key, JSON.stringify(list)); }",
                    List.of(
                            created.get("id").asText(),
                            web.baseUrl + created.at("/links/invite").asText()));
            page.reload();
            page.waitForSelector("#invite:not(.used) #invite-link");
            assertThat(page.isVisible("#invite .invite-note")).isFalse();
            List<BoundingBox> before = boxes(page, ".board-wrap", "#actions", "#move-list");
            // The host opening his own invitation link keeps his seat and uses nothing up.
            Page own = Ui.open(host, created.at("/links/invite").asText());
            Ui.waitForPly(own, 0);
            own.waitForSelector("#feedback:has-text('This is your invitation')");
            assertThat(own.textContent(".player-bar.bottom")).contains("You");
            own.close();
            Page friendPage = Ui.open(friend, created.at("/links/invite").asText());
            Ui.waitForPly(friendPage, 0);
            assertThat(friendPage.textContent(".player-bar.bottom")).contains("You");
            assertThat(friendPage.url()).doesNotContain("#i=");
            // The join is pushed to the host at once, before anybody moves.
            page.waitForSelector(
                    "#invite.used",
                    new Page.WaitForSelectorOptions().setState(WaitForSelectorState.ATTACHED));
            assertThat(web.state(created.get("id").asText()).get("ply").asInt()).isZero();
            assertThat(page.textContent("#invite .invite-note"))
                    .isEqualTo("Your friend has joined.");
            assertThat(page.isVisible("#invite-link")).isFalse();
            assertSamePlace(before, boxes(page, ".board-wrap", "#actions", "#move-list"));
        }
    }

    private static List<BoundingBox> boxes(Page page, String... selectors) {
        List<BoundingBox> list = new ArrayList<>();
        for (String selector : selectors) list.add(page.locator(selector).boundingBox());
        return list;
    }

    /** No layout jump: every element is where it was, to the pixel. */
    private static void assertSamePlace(List<BoundingBox> before, List<BoundingBox> after) {
        for (int i = 0; i < before.size(); i++) {
            BoundingBox b = before.get(i), a = after.get(i);
            assertThat(new double[] {a.x, a.y, a.width, a.height})
                    .as("box %d", i)
                    .containsExactly(
                            new double[] {b.x, b.y, b.width, b.height},
                            org.assertj.core.data.Offset.offset(0.5));
        }
    }

    @Test
    void takeBackDrawAndRematchBetweenTwoPeople() {
        JsonNode created =
                web.createGame(Map.of("game", "checkers", "opponent", "friend", "color", "first"));
        String id = created.get("id").asText();
        try (BrowserContext first = web.newContext();
                BrowserContext second = web.newContext()) {
            Page red = Ui.open(first, created.at("/links/play").asText());
            Page white = Ui.open(second, created.at("/links/invite").asText());
            Ui.waitForTurn(red);
            Ui.play(red, "c3-d4");
            Ui.waitForPly(white, 1);
            red.click("#actions button[data-action=takeback]");
            white.waitForSelector("#actions button[data-action=takeback-accept]").click();
            Ui.waitForPly(red, 0);
            Ui.waitForTurn(red);
            assertThat(web.state(id).get("moves").size()).isZero();

            Ui.play(red, "a3-b4");
            Ui.waitForPly(white, 1);
            red.click("#actions button[data-action=draw]");
            white.waitForSelector("#actions button[data-action=draw-accept]").click();
            for (Page p : List.of(red, white)) {
                Ui.waitForStatus(p, "finished");
                assertThat(p.textContent("#status")).contains("Drawn");
            }

            // A rematch offer says who makes it and can be declined.
            red.click("#actions button[data-action=rematch]");
            white.waitForSelector("#notice:has-text('Your opponent (Red) offers a rematch')");
            white.click("#actions button[data-action=rematch-decline]");
            red.waitForSelector("#notice:has-text('declined your rematch offer')");
            white.waitForSelector("#notice:has-text('You declined the rematch')");
            // Offered again and accepted, it takes both players to the new game.
            red.click("#actions button[data-action=rematch]");
            white.waitForSelector("#actions button[data-action=rematch-accept]").click();
            red.waitForURL(u -> !u.endsWith(id));
            white.waitForURL(u -> !u.endsWith(id));
            assertThat(white.url()).isEqualTo(red.url());
            // Colours swapped: the first player now has White, and his token still works.
            red.waitForSelector(".player-bar.bottom:has-text('White')");
            assertThat(red.textContent(".player-bar.bottom")).contains("You");
            assertThat(red.textContent("#status")).contains("Waiting for your opponent");
        }
    }

    @Test
    void aHintAndAResignationAgainstTheComputer() {
        JsonNode created =
                web.createGame(
                        Map.of(
                                "game",
                                "cage",
                                "opponent",
                                "computer",
                                "level",
                                "level:1",
                                "color",
                                "first"));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            page.click("#actions button[data-action=hint]");
            page.waitForSelector(
                    "#feedback:has-text('Hint:')",
                    new Page.WaitForSelectorOptions().setTimeout(30_000));
            assertThat(page.locator(".board-wrap .mark-hint").count()).isGreaterThanOrEqualTo(2);
            page.click("#actions button[data-action=resign]");
            assertThat(web.state(id).get("status").asText())
                    .isEqualTo("active"); // the first click only asks
            page.click("#actions button[data-action=resign]");
            Ui.waitForStatus(page, "finished");
            assertThat(page.textContent("#status")).contains("You lose");
        }
    }

    @Test
    void theThemeFollowsTheSystemUntilChosenAndStaysChosen() {
        try (BrowserContext context =
                web.browser.newContext(
                        new com.microsoft.playwright.Browser.NewContextOptions()
                                .setBaseURL(web.baseUrl)
                                .setColorScheme(
                                        com.microsoft.playwright.options.ColorScheme.DARK))) {
            Page page = Ui.open(context, "/?rules=cage");
            page.waitForSelector("h1:has-text('Rules of Cage')");
            assertThat(page.textContent("main"))
                    .contains("Mark Steere")
                    .contains("marksteeregames.com");
            String background = "() => getComputedStyle(document.body).backgroundColor";
            assertThat(page.evaluate(background))
                    .isEqualTo("rgb(21, 23, 26)"); // dark, from the system
            page.click("#theme-toggle");
            assertThat(page.getAttribute("html", "data-theme")).isEqualTo("light");
            assertThat(page.evaluate(background)).isEqualTo("rgb(247, 245, 240)");
            page.reload();
            page.waitForSelector("h1:has-text('Rules of Cage')");
            assertThat(page.evaluate(background)).isEqualTo("rgb(247, 245, 240)");
            page.click("#theme-toggle");
            assertThat(page.getAttribute("html", "data-theme")).isEqualTo("dark");
            page.click("#theme-toggle");
            assertThat(page.getAttribute("html", "data-theme")).isNull();
        }
    }

    @Test
    void clickingAnEarlierMoveShowsThatEarlierBoard() {
        JsonNode created = web.createGame(Map.of("game", "madrooks", "opponent", "hotseat"));
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        SplittableRandom rng = new SplittableRandom(5);
        List<JsonNode> states = new ArrayList<>(List.of(created.get("state")));
        for (int i = 0; i < 3; i++) {
            JsonNode last = states.get(states.size() - 1);
            states.add(
                    web.post(
                            "/api/games/" + id + "/moves",
                            Map.of("move", Ui.pick(last, rng)),
                            token));
        }
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForPly(page, 3);
            for (int ply : List.of(1, 0, 2)) {
                page.click("#move-list button.move[data-ply=\"" + ply + "\"]");
                page.waitForSelector(".board-wrap.looking-back[data-ply=\"" + ply + "\"]");
                assertThat(sorted(Ui.pieces(page)))
                        .as("ply " + ply)
                        .isEqualTo(sorted(Ui.pieces(states.get(ply))));
            }
            assertThat(sorted(Ui.pieces(states.get(1))))
                    .isNotEqualTo(sorted(Ui.pieces(states.get(3))));
            page.click("[data-action=live]");
            Ui.waitForPly(page, 3);
            assertThat(sorted(Ui.pieces(page))).isEqualTo(sorted(Ui.pieces(states.get(3))));
        }
    }

    @Test
    void theBoardCanBePlayedWithTheKeyboard() {
        JsonNode created = web.createGame(Map.of("game", "madrooks", "opponent", "hotseat"));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, created.at("/links/play").asText());
            Ui.waitForTurn(page);
            page.focus(Ui.square("a1"));
            page.keyboard().press("Enter"); // select a1
            page.keyboard().press("ArrowUp"); // to a2
            assertThat((String) page.evaluate("() => document.activeElement.dataset.sq"))
                    .isEqualTo("a2");
            page.keyboard().press("Enter"); // a1 takes a2
            Ui.waitForPly(page, 1);
            assertThat(web.state(id).at("/moves/0").asText()).isEqualTo("a1xa2");
            page.waitForSelector("#announcer:has-text('a1 takes a2')");
        }
    }

    @Test
    void monkeyQueenHeightsAreChosenOnTheHomePage() {
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, "/");
            String card = "[data-game=monkeyqueen] ";
            page.click(card + "summary");
            page.fill(card + "input[name=ivory]", "30");
            page.fill(card + "input[name=cigar]", "12");
            // The picture follows, with the start the server makes for these heights.
            page.waitForFunction(
                    "c => document.querySelector(c + '.picture [data-sq=g1]').textContent === '30'"
                            + " && document.querySelector(c + '.picture [data-sq=f12]').textContent === '12'",
                    card);
            assertThat(page.textContent(card + ".picture [data-sq=g1]")).isEqualTo("30");
            assertThat(page.textContent(card + ".picture [data-sq=f12]")).isEqualTo("12");
            page.click(card + "button[data-action=hotseat]");
            page.waitForURL("**/g/*");
            Ui.waitForTurn(page);
            String id = page.url().replaceAll(".*/g/", "");
            assertThat(web.state(id).get("spec").asText())
                    .isEqualTo("monkeyqueen:ivory=30,cigar=12");
            assertThat(page.getAttribute(Ui.square("g1"), "aria-label"))
                    .isEqualTo("g1, ivory queen, stack of 30");
            assertThat(page.getAttribute(Ui.square("f12"), "aria-label"))
                    .isEqualTo("f12, cigar queen, stack of 12");
        }
    }

    @Test
    void aForcedCagePassIsAnnounced() {
        // After d8xb8 Blue's checker on e5 has no legal move: the server passes for Blue.
        String record =
                "[Game \"cage\"]\n[Start \"........../........../..BR....../........../........../....B...../........../........../........../.......... r\"]\n\n*\n";
        try (BrowserContext context = web.newContext()) {
            Page page = context.newPage();
            String id = importRecord(page, record);
            Ui.waitForTurn(page);
            Ui.play(page, "d8xb8");
            Ui.waitForPly(page, 2);
            assertThat(web.state(id).get("moves").toString()).isEqualTo("[\"d8xb8\",\"pass\"]");
            assertThat(page.textContent("#feedback")).contains("Forced pass");
            page.waitForSelector("#announcer:has-text('passed')");
            assertThat(page.textContent("#status")).contains("Red to move");
        }
    }

    @Test
    void aRefusedStoredTokenFallsBackToWatching() {
        JsonNode created = web.createGame(Map.of("game", "madbishops", "opponent", "hotseat"));
        String id = created.get("id").asText();
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, "/");
            page.evaluate(
                    "id => localStorage.setItem('boardwright.games', JSON.stringify([{id, token: 'x'.repeat(43)}]))",
                    id);
            page.navigate("/g/" + id);
            Ui.waitForPly(page, 0);
            assertThat(page.textContent("#status")).contains("You are watching");
            assertThat(page.textContent("#feedback")).contains("refused");
            assertThat(page.locator("svg.board.interactive").count()).isZero();
        }
    }

    @Test
    void aFinishedRecordUploadedFromAFileOpensForReview() throws Exception {
        // A whole game played through the API, exported, then uploaded as a file on the home page.
        JsonNode created = web.createGame(Map.of("game", "madbishops", "opponent", "hotseat"));
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        JsonNode state = created.get("state");
        SplittableRandom rng = new SplittableRandom(21);
        while (state.get("status").asText().equals("active")) {
            state =
                    web.post(
                            "/api/games/" + id + "/moves",
                            Map.of("move", Ui.pick(state, rng)),
                            token);
        }
        String record = web.text("/api/games/" + id + "/record");
        java.nio.file.Path file = java.nio.file.Files.createTempFile("madbishops", ".txt");
        java.nio.file.Files.writeString(file, record);
        try (BrowserContext context = web.newContext()) {
            Page page = Ui.open(context, "/");
            page.setInputFiles("#import-title ~ .row input[type=file]", file);
            page.waitForFunction(
                    "() => document.querySelector('#import-title ~ textarea').value.includes('madbishops')");
            page.click("#import-button");
            page.waitForURL("**/g/*");
            Ui.waitForStatus(page, "finished");
            String imported = page.url().replaceAll(".*/g/", "");
            assertThat(imported).isNotEqualTo(id);
            assertThat(web.state(imported).get("moves")).isEqualTo(state.get("moves"));
            assertThat(page.textContent("#status")).contains(state.get("result").asText());
            assertThat(page.locator("#actions button[data-action=review]").count()).isEqualTo(1);
        } finally {
            java.nio.file.Files.deleteIfExists(file);
        }
    }

    private static String importRecord(Page page, String record) {
        page.navigate("/");
        page.fill("#import-title ~ textarea", record);
        page.click("#import-button");
        page.waitForURL("**/g/*");
        return page.url().replaceAll(".*/g/", "");
    }

    @Test
    void aTwistDeclarationShowsItsDice() {
        String record =
                "[Game \"twist\"]\n[Start \".W....../......../......../....R.../......../......../......../........ r options=1,0\"]\n\n*\n";
        try (BrowserContext context = web.newContext()) {
            Page page = context.newPage();
            String id = importRecord(page, record);
            Ui.waitForTurn(page);
            assertThat(page.textContent("#chance-panel"))
                    .contains("Red options: 1")
                    .contains("No dice yet");
            assertThat(page.locator("#specials button").allTextContents())
                    .contains(
                            "Declare pass",
                            "Declare an extra turn",
                            "Declare speed on e5",
                            "Declare initiative on e5");
            Ui.play(page, "speed:e5");
            page.waitForSelector("#dice svg.die >> nth=1");
            JsonNode state = web.state(id);
            JsonNode roll = state.at("/lastRoll");
            assertThat(page.getAttribute("#dice", "aria-label"))
                    .isEqualTo(
                            "Last throw: " + roll.get(0).asInt() + " and " + roll.get(1).asInt());
            assertThat(page.locator("#dice svg.die").first().getAttribute("aria-label"))
                    .isEqualTo("die showing " + roll.get(0).asInt());
            assertThat(page.textContent("#chance-panel"))
                    .contains("Red options: 0")
                    .contains(state.get("turnText").asText());
            assertThat(page.locator("#move-list button.move").allTextContents())
                    .contains(
                            "speed:e5", "roll " + roll.get(0).asInt() + "-" + roll.get(1).asInt());
        }
    }

    @Test
    void multiJumpsAreEnteredOneLandingSquareAtATime() {
        try (BrowserContext context = web.newContext()) {
            Page page = context.newPage();
            List<String> posts = new ArrayList<>();
            page.onRequest(
                    r -> {
                        if (r.method().equals("POST") && r.url().endsWith("/moves"))
                            posts.add(r.url());
                    });

            // Checkers: c3 takes d4 and f6.
            String id =
                    importRecord(
                            page,
                            "[Game \"checkers\"]\n[Start \"......../......../.....w../......../...w..../..r...../......../........ r\"]\n\n*\n");
            Ui.waitForTurn(page);
            page.click(Ui.square("c3"));
            page.click(Ui.square("e5"));
            assertThat(page.locator(".board-wrap [data-sq=e5] .mark-path").count()).isEqualTo(1);
            assertThat(page.locator(".board-wrap [data-sq=g7] .mark-jump").count()).isEqualTo(1);
            assertThat(posts).isEmpty();
            page.click(Ui.square("g7"));
            Ui.waitForPly(page, 1);
            assertThat(posts).hasSize(1);
            JsonNode state = web.state(id);
            assertThat(state.get("moves").get(0).asText()).isEqualTo("c3xe5xg7");
            assertThat(page.getAttribute(Ui.square("g7"), "data-piece")).isEqualTo("r");
            assertThat(page.getAttribute(Ui.square("d4"), "data-piece")).isEmpty();
            assertThat(page.getAttribute(Ui.square("f6"), "data-piece")).isEmpty();

            // Cage: c1 jumps c2 and c4; a step to b2 was also open, so the clicks decide.
            id =
                    importRecord(
                            page,
                            "[Game \"cage\"]\n[Start \".........B/........../........../........../........../........../..B......./........../..B......./..R....... r\"]\n\n*\n");
            Ui.waitForTurn(page);
            page.click(Ui.square("c1"));
            assertThat(page.locator(".board-wrap [data-sq=b2] .mark-target").count()).isEqualTo(1);
            page.click(Ui.square("c3"));
            assertThat(page.locator(".board-wrap [data-sq=b2] .mark-target").count()).isZero();
            page.click(Ui.square("c5"));
            Ui.waitForPly(page, 1);
            assertThat(web.state(id).get("moves").get(0).asText()).isEqualTo("c1xc3xc5");
            assertThat(page.getAttribute(Ui.square("c5"), "data-piece")).isEqualTo("R");
            assertThat(page.getAttribute(Ui.square("c4"), "data-piece")).isEmpty();
        }
    }
}
