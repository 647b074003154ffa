package org.boardwright.server.http;

import io.javalin.http.Context;
import io.javalin.router.Endpoint;

/**
 * The route a request matched as its template ({@code /api/games/{id}}), for the metrics: a fixed
 * set of words, whatever paths clients send.
 */
public final class RouteTemplate {

    /** A file of the web UI, or anything else answered without a route. */
    public static final String STATIC = "static";

    /** A path that matched nothing (answered 404). */
    public static final String UNMATCHED = "unmatched";

    private RouteTemplate() {}

    public static String of(Context ctx) {
        Endpoint endpoint = RequestLog.matched(ctx);
        if (endpoint != null && endpoint.path.startsWith("/") && !endpoint.path.equals("/*")) {
            return endpoint.path;
        }
        return ctx.statusCode() == 404 ? UNMATCHED : STATIC;
    }
}
