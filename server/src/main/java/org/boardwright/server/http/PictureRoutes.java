package org.boardwright.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.concurrent.CompletionException;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.pictures.GamePictures;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code GET /api/games/{id}/image} and {@code /gif}: the pictures of docs/API.md, with their ETag;
 * {@code 304} with nothing drawn for a request that holds it ({@code If-None-Match}).
 */
public final class PictureRoutes {

    private static final Logger LOG = LoggerFactory.getLogger(PictureRoutes.class);

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
                                        ctx.queryParam("ply"),
                                        ctx.queryParam("side"))));
        r.get(
                "/api/games/{id}/gif",
                ctx ->
                        send(
                                ctx,
                                pictures.gif(
                                        ctx.pathParam("id"),
                                        Http.token(ctx),
                                        ctx.queryParam("side"))));
    }

    private static void send(Context ctx, GamePictures.Asked asked) {
        ctx.header("Cache-Control", "no-cache");
        ctx.header("ETag", asked.etag());
        if (holds(ctx.header("If-None-Match"), asked.etag())) {
            ctx.status(304);
            return;
        }
        var future = asked.picture(Http.client(ctx));
        ctx.future(
                () ->
                        future.handle(
                                (picture, failure) -> {
                                    if (failure == null) {
                                        ctx.header(
                                                "Content-Disposition",
                                                "inline; filename=\"" + picture.fileName() + "\"");
                                        ctx.contentType(picture.mediaType())
                                                .result(picture.bytes());
                                        return null;
                                    }
                                    Throwable cause =
                                            failure instanceof CompletionException
                                                            && failure.getCause() != null
                                                    ? failure.getCause()
                                                    : failure;
                                    if (cause instanceof Refusal refusal) {
                                        Http.error(ctx, ApiException.of(refusal));
                                    } else {
                                        LOG.error("drawing a picture failed", cause);
                                        Http.error(
                                                ctx,
                                                new ApiException(
                                                        500,
                                                        "internal",
                                                        "drawing the picture failed"));
                                    }
                                    return null;
                                }));
    }

    /** Whether an If-None-Match header names this ETag (or is {@code *}); weak tags compare too. */
    static boolean holds(String ifNoneMatch, String etag) {
        if (ifNoneMatch == null) {
            return false;
        }
        for (String tag : ifNoneMatch.split(",")) {
            String t = tag.strip();
            if (t.startsWith("W/")) {
                t = t.substring(2);
            }
            if (t.equals("*") || t.equals(etag)) {
                return true;
            }
        }
        return false;
    }
}
