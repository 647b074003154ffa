package org.boardwright.client;

import com.fasterxml.jackson.databind.JsonNode;

/** A lobby challenge (docs/API.md, "Lobby"); its other fields are in {@link #json()}. */
public record Challenge(JsonNode json) {

    public String id() {
        return json.path("id").asText();
    }

    /** The game's spec. */
    public String spec() {
        return json.path("spec").asText();
    }

    public String authorName() {
        return json.path("author").path("name").asText();
    }

    /** The player a direct challenge is made to; null for an open one. */
    public String to() {
        return json.path("to").asText(null);
    }
}
