package org.boardwright.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;

/**
 * Random playouts from the start position, timed by the thread's CPU time rather than the clock, so
 * that a run on a shared machine is not slowed by waiting for a core: {@code <game> [seconds per
 * round] [rounds]}, after a two-second warm-up, one line per round.
 *
 * <p>It uses only the engine's long-standing {@link GameState} calls, so it measures any build put
 * before it on the class path: {@code java -cp <that build's jar>:bench/target/classes
 * org.boardwright.bench.CpuTimedPlayouts checkers}.
 */
public final class CpuTimedPlayouts {

    private CpuTimedPlayouts() {}

    public static void main(String[] args) {
        if (args.length < 1 || args.length > 3) {
            System.err.println("usage: CpuTimedPlayouts <game> [seconds per round] [rounds]");
            System.exit(2);
        }
        String game = args[0];
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 3;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        GameState state = Games.get(game).newInitialState();
        SplittableRandom random = new SplittableRandom(1);
        int[] buffer = new int[GameState.MAX_MOVES];
        for (int round = -1; round < rounds; round++) {
            long plies = 0;
            long playouts = 0;
            long start = threads.getCurrentThreadCpuTime();
            long end = start + (long) ((round < 0 ? 2 : seconds) * 1e9);
            long now;
            do {
                for (int k = 0; k < 64; k++) {
                    plies += playout(state, random, buffer);
                    playouts++;
                }
            } while ((now = threads.getCurrentThreadCpuTime()) < end);
            if (round >= 0) {
                double cpu = (now - start) / 1e9;
                System.out.printf(
                        "cpu-timed %s playouts_per_cpu_s=%.0f plies_per_playout=%.1f%n",
                        game, playouts / cpu, (double) plies / playouts);
            }
        }
    }

    /** One random game to its end, then taken back; its plies, chance outcomes included. */
    static int playout(GameState state, SplittableRandom random, int[] buffer) {
        int plies = 0;
        while (!state.isTerminal()) {
            int move = state.randomMove(random, buffer);
            if (move < 0) {
                break; // no move in a position that is not over: an engine bug, but do not spin
            }
            state.play(move);
            plies++;
        }
        while (state.movesPlayed() > 0) {
            state.undo();
        }
        return plies;
    }
}
