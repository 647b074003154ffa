package org.boardwright.server.play;

import org.boardwright.server.accounts.Credentials;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Tokens;

/**
 * A friend game's invitation: a single-use invite token, exchanged on join for a fresh seat token
 * that only the friend ever sees. The creator never holds the friend's seat; a request that already
 * carries a seat token of the game (the creator opening the link, or the friend opening it again)
 * keeps its own seat and uses nothing up.
 */
public final class Invitations {

    /**
     * What a join gives: the caller's seat, the new token (only when the invitation was just used),
     * and whether it is the caller's own invitation.
     */
    public record Joined(int seat, String token, boolean ownInvitation) {}

    private final GameRepository games;
    private final Seating seating;

    public Invitations(GameRepository games, Seating seating) {
        this.games = games;
        this.seating = seating;
    }

    /**
     * Joins a locked game with an invite token. {@code token} is the caller's seat token, if the
     * caller already has one: 403 for a token of no seat, as everywhere.
     */
    public Joined join(LiveGame g, String invite, Credentials c) {
        int invited = invitedSeat(g, invite);
        if (c.token() != null) {
            Actor actor = seating.actor(g, c);
            int seat = actor.seat() != null ? actor.seat() : invited;
            return new Joined(seat, null, seat != invited);
        }
        if (c.account() != null && g.seats[1 - invited].isAccount(c.accountId())) {
            return new Joined(1 - invited, null, true); // the creator, signed in elsewhere
        }
        if (g.seats[invited].joined()) {
            throw Refusal.conflict("this invitation was already used: the seat is taken");
        }
        Turns.requireActive(g);
        String seatToken = Tokens.newToken();
        // A change like any other: stored with the version bumped, then pushed to the creator at
        // once.
        // A signed-in friend's seat is the account's, on every device.
        SeatRow.SeatPlayer player = c.account() == null ? null : SeatRow.SeatPlayer.of(c.account());
        games.change(
                g,
                d ->
                        d.seats[invited] =
                                d.seats[invited].takenWith(Tokens.hash(seatToken)).ownedBy(player));
        return new Joined(invited, seatToken, false);
    }

    /** The seat an invite token opens; 403 when it is no invitation of this game. */
    private static int invitedSeat(LiveGame g, String invite) {
        String hash = Tokens.hash(invite);
        for (SeatRow seat : g.seats) {
            if (Tokens.matches(hash, seat.inviteHash())) {
                return seat.seat();
            }
        }
        throw Refusal.forbidden("this is not an invitation to game " + g.id());
    }
}
