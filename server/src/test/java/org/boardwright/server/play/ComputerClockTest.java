package org.boardwright.server.play;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Clock;
import org.boardwright.ai.Players;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.engine.play.PlayedGame;
import org.boardwright.server.ApiClient;
import org.boardwright.server.ApiClient.Socket;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;
import org.boardwright.server.TestTime;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The computer thinks by its clock (issue 18): in a game with a clock its clock runs and is charged
 * as a person's, and level:max takes a share of what it has left rather than its level's time.
 * level:max's usual time here is 20 seconds, so a move that comes within a few seconds followed the
 * clock; the other levels think 40 nodes.
 */
class ComputerClockTest {

    @TempDir Path dir;
    final TestTime time = new TestTime();

    /**
     * level:max's first move waits for it after its task (the position and its clock) is taken: the
     * test lets time pass while the computer's clock runs, however slow the machine.
     */
    private final CountDownLatch thinkingMayStart = new CountDownLatch(1);

    BoardwrightServer server;
    ApiClient api;

    ServerConfig config() {
        return ServerConfig.defaults()
                .withHost("127.0.0.1")
                .withPort(0)
                .withDbUrl("jdbc:sqlite:" + dir.resolve("c.db"))
                .withComputerThreads(2)
                .withLevelBudget(
                        level -> {
                            if (!level.equals("level:max")) {
                                return Budget.iterations(40);
                            }
                            try {
                                thinkingMayStart.await();
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                            return Budget.time(20);
                        })
                .withAnalysisBudget(Budget.iterations(300))
                // No timer: a flag that falls here fell because the computer's move came too late.
                .withClockTick(Duration.ofHours(1))
                .withGamesPerMinute(0);
    }

    @BeforeEach
    void start() {
        server = BoardwrightServer.start(config(), time);
        api = new ApiClient(server.port());
    }

    @AfterEach
    void stop() {
        thinkingMayStart.countDown();
        server.stop();
    }

    private JsonNode oneMinuteAgainstMax() {
        return api.create(
                "{\"game\": \"cage\", \"opponent\": \"computer\", \"level\": \"level:max\","
                        + " \"color\": \"first\", \"clock\": {\"type\": \"clock\", \"minutes\": 1,"
                        + " \"increment\": 0}}");
    }

    private static String first(JsonNode state) {
        return state.get("legalMoves").get(0).asText();
    }

    private static long remaining(JsonNode state, int seat) {
        return state.get("clock").get("remainingMs").get(seat).asLong();
    }

    @Test
    void levelMaxThinksByWhatIsLeftOnItsClockAndIsChargedForIt() {
        JsonNode created = oneMinuteAgainstMax();
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        try (Socket watcher = api.socket(id, null)) {
            JsonNode s = api.move(id, token, first(created.get("state")));
            assertThat(s.get("thinking").asBoolean()).isTrue();
            assertThat(s.get("clock").get("running").asInt())
                    .as("the computer's clock runs while it thinks")
                    .isEqualTo(1);
            // 50 of its 60 seconds go by while it thinks its first move.
            time.advance(Duration.ofSeconds(50));
            thinkingMayStart.countDown();
            JsonNode replied =
                    watcher.awaitState(
                            x -> x.get("ply").asInt() == 2 && !x.get("thinking").asBoolean());
            assertThat(replied.get("status").asText()).isEqualTo("active");
            long left = remaining(replied, 1);
            assertThat(left).as("charged for the 50 s and its thinking").isBetween(1L, 10_000L);

            // Its second move: about (left - 1 s) / 40, some 200 ms, not the level's 20 s.
            JsonNode mine = api.move(id, token, first(replied));
            long before = remaining(mine, 1);
            JsonNode next =
                    watcher.awaitState(
                            x -> x.get("ply").asInt() == 4 && !x.get("thinking").asBoolean());
            long charged = before - remaining(next, 1);
            assertThat(charged)
                    .as("its share of %d ms left (a loaded machine may add a little)", before)
                    .isBetween(1L, 2_500L);
            assertThat(next.get("status").asText()).isEqualTo("active");
            assertThat(next.get("clock").get("running").isNull()).isFalse();
            assertThat(next.get("clock").get("running").asInt()).isZero();
        }
    }

    @Test
    void aComputerWhoseTimeRunsOutLosesOnTime() {
        JsonNode created = oneMinuteAgainstMax();
        String id = created.get("id").asText();
        try (Socket watcher = api.socket(id, null)) {
            api.move(id, created.get("token").asText(), first(created.get("state")));
            time.advance(Duration.ofSeconds(61)); // as if the server had stopped for a minute
            thinkingMayStart.countDown();
            JsonNode over = watcher.awaitState(x -> x.get("status").asText().equals("finished"));
            assertThat(over.get("winner").asInt()).isZero();
            assertThat(over.get("reason").asText()).endsWith("ran out of time");
            assertThat(remaining(over, 1)).isZero();
        }
        assertThat(api.state(id).get("ply").asInt()).as("its late move was dropped").isEqualTo(1);
    }

    @Test
    void theBudgetFollowsTheClockForATimedLevelOnly() {
        ServerConfig defaults = ServerConfig.defaults();
        Game cage = Games.get("cage");
        var state = cage.newInitialState();
        assertThat(
                        ComputerPlayers.budget(
                                defaults.computer(), task(cage, state, "level:max", null)))
                .as("untimed or correspondence: the level's own second")
                .isEqualTo(Budget.time(1));
        assertThat(
                        ComputerPlayers.budget(
                                defaults.computer(),
                                task(cage, state, "level:max", Clock.suddenDeath(60_000, 0, 0))))
                .as("1 + 0 at the start: 59 s / 40")
                .isEqualTo(new Budget(1_475, 0, 0));
        assertThat(
                        ComputerPlayers.budget(
                                defaults.computer(),
                                task(cage, state, "level:max", Clock.suddenDeath(5_000, 0, 60))))
                .as("5 s left late in the game: 4 s / 20")
                .isEqualTo(new Budget(200, 0, 0));
        assertThat(
                        ComputerPlayers.budget(
                                defaults.computer(),
                                task(
                                        cage,
                                        state,
                                        "level:max",
                                        Clock.suddenDeath(900_000, 10_000, 0))))
                .as("15 + 10: 30 s, the server's ceiling")
                .isEqualTo(Budget.time(30));
        assertThat(
                        ComputerPlayers.budget(
                                defaults.computer(),
                                task(cage, state, "level:4", Clock.suddenDeath(60_000, 0, 0))))
                .as("a fixed amount stays")
                .isEqualTo(Players.defaultBudget("level:4"));
    }

    @Test
    void theMovesASeatHasChosenCountItsChoicesOnly() {
        PlayedGame checkers = PlayedGame.fromStart(Games.get("checkers"), 1);
        assertThat(Clocks.movesChosen(checkers, 0)).isZero();
        for (String move : List.of("c3-d4", "f6-e5", "d4xf6")) {
            checkers.choose(checkers.state().parseMove(move));
        }
        assertThat(Clocks.movesChosen(checkers, 0)).isEqualTo(2);
        assertThat(Clocks.movesChosen(checkers, 1)).isEqualTo(1);
        // A ply played automatically (as dice or a forced pass are) is nobody's move.
        PlayedGame automatic = PlayedGame.fromStart(Games.get("checkers"), 1);
        automatic.choose(automatic.state().parseMove("c3-d4"));
        automatic.play(automatic.state().parseMove("f6-e5"), null);
        assertThat(Clocks.movesChosen(automatic, 0)).isEqualTo(1);
        assertThat(Clocks.movesChosen(automatic, 1)).isZero();
    }

    private static ComputerPlayers.Task task(
            Game game, org.boardwright.engine.GameState state, String level, Clock clock) {
        return new ComputerPlayers.Task("g", game, state, List.of(), level, 1, clock);
    }
}
