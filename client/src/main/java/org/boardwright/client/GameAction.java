package org.boardwright.client;

/**
 * The actions around the moves (docs/API.md, "Around the moves" and "Time"): each is a {@code POST
 * /api/games/{id}/<endpoint>} with {@code {"action": ...}}, answered with the new state.
 */
public enum GameAction {
    DRAW_OFFER("draw", "offer"),
    DRAW_ACCEPT("draw", "accept"),
    DRAW_DECLINE("draw", "decline"),
    DRAW_CLAIM("draw", "claim"),
    TAKEBACK_REQUEST("takeback", "request"),
    TAKEBACK_ACCEPT("takeback", "accept"),
    TAKEBACK_DECLINE("takeback", "decline"),
    REMATCH_OFFER("rematch", "offer"),
    REMATCH_ACCEPT("rematch", "accept"),
    REMATCH_DECLINE("rematch", "decline"),
    /** The opponent's clock fell and its time to come back has passed (see Time). */
    CLAIM_WIN("claim", "win"),
    CLAIM_ABORT("claim", "abort");

    final String endpoint;
    final String action;

    GameAction(String endpoint, String action) {
        this.endpoint = endpoint;
        this.action = action;
    }
}
