package org.boardwright.server.http;

import io.javalin.http.Context;
import java.net.URI;
import java.util.Locale;

/**
 * Refuses writes that another site's page makes a browser send: a session cookie travels with any
 * request to us, so a cookie-authenticated write must come from our own pages. Browsers name the
 * page's origin in {@code Origin} (and say {@code Sec-Fetch-Site}); a write carrying the cookie, or
 * to the account and lobby endpoints, whose origin is another host is refused with 403 {@code
 * cross_site}. Programs that send neither header are not browsers and carry no victim's cookie.
 */
public final class CrossSiteGuard {

    private CrossSiteGuard() {}

    public static void check(Context ctx) {
        String method = ctx.method().name();
        if (method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS")) {
            return;
        }
        // Only what a cookie authorises, and signing in (so no site signs a visitor in to an
        // account of its choosing); a seat token in a header is nothing a browser adds by itself.
        boolean accountPath =
                ctx.path().startsWith("/api/account/") || ctx.path().startsWith("/api/lobby/");
        if (ctx.cookie(Sessions.COOKIE) == null && !accountPath) {
            return;
        }
        String site = ctx.header("Sec-Fetch-Site");
        if (site != null) {
            String s = site.toLowerCase(Locale.ROOT).strip();
            if (s.equals("cross-site") || s.equals("same-site")) {
                throw refused();
            }
        }
        String origin = ctx.header("Origin");
        if (origin == null) {
            return;
        }
        if (origin.equals("null") || !sameHost(origin, host(ctx))) {
            throw refused();
        }
    }

    /**
     * Whether a request with these headers comes from our own pages or from no page at all (a
     * program): for WebSocket upgrades, which carry the cookie but are no "write".
     */
    public static boolean sameSite(String origin, String host) {
        return origin == null
                || !origin.equals("null")
                        && sameHost(
                                origin, host == null ? "" : host.strip().toLowerCase(Locale.ROOT));
    }

    /** The host (and port) the browser addressed: the proxy's forwarded host when there is one. */
    private static String host(Context ctx) {
        String forwarded = ctx.header("X-Forwarded-Host");
        // A proxy chain lists hosts with commas: the first is the one the browser addressed.
        String host = forwarded != null ? forwarded.split(",")[0] : ctx.header("Host");
        return host == null ? "" : host.strip().toLowerCase(Locale.ROOT);
    }

    private static boolean sameHost(String origin, String host) {
        try {
            URI uri = URI.create(origin.strip());
            if (uri.getHost() == null) {
                return false;
            }
            String originHost = uri.getHost().toLowerCase(Locale.ROOT);
            int port = uri.getPort();
            String withPort = port < 0 ? originHost : originHost + ":" + port;
            return host.equals(withPort) || host.equals(originHost) && port < 0;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static ApiException refused() {
        return new ApiException(
                403, "cross_site", "this write came from another site's page and was refused");
    }
}
