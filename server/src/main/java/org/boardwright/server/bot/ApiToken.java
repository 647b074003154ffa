package org.boardwright.server.bot;

import java.util.List;
import java.util.Set;

/** A personal API token as its owner sees it: never the token itself, which is shown once. */
public record ApiToken(String id, String label, List<String> scopes, long createdAt) {

    static ApiToken of(String id, String label, Set<Scope> scopes, long createdAt) {
        return new ApiToken(id, label, scopes.stream().map(Scope::wire).toList(), createdAt);
    }
}
