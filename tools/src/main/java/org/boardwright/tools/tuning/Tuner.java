package org.boardwright.tools.tuning;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.tuning.TunableEvaluation;
import org.boardwright.engine.Game;

/**
 * Tunes a game's evaluation weights on self-play records ({@link Texel}'s method) and checks the
 * result: the games are split four to one, by pairs (the two games of a match pair share their
 * opening, so they stay on one side), into a training set and a check set, whose error before and
 * after shows whether the tuning generalises.
 */
public final class Tuner {

    /** Step sizes of the local search, largest first. */
    private static final int[] STEPS = {8, 4, 2, 1};

    private static final long SEED = 1;

    /**
     * @param skipPlies plies at the start of each game left out (the random opening and the first
     *     replies)
     * @param perGame positions drawn from each game at most (positions of one game are much alike)
     * @param lambda the share of the game's result in a training label, 0 to 1; the rest is a
     *     {@code labelDepth}-ply search's prediction (steadier where dice make results noisy)
     * @param labelDepth the depth of that search (used only when {@code lambda < 1})
     * @param maxPasses passes over the weights at each step size at most
     */
    public record Settings(
            int skipPlies, int perGame, double lambda, int labelDepth, int maxPasses) {

        public static final int DEFAULT_SKIP_PLIES = 8;
        public static final int DEFAULT_PER_GAME = 1000;
        public static final double DEFAULT_LAMBDA = 1;
        public static final int DEFAULT_LABEL_DEPTH = 4;
        public static final int DEFAULT_MAX_PASSES = 30;

        public Settings {
            if (skipPlies < 0
                    || perGame < 1
                    || !(lambda >= 0 && lambda <= 1)
                    || labelDepth < 1
                    || maxPasses < 1) {
                throw new IllegalArgumentException("bad tuning settings " + this);
            }
        }

        public static Settings defaults() {
            return new Settings(
                    DEFAULT_SKIP_PLIES,
                    DEFAULT_PER_GAME,
                    DEFAULT_LAMBDA,
                    DEFAULT_LABEL_DEPTH,
                    DEFAULT_MAX_PASSES);
        }
    }

    /**
     * What a tuning found.
     *
     * @param weightNames the weights' names, in the order of {@code before} and {@code after}
     */
    public record Report(
            String gameId,
            int games,
            int trainingPositions,
            int checkPositions,
            double checkErrorBefore,
            double checkErrorAfter,
            double scaleBefore,
            double scaleAfter,
            List<String> weightNames,
            int[] before,
            int[] after) {}

    private Tuner() {}

    /** Whether the game's alpha-beta evaluation has weights to tune. */
    public static boolean canTune(Game game) {
        return Evaluations.forGame(game) instanceof TunableEvaluation;
    }

    /**
     * Tunes the game's evaluation on the records (one game a line, as {@code match --out} writes
     * them).
     *
     * @throws IllegalArgumentException when the game has no tunable evaluation, a record does not
     *     read or is of another game, or no position is left to tune on
     */
    public static Report tune(
            Game game,
            List<String> recordLines,
            Settings settings,
            Consumer<Texel.Progress> progress) {
        if (!(Evaluations.forGame(game) instanceof TunableEvaluation start)) {
            throw new IllegalArgumentException(game.id() + " has no tunable evaluation");
        }
        List<String> lines = new ArrayList<>(recordLines);
        lines.removeIf(String::isBlank);
        List<String> training = new ArrayList<>();
        List<String> check = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            (i / 2 % 5 == 4 ? check : training).add(lines.get(i));
        }
        SplittableRandom random = new SplittableRandom(SEED);
        List<Texel.Sample> trainingSamples =
                Texel.samples(
                        game, training, start, settings.skipPlies(), settings.perGame(), random);
        List<Texel.Sample> checkSamples =
                Texel.samples(game, check, start, settings.skipPlies(), settings.perGame(), random);
        if (trainingSamples.isEmpty() || checkSamples.isEmpty()) {
            throw new IllegalArgumentException(
                    "too few finished games to tune on: "
                            + trainingSamples.size()
                            + " training and "
                            + checkSamples.size()
                            + " check positions from "
                            + lines.size()
                            + " records");
        }
        if (settings.lambda() < 1) {
            trainingSamples =
                    Texel.blendWithSearch(
                            trainingSamples, start, settings.labelDepth(), settings.lambda());
        }
        double scaleBefore = Texel.fitScale(start, trainingSamples);
        double checkBefore = Texel.error(start, checkSamples, scaleBefore);
        TunableEvaluation tuned =
                Texel.tune(start, trainingSamples, STEPS, settings.maxPasses(), progress);
        double checkAfter = Texel.error(tuned, checkSamples, tuned.scoreScale());
        return new Report(
                game.id(),
                lines.size(),
                trainingSamples.size(),
                checkSamples.size(),
                checkBefore,
                checkAfter,
                scaleBefore,
                tuned.scoreScale(),
                tuned.weightNames(),
                start.weights(),
                tuned.weights());
    }
}
