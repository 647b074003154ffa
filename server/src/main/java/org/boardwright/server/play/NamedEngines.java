package org.boardwright.server.play;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.boardwright.ai.Player;
import org.boardwright.engine.Game;

/**
 * Outside engines the operator has named for the computer's seats ({@code serve --engine}): a
 * request chooses one by its name ({@code "level": "engine:<name>"}), never by a command. Each
 * plays the games it was named for; a player is made for each move and closed after it.
 */
public final class NamedEngines {

    /** The prefix of an engine's name where a level is asked for. */
    public static final String PREFIX = "engine:";

    /** One named engine: the games it plays, and how to make its player for a game. */
    public record Engine(Set<String> games, Function<Game, Player> players) {}

    private final Map<String, Engine> engines;

    /**
     * @param engines by name (without the prefix)
     */
    public NamedEngines(Map<String, Engine> engines) {
        this.engines = Map.copyOf(engines);
    }

    public static NamedEngines none() {
        return new NamedEngines(Map.of());
    }

    /** The levels naming the engines that play the game ({@code engine:<name>}), sorted. */
    public List<String> levelsFor(String gameId) {
        return engines.entrySet().stream()
                .filter(e -> e.getValue().games().contains(gameId))
                .map(e -> PREFIX + e.getKey())
                .sorted()
                .toList();
    }

    /** Whether the level names an engine that plays the game. */
    public boolean plays(String level, String gameId) {
        Engine e = engine(level);
        return e != null && e.games().contains(gameId);
    }

    /** A new player of the engine the level names, for the game; null when it names none. */
    Player player(String level, Game game) {
        Engine e = engine(level);
        return e == null || !e.games().contains(game.id()) ? null : e.players().apply(game);
    }

    private Engine engine(String level) {
        return level != null && level.startsWith(PREFIX)
                ? engines.get(level.substring(PREFIX.length()))
                : null;
    }
}
