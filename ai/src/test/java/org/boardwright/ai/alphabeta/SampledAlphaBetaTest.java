package org.boardwright.ai.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Evaluators;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
class SampledAlphaBetaTest {

    private static final Budget OWN = new Budget(0, 0, 0);

    @Test
    void scoresEveryMoveAsPlainMinimaxDoes() {
        for (String id : new String[] {"madrooks", "checkers", "monkeyqueen", "cage", "twist"}) {
            Game game = Games.get(id);
            Evaluation e = new AlphaBetaTest.HashEvaluation(Evaluators.forSearch(game));
            // Without the forced-move extension, which plain minimax does not have.
            AlphaBeta search = new AlphaBeta(new AlphaBeta.Config("t", 1, 14, false), e);
            for (GameState s : AlphaBetaTest.randomPositions(game, 6, 0, 40, id.hashCode())) {
                if (s.isChanceNode()) {
                    continue;
                }
                int[] moves = new int[GameState.MAX_MOVES];
                int n = s.legalMoves(moves, 0);
                int[] values = search.moveValues(s, moves, n, 2, nodes -> false);
                for (int i = 0; i < n; i++) {
                    GameState child = s.copy();
                    child.play(moves[i]);
                    int v = AlphaBetaTest.minimax(child, e, 1, 0);
                    int expected = Search.seat(child) == Search.seat(s) ? v : -v;
                    assertThat(values[i]).as("%s %s after %s", id, s.position(), s.formatMove(moves[i])).isEqualTo(expected);
                }
            }
        }
    }

    @Test
    void atTemperatureZeroItPlaysTheBestScoringMove() {
        Game game = Games.get("checkers");
        Evaluation e = Evaluators.forSearch(game);
        AlphaBeta search = new AlphaBeta(new AlphaBeta.Config("t", 1, 14, true), e);
        for (GameState s : AlphaBetaTest.randomPositions(game, 10, 4, 40, 5)) {
            int[] moves = new int[GameState.MAX_MOVES];
            int n = s.legalMoves(moves, 0);
            int[] values = search.moveValues(s, moves, n, 3, nodes -> false);
            int best = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                best = Math.max(best, values[i]);
            }
            int move = new SampledAlphaBeta("t", e, 3, 0, new SplittableRandom(1)).chooseMove(s, OWN, SearchListener.NONE);
            int chosen = -1;
            for (int i = 0; i < n; i++) {
                if (moves[i] == move) {
                    chosen = values[i];
                }
            }
            assertThat(chosen).as(s.position()).isEqualTo(best);
        }
    }

    @Test
    void takesAWinItSeesHoweverHotItPlays() {
        Game game = Games.get("madrooks");
        // Red's a8 sees Blue's last checker on a1; every other move lets the game go on.
        GameState s = game.parsePosition("R......./......../......../......../......../..R...../......../B....... r");
        for (int seed = 0; seed < 40; seed++) {
            int move = new SampledAlphaBeta("t", Evaluators.forSearch(game), 1, 2.0, new SplittableRandom(seed))
                    .chooseMove(s, OWN, SearchListener.NONE);
            assertThat(s.formatMove(move)).isEqualTo("a8xa1");
        }
    }

    @Test
    void aWarmPlayerVariesButPrefersBetterMoves() {
        Game game = Games.get("checkers");
        Evaluation e = Evaluators.forSearch(game);
        // The start: seven quiet moves, judged one ply ahead.
        GameState s = game.newInitialState();
        int[] moves = new int[GameState.MAX_MOVES];
        int n = s.legalMoves(moves, 0);
        int[] values = new AlphaBeta(new AlphaBeta.Config("t", 1, 14, true), e).moveValues(s, moves, n, 1, x -> false);
        SampledAlphaBeta player = new SampledAlphaBeta("t", e, 1, 0.5, new SplittableRandom(3));
        Map<Integer, Integer> counts = new HashMap<>();
        for (int i = 0; i < 400; i++) {
            counts.merge(player.chooseMove(s, OWN, SearchListener.NONE), 1, Integer::sum);
        }
        assertThat(counts).as("several moves are played").hasSizeGreaterThan(2);
        int bestIndex = 0;
        int worstIndex = 0;
        for (int i = 1; i < n; i++) {
            bestIndex = values[i] > values[bestIndex] ? i : bestIndex;
            worstIndex = values[i] < values[worstIndex] ? i : worstIndex;
        }
        assertThat(values[bestIndex]).isGreaterThan(values[worstIndex]);
        assertThat(counts.getOrDefault(moves[bestIndex], 0)).isGreaterThan(counts.getOrDefault(moves[worstIndex], 0));
    }

    @Test
    void theSameSeedPlaysTheSameMoves() {
        Game game = Games.get("monkeyqueen");
        for (GameState s : AlphaBetaTest.randomPositions(game, 5, 0, 10, 9)) {
            int a = new SampledAlphaBeta("t", Evaluators.forSearch(game), 2, 0.5, new SplittableRandom(4)).chooseMove(s, OWN, SearchListener.NONE);
            int b = new SampledAlphaBeta("t", Evaluators.forSearch(game), 2, 0.5, new SplittableRandom(4)).chooseMove(s, OWN, SearchListener.NONE);
            assertThat(a).isEqualTo(b);
        }
    }
}
