package org.boardwright.bench.load;

import java.net.URI;
import java.util.List;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;

/**
 * What a load run does, from the command line.
 *
 * @param games games played at once; a finished game is replaced at once by a new one
 * @param gameSpecs the games to play, cycled through slot by slot ({@code mixed}: all six)
 * @param url a server already running, or null to start one in-process
 * @param db the in-process server's database URL, or null for a fresh SQLite file
 * @param warmupSeconds played but not measured (the JIT and the connection pools warm up)
 * @param seconds measured
 * @param thinkMs a bot's mean pause before it moves (each pause is drawn uniformly from 0 to twice
 *     this)
 * @param seed for the bots' random moves
 */
public record LoadOptions(
        int games,
        List<String> gameSpecs,
        URI url,
        String db,
        double warmupSeconds,
        double seconds,
        long thinkMs,
        long seed) {

    /** Every game, for {@code --game mixed}. */
    public static final List<String> ALL_GAMES = org.boardwright.engine.Games.ids();

    public static final String USAGE =
            String.join(
                    "\n",
                    "usage: LoadTest [--games N] [--game ID|mixed] [--url http://host:port | --db JDBC-URL]",
                    "                [--seconds S] [--warmup S] [--think-ms MS] [--seed X]",
                    "  --games N      games played at once (default 200)",
                    "  --game ID      a game id such as madrooks, or mixed: every game in turn (default: the first game, madrooks)",
                    "  --url URL      test a server already running there (default: start one in-process)",
                    "  --db URL       the in-process server's database (default: a fresh SQLite file in a temp dir)",
                    "  --seconds S    measured time (default 60)",
                    "  --warmup S     played before measuring (default 5)",
                    "  --think-ms MS  a bot's mean pause before each move, drawn from 0 to twice this (default 0)",
                    "  --seed X       seed of the bots' random moves (default 1)");

    /**
     * Parses the arguments; throws IllegalArgumentException with a one-line reason for bad ones.
     */
    public static LoadOptions parse(String... args) {
        int games = 200;
        List<String> specs = List.of(ALL_GAMES.get(0));
        URI url = null;
        String db = null;
        double warmup = 5;
        double seconds = 60;
        long thinkMs = 0;
        long seed = 1;
        for (int i = 0; i < args.length; i++) {
            String name = args[i];
            if (name.equals("--help") || name.equals("-h")) {
                throw new IllegalArgumentException(USAGE);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(
                        name.startsWith("--")
                                ? name + " needs a value"
                                : "unexpected argument " + name);
            }
            String value = args[++i];
            switch (name) {
                case "--games" -> games = (int) OptionValues.whole(name, value, 1, 100_000);
                case "--game" -> specs = gameSpecs(value);
                case "--url" -> url = OptionValues.serverUrl(name, value);
                case "--db" -> db = value;
                case "--seconds" -> seconds = OptionValues.seconds(name, value, false);
                case "--warmup" -> warmup = OptionValues.seconds(name, value, true);
                case "--think-ms" -> thinkMs = OptionValues.whole(name, value, 0, 3_600_000);
                case "--seed" ->
                        seed = OptionValues.whole(name, value, Long.MIN_VALUE, Long.MAX_VALUE);
                default ->
                        throw new IllegalArgumentException(
                                "unknown option " + name + " (--help lists them)");
            }
        }
        if (url != null && db != null) {
            throw new IllegalArgumentException(
                    "--db is for the in-process server; a server at --url has its own");
        }
        return new LoadOptions(games, specs, url, db, warmup, seconds, thinkMs, seed);
    }

    private static List<String> gameSpecs(String value) {
        if (value.equals("mixed")) {
            return ALL_GAMES;
        }
        try {
            Games.get(value);
        } catch (NotationException e) {
            throw new IllegalArgumentException("--game: " + e.getMessage());
        }
        return List.of(value.strip());
    }

    /** The game played by the slot with this number. */
    public String gameFor(int slot) {
        return gameSpecs.get(slot % gameSpecs.size());
    }
}
