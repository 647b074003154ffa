package org.boardwright.server.http;

import io.javalin.config.RoutesConfig;
import java.time.InstantSource;
import java.util.List;
import org.boardwright.server.play.WatchedGames;

/** The games anyone may watch: those being played now, and the best finished lately. */
public final class WatchRoutes {

    /** A page of watched games; a page shorter than {@code pageSize} is the last. */
    record Page(int page, int pageSize, List<WatchedGames.Line> games) {}

    private final WatchedGames watched;
    private final InstantSource time;

    public WatchRoutes(WatchedGames watched, InstantSource time) {
        this.watched = watched;
        this.time = time;
    }

    public void register(RoutesConfig r) {
        r.get(
                "/api/watch/live",
                ctx -> {
                    int page = PlayerRoutes.page(ctx);
                    Http.json(ctx, 200, new Page(page, WatchedGames.PAGE_SIZE, watched.live(page)));
                });
        r.get(
                "/api/watch/best",
                ctx -> {
                    int page = PlayerRoutes.page(ctx);
                    Http.json(
                            ctx,
                            200,
                            new Page(
                                    page,
                                    WatchedGames.PAGE_SIZE,
                                    watched.best(page, time.millis())));
                });
    }
}
