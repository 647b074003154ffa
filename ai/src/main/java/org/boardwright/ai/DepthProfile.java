package org.boardwright.ai;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;

/**
 * How deep a player searches at a fixed time a move in the opening: it plays itself from seeded
 * random openings of {@code openingPlies} plies up to ply {@code lastPly}, and the depth of its
 * last finished iteration is noted at every move.
 *
 * @param depths the depth at each move, sorted
 * @param nodesPerSecond the nodes of all those searches over their time
 */
public record DepthProfile(List<Integer> depths, double nodesPerSecond) {

    public int median() {
        return depths.isEmpty() ? 0 : depths.get(depths.size() / 2);
    }

    /** Plays {@code games} games of {@code player} against itself and notes its depths. */
    public static DepthProfile measure(
            Game game,
            String player,
            double seconds,
            int games,
            int openingPlies,
            int lastPly,
            long seed) {
        List<Integer> depths = new ArrayList<>();
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
                SearchInfo[] last = new SearchInfo[1];
                long start = System.nanoTime();
                int move =
                        p.chooseMove(
                                state.copy(),
                                Budget.time(seconds),
                                new SearchListener() {
                                    @Override
                                    public void onInfo(SearchInfo info) {
                                        last[0] = info;
                                    }
                                });
                nanos += System.nanoTime() - start;
                if (last[0] != null) {
                    depths.add(last[0].depth());
                    nodes += last[0].nodes();
                }
                state.play(move);
            }
        }
        Collections.sort(depths);
        return new DepthProfile(List.copyOf(depths), nanos > 0 ? nodes * 1e9 / nanos : 0);
    }
}
