package org.boardwright.ai.checkers;

import java.util.List;
import org.boardwright.ai.tuning.WeightedEvaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.Draughts;
import org.boardwright.engine.twist.TwistState;

/**
 * The alpha-beta evaluation of the Twist (checkers' is {@link CheckersEvaluation}), in hundredths
 * of a man, from the side to move. Material first (a king against a man, the king's value changing
 * as the board empties); then what decides between equal forces: men by how far they have advanced
 * and by file, the back rank kept as a guard against enemy crowning, kings by distance from the
 * edge, mobility. The side ahead is pushed to convert: trading down is worth more the fewer pieces
 * remain, its kings are drawn towards the enemy pieces, and its lead fades as the quiet count nears
 * the engine-policy draw, so it prefers lines that capture or move men. In the Twist each unused
 * option counts. How much each feature counts is tuned by self-play on Twist games (README).
 */
public final class DraughtsEvaluation extends WeightedEvaluation {

    static final int MAN = DraughtsTerms.MAN;

    /**
     * The weights' names; ADVANCE_k is a man k ranks from its own back rank, FILE_k a man k files
     * from the edge, KING_EDGE_k a king k squares from the edge.
     */
    private static final List<String> NAMES =
            List.of(
                    "KING",
                    "KING_ENDGAME_TENTHS",
                    "OPTION",
                    "BACK_RANK",
                    "MOBILITY",
                    "TRADE_TENTHS",
                    "HUNT",
                    "ADVANCE_1",
                    "ADVANCE_2",
                    "ADVANCE_3",
                    "ADVANCE_4",
                    "ADVANCE_5",
                    "ADVANCE_6",
                    "FILE_1",
                    "FILE_2",
                    "FILE_3",
                    "KING_EDGE_1",
                    "KING_EDGE_2",
                    "KING_EDGE_3");

    private static final int KING = 0;

    /**
     * Added to a king's value, in tenths, per piece fewer than 24 on the board: kings matter more
     * in the endgame.
     */
    private static final int KING_ENDGAME = 1;

    /** An unused Twist option. */
    private static final int OPTION = 2;

    private static final int BACK_RANK = 3;
    private static final int MOBILITY = 4;

    /** Per unit of lead, per piece fewer than 24, in tenths of a hundredth: trading when ahead. */
    private static final int TRADE = 5;

    /** Per square of distance from a king of the side ahead to the nearest enemy piece. */
    private static final int HUNT = 6;

    private static final int ADVANCE = 7;
    private static final int FILE = 13;
    private static final int KING_EDGE = 16;

    /** The weights tuned by self-play on Twist games (docs/strength.md). */
    public static final DraughtsEvaluation TWIST =
            new DraughtsEvaluation(
                    new int[] {123, 10, 40, 22, 1, 19, 4, 3, -1, -5, -1, 9, 7, 6, 9, 6, 1, 5, 10},
                    85);

    /** Bonus of a man by ranks advanced (0 = its own back rank, 6 = one step from crowning). */
    private final int[] advance = new int[7];

    /** Bonus of a man by file (symmetric; the edge files 0). */
    private final int[] manFile = new int[8];

    /** Bonus of a king by square, by its distance from the edge (the edge 0). */
    private final int[] kingSquare = new int[64];

    private DraughtsEvaluation(int[] weights, double scoreScale) {
        super(NAMES, weights, scoreScale);
        DraughtsTerms.squareTables(w, ADVANCE, FILE, KING_EDGE, advance, manFile, kingSquare);
    }

    @Override
    public DraughtsEvaluation withWeights(int[] weights, double scale) {
        return new DraughtsEvaluation(weights, scale);
    }

    @Override
    public int evaluate(GameState state) {
        TwistState t = (TwistState) state;
        long red = t.pieces(0);
        long white = t.pieces(1);
        long kings = t.kings();
        int quiet = t.quiet();
        int options = w[OPTION] * (t.options(0) - t.options(1));
        int total = Long.bitCount(red | white);
        int kingValue = DraughtsTerms.kingValue(w[KING], w[KING_ENDGAME], total);
        int lead =
                DraughtsTerms.material(red, kings, kingValue)
                        - DraughtsTerms.material(white, kings, kingValue);

        int score = lead + options;
        score += positional(red, white, kings, 0) - positional(white, red, kings, 1);
        score += w[MOBILITY] * (steps(red, white, kings, 0) - steps(white, red, kings, 1));

        score =
                DraughtsTerms.convert(
                        score, lead, total, quiet, w[TRADE], w[HUNT], red, white, kings);
        return state.sideToMove() == 0 ? score : -score;
    }

    /**
     * Men advancement and file, the back-rank guard, kings' squares; for {@code side}'s pieces
     * {@code own}.
     */
    private int positional(long own, long enemy, long kings, int side) {
        int score = 0;
        long men = own & ~kings;
        for (long b = men; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int y = sq >>> 3;
            int advanced = side == 0 ? y : 7 - y;
            score += advance[Math.min(advanced, 6)] + manFile[sq & 7];
        }
        for (long b = own & kings; b != 0; b &= b - 1) {
            score += kingSquare[Long.numberOfTrailingZeros(b)];
        }
        // The back rank guards against enemy crowning while the enemy still has men to crown.
        if ((enemy & ~kings) != 0) {
            long backRank = side == 0 ? Draughts.RANK_1 : Draughts.RANK_8;
            score += w[BACK_RANK] * Long.bitCount(men & backRank);
        }
        return score;
    }

    /** Non-capturing steps available to {@code side} (men forward, kings both ways). */
    private static int steps(long own, long enemy, long kings, int side) {
        long empty = Draughts.DARK & ~(own | enemy);
        long ownKings = own & kings;
        int manDirections = Draughts.MAN_DIRECTIONS[side];
        int n = 0;
        for (int d = 0; d < 4; d++) {
            long movers = (manDirections >>> d & 1) != 0 ? own : ownKings;
            n += Long.bitCount(Draughts.shift(movers, d) & empty);
        }
        return n;
    }

    @Override
    public int captureValue(GameState state, int move) {
        if (Draughts.kind(move) == 3) {
            return 0; // a Twist declaration or roll
        }
        return Draughts.jumps(move);
    }

    @Override
    public Quiescence quiescence() {
        return Quiescence.FORCED_CAPTURES;
    }

    /** Four random plies before the evaluation judges a playout, where the other games play six. */
    @Override
    public int playoutCutoff() {
        return 4;
    }

    /** Draughts rewards a sharper focus on the best lines than the other games. */
    @Override
    public double exploration() {
        return 0.5;
    }
}
