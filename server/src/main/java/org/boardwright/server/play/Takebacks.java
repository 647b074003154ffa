package org.boardwright.server.play;

import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Wire;

/**
 * Takebacks: to the start of the asking seat's last turn (its declarations and dice included).
 * Granted at once against the computer and in hot-seat; between two people the other seat answers.
 */
public final class Takebacks {

    enum Action {
        REQUEST,
        ACCEPT,
        DECLINE
    }

    private final GameRepository games;

    public Takebacks(GameRepository games) {
        this.games = games;
    }

    public void act(LiveGame g, Actor actor, String text) {
        Turns.requireActive(g);
        Action action = Wire.action(Action.class, text);
        Integer request = g.offers.takeback();
        switch (action) {
            case REQUEST -> {
                if (actor.both()) {
                    Integer last = g.play.lastChooser();
                    if (last == null) {
                        throw Refusal.conflict("there is no move to take back");
                    }
                    games.change(g, d -> takeBackTurn(d, last));
                } else if (g.seats[1 - actor.seat()].isComputer()) {
                    games.change(g, d -> takeBackTurn(d, actor.seat()));
                } else {
                    if (request != null) {
                        throw Refusal.conflict("a takeback request is already open");
                    }
                    turnStart(g.play, actor.seat()); // refuses when there is nothing to take back
                    games.change(g, d -> d.offers = d.offers.withTakeback(actor.seat()));
                }
            }
            case ACCEPT, DECLINE -> {
                if (request == null) {
                    throw Refusal.conflict("no takeback was requested");
                }
                if (actor.both() || actor.seat().equals(request)) {
                    throw Refusal.conflict("only the opponent of the seat that asked can answer");
                }
                games.change(
                        g,
                        d -> {
                            d.offers = d.offers.withTakeback(null);
                            if (action == Action.ACCEPT) {
                                takeBackTurn(d, request);
                            }
                        });
            }
        }
    }

    private static int turnStart(org.boardwright.engine.play.PlayedGame play, int seat) {
        int start = play.lastTurnStart(seat);
        if (start < 0) {
            throw Refusal.conflict("there is no move of yours to take back");
        }
        return start;
    }

    /**
     * Returns to the seat's previous turn. Dice thrown in between are not lost: the n-th roll
     * depends only on the seed and n, so playing on throws them again.
     */
    private void takeBackTurn(Draft d, int seat) {
        d.truncate(turnStart(d.play, seat));
        d.offers = d.offers.withoutMoveOffers();
        Turns.continueGame(d, games.now());
    }
}
