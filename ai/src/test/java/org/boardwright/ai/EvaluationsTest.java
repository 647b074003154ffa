package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.boardwright.ai.alphabeta.Evaluation;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

/** The alpha-beta evaluations: even starts, the side to move's point of view, more is better. */
class EvaluationsTest {

    private static final String[] GAMES = {"madrooks", "madbishops", "cage", "monkeyqueen", "checkers", "twist"};

    private static int score(String game, String position) {
        Game g = Games.get(game);
        return Evaluators.forSearch(g).evaluate(g.parsePosition(position));
    }

    @Test
    void everyGameHasOneAndItsSymmetricStartIsEven() {
        for (String id : GAMES) {
            Game game = Games.get(id);
            Evaluation e = Evaluators.forSearch(game);
            assertThat(e).as(id).isNotNull();
            assertThat(e.evaluate(game.newInitialState())).as(id).isZero();
            assertThat(e.winProbability(0)).as(id).isEqualTo(0.5);
            assertThat(e.winProbability(100)).as(id).isGreaterThan(0.5);
        }
    }

    @Test
    void theScoreIsTheSideToMovesAndMoreMaterialIsBetter() {
        // Mad Rooks: Red two checkers, Blue one.
        String mad = "R......./......../......../......../......../......../......../B......R";
        assertThat(score("madrooks", mad + " r")).isPositive().isEqualTo(-score("madrooks", mad + " b"));
        // Checkers: a White king against a Red man.
        String checkers = ".W....../......../......../......../......../......../......../r.......";
        assertThat(score("checkers", checkers + " w")).isPositive().isEqualTo(-score("checkers", checkers + " r"));
        // The Twist: the same kings, an option more for Red.
        String twist = ".W....../......../......../....R.../......../......../......../........ ";
        assertThat(score("twist", twist + "r options=1,0")).isGreaterThan(score("twist", twist + "r"));
        // Monkey Queen: Ivory has a baby more, and no stack sees a queen (that would count for the mover).
        String queens = "............/............/............/............/............/......C5...../............"
                + "/...I......../............/............/I5.........../............";
        assertThat(score("monkeyqueen", queens + " i")).isPositive().isEqualTo(-score("monkeyqueen", queens + " c"));
        // Ivory's baby on d4 sees the Cigar queen on g7: with Ivory to move it could take it, and the score says so.
        String inLine = "............/............/............/............/............/......C5...../............"
                + "/............/...I......../............/............/I5...........";
        assertThat(score("monkeyqueen", inLine + " i")).isGreaterThan(-score("monkeyqueen", inLine + " c") + 200);
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
        GameState s = checkers.parsePosition("......../......../......../....w.../...r..../......../......../........ r");
        Evaluation e = Evaluators.forSearch(checkers);
        assertThat(e.captureValue(s, s.parseMove("d4xf6"))).isPositive();
        GameState quiet = checkers.newInitialState();
        assertThat(e.captureValue(quiet, quiet.parseMove("c3-d4"))).isZero();
        Game mad = Games.get("madrooks");
        GameState m = mad.parsePosition("R......./......../......../......../......../..R...../......../B....... r");
        assertThat(Evaluators.forSearch(mad).captureValue(m, m.parseMove("a8xa1"))).isPositive();
        assertThat(Evaluators.forSearch(mad).captureValue(m, m.parseMove("c3-c1"))).isZero();
    }
}
