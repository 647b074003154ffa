package org.boardwright.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.Games;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.accounts.AccountStore;
import org.boardwright.server.accounts.Usernames;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Wire;
import org.boardwright.server.play.PlayerGames;
import org.boardwright.server.ratings.RatingStore;

/** Player pages and leaderboards: ratings with their history, games, wins/draws/losses. */
public final class PlayerRoutes {

    record RatingView(
            String game, String name, int rating, int deviation, boolean provisional, int games) {}

    record Profile(
            String username,
            boolean bot,
            long createdAt,
            List<RatingView> ratings,
            List<PlayerGames.Tally> record) {}

    record History(String game, List<RatingStore.Point> points) {}

    /**
     * A game's leaderboard and who may be on it: established ratings only, with at least {@code
     * minGames} rated games, the last within {@code recentDays}.
     */
    record Board(String game, String name, List<Line> players, int minGames, int recentDays) {}

    /** Players found by the start of their name. */
    record Found(String prefix, List<FoundPlayer> players) {}

    record FoundPlayer(String username, long createdAt) {}

    /** How many players a search answers at most. */
    static final int SEARCH_LIMIT = 20;

    private static final java.util.regex.Pattern NAME_CHARACTERS =
            java.util.regex.Pattern.compile("[A-Za-z0-9_-]{1," + Usernames.MAX_LENGTH + "}");

    record Line(
            int rank, String username, boolean bot, int rating, boolean provisional, int games) {}

    private final AccountStore accounts;
    private final RatingStore ratings;
    private final PlayerGames games;
    private final Sessions sessions;

    private final java.time.InstantSource time;

    public PlayerRoutes(
            AccountStore accounts,
            RatingStore ratings,
            PlayerGames games,
            Sessions sessions,
            java.time.InstantSource time) {
        this.time = time;
        this.sessions = sessions;
        this.accounts = accounts;
        this.ratings = ratings;
        this.games = games;
    }

    public void register(RoutesConfig r) {
        r.get(
                "/api/players",
                ctx -> {
                    String prefix = prefix(ctx);
                    List<FoundPlayer> found = new ArrayList<>();
                    for (Account a : accounts.withPrefix(prefix, SEARCH_LIMIT)) {
                        found.add(new FoundPlayer(a.username(), a.createdAt()));
                    }
                    Http.json(ctx, 200, new Found(prefix, found));
                });
        r.get(
                "/api/players/{name}",
                ctx -> {
                    Account a = account(ctx);
                    List<RatingView> list = new ArrayList<>();
                    for (RatingStore.Entry e : ratings.all(a.id())) {
                        list.add(view(e));
                    }
                    Http.json(
                            ctx,
                            200,
                            new Profile(
                                    a.username(),
                                    a.bot(),
                                    a.createdAt(),
                                    list,
                                    games.tallies(a.id())));
                });
        r.get(
                "/api/players/{name}/games",
                ctx -> {
                    Account a = account(ctx);
                    int page = page(ctx);
                    boolean own =
                            sessions.account(ctx).map(me -> me.id().equals(a.id())).orElse(false);
                    Http.json(
                            ctx,
                            200,
                            new AccountRoutes.Games(
                                    page,
                                    games.page(a.id(), gameFilter(ctx), filter(ctx), page, own)));
                });
        r.get(
                "/api/players/{name}/history/{game}",
                ctx -> {
                    Account a = account(ctx);
                    String game = gameId(ctx.pathParam("game"));
                    Http.json(ctx, 200, new History(game, ratings.history(a.id(), game)));
                });
        r.get(
                "/api/leaderboard/{game}",
                ctx -> {
                    String game = gameId(ctx.pathParam("game"));
                    List<Line> lines = new ArrayList<>();
                    for (RatingStore.Ranked p : ratings.leaderboard(game, 100, time.millis())) {
                        lines.add(
                                new Line(
                                        lines.size() + 1,
                                        p.username(),
                                        p.bot(),
                                        (int) Math.round(p.rating().rating()),
                                        p.rating().provisional(),
                                        p.games()));
                    }
                    Http.json(
                            ctx,
                            200,
                            new Board(
                                    game,
                                    Games.get(game).descriptor().name(),
                                    lines,
                                    RatingStore.LEADERBOARD_MIN_GAMES,
                                    (int) (RatingStore.LEADERBOARD_RECENT_MS / 86_400_000L)));
                });
    }

    private Account account(Context ctx) {
        String name = ctx.pathParam("name");
        return accounts.byName(name)
                .orElseThrow(() -> ApiException.notFound("no player " + Refusal.echo(name)));
    }

    private static RatingView view(RatingStore.Entry e) {
        return new RatingView(
                e.game(),
                Games.get(e.game()).descriptor().name(),
                (int) Math.round(e.rating().rating()),
                (int) Math.round(e.rating().deviation()),
                e.rating().provisional(),
                e.games());
    }

    private static String gameId(String id) {
        if (!Games.ids().contains(id)) {
            throw ApiException.notFound("no game " + Refusal.echo(id));
        }
        return id;
    }

    /** The {@code ?game=} filter: a game's id, or null for all. */
    static String gameFilter(Context ctx) {
        String game = ctx.queryParam("game");
        if (game == null || game.isEmpty()) {
            return null;
        }
        if (!Games.ids().contains(game)) {
            throw ApiException.badRequest(
                    "game must be one of "
                            + String.join(", ", Games.ids())
                            + ", not "
                            + Refusal.echo(game));
        }
        return game;
    }

    /** The {@code ?result=} filter: all, active, win, draw or loss. */
    static PlayerGames.Filter filter(Context ctx) {
        String result = ctx.queryParam("result");
        if (result == null || result.isEmpty()) {
            return PlayerGames.Filter.ALL;
        }
        PlayerGames.Filter f = Wire.parse(PlayerGames.Filter.class, result);
        if (f == null) {
            throw ApiException.badRequest("result must be all, active, win, draw or loss");
        }
        return f;
    }

    /** The {@code ?prefix=} of a player search: 1 to 20 of the characters names are made of. */
    static String prefix(Context ctx) {
        String prefix = ctx.queryParam("prefix");
        if (prefix == null || !NAME_CHARACTERS.matcher(prefix).matches()) {
            throw ApiException.badRequest(
                    "prefix must be 1 to "
                            + Usernames.MAX_LENGTH
                            + " letters (a-z), digits, '_' or '-'");
        }
        return prefix;
    }

    /** The {@code ?page=} number, from 0. */
    static int page(Context ctx) {
        String page = ctx.queryParam("page");
        if (page == null) {
            return 0;
        }
        try {
            int p = Integer.parseInt(page);
            if (p < 0 || p > 10_000) {
                throw new NumberFormatException();
            }
            return p;
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("page must be a whole number from 0 to 10000");
        }
    }
}
