package org.boardwright.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.boardwright.ai.OpeningBook;
import org.boardwright.ai.OpeningBooks;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;
import org.boardwright.tools.BookBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code book build|check|show <game>}: the opening book level:max plays from. */
@Command(
        name = "book",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Opening book (checkers): 'build <game>' searches every position of the game's standard",
            "openings (checkers: the 156 three-move ballots) and the main line after each with",
            "level:max's search and stores the best moves; 'check <game>' reads it back and follows",
            "every opening through it; 'show <game> <position or moves>' prints a position's book",
            "moves. Default file: data/book/<game>/book.bwb ($BOARDWRIGHT_DATA/book/<game>/ when",
            "set), where level:max and the server look for it."
        })
final class BookCommand implements Callable<Integer> {

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<action>", description = "build, check or show")
    private String action;

    @Parameters(index = "1", paramLabel = "<game>", description = "game id: checkers")
    private String gameSpec;

    @Parameters(
            index = "2",
            arity = "0..1",
            paramLabel = "<position>",
            description = "show: a position (FEN or position string) or moves from the start")
    private String position;

    @Option(
            names = "--depth",
            paramLabel = "D",
            description = "build: plies each position is searched, 2 to 60 (default: 12)")
    private Integer depth;

    @Option(
            names = "--move-time",
            paramLabel = "S",
            description =
                    "build: seconds a position instead of a depth (deepens while under a third of it)")
    private Double moveTime;

    @Option(
            names = "--line-plies",
            paramLabel = "N",
            defaultValue = "6",
            description =
                    "build: plies of main line stored after each opening (default: ${DEFAULT-VALUE})")
    private int linePlies;

    @Option(
            names = "--dir",
            paramLabel = "DIR",
            description = "the book's directory (default: data/book/<game>)")
    private Path dir;

    @Override
    public Integer call() throws IOException {
        Game game = Main.game(spec, gameSpec);
        if (!OpeningBooks.has(game)) {
            throw new ParameterException(
                    spec.commandLine(),
                    game.id() + " has no standard openings to build a book over (only checkers)");
        }
        if (!List.of("build", "check", "show").contains(action)) {
            throw new ParameterException(
                    spec.commandLine(),
                    "unknown action \"" + action + "\" (actions: build, check, show)");
        }
        if (action.equals("show") != (position != null)) {
            throw new ParameterException(
                    spec.commandLine(),
                    action.equals("show")
                            ? "show needs a position or moves"
                            : "only show takes a position");
        }
        Path file = dir != null ? dir.resolve(OpeningBooks.FILE) : OpeningBooks.file(game);
        PrintWriter out = main.terminal().out();
        switch (action) {
            case "build":
                return build(game, file, out);
            case "check":
                return check(game, file, out);
            default:
                return show(game, file, out);
        }
    }

    private BookBuilder.Options options() {
        if (depth != null && moveTime != null) {
            throw new ParameterException(
                    spec.commandLine(), "give --depth or --move-time, not both");
        }
        if (moveTime != null && !(moveTime > 0 && moveTime <= 3600)) {
            throw new ParameterException(
                    spec.commandLine(), "--move-time must be from 0 to 3600 seconds");
        }
        int d = moveTime != null ? 0 : depth != null ? depth : 12;
        if (moveTime == null && (d < 2 || d > 60)) {
            throw new ParameterException(spec.commandLine(), "--depth must be from 2 to 60");
        }
        if (linePlies < 0 || linePlies > 100) {
            throw new ParameterException(spec.commandLine(), "--line-plies must be from 0 to 100");
        }
        return new BookBuilder.Options(d, moveTime == null ? 0 : moveTime, linePlies);
    }

    private int build(Game game, Path file, PrintWriter out) throws IOException {
        BookBuilder.Options options = options();
        long start = System.nanoTime();
        List<OpeningBook.Entry> entries =
                BookBuilder.write(
                        game,
                        file,
                        options,
                        p -> {
                            out.println(
                                    String.format(
                                            Locale.ROOT,
                                            "%5d  %-6s %+6d  depth %2d %7.1f s  %s",
                                            p.index(),
                                            p.bestMove(),
                                            p.score(),
                                            p.depth(),
                                            p.millis() / 1000.0,
                                            p.position()));
                            out.flush();
                        });
        out.println(
                String.format(
                        Locale.ROOT,
                        "book %s built %d positions in %s: %.1f s, %d bytes",
                        game.id(),
                        entries.size(),
                        file,
                        (System.nanoTime() - start) / 1e9,
                        Files.size(file)));
        out.flush();
        return 0;
    }

    /** Where the book read came from, for the report. */
    private String source;

    /**
     * The book in {@code file}; without {@code --dir}, the one shipped with Boardwright when the
     * data directory has none (as the players do).
     */
    private OpeningBook read(Game game, Path file, PrintWriter out) {
        if (!Files.isRegularFile(file)) {
            OpeningBook shipped = dir == null ? OpeningBooks.shipped(game) : null;
            if (shipped != null) {
                source = "the book shipped with Boardwright";
                return shipped;
            }
            out.println("no opening book at " + file + ": build it with book build " + game.id());
            out.flush();
            return null;
        }
        source = file.toString();
        try {
            return OpeningBooks.load(game, file);
        } catch (IOException e) {
            out.println("book " + game.id() + ": " + e.getMessage());
            out.flush();
            return null;
        }
    }

    private int check(Game game, Path file, PrintWriter out) {
        OpeningBook book = read(game, file, out);
        if (book == null) {
            return 1;
        }
        int held = 0;
        int forced = 0;
        for (String opening : game.openings()) {
            GameState s = game.newInitialState();
            for (String m : opening.trim().split("\\s+")) {
                s.play(s.parseMove(m));
            }
            if (book.probe(s) != null) {
                held++;
            } else if (s.legalMoveList().size() == 1) {
                forced++;
            }
        }
        out.println(
                String.format(
                        Locale.ROOT,
                        "book %s check: %d positions in %s, depth %d, %d of %d openings held"
                                + " (%d more with a single reply, not stored)",
                        game.id(),
                        book.size(),
                        source,
                        book.depth(),
                        held,
                        game.openings().size(),
                        forced));
        out.flush();
        return held > 0 ? 0 : 1;
    }

    private int show(Game game, Path file, PrintWriter out) {
        GameState s = parse(game, position);
        OpeningBook book = read(game, file, out);
        if (book == null) {
            return 1;
        }
        OpeningBook.Entry e = book.probe(s);
        if (e == null) {
            out.println("not in the book: " + s.position());
            out.flush();
            return 1;
        }
        out.println("book moves (depth " + e.depth() + ") for " + s.position() + ":");
        for (int i = 0; i < e.moves().length; i++) {
            out.println(
                    String.format(
                            Locale.ROOT, "  %-8s %+d", s.formatMove(e.moves()[i]), e.scores()[i]));
        }
        out.flush();
        return 0;
    }

    /** A position string or FEN, else moves from the initial position. */
    private GameState parse(Game game, String text) {
        try {
            return game.parsePosition(text);
        } catch (NotationException notAPosition) {
            GameState s = game.newInitialState();
            if (text.isBlank()) {
                return s;
            }
            try {
                for (String m : text.trim().split("[\\s,]+")) {
                    if (s.isTerminal()) {
                        throw new NotationException("the game is over before " + m);
                    }
                    s.play(s.parseMove(m));
                }
                return s;
            } catch (RuntimeException e) {
                throw new ParameterException(
                        spec.commandLine(),
                        "not a position ("
                                + notAPosition.getMessage()
                                + ") nor moves from the start ("
                                + e.getMessage()
                                + ")");
            }
        }
    }
}
