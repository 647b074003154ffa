package org.boardwright.server.play;

import java.util.List;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.MoveKind;
import org.boardwright.engine.play.PlayedGame;

/**
 * The last declaration of a game with declarations (the Twist's pass, extra, speed, initiative) in
 * words: who declared what, the dice thrown for it, and what they made of it, as the game's own
 * {@link GameState#describeMove} and {@link org.boardwright.engine.GameText#describeTurn} word
 * them. So the page can say a failed extra failed even after the turn has moved on. Nothing here
 * knows a game.
 *
 * @param ply the declaration's ply (from 1)
 * @param side the side that declared
 * @param words the declaration ("declare extra")
 * @param roll the throw that followed, or null when the dice are still to come
 * @param outcome what the throw made of it, or null before the throw
 */
record LastDeclaration(int ply, String side, String words, String roll, String outcome) {

    /** The last declaration of the game, or null when it has none. */
    static LastDeclaration of(Game game, PlayedGame play) {
        List<PlayedGame.Ply> plies = play.plies();
        int at = -1;
        for (int i = plies.size() - 1; i >= 0; i--) {
            if (plies.get(i).kind() == MoveKind.DECLARATION) {
                at = i;
                break;
            }
        }
        if (at < 0) {
            return null;
        }
        // Replayed from the start, so the state keeps the history its words may need.
        GameState replay = game.parsePosition(play.startPosition());
        for (int i = 0; i < at; i++) {
            replay.play(plies.get(i).move());
        }
        String side = game.sideName(replay.sideToMove());
        String words = replay.describeMove(plies.get(at).move());
        replay.play(plies.get(at).move());
        if (at + 1 >= plies.size() || plies.get(at + 1).kind() != MoveKind.CHANCE) {
            return new LastDeclaration(at + 1, side, words, null, null);
        }
        replay.play(plies.get(at + 1).move());
        String outcome = game.text().describeTurn(replay);
        if (outcome == null || outcome.isBlank()) {
            outcome =
                    replay.isOverWithoutClaim()
                            ? "The game ended."
                            : game.sideName(replay.sideToMove()) + " is to move.";
        }
        return new LastDeclaration(at + 1, side, words, plies.get(at + 1).notation(), outcome);
    }
}
