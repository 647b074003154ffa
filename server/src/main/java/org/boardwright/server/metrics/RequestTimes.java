package org.boardwright.server.metrics;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;

/**
 * HTTP requests counted and timed by method, route template ({@code /api/games/{id}/moves}, never
 * the path itself, so game ids add no series) and status class ({@code 2xx}), with histogram
 * buckets for latency quantiles. The timers are kept per key, so a request after the first of its
 * kind allocates nothing here.
 */
public final class RequestTimes {

    /** The latency buckets' upper bounds: a move answers in milliseconds, a picture in seconds. */
    private static final Duration[] BUCKETS = {
        Duration.ofMillis(5),
        Duration.ofMillis(25),
        Duration.ofMillis(100),
        Duration.ofMillis(250),
        Duration.ofSeconds(1),
        Duration.ofSeconds(5),
    };

    private static final String[] STATUS_CLASSES = {"1xx", "2xx", "3xx", "4xx", "5xx"};

    private final MeterRegistry registry;

    /** Route to method to the timers of the five status classes. */
    private final ConcurrentMap<String, ConcurrentMap<String, Timer[]>> timers =
            new ConcurrentHashMap<>();

    RequestTimes(MeterRegistry registry) {
        this.registry = registry;
    }

    /**
     * One request answered: {@code route} must be a template from a fixed set (the server's routes
     * and a few words such as {@code static}), never a client's path.
     */
    public void record(String method, String route, int status, long nanos) {
        int statusClass = Math.min(Math.max(status / 100, 1), 5) - 1;
        Timer[] byClass =
                timers.computeIfAbsent(route, r -> new ConcurrentHashMap<>())
                        .computeIfAbsent(method, m -> new Timer[STATUS_CLASSES.length]);
        Timer timer = byClass[statusClass];
        if (timer == null) {
            // Registering twice gives the same timer, so a race here only repeats a look-up.
            timer =
                    Timer.builder("boardwright.http.requests")
                            .description("HTTP requests answered, by route")
                            .tags(
                                    "method",
                                    method,
                                    "route",
                                    route,
                                    "status",
                                    STATUS_CLASSES[statusClass])
                            .serviceLevelObjectives(BUCKETS)
                            .register(registry);
            byClass[statusClass] = timer;
        }
        timer.record(nanos, TimeUnit.NANOSECONDS);
    }
}
