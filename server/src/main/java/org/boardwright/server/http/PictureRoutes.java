package org.boardwright.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.boardwright.server.pictures.GamePictures;

/** {@code GET /api/games/{id}/image} and {@code /gif}: the pictures of docs/API.md. */
public final class PictureRoutes {

    private final GamePictures pictures;

    public PictureRoutes(GamePictures pictures) {
        this.pictures = pictures;
    }

    public void register(RoutesConfig r) {
        r.get(
                "/api/games/{id}/image",
                ctx ->
                        send(
                                ctx,
                                pictures.image(
                                        ctx.pathParam("id"),
                                        Http.token(ctx),
                                        ctx.queryParam("format"),
                                        ctx.queryParam("ply"))));
        r.get(
                "/api/games/{id}/gif",
                ctx -> send(ctx, pictures.gif(ctx.pathParam("id"), Http.token(ctx))));
    }

    private static void send(Context ctx, GamePictures.Picture picture) {
        ctx.header("Cache-Control", "no-cache");
        ctx.header("Content-Disposition", "inline; filename=\"" + picture.fileName() + "\"");
        ctx.contentType(picture.mediaType()).result(picture.bytes());
    }
}
