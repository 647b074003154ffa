package org.boardwright.server.http;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's own error answers (a request it refuses before the API sees it: headers too large (431),
 * a malformed request line or URI (400), ...) in the API's JSON error form instead of Jetty's HTML
 * pages.
 */
public final class JsonErrorPages extends ErrorHandler {

    @Override
    protected void generateResponse(
            Request request,
            Response response,
            int status,
            String message,
            Throwable cause,
            Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(body(status, message)), callback);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(new HttpField(HttpHeader.CONTENT_TYPE, "application/json"));
        return ByteBuffer.wrap(body(status, reason));
    }

    static byte[] body(int status, String message) {
        String text =
                message == null || message.isBlank()
                        ? "the server refused the request (" + status + ")"
                        : message;
        return Json.MAPPER
                .createObjectNode()
                .set(
                        "error",
                        Json.MAPPER
                                .createObjectNode()
                                .put("code", code(status))
                                .put("message", text))
                .toString()
                .getBytes(StandardCharsets.UTF_8);
    }

    /** The error code of a status, as in docs/API.md. */
    static String code(int status) {
        return switch (status) {
            case 404 -> "not_found";
            case 405 -> "method_not_allowed";
            case 413 -> "too_large";
            case 414 -> "uri_too_long";
            case 431 -> "headers_too_large";
            default -> status >= 500 ? "internal" : "bad_request";
        };
    }
}
