package org.boardwright.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.boardwright.server.ApiClient.Reply;
import org.boardwright.server.http.Sessions;

/** A browser-like client with a cookie jar: one device of a player. */
final class SignedInClient {

    final CookieManager cookies = new CookieManager();
    private final HttpClient http;
    private final String base;

    SignedInClient(int port) {
        base = "http://127.0.0.1:" + port;
        http =
                HttpClient.newBuilder()
                        .cookieHandler(cookies)
                        .connectTimeout(Duration.ofSeconds(5))
                        .build();
    }

    Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Reply post(String path, String body) {
        return post(path, body, null);
    }

    /** A POST with an {@code Origin} header, as a browser sends it (null: none). */
    Reply post(String path, String body, String origin) {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create(base + path))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (origin != null) {
            b.header("Origin", origin);
        }
        return send(b);
    }

    Reply delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).DELETE());
    }

    Reply send(HttpRequest.Builder b) {
        try {
            HttpResponse<String> r =
                    http.send(
                            b.timeout(Duration.ofSeconds(30)).build(),
                            HttpResponse.BodyHandlers.ofString());
            JsonNode json = null;
            if (r.headers().firstValue("Content-Type").orElse("").startsWith("application/json")
                    && !r.body().isEmpty()) {
                json = ApiClient.JSON.readTree(r.body());
            }
            return new Reply(r.statusCode(), r.body(), json);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
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
