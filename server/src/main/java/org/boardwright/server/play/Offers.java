package org.boardwright.server.play;

/**
 * The open offers of a game, each the seat that made it (null: none): a draw, a takeback, a
 * rematch; and the rematch game once it was made.
 */
record Offers(Integer draw, Integer takeback, Integer rematch, String rematchGameId) {

    static final Offers NONE = new Offers(null, null, null, null);

    Offers withDraw(Integer seat) {
        return new Offers(seat, takeback, rematch, rematchGameId);
    }

    Offers withTakeback(Integer seat) {
        return new Offers(draw, seat, rematch, rematchGameId);
    }

    Offers withRematch(Integer seat) {
        return new Offers(draw, takeback, seat, rematchGameId);
    }

    Offers withRematchGame(String id) {
        return new Offers(draw, takeback, null, id);
    }

    /** The offers that lapse when the game moves on or ends: draw and takeback. */
    Offers withoutMoveOffers() {
        return new Offers(null, null, rematch, rematchGameId);
    }
}
