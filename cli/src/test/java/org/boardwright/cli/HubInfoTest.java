package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.checkers.Fen;
import org.junit.jupiter.api.Test;

class HubInfoTest {

    private static SearchInfo info(int score, int mate, List<String> pv) {
        return new SearchInfo(3, score, mate, 120, pv, 0.5);
    }

    @Test
    void provenResultsAreScansLargeScoresWithTheirPlies() {
        // Scores in men, as Scan writes them (score=-0.01); a client reading 99.95 sees a win.
        assertThat(HubInfo.scoreFields(info(999_995, 5, List.of())))
                .isEqualTo("score=99.95 mate=5");
        assertThat(HubInfo.scoreFields(info(-999_998, -2, List.of())))
                .isEqualTo("score=-99.98 mate=-2");
        assertThat(HubInfo.scoreFields(info(34, 0, List.of()))).isEqualTo("score=0.34");
        assertThat(HubInfo.scoreFields(info(-12, 0, List.of()))).isEqualTo("score=-0.12");
        assertThat(HubInfo.scoreFields(info(-1250, 0, List.of()))).isEqualTo("score=-12.50");
        // An evaluation never reaches a proven score, nor a very long proof an evaluation.
        assertThat(HubInfo.scoreFields(info(50_000, 0, List.of()))).isEqualTo("score=90.00");
        assertThat(HubInfo.scoreFields(info(1_000_000 - 5000, 5000, List.of())))
                .isEqualTo("score=90.01 mate=5000");
    }

    /**
     * A database win is proven but its distance is not known: the smallest proven score, which
     * pydraughts reads as a win (its hub.py: above 90 men, a win in 10000 - 100 * score plies).
     */
    @Test
    void databaseResultsAreTheSmallestProvenScores() {
        assertThat(HubInfo.scoreFields(info(AlphaBeta.ENDGAME_WIN - 12, 0, List.of())))
                .isEqualTo("score=90.01 egdb=win");
        assertThat(HubInfo.scoreFields(info(-AlphaBeta.ENDGAME_WIN, 0, List.of())))
                .isEqualTo("score=-90.01 egdb=loss");
        assertThat(HubInfo.scoreFields(info(AlphaBeta.ENDGAME_BOUND, 0, List.of())))
                .isEqualTo("score=90.01 egdb=win");
        // Just below the database's scores is an evaluation, kept under the proven ones.
        assertThat(HubInfo.scoreFields(info(AlphaBeta.ENDGAME_BOUND - 1, 0, List.of())))
                .isEqualTo("score=90.00");
    }

    @Test
    void thePvIsInTheHubsMovesForCheckersAndAlgebraicElsewhere() {
        GameState checkers = Games.get("checkers").parsePosition(Fen.toPosition("B:W18:B14"));
        assertThat(HubInfo.pv(checkers, List.of("f4xd6"))).containsExactly("14x23x18");
        GameState start = Games.get("checkers").newInitialState();
        assertThat(HubInfo.pv(start, List.of("c3-d4", "f6-e5", "d4xf6")))
                .containsExactly("11-15", "22-18", "15x22x18");
        assertThat(HubInfo.line(start, info(7, 0, List.of("c3-d4", "f6-e5")), 0.5))
                .isEqualTo(
                        "info depth=3 score=0.07 nodes=120 time=0.500 nps=0.00"
                                + " pv=\"11-15 22-18\"");
        GameState rooks = Games.get("madrooks").newInitialState();
        String move = rooks.legalMoveNotations().get(0);
        assertThat(HubInfo.pv(rooks, List.of(move))).containsExactly(move);
    }
}
