package org.boardwright.server.play;

import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Wire;

/**
 * What the seat waiting may do when the seat to move stays silent in a game without a running
 * clock: claim the win, or abort. A game with fewer than two chosen moves may be aborted by either
 * seat at any time.
 */
public final class Claims {

    enum Action {
        WIN,
        ABORT
    }

    private final GameRepository games;
    private final Clocks clocks;

    public Claims(GameRepository games, Clocks clocks) {
        this.games = games;
        this.clocks = clocks;
    }

    public void act(LiveGame g, Actor actor, String text) {
        Turns.requireActive(g);
        Action action = Wire.action(Action.class, text);
        Integer toMove = g.toMove();
        boolean waiting =
                !actor.both()
                        && toMove != null
                        && !actor.seat().equals(toMove)
                        && clocks.claimable(g);
        String silence =
                clocks.claimAfter().toHours()
                        + " hours of silence in a game without a running clock";
        switch (action) {
            case WIN -> {
                if (!waiting) {
                    throw Refusal.conflict(
                            "no claim: the win can be claimed only by the seat waiting, after "
                                    + silence);
                }
                games.change(
                        g,
                        d ->
                                d.winFor(
                                        actor.seat(),
                                        g.game.sideName(g.sideOf(toMove))
                                                + " did not move in time; "
                                                + g.game.sideName(g.sideOf(actor.seat()))
                                                + " claimed the win"));
            }
            case ABORT -> {
                if (g.play.chosenCount() >= 2 && !waiting) {
                    throw Refusal.conflict(
                            "a game with two moves or more can be aborted only by the seat waiting, after "
                                    + silence);
                }
                games.change(
                        g,
                        d -> {
                            d.outcome = Outcome.aborted();
                            d.offers = d.offers.withoutMoveOffers();
                            d.clock = d.clock.stopped();
                        });
            }
        }
    }
}
