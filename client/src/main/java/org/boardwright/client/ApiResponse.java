package org.boardwright.client;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * An answer as it came: the status, the body as text, and the body as JSON when the server said it
 * is JSON (null otherwise, and for an empty body). What the typed methods read, and what a caller
 * checking the API's exact answers (statuses, error codes, headers left aside) reads directly.
 */
public record ApiResponse(int status, String body, JsonNode json) {

    /** A 2xx status. */
    public boolean isSuccess() {
        return status >= 200 && status < 300;
    }

    /** The API's error code ({@code {"error": {"code": ...}}}), or null when there is none. */
    public String code() {
        return json == null ? null : json.path("error").path("code").asText(null);
    }

    /** This answer when it is a success; the {@link ApiException} it stands for otherwise. */
    public ApiResponse orThrow() {
        if (!isSuccess()) {
            throw new ApiException(status, json == null ? null : json.get("error"), body);
        }
        return this;
    }

    @Override
    public String toString() {
        return status + " " + body;
    }
}
