package org.boardwright.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.boardwright.server.pictures.LinkPreview;

/**
 * The web UI's page for the paths the page reads itself (a player, a leaderboard, watching, a
 * game); a game's page carries its link preview.
 */
public final class PageRoutes {

    private final LinkPreview preview;
    private final String publicUrl;

    /**
     * @param publicUrl the site's address for link previews; null: none
     */
    public PageRoutes(LinkPreview preview, String publicUrl) {
        this.preview = preview;
        this.publicUrl = publicUrl;
    }

    public void register(RoutesConfig r) {
        r.get("/@/{name}", PageRoutes::page);
        r.get("/leaderboard/{game}", PageRoutes::page);
        r.get("/leaderboard", PageRoutes::page);
        r.get("/watch", PageRoutes::page);
        r.get("/players", PageRoutes::page);
        r.get(
                "/g/{id}",
                ctx ->
                        ctx.contentType("text/html; charset=utf-8")
                                .result(
                                        preview.page(
                                                new String(html(), StandardCharsets.UTF_8),
                                                ctx.pathParam("id"),
                                                publicUrl)));
    }

    private static void page(Context ctx) throws IOException {
        ctx.contentType("text/html; charset=utf-8").result(html());
    }

    private static byte[] html() throws IOException {
        try (InputStream page = PageRoutes.class.getResourceAsStream("/web/index.html")) {
            if (page == null) {
                throw ApiException.notFound("the web UI is missing from this build");
            }
            return page.readAllBytes();
        }
    }
}
