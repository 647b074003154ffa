package org.boardwright.tools;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Player;
import org.boardwright.ai.Players;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;

/**
 * How deep a player searches at a fixed time (or number of nodes) a move in the opening: it plays
 * itself from seeded random openings of {@code openingPlies} plies up to ply {@code lastPly}, and
 * the depth of its last finished iteration is noted at every move, with the effective branching
 * factor of that iteration: its nodes over the previous iteration's (the first thread's nodes, from
 * the progress reports a search sends after each iteration).
 *
 * @param depths the depth at each move, sorted
 * @param nodesPerSecond the nodes of all those searches over their time
 * @param branching the effective branching factor at each move whose search finished at least three
 *     iterations (the first two are too small to say much), sorted
 * @param branching4 the same over the last four iterations (the geometric mean of their ratios), at
 *     each move that finished at least six, sorted: steadier, since a single iteration's nodes jump
 *     when the best move changes, and the last finished iteration is more often a large one
 * @param seconds the time each move took, from the call to the move chosen, sorted
 */
public record DepthProfile(
        List<Integer> depths,
        double nodesPerSecond,
        List<Double> branching,
        List<Double> branching4,
        List<Double> seconds) {

    public int median() {
        return depths.isEmpty() ? 0 : depths.get(depths.size() / 2);
    }

    /** The mean time a move took, in seconds; 0 when there were no moves. */
    public double meanSeconds() {
        return seconds.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    /** The longest time a move took, in seconds; 0 when there were no moves. */
    public double maxSeconds() {
        return seconds.isEmpty() ? 0 : seconds.get(seconds.size() - 1);
    }

    /** The median effective branching factor, 0 when no move had one. */
    public double medianBranching() {
        return branching.isEmpty() ? 0 : branching.get(branching.size() / 2);
    }

    /** The median of {@link #branching4}, 0 when no move had one. */
    public double medianBranching4() {
        return branching4.isEmpty() ? 0 : branching4.get(branching4.size() / 2);
    }

    /**
     * The effective branching factor of a search from its progress reports (cumulative first-thread
     * nodes, one report per finished iteration, then a final summary): the nodes of the deepest
     * iteration over those of the one before; 0 with fewer than three iterations.
     *
     * @param reports the reports in the order they came, the final summary included
     */
    static double branching(List<SearchInfo> reports) {
        return branching(reports, 1);
    }

    /**
     * The geometric mean of the last {@code span} iterations' branching factors: (nodes of the
     * deepest iteration over those of the one {@code span} before) to the power 1/span; 0 unless
     * {@code span + 2} iterations finished.
     */
    static double branching(List<SearchInfo> reports, int span) {
        int n = reports.size() - 1; // the last is the summary over every thread
        if (n < span + 2) {
            return 0;
        }
        long last = iterationNodes(reports, n - 1);
        long before = iterationNodes(reports, n - 1 - span);
        return before > 0 && last > 0 ? Math.pow((double) last / before, 1.0 / span) : 0;
    }

    private static long iterationNodes(List<SearchInfo> reports, int i) {
        return reports.get(i).nodes() - (i > 0 ? reports.get(i - 1).nodes() : 0);
    }

    /**
     * Plays {@code games} games of {@code player} against itself, each move with {@code budget} (a
     * time, or a number of nodes for a profile that does not depend on the machine), and notes its
     * depths.
     */
    public static DepthProfile measure(
            Game game,
            String player,
            Budget budget,
            int games,
            int openingPlies,
            int lastPly,
            long seed) {
        List<Integer> depths = new ArrayList<>();
        List<Double> branching = new ArrayList<>();
        List<Double> branching4 = new ArrayList<>();
        List<Double> seconds = new ArrayList<>();
        long nodes = 0;
        long nanos = 0;
        int[] buffer = new int[GameState.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            SplittableRandom random = new SplittableRandom(seed + g);
            GameState state = game.newInitialState();
            while (state.movesPlayed() < openingPlies && !state.isTerminal()) {
                state.play(state.randomMove(random, buffer));
            }
            Player p = Players.create(player, game, 1, random.split());
            while (!state.isTerminal() && state.movesPlayed() <= lastPly) {
                if (state.isChanceNode()) {
                    state.play(state.randomMove(random, buffer));
                    continue;
                }
                List<SearchInfo> reports = new ArrayList<>();
                long start = System.nanoTime();
                int move =
                        p.chooseMove(
                                state.copy(),
                                budget,
                                new SearchListener() {
                                    @Override
                                    public void onInfo(SearchInfo info) {
                                        reports.add(info);
                                    }
                                });
                long took = System.nanoTime() - start;
                nanos += took;
                seconds.add(took / 1e9);
                if (!reports.isEmpty()) {
                    SearchInfo last = reports.get(reports.size() - 1);
                    depths.add(last.depth());
                    nodes += last.nodes();
                    double b = branching(reports);
                    if (b > 0) {
                        branching.add(b);
                    }
                    double b4 = branching(reports, 4);
                    if (b4 > 0) {
                        branching4.add(b4);
                    }
                }
                state.play(move);
            }
        }
        Collections.sort(depths);
        Collections.sort(branching);
        Collections.sort(branching4);
        Collections.sort(seconds);
        return new DepthProfile(
                List.copyOf(depths),
                nanos > 0 ? nodes * 1e9 / nanos : 0,
                List.copyOf(branching),
                List.copyOf(branching4),
                List.copyOf(seconds));
    }
}
