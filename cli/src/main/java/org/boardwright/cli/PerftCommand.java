package org.boardwright.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Perft;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code perft <game> <depth>}: one line {@code perft <d> <nodes>} per depth; timing on standard
 * error.
 */
@Command(
        name = "perft",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Counts the legal move sequences of each length from 1 to <depth>.",
            "Prints 'perft <d> <nodes>' per depth; timing goes to standard error."
        })
final class PerftCommand implements Callable<Integer> {

    static final int MAX_DEPTH = 64;

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(
            index = "0",
            paramLabel = "<game>",
            description = "game id, e.g. madrooks or madbishops")
    private String gameSpec;

    @Parameters(
            index = "1",
            paramLabel = "<depth>",
            description = "the largest depth counted (0 to 64)")
    private int depth;

    @Option(
            names = "--position",
            paramLabel = "<pos>",
            description = "a position string instead of the start")
    private String position;

    @Override
    public Integer call() {
        Game game = Main.game(spec, gameSpec);
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new ParameterException(
                    spec.commandLine(), "depth must be from 0 to " + MAX_DEPTH + ", not " + depth);
        }
        GameState state;
        try {
            state = position == null ? game.newInitialState() : game.parsePosition(position);
        } catch (NotationException e) {
            throw new ParameterException(spec.commandLine(), "bad --position: " + e.getMessage());
        }
        Terminal terminal = main.terminal();
        return run(state, depth, terminal.out(), terminal.err());
    }

    /**
     * Prints perft for depths 1 to {@code depth}; at a chance node prints an error line and returns
     * 2.
     */
    static int run(GameState state, int depth, PrintWriter out, PrintWriter err) {
        for (int d = 1; d <= depth; d++) {
            long start = System.nanoTime();
            long nodes;
            try {
                nodes = Perft.count(state, d);
            } catch (Perft.ChanceNodeException e) {
                out.println("error: depth " + d + ": " + e.getMessage());
                return Main.USAGE_ERROR;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            out.println("perft " + d + " " + nodes);
            err.println(
                    String.format(
                            Locale.ROOT,
                            "depth %d: %d nodes in %.3f s (%d nodes/s)",
                            d,
                            nodes,
                            seconds,
                            Math.round(nodes / Math.max(seconds, 1e-9))));
        }
        return 0;
    }
}
