package org.boardwright.engine.checkers;

import java.util.random.RandomGenerator;
import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.Game;
import org.boardwright.engine.IllegalMoveException;

/**
 * A checkers position (docs/rules/checkers.md): the {@link DraughtsPosition} with checkers' moves
 * ({@link DraughtsMoves}) and notation. Every draw in checkers is engine policy or a claim.
 *
 * <p>The pieces that can jump are computed once per position and kept until the next play or undo,
 * so even the queries write a field: like every state, one thread at a time.
 */
public final class CheckersState extends DraughtsState {

    private static final CheckersGame.Keys KEYS = CheckersGame.KEYS;

    /** {@link #jumpers()} of this position, or {@link #UNKNOWN}. */
    private long jumpers = UNKNOWN;

    /** Not a set of jumpers (those stand on dark squares only). */
    private static final long UNKNOWN = -1;

    CheckersState(long red, long white, long kings, int side, int quiet) {
        super(new DraughtsPosition(KEYS, true, 0, red, white, kings, side, quiet, sideKey(side)));
    }

    private CheckersState(CheckersState o) {
        super(o);
    }

    /** What the hash holds besides the pieces and the quiet count: the side to move. */
    private static long sideKey(int side) {
        return side == 1 ? KEYS.white : 0;
    }

    @Override
    protected long rest() {
        return sideKey(board.side());
    }

    @Override
    public CheckersGame game() {
        return CheckersGame.INSTANCE;
    }

    // ---------------------------------------------------------------------------------------
    // Moves

    /**
     * The pieces of the side to move that can jump, computed once per position: the search asks
     * whether the game is over and then for the moves of the same position (reset by play and
     * undo).
     */
    private long jumpers() {
        long j = jumpers;
        if (j == UNKNOWN) {
            int side = board.side();
            long own = board.pieces(side);
            j =
                    DraughtsMoves.jumpersOf(
                            own, board.kings(), side, board.pieces(side ^ 1), board.empty());
            jumpers = j;
        }
        return j;
    }

    /** Whether the side to move has a legal board move (ignoring the draw policy). */
    @Override
    protected boolean hasRulesMove() {
        int side = board.side();
        return jumpers() != 0
                || DraughtsMoves.hasStep(board.pieces(side), board.kings(), side, board.empty());
    }

    @Override
    protected boolean drawnByPolicy() {
        return board.drawnByPolicy();
    }

    /**
     * The draws of checkers a player may claim (docs/rules/checkers.md): the same position for the
     * third time, or 80 plies without a capture or a man move; none once the game is lost.
     */
    @Override
    public DrawClaim claimableDraw() {
        return hasRulesMove() ? board.claimableDraw() : DrawClaim.NONE;
    }

    /** Captures are compulsory: there is one exactly when some piece can jump. */
    @Override
    public boolean mayCapture() {
        return jumpers() != 0;
    }

    /** The moves of the rules: a search has asked {@link #isTerminal} for the engine's draws. */
    @Override
    public int legalMoves(int[] buffer, int offset) {
        int side = board.side();
        return DraughtsMoves.movesOf(
                board.pieces(side),
                board.kings(),
                side,
                board.pieces(side ^ 1),
                board.empty(),
                jumpers(),
                buffer,
                offset);
    }

    /**
     * Uniform among the legal moves: steps and single jumps counted and picked straight from the
     * bitboards, the list built only when a jump may continue.
     */
    @Override
    public int randomMove(RandomGenerator rng, int[] buffer) {
        int side = board.side();
        return DraughtsMoves.randomMove(
                board.pieces(side),
                board.kings(),
                side,
                board.pieces(side ^ 1),
                board.empty(),
                jumpers(),
                rng,
                buffer);
    }

    /** The 40-move rule shows in the position (its quiet count); a repetition does not. */
    @Override
    public int positionMoves(int[] buffer, int offset) {
        return board.quietLimitReached() ? 0 : legalMoves(buffer, offset);
    }

    // ---------------------------------------------------------------------------------------
    // Play and undo

    @Override
    public void play(int move) {
        board.startMove();
        jumpers = UNKNOWN;
        int from = Draughts.CELL_SQUARE[move & 31];
        int to;
        long jumped = 0;
        int shape = move >>> 5 & 0x1FF; // steps, jumps and kind
        if (shape == 1) { // a single step
            to = from + Draughts.DELTA[move >>> 14 & 3];
        } else if ((shape & 0x187) == 0) { // jumps only
            to = from;
            for (int k = shape >>> 3 & 15, dirs = move >>> 14; k > 0; k--, dirs >>>= 2) {
                int at = to * 4 + (dirs & 3);
                jumped |= Draughts.OVER_BIT[at];
                to = Draughts.JUMP[at];
            }
        } else {
            to = Draughts.destination(move);
            jumped = Draughts.jumpedSquares(move);
        }
        boolean reset = board.moveBoard(from, to, jumped);
        int side = board.side() ^ 1;
        board.setSide(side);
        board.finishMove(rest(), reset);
    }

    @Override
    public void undo() {
        board.undo();
        jumpers = UNKNOWN;
    }

    // ---------------------------------------------------------------------------------------
    // Result

    @Override
    public String resultReason() {
        if (!hasRulesMove()) {
            return board.lossReason(game());
        }
        return board.policyDrawReason();
    }

    /**
     * Whether the game ended by repetition, which a position string cannot show (it has no
     * history).
     */
    @Override
    public boolean endedByHistory() {
        return board.drawnByRepetitionAlone() && hasRulesMove();
    }

    // ---------------------------------------------------------------------------------------
    // Hash, copy, text

    @Override
    public CheckersState copy() {
        return new CheckersState(this);
    }

    @Override
    public String position() {
        int quiet = board.quiet();
        return quiet == 0 ? boardText() : boardText() + " quiet=" + quiet;
    }

    @Override
    public String formatMove(int move) {
        return Draughts.format(move);
    }

    @Override
    public String formatMove(int move, String notation) {
        return switch (notation) {
            case Game.NUMERIC -> Numbering.format(move);
            case Game.HUB -> Numbering.formatHub(move);
            default -> super.formatMove(move, notation);
        };
    }

    /**
     * Reads algebraic moves, and numeric ones as {@link Numbering#parse} does; an algebraic capture
     * given by only some of its landing squares ({@code f6xb6}, as newspapers print it) is resolved
     * the same way.
     */
    @Override
    public int parseMove(String text) {
        String t = text == null ? "" : text.strip();
        if (Numbering.looksNumeric(t)) {
            return Numbering.parse(this, t);
        }
        try {
            return super.parseMove(text);
        } catch (IllegalMoveException e) {
            String numbered = t.indexOf('x') > 0 ? Numbering.numberedOrNull(t) : null;
            if (numbered == null) {
                throw e;
            }
            int move;
            try {
                move = Numbering.parse(this, numbered);
            } catch (IllegalMoveException stillNot) {
                throw e;
            }
            if (Draughts.jumps(move) == 0) {
                throw e; // a step written as a capture stays an error in chess squares
            }
            return move;
        }
    }

    /** The position in PDN's FEN (no quiet count). */
    public String fen() {
        return Fen.of(board.pieces(), board.kings(), board.side());
    }

    @Override
    protected void checkMoveSyntax(String text) {
        Draughts.checkBoardMoveSyntax(
                text,
                "a step such as a3-b4, or a capture listing every landing square such as a3xc5xe7");
    }
}
