package org.boardwright.server;

import java.util.List;

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

    static ApiException badRequest(String message) {
        return new ApiException(400, "bad_request", message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, "not_found", message);
    }

    static ApiException conflict(String message) {
        return new ApiException(409, "conflict", message);
    }

    static ApiException gameOver() {
        return new ApiException(409, "game_over", "the game is over");
    }

    static ApiException forbidden(String message) {
        return new ApiException(403, "forbidden", message);
    }
}
