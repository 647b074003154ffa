package org.boardwright.ai.tuning;

import java.util.List;

/**
 * An evaluation with no weights of its own to tune (material alone, the checker being the unit):
 * self-play only fits its score scale, which turns scores into win probabilities.
 */
public abstract class ScaleOnlyEvaluation extends WeightedEvaluation {

    protected ScaleOnlyEvaluation(double scoreScale) {
        super(List.of(), new int[0], scoreScale);
    }

    /** The same evaluation with another scale. */
    protected abstract ScaleOnlyEvaluation withScale(double scale);

    @Override
    public final ScaleOnlyEvaluation withWeights(int[] weights, double scale) {
        if (weights.length != 0) {
            throw new IllegalArgumentException("this evaluation has no weights");
        }
        return withScale(scale);
    }
}
