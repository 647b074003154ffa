package org.boardwright.engine.twist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.Draughts;
import org.junit.jupiter.api.Test;

/**
 * randomMove in checkers and the Twist counts steps and single jumps on the bitboards and lists the
 * moves only when a jump may continue (or at a declaration, a boost or the dice); the Twist answers
 * whether a move exists without the list. Both must agree with legalMoves on every position of
 * random games: randomMove draws the same number from the generator and answers the move listed at
 * that index (which also makes it uniform and keeps seeded games the same).
 */
class DraughtsRandomMoveTest {

    /**
     * Every position of seeded random games from {@code starts} (moves chosen from the list, not by
     * randomMove), as position strings.
     */
    private static List<String> playoutPositions(
            Game game, List<String> starts, long seed, int playouts) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] moves = new int[GameState.MAX_MOVES];
        Set<String> positions = new LinkedHashSet<>();
        for (int p = 0; p < playouts; p++) {
            GameState state = game.parsePosition(starts.get(p % starts.size()));
            for (int ply = 0; ply < 400; ply++) {
                positions.add(state.position());
                int n = state.legalMoves(moves, 0);
                if (n == 0 || state.isTerminal()) {
                    break;
                }
                state.play(moves[rng.nextInt(n)]);
            }
        }
        return List.copyOf(positions);
    }

    /** Compares randomMove with legalMoves; returns how many positions had single, multi jumps. */
    private static int[] compareRandomMoves(Game game, List<String> positions) {
        int[] moves = new int[GameState.MAX_MOVES];
        int[] buffer = new int[GameState.MAX_MOVES];
        int singleJumps = 0;
        int multiJumps = 0;
        for (int i = 0; i < positions.size(); i++) {
            GameState state = game.parsePosition(positions.get(i));
            int n = state.legalMoves(moves, 0);
            assertThat(state.isOverWithoutClaim())
                    .as("game over without a move in %s", positions.get(i))
                    .isEqualTo(n == 0);
            if (state.isChanceNode()) {
                continue; // the dice: outcomes by probability, drawn by GameState itself
            }
            int expected = n == 0 ? -1 : moves[new SplittableRandom(i).nextInt(n)];
            SplittableRandom rng = new SplittableRandom(i);
            assertThat(state.randomMove(rng, buffer))
                    .as("randomMove in %s", positions.get(i))
                    .isEqualTo(expected);
            assertThat(rng.nextLong())
                    .as("the generator after randomMove in %s", positions.get(i))
                    .isEqualTo(next(i, n));
            boolean jumps = n > 0 && Draughts.jumps(moves[0]) > 0;
            boolean multi = false;
            for (int k = 0; k < n; k++) {
                multi |= Draughts.jumps(moves[k]) > 1;
            }
            if (jumps) {
                if (multi) {
                    multiJumps++;
                } else {
                    singleJumps++;
                }
            }
        }
        return new int[] {singleJumps, multiJumps};
    }

    /** The generator's next long after drawing the index of one of n moves (none when n is 0). */
    private static long next(int seed, int n) {
        SplittableRandom rng = new SplittableRandom(seed);
        if (n > 0) {
            rng.nextInt(n);
        }
        return rng.nextLong();
    }

    @Test
    void checkersRandomMoveIsTheListedMoveAtTheDrawnIndex() {
        List<String> positions =
                playoutPositions(
                        CheckersGame.INSTANCE,
                        List.of(CheckersGame.INSTANCE.newInitialState().position()),
                        21,
                        300);
        int[] jumps = compareRandomMoves(CheckersGame.INSTANCE, positions);
        assertThat(positions.size()).isGreaterThan(10_000);
        assertThat(jumps[0]).as("positions with single jumps only").isGreaterThan(1000);
        assertThat(jumps[1]).as("positions with a multiple jump").isGreaterThan(200);
    }

    @Test
    void twistRandomMoveIsTheListedMoveAtTheDrawnIndex() {
        List<String> positions =
                playoutPositions(
                        TwistGame.INSTANCE,
                        List.of(
                                TwistGame.INSTANCE.newInitialState().position(),
                                TwistTest.KINGS,
                                TwistTest.EXAMPLE),
                        22,
                        300);
        compareRandomMoves(TwistGame.INSTANCE, positions);
        Set<Integer> phases = new LinkedHashSet<>();
        for (String p : positions) {
            phases.add(Turn.type(((TwistState) TwistGame.INSTANCE.parsePosition(p)).turn()));
        }
        assertThat(phases)
                .as("turn phases met")
                .contains(
                        Turn.NORMAL,
                        Turn.DECLARED,
                        Turn.PLAIN,
                        Turn.EXTRA,
                        Turn.BONUS,
                        Turn.SPEED,
                        Turn.INITIATIVE);
    }
}
