package org.boardwright.ai;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.boardwright.ai.checkers.EndgameBuilder;
import org.boardwright.ai.checkers.EndgameCheck;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;

/**
 * The endgame databases of the games whose registration has them ({@link GameAi#endgames()}:
 * checkers), kept under the data directory ({@code data/egdb/<game>/}, or {@code
 * $BOARDWRIGHT_DATA/egdb/<game>/}), found and memory-mapped once per directory. The program works
 * without them: a game with none gets no table.
 */
public final class EndgameTables {

    private static final Map<Path, EndgameTable> LOADED = new ConcurrentHashMap<>();

    private EndgameTables() {}

    /** Whether endgame databases can be built for the game. */
    public static boolean has(Game game) {
        return databases(game) != null;
    }

    /** The game's endgame databases, or null when it has none. */
    private static EndgameDatabases databases(Game game) {
        GameAi ai = GameAis.of(game);
        return ai == null ? null : ai.endgames();
    }

    /**
     * The data directory: the system property {@code boardwright.data} when set, else {@code
     * $BOARDWRIGHT_DATA}, else {@code data} in the working directory.
     */
    public static Path dataDirectory() {
        String property = System.getProperty("boardwright.data");
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String env = System.getenv("BOARDWRIGHT_DATA");
        return Path.of(env != null && !env.isBlank() ? env : "data");
    }

    /** Where the game's databases are kept by default. */
    public static Path directory(Game game) {
        return dataDirectory().resolve("egdb").resolve(game.id());
    }

    /**
     * The game's databases from the default directory, or null when there are none. A damaged
     * database (a file of the wrong size or that cannot be read) is not used: one line on standard
     * error says so and the players go on without it.
     */
    public static EndgameTable forGame(Game game) {
        EndgameDatabases databases = databases(game);
        if (databases == null) {
            return null;
        }
        Path dir = directory(game);
        try {
            return load(game, dir);
        } catch (UncheckedIOException e) {
            System.err.println(
                    "boardwright: endgame databases in "
                            + dir
                            + " not used: "
                            + e.getCause().getMessage());
            LOADED.put(dir.toAbsolutePath().normalize(), databases.empty());
            return null;
        }
    }

    /**
     * The game's databases in {@code dir}, or null when it holds none.
     *
     * @throws UncheckedIOException when a file there cannot be read or has the wrong size
     */
    public static EndgameTable load(Game game, Path dir) {
        EndgameDatabases databases = databases(game);
        if (databases == null) {
            return null;
        }
        EndgameTable table =
                LOADED.computeIfAbsent(
                        dir.toAbsolutePath().normalize(),
                        d -> {
                            try {
                                return databases.load(d);
                            } catch (IOException e) {
                                throw new UncheckedIOException(e);
                            }
                        });
        return table.maxPieces() > 0 ? table : null;
    }

    /** Forgets what was loaded from {@code dir} (after a build there). */
    public static void forget(Path dir) {
        LOADED.remove(dir.toAbsolutePath().normalize());
    }

    /** Builds the game's databases up to {@code pieces} pieces in {@code dir} on threads. */
    public static List<EndgameBuilder.ClassReport> build(
            Game game, Path dir, int pieces, int threads, EndgameBuilder.Progress progress)
            throws IOException {
        EndgameDatabases databases = requireBuildable(game);
        try {
            return databases.build(dir, pieces, threads, progress);
        } finally {
            forget(dir);
        }
    }

    /** Checks every database in {@code dir} for consistency; the faults found. */
    public static List<EndgameCheck.Fault> check(
            Game game, Path dir, int maxFaults, int threads, EndgameBuilder.Progress progress)
            throws IOException {
        return requireBuildable(game).check(dir, maxFaults, threads, progress);
    }

    private static EndgameDatabases requireBuildable(Game game) {
        EndgameDatabases databases = databases(game);
        if (databases == null) {
            throw new IllegalArgumentException(
                    game.id()
                            + " has no endgame databases (games with them: "
                            + withDatabases()
                            + ")");
        }
        return databases;
    }

    /** The ids of the registered games that have endgame databases. */
    private static List<String> withDatabases() {
        return Games.ids().stream().filter(id -> has(Games.get(id))).toList();
    }
}
