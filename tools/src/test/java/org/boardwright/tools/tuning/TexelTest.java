package org.boardwright.tools.tuning;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.tuning.TunableEvaluation;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.record.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(120)
class TexelTest {

    /** Seeded random games of a game, as one-line records. */
    private static List<String> randomGames(Game game, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[GameState.MAX_MOVES];
        List<String> lines = new ArrayList<>();
        for (int g = 0; g < count; g++) {
            GameState s = game.newInitialState();
            GameRecord.Builder record = GameRecord.builder(game);
            while (!s.isTerminal() && s.movesPlayed() < 300) {
                int move = s.randomMove(random, buffer);
                record.move(move);
                s.play(move);
            }
            if (s.isTerminal()) {
                lines.add(record.build().toOneLine());
            }
        }
        return lines;
    }

    @Test
    void samplesAreQuietPositionsLabelledWithTheResultForTheSideToMove() {
        Game game = Games.get("checkers");
        Evaluation evaluation = Evaluations.forGame(game);
        List<String> lines = randomGames(game, 30, 1);
        List<Texel.Sample> samples =
                Texel.samples(game, lines, evaluation, 6, 1000, new SplittableRandom(2));
        assertThat(samples).hasSizeGreaterThan(300);
        int[] moves = new int[GameState.MAX_MOVES];
        for (Texel.Sample sample : samples) {
            GameState s = sample.state();
            assertThat(s.movesPlayed()).isGreaterThanOrEqualTo(6);
            assertThat(s.isTerminal()).isFalse();
            int n = s.legalMoves(moves, 0);
            for (int i = 0; i < n; i++) {
                assertThat(evaluation.captureValue(s, moves[i]))
                        .as("a forced capture at %s", s.position())
                        .isZero();
            }
            assertThat(sample.result()).isIn(0.0, 0.5, 1.0);
        }
        // Every sample's label is its game's result for its side to move: replay one game and
        // check.
        GameRecord first = GameRecord.read(lines.get(0));
        List<Texel.Sample> ofFirst =
                Texel.samples(
                        game, List.of(lines.get(0)), evaluation, 0, 1000, new SplittableRandom(3));
        for (Texel.Sample sample : ofFirst) {
            assertThat(sample.result())
                    .isEqualTo(first.result().score(sample.state().sideToMove()));
        }
        // At most perGame a game.
        assertThat(Texel.samples(game, lines, evaluation, 6, 2, new SplittableRandom(2)))
                .hasSizeLessThanOrEqualTo(60);
    }

    @Test
    void labelsFollowColoursAcrossAMonkeyQueenSwap() {
        // The player who moved first swaps into Cigar; the labels are by colour, as the evaluation
        // is.
        Game game = Games.get("monkeyqueen");
        SplittableRandom random = new SplittableRandom(11);
        int[] buffer = new int[GameState.MAX_MOVES];
        GameState s = game.newInitialState();
        GameRecord.Builder record = GameRecord.builder(game);
        for (String move : new String[] {"g1-g2", "swap"}) {
            int m = s.parseMove(move);
            record.move(m);
            s.play(m);
        }
        while (!s.isTerminal()) {
            int m = s.randomMove(random, buffer);
            record.move(m);
            s.play(m);
        }
        int winningColour = s.result().winner();
        List<Texel.Sample> samples =
                Texel.samples(
                        game,
                        List.of(record.build().toOneLine()),
                        Evaluations.forGame(game),
                        0,
                        1000,
                        new SplittableRandom(1));
        assertThat(samples).isNotEmpty();
        for (Texel.Sample sample : samples) {
            assertThat(sample.result())
                    .isEqualTo(sample.state().sideToMove() == winningColour ? 1.0 : 0.0);
        }
    }

    @Test
    void tuningRecoversWeightsThatExplainTheResults() {
        // Positions labelled by a known evaluation (each result drawn with its predicted
        // probability);
        // starting from wrong weights, tuning must lower the error and move every wrong weight back
        // towards the truth.
        Game game = Games.get("monkeyqueen");
        TunableEvaluation truth = (TunableEvaluation) Evaluations.forGame(game);
        SplittableRandom random = new SplittableRandom(7);
        int[] buffer = new int[GameState.MAX_MOVES];
        List<Texel.Sample> samples = new ArrayList<>();
        while (samples.size() < 6000) {
            GameState s = game.newInitialState();
            int plies = 4 + random.nextInt(200);
            for (int i = 0; i < plies && !s.isTerminal(); i++) {
                s.play(s.randomMove(random, buffer));
            }
            if (!s.isTerminal()) {
                double p = 1 / (1 + Math.exp(-truth.evaluate(s) / truth.scoreScale()));
                samples.add(new Texel.Sample(s, random.nextDouble() < p ? 1 : 0));
            }
        }
        int[] right = truth.weights();
        int[] wrong = right.clone();
        for (int i = 0; i < wrong.length; i++) {
            wrong[i] = i % 2 == 0 ? right[i] * 2 + 8 : right[i] / 2 - 8;
        }
        TunableEvaluation start = truth.withWeights(wrong, truth.scoreScale());
        double scale = Texel.fitScale(start, samples);
        double before = Texel.error(start, samples, scale);
        TunableEvaluation tuned = Texel.tune(start, samples, new int[] {16, 8, 4}, 20, p -> {});
        assertThat(Texel.error(tuned, samples, tuned.scoreScale())).isLessThan(before);
        int[] after = tuned.weights();
        for (int i = 0; i < right.length; i++) {
            assertThat(Math.abs(after[i] - right[i]))
                    .as(truth.weightNames().get(i))
                    .isLessThan(Math.abs(wrong[i] - right[i]));
        }
    }

    @Test
    void blendedLabelsMixTheResultWithTheSearchsPrediction() {
        Game game = Games.get("madrooks");
        Evaluation evaluation = Evaluations.forGame(game);
        // Red to move takes Blue's last checker: a search sees the win whatever the record said.
        GameState win =
                game.parsePosition(
                        "R......./......../......../......../......../..R...../......../B....... r");
        // The start: level, every first move a kill answered by a kill, so the search predicts an
        // even game.
        GameState even = game.newInitialState();
        List<Texel.Sample> samples = List.of(new Texel.Sample(win, 0), new Texel.Sample(even, 1));
        List<Texel.Sample> searchOnly = Texel.blendWithSearch(samples, evaluation, 2, 0);
        assertThat(searchOnly.get(0).result()).isEqualTo(1.0);
        assertThat(searchOnly.get(1).result())
                .isCloseTo(0.5, org.assertj.core.data.Offset.offset(0.1));
        List<Texel.Sample> half = Texel.blendWithSearch(samples, evaluation, 2, 0.5);
        assertThat(half.get(0).result()).isEqualTo(0.5);
        assertThat(half.get(1).result()).isCloseTo(0.75, org.assertj.core.data.Offset.offset(0.05));
        assertThat(Texel.blendWithSearch(samples, evaluation, 2, 1))
                .extracting(Texel.Sample::result)
                .containsExactly(0.0, 1.0);
    }
}
