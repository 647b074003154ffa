package org.boardwright.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A mutable game state: the core every player, command and test is written against.
 *
 * <p>Moves are packed ints whose layout belongs to each game. {@link #legalMoves}, {@link #play}
 * and {@link #undo} allocate nothing. At a chance node the "moves" are the chance outcomes, each
 * with a {@link #chanceProbability}; players never roll dice themselves.
 */
public abstract class GameState {

    /** The largest number of legal moves (or chance outcomes) any position of any game has. */
    public static final int MAX_MOVES = 1024;

    public abstract Game game();

    /** The side to move (or to roll at a chance node): 0 moves first. */
    public abstract int sideToMove();

    /**
     * Writes the legal moves (at a chance node: the outcomes) from {@code offset}; returns their
     * number, none once {@link #isOverWithoutClaim}. At a claimable draw the moves are listed
     * although {@link #isTerminal} holds: a search asks {@link #isTerminal} first.
     */
    public abstract int legalMoves(int[] buffer, int offset);

    /**
     * The moves {@link Perft} counts (docs/rules/README.md, perft): those of the position alone, as
     * if the game had no history, so none where the position ends the game and no ending on the
     * history (repetition, a double pass, a ply count) judged. The legal moves for games whose
     * endings all show in the position; games with endings on their history override it.
     */
    public int positionMoves(int[] buffer, int offset) {
        return legalMoves(buffer, offset);
    }

    /** Plays a move that {@link #legalMoves} listed. Does not check legality. */
    public abstract void play(int move);

    /** Takes back the last move played on this state. */
    public abstract void undo();

    /**
     * Number of moves played on this state since it was created or parsed (what undo can take
     * back).
     */
    public abstract int movesPlayed();

    /**
     * Whether the game is over as the engine plays it, the one end searches, matches, the engine
     * protocol and computer players know: by the rules, by a limit of the engine's, or at a draw
     * the rules leave to a player's claim ({@link #claimableDraw}), which the engine's policy takes
     * at once. A game between people ends at {@link #isOverWithoutClaim} instead, and offers the
     * claim.
     */
    public abstract boolean isTerminal();

    /**
     * The result at the end {@link #isTerminal} judges (a claimable draw is a {@link Result#DRAW});
     * {@link Result#ONGOING} until then.
     */
    public abstract Result result();

    /**
     * Why the game ended at the end {@link #isTerminal} judges, in words ("Blue has no checkers
     * left"); empty while ongoing.
     */
    public abstract String resultReason();

    /**
     * Whether the game is over with no draw claimed: by the rules or by a limit of the engine's
     * that needs no claim. A game between people ends here; {@link #legalMoves} lists moves exactly
     * until then, so they go on past a claimable draw. {@link #result()} and {@link
     * #resultReason()} then tell this end too. Games with claimable draws override it when a draw
     * may stand that cannot be claimed yet (the Twist's at a throw of the dice).
     */
    public boolean isOverWithoutClaim() {
        return isTerminal() && !claimableDraw().claimable();
    }

    /**
     * Zobrist hash of the position (board, side to move and any rule state), updated incrementally.
     */
    public abstract long hash();

    /**
     * The hash computed from scratch; equals {@link #hash()} (checked by the conformance suite).
     */
    public abstract long computeHash();

    /** An independent copy, with the same undo history. */
    public abstract GameState copy();

    /** The position string of docs/rules/README.md (position strings). */
    public abstract String position();

    /** The notation of a move legal in this position. */
    public abstract String formatMove(int move);

    /**
     * A move legal in this position in one of the game's {@link Game#notations()}; throws
     * IllegalArgumentException for a notation the game has not.
     */
    public String formatMove(int move, String notation) {
        if (Game.ALGEBRAIC.equals(notation)) {
            return formatMove(move);
        }
        throw new IllegalArgumentException(
                game().name()
                        + " has no "
                        + notation
                        + " notation (it has "
                        + String.join(", ", game().notations())
                        + ")");
    }

    /** What stands on a square, as in position strings ("R", "I20"); empty for an empty square. */
    public abstract String pieceAt(int x, int y);

    /**
     * Whether the end {@link #isTerminal} judges is an engine-policy limit (docs/rules/: a ply
     * limit, a double pass, the checkers draw rules) rather than a rule of the game. Games with
     * such limits override this.
     */
    public boolean endedByEnginePolicy() {
        return result() == Result.UNFINISHED;
    }

    /**
     * Whether the end {@link #isTerminal} judges rests on the game's history (repetition, a double
     * pass, a ply count), which a position string cannot show. Games with such endings override
     * this.
     */
    public boolean endedByHistory() {
        return false;
    }

    /**
     * The draw the rules let the player to move claim now (checkers: threefold repetition, the
     * 40-move rule), asked whoever plays; {@link DrawClaim#NONE} when there is none or the game is
     * over without a claim. Where there is one, {@link #isTerminal} holds (the engine's policy
     * takes it) while a game between people goes on. Games without such draws have none.
     */
    public DrawClaim claimableDraw() {
        return DrawClaim.NONE;
    }

    /**
     * Whether the two players have exchanged colours in this game (Monkey Queen's pie rule), so the
     * player who moved first now plays side 1. Results stay per colour; drivers map them.
     */
    public boolean playersSwapped() {
        return false;
    }

    /**
     * The seat (player) that plays a side now: seat 0 is the player who moved first at the start.
     * The same as the side unless the players swapped colours (the pie rule); the mapping is its
     * own inverse, so it also gives the side a seat plays.
     */
    public final int seatOfSide(int side) {
        return playersSwapped() ? 1 - side : side;
    }

    /** The seat (player) to move, or to roll at a chance node: the one who chooses now. */
    public final int seatToMove() {
        return seatOfSide(sideToMove());
    }

    /**
     * What a move legal in this position is (a move on the board, a forced pass, a swap, a
     * declaration, dice).
     */
    public MoveKind moveKind(int move) {
        return isChanceNode() ? MoveKind.CHANCE : MoveKind.BOARD;
    }

    /**
     * The move nobody needs to choose here: the only legal move when it is a forced pass, or -1.
     * Drivers play it by themselves, as they throw the dice.
     */
    public int forcedMove(int[] buffer) {
        if (isChanceNode()) {
            return -1;
        }
        int n = legalMoves(buffer, 0);
        return n == 1 && moveKind(buffer[0]) == MoveKind.FORCED_PASS ? buffer[0] : -1;
    }

    /**
     * A move legal in this position in words for people ("swap sides", "declare speed on e5"); by
     * default its notation. The turn's words are {@link GameText}'s.
     */
    public String describeMove(int move) {
        return formatMove(move);
    }

    /** The dice a chance outcome of this game shows, lower first; empty for a game without dice. */
    public int[] dice(int outcome) {
        return new int[0];
    }

    /**
     * A side's count of the game's counter ({@link GameDescriptor#counter()}, the Twist's options);
     * 0 without one.
     */
    public int counter(int side) {
        return 0;
    }

    /**
     * False when no legal move here takes an enemy piece, so that a search that follows only
     * captures (quiescence, or a test for a capture) may skip generating the moves; true when one
     * may. True is always correct, and is the default; a game whose rules tell it cheaply overrides
     * it.
     */
    public boolean mayCapture() {
        return true;
    }

    /** Whether this is a chance node: its "moves" are outcomes drawn by their probabilities. */
    public boolean isChanceNode() {
        return false;
    }

    /** The probability of an outcome listed at this chance node. */
    public double chanceProbability(int outcome) {
        throw new IllegalStateException("not a chance node");
    }

    /**
     * Reads a move in notation and returns it if it is legal here; otherwise throws an {@link
     * IllegalMoveException} for a well-formed move that is not legal, or a {@link
     * NotationException} for text that is no move of this game.
     */
    public int parseMove(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            throw new NotationException("empty move");
        }
        checkMoveSyntax(t);
        int[] moves = new int[MAX_MOVES];
        int n = legalMoves(moves, 0);
        for (int i = 0; i < n; i++) {
            if (formatMove(moves[i]).equals(t)) {
                return moves[i];
            }
        }
        if (n == 0) {
            throw new IllegalMoveException(
                    "illegal move " + NotationException.quote(t) + ": the game is over");
        }
        throw new IllegalMoveException("illegal move " + NotationException.quote(t));
    }

    /** Throws a {@link NotationException} if the text is not a well-formed move of this game. */
    protected abstract void checkMoveSyntax(String text);

    /**
     * A legal move (or outcome) drawn uniformly at random (outcomes by their probabilities), or -1
     * when there is none. Games override this with faster versions that allocate nothing.
     */
    public int randomMove(RandomGenerator rng, int[] buffer) {
        int n = legalMoves(buffer, 0);
        if (n == 0) {
            return -1;
        }
        if (!isChanceNode()) {
            return buffer[rng.nextInt(n)];
        }
        double r = rng.nextDouble();
        for (int i = 0; i < n - 1; i++) {
            r -= chanceProbability(buffer[i]);
            if (r < 0) {
                return buffer[i];
            }
        }
        return buffer[n - 1];
    }

    /** The legal moves as a list, for readable code at the edges. */
    public List<Integer> legalMoveList() {
        int[] moves = new int[MAX_MOVES];
        int n = legalMoves(moves, 0);
        List<Integer> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(moves[i]);
        }
        return list;
    }

    /** The legal moves in notation, sorted in Java's natural String order. */
    public List<String> legalMoveNotations() {
        List<String> list = new ArrayList<>();
        for (int m : legalMoveList()) {
            list.add(formatMove(m));
        }
        list.sort(null);
        return list;
    }

    /** The legal moves in a notation of the game, sorted in Java's natural String order. */
    public List<String> legalMoveNotations(String notation) {
        List<String> list = new ArrayList<>();
        for (int m : legalMoveList()) {
            list.add(formatMove(m, notation));
        }
        list.sort(null);
        return list;
    }

    @Override
    public String toString() {
        return position();
    }
}
