package org.boardwright.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Where a command reads and writes: the process's standard streams, or strings in tests. Both
 * writers flush at every {@code println}, as the command line contract asks.
 *
 * @param interactive whether a person sits at a terminal (stdin and stdout not redirected)
 * @param environment the environment variables ({@code NO_COLOR} turns colours off)
 */
public record Terminal(
        InputStream in,
        PrintWriter out,
        PrintWriter err,
        boolean interactive,
        Map<String, String> environment) {

    /** The process's own streams and environment. */
    public static Terminal system() {
        return new Terminal(
                System.in,
                writer(System.out),
                writer(System.err),
                System.console() != null,
                System.getenv());
    }

    /** A UTF-8 writer that flushes at every line. */
    public static PrintWriter writer(OutputStream out) {
        return new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true);
    }

    /** Whether colours are wanted: on a terminal, unless NO_COLOR is set (https://no-color.org). */
    public boolean colorWanted() {
        String noColor = environment.get("NO_COLOR");
        return interactive && (noColor == null || noColor.isEmpty());
    }
}
