package org.boardwright.engine.mad;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Perft;
import org.junit.jupiter.api.Test;

/**
 * Checks the engine's Mad Rooks and Mad Bishops move generation against {@link
 * MadReferenceGenerator}, a plain square-by-square implementation of docs/rules/madrooks.md, on
 * thousands of positions: every position of random playouts, and random placements of random
 * numbers of checkers with either side to move.
 */
class MadReferenceComparisonTest {

    private static final int PLAYOUTS = 150;
    private static final int PLACEMENTS = 2500;

    /**
     * Every position of seeded random playouts from the start (chosen without the engine's
     * randomMove).
     */
    private static List<String> playoutPositions(MadGame game, long seed, int playouts) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] moves = new int[GameState.MAX_MOVES];
        Set<String> positions = new LinkedHashSet<>();
        for (int p = 0; p < playouts; p++) {
            GameState state = game.newInitialState();
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
     * Random placements on the game's squares: 0 to the starting count of each colour (not both 0),
     * sometimes a handful, sometimes nearly full; returns the board with Red to move and with Blue
     * to move. Written without the engine, so the engine's reader is checked too.
     */
    private static List<String> randomPlacements(MadGame game, long seed, int count) {
        int size = game.width();
        boolean bishops = game == MadGame.BISHOPS;
        int max = bishops ? 25 : 32;
        List<int[]> squares = new ArrayList<>();
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                if (!bishops || (x + y) % 2 == 0) {
                    squares.add(new int[] {x, y});
                }
            }
        }
        SplittableRandom rng = new SplittableRandom(seed);
        List<String> positions = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int red;
            int blue;
            switch (rng.nextInt(4)) {
                case 0: // sparse
                    red = rng.nextInt(5);
                    blue = rng.nextInt(5);
                    break;
                case 1: // dense
                    red = max - rng.nextInt(6);
                    blue = max - rng.nextInt(6);
                    break;
                default:
                    red = rng.nextInt(max + 1);
                    blue = rng.nextInt(max + 1);
                    break;
            }
            if (red + blue == 0) {
                red = 1;
            }
            char[][] board = new char[size][size];
            for (char[] row : board) {
                java.util.Arrays.fill(row, '.');
            }
            List<int[]> free = new ArrayList<>(squares);
            for (int k = 0; k < red + blue; k++) {
                int[] sq = free.remove(rng.nextInt(free.size()));
                board[sq[1]][sq[0]] = k < red ? 'R' : 'B';
            }
            StringBuilder sb = new StringBuilder();
            for (int y = size - 1; y >= 0; y--) {
                sb.append(board[y]);
                if (y > 0) {
                    sb.append('/');
                }
            }
            positions.add(sb + " r");
            positions.add(sb + " b");
        }
        return positions;
    }

    private static void compare(
            MadGame game, MadReferenceGenerator reference, List<String> positions) {
        int compared = 0;
        for (String position : positions) {
            GameState state = game.parsePosition(position);
            List<String> expected = reference.moves(position);
            List<String> actual = state.legalMoveNotations();
            if (!actual.equals(expected)) {
                List<String> missing = new ArrayList<>(expected);
                missing.removeAll(actual);
                List<String> extra = new ArrayList<>(actual);
                extra.removeAll(expected);
                throw new AssertionError(
                        game.id()
                                + " at "
                                + position
                                + ": engine lacks "
                                + missing
                                + ", has extra "
                                + extra
                                + "\n engine:    "
                                + actual
                                + "\n reference: "
                                + expected);
            }
            compared++;
        }
        assertThat(compared).isGreaterThan(1000);
    }

    @Test
    void madRooksMovesEqualTheReferenceOnPlayoutPositions() {
        compare(
                MadGame.ROOKS,
                MadReferenceGenerator.ROOKS,
                playoutPositions(MadGame.ROOKS, 11, PLAYOUTS));
    }

    @Test
    void madBishopsMovesEqualTheReferenceOnPlayoutPositions() {
        compare(
                MadGame.BISHOPS,
                MadReferenceGenerator.BISHOPS,
                playoutPositions(MadGame.BISHOPS, 12, PLAYOUTS));
    }

    @Test
    void madRooksMovesEqualTheReferenceOnRandomPlacements() {
        compare(
                MadGame.ROOKS,
                MadReferenceGenerator.ROOKS,
                randomPlacements(MadGame.ROOKS, 13, PLACEMENTS));
    }

    @Test
    void madBishopsMovesEqualTheReferenceOnRandomPlacements() {
        compare(
                MadGame.BISHOPS,
                MadReferenceGenerator.BISHOPS,
                randomPlacements(MadGame.BISHOPS, 14, PLACEMENTS));
    }

    /**
     * randomMove counts the moves a bitboard at a time and finds the drawn one without a list: it
     * must draw the same number from the generator and answer the move legalMoves lists at that
     * index (which also makes it uniform, and keeps seeded games the same).
     */
    private static void compareRandomMoves(MadGame game, List<String> positions) {
        int[] moves = new int[GameState.MAX_MOVES];
        int compared = 0;
        for (int i = 0; i < positions.size(); i++) {
            GameState state = game.parsePosition(positions.get(i));
            int n = state.legalMoves(moves, 0);
            if (n == 0) {
                assertThat(state.randomMove(new SplittableRandom(i), moves)).isEqualTo(-1);
                continue;
            }
            for (int draw = 0; draw < 4; draw++) {
                SplittableRandom expected = new SplittableRandom(i * 31L + draw);
                SplittableRandom actual = new SplittableRandom(i * 31L + draw);
                int move = state.randomMove(actual, new int[GameState.MAX_MOVES]);
                assertThat(state.formatMove(move))
                        .as("%s at %s", game.id(), positions.get(i))
                        .isEqualTo(state.formatMove(moves[expected.nextInt(n)]));
                assertThat(move).isEqualTo(moves[new SplittableRandom(i * 31L + draw).nextInt(n)]);
                assertThat(actual.nextLong()).isEqualTo(expected.nextLong());
            }
            compared++;
        }
        assertThat(compared).isGreaterThan(1000);
    }

    @Test
    void madRooksRandomMoveIsTheListedMoveAtTheDrawnIndex() {
        List<String> positions = playoutPositions(MadGame.ROOKS, 41, 40);
        positions.addAll(randomPlacements(MadGame.ROOKS, 42, 1000));
        compareRandomMoves(MadGame.ROOKS, positions);
    }

    @Test
    void madBishopsRandomMoveIsTheListedMoveAtTheDrawnIndex() {
        List<String> positions = playoutPositions(MadGame.BISHOPS, 43, 40);
        positions.addAll(randomPlacements(MadGame.BISHOPS, 44, 1000));
        compareRandomMoves(MadGame.BISHOPS, positions);
    }

    /**
     * docs/rules/madrooks.md: "While both sides have checkers the side to move always has a move".
     */
    @Test
    void whileBothSidesHaveCheckersTheSideToMoveHasAMove() {
        for (MadGame game : new MadGame[] {MadGame.ROOKS, MadGame.BISHOPS}) {
            MadReferenceGenerator reference =
                    game == MadGame.ROOKS
                            ? MadReferenceGenerator.ROOKS
                            : MadReferenceGenerator.BISHOPS;
            for (String position : randomPlacements(game, 15, PLACEMENTS)) {
                boolean both = position.indexOf('R') >= 0 && position.indexOf('B') >= 0;
                assertThat(reference.moves(position).isEmpty())
                        .as("%s: no moves while both sides have checkers", position)
                        .isEqualTo(!both);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    // Perft against the reference

    private static void comparePerft(
            MadGame game, MadReferenceGenerator reference, List<String> positions, int depth) {
        for (String position : positions) {
            GameState state = game.parsePosition(position);
            assertThat(Perft.count(state, depth))
                    .as("%s perft %d of %s", game.id(), depth, position)
                    .isEqualTo(reference.perft(position, depth));
        }
    }

    /** Every {@code every}-th position, at most {@code max} of them. */
    private static List<String> sample(List<String> positions, int every, int max) {
        List<String> sample = new ArrayList<>();
        for (int i = 0; i < positions.size() && sample.size() < max; i += every) {
            sample.add(positions.get(i));
        }
        return sample;
    }

    @Test
    void madRooksPerft3EqualsTheReferencePerft() {
        List<String> positions = sample(playoutPositions(MadGame.ROOKS, 21, 2), 9, 12);
        positions.addAll(sample(randomPlacements(MadGame.ROOKS, 22, 40), 7, 6));
        comparePerft(MadGame.ROOKS, MadReferenceGenerator.ROOKS, positions, 3);
    }

    @Test
    void madBishopsPerft3EqualsTheReferencePerft() {
        List<String> positions = sample(playoutPositions(MadGame.BISHOPS, 23, 2), 9, 12);
        positions.addAll(sample(randomPlacements(MadGame.BISHOPS, 24, 40), 7, 6));
        comparePerft(MadGame.BISHOPS, MadReferenceGenerator.BISHOPS, positions, 3);
    }

    /** Sparse midgame positions (at most 24 checkers): perft 4 stays cheap for the reference. */
    private static List<String> sparseMidgame(MadGame game, long seed, int count) {
        List<String> sparse = new ArrayList<>();
        for (String p : playoutPositions(game, seed, 20)) {
            long checkers = p.chars().filter(c -> c == 'R' || c == 'B').count();
            boolean both = p.indexOf('R') >= 0 && p.indexOf('B') >= 0;
            if (both
                    && checkers <= 24
                    && checkers >= 12
                    && sparse.size() < count
                    && (sparse.isEmpty() || !sparse.get(sparse.size() - 1).equals(p))) {
                sparse.add(p);
            }
        }
        // spread them out: every third one
        List<String> picked = new ArrayList<>();
        for (int i = 0; i < sparse.size(); i += 3) {
            picked.add(sparse.get(i));
        }
        return picked.subList(0, Math.min(4, picked.size()));
    }

    @Test
    void madRooksPerft4EqualsTheReferencePerftOnSparseMidgames() {
        List<String> positions = sparseMidgame(MadGame.ROOKS, 31, 12);
        assertThat(positions).hasSize(4);
        comparePerft(MadGame.ROOKS, MadReferenceGenerator.ROOKS, positions, 4);
    }

    @Test
    void madBishopsPerft4EqualsTheReferencePerftOnSparseMidgames() {
        List<String> positions = sparseMidgame(MadGame.BISHOPS, 32, 12);
        assertThat(positions).hasSize(4);
        comparePerft(MadGame.BISHOPS, MadReferenceGenerator.BISHOPS, positions, 4);
    }

    @Test
    void theReferenceMatchesThePublishedCounts() {
        // docs/rules/madrooks.md and madbishops.md: the reference itself must agree with their
        // reference counts.
        assertThat(MadReferenceGenerator.ROOKS.perft(MadRooksTest.START, 1)).isEqualTo(112);
        assertThat(MadReferenceGenerator.ROOKS.perft(MadRooksTest.START, 2)).isEqualTo(11_944);
        assertThat(MadReferenceGenerator.BISHOPS.perft(MadBishopsTest.START, 1)).isEqualTo(81);
        assertThat(MadReferenceGenerator.BISHOPS.perft(MadBishopsTest.START, 2)).isEqualTo(6130);
    }
}
