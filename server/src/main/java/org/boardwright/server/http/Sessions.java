package org.boardwright.server.http;

import io.javalin.http.Context;
import java.time.Duration;
import java.util.Optional;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.accounts.AccountStore;
import org.boardwright.server.accounts.Credentials;
import org.boardwright.server.common.Tokens;
import org.boardwright.server.play.GameRepository;

/**
 * Sign-in sessions: a cookie holding 256 random bits, of which the database keeps only the SHA-256
 * (a stolen database opens no session). HttpOnly (no script reads it), SameSite=Lax (not sent with
 * other sites' writes; {@link CrossSiteGuard} checks those too), Secure when the page was served
 * over HTTPS, and expiring.
 */
public final class Sessions {

    public static final String COOKIE = "bw_session";
    static final Duration LIFETIME = Duration.ofDays(30);
    private static final String ATTRIBUTE = "boardwright.account";

    private final AccountStore accounts;
    private final GameRepository games;
    private Ends ends = new Ends() {};

    /**
     * Who is told when sessions end, after the database forgot them: the sockets opened with them
     * close ({@code live.SessionSockets}), on every instance.
     */
    public interface Ends {
        /** One session ended: the SHA-256 of its id. */
        default void session(String idHash) {}

        /** Every session of an account ended except {@code keepHash} (null: every one). */
        default void account(String accountId, String keepHash) {}
    }

    public void onEnd(Ends ends) {
        this.ends = ends;
    }

    public Sessions(AccountStore accounts, GameRepository games) {
        this.accounts = accounts;
        this.games = games;
    }

    /** Starts a session for an account and sets its cookie on the answer. */
    void start(Context ctx, Account account) {
        String id = Tokens.newToken();
        long now = games.now();
        accounts.addSession(Tokens.hash(id), account.id(), now, now + LIFETIME.toMillis());
        setCookie(ctx, id, LIFETIME.toSeconds());
        ctx.attribute(ATTRIBUTE, Optional.of(account));
    }

    /** Ends the request's session, if any, and clears its cookie. */
    void end(Context ctx) {
        String hash = currentHash(ctx);
        if (hash != null) {
            accounts.deleteSession(hash);
            ends.session(hash);
        }
        setCookie(ctx, "", 0);
        ctx.attribute(ATTRIBUTE, Optional.empty());
    }

    /** Signs an account out everywhere, this browser too. */
    void endAll(Context ctx, Account account) {
        accounts.deleteSessions(account.id(), null);
        ends.account(account.id(), null);
        end(ctx);
    }

    /** Signs an account out of every browser but this one. */
    void endOthers(Context ctx, Account account) {
        String keep = currentHash(ctx);
        accounts.deleteSessions(account.id(), keep);
        ends.account(account.id(), keep);
    }

    /** After an account was deleted (its sessions with it): its sockets close everywhere. */
    void endDeleted(Context ctx, Account account) {
        ends.account(account.id(), null);
        end(ctx);
    }

    /** The SHA-256 of the request's session id, or null. */
    static String currentHash(Context ctx) {
        String id = ctx.cookie(COOKIE);
        return id == null || id.isEmpty() ? null : Tokens.hash(id);
    }

    /** The signed-in account of a request, if its cookie names a live session. */
    public Optional<Account> account(Context ctx) {
        Optional<Account> known = ctx.attribute(ATTRIBUTE);
        if (known != null) {
            return known;
        }
        Optional<Account> found = account(ctx.cookie(COOKIE));
        ctx.attribute(ATTRIBUTE, found);
        return found;
    }

    /** The account of a session cookie's value (also for a WebSocket's upgrade request). */
    public Optional<Account> account(String cookieValue) {
        if (cookieValue == null || cookieValue.isEmpty() || cookieValue.length() > 100) {
            return Optional.empty();
        }
        return accounts.session(Tokens.hash(cookieValue), games.now());
    }

    /** A request's seat token and signed-in account. */
    Credentials credentials(Context ctx) {
        return new Credentials(Http.token(ctx), account(ctx).orElse(null));
    }

    /** The signed-in account, or 401. */
    Account required(Context ctx) {
        return account(ctx)
                .orElseThrow(() -> new ApiException(401, "sign_in_required", "sign in to do this"));
    }

    private static void setCookie(Context ctx, String value, long maxAgeSeconds) {
        StringBuilder c =
                new StringBuilder(COOKIE)
                        .append('=')
                        .append(value)
                        .append("; Path=/; Max-Age=")
                        .append(maxAgeSeconds)
                        .append("; HttpOnly; SameSite=Lax");
        if (isHttps(ctx)) {
            c.append("; Secure");
        }
        ctx.res().addHeader("Set-Cookie", c.toString());
    }

    /** Whether the browser reached us over HTTPS (directly, or through a proxy that says so). */
    static boolean isHttps(Context ctx) {
        return "https".equalsIgnoreCase(ctx.scheme())
                || "https".equalsIgnoreCase(ctx.header("X-Forwarded-Proto"));
    }
}
