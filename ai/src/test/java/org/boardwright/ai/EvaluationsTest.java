package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.mcts.Mcts;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

/**
 * The evaluations: even starts, the side to move's point of view, more is better; win probabilities
 * from the scores; one object per game for both searches.
 */
class EvaluationsTest {

    private static final String[] GAMES = {
        "madrooks", "madbishops", "cage", "monkeyqueen", "checkers", "twist"
    };

    private static int score(String game, String position) {
        Game g = Games.get(game);
        return Evaluations.forGame(g).evaluate(g.parsePosition(position));
    }

    @Test
    void everyGameHasOneAndItsSymmetricStartIsEven() {
        for (String id : GAMES) {
            Game game = Games.get(id);
            Evaluation e = Evaluations.forGame(game);
            assertThat(e).as(id).isNotNull();
            assertThat(e.evaluate(game.newInitialState())).as(id).isZero();
            assertThat(e.winProbability(0)).as(id).isEqualTo(0.5);
            assertThat(e.winProbability(100)).as(id).isGreaterThan(0.5);
        }
    }

    @Test
    void theWinProbabilityIsHalfAtZeroAndRisesWithTheScore() {
        for (String id : GAMES) {
            Evaluation e = Evaluations.forGame(Games.get(id));
            assertThat(e.winProbability(0)).as(id).isEqualTo(0.5);
            double previous = 0;
            int range =
                    (int) (10 * e.scoreScale()); // beyond some 30 logistic units doubles round to 1
            for (int score = -range; score <= range; score += 5) {
                double p = e.winProbability(score);
                assertThat(p).as("%s at %d", id, score).isGreaterThan(previous).isLessThan(1);
                assertThat(p + e.winProbability(-score))
                        .as("%s at %d", id, score)
                        .isCloseTo(1.0, within(1e-12));
                previous = p;
            }
            // One logistic unit of the fitted scale.
            assertThat(e.winProbability((int) Math.round(e.scoreScale())))
                    .as(id)
                    .isCloseTo(1 / (1 + Math.exp(-1)), within(0.01));
        }
    }

    @Test
    void theSameObjectServesAlphaBetaAndMcts() {
        for (String id : GAMES) {
            Game game = Games.get(id);
            Evaluation e = Evaluations.forGame(game);
            assertThat(Evaluations.forGame(game)).as(id).isSameAs(e);
            Player mcts = Players.create("mcts", game, 1, new SplittableRandom(1));
            Player alphaBeta = Players.create("alphabeta", game, 1, new SplittableRandom(1));
            assertThat(((Mcts) mcts).config().evaluation()).as(id).isSameAs(e);
            assertThat(((Mcts) mcts).config().playoutCutoff())
                    .as(id)
                    .isEqualTo(e.playoutCutoff())
                    .isNotNegative();
            assertThat(((Mcts) mcts).config().exploration()).as(id).isEqualTo(e.exploration());
            assertThat(((AlphaBeta) alphaBeta).evaluation()).as(id).isSameAs(e);
        }
    }

    /** Seen as the win probability MCTS reads: the side ahead expects more than half. */
    @Test
    void theStartIsEvenAndMoreCheckersIsBetter() {
        for (String id : GAMES) {
            Evaluation e = Evaluations.forGame(Games.get(id));
            assertThat(e.winProbability(e.evaluate(Games.get(id).newInitialState())))
                    .as(id)
                    .isEqualTo(0.5);
        }
        // Mad Rooks: Red has two checkers to Blue's one; Blue to move expects less than half.
        assertThat(
                        probability(
                                "madrooks",
                                "R......./......../......../......../......../......../......../B......R b"))
                .isLessThan(0.5);
        assertThat(
                        probability(
                                "madrooks",
                                "R......./......../......../......../......../......../......../B......R r"))
                .isGreaterThan(0.5);
        // Checkers: a white king against a red man favours White.
        assertThat(
                        probability(
                                "checkers",
                                ".W....../......../......../......../......../......../......../r....... r"))
                .isLessThan(0.5);
        // The Twist: an option more is worth something.
        assertThat(
                        probability(
                                "twist",
                                ".W....../......../......../....R.../......../......../......../........ r options=1,0"))
                .isGreaterThan(0.5);
    }

    private static double probability(String game, String position) {
        return Evaluations.forGame(Games.get(game)).winProbability(score(game, position));
    }

    @Test
    void theScoreIsTheSideToMovesAndMoreMaterialIsBetter() {
        // Mad Rooks: Red two checkers, Blue one.
        String mad = "R......./......../......../......../......../......../......../B......R";
        assertThat(score("madrooks", mad + " r"))
                .isPositive()
                .isEqualTo(-score("madrooks", mad + " b"));
        // Checkers: a White king against a Red man.
        String checkers = ".W....../......../......../......../......../......../......../r.......";
        assertThat(score("checkers", checkers + " w"))
                .isPositive()
                .isEqualTo(-score("checkers", checkers + " r"));
        // The Twist: the same kings, an option more for Red.
        String twist = ".W....../......../......../....R.../......../......../......../........ ";
        assertThat(score("twist", twist + "r options=1,0"))
                .isGreaterThan(score("twist", twist + "r"));
        // Monkey Queen: Ivory has a baby more, and no stack sees a queen (that would count for the
        // mover).
        String queens =
                "............/............/............/............/............/......C5...../............"
                        + "/...I......../............/............/I5.........../............";
        assertThat(score("monkeyqueen", queens + " i"))
                .isPositive()
                .isEqualTo(-score("monkeyqueen", queens + " c"));
        // Ivory's baby on d4 sees the Cigar queen on g7: with Ivory to move it could take it, and
        // the score says so.
        String inLine =
                "............/............/............/............/............/......C5...../............"
                        + "/............/...I......../............/............/I5...........";
        assertThat(score("monkeyqueen", inLine + " i"))
                .isGreaterThan(-score("monkeyqueen", inLine + " c") + 200);
    }

    @Test
    void theDraughtsLeadFadesTowardsTheQuietCountDraw() {
        String board = ".W....../......../......../......../......../..R.R.../......../........ r";
        int fresh = score("checkers", board);
        int late = score("checkers", board + " quiet=70");
        assertThat(fresh).isPositive();
        assertThat(late).isPositive().isLessThan(fresh);
    }

    @Test
    void capturesAreMarkedForOrderingAndQuiescence() {
        Game checkers = Games.get("checkers");
        GameState s =
                checkers.parsePosition(
                        "......../......../......../....w.../...r..../......../......../........ r");
        Evaluation e = Evaluations.forGame(checkers);
        assertThat(e.captureValue(s, s.parseMove("d4xf6"))).isPositive();
        GameState quiet = checkers.newInitialState();
        assertThat(e.captureValue(quiet, quiet.parseMove("c3-d4"))).isZero();
        Game mad = Games.get("madrooks");
        GameState m =
                mad.parsePosition(
                        "R......./......../......../......../......../..R...../......../B....... r");
        assertThat(Evaluations.forGame(mad).captureValue(m, m.parseMove("a8xa1"))).isPositive();
        assertThat(Evaluations.forGame(mad).captureValue(m, m.parseMove("c3-c1"))).isZero();
    }
}
