package org.boardwright.server.play;

import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.engine.play.PlayedGame;

/**
 * A game as the server holds it in memory: its setup, seats, the played game rebuilt from its
 * stored moves, and the parts of its row that change. Guarded by {@link #lock}; every change is
 * made on a {@link Draft} and adopted only after the database has committed it, so a refused or
 * failed change leaves nothing behind.
 */
public final class LiveGame {

    public final ReentrantLock lock = new ReentrantLock();
    public final GameSetup setup;
    public final Game game;
    public final SeatRow[] seats;
    public PlayedGame play;
    ClockState clock;
    public Outcome outcome;
    Offers offers;
    public long version;

    /**
     * The address of the client whose request changed the game last: its computer moves are queued
     * for that client.
     */
    public volatile String client;

    /**
     * When a request last asked for the game ({@link GameRepository#now()}): idle games are dropped
     * from memory.
     */
    volatile long lastUsed;

    /**
     * The view last pushed to the game's sockets, so the request that made the change can answer
     * with it.
     */
    public GameView.State pushedState;

    /**
     * The tag pairs of the record the game was imported from (none for other games): set when the
     * game is created or loaded, never changed.
     */
    public List<RecordTags.Tag> recordTags = List.of();

    LiveGame(
            GameSetup setup,
            Game game,
            List<SeatRow> seats,
            PlayedGame play,
            ClockState clock,
            Outcome outcome,
            Offers offers,
            long version) {
        this.setup = setup;
        this.game = game;
        this.seats = seats.toArray(new SeatRow[0]);
        if (this.seats.length != 2) {
            throw new IllegalStateException(
                    "game " + setup.id() + " has " + this.seats.length + " seats");
        }
        this.play = play;
        this.clock = clock;
        this.outcome = outcome;
        this.offers = offers;
        this.version = version;
    }

    /** Rebuilds a stored game by replaying its moves (each checked by the engine). */
    static LiveGame load(
            GameRow row, List<SeatRow> seats, List<MoveRow> moves, List<RecordTags.Tag> tags) {
        GameSetup setup = row.setup();
        Game game = Games.get(setup.spec());
        PlayedGame play = new PlayedGame(game, setup.startPosition(), setup.seed());
        for (MoveRow m : moves) {
            play.play(play.state().parseMove(m.move()), m.seat());
        }
        play.restoreRollsThrown(row.rollsThrown()); // rolls taken back still count
        LiveGame g =
                new LiveGame(
                        setup,
                        game,
                        seats,
                        play,
                        row.clock(),
                        row.outcome(),
                        row.offers(),
                        row.version());
        g.recordTags = List.copyOf(tags);
        return g;
    }

    public String id() {
        return setup.id();
    }

    public int ply() {
        return play.size();
    }

    public boolean isActive() {
        return outcome.isActive();
    }

    public boolean isHotSeat() {
        return setup.opponent() == Opponent.HOTSEAT;
    }

    public boolean hasComputer() {
        return seats[0].isComputer() || seats[1].isComputer();
    }

    /** The seat to move while the game is active, else null. */
    Integer toMove() {
        return isActive() ? play.seatToMove() : null;
    }

    /** The colour (side) a seat plays now. */
    int sideOf(int seat) {
        return play.sideOf(seat);
    }

    public boolean computerToMove() {
        Integer seat = toMove();
        return seat != null && seats[seat].isComputer() && !play.state().isChanceNode();
    }

    Draft draft() {
        return new Draft(this);
    }

    void adopt(Draft d) {
        System.arraycopy(d.seats, 0, seats, 0, seats.length);
        play = d.play;
        clock = d.clock;
        outcome = d.outcome;
        offers = d.offers;
        version = d.version;
    }
}
