package org.boardwright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.boardwright.engine.Game;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.record.RecordFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code replay <game> FILE}: replays every game of a file in one of the game's record formats
 * (checkers: PDN) and reports each: {@code ok} with its moves and result, or the first refused
 * move.
 */
@Command(
        name = "replay",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Replays every game of a record file in the game's own format (checkers: PDN).",
            "One line per game: 'game N (...): ok, M moves, <result>' or 'game N (...): refused:",
            "<the first refused move and why>'; then a summary. Exit status 1 if any was refused."
        })
final class ReplayCommand implements Callable<Integer> {

    /** Largest file read: a big corpus fits, junk is refused early. */
    static final int MAX_BYTES = 256 << 20;

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<game>", description = "game id, e.g. checkers")
    private String gameSpec;

    @Parameters(index = "1", paramLabel = "FILE", description = "the record file")
    private Path file;

    @Option(
            names = "--format",
            paramLabel = "F",
            description = "the record format (default: the game's first, pdn for checkers)")
    private String format;

    @Override
    public Integer call() throws IOException {
        Game game = Main.game(spec, gameSpec);
        List<RecordFormat> formats = game.recordFormats();
        RecordFormat chosen =
                formats.stream()
                        .filter(f -> format == null || f.name().equals(format))
                        .findFirst()
                        .orElseThrow(
                                () ->
                                        new ParameterException(
                                                spec.commandLine(),
                                                game.name()
                                                        + (formats.isEmpty()
                                                                ? " has no record format to replay"
                                                                : " has no format '"
                                                                        + format
                                                                        + "'")));
        String text = read(file);
        PrintWriter out = main.terminal().out();
        List<RecordFormat.Entry> entries;
        try {
            entries = chosen.readEach(text);
        } catch (NotationException e) {
            throw new ParameterException(
                    spec.commandLine(), "cannot read " + file + ": " + e.getMessage());
        }
        return report(entries, out);
    }

    /** Prints one line per game and the summary; returns the exit status. */
    static int report(List<RecordFormat.Entry> entries, PrintWriter out) {
        int refused = 0;
        for (RecordFormat.Entry e : entries) {
            if (e.record() != null) {
                out.println(
                        e.title()
                                + ": ok, "
                                + e.record().moves().length
                                + " moves, "
                                + e.record().resultToken());
            } else {
                refused++;
                String error = e.error();
                String prefix = e.title() + ", ";
                if (error.startsWith(prefix)) {
                    error = error.substring(prefix.length());
                } else if (error.startsWith(e.title() + ": ")) {
                    error = error.substring(e.title().length() + 2);
                }
                out.println(e.title() + ": refused: " + Text.oneLine(error));
            }
        }
        out.println(
                entries.size()
                        + (entries.size() == 1 ? " game, " : " games, ")
                        + (entries.size() - refused)
                        + " replayed, "
                        + refused
                        + " refused");
        out.flush();
        return refused == 0 ? 0 : 1;
    }

    private String read(Path path) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(path)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (NoSuchFileException e) {
            throw new ParameterException(
                    spec.commandLine(), "cannot read " + path + ": no such file");
        }
        if (bytes.length > MAX_BYTES) {
            throw new ParameterException(
                    spec.commandLine(), path + " is larger than " + MAX_BYTES + " bytes");
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
