package org.boardwright.ai;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.ai.cage.CageAi;
import org.boardwright.ai.checkers.CheckersAi;
import org.boardwright.ai.mad.MadAi;
import org.boardwright.ai.monkeyqueen.MonkeyQueenAi;
import org.boardwright.ai.twist.TwistAi;
import org.boardwright.engine.Game;

/**
 * The games' ai registrations ({@link GameAi}), one per game, found by the game itself. A game
 * without one (a test game) still plays with the players that need no evaluation.
 */
public final class GameAis {

    /** Copied on every change, so readers never lock: registered at start-up (and by tests). */
    private static volatile List<GameAi> all =
            List.of(
                    MadAi.ROOKS,
                    MadAi.BISHOPS,
                    CheckersAi.INSTANCE,
                    TwistAi.INSTANCE,
                    MonkeyQueenAi.INSTANCE,
                    CageAi.INSTANCE);

    private GameAis() {}

    /** The game's registration, or null for a game without one. */
    public static GameAi of(Game game) {
        for (GameAi ai : all) {
            if (ai.covers(game)) {
                return ai;
            }
        }
        return null;
    }

    /** Adds a registration, found before the others (for games registered by tests). */
    public static synchronized void register(GameAi ai) {
        List<GameAi> next = new ArrayList<>();
        next.add(ai);
        next.addAll(all);
        all = List.copyOf(next);
    }

    /** Removes a registration added by {@link #register}. */
    public static synchronized void unregister(GameAi ai) {
        List<GameAi> next = new ArrayList<>(all);
        next.remove(ai);
        all = List.copyOf(next);
    }
}
