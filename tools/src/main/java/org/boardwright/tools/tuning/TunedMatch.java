package org.boardwright.tools.tuning;

import java.util.List;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.match.Match;
import org.boardwright.ai.tuning.TunableEvaluation;
import org.boardwright.engine.Game;

/**
 * Confirms a tuning by play: alpha-beta with the game's evaluation as it stands ({@link #TUNED})
 * against alpha-beta with other weights ({@link #GIVEN}, typically the weights before the tuning),
 * the same time and threads, colours alternating and openings varied as in any {@link Match}.
 */
public final class TunedMatch {

    /**
     * The players' names in the match: A is the evaluation as it stands, B the one with the given
     * weights.
     */
    public static final String TUNED = "tuned";

    public static final String GIVEN = "given";

    private TunedMatch() {}

    /** The game's evaluation weights as they stand, in the order {@link Tuner} reports them. */
    public static int[] currentWeights(Game game) {
        return tunable(game).weights();
    }

    /** The names of the game's evaluation weights. */
    public static List<String> weightNames(Game game) {
        return tunable(game).weightNames();
    }

    /**
     * Plays the match; {@code settings} name the players {@link #TUNED} and {@link #GIVEN}.
     *
     * @throws IllegalArgumentException when the game has no tunable evaluation, the number of
     *     weights is not the evaluation's, or the scale is not positive
     */
    public static List<Match.Outcome> play(
            Match.Settings settings, int[] givenWeights, double givenScale, Match.Progress progress)
            throws InterruptedException {
        TunableEvaluation tuned = tunable(settings.game());
        if (!(givenScale > 0 && givenScale < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(
                    "the scale must be a positive number, not " + givenScale);
        }
        if (!settings.playerA().equals(TUNED) || !settings.playerB().equals(GIVEN)) {
            throw new IllegalArgumentException("the players are " + TUNED + " and " + GIVEN);
        }
        TunableEvaluation given = tuned.withWeights(givenWeights, givenScale);
        return Match.run(
                settings,
                (name, game, threads, random) ->
                        new AlphaBeta(
                                AlphaBeta.Config.standard(name, threads, game.descriptor()),
                                name.equals(TUNED) ? tuned : given),
                progress);
    }

    private static TunableEvaluation tunable(Game game) {
        if (!(Evaluations.forGame(game) instanceof TunableEvaluation tunable)) {
            throw new IllegalArgumentException(game.id() + " has no tunable evaluation");
        }
        return tunable;
    }
}
