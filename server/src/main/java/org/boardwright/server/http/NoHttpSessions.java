package org.boardwright.server.http;

import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.SessionHandler;
import org.eclipse.jetty.session.DefaultSessionCache;
import org.eclipse.jetty.session.NullSessionCache;
import org.eclipse.jetty.session.NullSessionDataStore;

/**
 * No HTTP sessions: the API never uses one, but the WebSocket upgrade asks for one (to copy its
 * attributes), which would leave a session (and a JSESSIONID cookie) per socket. Sessions asked for
 * are neither kept in memory nor stored, and no cookie is sent.
 */
public final class NoHttpSessions {

    private NoHttpSessions() {}

    /** Makes the context's session handler keep nothing; the handler, or null if it has none. */
    public static SessionHandler apply(ServletContextHandler context) {
        SessionHandler sessions = context.getSessionHandler();
        if (sessions == null) {
            return null;
        }
        sessions.setSessionCache(new NullSessionCache(sessions));
        sessions.getSessionCache().setSessionDataStore(new NullSessionDataStore());
        sessions.setUsingCookies(false);
        return sessions;
    }

    /** The sessions a handler holds in memory (0 for none or null). */
    public static int held(SessionHandler handler) {
        var cache = handler == null ? null : handler.getSessionCache();
        return cache instanceof DefaultSessionCache c ? (int) c.getSessionsCurrent() : 0;
    }
}
