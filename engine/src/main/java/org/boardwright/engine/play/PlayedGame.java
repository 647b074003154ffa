package org.boardwright.engine.play;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.boardwright.engine.Dice;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.MoveKind;
import org.boardwright.engine.Result;
import org.boardwright.engine.record.GameRecord;

/**
 * A game being played between two seats: the position, every ply with who chose it, and what nobody
 * chooses (dice thrown from the game's seed, forced passes) played automatically.
 *
 * <p>A <em>seat</em> is a player: seat 0 moved first at the start. Seats and sides (colours) are
 * the same until the pie rule's swap, after which seat 0 plays side 1; everything here speaks of
 * seats, and {@link #sideOf} maps. Not thread-safe: a driver owns it, or copies it.
 */
public final class PlayedGame {

    /**
     * One ply: the move, its notation and kind, the seat that was to move (or to roll) before it,
     * and the seat that chose it, null for what was played automatically (dice, a forced pass, a
     * driver's random opening).
     */
    public record Ply(int move, String notation, MoveKind kind, int seat, Integer chosenBy) {

        public boolean isAutomatic() {
            return chosenBy == null;
        }
    }

    private final Game game;
    private final String startPosition;
    private final long seed;
    private final GameState state;
    private final List<Ply> plies;
    private final int[] buffer = new int[GameState.MAX_MOVES];

    /**
     * Every roll thrown in this game, taken back or not: the next throw is roll number {@code
     * rollsThrown}.
     */
    private int rollsThrown;

    /** Whether a claimable draw ends the game, as engine policy, instead of waiting for a claim. */
    private boolean enginePolicyDraws;

    /**
     * A game from a start position (a position string of the game); dice are thrown from the seed.
     */
    public PlayedGame(Game game, String startPosition, long seed) {
        this(
                game,
                startPosition,
                seed,
                game.parsePosition(startPosition),
                new ArrayList<>(),
                0,
                false);
    }

    /**
     * Draws the rules leave to a claim end the game at once, as engine policy ({@link
     * GameState#isTerminal}, for matches between computers); by default a played game waits for a
     * player's claim ({@link GameState#isOverWithoutClaim}).
     */
    public PlayedGame withEnginePolicyDraws() {
        enginePolicyDraws = true;
        return this;
    }

    /** A game from the game's standard start. */
    public static PlayedGame fromStart(Game game, long seed) {
        return new PlayedGame(game, game.initialPosition(), seed);
    }

    private PlayedGame(
            Game game,
            String startPosition,
            long seed,
            GameState state,
            List<Ply> plies,
            int rollsThrown,
            boolean enginePolicyDraws) {
        this.game = game;
        this.startPosition = startPosition;
        this.seed = seed;
        this.state = state;
        this.plies = plies;
        this.rollsThrown = rollsThrown;
        this.enginePolicyDraws = enginePolicyDraws;
    }

    /** An independent copy, for a change that may be refused (a draft) or a search. */
    public PlayedGame copy() {
        return new PlayedGame(
                game,
                startPosition,
                seed,
                state.copy(),
                new ArrayList<>(plies),
                rollsThrown,
                enginePolicyDraws);
    }

    public Game game() {
        return game;
    }

    public String startPosition() {
        return startPosition;
    }

    public long seed() {
        return seed;
    }

    /**
     * The position now. Read it; play only through this class (take {@code state().copy()} to
     * search). Whether the game is over is {@link #isOver()}'s to say: the state's {@link
     * GameState#isTerminal} also ends it at a draw a player may claim.
     */
    public GameState state() {
        return state;
    }

    public List<Ply> plies() {
        return Collections.unmodifiableList(plies);
    }

    /** The number of plies played, dice and automatic moves included. */
    public int size() {
        return plies.size();
    }

    public List<String> notations() {
        return plies.stream().map(Ply::notation).toList();
    }

    public List<Integer> moves() {
        return plies.stream().map(Ply::move).toList();
    }

    /**
     * Whether the game is over: without a claim ({@link GameState#isOverWithoutClaim}), or also at
     * a claimable draw with {@link #withEnginePolicyDraws()}.
     */
    public boolean isOver() {
        return enginePolicyDraws ? state.isTerminal() : state.isOverWithoutClaim();
    }

    /**
     * The seat to move (or to roll at a chance node), or null when the game is over on the board.
     */
    public Integer seatToMove() {
        return isOver() ? null : state.seatToMove();
    }

    /**
     * Whether the seat to move has a choice to make now: not over, no dice to throw, no forced
     * pass.
     */
    public boolean awaitsChoice() {
        return !isOver() && !state.isChanceNode() && state.forcedMove(buffer) < 0;
    }

    /** The side (colour) a seat plays now. */
    public int sideOf(int seat) {
        return state.seatOfSide(seat);
    }

    /**
     * The winning seat of a game over on the board; null for a draw, an unfinished game or one
     * still going.
     */
    public Integer winnerSeat() {
        int winner = isOver() ? state.result().winner() : -1;
        return winner < 0 ? null : state.seatOfSide(winner);
    }

    /** Plays a legal move chosen by the seat to move. */
    public void choose(int move) {
        play(move, state.seatToMove());
    }

    /**
     * Plays a legal move; {@code chosenBy} is the seat that chose it, or null for an automatic one.
     */
    public void play(int move, Integer chosenBy) {
        MoveKind kind = state.moveKind(move);
        plies.add(new Ply(move, state.formatMove(move), kind, state.seatToMove(), chosenBy));
        if (kind == MoveKind.CHANCE) {
            rollsThrown++;
        }
        state.play(move);
    }

    /**
     * Plays what nobody chooses, until a seat has a choice or the game is over: dice (the n-th roll
     * thrown in the game depends only on the seed and n; rolls taken back still count, so a
     * takeback never shows a roll before it is thrown) and forced passes. Returns the plies played.
     */
    public int playAutomatic() {
        int played = 0;
        while (!isOver()) {
            int move =
                    state.isChanceNode()
                            ? Dice.roll(state, seed, rollsThrown, buffer)
                            : state.forcedMove(buffer);
            if (move < 0) {
                break;
            }
            play(move, null);
            played++;
        }
        return played;
    }

    /** Whether the seat has chosen a move in this game. */
    public boolean hasChosen(int seat) {
        for (Ply p : plies) {
            if (p.chosenBy() != null && p.chosenBy() == seat) {
                return true;
            }
        }
        return false;
    }

    /** The number of plies some seat chose. */
    public int chosenCount() {
        int n = 0;
        for (Ply p : plies) {
            if (p.chosenBy() != null) {
                n++;
            }
        }
        return n;
    }

    /** The seat that chose the last chosen move, or null when nobody has chosen one. */
    public Integer lastChooser() {
        for (int i = plies.size() - 1; i >= 0; i--) {
            if (plies.get(i).chosenBy() != null) {
                return plies.get(i).chosenBy();
            }
        }
        return null;
    }

    /**
     * The ply at which the seat's last turn began (its declarations and dice included), or -1 when
     * the seat has chosen nothing: taking back to it gives the seat that turn again.
     */
    public int lastTurnStart(int seat) {
        int i = plies.size() - 1;
        while (i >= 0 && !Integer.valueOf(seat).equals(plies.get(i).chosenBy())) {
            i--;
        }
        if (i < 0) {
            return -1;
        }
        while (i > 0 && plies.get(i - 1).seat() == seat) {
            i--;
        }
        return i;
    }

    /** Takes back every ply from {@code ply} on. */
    public void truncate(int ply) {
        if (ply < 0 || ply > plies.size()) {
            throw new IllegalArgumentException("ply " + ply + " of " + plies.size());
        }
        while (plies.size() > ply) {
            plies.remove(plies.size() - 1);
            state.undo(); // a roll taken back still counts in rollsThrown: the next throw is a
            // new one
        }
    }

    /** Every roll thrown in this game so far, those taken back included. */
    public int rollsThrown() {
        return rollsThrown;
    }

    /**
     * Gives back the count of rolls thrown when a stored game is rebuilt from its moves: the moves
     * hold only the rolls not taken back. Never lowers the count.
     */
    public void restoreRollsThrown(int thrown) {
        rollsThrown = Math.max(rollsThrown, thrown);
    }

    /** The index of the last ply that is not a throw of the dice, or -1. */
    public int lastNonChancePly() {
        for (int i = plies.size() - 1; i >= 0; i--) {
            if (plies.get(i).kind() != MoveKind.CHANCE) {
                return i;
            }
        }
        return -1;
    }

    /** The dice of the last throw, lower first; null when none was thrown. */
    public int[] lastDice() {
        for (int i = plies.size() - 1; i >= 0; i--) {
            Ply p = plies.get(i);
            if (p.kind() == MoveKind.CHANCE) {
                return state.dice(p.move());
            }
        }
        return null;
    }

    /** The position string at every ply, from the start to now. */
    public List<String> positions() {
        GameState replay = game.parsePosition(startPosition);
        List<String> positions = new ArrayList<>(plies.size() + 1);
        positions.add(replay.position());
        for (Ply p : plies) {
            replay.play(p.move());
            positions.add(replay.position());
        }
        return positions;
    }

    /**
     * The game's record so far, with the players named by seat. The colour tags name the players as
     * seated at the start; after a pie-rule swap a {@code Swap} tag says who ended with which.
     */
    public GameRecord.Builder record(String seat0, String seat1) {
        GameRecord.Builder b =
                GameRecord.builder(game)
                        .start(startPosition)
                        .moves(moves())
                        .player(0, seat0)
                        .player(1, seat1)
                        .drawClaims(!enginePolicyDraws);
        if (state.playersSwapped()) {
            b.tag(
                    GameRecord.SWAP,
                    game.sideName(0) + ": " + seat1 + ", " + game.sideName(1) + ": " + seat0);
        }
        return b;
    }

    /** The result on the board, by colour; {@link Result#ONGOING} until {@link #isOver()}. */
    public Result result() {
        return isOver() ? state.result() : Result.ONGOING;
    }

    /** Why the game ended, in words; empty until {@link #isOver()}. */
    public String resultReason() {
        return isOver() ? state.resultReason() : "";
    }
}
