package org.boardwright.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.boardwright.engine.cage.CageGame;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.mad.MadGame;
import org.boardwright.engine.monkeyqueen.MonkeyQueenGame;
import org.boardwright.engine.twist.TwistGame;

/**
 * The registry of games by id, and the reader of game specs {@code
 * <id>[:key=value[,key=value]...]}.
 */
public final class Games {

    /**
     * Copied on every change, so readers never lock: games are registered at start-up (and by
     * tests).
     */
    private static volatile Map<String, Function<Map<String, String>, Game>> factories = Map.of();

    static {
        register(MadGame.ROOKS);
        register(MadGame.BISHOPS);
        register(CheckersGame.INSTANCE);
        register(TwistGame.INSTANCE);
        register(MonkeyQueenGame.ID, MonkeyQueenGame::fromParameters);
        register(CageGame.INSTANCE);
    }

    private Games() {}

    /** Adds a game without parameters under its descriptor's id. */
    public static void register(Game game) {
        register(game.id(), params -> noParams(game, params));
    }

    /**
     * Adds a game whose spec may carry parameters, read by the factory; replaces a game of the same
     * id.
     */
    public static synchronized void register(
            String id, Function<Map<String, String>, Game> factory) {
        Map<String, Function<Map<String, String>, Game>> next = new LinkedHashMap<>(factories);
        next.put(id, factory);
        factories = java.util.Collections.unmodifiableMap(next);
    }

    /** Removes a game (for tests that register games of their own). */
    public static synchronized void unregister(String id) {
        Map<String, Function<Map<String, String>, Game>> next = new LinkedHashMap<>(factories);
        next.remove(id);
        factories = java.util.Collections.unmodifiableMap(next);
    }

    /** The descriptors of every game, in the order of {@link #ids()}. */
    public static List<GameDescriptor> descriptors() {
        return ids().stream().map(id -> get(id).descriptor()).toList();
    }

    /** The ids of every game, in a stable order. */
    public static List<String> ids() {
        return List.copyOf(factories.keySet());
    }

    /**
     * The game for a spec such as {@code madrooks}; throws NotationException for an unknown id or
     * bad parameters.
     */
    public static Game get(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new NotationException("no game given (games: " + String.join(", ", ids()) + ")");
        }
        String s = spec.strip();
        int colon = s.indexOf(':');
        String id = colon < 0 ? s : s.substring(0, colon);
        Function<Map<String, String>, Game> factory = factories.get(id);
        if (factory == null) {
            throw new NotationException(
                    "unknown game "
                            + NotationException.quote(id)
                            + " (games: "
                            + String.join(", ", ids())
                            + ")");
        }
        Map<String, String> params = new LinkedHashMap<>();
        if (colon >= 0) {
            String rest = s.substring(colon + 1);
            if (rest.isEmpty()) {
                throw new NotationException(
                        "empty parameter list after " + NotationException.quote(id + ":"));
            }
            for (String kv : rest.split(",", -1)) {
                int eq = kv.indexOf('=');
                if (eq <= 0 || eq == kv.length() - 1) {
                    throw new NotationException(
                            "bad parameter "
                                    + NotationException.quote(kv)
                                    + " (expected key=value)");
                }
                if (params.put(kv.substring(0, eq), kv.substring(eq + 1)) != null) {
                    throw new NotationException(
                            "repeated parameter " + NotationException.quote(kv.substring(0, eq)));
                }
            }
        }
        return factory.apply(params);
    }

    private static Game noParams(Game game, Map<String, String> params) {
        if (!params.isEmpty()) {
            throw new NotationException(game.id() + " takes no parameters");
        }
        return game;
    }
}
