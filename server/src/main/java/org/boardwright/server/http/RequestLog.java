package org.boardwright.server.http;

import io.javalin.http.Context;
import io.javalin.router.Endpoint;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One log line per HTTP request and per WebSocket opened and closed, on the logger {@value #NAME}
 * at INFO, as {@code key=value} pairs (docs/deploy.md, "Request log"). What a line holds is chosen
 * so that it carries no secret: the route's pattern (such as {@code /api/games/{id}/moves}) and the
 * game id instead of the address as sent, never the query string (an older client's WebSocket puts
 * its seat token there), never a header (Authorization, Cookie) and never a body (tokens and
 * invitations travel in bodies). A path no route matched (a static file, a 404) is shown with every
 * segment longer than {@link #LONGEST_SEGMENT} characters replaced by {@code *} (tokens are 43
 * characters; file names and game ids are shorter) and any character outside {@code
 * [A-Za-z0-9._~/-]} replaced by {@code ?} (so a line cannot be forged or split).
 */
public final class RequestLog {

    static final String NAME = "org.boardwright.requests";

    /** Longer path segments are not shown: they could be a token sent in the wrong place. */
    static final int LONGEST_SEGMENT = 20;

    private static final Logger LOG = LoggerFactory.getLogger(NAME);

    private static final String OPENED = "boardwright.log.opened";

    private static final String CLIENT = "boardwright.log.client";

    private static final String SOCKET_ROUTE = "/api/games/{id}/ws";

    private RequestLog() {}

    /** The line of an HTTP request that has been answered. */
    public static void http(Context ctx, Float ms) {
        if (!LOG.isInfoEnabled()) {
            return;
        }
        StringBuilder line = new StringBuilder(160);
        line.append("http method=").append(ctx.method().name());
        Endpoint endpoint = matched(ctx);
        if (endpoint != null && endpoint.path.startsWith("/") && !endpoint.path.equals("/*")) {
            line.append(" route=").append(safePath(endpoint.path));
        } else {
            line.append(" path=").append(safePath(ctx.path()));
        }
        String game = endpoint != null ? ctx.pathParamMap().get("id") : null;
        if (game != null) {
            line.append(" game=").append(safeSegment(game));
        }
        line.append(" status=").append(ctx.statusCode());
        line.append(" ms=").append(String.format(Locale.ROOT, "%.1f", ms == null ? 0f : ms));
        line.append(" client=").append(safeSegment(Http.client(ctx)));
        LOG.info(line.toString());
    }

    /**
     * Logs each socket of the game WebSocket when it opens and when it closes, with its client as
     * the HTTP lines name it (behind a trusted proxy, the address the proxy passes on).
     */
    public static void sockets(WsConfig ws, ClientAddresses addresses) {
        ws.onConnect(
                ctx -> {
                    ctx.attribute(OPENED, System.nanoTime());
                    // read now, from the upgrade request's headers, for the closing line too
                    ctx.attribute(CLIENT, addresses.of(ctx));
                    if (LOG.isInfoEnabled()) {
                        LOG.info(socketLine("ws-open", ctx).toString());
                    }
                });
        ws.onClose(
                ctx -> {
                    if (!LOG.isInfoEnabled()) {
                        return;
                    }
                    StringBuilder line = socketLine("ws-close", ctx);
                    line.append(" status=").append(ctx.status());
                    Long opened = ctx.attribute(OPENED);
                    if (opened != null) {
                        line.append(" ms=")
                                .append(
                                        String.format(
                                                Locale.ROOT,
                                                "%.1f",
                                                (System.nanoTime() - opened) / 1e6));
                    }
                    LOG.info(line.toString());
                });
    }

    private static StringBuilder socketLine(String event, WsContext ctx) {
        StringBuilder line = new StringBuilder(160);
        line.append(event).append(" route=").append(SOCKET_ROUTE);
        String game = ctx.pathParamMap().get("id");
        if (game != null) {
            line.append(" game=").append(safeSegment(game));
        }
        String client = ctx.attribute(CLIENT);
        line.append(" client=")
                .append(
                        safeSegment(
                                client != null
                                        ? client
                                        : address(ctx.session.getRemoteSocketAddress())));
        return line;
    }

    static Endpoint matched(Context ctx) {
        try {
            return ctx.endpoints().matchedHttpEndpoint();
        } catch (RuntimeException e) {
            return null; // no endpoint matched (a static file, a 404)
        }
    }

    private static String address(SocketAddress remote) {
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null
                ? inet.getAddress().getHostAddress()
                : String.valueOf(remote);
    }

    /** A path as it may be logged: long segments as {@code *}, odd characters as {@code ?}. */
    static String safePath(String path) {
        if (path == null || path.isEmpty()) {
            return "-";
        }
        StringBuilder out = new StringBuilder(Math.min(path.length(), 200));
        int start = 0;
        while (start <= path.length() && out.length() < 200) {
            int slash = path.indexOf('/', start);
            int end = slash < 0 ? path.length() : slash;
            out.append(safeSegment(path.substring(start, end), ""));
            if (slash < 0) {
                break;
            }
            out.append('/');
            start = slash + 1;
        }
        return out.toString();
    }

    static String safeSegment(String segment) {
        return safeSegment(segment, "-");
    }

    private static String safeSegment(String segment, String empty) {
        if (segment == null || segment.isEmpty()) {
            return empty;
        }
        if (segment.length() > LONGEST_SEGMENT
                && !(segment.startsWith("{") && segment.endsWith("}"))) {
            // An address may be a long IPv6 one; anything else this long is not shown.
            return segment.indexOf(':') >= 0 && segment.length() <= 45 && isAddress(segment)
                    ? segment
                    : "*";
        }
        StringBuilder out = new StringBuilder(segment.length());
        for (int i = 0; i < segment.length(); i++) {
            char c = segment.charAt(i);
            boolean plain =
                    (c >= 'a' && c <= 'z')
                            || (c >= 'A' && c <= 'Z')
                            || (c >= '0' && c <= '9')
                            || c == '.'
                            || c == '_'
                            || c == '~'
                            || c == '-'
                            || c == ':'
                            || c == '{'
                            || c == '}';
            out.append(plain ? c : '?');
        }
        return out.toString();
    }

    private static boolean isAddress(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(Character.digit(c, 16) >= 0 || c == ':' || c == '.' || c == '%')) {
                return false;
            }
        }
        return true;
    }
}
