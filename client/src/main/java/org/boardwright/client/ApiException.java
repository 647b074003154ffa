package org.boardwright.client;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * A request the server refused: its HTTP status and the API's JSON error ({@code {"code",
 * "message", ...}}, with whatever else the error carries, e.g. {@code legalMoves}).
 */
public final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private static final int BODY_SHOWN = 300;

    private final int status;
    private final transient JsonNode error;
    private final String body;

    /**
     * @param error the {@code error} object of the answer, or null when the body had none (a
     *     proxy's page, say)
     */
    public ApiException(int status, JsonNode error, String body) {
        super(describe(status, error, body));
        this.status = status;
        this.error = error;
        this.body = body;
    }

    private static String describe(int status, JsonNode error, String body) {
        if (error != null) {
            return status
                    + " "
                    + error.path("code").asText("")
                    + ": "
                    + error.path("message").asText("");
        }
        String shown = body.length() > BODY_SHOWN ? body.substring(0, BODY_SHOWN) + "..." : body;
        return status + ": " + shown;
    }

    public int status() {
        return status;
    }

    /**
     * The error's code ({@code not_your_turn}, {@code stale}, ...), or null without a JSON error.
     */
    public String code() {
        return error == null ? null : error.path("code").asText(null);
    }

    /** The error object as the server sent it, or null without a JSON error. */
    public JsonNode error() {
        return error;
    }

    /** The answer's body as text. */
    public String body() {
        return body;
    }

    /**
     * What failed, out of the wrappers a future adds ({@link CompletionException}, {@link
     * ExecutionException}): an {@code ApiException}, an {@code IOException}, ...
     */
    public static Throwable unwrap(Throwable failure) {
        Throwable t = failure;
        while ((t instanceof CompletionException || t instanceof ExecutionException)
                && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }
}
