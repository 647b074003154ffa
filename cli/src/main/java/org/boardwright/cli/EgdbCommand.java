package org.boardwright.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.boardwright.ai.EndgameTables;
import org.boardwright.ai.checkers.EndgameBuilder;
import org.boardwright.ai.checkers.EndgameCheck;
import org.boardwright.engine.Game;
import org.boardwright.tools.checkers.EndgameConversionCheck;
import org.boardwright.tools.checkers.EndgameSearchCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code egdb build|check <game>}: endgame databases by retrograde analysis. */
@Command(
        name = "egdb",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Endgame databases (checkers): 'build <game> --pieces N' solves every position with up to",
            "N pieces by retrograde analysis and writes one file per class of pieces; 'check <game>'",
            "checks every stored value against its moves; 'search <game> --pieces N' compares the",
            "databases with a search that does not use them on random positions of N pieces;",
            "'convert <game> --pieces N' plays random won positions of N pieces out with level:max's",
            "search against the databases' best defence.",
            "Default directory: data/egdb/<game>",
            "($BOARDWRIGHT_DATA/egdb/<game> when set), where level:max and the server look for them."
        })
final class EgdbCommand implements Callable<Integer> {

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(
            index = "0",
            paramLabel = "<action>",
            description = "build, check, search or convert")
    private String action;

    @Parameters(index = "1", paramLabel = "<game>", description = "game id: checkers")
    private String gameSpec;

    @Option(
            names = "--pieces",
            paramLabel = "N",
            defaultValue = "4",
            description = "build: the most pieces on the board, 2 to 8 (default: ${DEFAULT-VALUE})")
    private int pieces;

    @Option(
            names = "--positions",
            paramLabel = "N",
            defaultValue = "1000",
            description = "search, convert: random positions to try (default: ${DEFAULT-VALUE})")
    private int positions;

    @Option(
            names = "--depth",
            paramLabel = "D",
            defaultValue = "15",
            description = "search: the search's depth in plies (default: ${DEFAULT-VALUE})")
    private int depth;

    @Option(
            names = "--seed",
            paramLabel = "X",
            defaultValue = "1",
            description = "search, convert: the random positions' seed (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(
            names = "--nodes",
            paramLabel = "N",
            defaultValue = "100000",
            description = "convert: the search's nodes a move (default: ${DEFAULT-VALUE})")
    private long nodes;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description =
                    "classes built or checked side by side (default: the processors, here ${DEFAULT-VALUE})")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(
            names = "--dir",
            paramLabel = "DIR",
            description = "the databases' directory (default: data/egdb/<game>)")
    private Path dir;

    @Override
    public Integer call() throws IOException {
        Game game = Main.game(spec, gameSpec);
        if (!EndgameTables.has(game)) {
            throw new ParameterException(
                    spec.commandLine(), game.id() + " has no endgame databases (only checkers)");
        }
        if (!List.of("build", "check", "search", "convert").contains(action)) {
            throw new ParameterException(
                    spec.commandLine(),
                    "unknown action \"" + action + "\" (actions: build, check, search, convert)");
        }
        if (nodes < 1 || nodes > 1_000_000_000L) {
            throw new ParameterException(
                    spec.commandLine(), "--nodes must be from 1 to 1000000000");
        }
        if (positions < 1 || depth < 1 || depth > 60) {
            throw new ParameterException(
                    spec.commandLine(), "--positions must be at least 1 and --depth from 1 to 60");
        }
        if (pieces < 2 || pieces > 8) {
            throw new ParameterException(spec.commandLine(), "--pieces must be from 2 to 8");
        }
        if (threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1");
        }
        Path where = dir != null ? dir : EndgameTables.directory(game);
        Terminal terminal = main.terminal();
        PrintWriter out = terminal.out();
        long start = System.nanoTime();
        if (action.equals("build")) {
            out.println(
                    String.format(
                            Locale.ROOT,
                            "%-28s %6s %12s %12s %12s %12s %6s %9s",
                            "class",
                            "pieces",
                            "positions",
                            "wins",
                            "draws",
                            "losses",
                            "passes",
                            "seconds"));
            List<EndgameBuilder.ClassReport> reports =
                    EndgameTables.build(
                            game,
                            where,
                            pieces,
                            threads,
                            r -> {
                                out.println(
                                        String.format(
                                                Locale.ROOT,
                                                "%-28s %6d %12d %12d %12d %12d %6d %9.1f",
                                                r.name(),
                                                r.pieces(),
                                                r.positions(),
                                                r.wins(),
                                                r.draws(),
                                                r.losses(),
                                                r.passes(),
                                                r.millis() / 1000.0));
                                out.flush();
                            });
            long bytes = reports.stream().mapToLong(EndgameBuilder.ClassReport::bytes).sum();
            out.println(
                    String.format(
                            Locale.ROOT,
                            "egdb %s built %d classes up to %d pieces in %s: %.1f s, %d bytes",
                            game.id(),
                            reports.size(),
                            pieces,
                            where,
                            (System.nanoTime() - start) / 1e9,
                            bytes));
            return 0;
        }
        if (action.equals("search")) {
            return search(game, where, out, start);
        }
        if (action.equals("convert")) {
            return convert(game, where, out, start);
        }
        int[] classes = {0};
        List<EndgameCheck.Fault> faults =
                EndgameTables.check(game, where, 20, threads, r -> classes[0]++);
        for (EndgameCheck.Fault f : faults) {
            out.println(
                    "fault in "
                            + f.className()
                            + " at "
                            + f.index()
                            + " ("
                            + f.position()
                            + "): "
                            + f.problem());
        }
        out.println(
                String.format(
                        Locale.ROOT,
                        "egdb %s check: %d classes in %s, %s in %.1f s",
                        game.id(),
                        classes[0],
                        where,
                        faults.isEmpty() ? "consistent" : faults.size() + " faults",
                        (System.nanoTime() - start) / 1e9));
        out.flush();
        return faults.isEmpty() && classes[0] > 0 ? 0 : 1;
    }

    private int search(Game game, Path where, PrintWriter out, long start) throws IOException {
        EndgameSearchCheck.Report r;
        try {
            r = EndgameSearchCheck.run(game, where, pieces, positions, depth, seed);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage() + " in " + where);
        }
        for (String d : r.disagreements()) {
            out.println("disagreement: " + d);
        }
        out.println(
                String.format(
                        Locale.ROOT,
                        "egdb %s search: %d positions of %d pieces, %d proven by a %d-ply search,"
                                + " %d agreeing with the databases in %s, in %.1f s",
                        game.id(),
                        r.positions(),
                        pieces,
                        r.proven(),
                        depth,
                        r.agreeing(),
                        where,
                        (System.nanoTime() - start) / 1e9));
        out.flush();
        return r.disagreements().isEmpty() ? 0 : 1;
    }

    private int convert(Game game, Path where, PrintWriter out, long start) throws IOException {
        EndgameConversionCheck.Report r;
        try {
            r = EndgameConversionCheck.run(game, where, pieces, positions, nodes, seed);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage() + " in " + where);
        }
        for (String f : r.failures()) {
            out.println("not converted: " + f);
        }
        out.println(
                String.format(
                        Locale.ROOT,
                        "egdb %s convert: %d won positions of %d pieces, %d won by level:max's search"
                                + " (%d nodes a move) against the best defence of the databases in"
                                + " %s, the longest in %d plies, in %.1f s",
                        game.id(),
                        r.positions(),
                        pieces,
                        r.converted(),
                        nodes,
                        where,
                        r.longest(),
                        (System.nanoTime() - start) / 1e9));
        out.flush();
        return r.failures().isEmpty() ? 0 : 1;
    }
}
