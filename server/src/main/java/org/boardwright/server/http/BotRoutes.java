package org.boardwright.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.bot.Bots;
import org.boardwright.server.bot.EventFeed;
import org.boardwright.server.bot.GameFeed;
import org.boardwright.server.bot.Scope;
import org.boardwright.server.common.RateLimit;
import org.boardwright.server.lobby.Lobby;
import org.boardwright.server.lobby.LobbyView;
import org.boardwright.server.play.Actor;
import org.boardwright.server.play.Clocks;
import org.boardwright.server.play.Draws;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.GameView;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.Seating;
import org.boardwright.server.play.Turns;

/**
 * The bot API of docs/API.md, in the manner of lichess's: an API token ({@code Authorization:
 * Bearer bwp_...}) of a bot account streams its events and games as NDJSON and plays by POST. The
 * moves, resignations, draws and challenges go through the same classes as the web page's.
 */
public final class BotRoutes {

    /** Writes (moves, answers) one bot may send a minute. */
    static final int WRITES_PER_MINUTE = 300;

    /** Streams one account may hold open at once. */
    static final int STREAMS_PER_ACCOUNT = 16;

    /** Streams one client address may hold open at once, whatever accounts it uses. */
    static final int STREAMS_PER_ADDRESS = 32;

    /**
     * Streams one instance holds at once: each holds a request thread (the HTTP server has 250), so
     * streams never take the threads the other requests need.
     */
    static final int STREAMS_PER_SERVER = 128;

    record Me(String id, String username, boolean bot, List<String> scopes) {}

    record Ok(boolean ok) {}

    record Challenges(List<LobbyView.ChallengeView> challenges) {}

    record Accepted(String gameId) {}

    private final Bots bots;
    private final Lobby lobby;
    private final GameRepository games;
    private final Seating seating;
    private final Clocks clocks;
    private final Turns turns;
    private final Draws draws;
    private final NdjsonStreams streams;
    private final RateLimit writes = new RateLimit(WRITES_PER_MINUTE);
    private final StreamCounts open =
            new StreamCounts(STREAMS_PER_ACCOUNT, STREAMS_PER_ADDRESS, STREAMS_PER_SERVER);

    public BotRoutes(
            Bots bots,
            Lobby lobby,
            GameRepository games,
            Seating seating,
            Clocks clocks,
            Turns turns,
            NdjsonStreams streams) {
        this.bots = bots;
        this.lobby = lobby;
        this.games = games;
        this.seating = seating;
        this.clocks = clocks;
        this.turns = turns;
        this.draws = new Draws(games);
        this.streams = streams;
    }

    public void register(RoutesConfig r) {
        r.get(
                "/api/bot/account",
                ctx -> {
                    Bots.TokenUser u = user(ctx);
                    Http.json(
                            ctx,
                            200,
                            new Me(
                                    u.account().id(),
                                    u.account().username(),
                                    bots.isBot(u.account()),
                                    u.scopes().stream().map(Scope::wire).toList()));
                });
        r.get(
                "/api/bot/challenges",
                ctx -> {
                    Bots.TokenUser u = user(ctx);
                    u.require(Scope.CHALLENGE_READ);
                    Http.json(ctx, 200, new Challenges(bots.challengesTo(u.account())));
                });
        r.get("/api/bot/stream/event", this::eventStream);
        r.get("/api/bot/game/stream/{id}", this::gameStream);
        r.post(
                "/api/bot/game/{id}/move/{move}",
                ctx -> {
                    String move = ctx.pathParam("move");
                    act(ctx, (g, actor) -> turns.move(g, actor, move, null));
                });
        r.post("/api/bot/game/{id}/resign", ctx -> act(ctx, turns::resign));
        r.post(
                "/api/bot/game/{id}/draw/{action}",
                ctx -> {
                    String action = ctx.pathParam("action");
                    if (!List.of("offer", "accept", "decline").contains(action)) {
                        throw ApiException.badRequest("a draw action is offer, accept or decline");
                    }
                    act(ctx, (g, actor) -> draws.act(g, actor, action));
                });
        r.post(
                "/api/bot/challenge/{id}/accept",
                ctx -> {
                    Account bot = player(ctx);
                    Http.json(ctx, 200, new Accepted(lobby.accept(bot, ctx.pathParam("id"))));
                });
        r.post(
                "/api/bot/challenge/{id}/decline",
                ctx -> {
                    lobby.decline(player(ctx), ctx.pathParam("id"));
                    Http.json(ctx, 200, new Ok(true));
                });
    }

    /** The owner of the request's API token: 401 for none, or one unknown or revoked. */
    private Bots.TokenUser user(Context ctx) {
        String token = Http.token(ctx);
        if (token == null) {
            throw new ApiException(
                    401, "token_required", "send an API token: Authorization: Bearer <token>");
        }
        return bots.authenticate(token)
                .orElseThrow(
                        () -> new ApiException(401, "bad_token", "unknown or revoked API token"));
    }

    /** A bot account whose token may play: 401, 403 for a missing scope or a person's account. */
    private Account bot(Context ctx) {
        Bots.TokenUser u = user(ctx);
        u.require(Scope.BOT_PLAY);
        bots.requireBot(u.account());
        return u.account();
    }

    /** A bot sending a write, within its rate. */
    private Account player(Context ctx) {
        Account bot = bot(ctx);
        if (!writes.allow(bot.id(), games.now())) {
            throw new ApiException(
                    429, "rate_limited", "at most " + WRITES_PER_MINUTE + " writes a minute");
        }
        return bot;
    }

    @FunctionalInterface
    private interface GameAction {
        void run(LiveGame g, Actor actor);
    }

    private void act(Context ctx, GameAction action) {
        Account bot = player(ctx);
        LiveGame g = games.lockFresh(ctx.pathParam("id"));
        try {
            Actor actor = seating.seatedActor(g, Bots.credentials(bot));
            g.client = Http.client(ctx);
            clocks.checkFlag(g);
            action.run(g, actor);
            Http.json(ctx, 200, new Ok(true));
        } finally {
            g.lock.unlock();
        }
    }

    private void eventStream(Context ctx) {
        Account bot = bot(ctx);
        EventFeed feed = bots.events(bot);
        stream(ctx, bot, out -> feed.poll().forEach(out::line), () -> false, 500);
    }

    /**
     * Whether the request's token is still live (not revoked, its account not deleted), read from
     * the database before each poll: a stream sends nothing after either.
     */
    private BooleanSupplier tokenLive(Context ctx) {
        String token = Http.token(ctx);
        return () -> bots.authenticate(token).isPresent();
    }

    private void gameStream(Context ctx) {
        Account bot = bot(ctx);
        GameFeed feed = bots.game(bot, ctx.pathParam("id"));
        boolean[] first = {true};
        stream(
                ctx,
                bot,
                out ->
                        feed.poll()
                                .ifPresent(
                                        state -> {
                                            out.line(
                                                    new StateLine(
                                                            first[0] ? "gameFull" : "gameState",
                                                            state));
                                            first[0] = false;
                                        }),
                feed::over,
                200);
    }

    record StateLine(String type, GameView.State state) {}

    private void stream(
            Context ctx,
            Account bot,
            NdjsonStreams.Source source,
            BooleanSupplier done,
            long pollMs) {
        String address = Http.client(ctx);
        StreamCounts.Refused refused = open.admit(bot.id(), address);
        if (refused != null) {
            throw switch (refused) {
                case ACCOUNT ->
                        new ApiException(
                                429,
                                "too_many_streams",
                                "at most " + STREAMS_PER_ACCOUNT + " streams at once");
                case ADDRESS ->
                        new ApiException(
                                429,
                                "too_many_streams",
                                "at most "
                                        + STREAMS_PER_ADDRESS
                                        + " streams at once from this address");
                case SERVER ->
                        new ApiException(
                                503,
                                "busy",
                                "the server holds all the streams it can; try again later");
            };
        }
        try {
            streams.run(ctx, source, done, tokenLive(ctx), pollMs);
        } finally {
            open.release(bot.id(), address);
        }
    }
}
