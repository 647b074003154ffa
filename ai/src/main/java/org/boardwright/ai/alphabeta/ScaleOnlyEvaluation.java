package org.boardwright.ai.alphabeta;

import java.util.List;

/**
 * An evaluation with no weights of its own to tune (material alone, the checker being the unit):
 * self-play only fits its score scale, which turns scores into win probabilities.
 */
public abstract class ScaleOnlyEvaluation implements TunableEvaluation {

    private final double scoreScale;

    protected ScaleOnlyEvaluation(double scoreScale) {
        this.scoreScale = scoreScale;
    }

    /** The same evaluation with another scale. */
    protected abstract ScaleOnlyEvaluation withScale(double scale);

    @Override
    public final List<String> weightNames() {
        return List.of();
    }

    @Override
    public final int[] weights() {
        return new int[0];
    }

    @Override
    public final ScaleOnlyEvaluation withWeights(int[] weights, double scale) {
        if (weights.length != 0) {
            throw new IllegalArgumentException("this evaluation has no weights");
        }
        return withScale(scale);
    }

    @Override
    public final double scoreScale() {
        return scoreScale;
    }
}
