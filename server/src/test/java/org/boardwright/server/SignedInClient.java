package org.boardwright.server;

import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.boardwright.client.BoardwrightClient;
import org.boardwright.server.ApiClient.Reply;
import org.boardwright.server.http.Sessions;

/** A browser-like client with a cookie jar: one device of a player. */
final class SignedInClient {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    final CookieManager cookies = new CookieManager();
    private final HttpClient http;
    private final BoardwrightClient client;
    private final String base;

    SignedInClient(int port) {
        base = "http://127.0.0.1:" + port;
        http =
                HttpClient.newBuilder()
                        .cookieHandler(cookies)
                        .connectTimeout(Duration.ofSeconds(5))
                        .build();
        client = new BoardwrightClient(URI.create(base), http, TIMEOUT);
    }

    /** The typed client of this device (its session is the cookie jar's). */
    BoardwrightClient client() {
        return client;
    }

    Reply get(String path) {
        return Reply.of(client.get(path, null));
    }

    Reply post(String path, String body) {
        return post(path, body, null);
    }

    /** A POST with an {@code Origin} header, as a browser sends it (null: none). */
    Reply post(String path, String body, String origin) {
        HttpRequest.Builder b =
                client.request(path)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (origin != null) {
            b.header("Origin", origin);
        }
        return send(b);
    }

    Reply delete(String path) {
        return Reply.of(client.delete(path, null));
    }

    /** Sends a request as built (with this device's cookies); the answer whatever it is. */
    Reply send(HttpRequest.Builder b) {
        return Reply.of(client.exchange(b.timeout(TIMEOUT)));
    }

    /** The session cookie's value (null when signed out). */
    String sessionCookie() {
        for (HttpCookie c : cookies.getCookieStore().getCookies()) {
            if (c.getName().equals(Sessions.COOKIE) && !c.getValue().isEmpty()) {
                return c.getValue();
            }
        }
        return null;
    }

    /** Another device holding the same cookie (a stolen or copied session). */
    SignedInClient withCookieOf(String value, int port) {
        SignedInClient other = new SignedInClient(port);
        HttpCookie c = new HttpCookie(Sessions.COOKIE, value);
        c.setPath("/");
        c.setVersion(0);
        other.cookies.getCookieStore().add(URI.create(base), c);
        return other;
    }

    HttpClient http() {
        return http;
    }

    String base() {
        return base;
    }
}
