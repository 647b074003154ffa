package org.boardwright.engine.twist;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.GameState;
import org.boardwright.engine.MoveKind;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.Draughts;
import org.boardwright.engine.checkers.DraughtsMoves;
import org.boardwright.engine.checkers.DraughtsPosition;
import org.boardwright.engine.checkers.DraughtsState;

/**
 * A Twist position (docs/rules/twist.md): the {@link DraughtsPosition} of checkers with each side's
 * option count, the turn phase ({@link Turn}) and the plies played; moves are those of {@link
 * TwistMoves}.
 *
 * <p>Repetition (engine policy) compares the board, the side to move, the option counts and the
 * turn phase since the last capture or man move.
 */
public final class TwistState extends DraughtsState {

    private static final CheckersGame.Keys KEYS = new CheckersGame.Keys(0x7_3157L);
    private static final long META_SEED = new SplittableRandom(0x7_3158L).nextLong();

    /** What the board's history keeps of this state's own per move. */
    private static final int KEPT_RED_OPTIONS = 0;

    private static final int KEPT_WHITE_OPTIONS = 1;
    private static final int KEPT_TURN = 2;
    private static final int KEPT_PLIES = 3;

    private final TwistMoves moves;
    private final int[] options = new int[2];
    private int turn;

    /** Moves other than dice outcomes since this state was made (the 1,000-ply policy). */
    private int plies;

    TwistState(
            long red,
            long white,
            long kings,
            int side,
            int redOptions,
            int whiteOptions,
            int turn,
            int quiet) {
        super(
                new DraughtsPosition(
                        KEYS,
                        false,
                        4,
                        red,
                        white,
                        kings,
                        side,
                        quiet,
                        rest(side, redOptions, whiteOptions, turn)));
        options[0] = redOptions;
        options[1] = whiteOptions;
        this.turn = turn;
        moves = new TwistMoves(board);
    }

    private TwistState(TwistState o) {
        super(o);
        moves = new TwistMoves(board);
        options[0] = o.options[0];
        options[1] = o.options[1];
        turn = o.turn;
        plies = o.plies;
    }

    @Override
    public TwistGame game() {
        return TwistGame.INSTANCE;
    }

    /** A side's unused options. */
    public int options(int side) {
        return options[side];
    }

    /** The {@code turn=} value of the position string, or "" at the start of a normal turn. */
    public String turnText() {
        String t = Turn.text(turn);
        return t == null ? "" : t;
    }

    // ---------------------------------------------------------------------------------------
    // Moves

    /**
     * The engine-policy draws: those of checkers, which a game between people leaves to a claim,
     * and the ply limit, which ends every game.
     */
    @Override
    protected boolean drawnByPolicy() {
        return board.drawnByPolicy() || plyLimitReached();
    }

    private boolean plyLimitReached() {
        return plies >= TwistGame.PLY_LIMIT;
    }

    @Override
    protected boolean limitReached() {
        return plyLimitReached();
    }

    /**
     * The draws of checkers a player may claim (docs/rules/twist.md): the same position for the
     * third time, or 80 plies without a capture or a man move; none at a throw of the dice or once
     * the game is over without a claim (lost, or at the ply limit).
     */
    @Override
    public DrawClaim claimableDraw() {
        return isChanceNode() || plyLimitReached() || !hasRulesMove()
                ? DrawClaim.NONE
                : board.claimableDraw();
    }

    /**
     * After a declaration, unless the ply limit ended the game: also at a claimable draw, where a
     * game between people throws the dice (a search has asked {@link #isTerminal} first).
     */
    @Override
    public boolean isChanceNode() {
        return Turn.type(turn) == Turn.DECLARED && !plyLimitReached();
    }

    @Override
    public double chanceProbability(int outcome) {
        if (!isChanceNode()) {
            throw new IllegalStateException("not a chance node");
        }
        return ((outcome >>> 24) & 7) == ((outcome >>> 27) & 7) ? 1.0 / 36 : 2.0 / 36;
    }

    /** The moves of the rules until the ply limit: a search has asked {@link #isTerminal}. */
    @Override
    public int legalMoves(int[] buffer, int offset) {
        return plyLimitReached() ? 0 : moves.rulesMoves(turn, options, buffer, offset);
    }

    /**
     * As {@link GameState#randomMove} (the same draw from the same generator), straight from the
     * bitboards in a turn of ordinary moves only; the list is built at a declaration, a boost and
     * the dice.
     */
    @Override
    public int randomMove(RandomGenerator rng, int[] buffer) {
        int type = Turn.type(turn);
        int side = board.side();
        long frozen = type == Turn.BONUS ? 1L << Turn.square(turn) : 0;
        boolean ordinaryOnly =
                type == Turn.PLAIN
                        || type == Turn.EXTRA
                        || type == Turn.BONUS
                        || type == Turn.NORMAL && options[side] == 0;
        if (ordinaryOnly && !plyLimitReached()) {
            return DraughtsMoves.randomOrdinaryMove(
                    board.pieces(), board.kings(), side, frozen, rng, buffer);
        }
        return super.randomMove(rng, buffer);
    }

    /** The 40-move rule shows in the position (its quiet count); a repetition and plies do not. */
    @Override
    public int positionMoves(int[] buffer, int offset) {
        return board.quietLimitReached() ? 0 : moves.rulesMoves(turn, options, buffer, offset);
    }

    /**
     * Whether the player to move has a legal board move in this phase (no declarations, no policy).
     */
    boolean hasBoardMove() {
        return moves.hasBoardMove(turn, options);
    }

    // ---------------------------------------------------------------------------------------
    // Play and undo

    @Override
    public void play(int move) {
        board.startMove();
        board.keep(KEPT_RED_OPTIONS, options[0]);
        board.keep(KEPT_WHITE_OPTIONS, options[1]);
        board.keep(KEPT_TURN, turn);
        board.keep(KEPT_PLIES, plies);
        boolean reset = false;
        if (TwistMoves.isSpecial(move)) {
            int what = (move >>> 14) & 15;
            if (what == TwistMoves.ROLL) {
                playRoll(move);
            } else {
                options[board.side()]--;
                turn = Turn.of(Turn.DECLARED, (move >>> 18) & 63, 0, what);
                board.countQuietPly();
                plies++;
            }
        } else {
            reset = playBoardMove(move);
        }
        board.finishMove(rest(), reset);
    }

    private void playRoll(int roll) {
        int a = (roll >>> 24) & 7;
        int b = (roll >>> 27) & 7;
        int sq = Turn.square(turn);
        switch (Turn.declaration(turn)) {
            case Turn.PASS:
                if (a != b) {
                    board.setSide(board.side() ^ 1); // the turn ends with no move
                    turn = Turn.of(Turn.NORMAL, 0, 0, 0);
                } else {
                    turn = Turn.of(Turn.PLAIN, 0, 0, 0);
                }
                break;
            case Turn.EXTRA_TURN:
                turn = Turn.of(a != b ? Turn.EXTRA : Turn.PLAIN, 0, 0, 0);
                break;
            default:
                int v = Math.min(a, b);
                if (v == 1) {
                    turn = Turn.of(Turn.PLAIN, 0, 0, 0);
                } else {
                    turn =
                            Turn.of(
                                    Turn.declaration(turn) == Turn.SPEED_BOOST
                                            ? Turn.SPEED
                                            : Turn.INITIATIVE,
                                    sq,
                                    v,
                                    0);
                }
                break;
        }
    }

    /**
     * Plays a board move; returns whether it captured or moved a man (resetting the quiet count).
     */
    private boolean playBoardMove(int move) {
        long path = moves.path(turn, move);
        int to = Draughts.pathDestination(path);
        long jumped = Draughts.pathJumpedSquares(path);
        int side = board.side();
        int opp = side ^ 1;
        boolean king = (board.kings() >>> Draughts.fromSquare(move) & 1) != 0;
        if (jumped != 0) {
            // twist.md: each captured king costs its owner an unused option; a king's jump earns
            // one
            options[opp] = Math.max(0, options[opp] - Long.bitCount(jumped & board.kings()));
            if (king) {
                options[side]++;
            }
        }
        boolean reset = board.moveBoard(Draughts.fromSquare(move), to, jumped);
        plies++;
        if (Turn.type(turn) == Turn.EXTRA && board.pieces(opp) != 0) {
            // the opponent's turn is skipped: a bonus turn in which the piece just moved may not
            // move
            turn = Turn.of(Turn.BONUS, to, 0, 0);
            if (!hasBoardMove()) {
                board.setSide(opp); // the bonus turn is forfeited
                turn = Turn.of(Turn.NORMAL, 0, 0, 0);
            }
        } else {
            board.setSide(opp);
            turn = Turn.of(Turn.NORMAL, 0, 0, 0);
        }
        return reset;
    }

    @Override
    public void undo() {
        if (board.movesPlayed() == 0) {
            throw new IllegalStateException("no move to undo");
        }
        options[0] = board.kept(KEPT_RED_OPTIONS);
        options[1] = board.kept(KEPT_WHITE_OPTIONS);
        turn = board.kept(KEPT_TURN);
        plies = board.kept(KEPT_PLIES);
        board.undo();
    }

    // ---------------------------------------------------------------------------------------
    // Result

    @Override
    public String resultReason() {
        if (!hasRulesMove()) {
            return board.lossReason(game());
        }
        if (plyLimitReached()) { // first: it ends a game between people too, with no claim
            return "drawn by engine policy: " + TwistGame.PLY_LIMIT + " plies";
        }
        return board.policyDrawReason();
    }

    /**
     * Whether the game ended by a rule on its history (repetition, ply limit), which a position
     * string cannot show.
     */
    @Override
    public boolean endedByHistory() {
        boolean byHistory =
                board.drawnByRepetitionAlone() || plyLimitReached() && !board.quietLimitReached();
        return byHistory && hasRulesMove();
    }

    // ---------------------------------------------------------------------------------------
    // Hash, copy, text

    @Override
    protected boolean hasRulesMove() {
        return moves.hasRulesMove(turn, options);
    }

    @Override
    protected long rest() {
        return rest(board.side(), options[0], options[1], turn);
    }

    /** The side to move, option counts and turn phase, mixed into one key. */
    private static long rest(int side, int redOptions, int whiteOptions, int turn) {
        long x =
                META_SEED
                        ^ ((long) redOptions << 40
                                | (long) whiteOptions << 16
                                | (long) turn << 1
                                | side);
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ x >>> 31;
    }

    @Override
    public TwistState copy() {
        return new TwistState(this);
    }

    @Override
    public String position() {
        StringBuilder sb = new StringBuilder(boardText());
        if (options[0] != 0 || options[1] != 0) {
            sb.append(" options=").append(options[0]).append(',').append(options[1]);
        }
        String t = Turn.text(turn);
        if (t != null) {
            sb.append(" turn=").append(t);
        }
        if (board.quiet() != 0) {
            sb.append(" quiet=").append(board.quiet());
        }
        return sb.toString();
    }

    @Override
    public MoveKind moveKind(int move) {
        return TwistMoves.isRoll(move)
                ? MoveKind.CHANCE
                : TwistMoves.isDeclaration(move) ? MoveKind.DECLARATION : MoveKind.BOARD;
    }

    @Override
    public String describeMove(int move) {
        if (TwistMoves.isRoll(move)) {
            int[] d = dice(move);
            return "dice " + d[0] + " and " + d[1];
        }
        if (!TwistMoves.isDeclaration(move)) {
            return formatMove(move);
        }
        String text = formatMove(move);
        int colon = text.indexOf(':');
        return colon < 0
                ? "declare " + (text.equals("extra") ? "an extra turn" : text)
                : "declare " + text.substring(0, colon) + " on " + text.substring(colon + 1);
    }

    @Override
    public int[] dice(int outcome) {
        return TwistMoves.isRoll(outcome)
                ? new int[] {(outcome >>> 24) & 7, (outcome >>> 27) & 7}
                : new int[0];
    }

    @Override
    public int counter(int side) {
        return options[side];
    }

    /** The turn phase ({@link Turn}), for the game's words. */
    int turn() {
        return turn;
    }

    /**
     * Whether the last move was the throw that made a declared pass succeed (the turn passed on at
     * once).
     */
    boolean passSucceeded() {
        if (board.movesPlayed() == 0) {
            return false;
        }
        int before = board.kept(KEPT_TURN);
        return Turn.type(before) == Turn.DECLARED && Turn.declaration(before) == Turn.PASS;
    }

    @Override
    public String formatMove(int move) {
        if (!TwistMoves.isSpecial(move)) {
            return Draughts.formatPath(
                    moves.path(turn, move), Draughts.kind(move) == TwistMoves.KIND_SPEED);
        }
        int what = (move >>> 14) & 15;
        if (what == TwistMoves.ROLL) {
            return "roll:" + ((move >>> 24) & 7) + "-" + ((move >>> 27) & 7);
        }
        return Turn.declarationText(what, (move >>> 18) & 63);
    }

    @Override
    protected void checkMoveSyntax(String text) {
        TwistText.checkMoveSyntax(text);
    }
}
