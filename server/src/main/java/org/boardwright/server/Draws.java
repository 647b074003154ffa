package org.boardwright.server;

import org.boardwright.engine.Result;

/** Draws by agreement, in the games whose descriptor allows them: offer, accept, decline. */
final class Draws {

    enum Action {
        OFFER,
        ACCEPT,
        DECLINE
    }

    private final GameRepository games;

    Draws(GameRepository games) {
        this.games = games;
    }

    void act(LiveGame g, Actor actor, String text) {
        Turns.requireActive(g);
        if (!g.game.descriptor().drawsByAgreement()) {
            throw ApiException.conflict(g.game.name() + " has no draws");
        }
        Action action = Wire.action(Action.class, text);
        Integer offer = g.offers.draw();
        switch (action) {
            case OFFER -> {
                int seat = Seating.speakingSeat(g, actor);
                if (offer != null) {
                    throw ApiException.conflict("a draw offer is already open");
                }
                if (g.seats[1 - seat].isComputer()) {
                    throw ApiException.conflict("the computer declines draw offers: it plays on");
                }
                games.change(g, d -> d.offers = d.offers.withDraw(seat));
            }
            case ACCEPT, DECLINE -> {
                if (offer == null) {
                    throw ApiException.conflict("no draw was offered");
                }
                if (!actor.both() && actor.seat().equals(offer)) {
                    throw ApiException.conflict(
                            "only the opponent of the seat that offered can answer");
                }
                games.change(
                        g,
                        d -> {
                            if (action == Action.ACCEPT) {
                                d.finish(Result.DRAW, null, "Draw agreed", false);
                            } else {
                                d.offers = d.offers.withDraw(null);
                            }
                        });
            }
        }
    }
}
