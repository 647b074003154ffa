package org.boardwright.bench.load;

import java.util.Arrays;

/** Latency samples in nanoseconds, kept whole; percentiles come from a sorted copy. */
final class Latencies {

    private long[] samples = new long[1 << 16];
    private int count;

    synchronized void add(long nanos) {
        if (count == samples.length) {
            samples = Arrays.copyOf(samples, count * 2);
        }
        samples[count++] = nanos;
    }

    /** The figures so far. */
    synchronized Summary summary() {
        long[] sorted = Arrays.copyOf(samples, count);
        Arrays.sort(sorted);
        return new Summary(sorted);
    }

    /**
     * Percentiles by nearest rank: p50 is the smallest sample at least half the samples do not
     * exceed.
     */
    record Summary(long[] sorted) {

        int count() {
            return sorted.length;
        }

        long percentileNanos(double p) {
            if (sorted.length == 0) {
                return 0;
            }
            int rank = (int) Math.ceil(p / 100.0 * sorted.length);
            return sorted[Math.max(0, Math.min(sorted.length, rank) - 1)];
        }

        long maxNanos() {
            return sorted.length == 0 ? 0 : sorted[sorted.length - 1];
        }
    }
}
