package org.boardwright.bench.load;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;

/**
 * What an open-loop run does, from the command line (see {@link OpenLoad}).
 *
 * @param rates the arrival rates tried in turn, in moves per second
 * @param poisson arrivals at exponential intervals (a Poisson process) instead of evenly spaced
 * @param games games kept ready to take a move (each carries one move at a time)
 * @param gameSpec the game played
 * @param url the server moves and sockets go to, or null to start one in this JVM
 * @param setupUrl the server games are created at (default {@code url}: through a balancer that
 *     limits new games per client, the instances behind it directly)
 * @param db the in-process server's database URL, or null for a fresh SQLite file
 * @param warmupSeconds at each rate, moves sent but not measured
 * @param seconds at each rate, moves measured
 * @param seed of the arrival times and the bots' moves
 */
public record OpenLoadOptions(
        List<Double> rates,
        boolean poisson,
        int games,
        String gameSpec,
        URI url,
        URI setupUrl,
        String db,
        double warmupSeconds,
        double seconds,
        long seed) {

    public static final String USAGE =
            String.join(
                    "\n",
                    "usage: OpenLoad --rate R[,R...] [--poisson] [--games N] [--game ID]",
                    "                [--url http://host:port [--setup-url http://host:port] | --db JDBC-URL]",
                    "                [--seconds S] [--warmup S] [--seed X]",
                    "  --rate R,...   moves per second, sent on a fixed schedule whatever the answers; each rate in turn",
                    "  --poisson      arrivals at random (exponential) intervals of the same mean instead of evenly spaced",
                    "  --games N      games ready to take a move, one move in flight each (default 24: two sockets",
                    "                 each, within the server's 64 sockets per address with room for replacements)",
                    "  --game ID      the game played (default madrooks)",
                    "  --url URL      the server to load (default: start one in this JVM, for trying the tool)",
                    "  --setup-url U  where games are created (default --url; behind nginx, an instance directly)",
                    "  --db URL       the in-process server's database (default: a fresh SQLite file)",
                    "  --seconds S    measured at each rate (default 30)",
                    "  --warmup S     sent before measuring at each rate (default 5)",
                    "  --seed X       seed of the arrival times and the moves (default 1)");

    /**
     * Parses the arguments; throws IllegalArgumentException with a one-line reason for bad ones.
     */
    public static OpenLoadOptions parse(String... args) {
        List<Double> rates = null;
        boolean poisson = false;
        int games = 24;
        String spec = "madrooks";
        URI url = null;
        URI setupUrl = null;
        String db = null;
        double warmup = 5;
        double seconds = 30;
        long seed = 1;
        for (int i = 0; i < args.length; i++) {
            String name = args[i];
            if (name.equals("--help") || name.equals("-h")) {
                throw new IllegalArgumentException(USAGE);
            }
            if (name.equals("--poisson")) {
                poisson = true;
                continue;
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(
                        name.startsWith("--")
                                ? name + " needs a value"
                                : "unexpected argument " + name);
            }
            String value = args[++i];
            switch (name) {
                case "--rate" -> rates = rates(value);
                case "--games" -> games = (int) OptionValues.whole(name, value, 1, 10_000);
                case "--game" -> spec = game(value);
                case "--url" -> url = OptionValues.serverUrl(name, value);
                case "--setup-url" -> setupUrl = OptionValues.serverUrl(name, value);
                case "--db" -> db = value;
                case "--seconds" -> seconds = OptionValues.seconds(name, value, false);
                case "--warmup" -> warmup = OptionValues.seconds(name, value, true);
                case "--seed" ->
                        seed = OptionValues.whole(name, value, Long.MIN_VALUE, Long.MAX_VALUE);
                default ->
                        throw new IllegalArgumentException(
                                "unknown option " + name + " (--help lists them)");
            }
        }
        if (rates == null) {
            throw new IllegalArgumentException("--rate is required (--help lists the options)");
        }
        if (url != null && db != null) {
            throw new IllegalArgumentException(
                    "--db is for the in-process server; a server at --url has its own");
        }
        if (setupUrl != null && url == null) {
            throw new IllegalArgumentException("--setup-url goes with --url");
        }
        return new OpenLoadOptions(
                rates,
                poisson,
                games,
                spec,
                url,
                setupUrl != null ? setupUrl : url,
                db,
                warmup,
                seconds,
                seed);
    }

    private static List<Double> rates(String value) {
        List<Double> rates = new ArrayList<>();
        for (String part : value.split(",", -1)) {
            double r;
            try {
                r = Double.parseDouble(part.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--rate: not a number: " + part);
            }
            if (!(r > 0 && r <= 100_000)) {
                throw new IllegalArgumentException(
                        "--rate: " + part + " is outside (0, 100000] moves per second");
            }
            rates.add(r);
        }
        return List.copyOf(rates);
    }

    private static String game(String value) {
        try {
            Games.get(value);
        } catch (NotationException e) {
            throw new IllegalArgumentException("--game: " + e.getMessage());
        }
        return value.strip();
    }
}
