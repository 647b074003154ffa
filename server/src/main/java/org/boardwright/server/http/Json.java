package org.boardwright.server.http;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.boardwright.server.common.Refusal;

/** JSON in and out: strict reading of request fields, each wrong one answered with a clear 400. */
public final class Json {

    public static final ObjectMapper MAPPER =
            JsonMapper.builder()
                    .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                    .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                    .build();

    private Json() {}

    public static Map<String, Object> error(ApiException e) {
        return error(e.code(), e.getMessage(), e.legalMoves());
    }

    public static Map<String, Object> error(Refusal r) {
        return error(r.code(), r.getMessage(), r.legalMoves());
    }

    private static Map<String, Object> error(String code, String message, List<String> legalMoves) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", message);
        if (legalMoves != null) {
            error.put("legalMoves", legalMoves);
        }
        return Map.of("error", error);
    }

    /**
     * A string field such as a move, a game spec or an action; null when absent (or JSON null); 400
     * when of another type or with spaces before or after it (a client bug better told than guessed
     * at).
     */
    public static String text(JsonNode body, String field) {
        String v = multiLineText(body, field);
        if (v != null && !v.equals(v.strip())) {
            throw ApiException.badRequest(
                    "\"" + field + "\" must not start or end with spaces: \"" + v + "\"");
        }
        return v;
    }

    /**
     * A string field taken as it is (a record, whose lines may end with a line break); null when
     * absent; 400 when of another type.
     */
    static String multiLineText(JsonNode body, String field) {
        JsonNode v = body.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isTextual()) {
            throw ApiException.badRequest("\"" + field + "\" must be a string");
        }
        return v.asText();
    }

    public static String requiredText(JsonNode body, String field) {
        String v = text(body, field);
        if (v == null) {
            throw ApiException.badRequest("\"" + field + "\" is required");
        }
        return v;
    }

    /** An integer field; null when absent; 400 when not a whole number within [min, max]. */
    public static Integer integer(JsonNode body, String field, int min, int max) {
        JsonNode v = body.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < min || v.asInt() > max) {
            throw ApiException.badRequest(
                    "\"" + field + "\" must be a whole number from " + min + " to " + max);
        }
        return v.asInt();
    }
}
