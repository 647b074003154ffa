package org.boardwright.server;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;

/** One embedded PostgreSQL for a test class: started on first use, closed by the class. */
final class TestPostgres implements AutoCloseable {

    private EmbeddedPostgres postgres;

    String url() {
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
    public void close() {
        if (postgres != null) {
            try {
                postgres.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
