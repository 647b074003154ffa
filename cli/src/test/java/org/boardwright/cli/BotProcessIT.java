package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.function.Predicate;
import org.boardwright.client.BoardwrightClient;
import org.boardwright.client.GameState;
import org.boardwright.client.NewChallenge;
import org.boardwright.client.TimeControl;
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

    private BoardwrightClient signUp(String name) {
        return RunningBot.signUp(base, name);
    }

    private String awaitBotLine(Predicate<String> wanted) throws InterruptedException {
        return bot.awaitLine(wanted);
    }

    /** Challenges the bot; the game's id once the bot accepted and the game started. */
    private String challenge(BoardwrightClient person, String botName, String color)
            throws Exception {
        String challenge =
                person.postChallenge(
                                NewChallenge.direct("checkers", botName)
                                        .withColor(color)
                                        .withClock(TimeControl.live(1, 0)))
                        .id();
        awaitBotLine(l -> l.startsWith("accepted challenge " + challenge));
        String started = awaitBotLine(l -> l.matches("game \\w+ started"));
        return started.split(" ")[1];
    }

    /**
     * Plays the person's side (the first legal move each turn) until the game ends; its final
     * state. Waits on the game's state, read again after each change.
     */
    private static GameState playUntilOver(BoardwrightClient person, String gameId) {
        while (true) {
            // The bot's turn: wait until the state says the person is to move or the game is over.
            GameState state =
                    await().atMost(Duration.ofMinutes(1))
                            .until(
                                    () -> person.game(gameId, null),
                                    s -> !s.isActive() || s.toMove().equals(s.you()));
            if (!state.isActive()) {
                return state;
            }
            person.play(gameId, null, state.legalMoves().get(0), state.ply());
        }
    }

    @Test
    void aBotWithBoardwrightsEngineAcceptsAChallengeAndPlaysTheGameToTheEnd() throws Exception {
        bot = RunningBot.start(base, "enginebot", RunningBot.boardwrightEngine());
        BoardwrightClient person = signUp("alice");
        String gameId = challenge(person, "enginebot", "first");
        GameState end = playUntilOver(person, gameId);
        assertThat(end.status()).isEqualTo("finished");
        assertThat(end.ply()).isGreaterThan(4);
        assertThat(end.json().get("seats").toString()).contains("enginebot");
        awaitBotLine(l -> l.startsWith("game " + gameId + " over"));
        assertThat(bot.isAlive()).isTrue();
    }

    @Test
    void anEngineThatCrashesMidGameForfeitsItAndTheBotGoesOn() throws Exception {
        // The script plays the first legal move of the start (the bot moves first), then dies.
        org.boardwright.engine.GameState start = Games.get("checkers").newInitialState();
        int[] moves = new int[org.boardwright.engine.GameState.MAX_MOVES];
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
        BoardwrightClient person = signUp("bob");
        String gameId = challenge(person, "crashbot", "second");
        GameState end = playUntilOver(person, gameId);
        assertThat(end.status()).isEqualTo("finished");
        assertThat(end.winner()).isEqualTo(end.you()).isPresent();
        assertThat(end.moves().get(0)).isEqualTo(first);
        awaitBotLine(l -> l.contains(gameId) && l.contains("resigning"));
        // The bot goes on: the next challenge is accepted and its game starts.
        String next = challenge(person, "crashbot", "first");
        assertThat(next).isNotEqualTo(gameId);
        person.resign(next, null);
        assertThat(bot.isAlive()).isTrue();
    }
}
