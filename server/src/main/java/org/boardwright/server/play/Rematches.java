package org.boardwright.server.play;

import org.boardwright.server.common.RateLimit;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Wire;

/**
 * Rematches after a game: offered by one seat and accepted (or declined) by the other, at once
 * against the computer or in hot-seat. A rematch is a new game: it counts against the address's
 * games per minute like any other.
 */
public final class Rematches {

    enum Action {
        OFFER,
        ACCEPT,
        DECLINE
    }

    private final GameRepository games;
    private final GameCreation creation;
    private final RateLimit creations;

    public Rematches(GameRepository games, GameCreation creation, RateLimit creations) {
        this.games = games;
        this.creation = creation;
        this.creations = creations;
    }

    /**
     * Offers, accepts or declines a rematch; returns the new game once made (null while an offer
     * waits, and after a decline). A rematch counts against the games per minute of the client's
     * address and of its account ({@code accountKey}, null when not signed in).
     */
    public LiveGame act(LiveGame g, Actor actor, String text, String client, String accountKey) {
        if (g.isActive()) {
            throw Refusal.conflict("a rematch can be offered only after the game");
        }
        if (g.offers.rematchGameId() != null) {
            throw Refusal.conflict(
                    "the rematch was already made: game " + g.offers.rematchGameId());
        }
        Action action = Wire.action(Action.class, text);
        Integer offer = g.offers.rematch();
        if (action == Action.DECLINE) {
            // Only the other seat's open offer can be declined; the offer goes, nothing else
            // changes.
            if (offer == null || actor.both() || offer.equals(actor.seat())) {
                throw Refusal.conflict("no rematch was offered by the other seat");
            }
            games.change(g, d -> d.offers = d.offers.withRematch(null));
            return null;
        }
        boolean accepted =
                actor.both() || g.hasComputer() || (offer != null && !offer.equals(actor.seat()));
        if (!accepted) {
            if (action == Action.ACCEPT) {
                throw Refusal.conflict("no rematch was offered by the other seat");
            }
            games.change(g, d -> d.offers = d.offers.withRematch(actor.seat()));
            return null;
        }
        if (!creations.allow(games.now(), client, accountKey)) {
            throw GameCreation.tooManyGames();
        }
        LiveGame next = creation.rematchOf(g, client);
        Draft d = g.draft();
        d.offers = d.offers.withRematchGame(next.id());
        games.commit(g, d, next);
        return next;
    }
}
