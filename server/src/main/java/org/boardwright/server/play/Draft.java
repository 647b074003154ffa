package org.boardwright.server.play;

import org.boardwright.engine.Result;
import org.boardwright.engine.play.PlayedGame;

/**
 * A working copy of a game's changeable parts. A change is computed here, stored, and only then
 * adopted by the {@link LiveGame}; {@link #firstChangedPly} says which stored moves it replaces.
 */
public final class Draft {

    public final LiveGame base;
    public final PlayedGame play;

    /** The seats; a join replaces the invited friend's seat. */
    public final SeatRow[] seats;

    ClockState clock;
    public Outcome outcome;
    Offers offers;
    long version;
    final int storedPly;
    int firstChangedPly;

    Draft(LiveGame g) {
        base = g;
        play = g.play.copy();
        seats = g.seats.clone();
        clock = g.clock;
        outcome = g.outcome;
        offers = g.offers;
        version = g.version;
        storedPly = g.ply();
        firstChangedPly = storedPly;
    }

    void play(int move, Integer chosenBy) {
        play.play(move, chosenBy);
    }

    /** Takes back every move from {@code ply} on. */
    void truncate(int ply) {
        play.truncate(ply);
        firstChangedPly = Math.min(firstChangedPly, ply);
    }

    boolean isActive() {
        return outcome.isActive();
    }

    /** The seat to move while the game is active, else null. */
    Integer toMove() {
        return isActive() ? play.seatToMove() : null;
    }

    /**
     * Whether the computer is to move once this draft is adopted (as {@link
     * LiveGame#computerToMove}).
     */
    boolean computerToMove() {
        Integer seat = toMove();
        return seat != null && seat(seat).isComputer() && !play.state().isChanceNode();
    }

    int sideOf(int seat) {
        return play.sideOf(seat);
    }

    SeatRow seat(int seat) {
        return seats[seat];
    }

    /** Ends the game: open offers lapse and the clocks stop. */
    void finish(Result result, Integer winnerSeat, String reason, boolean enginePolicy) {
        outcome = Outcome.finished(result, winnerSeat, reason, enginePolicy);
        offers = offers.withoutMoveOffers();
        clock = clock.stopped();
    }

    /** Ends the game as a win for a seat. */
    void winFor(int seat, String reason) {
        finish(Result.winFor(sideOf(seat)), seat, reason, false);
    }

    GameRow row(long updatedAt) {
        return new GameRow(
                base.setup,
                clock,
                outcome,
                offers,
                play.size(),
                play.rollsThrown(),
                version,
                updatedAt,
                toMove());
    }
}
