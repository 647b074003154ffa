package org.boardwright.cli;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.server.play.NamedEngines;

/**
 * {@code serve --engine <name>:<games>=<player>}: the outside engines an operator names for the
 * server's computer seats, each an {@code engine:} or {@code hub:} player of the games listed.
 */
final class ServeEngines {

    private static final Pattern SETTING =
            Pattern.compile("^([a-z0-9][a-z0-9_-]{0,31}):([a-z0-9,]+)=(.+)$");

    private ServeEngines() {}

    static NamedEngines parse(List<String> settings) {
        Map<String, NamedEngines.Engine> engines = new LinkedHashMap<>();
        for (String setting : settings) {
            Matcher m = SETTING.matcher(setting.strip());
            if (!m.matches()) {
                throw new NotationException(
                        NotationException.quote(setting)
                                + " is not <name>:<games>=<player> (a name of a-z, 0-9, - and _,"
                                + " game ids separated by commas, engine:<command> or hub:<command>)");
            }
            String name = m.group(1);
            String player = m.group(3);
            if (!EnginePlayer.isEngine(player)) {
                throw new NotationException(
                        "the player of " + name + " must be engine:<command> or hub:<command>");
            }
            Set<String> games = new LinkedHashSet<>();
            for (String id : m.group(2).split(",")) {
                if (id.isEmpty()) {
                    continue;
                }
                // Checks the game and that the engine's protocol can play it; starts nothing.
                EnginePlayer.of(player, Games.get(id));
                games.add(Games.get(id).id());
            }
            if (games.isEmpty() || engines.containsKey(name)) {
                throw new NotationException(
                        games.isEmpty()
                                ? "no game for the engine " + name
                                : "two engines named " + name);
            }
            engines.put(name, new NamedEngines.Engine(games, g -> EnginePlayer.of(player, g)));
        }
        return new NamedEngines(engines);
    }
}
