package org.boardwright.server.play;

import org.boardwright.server.accounts.Account;

/**
 * A seat: who sits there, the computer's level, the hash of the seat's token, the hash of the
 * invite token a friend exchanges for it (friend games), whether its player has shown up, and the
 * signed-in player who sits there (null for a player without an account).
 */
public record SeatRow(
        int seat,
        SeatKind kind,
        String level,
        String tokenHash,
        String inviteHash,
        boolean joined,
        SeatPlayer player) {

    /**
     * The account in a seat: its id and name, its rating in the game when the game started and the
     * change the result made (rated games; null otherwise or until the end).
     */
    public record SeatPlayer(
            String accountId, String name, Integer rating, Integer ratingDiff, boolean bot) {

        public static SeatPlayer of(Account a) {
            return new SeatPlayer(a.id(), a.username(), null, null, a.bot());
        }

        public SeatPlayer withRating(Integer rating, Integer diff) {
            return new SeatPlayer(accountId, name, rating, diff, bot);
        }
    }

    static SeatRow human(int seat, String tokenHash, boolean joined) {
        return new SeatRow(seat, SeatKind.HUMAN, null, tokenHash, null, joined, null);
    }

    /** The invited friend's seat before the friend joins: no token yet, only the invitation. */
    static SeatRow invited(int seat, String inviteHash) {
        return new SeatRow(seat, SeatKind.HUMAN, null, null, inviteHash, false, null);
    }

    static SeatRow computer(int seat, String level) {
        return new SeatRow(seat, SeatKind.COMPUTER, level, null, null, true, null);
    }

    public boolean isComputer() {
        return kind == SeatKind.COMPUTER;
    }

    /** Whether the account sits here. */
    boolean isAccount(String accountId) {
        return player != null && accountId != null && accountId.equals(player.accountId());
    }

    SeatRow joinedNow() {
        return new SeatRow(seat, kind, level, tokenHash, inviteHash, true, player);
    }

    /**
     * The friend who joined with the invitation: the seat's own token now, the invitation used up.
     */
    SeatRow takenWith(String newTokenHash) {
        return new SeatRow(seat, kind, level, newTokenHash, inviteHash, true, player);
    }

    /** The same seat with a signed-in player in it. */
    public SeatRow ownedBy(SeatPlayer newPlayer) {
        return new SeatRow(seat, kind, level, tokenHash, inviteHash, joined, newPlayer);
    }

    /** The same player in the other seat (a rematch swaps colours). */
    SeatRow movedTo(int otherSeat) {
        return new SeatRow(
                otherSeat,
                kind,
                level,
                tokenHash,
                inviteHash,
                joined,
                player == null ? null : player.withRating(null, null));
    }
}
