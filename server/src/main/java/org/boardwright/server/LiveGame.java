package org.boardwright.server;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.server.Store.GameRow;
import org.boardwright.server.Store.MoveRow;
import org.boardwright.server.Store.SeatRow;

/**
 * A game as the server holds it in memory: its stored row and seats, and the position rebuilt
 * from its stored moves. Guarded by {@link #lock}; every change is made on a {@link Draft} and
 * adopted only after the database has committed it, so a refused or failed change leaves
 * nothing behind.
 */
final class LiveGame {

    final ReentrantLock lock = new ReentrantLock();
    final Game game;
    GameRow row;
    final SeatRow[] seats;
    GameState state;
    /** The moves in notation, their packed ints, the seat that chose each (null: played by the server), and the seat to move before each. */
    List<String> moves = new ArrayList<>();
    List<Integer> moveInts = new ArrayList<>();
    List<Integer> moveSeats = new ArrayList<>();
    List<Integer> seatAt = new ArrayList<>();
    /** The state last pushed to the game's sockets (with {@code you} null), so the request that made the change can answer with it. */
    java.util.Map<String, Object> pushedState;

    LiveGame(Game game, GameRow row, List<SeatRow> seats, List<MoveRow> stored) {
        this.game = game;
        this.row = row;
        this.seats = seats.toArray(new SeatRow[0]);
        if (this.seats.length != 2) {
            throw new IllegalStateException("game " + row.id + " has " + this.seats.length + " seats");
        }
        this.state = game.parsePosition(row.startPosition);
        for (MoveRow m : stored) {
            int move = state.parseMove(m.move());
            seatAt.add(seatToMove(state));
            state.play(move);
            moves.add(m.move());
            moveInts.add(move);
            moveSeats.add(m.seat());
        }
    }

    /** The seat to move (or to roll, at a chance node), or null when the game is over on the board. */
    static Integer seatToMove(GameState state) {
        if (state.isTerminal()) {
            return null;
        }
        int side = state.sideToMove();
        return state.playersSwapped() ? 1 - side : side;
    }

    /** The colour (side) a seat plays now. */
    int sideOf(int seat) {
        return state.playersSwapped() ? 1 - seat : seat;
    }

    boolean isActive() {
        return row.status.equals("active");
    }

    boolean isHotSeat() {
        return row.opponent.equals("hotseat");
    }

    /** The seat to move while the game is active, else null. */
    Integer toMove() {
        return isActive() ? seatToMove(state) : null;
    }

    boolean computerToMove() {
        Integer seat = toMove();
        return seat != null && seats[seat].isComputer() && !state.isChanceNode();
    }

    Draft draft() {
        return new Draft(this);
    }

    void adopt(Draft d) {
        row = d.row;
        state = d.state;
        moves = d.moves;
        moveInts = d.moveInts;
        moveSeats = d.moveSeats;
        seatAt = d.seatAt;
    }

    /** A working copy of a game's changeable parts; {@link #firstChangedPly} says which stored moves it replaces. */
    static final class Draft {
        final Game game;
        final SeatRow[] seats;
        final GameRow row;
        final GameState state;
        final List<String> moves;
        final List<Integer> moveInts;
        final List<Integer> moveSeats;
        final List<Integer> seatAt;
        final int storedPly;
        int firstChangedPly;

        private Draft(LiveGame g) {
            game = g.game;
            seats = g.seats;
            row = g.row.copy();
            state = g.state.copy();
            moves = new ArrayList<>(g.moves);
            moveInts = new ArrayList<>(g.moveInts);
            moveSeats = new ArrayList<>(g.moveSeats);
            seatAt = new ArrayList<>(g.seatAt);
            storedPly = g.moves.size();
            firstChangedPly = storedPly;
        }

        void play(int move, Integer chosenBy) {
            seatAt.add(seatToMove(state));
            moves.add(state.formatMove(move));
            moveInts.add(move);
            moveSeats.add(chosenBy);
            state.play(move);
        }

        /** Takes back every move from {@code ply} on. */
        void truncate(int ply) {
            while (moves.size() > ply) {
                state.undo();
                int last = moves.size() - 1;
                moves.remove(last);
                moveInts.remove(last);
                moveSeats.remove(last);
                seatAt.remove(last);
            }
            firstChangedPly = Math.min(firstChangedPly, ply);
        }

        int sideOf(int seat) {
            return state.playersSwapped() ? 1 - seat : seat;
        }

        Integer toMove() {
            return row.status.equals("active") ? seatToMove(state) : null;
        }
    }
}
