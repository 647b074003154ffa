package org.boardwright.ai.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import org.boardwright.ai.Evaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.junit.jupiter.api.Test;

class EvaluationCacheTest {

    /** Scores by a counter, so a cached score and a computed one can be told apart. */
    private static final class Counting implements Evaluation {
        int calls;

        @Override
        public int evaluate(GameState state) {
            return -(++calls) * 7;
        }
    }

    private final GameState state = CheckersGame.INSTANCE.newInitialState();
    private final Counting counting = new Counting();
    private final EvaluationCache cache = new EvaluationCache(4);

    @Test
    void aPositionMetAgainIsNotEvaluatedAgain() {
        long key = 0x1234_5678_9ABC_DEF3L;
        assertThat(cache.evaluate(counting, state, key)).isEqualTo(-7);
        assertThat(cache.evaluate(counting, state, key)).isEqualTo(-7);
        assertThat(counting.calls).isEqualTo(1);
    }

    @Test
    void anotherPositionOnTheSameEntryIsEvaluatedAndReplacesIt() {
        long key = 0x1234_5678_9ABC_DEF3L;
        long sameEntry = key ^ (1L << 40); // the same index bits, other upper bits
        cache.evaluate(counting, state, key);
        assertThat(cache.evaluate(counting, state, sameEntry)).isEqualTo(-14);
        assertThat(cache.evaluate(counting, state, key)).isEqualTo(-21);
        assertThat(counting.calls).isEqualTo(3);
    }

    @Test
    void anEmptyEntryNeverAnswersAndScoresOfEverySignRoundTrip() {
        // Key 0 with score 0 packs to the empty entry: evaluated every time, never wrong.
        Evaluation zero = s -> 0;
        Counting calls = new Counting();
        assertThat(cache.evaluate(zero, state, 0)).isZero();
        assertThat(cache.evaluate(calls, state, 0)).isEqualTo(-7);
        for (int score : new int[] {Integer.MIN_VALUE + 1, -1, 1, 99_999, Integer.MAX_VALUE}) {
            long key = 0xFEDC_BA98_0000_0005L;
            EvaluationCache fresh = new EvaluationCache(4);
            assertThat(fresh.evaluate(s -> score, state, key)).isEqualTo(score);
            assertThat(fresh.evaluate(counting, state, key)).isEqualTo(score);
        }
        assertThat(counting.calls).isZero();
    }

    @Test
    void aPlayersSearchesEvaluateThroughTheCacheAndKeepItFromSearchToSearch() {
        Evaluation hand = org.boardwright.ai.Evaluations.forGame(CheckersGame.INSTANCE);
        long[] calls = new long[1];
        Evaluation counted =
                new Evaluation() {
                    @Override
                    public int evaluate(GameState s) {
                        calls[0]++;
                        return hand.evaluate(s);
                    }

                    @Override
                    public int captureValue(GameState s, int move) {
                        return hand.captureValue(s, move);
                    }

                    @Override
                    public Quiescence quiescence() {
                        return hand.quiescence();
                    }
                };
        AlphaBeta search =
                new AlphaBeta(
                        AlphaBeta.Config.standard(
                                "level:max", 1, CheckersGame.INSTANCE.descriptor()),
                        counted);
        int first = search.value(state, 5);
        long firstCalls = calls[0];
        search.reset(); // the table forgets; the evaluations stay
        assertThat(search.value(state, 5)).isEqualTo(first);
        assertThat(firstCalls).isPositive();
        // The same tree again: every position met before (bar the few another displaced).
        assertThat(calls[0] - firstCalls).isLessThan(firstCalls / 10);
    }
}
