package org.boardwright.server.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** What a person does on the game page, and what the tests read back from it. */
final class Ui {
    private Ui() {}

    /**
     * The stops of a board move ("a1-c3xe5" -> a1, c3, e5), or an empty list for pass, swap, ...
     */
    static List<String> stops(String move) {
        if (!move.matches("[a-z]\\d+([-x][a-z]\\d+)+")) return List.of();
        return List.of(move.split("[-x]"));
    }

    /** Enters a move as a person would: a click on each stop, or on the move's button. */
    static void play(Page page, String move) {
        List<String> stops = stops(move);
        if (stops.isEmpty()) {
            String button = "#specials button[data-move=\"" + move + "\"]";
            boolean declaration = "DECLARATION".equals(page.getAttribute(button, "data-kind"));
            page.click(button);
            // A declaration spends an option: the page asks first.
            if (declaration) page.click("#declaration-confirm button[data-action=declare-confirm]");
            return;
        }
        for (String sq : stops) page.click(square(sq));
    }

    static String square(String sq) {
        return ".board-wrap [data-sq=\"" + sq + "\"]";
    }

    /** Waits until the page shows the live position at this ply. */
    static void waitForPly(Page page, int ply) {
        page.waitForSelector(
                ".board-wrap[data-ply=\"" + ply + "\"]:not(.looking-back)",
                new Page.WaitForSelectorOptions().setTimeout(30_000));
    }

    /** Waits until the page shows the live position at this ply or a later one. */
    static void waitForPlyAtLeast(Page page, int ply) {
        page.waitForFunction(
                "n => { const b = document.querySelector('.board-wrap');"
                        + " return b && !b.classList.contains('looking-back') && Number(b.dataset.ply) >= n; }",
                ply,
                new Page.WaitForFunctionOptions().setTimeout(30_000));
    }

    /** Waits until the board takes clicks (the page's seat is to move). */
    static void waitForTurn(Page page) {
        page.waitForSelector(
                "svg.board.interactive", new Page.WaitForSelectorOptions().setTimeout(30_000));
    }

    static void waitForStatus(Page page, String status) {
        page.waitForSelector(
                "#status[data-status=\"" + status + "\"]",
                new Page.WaitForSelectorOptions().setTimeout(30_000));
    }

    /** Every square's contents as the board shows them, rows from the top as drawn. */
    @SuppressWarnings("unchecked")
    static List<String> pieces(Page page) {
        return (List<String>)
                page.evaluate(
                        "() => [...document.querySelectorAll('.board-wrap [data-sq]')]"
                                + ".map(c => c.dataset.sq + '=' + c.dataset.piece)");
    }

    /** The board of an API state in the same form as {@link #pieces} (not flipped). */
    static List<String> pieces(JsonNode state) {
        List<String> out = new ArrayList<>();
        JsonNode board = state.get("board");
        int h = board.size();
        for (int row = 0; row < h; row++) {
            JsonNode r = board.get(row);
            for (int x = 0; x < r.size(); x++)
                out.add((char) ('a' + x) + String.valueOf(h - row) + "=" + r.get(x).asText());
        }
        return out;
    }

    static List<String> legalMoves(JsonNode state) {
        List<String> moves = new ArrayList<>();
        state.get("legalMoves").forEach(m -> moves.add(m.asText()));
        return moves;
    }

    static String pick(JsonNode state, SplittableRandom rng) {
        List<String> moves = legalMoves(state);
        return moves.get(rng.nextInt(moves.size()));
    }

    static void hidden(Page page, String selector) {
        page.waitForSelector(
                selector, new Page.WaitForSelectorOptions().setState(WaitForSelectorState.HIDDEN));
    }

    /** A new page at {@code path} that fails the test on any script error. */
    static Page open(com.microsoft.playwright.BrowserContext context, String path) {
        Page page = context.newPage();
        page.onPageError(
                e -> {
                    throw new AssertionError("page error: " + e);
                });
        page.navigate(path);
        return page;
    }
}
