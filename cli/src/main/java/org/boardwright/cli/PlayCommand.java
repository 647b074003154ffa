package org.boardwright.cli;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.play.PlayedGame;
import org.boardwright.engine.record.GameRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code play <game>}: a game in the terminal. Each side is played by a person or a computer
 * player, chosen with an option named after the side ({@code --red random}); the options are made
 * from the side names of all games, and each game accepts its own two.
 */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        sortOptions = false,
        description = {
            "Plays a game in the terminal, a person or a computer on either side.",
            "Type moves in notation (a1xa2, c3-c6); 'help' lists the commands."
        })
final class PlayCommand implements Callable<Integer> {

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "<game>",
            description = "game id, e.g. madrooks or madbishops (optional with --load)")
    private String gameSpec;

    @Option(
            names = "--position",
            paramLabel = "<pos>",
            description = "start from this position string")
    private String position;

    @Option(
            names = "--load",
            paramLabel = "FILE",
            description = "continue the game saved in FILE (either record form)")
    private Path load;

    @Option(
            names = "--game",
            paramLabel = "N",
            description =
                    "with --load: the N-th game of a file of several (PDN), from 1 (default 1)")
    private Integer gameNumber;

    @Option(
            names = "--notation",
            paramLabel = "N",
            description =
                    "how moves are shown and recorded: algebraic (default) or, for checkers, numeric")
    private String notation;

    @Option(
            names = "--seed",
            paramLabel = "N",
            description = "seed for the computer players and dice, to replay a game")
    private Long seed;

    @Option(
            names = "--no-color",
            description = "no colours (also off with NO_COLOR set, or when not on a terminal)")
    private boolean noColor;

    /**
     * The lower-case side names of every game: red, blue, ... Each becomes an option {@code
     * --<side> P}.
     */
    static Set<String> sideOptionNames() {
        Set<String> names = new LinkedHashSet<>();
        for (String id : Games.ids()) {
            Game game = Games.get(id);
            names.add(game.sideName(0).toLowerCase(Locale.ROOT));
            names.add(game.sideName(1).toLowerCase(Locale.ROOT));
        }
        return names;
    }

    /**
     * Adds the side options to the play command's spec (picocli annotations cannot make options
     * from data).
     */
    static void addSideOptions(CommandSpec play) {
        for (String side : sideOptionNames()) {
            play.addOption(
                    OptionSpec.builder("--" + side)
                            .paramLabel("P")
                            .type(String.class)
                            .description(
                                    "who plays "
                                            + side
                                            + ": "
                                            + String.join(" or ", Players.names())
                                            + " or an outside engine, engine:<command> or"
                                            + " hub:<command> (default "
                                            + Players.HUMAN
                                            + ")")
                            .build());
        }
    }

    @Option(
            names = "--delay",
            paramLabel = "S",
            description =
                    "seconds to wait before each computer move, to watch computers play (default: 0)")
    private double delay;

    @Option(
            names = "--move-time",
            paramLabel = "S",
            description =
                    "seconds a computer player thinks a move (default: its own budget; levels think a set amount)")
    private double moveTime;

    @Option(
            names = "--threads",
            paramLabel = "T",
            defaultValue = "1",
            description = "threads a computer player thinks with (default: ${DEFAULT-VALUE})")
    private int threads;

    @Override
    public Integer call() throws IOException {
        if (gameSpec == null && load == null) {
            throw new ParameterException(spec.commandLine(), "missing <game> (or --load FILE)");
        }
        if (load != null && position != null) {
            throw new ParameterException(spec.commandLine(), "use --load or --position, not both");
        }
        if (gameNumber != null && load == null) {
            throw new ParameterException(spec.commandLine(), "--game goes with --load");
        }
        GameRecord record = load == null ? null : readRecord(load);
        Game game = record != null ? record.game() : Main.game(spec, gameSpec);
        if (record != null
                && gameSpec != null
                && !Main.game(spec, gameSpec).spec().equals(game.spec())) {
            throw new ParameterException(
                    spec.commandLine(),
                    load + " holds a game of " + game.spec() + ", not " + gameSpec);
        }

        long seedValue =
                seed != null
                        ? seed
                        : recordSeed(record).orElseGet(() -> new SplittableRandom().nextLong());
        SplittableRandom random = new SplittableRandom(seedValue);
        String[] playerNames = playerNames(game, record);
        if (!(delay >= 0 && delay <= 60)) {
            throw new ParameterException(
                    spec.commandLine(), "--delay must be from 0 to 60 seconds");
        }
        if (!(moveTime >= 0 && moveTime <= 3600) || threads < 1 || threads > 64) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--move-time must be from 0 to 3600 and --threads from 1 to 64");
        }
        Players.Computer[] computers = new Players.Computer[2];
        for (int side = 0; side < 2; side++) {
            computers[side] =
                    Players.computer(playerNames[side], game, moveTime, threads, random.split())
                            .orElse(null);
        }

        PlayedGame played =
                record != null
                        ? replay(record, seedValue)
                        : new PlayedGame(game, startPosition(game), seedValue);

        if (computers[0] != null && computers[1] != null) {
            played.withEnginePolicyDraws(); // two computers: the automatic limit, as in matches
        }
        Terminal terminal = main.terminal();
        PlaySession session =
                new PlaySession(terminal, played, computers, !noColor && terminal.colorWanted());
        session.setDelay(delay);
        session.setNotation(Main.notation(spec, game, notation));
        if (record != null) {
            session.loadedFrom(load.toString(), record);
        }
        try {
            return session.run();
        } finally {
            for (Players.Computer c : computers) {
                if (c != null) {
                    c.player().close();
                }
            }
        }
    }

    /**
     * The start position, read and written again in the game's own form (as the record will show
     * it).
     */
    private String startPosition(Game game) {
        if (position == null) {
            return game.initialPosition();
        }
        try {
            return game.parsePosition(position).position();
        } catch (NotationException e) {
            throw new ParameterException(spec.commandLine(), "bad --position: " + e.getMessage());
        }
    }

    /**
     * A loaded game, its moves played again: the seat to move chose each, unless nobody had a
     * choice (dice, a forced pass).
     */
    private static PlayedGame replay(GameRecord record, long seed) {
        PlayedGame played = new PlayedGame(record.game(), record.startPosition(), seed);
        for (int move : record.moves()) {
            played.play(move, played.awaitsChoice() ? played.seatToMove() : null);
        }
        return played;
    }

    private GameRecord readRecord(Path file) {
        try {
            java.util.List<GameRecord> games = GameRecord.readAll(file);
            int n = gameNumber == null ? 1 : gameNumber;
            if (n < 1 || n > games.size()) {
                throw new ParameterException(
                        spec.commandLine(),
                        "--game "
                                + n
                                + ": "
                                + file
                                + " holds "
                                + games.size()
                                + (games.size() == 1 ? " game" : " games"));
            }
            return games.get(n - 1);
        } catch (NoSuchFileException e) {
            throw new ParameterException(
                    spec.commandLine(), "cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new ParameterException(
                    spec.commandLine(), "cannot read " + file + ": " + e.getMessage());
        } catch (NotationException e) {
            throw new ParameterException(
                    spec.commandLine(), "bad record in " + file + ": " + e.getMessage());
        }
    }

    /**
     * A loaded game goes on with its own seed, so its dice and computer players go on as they would
     * have.
     */
    private static java.util.Optional<Long> recordSeed(GameRecord record) {
        if (record == null) {
            return java.util.Optional.empty();
        }
        try {
            return record.tag("Seed").map(Long::parseLong);
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }

    /**
     * The player named for each side of this game: the option, else the loaded record's player if
     * it is one of ours, else "human". Refuses options for sides the game has not.
     */
    private String[] playerNames(Game game, GameRecord record) {
        String[] names = {Players.HUMAN, Players.HUMAN};
        for (int side = 0; record != null && side < 2; side++) {
            if (Players.exists(record.player(side))) {
                names[side] = record.player(side);
            }
        }
        for (String option : sideOptionNames()) {
            String player = spec.findOption("--" + option).getValue();
            if (player == null) {
                continue;
            }
            int side =
                    IntStream.range(0, 2)
                            .filter(s -> game.sideName(s).toLowerCase(Locale.ROOT).equals(option))
                            .findFirst()
                            .orElse(-1);
            if (side < 0) {
                throw new ParameterException(
                        spec.commandLine(),
                        game.name()
                                + " has no side '"
                                + option
                                + "' (its sides: --"
                                + game.sideName(0).toLowerCase(Locale.ROOT)
                                + " and --"
                                + game.sideName(1).toLowerCase(Locale.ROOT)
                                + ")");
            }
            String name =
                    EnginePlayer.isEngine(player.strip())
                            ? player.strip()
                            : player.strip().toLowerCase(Locale.ROOT);
            if (EnginePlayer.isEngine(name)) {
                try {
                    EnginePlayer.of(name, game); // checks the command and the game; starts nothing
                } catch (NotationException e) {
                    throw new ParameterException(spec.commandLine(), e.getMessage());
                }
            } else if (!Players.exists(name)) {
                throw new ParameterException(
                        spec.commandLine(),
                        "unknown player '"
                                + player
                                + "' for --"
                                + option
                                + " (players: "
                                + String.join(", ", Players.names())
                                + ")");
            }
            names[side] = name;
        }
        return names;
    }
}
