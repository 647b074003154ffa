package org.boardwright.tools.checkers;

import java.io.IOException;
import java.io.PrintStream;

/**
 * What the command-line tools of this package share: a bad argument, or a file that cannot be read,
 * is one line on standard error followed by the tool's usage, and exit status 2.
 */
final class ToolArguments {

    /** A tool's work, given its arguments; a bad one throws {@link IllegalArgumentException}. */
    interface Body {
        void run(String[] args) throws IOException;
    }

    private ToolArguments() {}

    /** Runs the tool and exits with status 2 when its arguments or files are bad. */
    static void main(String[] args, Body body, String usage) {
        int status = run(args, body, usage, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Runs the tool: 0, or 2 after the problem and the usage on {@code err}. */
    static int run(String[] args, Body body, String usage, PrintStream err) {
        try {
            body.run(args);
            return 0;
        } catch (IllegalArgumentException | IOException e) {
            err.println(e instanceof IOException ? e.toString() : e.getMessage());
            err.println(usage);
            return 2;
        }
    }

    /** The value after the option at {@code i}. */
    static String value(String[] args, int i) {
        if (i + 1 >= args.length) {
            throw new IllegalArgumentException(args[i] + " needs a value");
        }
        return args[i + 1];
    }
}
