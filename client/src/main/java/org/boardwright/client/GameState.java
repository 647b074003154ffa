package org.boardwright.client;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A game's state as the API sends it ({@code GET /api/games/{id}}, a move's answer, a WebSocket
 * push; docs/API.md, "The game state"), as seen by one viewer. The fields callers act on are read
 * here; the rest is in {@link #json()}.
 */
public record GameState(JsonNode json) {

    public String id() {
        return json.path("id").asText();
    }

    /** The game's spec, e.g. {@code checkers} or {@code monkeyqueen:ivory=25}. */
    public String spec() {
        return json.path("spec").asText();
    }

    /** {@code active}, {@code finished} or {@code aborted}. */
    public String status() {
        return json.path("status").asText();
    }

    public boolean isActive() {
        return status().equals("active");
    }

    /** The number of moves played (dice rolls and passes included); -1 when missing. */
    public int ply() {
        return json.path("ply").asInt(-1);
    }

    /** The seat to move; empty when the game is over. */
    public OptionalInt toMove() {
        return seatIn(json.path("toMove"));
    }

    /** The viewer's seat; empty for a watcher and for the one token of a hot-seat game. */
    public OptionalInt you() {
        return seatIn(json.path("you"));
    }

    /** The one token of a hot-seat game: {@code "you": "both"}. */
    public boolean youAreBothSeats() {
        return json.path("you").asText().equals("both");
    }

    /** The winning seat; empty while playing, for a draw and for an aborted game. */
    public OptionalInt winner() {
        return seatIn(json.path("winner"));
    }

    /** The legal moves of the seat to move, sorted; empty when the game is over. */
    public List<String> legalMoves() {
        return texts(json.path("legalMoves"));
    }

    /** Every move played, in order. */
    public List<String> moves() {
        return texts(json.path("moves"));
    }

    /** {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}; null while playing. */
    public String result() {
        return json.path("result").asText(null);
    }

    /** The computer is choosing its move. */
    public boolean thinking() {
        return json.path("thinking").asBoolean();
    }

    private static OptionalInt seatIn(JsonNode node) {
        return node.isInt() ? OptionalInt.of(node.asInt()) : OptionalInt.empty();
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>(array.size());
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
