package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bot} from the shaded jar, as a real process, connected to a real server as a bot account:
 * with {@code boardwright engine} as its engine it accepts a person's challenge and plays the game
 * to its end; with an engine that crashes mid-game it resigns that game and goes on.
 */
@Timeout(300)
class BotProcessIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir Path dir;

    private BoardwrightServer server;
    private String base;
    private Process bot;
    private final BlockingQueue<String> botLines = new LinkedBlockingQueue<>();

    @BeforeEach
    void startServer() {
        server =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("bots.db"))
                                .withGamesPerMinute(0));
        base = "http://127.0.0.1:" + server.port();
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (bot != null) {
            bot.destroy();
            if (!bot.waitFor(10, TimeUnit.SECONDS)) {
                bot.destroyForcibly();
            }
        }
        server.stop();
    }

    /** A browser-like player: a cookie jar and JSON requests. */
    private final class Person {
        final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();

        JsonNode send(String method, String path, String body) throws Exception {
            HttpResponse<String> r =
                    http.send(
                            HttpRequest.newBuilder(URI.create(base + path))
                                    .header("Content-Type", "application/json")
                                    .method(
                                            method,
                                            body == null
                                                    ? HttpRequest.BodyPublishers.noBody()
                                                    : HttpRequest.BodyPublishers.ofString(body))
                                    .timeout(Duration.ofSeconds(30))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode() / 100).as(method + " " + path + ": " + r.body()).isEqualTo(2);
            return r.body().isEmpty() ? null : JSON.readTree(r.body());
        }

        JsonNode post(String path, String body) throws Exception {
            return send("POST", path, body);
        }

        JsonNode get(String path) throws Exception {
            return send("GET", path, null);
        }
    }

    private Person signUp(String name) throws Exception {
        Person p = new Person();
        p.post(
                "/api/account/signup",
                "{\"username\": \"" + name + "\", \"password\": \"correct horse\"}");
        return p;
    }

    /** Signs a bot account up and starts {@code boardwright bot} with its token and the engine. */
    private void startBot(String name, String engine) throws Exception {
        Person owner = signUp(name);
        owner.post("/api/account/bot", "");
        String token =
                owner.post("/api/account/tokens", "{\"label\": \"it\", \"scopes\": [\"bot:play\"]}")
                        .get("token")
                        .asText();
        ProcessBuilder pb =
                new ProcessBuilder(
                                java(), "-jar", jar(), "bot", "--server", base, "--engine", engine)
                        .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("BOARDWRIGHT_TOKEN", token);
        bot = pb.start();
        BufferedReader out =
                new BufferedReader(
                        new InputStreamReader(bot.getInputStream(), StandardCharsets.UTF_8));
        Thread reader =
                new Thread(
                        () -> {
                            try {
                                for (String l = out.readLine(); l != null; l = out.readLine()) {
                                    botLines.add(l);
                                }
                            } catch (IOException e) {
                                // the process ended
                            }
                        });
        reader.setDaemon(true);
        reader.start();
        awaitBotLine(l -> l.equals("connected as " + name));
    }

    private String awaitBotLine(Predicate<String> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (true) {
            String line = botLines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError("the bot printed no such line");
            }
            if (wanted.test(line)) {
                return line;
            }
        }
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String jar() {
        return System.getProperty("boardwright.jar");
    }

    /** Challenges the bot; the game's id once the bot accepted and the game started. */
    private String challenge(Person person, String botName, String color) throws Exception {
        String challenge =
                person.post(
                                "/api/lobby/challenges",
                                "{\"game\": \"checkers\", \"color\": \""
                                        + color
                                        + "\", \"to\": \""
                                        + botName
                                        + "\", \"clock\": {\"type\": \"clock\", \"minutes\": 1,"
                                        + " \"increment\": 0}}")
                        .get("id")
                        .asText();
        awaitBotLine(l -> l.startsWith("accepted challenge " + challenge));
        String started = awaitBotLine(l -> l.matches("game \\w+ started"));
        return started.split(" ")[1];
    }

    /**
     * Plays the person's side (the first legal move each turn) until the game ends; its final
     * state. Waits on the game's state, read again after each change.
     */
    private static JsonNode playUntilOver(Person person, String gameId) throws Exception {
        while (true) {
            // The bot's turn: wait until the state says the person is to move or the game is over.
            JsonNode state =
                    await().atMost(Duration.ofMinutes(1))
                            .until(
                                    () -> person.get("/api/games/" + gameId),
                                    s ->
                                            !s.get("status").asText().equals("active")
                                                    || s.get("toMove").asInt(-1)
                                                            == s.get("you").asInt());
            if (!state.get("status").asText().equals("active")) {
                return state;
            }
            person.post(
                    "/api/games/" + gameId + "/moves",
                    "{\"move\": \""
                            + state.get("legalMoves").get(0).asText()
                            + "\", \"ply\": "
                            + state.get("ply").asInt()
                            + "}");
        }
    }

    @Test
    void aBotWithBoardwrightsEngineAcceptsAChallengeAndPlaysTheGameToTheEnd() throws Exception {
        startBot("enginebot", "\"" + java() + "\" -jar \"" + jar() + "\" engine");
        Person person = signUp("alice");
        String gameId = challenge(person, "enginebot", "first");
        JsonNode end = playUntilOver(person, gameId);
        assertThat(end.get("status").asText()).isEqualTo("finished");
        assertThat(end.get("ply").asInt()).isGreaterThan(4);
        assertThat(end.get("seats").toString()).contains("enginebot");
        awaitBotLine(l -> l.startsWith("game " + gameId + " over"));
        assertThat(bot.isAlive()).isTrue();
    }

    @Test
    void anEngineThatCrashesMidGameForfeitsItAndTheBotGoesOn() throws Exception {
        // The script plays the first legal move of the start (the bot moves first), then dies.
        GameState start = Games.get("checkers").newInitialState();
        int[] moves = new int[GameState.MAX_MOVES];
        start.legalMoves(moves, 0);
        String first = start.formatMove(moves[0]);
        Path script = dir.resolve("crash.sh");
        Files.writeString(
                script,
                "#!/bin/sh\nn=0\nwhile read line; do case \"$line\" in\n"
                        + "hub) echo wait;;\n"
                        + "init) echo ready;;\n"
                        + "go*) n=$((n+1)); if [ $n -gt 1 ]; then exit 3; fi; echo \"done move="
                        + first
                        + "\";;\n"
                        + "quit) exit 0;;\n"
                        + "esac; done\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        startBot("crashbot", "engine:" + script);
        Person person = signUp("bob");
        String gameId = challenge(person, "crashbot", "second");
        JsonNode end = playUntilOver(person, gameId);
        assertThat(end.get("status").asText()).isEqualTo("finished");
        assertThat(end.get("winner").asInt()).isEqualTo(end.get("you").asInt());
        assertThat(end.get("moves").get(0).asText()).isEqualTo(first);
        awaitBotLine(l -> l.contains(gameId) && l.contains("resigning"));
        // The bot goes on: the next challenge is accepted and its game starts.
        String next = challenge(person, "crashbot", "first");
        assertThat(next).isNotEqualTo(gameId);
        person.post("/api/games/" + next + "/resign", null);
        assertThat(bot.isAlive()).isTrue();
    }
}
