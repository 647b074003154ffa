package org.boardwright.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.cage.CageGame;
import org.boardwright.engine.mad.MadGame;
import org.boardwright.engine.twist.TwistGame;
import org.boardwright.engine.monkeyqueen.MonkeyQueenGame;

/** The registry of games by id, and the reader of game specs {@code <id>[:key=value[,key=value]...]}. */
public final class Games {

    private static final Map<String, Function<Map<String, String>, Game>> FACTORIES = new LinkedHashMap<>();

    static {
        FACTORIES.put("madrooks", params -> noParams(MadGame.ROOKS, params));
        FACTORIES.put("madbishops", params -> noParams(MadGame.BISHOPS, params));
        FACTORIES.put("checkers", params -> noParams(CheckersGame.INSTANCE, params));
        FACTORIES.put("twist", params -> noParams(TwistGame.INSTANCE, params));
        FACTORIES.put(MonkeyQueenGame.ID, MonkeyQueenGame::fromParameters);
        FACTORIES.put("cage", params -> noParams(CageGame.INSTANCE, params));
    }

    private Games() {
    }

    /** The ids of every game, in a stable order. */
    public static List<String> ids() {
        return List.copyOf(FACTORIES.keySet());
    }

    /** The game for a spec such as {@code madrooks}; throws NotationException for an unknown id or bad parameters. */
    public static Game get(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new NotationException("no game given (games: " + String.join(", ", ids()) + ")");
        }
        String s = spec.strip();
        int colon = s.indexOf(':');
        String id = colon < 0 ? s : s.substring(0, colon);
        Function<Map<String, String>, Game> factory = FACTORIES.get(id);
        if (factory == null) {
            throw new NotationException("unknown game " + NotationException.quote(id) + " (games: " + String.join(", ", ids()) + ")");
        }
        Map<String, String> params = new LinkedHashMap<>();
        if (colon >= 0) {
            String rest = s.substring(colon + 1);
            if (rest.isEmpty()) {
                throw new NotationException("empty parameter list after " + NotationException.quote(id + ":"));
            }
            for (String kv : rest.split(",", -1)) {
                int eq = kv.indexOf('=');
                if (eq <= 0 || eq == kv.length() - 1) {
                    throw new NotationException("bad parameter " + NotationException.quote(kv) + " (expected key=value)");
                }
                if (params.put(kv.substring(0, eq), kv.substring(eq + 1)) != null) {
                    throw new NotationException("repeated parameter " + NotationException.quote(kv.substring(0, eq)));
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
