package org.boardwright.server.metrics;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.FunctionTimer;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.FileDescriptorMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The server's metrics: one Micrometer registry in Prometheus' format, the JVM's and the process's
 * basics, HTTP requests by route ({@link RequestTimes}), and gauges and counters that read what the
 * features already count, handed in as suppliers so that no feature knows of metrics. {@link
 * #serve} answers {@code GET /metrics} on a loopback port of its own ({@link MetricsEndpoint}).
 */
public final class Metrics implements AutoCloseable {

    private final PrometheusMeterRegistry registry =
            new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final JvmGcMetrics gc = new JvmGcMetrics();
    private final RequestTimes requests = new RequestTimes(registry);
    private MetricsEndpoint endpoint;

    /**
     * What the gauges and counters read: Micrometer holds them only weakly, and a supplier made for
     * a gauge has no other holder.
     */
    private final List<Object> read = new CopyOnWriteArrayList<>();

    public Metrics() {
        new JvmMemoryMetrics().bindTo(registry);
        gc.bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        new FileDescriptorMetrics().bindTo(registry);
    }

    /** The registry, for libraries that report to Micrometer themselves (the database pool). */
    public MeterRegistry registry() {
        return registry;
    }

    /** Where HTTP requests are counted and timed. */
    public RequestTimes requests() {
        return requests;
    }

    /** A value read at each scrape, e.g. the games held in memory. */
    public void gauge(String name, String help, LongSupplier value, String... tags) {
        read.add(value);
        Gauge.builder(name, value, v -> v.getAsLong())
                .description(help)
                .tags(tags)
                .register(registry);
    }

    /** A count that only grows, read at each scrape, e.g. the pictures rendered. */
    public void counter(String name, String help, LongSupplier value, String... tags) {
        read.add(value);
        FunctionCounter.builder(name, value, v -> v.getAsLong())
                .description(help)
                .tags(tags)
                .register(registry);
    }

    /**
     * A queue of work in front of workers, named by the tag {@code queue}: the tasks waiting and
     * running now, and the tasks started with the time they waited added up (whose ratio is the
     * mean wait).
     */
    public void workQueue(String queue, WorkQueue work) {
        read.add(work);
        gauge(
                "boardwright.workers.waiting",
                "tasks queued, not started",
                work::waiting,
                "queue",
                queue);
        gauge("boardwright.workers.running", "tasks running", work::running, "queue", queue);
        FunctionTimer.builder(
                        "boardwright.workers.wait",
                        work,
                        WorkQueue::started,
                        w -> (double) w.waitedNanos(),
                        TimeUnit.NANOSECONDS)
                .description("time the started tasks waited in the queue")
                .tags("queue", queue)
                .register(registry);
    }

    /** Every series now, in Prometheus' text format. */
    public String scrape() {
        return registry.scrape();
    }

    /**
     * Answers {@code GET /metrics} on this port of the loopback address (0: any free port); returns
     * the port.
     */
    public int serve(int port) {
        if (endpoint != null) {
            throw new IllegalStateException("the metrics are served already");
        }
        endpoint = MetricsEndpoint.start(port, this::scrape);
        return endpoint.port();
    }

    /** The port of {@code /metrics}, or -1 when not served. */
    public int port() {
        return endpoint == null ? -1 : endpoint.port();
    }

    @Override
    public void close() {
        if (endpoint != null) {
            endpoint.stop();
        }
        gc.close();
        registry.close();
    }
}
