package org.boardwright.server;

/**
 * A seat: who sits there, the computer's level, the hash of the seat's token, the hash of the
 * invite token a friend exchanges for it (friend games), and whether its player has shown up.
 */
record SeatRow(
        int seat,
        SeatKind kind,
        String level,
        String tokenHash,
        String inviteHash,
        boolean joined) {

    static SeatRow human(int seat, String tokenHash, boolean joined) {
        return new SeatRow(seat, SeatKind.HUMAN, null, tokenHash, null, joined);
    }

    /** The invited friend's seat before the friend joins: no token yet, only the invitation. */
    static SeatRow invited(int seat, String inviteHash) {
        return new SeatRow(seat, SeatKind.HUMAN, null, null, inviteHash, false);
    }

    static SeatRow computer(int seat, String level) {
        return new SeatRow(seat, SeatKind.COMPUTER, level, null, null, true);
    }

    boolean isComputer() {
        return kind == SeatKind.COMPUTER;
    }

    SeatRow joinedNow() {
        return new SeatRow(seat, kind, level, tokenHash, inviteHash, true);
    }

    /**
     * The friend who joined with the invitation: the seat's own token now, the invitation used up.
     */
    SeatRow takenWith(String newTokenHash) {
        return new SeatRow(seat, kind, level, newTokenHash, inviteHash, true);
    }

    /** The same player in the other seat (a rematch swaps colours). */
    SeatRow movedTo(int otherSeat) {
        return new SeatRow(otherSeat, kind, level, tokenHash, inviteHash, joined);
    }
}
