package org.boardwright.ai.tuning;

import java.util.List;

/**
 * The common part of a {@link TunableEvaluation}: its named weights (read by subclasses as {@code
 * w}) and its score scale.
 */
public abstract class WeightedEvaluation implements TunableEvaluation {

    /**
     * The weights, in the order of {@link #weightNames()}; never changed after construction
     * (threads share evaluations).
     */
    protected final int[] w;

    private final List<String> names;
    private final double scoreScale;

    protected WeightedEvaluation(List<String> names, int[] weights, double scoreScale) {
        if (weights.length != names.size()) {
            throw new IllegalArgumentException(
                    getClass().getSimpleName()
                            + " takes "
                            + names.size()
                            + " weights, not "
                            + weights.length);
        }
        this.names = names;
        this.w = weights.clone();
        this.scoreScale = scoreScale;
    }

    @Override
    public final List<String> weightNames() {
        return names;
    }

    @Override
    public final int[] weights() {
        return w.clone();
    }

    @Override
    public final double scoreScale() {
        return scoreScale;
    }
}
