package org.boardwright.server.play;

import org.boardwright.server.accounts.Credentials;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Tokens;

/**
 * Who is asking: the seat a token opens, or the seat of the signed-in account; a watcher with
 * neither.
 */
public final class Seating {

    private final GameRepository games;

    public Seating(GameRepository games) {
        this.games = games;
    }

    /**
     * The seat(s) a token acts for, else the seat(s) of the signed-in account; a watcher with
     * neither; 403 for a token of no seat.
     */
    public Actor actor(LiveGame g, Credentials c) {
        boolean first;
        boolean second;
        if (c.token() != null) {
            String hash = Tokens.hash(c.token());
            first = Tokens.matches(hash, g.seats[0].tokenHash());
            second = Tokens.matches(hash, g.seats[1].tokenHash());
            if (!first && !second) {
                throw Refusal.forbidden("this token is not a seat of game " + g.id());
            }
        } else {
            first = g.seats[0].isAccount(c.accountId());
            second = g.seats[1].isAccount(c.accountId());
            if (!first && !second) {
                return Actor.WATCHER;
            }
        }
        Actor actor = first && second ? new Actor(null, true) : new Actor(first ? 0 : 1, false);
        for (int seat = 0; seat < 2; seat++) {
            if (actor.sitsIn(seat) && !g.seats[seat].joined() && !g.seats[seat].isComputer()) {
                games.markJoined(g, seat);
            }
        }
        return actor;
    }

    /** The actor for a seat's token alone (the WebSocket's first message). */
    public Actor actor(LiveGame g, String token) {
        return actor(g, new Credentials(token, null));
    }

    /**
     * The actor for an action that needs a seat: 401 with neither token nor account, 403 for a
     * wrong token or an account that has no seat here.
     */
    public Actor seatedActor(LiveGame g, Credentials c) {
        if (c.isEmpty()) {
            throw new Refusal(
                    Refusal.Kind.UNAUTHENTICATED,
                    "token_required",
                    "this action needs a seat token (Authorization: Bearer <token>) or the"
                            + " player's sign-in");
        }
        Actor actor = actor(g, c);
        if (!actor.isSeated()) {
            throw Refusal.forbidden("you have no seat in game " + g.id());
        }
        return actor;
    }

    /** The seat an actor plays for in a move: its own, or in hot-seat the seat to move. */
    static int actingSeat(LiveGame g, Actor actor) {
        if (actor.both()) {
            Integer seat = g.toMove();
            return seat == null ? 0 : seat;
        }
        return actor.seat();
    }

    /**
     * The seat an actor speaks for in an offer or a resignation: its own, or in hot-seat the seat
     * to move.
     */
    static int speakingSeat(LiveGame g, Actor actor) {
        if (!actor.both()) {
            return actor.seat();
        }
        Integer seat = g.toMove();
        if (seat == null) {
            throw Refusal.gameOver();
        }
        return seat;
    }
}
