package org.boardwright.ai.mcts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.testgames.DiceRace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
class MctsTest {

    /**
     * Blue has one checker left, on a1. Red's a8 sees it (a kill that wins at once); Red's c3 sees
     * no enemy and can only engage (c3-c1, c3-a3, ...), which wins nothing.
     */
    private static final String RED_WINS_IN_ONE =
            "R......./......../......../......../......../..R...../......../B....... r";

    private static Mcts mcts(Mcts.Config config, long seed) {
        return new Mcts(config, new SplittableRandom(seed));
    }

    @Test
    void theSolverTakesTheWinAndReportsItAsAMateInOne() {
        GameState state = Games.get("madrooks").parsePosition(RED_WINS_IN_ONE);
        List<SearchInfo> infos = new ArrayList<>();

        int move =
                mcts(Mcts.Config.solver(1), 1)
                        .chooseMove(state, Budget.iterations(2000), infos::add);

        assertThat(state.formatMove(move)).isEqualTo("a8xa1");
        SearchInfo last = infos.get(infos.size() - 1);
        assertThat(last.mate()).isEqualTo(1);
        assertThat(last.score()).isEqualTo(100);
        assertThat(last.pv()).containsExactly("a8xa1");
    }

    @Test
    void plainUctFindsTheWinToo() {
        GameState state = Games.get("madrooks").parsePosition(RED_WINS_IN_ONE);
        int move =
                mcts(Mcts.Config.plain(1), 2)
                        .chooseMove(state, Budget.iterations(3000), info -> {});
        assertThat(state.formatMove(move)).isEqualTo("a8xa1");
    }

    /**
     * Blue a1 sees both Red checkers (a8, h1) and takes one; the other can then only engage onto a
     * square Blue sees, and Blue takes it: a win in 3 plies, whatever Red does.
     */
    @Test
    void theSolverProvesAWinInThreePlies() {
        GameState state =
                Games.get("madrooks")
                        .parsePosition(
                                "R......./......../......../......../......../......../......../B......R b");
        List<SearchInfo> infos = new ArrayList<>();
        mcts(Mcts.Config.solver(1), 3).chooseMove(state, Budget.iterations(20000), infos::add);
        SearchInfo last = infos.get(infos.size() - 1);
        assertThat(last.mate()).isEqualTo(3);
        assertThat(last.winProbability()).isEqualTo(1.0);
        assertThat(last.pv()).hasSize(3);
    }

    /**
     * Red's last checker, c3, sees no enemy and must engage; every engage square is seen by a Blue
     * checker (sight is mutual), which then takes it: lost in 2 plies.
     */
    @Test
    void theSolverProvesALoss() {
        GameState state =
                Games.get("madrooks")
                        .parsePosition(
                                ".......B/......../......../......../......../..R...../......../B....... r");
        List<SearchInfo> infos = new ArrayList<>();
        mcts(Mcts.Config.solver(1), 3).chooseMove(state, Budget.iterations(20000), infos::add);
        SearchInfo last = infos.get(infos.size() - 1);
        assertThat(last.mate()).isEqualTo(-2);
        assertThat(last.winProbability()).isZero();
    }

    @Test
    void everyConfigurationPlaysLegalMovesAndLeavesTheStateAsItWas() {
        SplittableRandom random = new SplittableRandom(4);
        int[] buffer = new int[GameState.MAX_MOVES];
        for (String id : List.of("madrooks", "madbishops")) {
            for (Mcts.Config config :
                    List.of(Mcts.Config.plain(2), Mcts.Config.solver(2), Mcts.Config.solver(1))) {
                Mcts player = mcts(config, 5);
                GameState state = Games.get(id).newInitialState();
                while (!state.isTerminal()) {
                    String before = state.position();
                    long hash = state.hash();
                    int move =
                            state.sideToMove() == 0
                                    ? player.chooseMove(state, Budget.iterations(200), info -> {})
                                    : state.randomMove(random, buffer);
                    assertThat(state.position()).isEqualTo(before);
                    assertThat(state.hash()).isEqualTo(hash);
                    assertThat(state.legalMoveList()).contains(move);
                    state.play(move);
                }
            }
        }
    }

    @Test
    void chanceNodesAreSampledAndMovesStayLegal() {
        SplittableRandom dice = new SplittableRandom(6);
        int[] buffer = new int[GameState.MAX_MOVES];
        Mcts player = mcts(Mcts.Config.solver(2), 7);
        for (int game = 0; game < 5; game++) {
            GameState state = DiceRace.STANDARD.newInitialState();
            player.reset();
            while (!state.isTerminal()) {
                int move =
                        state.isChanceNode()
                                ? state.randomMove(dice, buffer)
                                : player.chooseMove(state, Budget.iterations(300), info -> {});
                assertThat(state.legalMoveList()).contains(move);
                state.play(move);
            }
        }
    }

    @Test
    void theTreeIsReusedAfterTheMovesPlayedSince() {
        Mcts player = mcts(Mcts.Config.solver(1), 8);
        GameState state = Games.get("madbishops").newInitialState();
        int move = player.chooseMove(state, Budget.iterations(5000), info -> {});
        SearchTree tree = player.trees()[0];
        int oldRoot = tree.root;
        state.play(move);
        int reply = mostVisitedChild(tree, childWithMove(tree, oldRoot, move));
        state.play(tree.move[reply]);

        player.chooseMove(state, Budget.iterations(10), info -> {});

        assertThat(tree.root).isEqualTo(reply);
        assertThat(tree.visits[tree.root]).isGreaterThan(10);
    }

    @Test
    void stopEndsAnUnlimitedSearchWithALegalMove() throws InterruptedException {
        Mcts player = mcts(Mcts.Config.solver(2), 9);
        GameState state = Games.get("madrooks").newInitialState();
        int[] chosen = {-1};
        CountDownLatch searching = new CountDownLatch(1);
        SearchListener signalsItsFirstCheck =
                new SearchListener() {
                    @Override
                    public void onInfo(SearchInfo info) {}

                    @Override
                    public boolean stopRequested() {
                        searching.countDown();
                        return false;
                    }
                };
        Thread search =
                new Thread(
                        () ->
                                chosen[0] =
                                        player.chooseMove(
                                                state, new Budget(0, 0, 0), signalsItsFirstCheck));
        search.start();
        assertThat(searching.await(10, TimeUnit.SECONDS)).isTrue();
        player.stop();
        search.join(10_000);
        assertThat(search.isAlive()).isFalse();
        assertThat(state.legalMoveList()).contains(chosen[0]);
    }

    /**
     * After Ivory's g1-a7, Cigar's queen (f12) sees Ivory's queen on a7: taking it wins at once.
     * Swapping instead would hand that capture to the other player, who then plays Cigar; the
     * search must judge the swap for the player who makes it, as a loss.
     */
    @Test
    void aSwapIsJudgedForThePlayerWhoMakesIt() {
        for (long seed = 1; seed <= 5; seed++) {
            GameState state = Games.get("monkeyqueen").newInitialState();
            state.play(state.parseMove("g1-a7"));
            List<SearchInfo> infos = new ArrayList<>();
            Mcts player = mcts(Mcts.Config.solver(1), seed);

            int move = player.chooseMove(state, Budget.iterations(3000), infos::add);

            assertThat(state.formatMove(move)).isEqualTo("f12xa7");
            assertThat(infos.get(infos.size() - 1).mate()).isEqualTo(1);
        }
    }

    /** Who played the swap now plays Ivory: a win for Ivory's colour is a win for the swapper. */
    @Test
    void afterASwapScoresFollowThePlayers() {
        GameState state = Games.get("monkeyqueen").newInitialState();
        state.play(state.parseMove("g1-a7"));
        state.play(state.parseMove("swap"));
        // The original first player now plays Cigar, to move, and takes the queen on a7.
        List<SearchInfo> infos = new ArrayList<>();
        Mcts player = mcts(Mcts.Config.solver(1), 1);
        int move = player.chooseMove(state, Budget.iterations(2000), infos::add);
        assertThat(state.formatMove(move)).isEqualTo("f12xa7");
        assertThat(infos.get(infos.size() - 1).mate()).isEqualTo(1);
        // The tree counts by seat: Cigar's colour is to move, played by seat 0 (the first player).
        SearchTree tree = player.trees()[0];
        assertThat(tree.toMove[tree.root]).isEqualTo((byte) 0);
        assertThat(tree.proof[childWithMove(tree, tree.root, move)]).isEqualTo(SearchTree.WIN);
    }

    @Test
    void aListenerCanStopItsOwnSearch() {
        GameState state = Games.get("madrooks").newInitialState();
        long[] polls = {0};
        SearchListener stopSoon =
                new SearchListener() {
                    @Override
                    public void onInfo(SearchInfo info) {}

                    @Override
                    public boolean stopRequested() {
                        return ++polls[0] > 3;
                    }
                };
        // Unlimited: only the listener's request ends it (the class's timeout catches a hang).
        int move = mcts(Mcts.Config.solver(2), 1).chooseMove(state, new Budget(0, 0, 0), stopSoon);
        assertThat(polls[0]).isGreaterThan(3);
        assertThat(state.legalMoveList()).contains(move);
    }

    /** Scores every position 400 for colour 0, and counts its calls. */
    private static final class FavoursColourZero implements Evaluation {
        int calls;

        @Override
        public int evaluate(GameState state) {
            calls++;
            return state.sideToMove() == 0 ? 400 : -400;
        }
    }

    /**
     * With no random plies, every playout is the evaluation's win probability at the new leaf,
     * turned from the leaf's side to move to the side that chose the root move.
     */
    @Test
    void cutPlayoutsAreJudgedByTheEvaluationsWinProbability() {
        String start = Games.get("madrooks").newInitialState().position();
        String boardOnly = start.substring(0, start.indexOf(' '));
        for (String toMove : List.of("r", "b")) {
            FavoursColourZero evaluation = new FavoursColourZero();
            Mcts.Config config =
                    new Mcts.Config("t", 1.0, false, false, 1, 100_000, 10_000, evaluation, 0);
            GameState state = Games.get("madrooks").parsePosition(boardOnly + " " + toMove);
            List<SearchInfo> infos = new ArrayList<>();

            mcts(config, 1).chooseMove(state, Budget.iterations(500), infos::add);

            double colourZero = evaluation.winProbability(400);
            assertThat(colourZero).isGreaterThan(0.85);
            double expected = toMove.equals("r") ? colourZero : 1 - colourZero;
            assertThat(infos.get(infos.size() - 1).winProbability())
                    .as(toMove)
                    .isCloseTo(expected, within(1e-9));
            assertThat(evaluation.calls).as(toMove).isBetween(450, 500);
        }
    }

    /**
     * Monkey Queen's MCTS cuts its playouts short and judges them by the game's evaluation, as
     * alpha-beta scores them.
     */
    @Test
    void monkeyQueenPlayoutsAreJudgedByItsEvaluation() {
        Evaluation real = Evaluations.forGame(Games.get("monkeyqueen"));
        int[] calls = {0};
        Evaluation counting =
                new Evaluation() {
                    @Override
                    public int evaluate(GameState state) {
                        calls[0]++;
                        return real.evaluate(state);
                    }

                    @Override
                    public double scoreScale() {
                        return real.scoreScale();
                    }

                    @Override
                    public int playoutCutoff() {
                        return real.playoutCutoff();
                    }
                };
        Mcts.Config config = Mcts.Config.informed("t", 1, counting);
        assertThat(config.playoutCutoff()).isEqualTo(real.playoutCutoff()).isPositive();
        GameState state = Games.get("monkeyqueen").newInitialState();
        int move = mcts(config, 2).chooseMove(state, Budget.iterations(1000), info -> {});
        assertThat(state.legalMoveList()).contains(move);
        assertThat(calls[0]).isGreaterThan(500).isLessThanOrEqualTo(1000);
    }

    @Test
    void refusesAFinishedGame() {
        GameState over =
                Games.get("madrooks")
                        .parsePosition(
                                "R......./......../......../......../......../......../......../........ b");
        assertThatThrownBy(
                        () ->
                                mcts(Mcts.Config.plain(1), 1)
                                        .chooseMove(over, Budget.iterations(10), info -> {}))
                .isInstanceOf(IllegalStateException.class);
    }

    private static int childWithMove(SearchTree tree, int node, int move) {
        for (int c = tree.firstChild[node];
                c < tree.firstChild[node] + tree.childCount[node];
                c++) {
            if (tree.move[c] == move) {
                return c;
            }
        }
        throw new AssertionError("no child with that move");
    }

    private static int mostVisitedChild(SearchTree tree, int node) {
        int best = tree.firstChild[node];
        for (int c = best; c < tree.firstChild[node] + tree.childCount[node]; c++) {
            if (tree.visits[c] > tree.visits[best]) {
                best = c;
            }
        }
        return best;
    }
}
