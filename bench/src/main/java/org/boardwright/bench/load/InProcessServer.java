package org.boardwright.bench.load;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;
import org.boardwright.server.ServerLimits;

/**
 * A Boardwright server in this JVM on a free loopback port, on a fresh SQLite file unless a
 * database URL is given.
 */
final class InProcessServer implements AutoCloseable {

    private final BoardwrightServer server;
    private final Path tempDir;
    private final String database;

    private InProcessServer(BoardwrightServer server, Path tempDir, String database) {
        this.server = server;
        this.tempDir = tempDir;
        this.database = database;
    }

    /**
     * A server whose bots all come from one address: no cap on the WebSockets one address may hold
     * (the load tools open two a game). Connections from one address are never capped here.
     */
    static InProcessServer start(String dbUrl) throws IOException {
        return start(dbUrl, 0);
    }

    /** A server with this cap on the WebSockets of one address (0: none). */
    static InProcessServer start(String dbUrl, int socketsPerAddress) throws IOException {
        Path tempDir = null;
        String url = dbUrl;
        if (url == null) {
            tempDir = Files.createTempDirectory("boardwright-load");
            url = "jdbc:sqlite:" + tempDir.resolve("load.db");
        }
        ServerConfig config =
                ServerConfig.defaults()
                        .withHost("127.0.0.1")
                        .withPort(0)
                        .withDbUrl(url)
                        .withLimits(
                                ServerLimits.defaults()
                                        .withSocketsPerAddress(socketsPerAddress)
                                        .withConnectionsPerAddress(0));
        BoardwrightServer server;
        try {
            server = BoardwrightServer.start(config);
        } catch (RuntimeException e) {
            deleteTree(tempDir);
            throw e;
        }
        return new InProcessServer(server, tempDir, describe(url));
    }

    URI url() {
        return URI.create("http://127.0.0.1:" + server.port());
    }

    /** The database in words, without any password the URL may carry. */
    String database() {
        return database;
    }

    private static String describe(String url) {
        if (url.startsWith("jdbc:sqlite:")) {
            return "SQLite " + url.substring("jdbc:sqlite:".length());
        }
        int query = url.indexOf('?');
        return "PostgreSQL " + (query < 0 ? url : url.substring(0, query));
    }

    @Override
    public void close() throws IOException {
        try {
            server.stop();
        } finally {
            deleteTree(tempDir);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
