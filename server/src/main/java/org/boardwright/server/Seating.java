package org.boardwright.server;

/** Who is asking: the seat a token opens, a watcher without a token. */
final class Seating {

    private final GameRepository games;

    Seating(GameRepository games) {
        this.games = games;
    }

    /**
     * The seat(s) a token acts for; a watcher when there is no token; 403 for a token of no seat.
     */
    Actor actor(LiveGame g, String token) {
        if (token == null) {
            return Actor.WATCHER;
        }
        String hash = Tokens.hash(token);
        boolean first = Tokens.matches(hash, g.seats[0].tokenHash());
        boolean second = Tokens.matches(hash, g.seats[1].tokenHash());
        if (!first && !second) {
            throw ApiException.forbidden("this token is not a seat of game " + g.id());
        }
        Actor actor = first && second ? new Actor(null, true) : new Actor(first ? 0 : 1, false);
        for (int seat = 0; seat < 2; seat++) {
            if (actor.sitsIn(seat) && !g.seats[seat].joined() && !g.seats[seat].isComputer()) {
                games.markJoined(g, seat);
            }
        }
        return actor;
    }

    /** The actor for an action that needs a seat: 401 without a token, 403 for a wrong one. */
    Actor seatedActor(LiveGame g, String token) {
        if (token == null) {
            throw new ApiException(
                    401,
                    "token_required",
                    "this action needs a seat token (Authorization: Bearer <token>)");
        }
        return actor(g, token);
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
            throw ApiException.gameOver();
        }
        return seat;
    }
}
