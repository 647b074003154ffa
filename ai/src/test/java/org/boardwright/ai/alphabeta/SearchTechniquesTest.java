package org.boardwright.ai.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.testgames.DiceRace;
import org.junit.jupiter.api.Test;

/** The search techniques beyond plain alpha-beta ({@link AlphaBeta.Techniques}). */
class SearchTechniquesTest {

    private static final int SIDE = 0;

    /** Scores the moves of {@code s} as the search does, no table move, at ply 1. */
    private static int[] score(MoveOrder order, GameState s, Evaluation e, int[] moves, int n) {
        int[] scores = new int[n];
        order.score(s, e, moves, scores, 0, n, 1, 0, false, true, 12345);
        return scores;
    }

    @Test
    void capturesKillersCounterMovesAndTheTablesMoveAreNeverLate() {
        for (String id : new String[] {"checkers", "monkeyqueen", "madrooks", "cage", "twist"}) {
            Game game = Games.get(id);
            Evaluation e = Evaluations.forGame(game);
            int captures = 0;
            for (GameState s : AlphaBetaTest.randomPositions(game, 40, 0, 60, 7)) {
                if (s.isChanceNode()) {
                    continue;
                }
                int[] moves = new int[GameState.MAX_MOVES];
                int n = s.legalMoves(moves, 0);
                MoveOrder order = new MoveOrder(AlphaBeta.Techniques.ALL);
                int side = s.sideToMove();
                int[] quiet = new int[n];
                int quiets = 0;
                for (int i = 0; i < n; i++) {
                    if (e.captureValue(s, moves[i]) == 0) {
                        quiet[quiets++] = moves[i];
                    }
                }
                if (quiets >= 3) {
                    // A killer and a counter move (to the previous move 12345).
                    order.cutoff(side, 1, quiet[0], 5, true, 12345, quiet, 0, 0);
                    order.cutoff(side, 1, quiet[1], 5, false, 0, quiet, 0, 0);
                    order.cutoff(side, 2, quiet[2], 5, true, 12345, quiet, 0, 0);
                }
                int[] scores = score(order, s, e, moves, n);
                for (int i = 0; i < n; i++) {
                    boolean capture = e.captureValue(s, moves[i]) > 0;
                    boolean special =
                            capture
                                    || order.killer(1, moves[i]) > 0
                                    || order.isCounter(side, true, 12345, moves[i]);
                    captures += capture ? 1 : 0;
                    for (int index = 0; index < 64; index++) {
                        if (special || index < MoveOrder.LMR_FIRST_MOVE) {
                            assertThat(MoveOrder.isLate(scores[i], index))
                                    .as("%s %s at %d", id, s.formatMove(moves[i]), index)
                                    .isFalse();
                        } else {
                            assertThat(MoveOrder.isLate(scores[i], index))
                                    .as("%s %s at %d", id, s.formatMove(moves[i]), index)
                                    .isTrue();
                        }
                    }
                }
                // The table's move comes first and is never late either.
                int[] withTableMove = new int[n];
                order.score(s, e, moves, withTableMove, 0, n, 1, moves[n - 1], true, false, 0);
                assertThat(MoveOrder.isLate(withTableMove[n - 1], 10)).isFalse();
            }
            if (!id.equals("twist")) {
                assertThat(captures).as(id + ": the positions hold captures").isPositive();
            }
        }
    }

    @Test
    void historyWithTheMalusStaysBoundedAndPunishesTheMovesThatFailedToCut() {
        MoveOrder order = new MoveOrder(AlphaBeta.Techniques.ALL);
        int[] tried = {101, 102, 103, 104};
        for (int k = 0; k < 10_000; k++) {
            order.cutoff(SIDE, 3, 104, 40 + k % 30, false, 0, tried, 0, 4);
            assertThat(order.history(SIDE, 104)).isBetween(1, MoveOrder.MAX_HISTORY);
            for (int m = 101; m <= 103; m++) {
                assertThat(order.history(SIDE, m)).isBetween(-MoveOrder.MAX_HISTORY, -1);
            }
        }
        // A move that keeps cutting after failing climbs back.
        for (int k = 0; k < 3; k++) {
            order.cutoff(SIDE, 3, 101, 100, false, 0, tried, 0, 1);
        }
        assertThat(order.history(SIDE, 101)).isPositive();
        // The other side's history is its own.
        assertThat(order.history(1 - SIDE, 104)).isZero();
    }

    @Test
    void plainHistoryOnlyGrowsUpToTheCounterMovesScore() {
        MoveOrder order = new MoveOrder(AlphaBeta.Techniques.PLAIN);
        int[] tried = {101, 102};
        for (int k = 0; k < 100_000; k++) {
            order.cutoff(SIDE, 3, 102, 63, true, 7, tried, 0, 2);
        }
        assertThat(order.history(SIDE, 102)).isEqualTo(MoveOrder.COUNTER);
        assertThat(order.history(SIDE, 101)).isZero();
        assertThat(order.isCounter(SIDE, true, 7, 102)).isFalse();
    }

    @Test
    void reductionsGrowWithDepthAndLatenessAndAreSmallerAtPvNodes() {
        assertThat(MoveOrder.reduction(3, 3, false)).isEqualTo(1);
        assertThat(MoveOrder.reduction(3, 3, true)).isZero();
        for (int d = 3; d < 70; d++) {
            for (int i = MoveOrder.LMR_FIRST_MOVE; i < 70; i++) {
                int r = MoveOrder.reduction(d, i, false);
                assertThat(r).isGreaterThanOrEqualTo(1).isLessThanOrEqualTo(d);
                assertThat(MoveOrder.reduction(d, i, true)).isEqualTo(r - 1);
                assertThat(MoveOrder.reduction(d + 1, i, false)).isGreaterThanOrEqualTo(r);
                assertThat(MoveOrder.reduction(d, i + 1, false)).isGreaterThanOrEqualTo(r);
            }
        }
    }

    /**
     * Every move of the dice race leads to a throw: with every technique on, nothing is reduced and
     * the value stays the exact expectimax value (ordering changes no value without the table).
     */
    @Test
    void chanceNodesStayExactWithEveryTechnique() {
        Evaluation e = new AlphaBetaTest.HashEvaluation(null);
        AlphaBeta all =
                new AlphaBeta(
                        new AlphaBeta.Config("all", 1, 0, false, AlphaBeta.Techniques.ALL), e);
        for (GameState s : AlphaBetaTest.randomPositions(DiceRace.STANDARD, 12, 0, 12, 5)) {
            assertThat(all.value(s, 5))
                    .as(s.position())
                    .isEqualTo(AlphaBetaTest.minimax(s.copy(), e, 5, 0));
        }
    }

    @Test
    void thePlainConfigurationUsesNoTechnique() {
        assertThat(new AlphaBeta.Config("x", 1, 14, true).techniques())
                .isEqualTo(AlphaBeta.Techniques.PLAIN);
        assertThat(AlphaBeta.Config.standard("x", 1).techniques())
                .isEqualTo(AlphaBeta.Techniques.ALL);
    }

    @Test
    void aGameWithDiceSearchesPlainlyAndTheOthersGetEveryTechnique() {
        for (String id : Games.ids()) {
            Game game = Games.get(id);
            assertThat(AlphaBeta.Config.standard("x", 1, game.descriptor()).techniques())
                    .as(id)
                    .isEqualTo(
                            game.descriptor().chance()
                                    ? AlphaBeta.Techniques.WITH_DICE
                                    : AlphaBeta.Techniques.ALL);
        }
        assertThat(Games.get("twist").descriptor().chance()).isTrue();
        assertThat(Games.get("checkers").descriptor().chance()).isFalse();
    }
}
