package org.boardwright.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.HandleCallback;
import org.jdbi.v3.core.Jdbi;

/**
 * The database: the connection pool, the schema (db/migration, applied at start) and transactions.
 * One schema serves SQLite (the default, one file under ./data/) and PostgreSQL; each feature keeps
 * its own tables' statements (the games' in play, the accounts' in accounts, ...).
 */
public final class Store implements AutoCloseable {

    private final HikariDataSource dataSource;
    private final Jdbi jdbi;
    private final boolean sqlite;

    public Store(String url) {
        sqlite = url.startsWith("jdbc:sqlite:");
        if (!sqlite && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException(
                    "unsupported database URL "
                            + url
                            + " (jdbc:sqlite:<file> or jdbc:postgresql://...)");
        }
        HikariConfig config = new HikariConfig();
        config.setPoolName("boardwright");
        if (sqlite) {
            createParentDirectory(url.substring("jdbc:sqlite:".length()));
            config.setJdbcUrl(url);
            // SQLite serialises writers anyway; one connection avoids SQLITE_BUSY between our own
            // threads.
            config.setMaximumPoolSize(1);
            config.addDataSourceProperty("journal_mode", "WAL");
            config.addDataSourceProperty("busy_timeout", "10000");
            config.addDataSourceProperty("foreign_keys", "true");
            // FULL: each commit is on the disk (the write-ahead log synced) before it is
            // answered, so an acknowledged move survives an OS crash or a power cut, not only the
            // process dying. A URL may choose otherwise (?synchronous=NORMAL, docs/deploy.md).
            if (!url.contains("synchronous=")) {
                config.addDataSourceProperty("synchronous", "FULL");
            }
        } else {
            config.setJdbcUrl(url);
            String user = System.getenv("BOARDWRIGHT_DB_USER");
            String password = System.getenv("BOARDWRIGHT_DB_PASSWORD");
            if (user != null && !url.contains("user=")) {
                config.setUsername(user);
            }
            if (password != null && !url.contains("password=")) {
                config.setPassword(password);
            }
            config.setMaximumPoolSize(10);
        }
        config.setConnectionTimeout(30_000);
        dataSource = new HikariDataSource(config);
        Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load()
                .migrate();
        jdbi = Jdbi.create(dataSource);
    }

    private static void createParentDirectory(String file) {
        if (file.isEmpty() || file.startsWith(":memory:") || file.startsWith("file:")) {
            return;
        }
        Path parent = Path.of(file).toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the database directory " + parent, e);
        }
    }

    /**
     * Reports the connection pool (connections active, idle, pending; acquire and use times) to
     * {@code tracker}, e.g. HikariCP's Micrometer tracker.
     */
    public void trackPool(com.zaxxer.hikari.metrics.MetricsTrackerFactory tracker) {
        dataSource.setMetricsTrackerFactory(tracker);
    }

    public boolean isPostgres() {
        return !sqlite;
    }

    /**
     * A connection of its own, outside the pool (to LISTEN on: it stays open as long as the
     * server).
     */
    public java.sql.Connection newConnection() throws SQLException {
        return java.sql.DriverManager.getConnection(
                dataSource.getJdbcUrl(), dataSource.getUsername(), dataSource.getPassword());
    }

    public <R> R inTransaction(HandleCallback<R, RuntimeException> callback) {
        return jdbi.inTransaction(callback);
    }

    /**
     * Within a transaction, waits for the others that lock the same key to end: on PostgreSQL a
     * transaction advisory lock (across instances); SQLite's one connection serialises every
     * transaction already.
     */
    public void lock(org.jdbi.v3.core.Handle h, String key) {
        if (!sqlite) {
            h.createQuery("SELECT pg_advisory_xact_lock(hashtext(:k))")
                    .bind("k", key)
                    .map((rs, ctx) -> 1)
                    .one();
        }
    }

    public <R> R withHandle(HandleCallback<R, RuntimeException> callback) {
        return jdbi.withHandle(callback);
    }

    @Override
    public void close() {
        dataSource.close();
    }

    /** A nullable integer column. */
    public static Integer intOrNull(ResultSet rs, String column) throws SQLException {
        int v = rs.getInt(column);
        return rs.wasNull() ? null : v;
    }
}
