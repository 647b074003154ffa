package org.boardwright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.boardwright.engine.Game;
import org.boardwright.engine.NotationException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code moves <game>}: for each position string on standard input, one line of legal moves. */
@Command(
        name = "moves",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Lists the legal moves of each position string (or checkers FEN) read from standard input.",
            "One answer line per input line: the moves sorted and separated by spaces (the dice",
            "outcomes at a chance node), an empty line when there are none, or 'error: <reason>'."
        })
final class MovesCommand implements Callable<Integer> {

    /** Input lines longer than this are answered "error: ..." without being kept in memory. */
    static final int MAX_LINE_BYTES = 1 << 16;

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(
            index = "0",
            paramLabel = "<game>",
            description = "game id, e.g. madrooks or madbishops")
    private String gameSpec;

    @picocli.CommandLine.Option(
            names = "--notation",
            paramLabel = "N",
            description = "algebraic (default) or, for checkers, numeric (squares 1-32)")
    private String notation;

    @Override
    public Integer call() throws IOException {
        Game game = Main.game(spec, gameSpec);
        String n = Main.notation(spec, game, notation);
        Terminal terminal = main.terminal();
        answerAll(game, n, terminal.in(), terminal.out());
        return 0;
    }

    /** Answers every line until the end of input (or until standard output is closed). */
    static void answerAll(Game game, InputStream in, PrintWriter out) throws IOException {
        answerAll(game, Game.ALGEBRAIC, in, out);
    }

    /** Answers every line with the moves in {@code notation}. */
    static void answerAll(Game game, String notation, InputStream in, PrintWriter out)
            throws IOException {
        LineReader reader = new LineReader(in, MAX_LINE_BYTES);
        for (LineReader.Line line = reader.next(); line != null; line = reader.next()) {
            out.println(
                    line.tooLong()
                            ? "error: line too long (more than " + MAX_LINE_BYTES + " bytes)"
                            : answer(game, notation, line.text()));
            if (out.checkError()) {
                return; // nobody is reading any more
            }
        }
    }

    /** The answer to one line of input. */
    static String answer(Game game, String line) {
        return answer(game, Game.ALGEBRAIC, line);
    }

    /** The answer to one line of input, the moves in {@code notation}. */
    static String answer(Game game, String notation, String line) {
        if (line.isBlank()) {
            return "";
        }
        try {
            return String.join(" ", game.parsePosition(line).legalMoveNotations(notation));
        } catch (NotationException e) {
            return "error: " + Text.oneLine(e.getMessage());
        } catch (RuntimeException e) {
            // A bug must not cost the script its one line per input.
            return "error: internal error (" + Text.oneLine(e.toString()) + ")";
        }
    }
}
