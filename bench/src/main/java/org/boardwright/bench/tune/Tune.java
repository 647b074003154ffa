package org.boardwright.bench.tune;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.tuning.Texel;
import org.boardwright.ai.tuning.TunableEvaluation;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;

/**
 * Tunes a game's evaluation weights on self-play records (Texel's method, {@link Texel}) and prints
 * the weights to copy into the evaluation. Games are split four to one (by pairs, which share an
 * opening) into a training and a check set; the check set's error before and after shows the tuning generalises.
 *
 * <p>Run (see the README): {@code ./mvnw -q -pl bench -am package -DskipTests && java -cp
 * bench/target/benchmarks.jar org.boardwright.bench.tune.Tune checkers selfplay.rec [more.rec ...]}
 * with records written by {@code boardwright match ... --out}.
 */
public final class Tune {

    private static final int SKIP_PLIES = 8;
    private static final int PER_GAME = Integer.getInteger("perGame", 1000);
    private static final int[] STEPS = {8, 4, 2, 1};
    /** The share of the game's result in a training label; the rest is a {@link #LABEL_DEPTH}-ply search's prediction. */
    private static final double LAMBDA = Double.parseDouble(System.getProperty("lambda", "1"));
    private static final int LABEL_DEPTH = Integer.getInteger("labelDepth", 4);
    private static final int MAX_PASSES = 30;

    private Tune() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: Tune <game> <records file>...");
            System.exit(2);
        }
        Game game = Games.get(args[0]);
        Evaluation evaluation = Evaluations.forGame(game);
        if (!(evaluation instanceof TunableEvaluation start)) {
            System.err.println(game.id() + " has no tunable evaluation");
            System.exit(2);
            return;
        }
        List<String> lines = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            lines.addAll(Files.readAllLines(Path.of(args[i])));
        }
        lines.removeIf(String::isBlank);
        List<String> training = new ArrayList<>();
        List<String> check = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            // By pairs: the two games of a match pair share their opening, so they stay on one side.
            (i / 2 % 5 == 4 ? check : training).add(lines.get(i));
        }
        SplittableRandom random = new SplittableRandom(1);
        List<Texel.Sample> trainingSamples = Texel.samples(game, training, start, SKIP_PLIES, PER_GAME, random);
        List<Texel.Sample> checkSamples = Texel.samples(game, check, start, SKIP_PLIES, PER_GAME, random);
        if (LAMBDA < 1) {
            trainingSamples = Texel.blendWithSearch(trainingSamples, start, LABEL_DEPTH, LAMBDA);
        }
        System.err.printf(Locale.ROOT, "%s: %d games, %d training positions, %d check positions%n",
                game.id(), lines.size(), trainingSamples.size(), checkSamples.size());
        double startScale = Texel.fitScale(start, trainingSamples);
        double checkBefore = Texel.error(start, checkSamples, startScale);
        long t0 = System.nanoTime();
        TunableEvaluation tuned = Texel.tune(start, trainingSamples, STEPS, MAX_PASSES, p -> System.err.printf(Locale.ROOT,
                "step %d pass %2d: error %.6f (scale %.1f) %s%n", p.step(), p.pass(), p.error(), p.scale(),
                Arrays.toString(p.weights())));
        double checkAfter = Texel.error(tuned, checkSamples, tuned.scoreScale());
        System.out.printf(Locale.ROOT, "%s tuned in %.0f s on %d positions; check-set error %.6f -> %.6f; scale %.1f -> %.1f%n",
                game.id(), (System.nanoTime() - t0) / 1e9, trainingSamples.size(), checkBefore, checkAfter, startScale,
                tuned.scoreScale());
        List<String> names = tuned.weightNames();
        int[] before = start.weights();
        int[] after = tuned.weights();
        for (int i = 0; i < names.size(); i++) {
            System.out.printf(Locale.ROOT, "  %-20s %5d -> %5d%n", names.get(i), before[i], after[i]);
        }
        System.out.println("new int[] " + Arrays.toString(after).replace('[', '{').replace(']', '}') + ", "
                + Math.round(tuned.scoreScale()));
    }
}
