package org.boardwright.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import java.util.List;
import org.boardwright.server.lobby.Challenge;
import org.boardwright.server.lobby.Lobby;
import org.boardwright.server.lobby.LobbyView;

/** The lobby's endpoints: list, post, cancel, accept, quick pairing. */
public final class LobbyRoutes {

    record ChallengeList(List<LobbyView.ChallengeView> challenges) {}

    record Accepted(String gameId) {}

    private final Lobby lobby;
    private final Sessions sessions;

    public LobbyRoutes(Lobby lobby, Sessions sessions) {
        this.lobby = lobby;
        this.sessions = sessions;
    }

    public void register(RoutesConfig r) {
        r.get(
                "/api/lobby",
                ctx ->
                        Http.json(
                                ctx,
                                200,
                                new ChallengeList(
                                        lobby.visibleTo(sessions.account(ctx).orElse(null)))));
        r.post(
                "/api/lobby/challenges",
                ctx -> {
                    var body = Http.body(ctx, true);
                    Challenge c = lobby.post(sessions.required(ctx), challenge(body));
                    Http.json(ctx, 201, LobbyView.of(c));
                });
        r.delete(
                "/api/lobby/challenges/{id}",
                ctx -> {
                    lobby.cancel(sessions.required(ctx), ctx.pathParam("id"));
                    ctx.status(204);
                });
        r.post(
                "/api/lobby/challenges/{id}/accept",
                ctx -> {
                    Http.body(ctx, false);
                    Http.json(
                            ctx,
                            200,
                            new Accepted(
                                    lobby.accept(sessions.required(ctx), ctx.pathParam("id"))));
                });
        r.post(
                "/api/lobby/quick",
                ctx -> {
                    var body = Http.body(ctx, true);
                    Http.json(
                            ctx,
                            200,
                            lobby.quick(
                                    sessions.required(ctx),
                                    CreateRequest.game(Json.requiredText(body, "game")),
                                    CreateRequest.clock(body.get("clock"))));
                });
    }

    /** A challenge read from a request body; every wrong field a clear 400. */
    private static Lobby.ChallengeRequest challenge(JsonNode body) {
        JsonNode rated = body.get("rated");
        if (rated != null && !rated.isBoolean()) {
            throw ApiException.badRequest("\"rated\" must be true or false");
        }
        return new Lobby.ChallengeRequest(
                CreateRequest.game(Json.requiredText(body, "game")),
                CreateRequest.clock(body.get("clock")),
                CreateRequest.color(body),
                rated != null && rated.asBoolean(),
                Json.integer(body, "ratingMin", 0, 4000),
                Json.integer(body, "ratingMax", 0, 4000),
                Json.text(body, "to"));
    }
}
