package org.boardwright.server.http;

import java.util.List;
import org.boardwright.server.common.Refusal;

/**
 * A refused request: the HTTP status and the error code and message of docs/API.md. Nothing was
 * changed.
 */
public final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final transient List<String> legalMoves;

    public ApiException(int status, String code, String message) {
        this(status, code, message, null);
    }

    public ApiException(int status, String code, String message, List<String> legalMoves) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.legalMoves = legalMoves;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    /** The legal moves, for an illegal move; null otherwise. */
    public List<String> legalMoves() {
        return legalMoves;
    }

    /** A feature's refusal as the API answers it: its kind decides the status code. */
    public static ApiException of(Refusal r) {
        return new ApiException(status(r.kind()), r.code(), r.getMessage(), r.legalMoves());
    }

    static int status(Refusal.Kind kind) {
        return switch (kind) {
            case INVALID -> 400;
            case UNAUTHENTICATED -> 401;
            case FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case ILLEGAL -> 422;
            case RATE_LIMITED -> 429;
            case FAILED -> 500;
            case BUSY -> 503;
        };
    }

    public static ApiException badRequest(String message) {
        return new ApiException(400, "bad_request", message);
    }

    public static ApiException notFound(String message) {
        return new ApiException(404, "not_found", message);
    }

    public static ApiException conflict(String message) {
        return new ApiException(409, "conflict", message);
    }

    public static ApiException gameOver() {
        return new ApiException(409, "game_over", "the game is over");
    }

    public static ApiException forbidden(String message) {
        return new ApiException(403, "forbidden", message);
    }
}
