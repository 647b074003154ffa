package org.boardwright.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.boardwright.client.BoardwrightClient;

/**
 * A bot account on a running server and {@code boardwright bot} from the shaded jar, as a real
 * process, connected to it with the account's token and an engine; its output read line by line.
 */
final class RunningBot implements AutoCloseable {

    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    private RunningBot(Process process) {
        this.process = process;
        BufferedReader out =
                new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Thread reader =
                new Thread(
                        () -> {
                            try {
                                for (String l = out.readLine(); l != null; l = out.readLine()) {
                                    lines.add(l);
                                }
                            } catch (IOException e) {
                                // the process ended
                            }
                        });
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Signs {@code name} up on the server at {@code base}, makes it a bot with a {@code bot:play}
     * token, and starts {@code boardwright bot} with that token and {@code engine}; returns once
     * the bot says it is connected.
     */
    static RunningBot start(String base, String name, String engine) throws Exception {
        BoardwrightClient owner = signUp(base, name);
        owner.becomeBot();
        String token = owner.createToken("it", List.of("bot:play")).token();
        ProcessBuilder pb =
                new ProcessBuilder(
                                java(), "-jar", jar(), "bot", "--server", base, "--engine", engine)
                        .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("BOARDWRIGHT_TOKEN", token);
        RunningBot bot = new RunningBot(pb.start());
        bot.awaitLine(l -> l.equals("connected as " + name));
        return bot;
    }

    /** A browser-like player: a client with a cookie jar of its own, signed up. */
    static BoardwrightClient signUp(String base, String name) {
        BoardwrightClient p = new BoardwrightClient(URI.create(base));
        p.signUp(name, "correct horse");
        return p;
    }

    /** {@code boardwright engine} from the same jar, as the bot's engine command. */
    static String boardwrightEngine() {
        return "\"" + java() + "\" -jar \"" + jar() + "\" engine";
    }

    /** The next line the bot prints that {@code wanted} accepts (lines before it are dropped). */
    String awaitLine(Predicate<String> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (true) {
            String line = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError("the bot printed no such line");
            }
            if (wanted.test(line)) {
                return line;
            }
        }
    }

    boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    static String jar() {
        return System.getProperty("boardwright.jar");
    }
}
