package org.boardwright.server.play;

import java.util.List;
import org.boardwright.engine.GameState;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Result;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Tokens;

/**
 * Moves: a seat's move (checked by the engine), the computer's move, and what follows every move
 * (dice and forced passes played by the server, the end on the board, the next turn's clock).
 * Nothing here runs a search: the computer's moves come from {@link ComputerPlayers} on its own
 * threads.
 */
public final class Turns {

    private final GameRepository games;
    private final Clocks clocks;
    private ComputerPlayers computer;

    public Turns(GameRepository games, Clocks clocks) {
        this.games = games;
        this.clocks = clocks;
    }

    public void connect(ComputerPlayers computer) {
        this.computer = computer;
    }

    /**
     * Plays a seat's move, then what the server plays by itself; stores it all in one transaction.
     */
    public void move(LiveGame g, Actor actor, String text, Integer expectedPly) {
        requireActive(g);
        Integer toMove = g.toMove();
        int seat = Seating.actingSeat(g, actor);
        if (toMove == null || toMove != seat || g.seats[seat].isComputer()) {
            throw new Refusal(
                    Refusal.Kind.CONFLICT,
                    "not_your_turn",
                    "it is not your turn: "
                            + g.game.sideName(g.play.state().sideToMove())
                            + " is to move");
        }
        if (expectedPly != null && expectedPly != g.ply()) {
            throw new Refusal(
                    Refusal.Kind.CONFLICT,
                    "stale",
                    "the game is at ply " + g.ply() + ", not " + expectedPly);
        }
        int move;
        try {
            move = g.play.state().parseMove(text);
        } catch (IllegalMoveException e) {
            throw new Refusal(
                    Refusal.Kind.ILLEGAL,
                    "illegal_move",
                    text + " is not legal here: " + e.getMessage(),
                    g.play.state().legalMoveNotations());
        } catch (NotationException e) {
            throw Refusal.invalid("malformed move: " + e.getMessage());
        }
        long now = games.now();
        games.change(g, d -> played(d, move, seat, now));
    }

    /**
     * The computer's move, if the game is still where the computer started thinking: the same
     * moves, not only as many (a takeback and another move may have come in between).
     */
    public boolean computerMove(String id, List<String> movesThen, String text) {
        LiveGame g = games.lock(id);
        try {
            if (!g.computerToMove() || !g.play.notations().equals(movesThen)) {
                return false;
            }
            int seat = g.toMove();
            int move = g.play.state().parseMove(text);
            computer.moved(id);
            if (clocks.checkFlag(g)) {
                return true; // its time ran out while it thought: the move came too late
            }
            long now = games.now();
            games.change(g, d -> played(d, move, seat, now));
            return true;
        } finally {
            g.lock.unlock();
        }
    }

    /**
     * The computer's seat loses the game: its outside engine failed ({@code reason}), if the game
     * is still where it started thinking.
     */
    public boolean computerForfeits(String id, List<String> movesThen, String reason) {
        LiveGame g = games.lock(id);
        try {
            if (!g.computerToMove() || !g.play.notations().equals(movesThen)) {
                return false;
            }
            int seat = g.toMove();
            computer.moved(id);
            String side = g.game.sideName(g.sideOf(seat));
            games.change(g, d -> d.winFor(1 - seat, side + " forfeited: " + reason));
            return true;
        } finally {
            g.lock.unlock();
        }
    }

    /**
     * A copy of the position for the computer to think about, with the moves it must still follow
     * and its clock as of now; null when it is not to move.
     */
    ComputerPlayers.Task computerTask(String id) {
        LiveGame g = games.lock(id);
        try {
            if (!g.computerToMove()) {
                return null;
            }
            int seat = g.toMove();
            String level = g.seats[seat].level();
            // At a draw the rules leave to a claim the computer never claims: it plays on.
            GameState position = g.play.state().copy();
            // A fresh seed: nothing the computer does may depend on the game's secret dice seed.
            return new ComputerPlayers.Task(
                    id,
                    g.game,
                    position,
                    g.play.notations(),
                    level,
                    Tokens.newSeed(),
                    Clocks.computerClock(g, seat, games.now()));
        } finally {
            g.lock.unlock();
        }
    }

    /**
     * A chosen move and what follows it: the mover's clock charged (a person's or the computer's),
     * lapsed offers, automatic plies, the end on the board, the next turn.
     */
    private static void played(Draft d, int move, int seat, long now) {
        Clocks.charge(d, seat, now);
        d.play(move, seat);
        Offers o = d.offers;
        d.offers =
                new Offers(
                        o.draw() != null && o.draw() != seat ? null : o.draw(),
                        null,
                        o.rematch(),
                        o.rematchGameId());
        continueGame(d, now);
    }

    /** Plays what nobody chooses, ends a game over on the board, and starts the next turn. */
    static void continueGame(Draft d, long now) {
        if (d.isActive()) {
            d.play.playAutomatic();
            endOnBoard(d);
        }
        Clocks.startTurn(d, now);
    }

    /** Ends the game when the position is over on the board (or by an engine-policy limit). */
    static void endOnBoard(Draft d) {
        if (!d.isActive() || !d.play.isOver()) {
            return;
        }
        Result r = d.play.result();
        d.finish(
                r,
                d.play.winnerSeat(),
                d.play.resultReason(),
                d.play.state().endedByEnginePolicy());
    }

    public void resign(LiveGame g, Actor actor) {
        requireActive(g);
        int seat = Seating.speakingSeat(g, actor);
        games.change(g, d -> d.winFor(1 - seat, g.game.sideName(g.sideOf(seat)) + " resigned"));
    }

    /**
     * Ends a game with no result because a player's account was deleted: nobody wins a game its
     * opponent left that way, and no rating changes.
     */
    public void abortForDeletedAccount(LiveGame g) {
        requireActive(g);
        games.change(
                g, d -> d.outcome = Outcome.aborted("Aborted: a player's account was deleted"));
    }

    static void requireActive(LiveGame g) {
        if (!g.isActive()) {
            throw Refusal.gameOver();
        }
    }
}
