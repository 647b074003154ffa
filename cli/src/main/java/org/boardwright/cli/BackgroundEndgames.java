package org.boardwright.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.boardwright.ai.EndgameTables;
import org.boardwright.ai.checkers.EndgameBuilder;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;

/**
 * The endgame databases a server plays with out of the box: those missing from the data directory
 * are built there on one low-priority thread while the server already serves (players use them from
 * the next game on; each class file appears whole, so a half-built directory is only a smaller
 * database). What the user built is kept.
 */
final class BackgroundEndgames {

    private BackgroundEndgames() {}

    /**
     * Starts a build of every class up to {@code pieces} pieces that the data directory lacks (a
     * build stopped half-way goes on where it stopped), for every game that has databases.
     */
    static void start(int pieces, PrintWriter log) {
        if (pieces < 2) {
            return;
        }
        for (String id : Games.ids()) {
            Game game = Games.get(id);
            if (!EndgameTables.has(game)) {
                continue;
            }
            Path dir = EndgameTables.directory(game);
            Thread builder =
                    new Thread(() -> build(game, dir, pieces, log), "boardwright-egdb-" + id);
            builder.setDaemon(true);
            builder.setPriority(Thread.MIN_PRIORITY);
            builder.start();
        }
    }

    private static void build(Game game, Path dir, int pieces, PrintWriter log) {
        long start = System.nanoTime();
        try {
            boolean[] told = {false};
            List<EndgameBuilder.ClassReport> built =
                    EndgameTables.build(
                            game,
                            dir,
                            pieces,
                            1,
                            report -> {
                                if (!told[0]) {
                                    told[0] = true;
                                    say(
                                            log,
                                            "building the "
                                                    + game.id()
                                                    + " endgame databases up to "
                                                    + pieces
                                                    + " pieces in "
                                                    + dir
                                                    + " in the background (--egdb-pieces 0"
                                                    + " turns this off)");
                                }
                            });
            if (built.isEmpty()) {
                return;
            }
            say(
                    log,
                    String.format(
                            Locale.ROOT,
                            "%s endgame databases up to %d pieces ready in %s (%.0f s)",
                            game.id(),
                            pieces,
                            dir,
                            (System.nanoTime() - start) / 1e9));
        } catch (IOException | RuntimeException e) {
            say(log, game.id() + " endgame databases not built: " + e.getMessage());
        }
    }

    private static void say(PrintWriter log, String line) {
        synchronized (log) {
            log.println("boardwright: " + line);
            log.flush();
        }
    }
}
