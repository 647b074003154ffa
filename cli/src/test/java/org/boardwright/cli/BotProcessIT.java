package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.function.Predicate;
import org.boardwright.cli.RunningBot.Person;
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

    @TempDir Path dir;

    private BoardwrightServer server;
    private String base;
    private RunningBot bot;

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
            bot.close();
        }
        server.stop();
    }

    private Person signUp(String name) throws Exception {
        return Person.signUp(base, name);
    }

    private String awaitBotLine(Predicate<String> wanted) throws InterruptedException {
        return bot.awaitLine(wanted);
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
        bot = RunningBot.start(base, "enginebot", RunningBot.boardwrightEngine());
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
        bot = RunningBot.start(base, "crashbot", "engine:" + script);
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
