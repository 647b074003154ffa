package org.boardwright.server;

import java.time.Duration;

/**
 * What one client may hold of a server, so that no client can take it from the others (the defaults
 * are in docs/API.md, "Limits"). 0 means no limit for the counts.
 *
 * @param socketsPerAddress WebSockets one client address may hold open
 * @param watchersPerGame sockets without a seat one game may have (players are never refused)
 * @param computerThreadsPerClient computer-move workers one client address may use at once (0: all
 *     but one)
 * @param analysisPerAddress analysis requests of one address running or waiting
 * @param idleGameTimeout how long a game nobody asked for nor watches stays in memory
 * @param signInsPerName failed sign-ins for one username within 15 minutes before it is refused
 * @param signInsPerAddress failed sign-ins and sign-ups from one address within 15 minutes
 */
public record ServerLimits(
        int socketsPerAddress,
        int watchersPerGame,
        int computerThreadsPerClient,
        int analysisPerAddress,
        Duration idleGameTimeout,
        int signInsPerName,
        int signInsPerAddress) {

    public ServerLimits(
            int socketsPerAddress,
            int watchersPerGame,
            int computerThreadsPerClient,
            int analysisPerAddress,
            Duration idleGameTimeout) {
        this(
                socketsPerAddress,
                watchersPerGame,
                computerThreadsPerClient,
                analysisPerAddress,
                idleGameTimeout,
                10,
                30);
    }

    public static ServerLimits defaults() {
        return new ServerLimits(64, 1000, 0, 2, Duration.ofMinutes(30));
    }

    public ServerLimits withSignIns(int perName, int perAddress) {
        return new ServerLimits(
                socketsPerAddress,
                watchersPerGame,
                computerThreadsPerClient,
                analysisPerAddress,
                idleGameTimeout,
                perName,
                perAddress);
    }

    public ServerLimits withSocketsPerAddress(int n) {
        return new ServerLimits(
                        n,
                        watchersPerGame,
                        computerThreadsPerClient,
                        analysisPerAddress,
                        idleGameTimeout)
                .withSignIns(signInsPerName, signInsPerAddress);
    }

    public ServerLimits withWatchersPerGame(int n) {
        return new ServerLimits(
                        socketsPerAddress,
                        n,
                        computerThreadsPerClient,
                        analysisPerAddress,
                        idleGameTimeout)
                .withSignIns(signInsPerName, signInsPerAddress);
    }

    public ServerLimits withComputerThreadsPerClient(int n) {
        return new ServerLimits(
                        socketsPerAddress, watchersPerGame, n, analysisPerAddress, idleGameTimeout)
                .withSignIns(signInsPerName, signInsPerAddress);
    }

    public ServerLimits withAnalysisPerAddress(int n) {
        return new ServerLimits(
                        socketsPerAddress,
                        watchersPerGame,
                        computerThreadsPerClient,
                        n,
                        idleGameTimeout)
                .withSignIns(signInsPerName, signInsPerAddress);
    }

    public ServerLimits withIdleGameTimeout(Duration timeout) {
        return new ServerLimits(
                        socketsPerAddress,
                        watchersPerGame,
                        computerThreadsPerClient,
                        analysisPerAddress,
                        timeout)
                .withSignIns(signInsPerName, signInsPerAddress);
    }

    /**
     * The computer workers one client may use out of {@code threads}: all but one by default, so
     * another client always finds one free.
     */
    public int computerThreadsPerClient(int threads) {
        return computerThreadsPerClient > 0
                ? Math.min(computerThreadsPerClient, threads)
                : Math.max(1, threads - 1);
    }
}
