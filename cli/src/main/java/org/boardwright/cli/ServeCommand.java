package org.boardwright.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code serve [--port P] [--db URL]}: the game server, until the process is stopped. */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Runs the game server: the web UI, the HTTP API (docs/API.md) and the computer players.",
            "With no --db, games are kept in an SQLite file under ./data/ (created on first start)."})
final class ServeCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "<port>", description = "port to listen on (default 8080; 0 picks a free one)")
    private int port = 8080;

    @Option(names = "--host", paramLabel = "<address>", description = "address to listen on (default 0.0.0.0: every interface)")
    private String host = "0.0.0.0";

    @Option(names = "--db", paramLabel = "<url>",
            description = {"database: jdbc:sqlite:<file> or jdbc:postgresql://host/db?user=...&password=...",
                "(or the user and password in BOARDWRIGHT_DB_USER and BOARDWRIGHT_DB_PASSWORD)"})
    private String db;

    @Option(names = "--games-per-minute", paramLabel = "<n>",
            description = {"new games one client address may create per minute (default 60; 0: no limit).",
                "Behind a reverse proxy every client has the proxy's address: use 0 and limit at the proxy."})
    private int gamesPerMinute = 60;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new ParameterException(spec.commandLine(), "port must be from 0 to 65535, not " + port);
        }
        if (db != null && !db.startsWith("jdbc:sqlite:") && !db.startsWith("jdbc:postgresql:")) {
            throw new ParameterException(spec.commandLine(), "--db must be a jdbc:sqlite: or jdbc:postgresql: URL");
        }
        if (gamesPerMinute < 0) {
            throw new ParameterException(spec.commandLine(), "--games-per-minute must be 0 or more");
        }
        ServerConfig config = ServerConfig.defaults().withHost(host).withPort(port).withDbUrl(db).withGamesPerMinute(gamesPerMinute);
        BoardwrightServer server;
        try {
            server = BoardwrightServer.start(config);
        } catch (RuntimeException e) {
            main.terminal().err().println("error: the server could not start: " + Text.oneLine(String.valueOf(rootMessage(e))));
            main.terminal().err().flush();
            return Main.USAGE_ERROR;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }, "boardwright-shutdown"));
        String shownHost = host.equals("0.0.0.0") || host.equals("::") ? "localhost" : host;
        main.terminal().out().println("Boardwright is running: open http://" + shownHost + ":" + server.port() + "/");
        main.terminal().out().flush();
        stopped.await();
        return 0;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t == e ? e.getMessage() : e.getMessage() + " (" + t.getMessage() + ")";
    }
}
