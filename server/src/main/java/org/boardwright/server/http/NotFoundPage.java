package org.boardwright.server.http;

import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;

/**
 * The answer to an unknown address asked for by a browser (a path outside {@code /api/} whose
 * request accepts HTML): a page in the site's style with a way back, instead of the API's JSON
 * error. API paths and other clients keep the JSON error of docs/API.md.
 */
public final class NotFoundPage {
    private NotFoundPage() {}

    /** Whether this request should get the HTML page rather than the JSON error. */
    public static boolean wanted(Context ctx) {
        String accept = ctx.header("Accept");
        return !ctx.path().startsWith("/api/")
                && accept != null
                && accept.contains("text/html")
                && "GET".equals(ctx.method().name());
    }

    public static void send(Context ctx) {
        String html =
                """
                <!doctype html>
                <html lang="en">
                <head>
                  <meta charset="utf-8">
                  <meta name="viewport" content="width=device-width, initial-scale=1">
                  <meta name="color-scheme" content="light dark">
                  <title>Page not found · Boardwright</title>
                  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
                  <link rel="stylesheet" href="/style.css">
                  <script src="/js/theme-early.js"></script>
                </head>
                <body>
                  <header class="top"><a class="brand" href="/">Boardwright</a>
                    <nav aria-label="Site"><a href="/">Games</a> <a href="/?about">About</a></nav></header>
                  <main id="main"><section class="panel not-found">
                    <h1>Page not found</h1>
                    <p>There is no page at this address. A game's address looks like /g/ followed by its id.</p>
                    <p><a class="button primary" href="/">All games</a></p>
                  </section></main>
                </body>
                </html>
                """;
        ctx.status(404)
                .contentType("text/html; charset=utf-8")
                .result(html.getBytes(StandardCharsets.UTF_8));
    }
}
