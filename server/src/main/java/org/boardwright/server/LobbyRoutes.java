package org.boardwright.server;

import io.javalin.config.RoutesConfig;
import java.util.List;

/** The lobby's endpoints: list, post, cancel, accept, quick pairing; and its WebSocket. */
final class LobbyRoutes {

    record ChallengeList(List<LobbyView.ChallengeView> challenges) {}

    record Accepted(String gameId) {}

    private final Lobby lobby;
    private final Sessions sessions;
    private final LobbySockets sockets;

    LobbyRoutes(Lobby lobby, Sessions sessions, LobbySockets sockets) {
        this.lobby = lobby;
        this.sessions = sessions;
        this.sockets = sockets;
    }

    void register(RoutesConfig r) {
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
                    Challenge c = lobby.post(sessions.required(ctx), body);
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
                    Http.json(ctx, 200, lobby.quick(sessions.required(ctx), body));
                });
        r.ws("/api/lobby/ws", sockets::configure);
    }
}
