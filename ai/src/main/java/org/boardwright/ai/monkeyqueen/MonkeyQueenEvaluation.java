package org.boardwright.ai.monkeyqueen;

import java.util.List;
import org.boardwright.ai.tuning.WeightedEvaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.monkeyqueen.MonkeyQueenState;

/**
 * Monkey Queen, in hundredths of a baby, from the side to move. Babies are the army; the checkers
 * still in the queen are babies to come, and a queen down to height 2 can no longer move without
 * capturing. The game is won by taking the queen, so what counts next is the stacks in line with a
 * queen (each could take it): the mover's against the enemy queen are a win the search's horizon
 * may hide; the enemy's against the mover's queen are threats, but lines run both ways and the
 * mover's queen can take them first (self-play tuned that weight below zero); and babies close to
 * the enemy queen are worth more than far ones. The weights are tuned by self-play (README).
 */
public final class MonkeyQueenEvaluation extends WeightedEvaluation {

    /** A baby: the unit, not tuned. */
    static final int BABY = 100;

    private static final List<String> NAMES =
            List.of("QUEEN_CHECKER", "STUCK_QUEEN", "THREATENED", "TAKEABLE", "CLOSE");

    /** Per checker in a queen beyond the queen itself: babies to come. */
    private static final int QUEEN_CHECKER = 0;

    /** A queen of height 2, which can no longer move without capturing. */
    private static final int STUCK_QUEEN = 1;

    /** Per enemy stack that sees the mover's queen along a line (each could take it next move). */
    private static final int THREATENED = 2;

    /**
     * Per stack of the mover that sees the enemy queen (the mover could take it now: the search's
     * horizon hides that).
     */
    private static final int TAKEABLE = 3;

    /**
     * Per baby, by closeness to the enemy queen: 6 minus the king-step distance (centred, so that
     * it does not blur a baby's value).
     */
    private static final int CLOSE = 4;

    /**
     * The weights tuned by self-play (see {@link org.boardwright.ai.tuning.Texel} and the README).
     */
    public static final MonkeyQueenEvaluation TUNED =
            new MonkeyQueenEvaluation(new int[] {77, 71, -48, 490, 1}, 63);

    private MonkeyQueenEvaluation(int[] weights, double scoreScale) {
        super(NAMES, weights, scoreScale);
    }

    @Override
    public MonkeyQueenEvaluation withWeights(int[] weights, double scale) {
        return new MonkeyQueenEvaluation(weights, scale);
    }

    private static final int SIZE = 12;
    private static final int[] DX = {1, 1, 0, -1, -1, -1, 0, 1};
    private static final int[] DY = {0, 1, 1, 1, 0, -1, -1, -1};

    @Override
    public int evaluate(GameState state) {
        MonkeyQueenState s = (MonkeyQueenState) state;
        int ivoryQueen = s.queenSquare(0);
        int cigarQueen = s.queenSquare(1);
        int score = 0; // for Ivory
        for (int sq = 0; sq < SIZE * SIZE; sq++) {
            int v = s.stackAt(sq);
            if (v == 0) {
                continue;
            }
            int side = v > 0 ? 0 : 1;
            int sign = side == 0 ? 1 : -1;
            int h = Math.abs(v);
            if (h == 1) {
                int q = side == 0 ? cigarQueen : ivoryQueen;
                int closeness =
                        q < 0
                                ? 0
                                : SIZE / 2
                                        - Math.max(
                                                Math.abs(sq % SIZE - q % SIZE),
                                                Math.abs(sq / SIZE - q / SIZE));
                score += sign * (BABY + w[CLOSE] * closeness);
            } else {
                score += sign * (w[QUEEN_CHECKER] * (h - 1) - (h == 2 ? w[STUCK_QUEEN] : 0));
            }
        }
        int mover = s.sideToMove();
        int forMover = mover == 0 ? score : -score;
        int moverQueen = mover == 0 ? ivoryQueen : cigarQueen;
        int enemyQueen = mover == 0 ? cigarQueen : ivoryQueen;
        if (moverQueen >= 0) {
            forMover -= w[THREATENED] * attackers(s, moverQueen, mover);
        }
        if (enemyQueen >= 0) {
            forMover += w[TAKEABLE] * attackers(s, enemyQueen, mover ^ 1);
        }
        return forMover;
    }

    /** Enemy stacks that are the first stack along one of the queen's eight lines. */
    private static int attackers(MonkeyQueenState s, int square, int side) {
        int x0 = square % SIZE;
        int y0 = square / SIZE;
        int n = 0;
        for (int d = 0; d < 8; d++) {
            int x = x0 + DX[d];
            int y = y0 + DY[d];
            while (x >= 0 && y >= 0 && x < SIZE && y < SIZE) {
                int v = s.stackAt(y * SIZE + x);
                if (v != 0) {
                    if ((v > 0) != (side == 0)) {
                        n++;
                    }
                    break;
                }
                x += DX[d];
                y += DY[d];
            }
        }
        return n;
    }

    @Override
    public int captureValue(GameState state, int move) {
        return MonkeyQueenState.isCapture(move) ? 1 : 0;
    }
}
