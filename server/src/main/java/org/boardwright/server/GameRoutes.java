package org.boardwright.server;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Function;
import org.boardwright.engine.record.GameRecord;

/** The game endpoints of docs/API.md: create, read, act, export; each locks its game for the request. */
final class GameRoutes {

    record Links(String play, String watch, @JsonInclude(JsonInclude.Include.NON_NULL) String invite) {
    }

    record CreatedAnswer(String id, Object seat, String token, Links links, GameView.State state) {
    }

    record Positions(List<String> positions) {
    }

    /** An action of a seat on a locked game. */
    @FunctionalInterface
    private interface GameAction {
        void run(LiveGame g, Actor actor);
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

    GameRoutes(GameRepository games, Seating seating, Clocks clocks, Turns turns, GameCreation creation, GameView view,
               RateLimit creations) {
        this.games = games;
        this.seating = seating;
        this.clocks = clocks;
        this.turns = turns;
        this.draws = new Draws(games);
        this.takebacks = new Takebacks(games);
        this.claims = new Claims(games, clocks);
        this.rematches = new Rematches(games, creation);
        this.creation = creation;
        this.view = view;
        this.creations = creations;
    }

    void register(RoutesConfig r) {
        r.get("/api/catalog", ctx -> Http.json(ctx, 200, Catalog.view()));
        r.get("/api/catalog/{spec}", ctx -> Http.json(ctx, 200, Catalog.entry(ctx.pathParam("spec"))));
        r.post("/api/games", this::create);
        r.get("/api/games/{id}", ctx -> read(ctx, g -> view.state(g, seating.actor(g, Http.token(ctx)).you())));
        r.post("/api/games/{id}/moves", ctx -> {
            JsonNode body = Http.body(ctx, true);
            String move = Json.requiredText(body, "move");
            Integer ply = Json.integer(body, "ply", 0, Integer.MAX_VALUE);
            act(ctx, (g, actor) -> turns.move(g, actor, move, ply));
        });
        r.post("/api/games/{id}/resign", ctx -> {
            Http.body(ctx, false);
            act(ctx, turns::resign);
        });
        r.post("/api/games/{id}/draw", ctx -> {
            String action = Json.requiredText(Http.body(ctx, true), "action");
            act(ctx, (g, actor) -> draws.act(g, actor, action));
        });
        r.post("/api/games/{id}/takeback", ctx -> {
            String action = Json.requiredText(Http.body(ctx, true), "action");
            act(ctx, (g, actor) -> takebacks.act(g, actor, action));
        });
        r.post("/api/games/{id}/claim", ctx -> {
            String action = Json.requiredText(Http.body(ctx, true), "action");
            act(ctx, (g, actor) -> claims.act(g, actor, action));
        });
        r.post("/api/games/{id}/rematch", ctx -> {
            String action = Json.requiredText(Http.body(ctx, true), "action");
            act(ctx, (g, actor) -> rematches.act(g, actor, action));
        });
        r.get("/api/games/{id}/positions", ctx -> read(ctx, g -> {
            seating.actor(g, Http.token(ctx)); // the same access as the state: 403 for a token of no seat
            return new Positions(g.play.positions());
        }));
        r.get("/api/games/{id}/record", ctx -> {
            String form = ctx.queryParam("form");
            if (form != null && !form.equals("line") && !form.equals("multi")) {
                throw ApiException.badRequest("form must be line or multi");
            }
            LiveGame g = games.lockFresh(ctx.pathParam("id"));
            try {
                clocks.checkFlag(g);
                ctx.status(200).contentType("text/plain; charset=utf-8").result(record(g, "line".equals(form)));
            } finally {
                g.lock.unlock();
            }
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

    /** Runs a seat's action on a locked game (after letting a fallen flag fall) and answers the new state. */
    private void act(Context ctx, GameAction action) {
        LiveGame g = games.lockFresh(ctx.pathParam("id"));
        try {
            Actor actor = seating.seatedActor(g, Http.token(ctx));
            clocks.checkFlag(g);
            g.pushedState = null;
            action.run(g, actor);
            // The state just pushed to the sockets if any (built once per change), else built now.
            GameView.State pushed = g.pushedState;
            g.pushedState = null;
            Http.json(ctx, 200, pushed != null ? pushed.as(actor.you()) : view.state(g, actor.you()));
        } finally {
            g.lock.unlock();
        }
    }

    private void create(Context ctx) {
        JsonNode body = Http.body(ctx, true);
        if (!creations.allow(ctx.ip(), games.now())) {
            throw new ApiException(429, "rate_limited", "too many new games from this address; try again in a minute");
        }
        GameCreation.Created created = creation.create(CreateRequest.read(body));
        LiveGame g = games.lock(created.game().id());
        try {
            String id = g.id();
            Links links = new Links("/g/" + id + "#t=" + created.token(), "/g/" + id,
                    created.inviteToken() == null ? null : "/g/" + id + "#t=" + created.inviteToken());
            Http.json(ctx, 201, new CreatedAnswer(id, created.seat(), created.token(), links, view.state(g, created.seat())));
        } finally {
            g.lock.unlock();
        }
    }

    /** The game's record (docs/rules/README.md): the multi-line form, or the one-line form. */
    static String record(LiveGame g, boolean oneLine) {
        GameRecord.Builder b = g.play.record(playerName(g, 0), playerName(g, 1))
                .date(LocalDate.ofInstant(java.time.Instant.ofEpochMilli(g.setup.createdAt()), ZoneOffset.UTC));
        if (g.outcome.status() == GameStatus.FINISHED && !g.play.isOver()) {
            b.result(org.boardwright.engine.Result.fromNotation(g.outcome.result()));
        }
        if (!g.isActive() && g.outcome.reason() != null) {
            b.tag("Termination", g.outcome.reason());
        }
        if (!g.isActive() && g.game.descriptor().chance()) {
            b.tag("Seed", Long.toString(g.setup.seed()));
        }
        GameRecord record = b.build();
        return oneLine ? record.toOneLine() + "\n" : record.toMultiLine();
    }

    private static String playerName(LiveGame g, int seat) {
        SeatRow s = g.seats[seat];
        return s.isComputer() ? s.level() : "human";
    }
}
