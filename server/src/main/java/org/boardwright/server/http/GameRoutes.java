package org.boardwright.server.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Function;
import org.boardwright.engine.record.GameRecord;
import org.boardwright.engine.record.RecordFormat;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.common.RateLimit;
import org.boardwright.server.play.Actor;
import org.boardwright.server.play.Claims;
import org.boardwright.server.play.Clocks;
import org.boardwright.server.play.Draws;
import org.boardwright.server.play.GameCreation;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.GameStatus;
import org.boardwright.server.play.GameView;
import org.boardwright.server.play.Invitations;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.NamedEngines;
import org.boardwright.server.play.RecordTags;
import org.boardwright.server.play.Rematches;
import org.boardwright.server.play.SeatRow;
import org.boardwright.server.play.Seating;
import org.boardwright.server.play.Takebacks;
import org.boardwright.server.play.Turns;

/**
 * The game endpoints of docs/API.md: create, read, act, export; each locks its game for the
 * request.
 */
public final class GameRoutes {

    record Links(
            String play, String watch, @JsonInclude(JsonInclude.Include.NON_NULL) String invite) {}

    record CreatedAnswer(
            String id,
            Object seat,
            String token,
            Links links,
            String imported,
            GameView.State state) {}

    record Positions(List<String> positions) {}

    /**
     * The answer to a join: the caller's seat, the friend's new token (only when the invitation was
     * just used), the state.
     */
    record JoinAnswer(
            String id,
            int seat,
            @JsonInclude(JsonInclude.Include.NON_NULL) String token,
            boolean ownInvitation,
            GameView.State state) {}

    /** An action of a seat on a locked game. */
    @FunctionalInterface
    private interface GameAction {
        void run(LiveGame g, Actor actor);
    }

    /** A named action of a seat on a locked game. */
    @FunctionalInterface
    private interface OfferAction {
        void run(LiveGame g, Actor actor, String action);
    }

    private final GameRepository games;
    private final Seating seating;
    private final Clocks clocks;
    private final Turns turns;
    private final Draws draws;
    private final Takebacks takebacks;
    private final Claims claims;
    private final Rematches rematches;
    private final GameCreation creation;
    private final GameView view;
    private final RateLimit creations;
    private final Invitations invitations;
    private final Sessions sessions;
    private final NamedEngines engines;

    public GameRoutes(
            GameRepository games,
            Seating seating,
            Clocks clocks,
            Turns turns,
            GameCreation creation,
            GameView view,
            RateLimit creations,
            Sessions sessions,
            NamedEngines engines) {
        this.games = games;
        this.engines = engines;
        this.sessions = sessions;
        this.seating = seating;
        this.clocks = clocks;
        this.turns = turns;
        this.draws = new Draws(games);
        this.takebacks = new Takebacks(games);
        this.claims = new Claims(games, clocks);
        this.rematches = new Rematches(games, creation, creations);
        this.creation = creation;
        this.view = view;
        this.creations = creations;
        this.invitations = new Invitations(games, seating);
    }

    public void register(RoutesConfig r) {
        r.get("/api/catalog", ctx -> Http.json(ctx, 200, Catalog.view(engines)));
        r.get(
                "/api/catalog/{spec}",
                ctx -> Http.json(ctx, 200, Catalog.entry(ctx.pathParam("spec"), engines)));
        r.get(
                "/rules/{file}",
                ctx ->
                        ctx.status(200)
                                .contentType("application/json")
                                .result(Catalog.rules(ctx.pathParam("file"))));
        r.post("/api/games", this::create);
        r.get(
                "/api/games/{id}",
                ctx ->
                        read(
                                ctx,
                                g ->
                                        view.state(
                                                g,
                                                seating.actor(g, sessions.credentials(ctx))
                                                        .you())));
        r.post(
                "/api/games/{id}/moves",
                ctx -> {
                    JsonNode body = Http.body(ctx, true);
                    String move = Json.requiredText(body, "move");
                    Integer ply = Json.integer(body, "ply", 0, Integer.MAX_VALUE);
                    act(ctx, (g, actor) -> turns.move(g, actor, move, ply));
                });
        r.post(
                "/api/games/{id}/resign",
                ctx -> {
                    Http.body(ctx, false);
                    act(ctx, turns::resign);
                });
        r.post("/api/games/{id}/join", this::join);
        offerRoute(r, "draw", draws::act);
        offerRoute(r, "takeback", takebacks::act);
        offerRoute(r, "claim", claims::act);
        r.post(
                "/api/games/{id}/rematch",
                ctx -> {
                    String name = Json.requiredText(Http.body(ctx, true), "action");
                    act(
                            ctx,
                            (g, actor) ->
                                    rematches.act(
                                            g,
                                            actor,
                                            name,
                                            Http.client(ctx),
                                            accountKey(sessions.account(ctx).orElse(null))));
                });
        r.get(
                "/api/games/{id}/positions",
                ctx ->
                        read(
                                ctx,
                                g -> {
                                    // the same access as the state: 403 for a token of no seat
                                    seating.actor(g, sessions.credentials(ctx));
                                    return new Positions(g.play.positions());
                                }));
        r.get(
                "/api/games/{id}/record",
                ctx -> {
                    String form = ctx.queryParam("form");
                    if (form != null && !form.equals("line") && !form.equals("multi")) {
                        throw ApiException.badRequest("form must be line or multi");
                    }
                    String format = ctx.queryParam("format");
                    LiveGame g = games.lockFresh(ctx.pathParam("id"));
                    try {
                        clocks.checkFlag(g);
                        String text;
                        if (format == null || format.equals("boardwright")) {
                            text = record(g, "line".equals(form));
                        } else {
                            text = formatOf(g.game, format).write(recordOf(g));
                        }
                        ctx.status(200).contentType("text/plain; charset=utf-8").result(text);
                    } finally {
                        g.lock.unlock();
                    }
                });
    }

    /**
     * An action named in the body ({@code {"action": "offer"}}), for draws, takebacks, claims and
     * rematches.
     */
    private void offerRoute(RoutesConfig r, String what, OfferAction action) {
        r.post(
                "/api/games/{id}/" + what,
                ctx -> {
                    String name = Json.requiredText(Http.body(ctx, true), "action");
                    act(ctx, (g, actor) -> action.run(g, actor, name));
                });
    }

    /** Answers a read of a locked game, after letting a fallen flag fall. */
    private void read(Context ctx, Function<LiveGame, Object> answer) {
        LiveGame g = games.lockFresh(ctx.pathParam("id"));
        try {
            clocks.checkFlag(g);
            Http.json(ctx, 200, answer.apply(g));
        } finally {
            g.lock.unlock();
        }
    }

    /**
     * Runs a seat's action on a locked game (after letting a fallen flag fall) and answers the new
     * state.
     */
    private void act(Context ctx, GameAction action) {
        LiveGame g = games.lockFresh(ctx.pathParam("id"));
        try {
            Actor actor = seating.seatedActor(g, sessions.credentials(ctx));
            g.client = Http.client(ctx);
            clocks.checkFlag(g);
            g.pushedState = null;
            action.run(g, actor);
            // The state just pushed to the sockets if any (built once per change), else built now.
            GameView.State pushed = g.pushedState;
            g.pushedState = null;
            Http.json(
                    ctx, 200, pushed != null ? pushed.as(actor.you()) : view.state(g, actor.you()));
        } finally {
            g.lock.unlock();
        }
    }

    /** The key that limits a signed-in player's games from every address at once. */
    private static String accountKey(Account account) {
        return account == null ? null : "account:" + account.id();
    }

    private void create(Context ctx) {
        JsonNode body = Http.body(ctx, true);
        Account account = sessions.account(ctx).orElse(null);
        if (!creations.allow(games.now(), Http.client(ctx), accountKey(account))) {
            throw GameCreation.tooManyGames();
        }
        GameCreation.NewGame request = CreateRequest.read(body, engines);
        GameCreation.Created created = creation.create(request, Http.client(ctx), account);
        LiveGame g = games.lock(created.game().id());
        try {
            String id = g.id();
            Links links =
                    new Links(
                            "/g/" + id + "#t=" + created.token(),
                            "/g/" + id,
                            created.inviteToken() == null
                                    ? null
                                    : "/g/" + id + "#i=" + created.inviteToken());
            Http.json(
                    ctx,
                    201,
                    new CreatedAnswer(
                            id,
                            created.seat(),
                            created.token(),
                            links,
                            request.imported(),
                            view.state(g, created.seat())));
        } finally {
            g.lock.unlock();
        }
    }

    /**
     * A friend's join: the invite token exchanged for a seat token (or, for a seat's own token,
     * that seat kept).
     */
    private void join(Context ctx) {
        String invite = Json.requiredText(Http.body(ctx, true), "invite");
        LiveGame g = games.lockFresh(ctx.pathParam("id"));
        try {
            Invitations.Joined joined = invitations.join(g, invite, sessions.credentials(ctx));
            Http.json(
                    ctx,
                    200,
                    new JoinAnswer(
                            g.id(),
                            joined.seat(),
                            joined.token(),
                            joined.ownInvitation(),
                            view.state(g, joined.seat())));
        } finally {
            g.lock.unlock();
        }
    }

    /** The game's record (docs/rules/README.md): the multi-line form, or the one-line form. */
    static String record(LiveGame g, boolean oneLine) {
        GameRecord record = recordOf(g);
        return oneLine ? record.toOneLine() + "\n" : record.toMultiLine();
    }

    /** A record format the game has ({@code ?format=pdn}), or a 400 naming those it has. */
    static RecordFormat formatOf(org.boardwright.engine.Game game, String name) {
        StringBuilder names = new StringBuilder("boardwright");
        for (RecordFormat f : game.recordFormats()) {
            if (f.name().equals(name)) {
                return f;
            }
            names.append(" or ").append(f.name());
        }
        throw ApiException.badRequest("format must be " + names + " for " + game.name());
    }

    /** The game's record, checked. */
    static GameRecord recordOf(LiveGame g) {
        GameRecord.Builder b =
                g.play.record(playerName(g, 0), playerName(g, 1))
                        .date(
                                LocalDate.ofInstant(
                                        java.time.Instant.ofEpochMilli(g.setup.createdAt()),
                                        ZoneOffset.UTC));
        // An imported record's players, date, event and other tags go back out with the game.
        RecordTags.apply(g.recordTags, g.game, b);
        if (g.outcome.status() == GameStatus.FINISHED && !g.play.isOver()) {
            b.result(org.boardwright.engine.Result.fromNotation(g.outcome.result()));
        }
        if (!g.isActive() && g.outcome.reason() != null) {
            b.tag("Termination", g.outcome.reason());
        }
        if (!g.isActive() && g.game.descriptor().chance()) {
            b.tag("Seed", Long.toString(g.setup.seed()));
        }
        return b.build();
    }

    private static String playerName(LiveGame g, int seat) {
        SeatRow s = g.seats[seat];
        if (s.player() != null) {
            return s.player().name();
        }
        return s.isComputer() ? s.level() : "human";
    }
}
