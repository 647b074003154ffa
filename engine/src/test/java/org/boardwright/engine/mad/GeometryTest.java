package org.boardwright.engine.mad;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bit layout and the whole-bitboard steps and fills, checked square by square against the
 * board's coordinates.
 */
class GeometryTest {

    private static final int[][] ROOK_DIRECTIONS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    @Test
    void madRooksBitsAreTheCells() {
        Geometry g = MadGame.ROOKS.geometry;
        assertThat(g.cells).isEqualTo(64);
        assertThat(g.all).isEqualTo(-1L);
        for (int c = 0; c < 64; c++) {
            assertThat(g.bitOfCell[c]).isEqualTo(c);
            assertThat(g.cellOfBit[c]).isEqualTo(c);
        }
    }

    @Test
    void madBishopsLeavesASpareBitAfterEachOddRank() {
        Geometry g = MadGame.BISHOPS.geometry;
        assertThat(g.cells).isEqualTo(50);
        assertThat(Long.bitCount(g.all)).isEqualTo(50);
        assertThat(g.bitOfCell[g.cell(0, 0)]).isEqualTo(0); // a1
        assertThat(g.bitOfCell[g.cell(8, 0)]).isEqualTo(4); // i1
        assertThat(g.bitOfCell[g.cell(1, 1)]).isEqualTo(6); // b2
        assertThat(g.bitOfCell[g.cell(9, 9)]).isEqualTo(54); // j10
        for (int spare = 5; spare < 64; spare += 11) {
            assertThat(g.cellOfBit[spare]).isEqualTo(-1);
            assertThat(g.all >>> spare & 1).isZero();
        }
        for (int c = 0; c < g.cells; c++) {
            assertThat(g.cellOfBit[g.bitOfCell[c]]).isEqualTo(c);
            if (c > 0) {
                assertThat(g.bitOfCell[c]).isGreaterThan(g.bitOfCell[c - 1]);
            }
        }
    }

    @Test
    void aStepMovesEachCheckerToItsNeighbourOrOffTheBoard() {
        checkSteps(MadGame.ROOKS.geometry, ROOK_DIRECTIONS);
        checkSteps(MadGame.BISHOPS.geometry, BISHOP_DIRECTIONS);
    }

    private static void checkSteps(Geometry g, int[][] directions) {
        for (int c = 0; c < g.cells; c++) {
            for (int d = 0; d < 4; d++) {
                int t = g.cell(g.cellX[c] + directions[d][0], g.cellY[c] + directions[d][1]);
                long expected = t < 0 ? 0 : 1L << g.bitOfCell[t];
                assertThat(g.step(1L << g.bitOfCell[c], d))
                        .as("cell %d, direction %d", c, d)
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void fillsAndSightAgreeWithWalkingTheSquaresOnRandomBoards() {
        checkFills(MadGame.ROOKS.geometry, ROOK_DIRECTIONS, 1);
        checkFills(MadGame.BISHOPS.geometry, BISHOP_DIRECTIONS, 2);
    }

    private static void checkFills(Geometry g, int[][] directions, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        for (int round = 0; round < 2000; round++) {
            int density = 1 + rng.nextInt(8); // one in `density` cells occupied
            long occupied = 0;
            long targets = 0;
            for (int c = 0; c < g.cells; c++) {
                if (rng.nextInt(density) == 0) {
                    occupied |= 1L << g.bitOfCell[c];
                    if (rng.nextBoolean()) {
                        targets |= 1L << g.bitOfCell[c];
                    }
                }
            }
            long empty = g.all & ~occupied;
            for (int d = 0; d < 4; d++) {
                int dx = directions[d][0];
                int dy = directions[d][1];
                long fill = targets;
                long seen = 0;
                for (int c = 0; c < g.cells; c++) {
                    int x = g.cellX[c];
                    int y = g.cellY[c];
                    if ((targets >>> g.bitOfCell[c] & 1) != 0) {
                        // the empty cells after a target along d
                        for (int k = 1, t; (t = g.cell(x + k * dx, y + k * dy)) >= 0; k++) {
                            if ((empty >>> g.bitOfCell[t] & 1) == 0) {
                                break;
                            }
                            fill |= 1L << g.bitOfCell[t];
                        }
                    }
                    // looking against d, the first occupied cell is a target
                    for (int k = 1, t; (t = g.cell(x - k * dx, y - k * dy)) >= 0; k++) {
                        long bit = 1L << g.bitOfCell[t];
                        if ((occupied & bit) != 0) {
                            if ((targets & bit) != 0) {
                                seen |= 1L << g.bitOfCell[c];
                            }
                            break;
                        }
                    }
                }
                assertThat(g.fill(targets, empty, d))
                        .as("fill %d, round %d", d, round)
                        .isEqualTo(fill);
                assertThat(g.seenFrom(targets, empty, d))
                        .as("seen %d, round %d", d, round)
                        .isEqualTo(seen);
            }
        }
    }
}
