package org.boardwright.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Reading requests and writing answers: bearer tokens, strict JSON bodies, JSON answers and errors.
 */
public final class Http {

    /** Largest request body accepted. */
    public static final int MAX_BODY = 64 * 1024;

    /**
     * Largest body read and thrown away before answering 413. A server that answers and closes
     * while the client is still sending resets the connection, and the client may lose the answer;
     * beyond this amount the connection is closed anyway ({@code Connection: close}).
     */
    static final int MAX_DISCARDED = 1024 * 1024;

    private Http() {}

    /** The bearer token of a request, or null; 401 for an Authorization header of another kind. */
    private static final String CLIENT = "boardwright.client";

    /** Records the request's client address ({@link ClientAddresses}) for the handlers after. */
    public static void setClient(Context ctx, String address) {
        ctx.attribute(CLIENT, address);
    }

    /** The request's client address: behind trusted proxies the one they name, else the peer. */
    public static String client(Context ctx) {
        String address = ctx.attribute(CLIENT);
        return address != null ? address : ctx.req().getRemoteAddr();
    }

    public static String token(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || header.isBlank()) {
            return null;
        }
        String h = header.strip();
        if (!h.regionMatches(true, 0, "Bearer ", 0, 7) || h.substring(7).isBlank()) {
            throw new ApiException(
                    401, "token_required", "the Authorization header must be \"Bearer <token>\"");
        }
        return h.substring(7).strip();
    }

    /**
     * The JSON object of a request: 415 unless it is sent as application/json, 400 unless it is one
     * well-formed object. An action without a body ({@code required} false) may send none.
     */
    static JsonNode body(Context ctx, boolean required) {
        byte[] bytes = bytes(ctx);
        if (bytes.length > MAX_BODY) {
            throw new ApiException(
                    413, "too_large", "the body is larger than " + MAX_BODY + " bytes");
        }
        if (bytes.length == 0 && !required) {
            return Json.MAPPER.createObjectNode();
        }
        String type = ctx.header("Content-Type");
        if (type == null || !type.toLowerCase(Locale.ROOT).strip().startsWith("application/json")) {
            throw new ApiException(
                    415,
                    "unsupported_media_type",
                    "send the body as Content-Type: application/json");
        }
        JsonNode node;
        try {
            node = Json.MAPPER.readTree(new String(bytes, StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("malformed JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest("the body must be a JSON object");
        }
        return node;
    }

    static void json(Context ctx, int status, Object value) {
        try {
            ctx.status(status)
                    .contentType("application/json")
                    .result(Json.MAPPER.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void error(Context ctx, ApiException e) {
        if (e.status() == 413 && !drained(ctx)) {
            // Read what is left of a refused body, so the client gets the answer intact; else close
            // after it.
            ctx.header("Connection", "close");
        }
        json(ctx, e.status(), Json.error(e));
    }

    /** The body's bytes; a body that cannot be read (a broken chunk, a cut connection) is a 400. */
    private static byte[] bytes(Context ctx) {
        try {
            return ctx.bodyAsBytes();
        } catch (Exception e) { // Jetty's IOException arrives unchecked
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof java.io.IOException
                        || t instanceof org.eclipse.jetty.http.BadMessageException) {
                    throw ApiException.badRequest("the request body could not be read");
                }
            }
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e);
        }
    }

    /** Whether the rest of the request body was read, up to {@link #MAX_DISCARDED} bytes. */
    private static boolean drained(Context ctx) {
        if (ctx.req().getContentLengthLong() > MAX_DISCARDED) {
            return false;
        }
        try {
            InputStream in = ctx.req().getInputStream();
            byte[] buffer = new byte[8192];
            long total = 0;
            int n;
            while ((n = in.read(buffer)) >= 0) {
                total += n;
                if (total > MAX_DISCARDED) {
                    return false;
                }
            }
            return true;
        } catch (java.io.IOException | IllegalStateException e) {
            return false;
        }
    }

    static <T> T orDefault(T value, T fallback) {
        return value != null ? value : fallback;
    }
}
