package org.boardwright.server.http;

import io.javalin.http.Context;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.boardwright.ai.Analysis;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.server.play.Actor;
import org.boardwright.server.play.Clocks;
import org.boardwright.server.play.ComputerPlayers;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.Seating;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code GET /api/games/{id}/analysis}: the best move, score and line at a ply, from the analysis
 * worker. During a game only the current position, only for a seat, and only where hints are
 * allowed (against the computer, in hot-seat); any ply of a finished game.
 */
public final class AnalysisRoute {

    private static final Logger LOG = LoggerFactory.getLogger(AnalysisRoute.class);

    /** The answer: nulls (and mate 0) where the position is over or the dice are to be thrown. */
    record Answer(
            int ply,
            String bestMove,
            Integer score,
            int mate,
            List<String> pv,
            Double winProbability,
            String sideToMove,
            String endgame,
            Integer endgamePlies,
            Integer endgameEndPlies,
            String endgameText) {}

    private final GameRepository games;
    private final Seating seating;
    private final Clocks clocks;
    private final ComputerPlayers computer;
    private final Sessions sessions;

    public AnalysisRoute(
            GameRepository games,
            Seating seating,
            Clocks clocks,
            ComputerPlayers computer,
            Sessions sessions) {
        this.sessions = sessions;
        this.games = games;
        this.seating = seating;
        this.clocks = clocks;
        this.computer = computer;
    }

    public void handle(Context ctx) {
        String plyText = ctx.queryParam("ply");
        Integer requested = null;
        if (plyText != null) {
            try {
                requested = Integer.parseInt(plyText);
            } catch (NumberFormatException e) {
                throw ApiException.badRequest("ply must be a whole number");
            }
        }
        GameState position;
        Game game;
        int ply;
        LiveGame g = games.lockFresh(ctx.pathParam("id"));
        try {
            clocks.checkFlag(g);
            ply = requested == null ? g.ply() : requested;
            if (ply < 0 || ply > g.ply()) {
                throw ApiException.badRequest("ply must be from 0 to " + g.ply());
            }
            if (g.isActive()) {
                Actor actor = seating.seatedActor(g, sessions.credentials(ctx));
                if (!g.isHotSeat() && !g.hasComputer()) {
                    throw ApiException.forbidden(
                            "during a game between two people there are no hints");
                }
                if (ply != g.ply() || !actor.isSeated()) {
                    throw ApiException.forbidden(
                            "during the game only the current position can be analysed");
                }
            }
            game = g.game;
            position = game.parsePosition(g.setup.startPosition());
            for (int i = 0; i < ply; i++) {
                position.play(g.play.plies().get(i).move());
            }
        } finally {
            g.lock.unlock();
        }
        if (position.isTerminal() || position.isChanceNode()) {
            String side = position.isTerminal() ? null : game.sideName(position.sideToMove());
            Http.json(
                    ctx,
                    200,
                    new Answer(ply, null, null, 0, List.of(), null, side, null, null, null, null));
            return;
        }
        int at = ply;
        CompletableFuture<Analysis.Report> future = computer.analyse(position, Http.client(ctx));
        ctx.future(
                () ->
                        future.handle(
                                (report, failure) -> {
                                    if (failure != null) {
                                        Throwable cause =
                                                failure instanceof CompletionException
                                                                && failure.getCause() != null
                                                        ? failure.getCause()
                                                        : failure;
                                        LOG.error("analysis failed", cause);
                                        Http.error(
                                                ctx,
                                                new ApiException(
                                                        500, "internal", "the analysis failed"));
                                        return null;
                                    }
                                    Http.json(
                                            ctx,
                                            200,
                                            new Answer(
                                                    at,
                                                    report.bestMove(),
                                                    report.score(),
                                                    report.mate(),
                                                    report.pv(),
                                                    report.winProbability(),
                                                    game.sideName(position.sideToMove()),
                                                    report.endgame(),
                                                    report.endgamePlies(),
                                                    report.endgameEndPlies(),
                                                    report.endgameText()));
                                    return null;
                                }));
    }
}
