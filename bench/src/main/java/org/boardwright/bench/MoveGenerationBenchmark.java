package org.boardwright.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Move generation and random playouts per game.
 *
 * <p>{@code generate}: legal moves of positions met in random games (a fixed, seeded sample, so
 * early, middle and late positions all count). {@code playout}: one random playout from the start,
 * as the {@code bench} command and MCTS run them.
 *
 * <p>Run: {@code ./mvnw -q -pl bench -am package -DskipTests && java -jar
 * bench/target/benchmarks.jar}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MoveGenerationBenchmark {

    private static final int SAMPLE = 1024;

    @Param({"madrooks", "madbishops", "cage", "monkeyqueen", "checkers", "twist"})
    public String game;

    private GameState[] positions;
    private int next;
    private GameState playoutState;
    private final int[] moves = new int[GameState.MAX_MOVES];
    private final SplittableRandom random = new SplittableRandom(20261121);

    @Setup
    public void setUp() {
        positions = SampledPositions.of(game, SAMPLE, 8, 7);
        playoutState = Games.get(game).newInitialState();
    }

    /**
     * Moves generated for one sampled position; the count is returned so it is not optimised away.
     */
    @Benchmark
    public int generate() {
        GameState s = positions[next];
        next = (next + 1) & (SAMPLE - 1);
        return s.legalMoves(moves, 0);
    }

    /** One random playout from the start, unwound with undo so the loop allocates nothing. */
    @Benchmark
    public int playout() {
        return CpuTimedPlayouts.playout(playoutState, random, moves);
    }
}
