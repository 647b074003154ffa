package org.boardwright.server.http;

import io.javalin.http.Context;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.boardwright.server.store.Store;

/**
 * {@code GET /api/health}: 200 while this instance serves and reaches its database; 503 when the
 * database does not answer within two seconds, or once the instance is stopping (so a load balancer
 * sends it nothing new while it finishes what it has).
 */
public final class HealthRoute {

    private static final long DATABASE_WAIT_MS = 2_000;

    private final Store store;
    private volatile boolean stopping;

    public HealthRoute(Store store) {
        this.store = store;
    }

    public void stopping() {
        stopping = true;
    }

    public void handle(Context ctx) {
        if (stopping) {
            throw new ApiException(503, "unavailable", "this instance is stopping");
        }
        if (!databaseAnswers()) {
            throw new ApiException(503, "unavailable", "the database does not answer");
        }
        Http.json(
                ctx,
                200,
                Map.of("status", "ok", "database", store.isPostgres() ? "postgresql" : "sqlite"));
    }

    private boolean databaseAnswers() {
        // The pool would wait up to its connection timeout (30 s) for a database that is gone.
        CompletableFuture<Integer> ping =
                CompletableFuture.supplyAsync(
                        () ->
                                store.withHandle(
                                        h -> h.createQuery("SELECT 1").mapTo(Integer.class).one()));
        try {
            return ping.get(DATABASE_WAIT_MS, TimeUnit.MILLISECONDS) == 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (Exception e) {
            return false;
        }
    }
}
