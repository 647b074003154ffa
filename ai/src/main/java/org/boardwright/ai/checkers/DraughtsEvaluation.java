package org.boardwright.ai.checkers;

import org.boardwright.ai.alphabeta.Evaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.checkers.Draughts;
import org.boardwright.engine.twist.TwistState;

/**
 * The alpha-beta evaluation of checkers and the Twist, in hundredths of a man, from the side to
 * move. Material first (a king is worth more than a man, more so as the board empties); then
 * what decides between equal forces: men advancing (most near the crowning rank), the back rank
 * kept as a guard against enemy crowning, kings in the centre rather than on the edge, mobility.
 * The side ahead is pushed to convert: trading down is worth more the fewer pieces remain, its
 * kings are drawn towards the enemy pieces, and its lead fades as the quiet count nears the
 * engine-policy draw, so it prefers lines that capture or move men. In the Twist each unused
 * option counts.
 */
public final class DraughtsEvaluation implements Evaluation {

    static final int MAN = 100;
    static final int KING = 130;
    /** Added to a king's value per piece fewer than 24 on the board: kings matter more in the endgame. */
    static final int KING_ENDGAME = 1;
    static final int OPTION = 35;
    static final int BACK_RANK = 8;
    static final int MOBILITY = 2;
    /** Per unit of lead, per piece fewer than 24: trading when ahead. */
    static final int TRADE = 1;
    /** Per square of distance from a king of the side ahead to the nearest enemy piece. */
    static final int HUNT = 3;

    /** Bonus of a man by ranks advanced (0 = its own back rank, 6 = one step from crowning). */
    private static final int[] ADVANCE = {0, 1, 3, 5, 8, 12, 18};
    /** Bonus of a king by square: centre good, edges poor. */
    private static final int[] KING_SQUARE = new int[64];
    /** Bonus of a man by square, by file only: the centre files control more. */
    private static final int[] MAN_FILE = {0, 2, 4, 5, 5, 4, 2, 0};

    static {
        for (int sq = 0; sq < 64; sq++) {
            int x = sq & 7;
            int y = sq >>> 3;
            int edge = Math.min(Math.min(x, 7 - x), Math.min(y, 7 - y));
            KING_SQUARE[sq] = new int[] {0, 6, 10, 12}[edge];
        }
    }

    @Override
    public int evaluate(GameState state) {
        long red;
        long white;
        long kings;
        int quiet;
        int options = 0;
        if (state instanceof TwistState t) {
            red = t.pieces(0);
            white = t.pieces(1);
            kings = t.kings();
            quiet = t.quiet();
            options = OPTION * (t.options(0) - t.options(1));
        } else {
            CheckersState c = (CheckersState) state;
            red = c.pieces(0);
            white = c.pieces(1);
            kings = c.kings();
            quiet = c.quiet();
        }
        int total = Long.bitCount(red | white);
        int kingValue = KING + KING_ENDGAME * (24 - total);
        int redMaterial = MAN * Long.bitCount(red & ~kings) + kingValue * Long.bitCount(red & kings);
        int whiteMaterial = MAN * Long.bitCount(white & ~kings) + kingValue * Long.bitCount(white & kings);
        int lead = redMaterial - whiteMaterial;

        int score = lead + options;
        score += positional(red, white, kings, 0) - positional(white, red, kings, 1);
        score += MOBILITY * (steps(red, white, kings, 0) - steps(white, red, kings, 1));

        // Converting a lead: trade down, and bring the kings to the enemy.
        if (lead != 0) {
            score += TRADE * lead * (24 - total) / MAN;
            if (lead > 0) {
                score -= HUNT * huntDistance(red & kings, white);
            } else {
                score += HUNT * huntDistance(white & kings, red);
            }
        }
        int fade = Math.max(0, CheckersGame.QUIET_LIMIT - quiet);
        if (quiet > 0) {
            score = score * (CheckersGame.QUIET_LIMIT + fade) / (2 * CheckersGame.QUIET_LIMIT);
        }
        return state.sideToMove() == 0 ? score : -score;
    }

    /** Men advancement and file, the back-rank guard, kings' squares; for {@code side}'s pieces {@code own}. */
    private static int positional(long own, long enemy, long kings, int side) {
        int score = 0;
        long men = own & ~kings;
        for (long b = men; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int y = sq >>> 3;
            int advanced = side == 0 ? y : 7 - y;
            score += ADVANCE[Math.min(advanced, 6)] + MAN_FILE[sq & 7];
        }
        for (long b = own & kings; b != 0; b &= b - 1) {
            score += KING_SQUARE[Long.numberOfTrailingZeros(b)];
        }
        // The back rank guards against enemy crowning while the enemy still has men to crown.
        if ((enemy & ~kings) != 0) {
            long backRank = side == 0 ? Draughts.RANK_1 : Draughts.RANK_8;
            score += BACK_RANK * Long.bitCount(men & backRank);
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

    /** The summed distance (in king steps) from each king to the nearest enemy piece. */
    private static int huntDistance(long hunters, long prey) {
        int total = 0;
        for (long h = hunters; h != 0; h &= h - 1) {
            int a = Long.numberOfTrailingZeros(h);
            int nearest = 8;
            for (long p = prey; p != 0; p &= p - 1) {
                int b = Long.numberOfTrailingZeros(p);
                int d = Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
                nearest = Math.min(nearest, d);
            }
            total += nearest;
        }
        return total;
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

    @Override
    public double scoreScale() {
        return 100;
    }
}
