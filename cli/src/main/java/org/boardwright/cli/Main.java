package org.boardwright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/** The {@code boardwright} command: each subcommand is its own class. */
@Command(
        name = "boardwright",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description =
                "Plays abstract board games: Mad Rooks and Mad Bishops by Mark Steere (marksteeregames.com).",
        subcommands = {
            PlayCommand.class,
            PerftCommand.class,
            MovesCommand.class,
            ReplayCommand.class,
            BenchCommand.class,
            MatchCommand.class,
            EngineCommand.class,
            ServeCommand.class,
            BotCommand.class,
            TuneCommand.class,
            TunedMatchCommand.class,
            EgdbCommand.class,
            BookCommand.class,
            CommandLine.HelpCommand.class
        })
public final class Main implements Runnable {

    /** Exit status for a bad argument or input that stops a command. */
    static final int USAGE_ERROR = 2;

    /** Exit status for a bug. */
    static final int INTERNAL_ERROR = 1;

    private final Terminal terminal;

    @Spec private CommandSpec spec;

    Main(Terminal terminal) {
        this.terminal = terminal;
    }

    Terminal terminal() {
        return terminal;
    }

    public static void main(String[] args) {
        System.exit(run(Terminal.system(), args));
    }

    /** Runs the command line on the given streams; returns the exit status. */
    public static int run(Terminal terminal, String... args) {
        CommandLine commandLine = new CommandLine(new Main(terminal));
        commandLine.setOut(terminal.out());
        commandLine.setErr(terminal.err());
        commandLine.setParameterExceptionHandler(Main::badArgument);
        commandLine.setExecutionExceptionHandler(Main::failure);
        PlayCommand.addSideOptions(commandLine.getSubcommands().get("play").getCommandSpec());
        int status = commandLine.execute(args);
        terminal.out().flush();
        terminal.err().flush();
        return status;
    }

    @Override
    public void run() {
        throw new ParameterException(
                spec.commandLine(),
                "missing command (serve, play, perft, moves, bench, match, engine, tune, tuned-match or help)");
    }

    /** The game for a spec, or a bad-argument error naming the games there are. */
    static Game game(CommandSpec spec, String gameSpec) {
        try {
            return Games.get(gameSpec);
        } catch (NotationException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /** A notation the game has ({@code --notation}), the game's first when none is given. */
    static String notation(CommandSpec spec, Game game, String notation) {
        if (notation == null) {
            return game.notations().get(0);
        }
        if (!game.notations().contains(notation)) {
            throw new ParameterException(
                    spec.commandLine(),
                    game.name()
                            + " has no notation '"
                            + notation
                            + "' (it has: "
                            + String.join(", ", game.notations())
                            + ")");
        }
        return notation;
    }

    /** A bad argument: one line on standard error, exit status 2. */
    private static int badArgument(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        command.getErr()
                .println(
                        "error: "
                                + Text.oneLine(e.getMessage().strip())
                                + " (see '"
                                + command.getCommandSpec().qualifiedName()
                                + " --help')");
        return USAGE_ERROR;
    }

    /**
     * An exception out of a command: a user error is one line; anything else is a bug, with its
     * stack trace.
     */
    private static int failure(Exception e, CommandLine command, ParseResult parsed) {
        if (e instanceof NotationException) {
            command.getErr().println("error: " + Text.oneLine(e.getMessage()));
            return USAGE_ERROR;
        }
        command.getErr().println("internal error: " + e);
        e.printStackTrace(command.getErr());
        return INTERNAL_ERROR;
    }

    /** The version, from a resource Maven fills in. */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            Properties properties = new Properties();
            try (InputStream in =
                    Main.class.getResourceAsStream("/boardwright-version.properties")) {
                if (in != null) {
                    properties.load(in);
                }
            }
            return new String[] {"boardwright " + properties.getProperty("version", "unknown")};
        }
    }
}
