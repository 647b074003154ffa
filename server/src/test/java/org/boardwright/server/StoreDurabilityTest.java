package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.boardwright.server.store.Store;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SQLite commits are synced to the disk before they are answered (synchronous=FULL with the
 * write-ahead log), unless the database URL asks otherwise.
 */
class StoreDurabilityTest {

    @TempDir Path dir;

    private static int pragma(Store store, String name) {
        return store.withHandle(h -> h.createQuery("PRAGMA " + name).mapTo(Integer.class).one());
    }

    private static String journal(Store store) {
        return store.withHandle(
                h -> h.createQuery("PRAGMA journal_mode").mapTo(String.class).one());
    }

    @Test
    void sqliteSyncsEveryCommitByDefault() {
        try (Store store = new Store("jdbc:sqlite:" + dir.resolve("full.db"))) {
            assertThat(pragma(store, "synchronous")).isEqualTo(2); // FULL
            assertThat(journal(store)).isEqualToIgnoringCase("wal");
        }
    }

    @Test
    void theUrlMayChooseNormal() {
        try (Store store =
                new Store("jdbc:sqlite:" + dir.resolve("normal.db") + "?synchronous=NORMAL")) {
            assertThat(pragma(store, "synchronous")).isEqualTo(1); // NORMAL
            assertThat(journal(store)).isEqualToIgnoringCase("wal");
        }
    }
}
