package org.boardwright.bench.load;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * The figures of one arrival rate's measured time: every move meant to be sent then (its intended
 * send time on the schedule), how many were answered, failed or never sent, and two latencies from
 * the intended send time, so that time a move waited for a free game or a connection counts: {@code
 * move} until the HTTP answer, {@code push} until the opponent's WebSocket has the new state.
 * Histograms (HdrHistogram) in microseconds, three significant digits, up to a minute.
 */
final class OpenStep {

    static final long HIGHEST_MICROS = TimeUnit.MINUTES.toMicros(1);

    final double rate;
    final double seconds;
    final Histogram move = new ConcurrentHistogram(HIGHEST_MICROS, 3);
    final Histogram push = new ConcurrentHistogram(HIGHEST_MICROS, 3);
    final AtomicLong scheduled = new AtomicLong();
    final AtomicLong answered = new AtomicLong();
    final AtomicLong failed = new AtomicLong();
    final AtomicLong waitedForGame = new AtomicLong();
    volatile long unsent;
    volatile int backlogMax;
    volatile String loadBefore = "";
    volatile String loadAfter = "";

    OpenStep(double rate, double seconds) {
        this.rate = rate;
        this.seconds = seconds;
    }

    static void record(Histogram h, long nanos) {
        h.recordValue(Math.max(0, Math.min(HIGHEST_MICROS, nanos / 1_000)));
    }

    /** Moves whose answer, error or drop is still to come. */
    long outstanding() {
        return scheduled.get() - answered.get() - failed.get() - unsent;
    }

    long errors() {
        return failed.get() + unsent;
    }

    static double ms(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(percentile) / 1000.0;
    }

    void print(PrintStream out) {
        out.printf(
                Locale.ROOT,
                "rate %7.1f/s  answered %6d (%.1f/s)  errors %d  waited for a game %d (backlog max %d)%n",
                rate,
                answered.get(),
                answered.get() / seconds,
                errors(),
                waitedForGame.get(),
                backlogMax);
        out.printf(
                Locale.ROOT,
                "  move ms  p50 %7.2f  p99 %7.2f  p99.9 %7.2f  max %7.2f%n",
                ms(move, 50),
                ms(move, 99),
                ms(move, 99.9),
                move.getMaxValue() / 1000.0);
        out.printf(
                Locale.ROOT,
                "  push ms  p50 %7.2f  p99 %7.2f  p99.9 %7.2f  max %7.2f  (%d pushes)%n",
                ms(push, 50),
                ms(push, 99),
                ms(push, 99.9),
                push.getMaxValue() / 1000.0,
                push.getTotalCount());
        out.printf(Locale.ROOT, "  load average before %s, after %s%n", loadBefore, loadAfter);
        out.printf(
                Locale.ROOT,
                "open rate=%.1f answered=%d errors=%d move_p50_ms=%.2f move_p99_ms=%.2f move_p999_ms=%.2f"
                        + " move_max_ms=%.2f push_p50_ms=%.2f push_p99_ms=%.2f push_p999_ms=%.2f push_max_ms=%.2f%n",
                rate,
                answered.get(),
                errors(),
                ms(move, 50),
                ms(move, 99),
                ms(move, 99.9),
                move.getMaxValue() / 1000.0,
                ms(push, 50),
                ms(push, 99),
                ms(push, 99.9),
                push.getMaxValue() / 1000.0);
    }
}
