package org.boardwright.server.play;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Worker threads that serve clients in turn instead of first come, first served: each client (an
 * address) has its own queue, the workers take one task from each client with work in rotation, and
 * one client may use at most {@code perClientRunning} workers at once. So a client with forty long
 * searches waiting delays another client's task by at most the searches already running. Optional
 * caps refuse a task when its client has too many running or waiting, or when too many wait in all.
 */
public final class FairWorkers implements AutoCloseable {

    /** What became of a task offered to the workers. */
    public enum Admission {
        /** Queued. */
        QUEUED,
        /** Refused: its client has its share running or waiting. */
        CLIENT_FULL,
        /** Refused: the queue of all clients is full. */
        QUEUE_FULL,
        /** Refused: the workers stopped. */
        STOPPED
    }

    private static final Logger LOG = LoggerFactory.getLogger(FairWorkers.class);

    private final int perClientRunning;
    private final int perClientPending;
    private final int totalWaiting;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Map<String, ArrayDeque<Queued>> waiting = new HashMap<>();
    private final Map<String, Integer> running = new HashMap<>();

    /** Clients with tasks waiting, in the order they are served. */
    private final ArrayDeque<String> turns = new ArrayDeque<>();

    private final List<Thread> threads = new ArrayList<>();
    private int waitingCount;
    private int runningCount;
    private long started;
    private long waitedNanos;
    private boolean stopped;

    /** A task and when it was queued. */
    private record Queued(Runnable task, long queuedAt) {}

    /**
     * @param perClientPending tasks of one client running or waiting at most (0: no cap)
     * @param totalWaiting tasks waiting at most, all clients together (0: no cap)
     */
    public FairWorkers(
            String name,
            int threadCount,
            int perClientRunning,
            int perClientPending,
            int totalWaiting) {
        this.perClientRunning = Math.max(1, perClientRunning);
        this.perClientPending = perClientPending;
        this.totalWaiting = totalWaiting;
        for (int i = 1; i <= Math.max(1, threadCount); i++) {
            Thread t = new Thread(this::work, name + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    /**
     * Queues a task of a client; false (nothing queued) when a cap refuses it or the workers
     * stopped.
     */
    boolean submit(String client, Runnable task) {
        return offer(client, task) == Admission.QUEUED;
    }

    /** Queues a task of a client, or says which cap refused it (nothing queued then). */
    public Admission offer(String client, Runnable task) {
        lock.lock();
        try {
            ArrayDeque<Queued> queue = waiting.get(client);
            int pending = (queue == null ? 0 : queue.size()) + running.getOrDefault(client, 0);
            if (stopped) {
                return Admission.STOPPED;
            }
            if (perClientPending > 0 && pending >= perClientPending) {
                return Admission.CLIENT_FULL;
            }
            if (totalWaiting > 0 && waitingCount >= totalWaiting) {
                return Admission.QUEUE_FULL;
            }
            if (queue == null) {
                queue = new ArrayDeque<>();
                waiting.put(client, queue);
                turns.addLast(client);
            }
            queue.addLast(new Queued(task, System.nanoTime()));
            waitingCount++;
            changed.signalAll();
            return Admission.QUEUED;
        } finally {
            lock.unlock();
        }
    }

    private void work() {
        while (true) {
            String client;
            Runnable task;
            lock.lock();
            try {
                while (true) {
                    if (stopped) {
                        return;
                    }
                    client = nextClient();
                    if (client != null) {
                        break;
                    }
                    changed.awaitUninterruptibly();
                }
                ArrayDeque<Queued> queue = waiting.get(client);
                Queued next = queue.removeFirst();
                task = next.task();
                waitingCount--;
                runningCount++;
                started++;
                waitedNanos += System.nanoTime() - next.queuedAt();
                if (queue.isEmpty()) {
                    waiting.remove(client);
                } else {
                    turns.addLast(client); // the client's next task waits for everyone else's turn
                }
                running.merge(client, 1, Integer::sum);
            } finally {
                lock.unlock();
            }
            try {
                task.run();
            } catch (RuntimeException | Error e) {
                LOG.error("a worker task failed", e);
            } finally {
                lock.lock();
                try {
                    running.computeIfPresent(client, (k, n) -> n <= 1 ? null : n - 1);
                    runningCount--;
                    changed.signalAll();
                } finally {
                    lock.unlock();
                }
            }
        }
    }

    /**
     * The first client in turn that may start a task now, taken out of the rotation; null when none
     * may.
     */
    private String nextClient() {
        for (Iterator<String> it = turns.iterator(); it.hasNext(); ) {
            String client = it.next();
            if (running.getOrDefault(client, 0) < perClientRunning) {
                it.remove();
                return client;
            }
        }
        return null;
    }

    /** Tasks queued and not started yet, all clients together. */
    public int waiting() {
        lock.lock();
        try {
            return waitingCount;
        } finally {
            lock.unlock();
        }
    }

    /** Tasks running now. */
    public int running() {
        lock.lock();
        try {
            return runningCount;
        } finally {
            lock.unlock();
        }
    }

    /** Tasks started since the workers began. */
    public long started() {
        lock.lock();
        try {
            return started;
        } finally {
            lock.unlock();
        }
    }

    /** The time the started tasks waited in their queues, added up, in nanoseconds. */
    public long waitedNanos() {
        lock.lock();
        try {
            return waitedNanos;
        } finally {
            lock.unlock();
        }
    }

    /** Stops taking tasks; running ones are interrupted and waited for (up to {@code waitMs}). */
    public void stop(long waitMs) {
        lock.lock();
        try {
            stopped = true;
            waiting.clear();
            turns.clear();
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        threads.forEach(Thread::interrupt);
        long end = System.currentTimeMillis() + waitMs;
        for (Thread t : threads) {
            try {
                t.join(Math.max(1, end - System.currentTimeMillis()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    @Override
    public void close() {
        stop(10_000);
    }
}
