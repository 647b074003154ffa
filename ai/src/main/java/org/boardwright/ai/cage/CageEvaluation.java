package org.boardwright.ai.cage;

import java.util.List;
import org.boardwright.ai.tuning.WeightedEvaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.cage.CageFeatures;
import org.boardwright.engine.cage.CageState;

/**
 * Cage (docs/rules/cage.md), in hundredths of a checker, from the side to move. Material first;
 * then what the rules make matter between equal forces: checkers an enemy could jump now (for the
 * side to move a capture the search's horizon may hide, for the other side a threat the mover can
 * still meet), attached checkers (which may jump and be jumped, and step only while staying
 * attached), edge checkers open to an edge capture (a trade of one for one), the steps each side
 * has, and each checker's ring (from the edge to the centre, where centring steps lead). The side
 * ahead gains by trading: a lead counts more the fewer checkers remain. How much each counts is
 * tuned by self-play (docs/strength.md), which found the centre a burden: a checker there has no
 * centring step left, so the inner rings weigh below the edge.
 */
public final class CageEvaluation extends WeightedEvaluation {

    /** A checker: the unit, not tuned. */
    static final int CHECKER = 100;

    /** The weights' names; RING_k is a checker k squares from the nearest edge. */
    private static final List<String> NAMES =
            List.of(
                    "ATTACHED",
                    "EXPOSED",
                    "MOBILITY",
                    "THREATENED",
                    "TAKEABLE",
                    "TRADE_TENTHS",
                    "RING_1",
                    "RING_2",
                    "RING_3",
                    "RING_4");

    /** Per attached checker. */
    private static final int ATTACHED = 0;

    /** Per edge checker an enemy edge capture could take. */
    private static final int EXPOSED = 1;

    /** Per legal step. */
    private static final int MOBILITY = 2;

    /** Per checker of the side to move that the enemy could jump (subtracted). */
    private static final int THREATENED = 3;

    /** Per enemy checker the side to move could jump now. */
    private static final int TAKEABLE = 4;

    /**
     * Per unit of lead, per checker fewer than 100, in tenths of a hundredth: trading when ahead.
     */
    private static final int TRADE = 5;

    private static final int RING = 6;

    /** The weights tuned by self-play (docs/strength.md, "Cage's evaluation"). */
    public static final CageEvaluation TUNED =
            new CageEvaluation(new int[] {11, 22, 3, 38, 44, 10, -41, -96, -127, -175}, 177);

    /** Bonus of a checker by ring (the edge 0). */
    private final int[] ring = new int[CageFeatures.RINGS];

    private CageEvaluation(int[] weights, double scoreScale) {
        super(NAMES, weights, scoreScale);
        System.arraycopy(w, RING, ring, 1, CageFeatures.RINGS - 1);
    }

    @Override
    public CageEvaluation withWeights(int[] weights, double scale) {
        return new CageEvaluation(weights, scale);
    }

    @Override
    public int evaluate(GameState state) {
        CageState s = (CageState) state;
        int red = s.checkers(0);
        int blue = s.checkers(1);
        int lead = CHECKER * (red - blue);
        int score = lead + side(s, 0) - side(s, 1); // for Red
        score += w[TRADE] * lead * (100 - red - blue) / (10 * CHECKER);
        int mover = s.sideToMove();
        int forMover = mover == 0 ? score : -score;
        forMover -= w[THREATENED] * CageFeatures.hanging(s, mover);
        forMover += w[TAKEABLE] * CageFeatures.hanging(s, mover ^ 1);
        return forMover;
    }

    /** The side's terms that do not depend on who is to move. */
    private int side(CageState s, int side) {
        int score =
                w[ATTACHED] * CageFeatures.attached(s, side)
                        + w[EXPOSED] * CageFeatures.exposedAtEdge(s, side)
                        + w[MOBILITY] * CageFeatures.steps(s, side);
        for (int r = 1; r < CageFeatures.RINGS; r++) {
            score += ring[r] * CageFeatures.onRing(s, side, r);
        }
        return score;
    }

    /**
     * A jump: 1 plus the checkers it gains (edge captures trade one for one), so that long chains
     * are tried first.
     */
    @Override
    public int captureValue(GameState state, int move) {
        return CageState.isJump(move) ? 1 + ((CageState) state).jumpGain(move) : 0;
    }
}
