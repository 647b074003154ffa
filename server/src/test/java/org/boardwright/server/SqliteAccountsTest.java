package org.boardwright.server;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** Accounts, ratings and the lobby on an SQLite file. */
class SqliteAccountsTest extends AccountsContractTest {

    @TempDir static Path dir;

    @Override
    String dbUrl() {
        return "jdbc:sqlite:" + dir.resolve("accounts.db");
    }
}
