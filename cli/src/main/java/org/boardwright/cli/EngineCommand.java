package org.boardwright.cli;

import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code engine}: the engine protocol of cli/README.md on standard input and output. */
@Command(
        name = "engine",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Speaks the engine protocol (Hub/UCI style) on standard input and output:",
            "hub, set-param, init, new-game, pos, level, go think, go ponder, ponder-hit, stop, ping, quit;",
            "English checkers in pydraughts' Hub dialect after set-param name=variant value=english."
        })
final class EngineCommand implements Callable<Integer> {

    @ParentCommand private Main main;

    @Override
    public Integer call() throws IOException {
        Terminal terminal = main.terminal();
        String version = new Main.Version().getVersion()[0].replaceFirst("^boardwright ", "");
        new EngineSession(terminal.out(), version).run(terminal.in());
        return 0;
    }
}
