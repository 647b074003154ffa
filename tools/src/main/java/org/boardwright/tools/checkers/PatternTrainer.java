package org.boardwright.tools.checkers;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.checkers.CheckersEvaluation;
import org.boardwright.ai.checkers.CheckersPatterns;
import org.boardwright.ai.checkers.PatternEvaluation;
import org.boardwright.ai.checkers.PatternWeights;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.checkers.Fen;
import org.boardwright.tools.checkers.TrainingChunk.Position;

/**
 * Fits the weights of {@link PatternEvaluation} to training data ({@link SelfPlayData}) by logistic
 * regression: the predicted result of a position is {@code 1 / (1 + exp(-z))}, {@code z} the sum of
 * its features' weights ({@link CheckersPatterns#features}), and the weights follow the gradient of
 * the cross-entropy against the position's label with AdaGrad steps and a little L2 decay, one
 * position at a time in a seeded random order. A label is the databases' exact result where known,
 * else {@code lambda} times the game's result plus the rest times the win probability of the
 * search's score at {@link CheckersEvaluation}'s scale. The games of every tenth ballot are kept
 * aside for validation ({@link #validates}); the epoch with the lowest validation loss is kept.
 * Deterministic given the data and the seed.
 */
public final class PatternTrainer {

    static final String USAGE =
            "usage: PatternTrainer --data DIR --out FILE [--epochs E] [--lambda L] [--rate R]"
                    + " [--l2 D] [--seed S] [--train-below G] [--compare WEIGHTS]";

    /**
     * @param lambda the game result's share of a label
     * @param rate AdaGrad's step
     * @param l2 the L2 decay of each weight a position touches
     */
    public record Settings(int epochs, double lambda, double rate, double l2, long seed) {}

    /** Loss of a pass: mean cross-entropy and mean squared error against the labels. */
    public record Loss(double crossEntropy, double squared) {
        @Override
        public String toString() {
            return String.format("cross-entropy %.5f, squared %.5f", crossEntropy, squared);
        }
    }

    private final long[] red;
    private final long[] white;
    private final long[] kings;
    private final byte[] side;
    private final int[] hand;
    private final float[] label;
    private final int[] train;
    private final int[] validation;

    private final int[] index = new int[CheckersPatterns.MAX_FEATURES];
    private final int[] count = new int[CheckersPatterns.MAX_FEATURES];

    public PatternTrainer(List<Position> positions, double lambda) {
        int n = positions.size();
        red = new long[n];
        white = new long[n];
        kings = new long[n];
        side = new byte[n];
        hand = new int[n];
        label = new float[n];
        double scale = CheckersEvaluation.TUNED.scoreScale();
        List<Integer> t = new ArrayList<>();
        List<Integer> v = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Position p = positions.get(i);
            red[i] = p.red();
            white[i] = p.white();
            kings[i] = p.kings();
            side[i] = (byte) p.side();
            hand[i] = CheckersEvaluation.TUNED.evaluate(state(i));
            label[i] = (float) label(p, lambda, scale);
            (validates(p.game()) ? v : t).add(i);
        }
        train = t.stream().mapToInt(Integer::intValue).toArray();
        validation = v.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Whether game {@code g} is kept aside for validation: those of every tenth ballot. Games of
     * one ballot share their opening moves, often whole games, so a split by game would validate on
     * positions the training saw.
     */
    static boolean validates(int g) {
        return SelfPlayData.ballot(g) % 10 == 0;
    }

    /** A position's label: its exact result, or the blend of its game's result and its score. */
    static double label(Position p, double lambda, double scale) {
        if (p.exact() != TrainingChunk.UNKNOWN) {
            return p.exact() / 2.0;
        }
        double searched =
                Math.abs(p.score()) >= TrainingChunk.PROVEN
                        ? (p.score() > 0 ? 1 : 0)
                        : 1 / (1 + Math.exp(-p.score() / scale));
        return lambda * p.result() / 2.0 + (1 - lambda) * searched;
    }

    public int trainSize() {
        return train.length;
    }

    public int validationSize() {
        return validation.length;
    }

    /** The weights in logistic units: the hand-tuned evaluation alone at its own scale. */
    static double[] startingWeights() {
        double[] w = new double[CheckersPatterns.WEIGHTS];
        w[CheckersPatterns.HAND] = 1 / CheckersEvaluation.TUNED.scoreScale();
        return w;
    }

    private CheckersState state(int i) {
        return CheckersGame.INSTANCE.parsePosition(
                Fen.of(new long[] {red[i], white[i]}, kings[i], side[i]));
    }

    private double z(double[] w, int i, int n) {
        double z = 0;
        for (int k = 0; k < n; k++) {
            z += w[index[k]] * count[k];
        }
        return z;
    }

    private int features(int i) {
        return CheckersPatterns.features(
                red[i], white[i], kings[i], side[i], hand[i], index, count);
    }

    /** Trains; reports each epoch's losses on standard error; the best epoch's weights. */
    public double[] train(Settings settings) {
        double[] w = startingWeights();
        double[] squares = new double[w.length];
        double[] best = w.clone();
        double bestLoss = validationLoss(w).crossEntropy();
        System.err.printf(
                "start: validation %s; hand-tuned evaluation on validation: %s%n",
                validationLoss(w), handTunedLoss());
        SplittableRandom random = new SplittableRandom(settings.seed());
        int[] order = train.clone();
        for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
            for (int i = order.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int tmp = order[i];
                order[i] = order[j];
                order[j] = tmp;
            }
            double ce = 0;
            double sq = 0;
            for (int i : order) {
                int n = features(i);
                double p = 1 / (1 + Math.exp(-z(w, i, n)));
                double y = label[i];
                ce += crossEntropy(p, y);
                sq += (p - y) * (p - y);
                double g = p - y;
                for (int k = 0; k < n; k++) {
                    int f = index[k];
                    double grad = g * count[k] + settings.l2() * w[f];
                    if (grad != 0) {
                        squares[f] += grad * grad;
                        w[f] -= settings.rate() * grad / (Math.sqrt(squares[f]) + 1e-8);
                    }
                }
            }
            Loss valid = validationLoss(w);
            System.err.printf(
                    "epoch %d: train %s; validation %s%n",
                    epoch, new Loss(ce / order.length, sq / order.length), valid);
            if (valid.crossEntropy() < bestLoss) {
                bestLoss = valid.crossEntropy();
                best = w.clone();
            }
        }
        return best;
    }

    private static double crossEntropy(double p, double y) {
        double q = Math.min(1 - 1e-12, Math.max(1e-12, p));
        return -(y * Math.log(q) + (1 - y) * Math.log(1 - q));
    }

    /** The losses of weights {@code w} over the validation positions. */
    Loss validationLoss(double[] w) {
        return loss(w, validation);
    }

    /** The losses of weights {@code w} over the positions {@code set}. */
    Loss loss(double[] w, int[] set) {
        double ce = 0;
        double sq = 0;
        for (int i : set) {
            int n = features(i);
            double p = 1 / (1 + Math.exp(-z(w, i, n)));
            ce += crossEntropy(p, label[i]);
            sq += (p - label[i]) * (p - label[i]);
        }
        return new Loss(ce / set.length, sq / set.length);
    }

    /** The losses of an evaluation's win probabilities over the validation positions. */
    Loss evaluationLoss(Evaluation evaluation) {
        double ce = 0;
        double sq = 0;
        for (int i : validation) {
            double p = evaluation.winProbability(evaluation.evaluate(state(i)));
            ce += crossEntropy(p, label[i]);
            sq += (p - label[i]) * (p - label[i]);
        }
        return new Loss(ce / validation.length, sq / validation.length);
    }

    private Loss handTunedLoss() {
        return evaluationLoss(CheckersEvaluation.TUNED);
    }

    /**
     * The hand-tuned evaluation's validation cross-entropy at the best score scale (whole
     * hundredths of a man per logistic unit, 20 to 300): what the fit gains by rescaling alone,
     * which changes no move the search chooses.
     */
    double[] handTunedBestScale() {
        int[] score = new int[validation.length];
        for (int k = 0; k < validation.length; k++) {
            score[k] = hand[validation[k]];
        }
        double bestScale = 0;
        double best = Double.MAX_VALUE;
        for (int scale = 20; scale <= 300; scale++) {
            double ce = 0;
            for (int k = 0; k < validation.length; k++) {
                ce +=
                        crossEntropy(
                                1 / (1 + Math.exp(-score[k] / (double) scale)),
                                label[validation[k]]);
            }
            ce /= validation.length;
            if (ce < best) {
                best = ce;
                bestScale = scale;
            }
        }
        return new double[] {bestScale, best};
    }

    /** The share of validation positions (pieces and side to move) that a training game holds. */
    double validationSeenInTraining() {
        Set<Board> seen = new HashSet<>();
        for (int i : train) {
            seen.add(new Board(red[i], white[i], kings[i], side[i]));
        }
        int n = 0;
        for (int i : validation) {
            n += seen.contains(new Board(red[i], white[i], kings[i], side[i])) ? 1 : 0;
        }
        return n / (double) validation.length;
    }

    private record Board(long red, long white, long kings, byte side) {}

    /**
     * The weights in the evaluation's integers: sixteenths of a hundredth of a man, at the
     * hand-tuned evaluation's scale (hundredths of a man per logistic unit).
     */
    static PatternWeights quantise(double[] w) {
        double scale = CheckersEvaluation.TUNED.scoreScale();
        short[] q = new short[w.length];
        for (int i = 0; i < w.length; i++) {
            double fine =
                    PatternWeights.FINE
                            * (i == CheckersPatterns.HAND ? CheckersPatterns.HAND_FINE : 1);
            long v = Math.round(w[i] * scale * fine);
            if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) {
                throw new IllegalStateException("weight " + i + " out of range: " + w[i]);
            }
            q[i] = (short) v;
        }
        return new PatternWeights(q, scale);
    }

    /** Every chunk of a data directory, in order. */
    static List<Position> readAll(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files =
                    list.filter(f -> f.getFileName().toString().endsWith(".bwtd"))
                            .sorted()
                            .toList();
        }
        if (files.isEmpty()) {
            throw new IOException("no training data (*.bwtd) in " + dir);
        }
        List<Position> all = new ArrayList<>();
        for (Path f : files) {
            all.addAll(TrainingChunk.read(f));
        }
        return all;
    }

    /**
     * {@code PatternTrainer --data DIR --out FILE [--epochs E] [--lambda L] [--rate R] [--l2 D]
     * [--seed S] [--train-below G] [--compare WEIGHTS]}: {@code --train-below} trains on the games
     * numbered below G only, validating on the same held-out ballots; {@code --compare} also prints
     * the validation loss of other weights (earlier shipped ones) on the same positions.
     */
    public static void main(String[] args) {
        ToolArguments.main(args, PatternTrainer::run, USAGE);
    }

    static void run(String[] args) throws IOException {
        Path data = null;
        Path out = null;
        int epochs = 6;
        double lambda = 0.5;
        double rate = 0.05;
        double l2 = 1e-4;
        long seed = 1;
        int trainBelow = Integer.MAX_VALUE;
        List<Path> compare = new ArrayList<>();
        for (int i = 0; i < args.length; i += 2) {
            String value = ToolArguments.value(args, i);
            try {
                switch (args[i]) {
                    case "--data" -> data = Path.of(value);
                    case "--out" -> out = Path.of(value);
                    case "--epochs" -> epochs = Integer.parseInt(value);
                    case "--lambda" -> lambda = Double.parseDouble(value);
                    case "--rate" -> rate = Double.parseDouble(value);
                    case "--l2" -> l2 = Double.parseDouble(value);
                    case "--seed" -> seed = Long.parseLong(value);
                    case "--train-below" -> trainBelow = Integer.parseInt(value);
                    case "--compare" -> compare.add(Path.of(value));
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(args[i] + " needs a number, not " + value);
            }
        }
        if (data == null
                || out == null
                || epochs < 1
                || lambda < 0
                || lambda > 1
                || trainBelow < 1) {
            throw new IllegalArgumentException(
                    "--data and --out are required, --epochs and --train-below at least 1,"
                            + " --lambda 0 to 1");
        }
        List<PatternWeights> compared = new ArrayList<>();
        for (Path other : compare) {
            try (var in = Files.newInputStream(other)) {
                compared.add(PatternWeights.read(in));
            }
        }
        long start = System.nanoTime();
        List<Position> positions = readAll(data);
        int below = trainBelow;
        // Fewer training games, the same validation: how the fit grows with data.
        positions.removeIf(p -> !validates(p.game()) && p.game() >= below);
        PatternTrainer trainer = new PatternTrainer(positions, lambda);
        System.err.printf(
                "%d positions: %d to train, %d to validate (every tenth ballot), %.1f%% of these"
                        + " also in training%n",
                positions.size(),
                trainer.trainSize(),
                trainer.validationSize(),
                100 * trainer.validationSeenInTraining());
        double[] rescaled = trainer.handTunedBestScale();
        System.err.printf(
                "hand-tuned evaluation at its best scale on validation (%.0f): cross-entropy"
                        + " %.5f%n",
                rescaled[0], rescaled[1]);
        for (int k = 0; k < compare.size(); k++) {
            System.err.printf(
                    "%s on validation: %s%n",
                    compare.get(k), trainer.evaluationLoss(new PatternEvaluation(compared.get(k))));
        }
        double[] w = trainer.train(new Settings(epochs, lambda, rate, l2, seed));
        PatternWeights weights = quantise(w);
        System.err.printf(
                "shipped integers on validation: %s (%.0f s)%n",
                trainer.evaluationLoss(new PatternEvaluation(weights)),
                (System.nanoTime() - start) / 1e9);
        try (OutputStream o = Files.newOutputStream(out)) {
            weights.write(o);
        }
        System.err.println("wrote " + out);
    }
}
