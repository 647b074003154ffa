package org.boardwright.ai.checkers;

import org.boardwright.engine.checkers.CheckersGame;

/**
 * The terms the Twist's evaluation ({@link DraughtsEvaluation}) and checkers' ({@link
 * CheckersEvaluation}) compute alike, with their own weights: material, the tables of men's and
 * kings' squares, and converting a lead. Scores are Red's, in hundredths of a man.
 */
final class DraughtsTerms {

    /** A man: the unit, not tuned. */
    static final int MAN = 100;

    private DraughtsTerms() {}

    /** A king's value: {@code king}, plus {@code endgameTenths} tenths per piece fewer than 24. */
    static int kingValue(int king, int endgameTenths, int total) {
        return king + endgameTenths * (24 - total) / 10;
    }

    /** The material of {@code own} (men and kings). */
    static int material(long own, long kings, int kingValue) {
        return MAN * Long.bitCount(own & ~kings) + kingValue * Long.bitCount(own & kings);
    }

    /**
     * Fills the square tables from the weights: {@code advance[k]} for a man k ranks from its own
     * back rank (1 to 6, from {@code w[advanceAt]} on), {@code manFile} by distance from the edge
     * (from {@code w[fileAt]}, the edge 0), {@code kingSquare} likewise for kings (from {@code
     * w[kingEdgeAt]}).
     */
    static void squareTables(
            int[] w,
            int advanceAt,
            int fileAt,
            int kingEdgeAt,
            int[] advance,
            int[] manFile,
            int[] kingSquare) {
        System.arraycopy(w, advanceAt, advance, 1, 6);
        for (int x = 0; x < 8; x++) {
            int fromEdge = Math.min(x, 7 - x);
            manFile[x] = fromEdge == 0 ? 0 : w[fileAt + fromEdge - 1];
        }
        for (int sq = 0; sq < 64; sq++) {
            int x = sq & 7;
            int y = sq >>> 3;
            int edge = Math.min(Math.min(x, 7 - x), Math.min(y, 7 - y));
            kingSquare[sq] = edge == 0 ? 0 : w[kingEdgeAt + edge - 1];
        }
    }

    /**
     * Converting a lead: trading down is worth more the fewer pieces remain, the leader's kings are
     * drawn towards the enemy, and the whole score fades as the quiet count nears the engine-policy
     * draw, so the side ahead prefers lines that capture or move men.
     */
    static int convert(
            int score,
            int lead,
            int total,
            int quiet,
            int tradeTenths,
            int hunt,
            long red,
            long white,
            long kings) {
        if (lead != 0) {
            score += tradeTenths * lead * (24 - total) / (10 * MAN);
            if (lead > 0) {
                score -= hunt * huntDistance(red & kings, white);
            } else {
                score += hunt * huntDistance(white & kings, red);
            }
        }
        int fade = Math.max(0, CheckersGame.QUIET_LIMIT - quiet);
        if (quiet > 0) {
            score = score * (CheckersGame.QUIET_LIMIT + fade) / (2 * CheckersGame.QUIET_LIMIT);
        }
        return score;
    }

    /** The summed distance (in king steps) from each king to the nearest enemy piece. */
    static int huntDistance(long hunters, long prey) {
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
}
