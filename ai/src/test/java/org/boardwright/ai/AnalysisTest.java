package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
class AnalysisTest {

    @Test
    void findsTheWinningKillAndSaysItIsAWin() {
        // Blue's last checker is on a1; Red's a8 sees it.
        GameState state =
                Games.get("madrooks")
                        .parsePosition(
                                "R......./......../......../......../......../..R...../......../B....... r");
        String before = state.position();

        Analysis.Report report = Analysis.analyse(state, Budget.time(0.5));

        assertThat(report.bestMove()).isEqualTo("a8xa1");
        assertThat(report.mate()).isEqualTo(1);
        assertThat(report.pv()).first().isEqualTo("a8xa1");
        assertThat(report.winProbability()).isEqualTo(1.0);
        assertThat(state.position()).isEqualTo(before);
    }

    @Test
    void anOpeningPositionGetsALegalMoveAndAPrincipalVariationStartingWithIt() {
        for (String id : new String[] {"checkers", "twist", "monkeyqueen", "cage"}) {
            GameState state = Games.get(id).newInitialState();
            Analysis.Report report = Analysis.analyse(state, Budget.time(0.2));
            assertThat(state.legalMoveNotations()).as(id).contains(report.bestMove());
            assertThat(report.pv()).as(id).first().isEqualTo(report.bestMove());
            assertThat(report.winProbability()).as(id).isBetween(0.0, 1.0);
        }
    }

    @Test
    void aFinishedGameHasNothingToAnalyse() {
        GameState over =
                Games.get("madrooks")
                        .parsePosition(
                                "R......./......../......../......../......../......../......../........ b");
        assertThatThrownBy(() -> Analysis.analyse(over, Budget.time(0.1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("over");
    }

    @Test
    void noEndgameVerdictWithoutADatabaseOrBeyondIt() {
        org.boardwright.engine.GameState start =
                org.boardwright.engine.Games.get("checkers").newInitialState();
        assertThat(Analysis.analyse(start, new Budget(0, 0, 2)).endgame()).isNull();
    }
}
