package org.boardwright.server.common;

import java.util.List;

/**
 * A request a feature refuses, with nothing changed: why (the {@link Kind}), the error code and
 * message of docs/API.md, and the legal moves when a move was illegal. Features throw it; only the
 * http package turns it into a status code.
 */
public final class Refusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why a request was refused. */
    public enum Kind {
        /** The request itself is wrong: a bad field, an illegal move. */
        INVALID,
        /** The request is well formed but the rules do not allow it (an illegal move). */
        ILLEGAL,
        /** Nobody is signed in, or the credentials are wrong. */
        UNAUTHENTICATED,
        /** The asker may not do this. */
        FORBIDDEN,
        /** What was asked for does not exist. */
        NOT_FOUND,
        /** The request does not fit the current state (the game is over, an offer is open, ...). */
        CONFLICT,
        /** The asker has done this too often lately. */
        RATE_LIMITED,
        /** The work could not be done (a failure of the server's own). */
        FAILED,
        /** The server is too busy to do this now; trying again later may work. */
        BUSY
    }

    private final Kind kind;
    private final String code;
    private final transient List<String> legalMoves;

    /**
     * A value the asker sent, as a message repeats it: at most 40 characters, so a megabyte of name
     * is not sent back (nor logged) whole.
     */
    public static String echo(String sent) {
        return sent.length() <= 40
                ? sent
                : sent.substring(0, 40) + "… (" + sent.length() + " characters)";
    }

    public Refusal(Kind kind, String code, String message) {
        this(kind, code, message, null);
    }

    public Refusal(Kind kind, String code, String message, List<String> legalMoves) {
        super(message, null, false, false);
        this.kind = kind;
        this.code = code;
        this.legalMoves = legalMoves == null ? null : List.copyOf(legalMoves);
    }

    public Kind kind() {
        return kind;
    }

    /** The error code of docs/API.md. */
    public String code() {
        return code;
    }

    /** The legal moves, for an illegal move; null otherwise. */
    public List<String> legalMoves() {
        return legalMoves;
    }

    public static Refusal invalid(String message) {
        return new Refusal(Kind.INVALID, "bad_request", message);
    }

    public static Refusal notFound(String message) {
        return new Refusal(Kind.NOT_FOUND, "not_found", message);
    }

    public static Refusal conflict(String message) {
        return new Refusal(Kind.CONFLICT, "conflict", message);
    }

    public static Refusal gameOver() {
        return new Refusal(Kind.CONFLICT, "game_over", "the game is over");
    }

    public static Refusal forbidden(String message) {
        return new Refusal(Kind.FORBIDDEN, "forbidden", message);
    }
}
