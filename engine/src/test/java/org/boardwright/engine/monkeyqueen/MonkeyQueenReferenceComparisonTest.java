package org.boardwright.engine.monkeyqueen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.Perft;
import org.junit.jupiter.api.Test;

/**
 * Checks the engine's Monkey Queen against {@link MonkeyQueenReference}, a plain square-by-square
 * implementation of docs/rules/monkeyqueen.md, on thousands of positions: every position of random
 * games with several starting heights, and random placements of stacks with either side to move.
 * Both read the same position string, so the engine's reader and writer are checked too.
 */
class MonkeyQueenReferenceComparisonTest {

    /**
     * Every position of seeded random games from the start (moves chosen without the engine's
     * randomMove).
     */
    private static List<String> playoutPositions(Game game, long seed, int games) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] moves = new int[GameState.MAX_MOVES];
        Set<String> positions = new LinkedHashSet<>();
        for (int p = 0; p < games; p++) {
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
     * Random placements written without the engine: a queen of each side (sometimes none for the
     * side to move), 0 to 60 babies in all, sparse or crowded, either side to move.
     */
    private static List<String> randomPlacements(long seed, int count) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<String> positions = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String[][] board = new String[12][12];
            int side = rng.nextInt(2);
            char[] letters = {'I', 'C'};
            for (int s = 0; s < 2; s++) {
                boolean lostQueen = s == side && rng.nextInt(20) == 0;
                if (!lostQueen) {
                    int height = rng.nextInt(4) == 0 ? 2 : 2 + rng.nextInt(30);
                    place(board, rng, letters[s] + Integer.toString(height));
                }
            }
            int babies = rng.nextInt(3) == 0 ? rng.nextInt(4) : rng.nextInt(61);
            for (int b = 0; b < babies; b++) {
                place(board, rng, String.valueOf(letters[rng.nextInt(2)]));
            }
            StringBuilder sb = new StringBuilder();
            for (int y = 11; y >= 0; y--) {
                for (int x = 0; x < 12; x++) {
                    sb.append(board[y][x] == null ? "." : board[y][x]);
                }
                sb.append(y > 0 ? "/" : " ");
            }
            positions.add(sb.append(side == 0 ? 'i' : 'c').toString());
        }
        return positions;
    }

    private static void place(String[][] board, SplittableRandom rng, String token) {
        while (true) {
            int x = rng.nextInt(12);
            int y = rng.nextInt(12);
            if (board[y][x] == null) {
                board[y][x] = token;
                return;
            }
        }
    }

    /**
     * Compares the moves and the result of every position, and the position after each move on
     * every 8th.
     */
    private static void compare(Game game, List<String> positions) {
        for (int i = 0; i < positions.size(); i++) {
            String p = positions.get(i);
            GameState state = game.parsePosition(p);
            MonkeyQueenReference reference = MonkeyQueenReference.parse(p);
            List<String> expected = new ArrayList<>(reference.moves());
            expected.sort(null);
            assertThat(state.legalMoveNotations()).as("moves of %s", p).isEqualTo(expected);
            assertThat(state.result().winner()).as("winner at %s", p).isEqualTo(reference.winner());
            for (String m : i % 8 == 0 ? expected : List.<String>of()) {
                GameState next = state.copy();
                next.play(next.parseMove(m));
                assertThat(next.position())
                        .as("%s after %s", p, m)
                        .isEqualTo(position(reference.after(m), p));
            }
        }
    }

    /**
     * The reference position written out for comparison: its board and side, as the engine writes
     * them.
     */
    private static String position(MonkeyQueenReference r, String from) {
        StringBuilder sb = new StringBuilder();
        for (int y = 11; y >= 0; y--) {
            for (int x = 0; x < 12; x++) {
                int v = r.board[x][y];
                sb.append(
                        v == 0
                                ? "."
                                : (v > 0 ? "I" : "C")
                                        + (Math.abs(v) > 1 ? Integer.toString(Math.abs(v)) : ""));
            }
            sb.append(y > 0 ? "/" : " ");
        }
        return sb.append(r.side == 0 ? 'i' : 'c')
                .append(r.swapAvailable ? " swap=1" : "")
                .toString();
    }

    @Test
    void movesAndResultsAgreeOnEveryPositionOfRandomGames() {
        int compared = 0;
        for (String spec :
                new String[] {
                    "monkeyqueen", "monkeyqueen:ivory=3,cigar=3", "monkeyqueen:ivory=6,cigar=40"
                }) {
            Game game = Games.get(spec);
            List<String> positions = playoutPositions(game, spec.hashCode(), 40);
            compare(game, positions);
            compared += positions.size();
        }
        assertThat(compared).isGreaterThan(2000);
    }

    @Test
    void movesAndResultsAgreeOnRandomPlacements() {
        List<String> positions = randomPlacements(11, 1000);
        compare(Games.get("monkeyqueen:ivory=99,cigar=99"), positions);
        // the placements include finished games of both kinds
        long over =
                positions.stream().filter(p -> MonkeyQueenReference.parse(p).winner() >= 0).count();
        assertThat(over).isPositive();
    }

    @Test
    void randomGamesReachBothKindsOfEnd() {
        Game game = Games.get("monkeyqueen:ivory=3,cigar=3");
        int queenCaptured = 0;
        int noMove = 0;
        for (String p : playoutPositions(game, 5, 300)) {
            GameState state = game.parsePosition(p);
            if (state.isTerminal()) {
                if (state.resultReason().contains("captured")) {
                    queenCaptured++;
                } else {
                    noMove++;
                }
            }
        }
        assertThat(queenCaptured).isPositive();
        assertThat(noMove).isPositive();
    }

    /**
     * randomMove finds most moves by rejection and falls back to counting after a run of misses:
     * both paths, and their mixture, must be uniform. Positions with few moves for many stacks
     * (crowded placements, small stacks late in a game) make the fallback common.
     */
    @Test
    void randomMoveIsUniformWhetherFoundByRejectionOrByCounting() {
        Game large = Games.get("monkeyqueen:ivory=99,cigar=99");
        List<GameState> positions = new ArrayList<>();
        for (String p : randomPlacements(13, 25)) {
            positions.add(large.parsePosition(p));
        }
        Game small = Games.get("monkeyqueen:ivory=3,cigar=3");
        List<String> late = playoutPositions(small, 14, 20);
        for (int i = 0; i < late.size(); i += 7) {
            positions.add(small.parsePosition(late.get(i)));
        }
        SplittableRandom rng = new SplittableRandom(15);
        int[] buffer = new int[GameState.MAX_MOVES];
        int checked = 0;
        for (GameState state : positions) {
            List<Integer> moves = state.legalMoveList();
            if (moves.size() < 2) {
                continue;
            }
            int n = moves.size();
            int draws = 60 * n;
            java.util.Map<Integer, Integer> counts = new java.util.HashMap<>();
            for (int k = 0; k < draws; k++) {
                counts.merge(state.randomMove(rng, buffer), 1, Integer::sum);
            }
            assertThat(moves)
                    .as("moves drawn by randomMove at %s", state.position())
                    .containsAll(counts.keySet());
            double expected = (double) draws / n;
            double chi2 = 0;
            for (int m : moves) {
                double diff = counts.getOrDefault(m, 0) - expected;
                chi2 += diff * diff / expected;
            }
            int df = n - 1;
            assertThat(chi2)
                    .as("chi-square of randomMove at %s (%d moves)", state.position(), n)
                    .isLessThan(df + 8 * Math.sqrt(2.0 * df) + 20);
            checked++;
        }
        assertThat(checked).isGreaterThan(25);
    }

    @Test
    void perftAgreesWithTheReference() {
        Game small = Games.get("monkeyqueen:ivory=3,cigar=4");
        List<String> positions = new ArrayList<>(randomPlacements(12, 6));
        positions.add(small.initialPosition());
        Game large = Games.get("monkeyqueen:ivory=99,cigar=99");
        for (String p : positions) {
            Game game =
                    p.equals(small.initialPosition())
                            ? small
                            : large; // a start is a start of its own game only
            GameState state = game.parsePosition(p);
            MonkeyQueenReference reference = MonkeyQueenReference.parse(p);
            for (int depth = 1; depth <= 3; depth++) {
                assertThat(Perft.count(state, depth))
                        .as("perft %d of %s", depth, p)
                        .isEqualTo(reference.perft(depth));
            }
        }
        MonkeyQueenReference start =
                MonkeyQueenReference.parse(MonkeyQueenGame.DEFAULT.initialPosition());
        assertThat(new long[] {start.perft(1), start.perft(2), start.perft(3)})
                .containsExactly(33, 1111, 55_753);
    }
}
