package org.boardwright.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.util.function.BooleanSupplier;

/**
 * Long-lived NDJSON answers (the bot API's streams): one JSON value a line, flushed as written, a
 * bare newline when nothing was written for {@link #KEEP_ALIVE_MS} (so clients and proxies see the
 * connection alive). A stream ends when its source says it is done, when it may no longer go on
 * (its token was revoked), when the client goes (a write fails), or when the server stops.
 */
public final class NdjsonStreams {

    /** The longest a stream stays silent: a bare newline is sent then. */
    static final long KEEP_ALIVE_MS = 5_000;

    /** Where a stream's lines come from: polled, it writes what is new. */
    @FunctionalInterface
    interface Source {
        void poll(Lines out) throws IOException;
    }

    /** The lines of one stream. */
    static final class Lines {
        private final OutputStream out;
        private boolean wrote;

        Lines(OutputStream out) {
            this.out = out;
        }

        void line(Object value) {
            try {
                out.write(Json.MAPPER.writeValueAsBytes(value));
                out.write('\n');
                wrote = true;
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            } catch (IOException e) {
                throw new ClientGone(e);
            }
        }
    }

    /** The client closed the connection. */
    private static final class ClientGone extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ClientGone(IOException cause) {
            super(cause);
        }
    }

    private volatile boolean stopping;
    private final Object wake = new Object();

    /** Ends every stream (the server is stopping): each returns within one poll. */
    public void stop() {
        stopping = true;
        synchronized (wake) {
            wake.notifyAll();
        }
    }

    /**
     * Runs a stream on the request's thread until it ends; {@code allowed} is asked before each
     * poll, and the stream ends, sending nothing more, once it says no.
     */
    void run(
            Context ctx,
            Source source,
            BooleanSupplier done,
            BooleanSupplier allowed,
            long pollMs) {
        ctx.status(200);
        ctx.res().setContentType("application/x-ndjson");
        ctx.res().setHeader("Cache-Control", "no-store");
        try {
            OutputStream out = ctx.res().getOutputStream();
            Lines lines = new Lines(out);
            long lastWrite = System.nanoTime();
            out.flush(); // the headers go now: the client knows the stream is open
            while (!stopping && allowed.getAsBoolean()) {
                lines.wrote = false;
                source.poll(lines);
                if (!lines.wrote && System.nanoTime() - lastWrite >= KEEP_ALIVE_MS * 1_000_000) {
                    out.write('\n');
                    lines.wrote = true;
                }
                if (lines.wrote) {
                    out.flush();
                    lastWrite = System.nanoTime();
                }
                if (done.getAsBoolean()) {
                    return;
                }
                synchronized (wake) {
                    if (!stopping) {
                        wake.wait(pollMs);
                    }
                }
            }
        } catch (IOException | ClientGone e) {
            // the client went: nothing more to send
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
