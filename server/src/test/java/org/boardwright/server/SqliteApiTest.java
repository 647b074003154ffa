package org.boardwright.server;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The API suite on an SQLite file in a fresh directory (the default database of {@code serve}). */
class SqliteApiTest extends ApiContractTest {

    @TempDir static Path dir;

    @Override
    String dbUrl() {
        return "jdbc:sqlite:" + dir.resolve("data").resolve("boardwright.db");
    }
}
