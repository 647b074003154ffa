package org.boardwright.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** Runs the command line in-process on strings. */
final class Cli {

    /** What a run left behind. */
    record Run(int status, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }

        List<String> errLines() {
            return err.lines().toList();
        }
    }

    private Cli() {}

    static Run run(String stdin, String... args) {
        return run(
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                false,
                Map.of(),
                args);
    }

    static Run run(byte[] stdin, String... args) {
        return run(new ByteArrayInputStream(stdin), false, Map.of(), args);
    }

    static Run run(
            InputStream in, boolean interactive, Map<String, String> environment, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Terminal terminal =
                new Terminal(
                        in,
                        new PrintWriter(out, true),
                        new PrintWriter(err, true),
                        interactive,
                        environment);
        int status = Main.run(terminal, args);
        return new Run(status, out.toString(), err.toString());
    }
}
