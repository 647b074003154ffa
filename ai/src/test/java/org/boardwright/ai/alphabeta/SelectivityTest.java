package org.boardwright.ai.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.SearchInfo;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

/**
 * The selective techniques ({@link AlphaBeta.Techniques#reduceCaptureOffers}, {@link
 * AlphaBeta.Techniques#frontierPruning}, {@link AlphaBeta.Techniques#probCut}): each one saves
 * work, and what they skip does not cost the shots and the moves a full-width search finds.
 */
class SelectivityTest {

    private static final AlphaBeta.Techniques EARLIER =
            new AlphaBeta.Techniques(true, true, true, true, false, false, false);

    private static AlphaBeta player(Game game, AlphaBeta.Techniques techniques) {
        return new AlphaBeta(
                new AlphaBeta.Config("t", 1, 18, true, techniques), Evaluations.forGame(game));
    }

    /** The move a player chooses searching to {@code depth}, and the nodes it took. */
    private static int[] choose(AlphaBeta player, GameState s, int depth) {
        List<SearchInfo> infos = new ArrayList<>();
        int move = player.chooseMove(s, new Budget(0, 0, depth), infos::add);
        return new int[] {move, (int) infos.get(infos.size() - 1).nodes()};
    }

    /** Exact values of every move by plain alpha-beta to {@code depth}. */
    private static int[] exactValues(Game game, GameState s, int[] moves, int n, int depth) {
        AlphaBeta exact = player(game, AlphaBeta.Techniques.PLAIN);
        return exact.moveValues(s, moves, n, depth, nodes -> false).values();
    }

    private static boolean offersCapture(GameState s, int move, Evaluation e) {
        s.play(move);
        boolean offers = false;
        if (!s.isTerminal() && !s.isChanceNode()) {
            for (int reply : s.legalMoveList()) {
                offers |= e.captureValue(s, reply) > 0;
            }
        }
        s.undo();
        return offers;
    }

    /**
     * Positions where a quiet move that gives the opponent a capture wins at least a man over every
     * other move (a shot, by a full-width search of 6 plies): the selective search to 8 plies plays
     * it every time.
     */
    @Test
    void checkersShotsAreFound() {
        Game game = Games.get("checkers");
        Evaluation e = Evaluations.forGame(game);
        AlphaBeta selective = player(game, AlphaBeta.Techniques.ALL);
        int shots = 0;
        for (GameState s : AlphaBetaTest.randomPositions(game, 400, 8, 50, 2026)) {
            int[] moves = new int[GameState.MAX_MOVES];
            int n = s.legalMoves(moves, 0);
            if (n < 2 || e.captureValue(s, moves[0]) > 0) {
                continue;
            }
            int[] values = exactValues(game, s, moves, n, 6);
            int best = 0;
            for (int i = 1; i < n; i++) {
                best = values[i] > values[best] ? i : best;
            }
            int second = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                second = i != best ? Math.max(second, values[i]) : second;
            }
            if (values[best] - second < 100
                    || Math.abs(values[best]) >= AlphaBeta.MATE_BOUND
                    || !offersCapture(s, moves[best], e)) {
                continue;
            }
            shots++;
            selective.reset();
            assertThat(s.formatMove(choose(selective, s, 8)[0]))
                    .as("the shot at %s", s.position())
                    .isEqualTo(s.formatMove(moves[best]));
        }
        assertThat(shots).as("shots among the positions").isGreaterThanOrEqualTo(5);
    }

    /**
     * In every game without dice, the move the selective search chooses at depth 6 is, by the
     * full-width search to the same depth, within a fifth of a unit of the best in at least 90% of
     * random positions.
     */
    @Test
    void theChosenMoveIsNearlyAlwaysAsGoodAsTheFullWidthSearchsBest() {
        for (String id :
                new String[] {"checkers", "madrooks", "madbishops", "cage", "monkeyqueen"}) {
            Game game = Games.get(id);
            AlphaBeta selective = player(game, AlphaBeta.Techniques.ALL);
            int positions = 0;
            int good = 0;
            for (GameState s : AlphaBetaTest.randomPositions(game, 60, 4, 40, 77)) {
                int[] moves = new int[GameState.MAX_MOVES];
                int n = s.legalMoves(moves, 0);
                if (n < 2) {
                    continue;
                }
                int depth = id.equals("checkers") ? 6 : 4;
                int[] values = exactValues(game, s, moves, n, depth);
                int best = Integer.MIN_VALUE;
                for (int i = 0; i < n; i++) {
                    best = Math.max(best, values[i]);
                }
                selective.reset();
                int chosen = choose(selective, s, depth)[0];
                int value = 0;
                for (int i = 0; i < n; i++) {
                    value = moves[i] == chosen ? values[i] : value;
                }
                positions++;
                good += best - value <= 20 ? 1 : 0;
            }
            assertThat(positions).as(id).isGreaterThanOrEqualTo(20);
            assertThat(good)
                    .as(id + ": good choices of " + positions)
                    .isGreaterThanOrEqualTo((int) Math.ceil(0.9 * positions));
        }
    }

    /** Each of the three switches, added to the techniques before it, searches fewer nodes. */
    @Test
    void eachTechniqueSavesNodesInCheckers() {
        Game game = Games.get("checkers");
        AlphaBeta.Techniques offers =
                new AlphaBeta.Techniques(true, true, true, true, true, false, false);
        AlphaBeta.Techniques frontier =
                new AlphaBeta.Techniques(true, true, true, true, true, true, false);
        long[] nodes = new long[4];
        AlphaBeta.Techniques[] steps = {EARLIER, offers, frontier, AlphaBeta.Techniques.ALL};
        for (GameState s : AlphaBetaTest.randomPositions(game, 12, 4, 20, 5)) {
            if (s.legalMoveList().size() < 2) {
                continue;
            }
            for (int k = 0; k < steps.length; k++) {
                nodes[k] += choose(player(game, steps[k]), s, 11)[1];
            }
        }
        for (int k = 1; k < steps.length; k++) {
            assertThat(nodes[k])
                    .as("step %d of %s", k, java.util.Arrays.toString(nodes))
                    .isLessThan(nodes[k - 1]);
        }
    }
}
