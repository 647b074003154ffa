package org.boardwright.ai.tuning;

import java.util.List;
import org.boardwright.ai.Evaluation;

/**
 * An evaluation whose integer weights can be tuned from games ({@link Texel}): the weights by name,
 * and a copy of the evaluation with other values.
 */
public interface TunableEvaluation extends Evaluation {

    /** The weights' names, in the order of {@link #weights()}. */
    List<String> weightNames();

    /** A copy of the current weights. */
    int[] weights();

    /** The same evaluation with these weights (and the given score scale). */
    TunableEvaluation withWeights(int[] weights, double scoreScale);
}
