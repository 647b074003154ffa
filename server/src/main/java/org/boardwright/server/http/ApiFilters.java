package org.boardwright.server.http;

import io.javalin.http.HttpResponseException;
import org.boardwright.server.common.Refusal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every request passes: errors as JSON, security headers, the client's address, the cross-site
 * and size checks.
 */
public final class ApiFilters {

    private static final Logger LOG = LoggerFactory.getLogger(ApiFilters.class);

    public static final String CONTENT_SECURITY_POLICY =
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:;"
                    + " connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self';"
                    + " frame-ancestors 'none'";

    /** Errors as JSON, security headers, and the size check before a body is read. */
    public static void register(io.javalin.config.RoutesConfig r, ClientAddresses addresses) {
        r.exception(ApiException.class, (e, ctx) -> Http.error(ctx, e));
        r.exception(Refusal.class, (e, ctx) -> Http.error(ctx, ApiException.of(e)));
        r.exception(
                HttpResponseException.class,
                (e, ctx) -> {
                    if (e.getStatus() == 413) {
                        Http.error(
                                ctx,
                                new ApiException(
                                        413,
                                        "too_large",
                                        "the body is larger than " + Http.MAX_BODY + " bytes"));
                    } else if (e.getStatus() == 404 && NotFoundPage.wanted(ctx)) {
                        NotFoundPage.send(ctx);
                    } else if (e.getStatus() == 404) {
                        Http.error(
                                ctx,
                                ApiException.notFound(
                                        "no such page or endpoint: "
                                                + ctx.method()
                                                + " "
                                                + Refusal.echo(ctx.path())));
                    } else {
                        Http.error(
                                ctx,
                                new ApiException(e.getStatus(), "bad_request", e.getMessage()));
                    }
                });
        r.exception(
                Exception.class,
                (e, ctx) -> {
                    LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
                    ctx.status(500)
                            .contentType("application/json")
                            .result(
                                    "{\"error\": {\"code\": \"internal\", \"message\": \"internal error\"}}");
                });
        r.before(ctx -> Http.setClient(ctx, addresses.of(ctx)));
        r.before(
                ctx -> {
                    ctx.header("X-Content-Type-Options", "nosniff");
                    ctx.header("Referrer-Policy", "same-origin");
                    // Only the site's own files run and load; no other site may frame a page.
                    ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
                    ctx.header("X-Frame-Options", "DENY");
                    if (ctx.path().startsWith("/api/")) {
                        ctx.header("Cache-Control", "no-store"); // states change with every move
                    }
                });
        r.before("/api/*", CrossSiteGuard::check);
        r.before(
                "/api/*",
                ctx -> {
                    String length = ctx.header("Content-Length");
                    if (length != null) {
                        try {
                            if (Long.parseLong(length.trim()) > Http.MAX_BODY) {
                                throw new ApiException(
                                        413,
                                        "too_large",
                                        "the body is larger than " + Http.MAX_BODY + " bytes");
                            }
                        } catch (NumberFormatException e) {
                            throw ApiException.badRequest("bad Content-Length");
                        }
                    }
                });
    }

    private ApiFilters() {}
}
