package org.boardwright.server.play;

import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.Result;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Wire;

/**
 * Draws by agreement, in the games whose descriptor allows them: offer, accept, decline; and the
 * draws the rules leave to a claim by the player to move ({@code GameState#claimableDraw}: in
 * checkers a threefold repetition or the 40-move rule): claim.
 */
public final class Draws {

    enum Action {
        OFFER,
        ACCEPT,
        DECLINE,
        CLAIM
    }

    private final GameRepository games;

    public Draws(GameRepository games) {
        this.games = games;
    }

    public void act(LiveGame g, Actor actor, String text) {
        Turns.requireActive(g);
        if (!"claim".equals(text) && !g.game.descriptor().drawsByAgreement()) {
            throw Refusal.conflict(g.game.name() + " has no draws");
        }
        Action action = Wire.action(Action.class, text);
        if (action == Action.CLAIM) {
            claim(g, actor);
            return;
        }
        Integer offer = g.offers.draw();
        switch (action) {
            case OFFER -> {
                int seat = Seating.speakingSeat(g, actor);
                if (offer != null) {
                    throw Refusal.conflict("a draw offer is already open");
                }
                if (g.seats[1 - seat].isComputer()) {
                    throw Refusal.conflict("the computer declines draw offers: it plays on");
                }
                games.change(g, d -> d.offers = d.offers.withDraw(seat));
            }
            case ACCEPT, DECLINE -> {
                if (offer == null) {
                    throw Refusal.conflict("no draw was offered");
                }
                if (!actor.both() && actor.seat().equals(offer)) {
                    throw Refusal.conflict("only the opponent of the seat that offered can answer");
                }
                games.change(
                        g,
                        d -> {
                            if (action == Action.ACCEPT) {
                                d.finish(Result.DRAW, null, "Draw agreed", false);
                            } else {
                                d.offers = d.offers.withDraw(null);
                            }
                        });
            }
        }
    }

    /** The player to move claims the draw the position allows; the game ends drawn, saying why. */
    private void claim(LiveGame g, Actor actor) {
        Integer toMove = g.toMove();
        if (toMove == null || !actor.both() && !actor.seat().equals(toMove)) {
            throw Refusal.conflict("only the player to move can claim a draw");
        }
        DrawClaim claim = g.play.state().claimableDraw();
        if (!claim.claimable()) {
            throw Refusal.conflict(
                    "no draw to claim here (a position repeated three times, or "
                            + "a game's own draw rule, makes one claimable)");
        }
        games.change(
                g,
                d ->
                        d.finish(
                                Result.DRAW,
                                null,
                                "Drawn: "
                                        + g.game.sideName(g.sideOf(toMove))
                                        + " claimed "
                                        + g.game.text().claim(claim),
                                false));
    }
}
