package org.boardwright.bench;

import java.util.concurrent.TimeUnit;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.GameAi;
import org.boardwright.ai.GameAis;
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
 * The cost of one static evaluation, the hand-tuned ({@code handTuned}) against the learned one
 * ({@code learned}, for the games that have it), over positions met in seeded random games.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar EvaluationBenchmark -p game=checkers}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EvaluationBenchmark {

    private static final int SAMPLE = 4096;

    @Param({"checkers", "twist"})
    public String game;

    private GameState[] positions;
    private int next;
    private Evaluation handTuned;
    private Evaluation learned;

    @Setup
    public void setUp() {
        GameAi ai = GameAis.of(Games.get(game));
        handTuned = ai.evaluation();
        learned = ai.learned();
        positions = SampledPositions.of(game, SAMPLE, 4, 7);
    }

    @Benchmark
    public int handTuned() {
        GameState s = positions[next];
        next = (next + 1) & (SAMPLE - 1);
        return handTuned.evaluate(s);
    }

    @Benchmark
    public int learned() {
        GameState s = positions[next];
        next = (next + 1) & (SAMPLE - 1);
        return learned.evaluate(s);
    }
}
