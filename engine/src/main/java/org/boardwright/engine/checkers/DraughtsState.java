package org.boardwright.engine.checkers;

import org.boardwright.engine.GameState;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Result;

/**
 * What checkers and the Twist ask of their {@link DraughtsPosition} alike: the board, the hash and
 * the result, the rules judged before the engine's draws (docs/rules/checkers.md). A game adds its
 * moves, what its position holds beyond the board ({@link #rest}) and its notation.
 */
public abstract class DraughtsState extends GameState {

    protected final DraughtsPosition board;

    protected DraughtsState(DraughtsPosition board) {
        this.board = board;
    }

    /** A copy of {@code o}'s board and its history. */
    protected DraughtsState(DraughtsState o) {
        board = o.board.copy();
    }

    /** The key of what the position holds besides the pieces and the quiet count. */
    protected abstract long rest();

    /** Whether the player to move has a move the rules allow (the engine's draws aside). */
    protected abstract boolean hasRulesMove();

    /** Whether a limit of the engine's that needs no claim ends the game (none in checkers). */
    protected boolean limitReached() {
        return false;
    }

    /** Lost by the rules, or at a limit: the draws a player may claim never end it alone. */
    @Override
    public final boolean isOverWithoutClaim() {
        return limitReached() || !hasRulesMove();
    }

    /**
     * Whether the engine ends the game drawn here: at a draw a player may claim, which its policy
     * takes, or at a limit of its own.
     */
    protected abstract boolean drawnByPolicy();

    @Override
    public final int sideToMove() {
        return board.side();
    }

    /** The bitboard of a side's pieces. */
    public final long pieces(int side) {
        return board.pieces(side);
    }

    /** Which pieces are kings. */
    public final long kings() {
        return board.kings();
    }

    /** Plies since the last capture or man move. */
    public final int quiet() {
        return board.quiet();
    }

    @Override
    public final int movesPlayed() {
        return board.movesPlayed();
    }

    @Override
    public final boolean isTerminal() {
        return drawnByPolicy() || !hasRulesMove();
    }

    @Override
    public final Result result() {
        if (!hasRulesMove()) {
            return Result.winFor(board.side() ^ 1); // the rules come before the engine's draws
        }
        return drawnByPolicy() ? Result.DRAW : Result.ONGOING;
    }

    /** Every draw in these games is engine policy (docs/rules/checkers.md, twist.md). */
    @Override
    public final boolean endedByEnginePolicy() {
        return result() == Result.DRAW;
    }

    @Override
    public final long hash() {
        return board.hash();
    }

    @Override
    public final long computeHash() {
        return board.computeHash(rest());
    }

    /** The position string's board and side to move; the game adds its keys. */
    protected final String boardText() {
        return PositionText.ranks(game(), this::pieceAt) + ' ' + game().sideLetter(board.side());
    }

    @Override
    public final String pieceAt(int x, int y) {
        return board.pieceAt(x, y);
    }
}
