package org.boardwright.bench.load;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;

/**
 * CPU time of this process, and of the bots' own threads within it, so a report can say how much of
 * the machine the server had (the bots and an in-process server share the cores).
 *
 * @param processNanos CPU time of the whole JVM (every thread, the JIT and the GC included)
 * @param botNanos CPU time of the load client's threads: its own ({@code load-*}), the HTTP
 *     client's ({@code HttpClient-*}) and the common fork-join pool's, where the HTTP client
 *     completes every answer (the server does not use that pool)
 * @param wallNanos when this was taken ({@link System#nanoTime()})
 */
record CpuUse(long processNanos, long botNanos, long wallNanos) {

    static CpuUse now() {
        long process = -1;
        if (ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os) {
            process = os.getProcessCpuTime();
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long bots = 0;
        if (threads.isThreadCpuTimeSupported()) {
            for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
                if (info != null && isBotThread(info.getThreadName())) {
                    long t = threads.getThreadCpuTime(info.getThreadId());
                    bots += Math.max(0, t);
                }
            }
        }
        return new CpuUse(process, bots, System.nanoTime());
    }

    private static boolean isBotThread(String name) {
        return name.startsWith("load-")
                || name.startsWith("HttpClient-")
                || name.startsWith("ForkJoinPool.commonPool-");
    }

    /**
     * Cores used on average between {@code start} and this, as {process, bots}; negative when
     * unknown.
     */
    double[] coresSince(CpuUse start) {
        double wall = wallNanos - start.wallNanos;
        if (wall <= 0 || processNanos < 0 || start.processNanos < 0) {
            return new double[] {-1, -1};
        }
        return new double[] {
            (processNanos - start.processNanos) / wall, (botNanos - start.botNanos) / wall
        };
    }
}
