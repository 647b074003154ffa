package org.boardwright.tools.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.ai.checkers.CheckersPatterns;
import org.boardwright.ai.checkers.PatternEvaluation;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.tools.checkers.TrainingChunk.Position;
import org.junit.jupiter.api.Test;

class PatternTrainerTest {

    private static List<Position> games(int n) {
        SelfPlayData data = new SelfPlayData(new SelfPlayData.Settings(1, 3, null));
        List<Position> all = new ArrayList<>();
        for (int g = 0; g < n; g++) {
            all.addAll(data.play(g));
        }
        return all;
    }

    @Test
    void validationKeepsAsideEveryGameOfEveryTenthBallot() {
        int ballots = CheckersGame.INSTANCE.openings().size();
        int aside = 0;
        for (int g = 0; g < 4 * ballots; g++) {
            int ballot = (g / 2) % ballots;
            assertThat(PatternTrainer.validates(g)).as("game %d", g).isEqualTo(ballot % 10 == 0);
            assertThat(PatternTrainer.validates(g + 2 * ballots))
                    .isEqualTo(PatternTrainer.validates(g));
            aside += PatternTrainer.validates(g) ? 1 : 0;
        }
        assertThat(aside).isEqualTo(4 * ((ballots + 9) / 10));
    }

    @Test
    void labelsAreExactResultsOrTheBlendOfResultAndScore() {
        Position exact = new Position(1, 1L << 63, 0, 0, 0, 2, 0, 1);
        assertThat(PatternTrainer.label(exact, 0.5, 63)).isEqualTo(0.5);
        Position won = new Position(1, 1L << 63, 0, 0, 0, 2, 0, TrainingChunk.UNKNOWN);
        assertThat(PatternTrainer.label(won, 0.5, 63)).isCloseTo(0.75, within(1e-12));
        Position proven =
                new Position(1, 1L << 63, 0, 0, 0, 0, TrainingChunk.PROVEN, TrainingChunk.UNKNOWN);
        assertThat(PatternTrainer.label(proven, 0.25, 63)).isCloseTo(0.75, within(1e-12));
    }

    @Test
    void trainingIsDeterministicGivenTheSeedAndLowersTheTrainingLoss() {
        List<Position> positions = games(20);
        PatternTrainer.Settings settings = new PatternTrainer.Settings(2, 0.5, 0.05, 1e-4, 7);
        PatternTrainer trainer = new PatternTrainer(positions, 0.5);
        assertThat(trainer.validationSize()).isPositive();
        double[] w = trainer.train(settings);
        assertThat(new PatternTrainer(positions, 0.5).train(settings)).isEqualTo(w);
        assertThat(
                        new PatternTrainer(positions, 0.5)
                                .train(new PatternTrainer.Settings(2, 0.5, 0.05, 1e-4, 8)))
                .isNotEqualTo(w);
        int[] everything = new int[positions.size()];
        for (int i = 0; i < everything.length; i++) {
            everything[i] = i;
        }
        double before = trainer.loss(PatternTrainer.startingWeights(), everything).crossEntropy();
        double[] fitted = trainer.train(new PatternTrainer.Settings(8, 0.5, 0.05, 0, 7));
        // The kept epoch is the best on validation; on all the data it must still fit better.
        assertThat(trainer.loss(fitted, everything).crossEntropy()).isLessThan(before);
    }

    @Test
    void theOverlapOfValidationWithTrainingIsMeasured() {
        List<Position> validating = games(2); // ballot 0: validation only
        assertThat(validating).allMatch(p -> PatternTrainer.validates(p.game()));
        List<Position> copied = new ArrayList<>(validating);
        for (Position p : validating) { // the same positions in a training game, game 2
            copied.add(
                    new Position(
                            p.red(),
                            p.white(),
                            p.kings(),
                            2,
                            p.side(),
                            p.result(),
                            p.score(),
                            p.exact()));
        }
        assertThat(new PatternTrainer(copied, 0.5).validationSeenInTraining()).isEqualTo(1.0);
        List<Position> apart = new ArrayList<>(validating);
        apart.add(new Position(1, 1L << 63, 0, 2, 0, 1, 0, TrainingChunk.UNKNOWN));
        assertThat(new PatternTrainer(apart, 0.5).validationSeenInTraining()).isZero();
    }

    @Test
    void theHandTunedEvaluationsBestScaleFitsAtLeastAsWellAsItsOwn() {
        PatternTrainer trainer = new PatternTrainer(games(20), 0.5);
        double[] best = trainer.handTunedBestScale();
        assertThat(best[0]).isBetween(20.0, 300.0);
        double own =
                trainer.evaluationLoss(org.boardwright.ai.checkers.CheckersEvaluation.TUNED)
                        .crossEntropy();
        assertThat(best[1]).isLessThanOrEqualTo(own + 1e-12);
    }

    @Test
    void quantisedWeightsEvaluateAsTheFloatingModelPredicts() {
        double[] w = PatternTrainer.startingWeights();
        w[CheckersPatterns.MEN] = 0.5;
        w[CheckersPatterns.TEMPO] = 0.1;
        PatternEvaluation e = new PatternEvaluation(PatternTrainer.quantise(w));
        var start = CheckersGame.INSTANCE.newInitialState();
        // Even material: the hand score times 1 (its own scale) plus the tempo, in hundredths.
        int hand = org.boardwright.ai.checkers.CheckersEvaluation.TUNED.evaluate(start);
        assertThat(e.evaluate(start)).isCloseTo(hand + (int) Math.round(0.1 * 63), within(1));
    }

    @Test
    void weightsComparedThroughTheEvaluationLoseWhatTrainingMeasuredOfThem() {
        PatternTrainer trainer = new PatternTrainer(games(20), 0.5);
        double[] w = trainer.train(new PatternTrainer.Settings(2, 0.5, 0.05, 1e-4, 7));
        PatternEvaluation quantised = new PatternEvaluation(PatternTrainer.quantise(w));
        // The integers round each score to a hundredth of a man: the losses agree closely.
        assertThat(trainer.evaluationLoss(quantised).crossEntropy())
                .isCloseTo(trainer.validationLoss(w).crossEntropy(), within(0.002));
    }
}
