package org.boardwright.server;

import java.time.Duration;

/**
 * How an instance shares its database with other instances, and how it stops.
 *
 * @param computerLease how long an instance's claim on a computer move lasts unless renewed (it is
 *     renewed while thinking); after an instance dies, another takes its computer moves over within
 *     about this time (PostgreSQL only)
 * @param stopTimeout how long {@link BoardwrightServer#stop()} waits for requests in flight
 */
public record InstanceSettings(Duration computerLease, Duration stopTimeout) {

    public InstanceSettings {
        if (computerLease.toMillis() < 200) {
            throw new IllegalArgumentException(
                    "the computer lease must be at least 200 ms, not " + computerLease);
        }
        if (stopTimeout.isNegative()) {
            throw new IllegalArgumentException("the stop timeout must not be negative");
        }
    }

    public static InstanceSettings defaults() {
        return new InstanceSettings(Duration.ofSeconds(10), Duration.ofSeconds(30));
    }

    public InstanceSettings withComputerLease(Duration computerLease) {
        return new InstanceSettings(computerLease, stopTimeout);
    }

    public InstanceSettings withStopTimeout(Duration stopTimeout) {
        return new InstanceSettings(computerLease, stopTimeout);
    }
}
