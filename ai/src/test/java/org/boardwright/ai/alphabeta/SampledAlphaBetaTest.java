package org.boardwright.ai.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.SearchInfo;
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
            Evaluation e = new AlphaBetaTest.HashEvaluation(Evaluations.forGame(game));
            // Without the forced-move extension and the table, which plain minimax does not have.
            AlphaBeta search = new AlphaBeta(new AlphaBeta.Config("t", 1, 0, false), e);
            List<GameState> positions =
                    new ArrayList<>(AlphaBetaTest.randomPositions(game, 5, 0, 40, id.hashCode()));
            if (id.equals("monkeyqueen")) {
                // Right after Cigar's swap: Cigar still to move, played by the other player.
                GameState swapped = game.newInitialState();
                swapped.play(swapped.parseMove("g1-g2"));
                swapped.play(swapped.parseMove("swap"));
                positions.add(swapped);
            }
            for (GameState s : positions) {
                if (s.isChanceNode()) {
                    continue;
                }
                int[] moves = new int[GameState.MAX_MOVES];
                int n = s.legalMoves(moves, 0);
                // Three plies where moves are few; two in the wide games (plain minimax is slow
                // there).
                int maxDepth = id.equals("monkeyqueen") || id.equals("cage") ? 2 : 3;
                for (int depth = 1; depth <= maxDepth; depth++) {
                    AlphaBeta.MoveValues scored =
                            search.moveValues(s, moves, n, depth, nodes -> false);
                    assertThat(scored.depth()).isEqualTo(depth);
                    for (int i = 0; i < n; i++) {
                        GameState child = s.copy();
                        child.play(moves[i]);
                        int v = AlphaBetaTest.minimax(child, e, depth - 1, 1);
                        int expected = Search.seat(child) == Search.seat(s) ? v : -v;
                        assertThat(scored.values()[i])
                                .as(
                                        "%s %s after %s, depth %d",
                                        id, s.position(), s.formatMove(moves[i]), depth)
                                .isEqualTo(expected);
                    }
                }
            }
        }
    }

    @Test
    void aStopKeepsTheLastDepthFinishedForEveryMove() {
        Game game = Games.get("checkers");
        GameState s = game.newInitialState();
        int[] moves = new int[GameState.MAX_MOVES];
        int n = s.legalMoves(moves, 0);
        AlphaBeta search =
                new AlphaBeta(new AlphaBeta.Config("t", 1, 14, true), Evaluations.forGame(game));
        assertThat(search.moveValues(s, moves, n, 3, nodes -> true).depth()).isZero();
        // Stopped during the third ply: every move keeps its two-ply value.
        AlphaBeta.MoveValues two = search.moveValues(s, moves, n, 2, nodes -> false);
        AtomicInteger polls = new AtomicInteger();
        AlphaBeta.MoveValues stopped =
                search.moveValues(s, moves, n, 3, nodes -> polls.incrementAndGet() > 2 * n + 3);
        assertThat(stopped.depth()).isEqualTo(2);
        assertThat(stopped.values()).containsExactly(two.values());
        // A player stopped before any score still plays a legal move, at once.
        SampledAlphaBeta player =
                new SampledAlphaBeta(
                        "t", Evaluations.forGame(game), 3, 1.0, new SplittableRandom(1));
        player.stop();
        List<SearchInfo> infos = new ArrayList<>();
        SearchListener listener =
                new SearchListener() {
                    @Override
                    public void onInfo(SearchInfo info) {
                        infos.add(info);
                    }

                    @Override
                    public boolean stopRequested() {
                        return true;
                    }
                };
        int move = player.chooseMove(s, OWN, listener);
        assertThat(IntStream.range(0, n).map(i -> moves[i])).contains(move);
        assertThat(infos)
                .allSatisfy(i -> assertThat(i.score()).isBetween(-AlphaBeta.WIN, AlphaBeta.WIN));
    }

    @Test
    void aSingleLegalMoveIsPlayedAtOnce() {
        Game game = Games.get("checkers");
        // Red's man on d4 must jump White's man on e5.
        GameState s =
                game.parsePosition(
                        "......../......../......../....w.../...r..../......../......../......W. r");
        int[] moves = new int[GameState.MAX_MOVES];
        assertThat(s.legalMoves(moves, 0)).isEqualTo(1);
        int move =
                new SampledAlphaBeta(
                                "t", Evaluations.forGame(game), 3, 1.0, new SplittableRandom(1))
                        .chooseMove(s, OWN, SearchListener.NONE);
        assertThat(move).isEqualTo(moves[0]);
    }

    @Test
    void atTemperatureZeroItPlaysTheBestScoringMove() {
        Game game = Games.get("checkers");
        Evaluation e = Evaluations.forGame(game);
        AlphaBeta search = new AlphaBeta(new AlphaBeta.Config("t", 1, 14, true), e);
        for (GameState s : AlphaBetaTest.randomPositions(game, 10, 4, 40, 5)) {
            int[] moves = new int[GameState.MAX_MOVES];
            int n = s.legalMoves(moves, 0);
            int[] values = search.moveValues(s, moves, n, 3, nodes -> false).values();
            int best = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                best = Math.max(best, values[i]);
            }
            int move =
                    new SampledAlphaBeta("t", e, 3, 0, new SplittableRandom(1))
                            .chooseMove(s, OWN, SearchListener.NONE);
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
        GameState s =
                game.parsePosition(
                        "R......./......../......../......../......../..R...../......../B....... r");
        for (int seed = 0; seed < 40; seed++) {
            int move =
                    new SampledAlphaBeta(
                                    "t",
                                    Evaluations.forGame(game),
                                    1,
                                    2.0,
                                    new SplittableRandom(seed))
                            .chooseMove(s, OWN, SearchListener.NONE);
            assertThat(s.formatMove(move)).isEqualTo("a8xa1");
        }
    }

    @Test
    void aWarmPlayerVariesButPrefersBetterMoves() {
        Game game = Games.get("checkers");
        // The values of the start's moves spread over about a tenth of a man: at a temperature of a
        // tenth of a man the best move is about three times as likely as the worst, and the others
        // are still played.
        Evaluation e = Evaluations.forGame(game);
        // The start: seven quiet moves, judged one ply ahead.
        GameState s = game.newInitialState();
        int[] moves = new int[GameState.MAX_MOVES];
        int n = s.legalMoves(moves, 0);
        int[] values =
                new AlphaBeta(new AlphaBeta.Config("t", 1, 14, true), e)
                        .moveValues(s, moves, n, 1, x -> false)
                        .values();
        SampledAlphaBeta player = new SampledAlphaBeta("t", e, 1, 0.1, new SplittableRandom(3));
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
        assertThat(counts.getOrDefault(moves[bestIndex], 0))
                .isGreaterThan(counts.getOrDefault(moves[worstIndex], 0));
    }

    @Test
    void theSameSeedPlaysTheSameMovesAndOtherSeedsOtherMoves() {
        Game game = Games.get("monkeyqueen");
        Evaluation e = Evaluations.forGame(game);
        for (GameState s : AlphaBetaTest.randomPositions(game, 5, 0, 10, 9)) {
            int a =
                    new SampledAlphaBeta("t", e, 2, 0.5, new SplittableRandom(4))
                            .chooseMove(s, OWN, SearchListener.NONE);
            int b =
                    new SampledAlphaBeta("t", e, 2, 0.5, new SplittableRandom(4))
                            .chooseMove(s, OWN, SearchListener.NONE);
            assertThat(a).isEqualTo(b);
        }
        // From the start Ivory has 33 moves, several of them near the best: twenty seeds do not all
        // agree.
        GameState start = game.newInitialState();
        Set<Integer> chosen = new HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            chosen.add(
                    new SampledAlphaBeta("t", e, 1, 1.0, new SplittableRandom(seed))
                            .chooseMove(start, OWN, SearchListener.NONE));
        }
        assertThat(chosen).hasSizeGreaterThan(1);
    }
}
