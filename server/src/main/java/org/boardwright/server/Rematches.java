package org.boardwright.server;

/** Rematches after a game: offered by one seat and accepted by the other, at once against the computer or in hot-seat. */
final class Rematches {

    enum Action { OFFER, ACCEPT }

    private final GameRepository games;
    private final GameCreation creation;

    Rematches(GameRepository games, GameCreation creation) {
        this.games = games;
        this.creation = creation;
    }

    /** Offers or accepts a rematch; returns the new game once made (null while an offer waits). */
    LiveGame act(LiveGame g, Actor actor, String text) {
        if (g.isActive()) {
            throw ApiException.conflict("a rematch can be offered only after the game");
        }
        if (g.offers.rematchGameId() != null) {
            throw ApiException.conflict("the rematch was already made: game " + g.offers.rematchGameId());
        }
        Action action = Wire.action(Action.class, text);
        Integer offer = g.offers.rematch();
        boolean accepted = actor.both() || g.hasComputer() || (offer != null && !offer.equals(actor.seat()));
        if (!accepted) {
            if (action == Action.ACCEPT) {
                throw ApiException.conflict("no rematch was offered by the other seat");
            }
            games.change(g, d -> d.offers = d.offers.withRematch(actor.seat()));
            return null;
        }
        LiveGame next = creation.rematchOf(g);
        Draft d = g.draft();
        d.offers = d.offers.withRematchGame(next.id());
        games.commit(g, d, next);
        return next;
    }
}
