package org.boardwright.ai.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.testgames.DiceRace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
class AlphaBetaTest {

    /**
     * Any deterministic function of the position will do for comparing searches; a pseudo-random
     * one gives many distinct values, so a pruning mistake shows. Captures are ordered first, as
     * the real evaluations do.
     */
    static final class HashEvaluation implements Evaluation {
        private final Evaluation real;

        HashEvaluation(Evaluation real) {
            this.real = real;
        }

        @Override
        public int evaluate(GameState state) {
            long h = state.hash() * 0x9E3779B97F4A7C15L;
            return (int) ((h >>> 40) % 1001) - 500;
        }

        @Override
        public int captureValue(GameState state, int move) {
            return real == null ? 0 : real.captureValue(state, move);
        }
    }

    /**
     * Plain negamax to a fixed depth, every move searched: the definition alpha-beta must agree
     * with. The player to move is the seat (a Monkey Queen swap changes it); a chance node is the
     * probability-weighted average of its outcomes (equal positions merged in the same order as the
     * search, so that the floating-point sums are the same).
     */
    static int minimax(GameState s, Evaluation e, int depth, int ply) {
        if (s.isTerminal()) {
            int winner = s.result().winner();
            if (winner < 0) {
                return 0;
            }
            int winnerSeat = s.playersSwapped() ? winner ^ 1 : winner;
            return winnerSeat == Search.seat(s) ? AlphaBeta.WIN - ply : -(AlphaBeta.WIN - ply);
        }
        int[] moves = new int[GameState.MAX_MOVES];
        int n = s.legalMoves(moves, 0);
        int seat = Search.seat(s);
        if (s.isChanceNode()) {
            List<Long> hashes = new ArrayList<>();
            List<Integer> outcomes = new ArrayList<>();
            List<Double> probabilities = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                s.play(moves[i]);
                long h = s.hash();
                s.undo();
                int g = hashes.indexOf(h);
                if (g >= 0) {
                    probabilities.set(g, probabilities.get(g) + s.chanceProbability(moves[i]));
                } else {
                    hashes.add(h);
                    outcomes.add(moves[i]);
                    probabilities.add(s.chanceProbability(moves[i]));
                }
            }
            double sum = 0;
            for (int g = 0; g < outcomes.size(); g++) {
                s.play(outcomes.get(g));
                int v = minimax(s, e, depth, ply + 1);
                v = Search.seat(s) == seat ? v : -v;
                s.undo();
                sum += probabilities.get(g) * v;
            }
            return (int) Math.round(sum);
        }
        if (depth == 0) {
            return e.evaluate(s);
        }
        int best = -AlphaBeta.INFINITY;
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            int v = minimax(s, e, depth - 1, ply + 1);
            v = Search.seat(s) == seat ? v : -v;
            s.undo();
            best = Math.max(best, v);
        }
        return best;
    }

    private static AlphaBeta search(Evaluation e, boolean table) {
        return new AlphaBeta(new AlphaBeta.Config("test", 1, table ? 16 : 0, false), e);
    }

    /**
     * Positions from seeded random games, the game not over and no dice to throw at the root unless
     * allowed.
     */
    static List<GameState> randomPositions(
            Game game, int count, int minPlies, int maxPlies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[GameState.MAX_MOVES];
        List<GameState> positions = new ArrayList<>();
        while (positions.size() < count) {
            GameState s = game.newInitialState();
            int plies = minPlies + random.nextInt(maxPlies - minPlies + 1);
            for (int i = 0; i < plies && !s.isTerminal(); i++) {
                s.play(s.randomMove(random, buffer));
            }
            if (!s.isTerminal()) {
                positions.add(s);
            }
        }
        return positions;
    }

    /**
     * With the table too where a position recurs only at the same distance from the root (each move
     * one ply); where it can recur nearer the root (the dice race: one long move or two short
     * ones), the table rightly reuses the deeper search, which fixed-depth minimax does not.
     */
    private static void agreesWithMinimax(
            Game game,
            Evaluation real,
            int depth,
            int count,
            int minPlies,
            int maxPlies,
            boolean withTable) {
        Evaluation e = new HashEvaluation(real);
        for (GameState s : randomPositions(game, count, minPlies, maxPlies, game.id().hashCode())) {
            int expected = minimax(s.copy(), e, depth, 0);
            assertThat(search(e, false).value(s, depth))
                    .as("%s without the table at %s", game.id(), s.position())
                    .isEqualTo(expected);
            if (withTable) {
                assertThat(search(e, true).value(s, depth))
                        .as("%s with the table at %s", game.id(), s.position())
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void agreesWithMinimaxOnRandomPositions() {
        agreesWithMinimax(
                Games.get("madrooks"),
                Evaluations.forGame(Games.get("madrooks")),
                3,
                8,
                50,
                90,
                true);
        agreesWithMinimax(
                Games.get("checkers"),
                Evaluations.forGame(Games.get("checkers")),
                5,
                10,
                0,
                60,
                true);
        agreesWithMinimax(
                Games.get("monkeyqueen"),
                Evaluations.forGame(Games.get("monkeyqueen")),
                3,
                6,
                0,
                6,
                true);
        agreesWithMinimax(
                Games.get("cage"), Evaluations.forGame(Games.get("cage")), 3, 6, 10, 80, true);
    }

    @Test
    void agreesWithExpectimaxWhereDiceDecide() {
        // A race decided by dice: chance nodes at every other ply, including the root.
        agreesWithMinimax(DiceRace.STANDARD, null, 5, 12, 0, 12, false);
        // The Twist: kings with options to declare, each declaration a chance node of 21 rolls.
        Game twist = Games.get("twist");
        Evaluation e = new HashEvaluation(Evaluations.forGame(twist));
        for (String position :
                new String[] {
                    ".W....../......../......../....R.../......../......../......../........ r options=1,0",
                    ".W....../......../...r..../....R.../......../..w...../......../........ w options=1,1",
                    "......../......../......../....R.../......../......../......../W....... r turn=declared:speed:e5 options=0,1"
                }) {
            GameState s = twist.parsePosition(position);
            assertThat(search(e, false).value(s, 2))
                    .as(position)
                    .isEqualTo(minimax(s.copy(), e, 2, 0));
        }
    }

    @Test
    void aChanceNodeIsWorthTheProbabilityWeightedAverageOfItsRolls() {
        Game twist = Games.get("twist");
        Evaluation e = Evaluations.forGame(twist);
        GameState s =
                twist.parsePosition(
                        "......../......../...w..../....R.../......../......../......../W....... r turn=declared:initiative:e5 options=0,1");
        assertThat(s.isChanceNode()).isTrue();
        int depth = 3;
        double expected = 0;
        double total = 0;
        for (int roll : s.legalMoveList()) {
            double p = s.chanceProbability(roll);
            total += p;
            s.play(roll);
            // After the roll the same player (Red) moves: its value counts as it is.
            assertThat(s.sideToMove()).isEqualTo(0);
            expected += p * search(e, false).value(s, depth);
            s.undo();
        }
        assertThat(total).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-12));
        // Outcomes with the same position are merged before summing, so the sums may differ in the
        // last bit.
        assertThat(search(e, false).value(s, depth))
                .isCloseTo((int) Math.round(expected), org.assertj.core.data.Offset.offset(1));
        assertThat(search(e, true).value(s, depth))
                .isCloseTo((int) Math.round(expected), org.assertj.core.data.Offset.offset(1));
    }

    private static SearchInfo lastInfo(
            String gameId, String position, Budget budget, String expectedMove) {
        Game game = Games.get(gameId);
        GameState s = game.parsePosition(position);
        List<SearchInfo> infos = new ArrayList<>();
        AlphaBeta player =
                new AlphaBeta(AlphaBeta.Config.standard("alphabeta", 1), Evaluations.forGame(game));
        int move = player.chooseMove(s, budget, infos::add);
        assertThat(s.formatMove(move)).as(gameId).isEqualTo(expectedMove);
        assertThat(s.position()).isEqualTo(position);
        return infos.get(infos.size() - 1);
    }

    @Test
    void findsForcedWins() {
        // Mad Rooks: Blue's last checker on a1, seen by Red's a8.
        SearchInfo info =
                lastInfo(
                        "madrooks",
                        "R......./......../......../......../......../..R...../......../B....... r",
                        Budget.time(2),
                        "a8xa1");
        assertThat(info.mate()).isEqualTo(1);
        assertThat(info.pv()).containsExactly("a8xa1");
        assertThat(info.winProbability()).isEqualTo(1.0);
        // Mad Rooks: Blue a1 takes one of the two Red checkers, the other must engage where a1 sees
        // it.
        info =
                lastInfo(
                        "madrooks",
                        "R......./......../......../......../......../......../......../B......R b",
                        Budget.time(2),
                        info(
                                "madrooks",
                                "R......./......../......../......../......../......../......../B......R b"));
        assertThat(info.mate()).isEqualTo(3);
        // Monkey Queen: Ivory's baby on d4 sees the Cigar queen on g7 and takes it.
        info =
                lastInfo(
                        "monkeyqueen",
                        "............/............/............/............/............/......C5...../............"
                                + "/............/...I......../............/............/I5........... i",
                        Budget.time(2),
                        "d4xg7");
        assertThat(info.mate()).isEqualTo(1);
        // Checkers: Red's man on d4 jumps White's last piece.
        info =
                lastInfo(
                        "checkers",
                        "......../......../......../....w.../...r..../......../......../........ r",
                        Budget.time(2),
                        "d4xf6");
        assertThat(info.mate()).isEqualTo(1);
        // Checkers: two kings against one win, though it takes some twenty plies to drive it out of
        // its double corner.
        String twoKingsAgainstOne =
                "......../......../......../..R.R.../......../......../.......W/........ r";
        info =
                lastInfo(
                        "checkers",
                        twoKingsAgainstOne,
                        Budget.time(3),
                        info("checkers", twoKingsAgainstOne));
        assertThat(info.mate()).isBetween(1, 30);
    }

    /** The move alpha-beta plays (for positions whose best move the test does not spell out). */
    private static String info(String gameId, String position) {
        Game game = Games.get(gameId);
        GameState s = game.parsePosition(position);
        return s.formatMove(
                new AlphaBeta(AlphaBeta.Config.standard("x", 1), Evaluations.forGame(game))
                        .chooseMove(s, Budget.time(2), SearchListener.NONE));
    }

    @Test
    void aStopEndsTheSearchWithALegalMove() throws Exception {
        Game game = Games.get("checkers");
        GameState s = game.newInitialState();
        AlphaBeta player =
                new AlphaBeta(AlphaBeta.Config.standard("alphabeta", 2), Evaluations.forGame(game));
        AtomicInteger move = new AtomicInteger(-1);
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
        Thread t =
                new Thread(
                        () ->
                                move.set(
                                        player.chooseMove(
                                                s.copy(),
                                                new Budget(0, 0, 0),
                                                signalsItsFirstCheck)));
        t.start();
        assertThat(searching.await(10, TimeUnit.SECONDS)).isTrue();
        player.stop();
        t.join(10_000);
        assertThat(t.isAlive()).isFalse();
        assertThat(s.legalMoveList()).contains(move.get());

        // A listener's stop request does the same, at whichever check it comes.
        int[] checks = {0};
        int m =
                player.chooseMove(
                        s,
                        new Budget(0, 0, 0),
                        new SearchListener() {
                            @Override
                            public void onInfo(SearchInfo info) {}

                            @Override
                            public boolean stopRequested() {
                                return ++checks[0] > 1000;
                            }
                        });
        assertThat(checks[0]).isGreaterThan(1000);
        assertThat(s.legalMoveList()).contains(m);
    }

    @Test
    void budgetsAreHonoured() {
        Game game = Games.get("checkers");
        GameState s = game.newInitialState();
        AlphaBeta player =
                new AlphaBeta(AlphaBeta.Config.standard("alphabeta", 1), Evaluations.forGame(game));

        long start = System.nanoTime();
        player.chooseMove(s, Budget.time(0.2), SearchListener.NONE);
        assertThat((System.nanoTime() - start) / 1e9).isBetween(0.0, 0.5);

        List<SearchInfo> infos = new ArrayList<>();
        player.reset();
        player.chooseMove(s, new Budget(0, 0, 5), infos::add);
        assertThat(infos.get(infos.size() - 1).depth()).isEqualTo(5);

        infos.clear();
        player.reset();
        player.chooseMove(s, Budget.iterations(20_000), infos::add);
        assertThat(infos.get(infos.size() - 1).nodes()).isBetween(1L, 20_000L + 1024);
    }

    @Test
    void playsOnlyLegalMovesInRandomPositions() {
        for (String id :
                new String[] {
                    "madrooks", "madbishops", "cage", "monkeyqueen", "checkers", "twist"
                }) {
            Game game = Games.get(id);
            AlphaBeta player =
                    new AlphaBeta(
                            AlphaBeta.Config.standard("alphabeta", 1), Evaluations.forGame(game));
            for (GameState s : randomPositions(game, 6, 0, 120, 7)) {
                if (s.isChanceNode()) {
                    continue;
                }
                List<SearchInfo> infos = new ArrayList<>();
                int move = player.chooseMove(s, Budget.iterations(3000), infos::add);
                assertThat(s.legalMoveList()).as("%s at %s", id, s.position()).contains(move);
                SearchInfo last = infos.get(infos.size() - 1);
                assertThat(last.pv()).as(id).isNotEmpty();
                assertThat(last.pv().get(0)).as(id).isEqualTo(s.formatMove(move));
            }
        }
    }
}
