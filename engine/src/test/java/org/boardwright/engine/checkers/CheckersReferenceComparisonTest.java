package org.boardwright.engine.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Perft;
import org.junit.jupiter.api.Test;

/**
 * Checks the engine's checkers move generation against {@link CheckersReference}, a plain
 * square-by-square reading of docs/rules/checkers.md: every position of random games, random
 * placements heavy in kings (long jump sequences, circuits), and perft on a few positions.
 */
public class CheckersReferenceComparisonTest {

    /** Every position of seeded random games from the start. */
    static List<String> playoutPositions(long seed, int playouts) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] moves = new int[GameState.MAX_MOVES];
        Set<String> positions = new LinkedHashSet<>();
        for (int p = 0; p < playouts; p++) {
            GameState state = CheckersGame.INSTANCE.newInitialState();
            while (true) {
                positions.add(state.position());
                int n = state.legalMoves(moves, 0);
                if (n == 0) {
                    break;
                }
                state.play(moves[rng.nextInt(n)]);
            }
        }
        return new ArrayList<>(positions);
    }

    /**
     * Random placements on the dark squares, written without the engine: up to 12 pieces a side,
     * kings half the time, no man on its crowning rank, the side not to move never empty.
     */
    public static List<String> randomPlacements(long seed, int count) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<String> positions = new ArrayList<>();
        while (positions.size() < count) {
            char[][] board = new char[8][8];
            for (char[] row : board) {
                Arrays.fill(row, '.');
            }
            int red = 1 + rng.nextInt(12);
            int white = 1 + rng.nextInt(12);
            double kingShare = rng.nextDouble();
            for (int k = 0; k < red + white; k++) {
                int x;
                int y;
                do {
                    y = rng.nextInt(8);
                    x = rng.nextInt(8);
                } while ((x + y) % 2 != 0 || board[y][x] != '.');
                boolean isRed = k < red;
                boolean king = rng.nextDouble() < kingShare || (isRed ? y == 7 : y == 0);
                board[y][x] = isRed ? (king ? 'R' : 'r') : (king ? 'W' : 'w');
            }
            StringBuilder sb = new StringBuilder();
            for (int y = 7; y >= 0; y--) {
                sb.append(board[y]);
                if (y > 0) {
                    sb.append('/');
                }
            }
            positions.add(sb + " r");
            positions.add(sb + " w");
        }
        return positions;
    }

    static void compare(List<String> positions) {
        for (String position : positions) {
            GameState state = CheckersGame.INSTANCE.parsePosition(position);
            // quiet=80: drawn by engine policy, no moves (the reference knows only the rules)
            List<String> expected =
                    position.contains("quiet=80") ? List.of() : CheckersReference.moves(position);
            List<String> actual = state.legalMoveNotations();
            if (!actual.equals(expected)) {
                List<String> missing = new ArrayList<>(expected);
                missing.removeAll(actual);
                List<String> extra = new ArrayList<>(actual);
                extra.removeAll(expected);
                throw new AssertionError(
                        "at " + position + ": engine lacks " + missing + ", has extra " + extra);
            }
        }
        assertThat(positions.size()).isGreaterThan(1000);
    }

    @Test
    void movesEqualTheReferenceOnPlayoutPositions() {
        compare(playoutPositions(21, 60));
    }

    @Test
    void movesEqualTheReferenceOnRandomPlacements() {
        compare(randomPlacements(22, 3000));
    }

    @Test
    void perftEqualsTheReferenceOnRandomPlacements() {
        List<String> positions = randomPlacements(23, 40);
        for (String position : positions) {
            GameState state = CheckersGame.INSTANCE.parsePosition(position);
            assertThat(Perft.count(state, 3))
                    .as("perft 3 of %s", position)
                    .isEqualTo(referencePerft(position, 3));
        }
    }

    /**
     * Perft with the reference generator, playing moves through the engine (the moves are compared
     * before).
     */
    private static long referencePerft(String position, int depth) {
        List<String> moves = CheckersReference.moves(position);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (String m : moves) {
            GameState state = CheckersGame.INSTANCE.parsePosition(position);
            state.play(state.parseMove(m));
            total += referencePerft(state.position(), depth - 1);
        }
        return total;
    }
}
