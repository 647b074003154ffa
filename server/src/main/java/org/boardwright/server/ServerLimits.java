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
 * @param connectionsPerAddress TCP connections one peer address may hold open (trusted proxies are
 *     exempt: every client behind them shares their address)
 */
public record ServerLimits(
        int socketsPerAddress,
        int watchersPerGame,
        int computerThreadsPerClient,
        int analysisPerAddress,
        Duration idleGameTimeout,
        int signInsPerName,
        int signInsPerAddress,
        int connectionsPerAddress) {

    public static ServerLimits defaults() {
        return new ServerLimits(64, 1000, 0, 2, Duration.ofMinutes(30), 10, 30, 256);
    }

    public ServerLimits withSignIns(int perName, int perAddress) {
        return new ServerLimits(
                socketsPerAddress,
                watchersPerGame,
                computerThreadsPerClient,
                analysisPerAddress,
                idleGameTimeout,
                perName,
                perAddress,
                connectionsPerAddress);
    }

    public ServerLimits withSocketsPerAddress(int n) {
        return new ServerLimits(
                n,
                watchersPerGame,
                computerThreadsPerClient,
                analysisPerAddress,
                idleGameTimeout,
                signInsPerName,
                signInsPerAddress,
                connectionsPerAddress);
    }

    public ServerLimits withWatchersPerGame(int n) {
        return new ServerLimits(
                socketsPerAddress,
                n,
                computerThreadsPerClient,
                analysisPerAddress,
                idleGameTimeout,
                signInsPerName,
                signInsPerAddress,
                connectionsPerAddress);
    }

    public ServerLimits withComputerThreadsPerClient(int n) {
        return new ServerLimits(
                socketsPerAddress,
                watchersPerGame,
                n,
                analysisPerAddress,
                idleGameTimeout,
                signInsPerName,
                signInsPerAddress,
                connectionsPerAddress);
    }

    public ServerLimits withAnalysisPerAddress(int n) {
        return new ServerLimits(
                socketsPerAddress,
                watchersPerGame,
                computerThreadsPerClient,
                n,
                idleGameTimeout,
                signInsPerName,
                signInsPerAddress,
                connectionsPerAddress);
    }

    public ServerLimits withIdleGameTimeout(Duration timeout) {
        return new ServerLimits(
                socketsPerAddress,
                watchersPerGame,
                computerThreadsPerClient,
                analysisPerAddress,
                timeout,
                signInsPerName,
                signInsPerAddress,
                connectionsPerAddress);
    }

    public ServerLimits withConnectionsPerAddress(int n) {
        return new ServerLimits(
                socketsPerAddress,
                watchersPerGame,
                computerThreadsPerClient,
                analysisPerAddress,
                idleGameTimeout,
                signInsPerName,
                signInsPerAddress,
                n);
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
