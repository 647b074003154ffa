package org.boardwright.tools.tuning;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.tuning.TunableEvaluation;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Result;
import org.boardwright.engine.record.GameRecord;

/**
 * Tunes an evaluation's weights on positions from finished games ("Texel's method"): each position
 * is labelled with the game's result for the side to move, and the weights are moved, one at a time
 * and a step at a time, while that lowers the mean squared difference between the result and the
 * win probability the evaluation predicts, {@code 1 / (1 + exp(-score / scale))}. The scale is
 * fitted again before each pass, so the weights are judged on how well they order positions, not on
 * their units. Positions where the side to move must capture (in games where captures are
 * compulsory) are left out: the static score of such a position means little until the captures are
 * played.
 */
public final class Texel {

    /**
     * A position and the result its side to move went on to get (1 win, 0.5 draw, 0 loss), or a
     * blend of it (see {@link #blendWithSearch}).
     */
    public record Sample(GameState state, double result) {}

    /** What the tuner reports as it goes: the pass, the error, and the weights so far. */
    public record Progress(int pass, int step, double error, double scale, int[] weights) {}

    private Texel() {}

    /**
     * The labelled positions of finished games: from ply {@code skipPlies} on (the random opening
     * and the first replies are left out), no finished position, chance node or forced capture, at
     * most {@code perGame} a game chosen at random (positions of one game are much alike).
     */
    public static List<Sample> samples(
            Game game,
            List<String> recordLines,
            Evaluation evaluation,
            int skipPlies,
            int perGame,
            SplittableRandom random) {
        List<Sample> samples = new ArrayList<>();
        int[] buffer = new int[GameState.MAX_MOVES];
        for (String line : recordLines) {
            if (line.isBlank()) {
                continue;
            }
            GameRecord record = GameRecord.read(line);
            if (!record.game().id().equals(game.id())) {
                throw new IllegalArgumentException(
                        "a record of " + record.game().id() + ", not " + game.id());
            }
            Result result = record.result();
            if (!result.isOver()) {
                continue;
            }
            GameState state = game.parsePosition(record.startPosition());
            List<Sample> ofGame = new ArrayList<>();
            for (int move : record.moves()) {
                if (state.movesPlayed() >= skipPlies
                        && !state.isTerminal()
                        && !state.isChanceNode()
                        && !mustCapture(state, evaluation, buffer)) {
                    ofGame.add(new Sample(state.copy(), result.score(state.sideToMove())));
                }
                state.play(move);
            }
            for (int i = 0; i < perGame && !ofGame.isEmpty(); i++) {
                samples.add(ofGame.remove(random.nextInt(ofGame.size())));
            }
        }
        return samples;
    }

    private static boolean mustCapture(GameState state, Evaluation evaluation, int[] buffer) {
        if (evaluation.quiescence() != Evaluation.Quiescence.FORCED_CAPTURES) {
            return false;
        }
        int n = state.legalMoves(buffer, 0);
        return n > 0 && evaluation.captureValue(state, buffer[0]) > 0;
    }

    /**
     * The samples with each label blended with what a search of the position predicts: {@code
     * lambda} times the game's result plus the rest times the win probability of a {@code
     * depth}-ply alpha-beta search with {@code evaluation}. A game's result is a noisy label for a
     * position early in it (many later moves decided it); the search's view is a steadier one.
     */
    public static List<Sample> blendWithSearch(
            List<Sample> samples, Evaluation evaluation, int depth, double lambda) {
        ThreadLocal<AlphaBeta> searches =
                ThreadLocal.withInitial(
                        () ->
                                new AlphaBeta(
                                        new AlphaBeta.Config("label", 1, 12, true), evaluation));
        return samples.parallelStream()
                .map(
                        s -> {
                            AlphaBeta search = searches.get();
                            search.reset();
                            int v = search.value(s.state(), depth);
                            double p =
                                    v >= AlphaBeta.MATE_BOUND
                                            ? 1
                                            : v <= -AlphaBeta.MATE_BOUND
                                                    ? 0
                                                    : evaluation.winProbability(v);
                            return new Sample(s.state(), lambda * s.result() + (1 - lambda) * p);
                        })
                .toList();
    }

    /** The mean squared error of the evaluation's predictions over the samples. */
    public static double error(Evaluation evaluation, List<Sample> samples, double scale) {
        return samples.parallelStream()
                        .mapToDouble(
                                s -> {
                                    double p =
                                            1
                                                    / (1
                                                            + Math.exp(
                                                                    -evaluation.evaluate(s.state())
                                                                            / scale));
                                    double d = s.result() - p;
                                    return d * d;
                                })
                        .sum()
                / samples.size();
    }

    /**
     * The scale (score of one logistic unit) that fits the samples best, by golden-section search.
     */
    public static double fitScale(Evaluation evaluation, List<Sample> samples) {
        double lo = 10;
        double hi = 2000;
        double g = (Math.sqrt(5) - 1) / 2;
        double a = hi - g * (hi - lo);
        double b = lo + g * (hi - lo);
        double fa = error(evaluation, samples, a);
        double fb = error(evaluation, samples, b);
        while (hi - lo > 0.5) {
            if (fa < fb) {
                hi = b;
                b = a;
                fb = fa;
                a = hi - g * (hi - lo);
                fa = error(evaluation, samples, a);
            } else {
                lo = a;
                a = b;
                fa = fb;
                b = lo + g * (hi - lo);
                fb = error(evaluation, samples, b);
            }
        }
        return (lo + hi) / 2;
    }

    /**
     * Local search from the evaluation's weights: for each step size (largest first) and each
     * weight, a step up or down is kept while it lowers the error; passes repeat until none helps
     * or {@code maxPasses} is reached. The scale is fitted again before each pass (while the
     * weights move, a fixed scale lets them soak up a wrong one), and once more for the result.
     */
    public static TunableEvaluation tune(
            TunableEvaluation start,
            List<Sample> samples,
            int[] steps,
            int maxPasses,
            Consumer<Progress> progress) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("no positions to tune on");
        }
        int[] w = start.weights();
        TunableEvaluation current = start;
        double scale = 0;
        double best = 0;
        for (int step : steps) {
            for (int pass = 1; pass <= maxPasses; pass++) {
                scale = fitScale(current, samples);
                best = error(current, samples, scale);
                boolean improved = false;
                for (int i = 0; i < w.length; i++) {
                    for (int direction : new int[] {1, -1}) {
                        int[] tried = w.clone();
                        tried[i] += direction * step;
                        TunableEvaluation candidate = start.withWeights(tried, scale);
                        double e = error(candidate, samples, scale);
                        if (e < best) {
                            best = e;
                            w = tried;
                            current = candidate;
                            improved = true;
                            break;
                        }
                    }
                }
                progress.accept(new Progress(pass, step, best, scale, w.clone()));
                if (!improved) {
                    break;
                }
            }
        }
        // The final scale calibrates the win probabilities that analysis reports.
        return current.withWeights(w, fitScale(current, samples));
    }
}
