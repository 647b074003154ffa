package org.boardwright.engine.cage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Perft;
import org.boardwright.engine.Result;
import org.boardwright.engine.Square;
import org.boardwright.engine.cage.CageReferenceGenerator.Position;
import org.junit.jupiter.api.Test;

/**
 * Checks the engine's Cage move generation against {@link CageReferenceGenerator}, a plain
 * square-by-square implementation of docs/rules/cage.md, on thousands of positions: every position
 * of random playouts, and random placements of checkers with either side to move.
 */
class CageReferenceComparisonTest {

    private static final int PLAYOUTS = 60;
    private static final int PLACEMENTS = 3000;

    /**
     * Every position of seeded random playouts from the start (chosen without the engine's
     * randomMove).
     */
    static List<String> playoutPositions(long seed, int playouts) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] moves = new int[GameState.MAX_MOVES];
        Set<String> positions = new LinkedHashSet<>();
        for (int p = 0; p < playouts; p++) {
            GameState state = CageGame.INSTANCE.newInitialState();
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
     * Random placements with no two friendly checkers orthogonally adjacent (what every game
     * keeps): sparse, dense, and in between; each board with Red and with Blue to move. Dense
     * boards of one lattice of empty squares make long jump webs. Written without the engine.
     */
    static List<String> randomPlacements(long seed, int count) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<String> positions = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int[][] board = new int[10][10];
            if (i % 5 == 0) {
                web(board, rng);
                positions.add(new Position(board, CageReferenceGenerator.RED).text());
                continue;
            }
            int tries =
                    switch (rng.nextInt(4)) {
                        case 0 -> rng.nextInt(8);
                        case 1 -> 200 + rng.nextInt(200);
                        default -> rng.nextInt(120);
                    };
            double emptyBias = rng.nextDouble() * 0.6;
            int[] counts = new int[3];
            for (int t = 0; t < tries; t++) {
                int x = rng.nextInt(10);
                int y = rng.nextInt(10);
                int colour = 1 + rng.nextInt(2);
                if (board[x][y] != 0
                        || counts[colour] == 50
                        || rng.nextDouble() < emptyBias && (x + y) % 2 == 0
                        || !CageReferenceGenerator.noFriendNextTo(board, colour, x, y)) {
                    continue;
                }
                board[x][y] = colour;
                counts[colour]++;
            }
            positions.add(new Position(board, CageReferenceGenerator.RED).text());
            positions.add(new Position(board, CageReferenceGenerator.BLUE).text());
        }
        return positions;
    }

    /**
     * A jump web for Red: Red checkers on a few squares of one lattice (both coordinates of one
     * parity), Blue on most squares between two lattice squares, a little of either elsewhere.
     */
    private static void web(int[][] board, SplittableRandom rng) {
        int px = rng.nextInt(2);
        int py = rng.nextInt(2);
        double blue = 0.3 + rng.nextDouble() * 0.35;
        int[] counts = new int[3];
        for (int x = 0; x < 10; x++) {
            for (int y = 0; y < 10; y++) {
                boolean lattice = x % 2 == px && y % 2 == py;
                boolean between = (x % 2 == px) != (y % 2 == py);
                double r = rng.nextDouble();
                int colour =
                        lattice
                                ? (r < 0.1 ? 1 : 0)
                                : between ? (r < blue ? 2 : 0) : (r < 0.1 ? 1 + rng.nextInt(2) : 0);
                if (colour != 0
                        && counts[colour] < 50
                        && CageReferenceGenerator.noFriendNextTo(board, colour, x, y)) {
                    board[x][y] = colour;
                    counts[colour]++;
                }
            }
        }
    }

    /** What the compared positions held, so a test can check it met the rules' corners. */
    private static final class Coverage {
        int passes;
        int longJumps; // four jumps or more
        int edgeCapturesAfterAJump;
        int backToOrigin;
        int manyMoves; // positions with more than 100 moves
        int beyondLimit; // positions with more than GameState.MAX_MOVES moves

        void count(List<String> moves) {
            manyMoves += moves.size() > 100 ? 1 : 0;
            for (String m : moves) {
                String[] squares = m.split("x");
                passes += m.equals("pass") ? 1 : 0;
                longJumps += squares.length > 4 ? 1 : 0;
                backToOrigin +=
                        squares.length > 2 && squares[0].equals(squares[squares.length - 1])
                                ? 1
                                : 0;
                if (squares.length > 2) {
                    Square a = Square.parse(squares[squares.length - 2], 10, 10);
                    Square b = Square.parse(squares[squares.length - 1], 10, 10);
                    edgeCapturesAfterAJump +=
                            Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y()) == 1 ? 1 : 0;
                }
            }
        }
    }

    private static Coverage compare(List<String> positions) {
        int[] buffer = new int[GameState.MAX_MOVES];
        Coverage coverage = new Coverage();
        for (String text : positions) {
            CageState state = CageGame.INSTANCE.parsePosition(text);
            assertThat(state.position()).isEqualTo(text);
            List<String> expected = CageReferenceGenerator.notations(Position.parse(text));
            if (expected.size() > GameState.MAX_MOVES) {
                // Engine limit: the game ends unfinished rather than list more moves than a move
                // list holds.
                assertThat(state.result()).as("result at %s", text).isEqualTo(Result.UNFINISHED);
                assertThat(state.legalMoveNotations()).isEmpty();
                coverage.beyondLimit++;
                continue;
            }
            assertThat(state.legalMoveNotations()).as("moves at %s", text).isEqualTo(expected);
            coverage.count(expected);
            int n = state.legalMoves(buffer, 0);
            for (int i = 0; i < n; i++) {
                String before = state.position();
                state.play(buffer[i]);
                state.undo();
                assertThat(state.position()).isEqualTo(before);
            }
        }
        return coverage;
    }

    @Test
    void engineAgreesWithTheReferenceOnEveryPositionOfRandomGames() {
        List<String> positions = playoutPositions(31, PLAYOUTS);
        assertThat(positions).hasSizeGreaterThan(5000);
        Coverage met = compare(positions);
        assertThat(met.passes).isPositive();
        assertThat(met.longJumps).isPositive();
        assertThat(met.edgeCapturesAfterAJump).isPositive();
    }

    @Test
    void engineAgreesWithTheReferenceOnRandomPlacements() {
        Coverage met = compare(randomPlacements(32, PLACEMENTS));
        assertThat(met.passes).isPositive();
        assertThat(met.longJumps).isPositive();
        assertThat(met.edgeCapturesAfterAJump).isPositive();
        assertThat(met.backToOrigin).isPositive();
        assertThat(met.manyMoves).isPositive();
        assertThat(met.beyondLimit)
                .as("positions beyond the engine limit")
                .isLessThan(PLACEMENTS / 20);
    }

    @Test
    void enginePlaysMovesLikeTheReference() {
        // After each move the engine's position is the reference's.
        SplittableRandom rng = new SplittableRandom(33);
        int[] buffer = new int[GameState.MAX_MOVES];
        for (String text : randomPlacements(34, 300)) {
            CageState state = CageGame.INSTANCE.parsePosition(text);
            Position reference = Position.parse(text);
            int n = state.legalMoves(buffer, 0);
            for (CageReferenceGenerator.Move m : CageReferenceGenerator.moves(reference)) {
                if (n == 0 || rng.nextInt(4) != 0) {
                    continue;
                }
                int move = state.parseMove(m.notation());
                state.play(move);
                assertThat(state.position())
                        .as("after %s from %s", m.notation(), text)
                        .isEqualTo(reference.after(m).text());
                state.undo();
            }
        }
    }

    @Test
    void perftAgreesWithTheReferenceOnMidgamePositions() {
        List<String> positions = playoutPositions(35, 3);
        for (int i = 20; i < positions.size(); i += 25) {
            String text = positions.get(i);
            for (int depth = 1; depth <= 2; depth++) {
                assertThat(Perft.count(CageGame.INSTANCE.parsePosition(text), depth))
                        .as("perft %d of %s", depth, text)
                        .isEqualTo(CageReferenceGenerator.perft(Position.parse(text), depth));
            }
        }
    }
}
