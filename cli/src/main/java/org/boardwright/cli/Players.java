package org.boardwright.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Player;
import org.boardwright.engine.Game;

/**
 * The players of {@code play} by name: "human" (a person at the terminal), the computer players,
 * and outside engines ({@code engine:<command>}, {@code hub:<command>}) named on the command line.
 */
final class Players {

    static final String HUMAN = "human";

    private Players() {}

    static List<String> names() {
        List<String> names = new ArrayList<>();
        names.add(HUMAN);
        names.addAll(org.boardwright.ai.Players.names());
        return names;
    }

    /** Whether a name is a built-in player (never an outside engine: records name those too). */
    static boolean exists(String name) {
        return names().contains(name);
    }

    /**
     * A player by name for a match or a tuning baseline: the built-in players, and outside engines
     * ({@code engine:<command>}, {@code hub:<command>}, {@link EnginePlayer}), which only the
     * command line names.
     */
    static Player create(String name, Game game, int threads, SplittableRandom random) {
        return EnginePlayer.isEngine(name)
                ? EnginePlayer.of(name, game)
                : org.boardwright.ai.Players.create(name, game, threads, random);
    }

    /**
     * The computer player of that name with its budget, or empty for "human".
     *
     * @param moveTime seconds a move, or 0 for the player's own budget (a level's)
     * @param random the player's own source of randomness, so a seed replays a game
     */
    static Optional<Computer> computer(
            String name, Game game, double moveTime, int threads, SplittableRandom random) {
        if (name.equals(HUMAN)) {
            return Optional.empty();
        }
        if (EnginePlayer.isEngine(name)) {
            return Optional.of(
                    new Computer(
                            EnginePlayer.of(name, game),
                            Budget.time(moveTime > 0 ? moveTime : 1.0)));
        }
        Player player = org.boardwright.ai.Players.create(name, game, threads, random);
        Budget budget =
                moveTime > 0
                        ? Budget.time(moveTime)
                        : org.boardwright.ai.Players.defaultBudget(name);
        return Optional.of(new Computer(player, budget));
    }

    /** A computer player and how long it thinks a move. */
    record Computer(Player player, Budget budget) {
        String name() {
            return player.name();
        }
    }
}
