package org.boardwright.server;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** Bot accounts, tokens and the bot API on an SQLite file. */
class SqliteBotTest extends BotContractTest {

    @TempDir static Path dir;

    @Override
    String dbUrl() {
        return "jdbc:sqlite:" + dir.resolve("bots.db");
    }
}
