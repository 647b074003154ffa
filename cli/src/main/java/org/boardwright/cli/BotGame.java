package org.boardwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Clock;
import org.boardwright.ai.PlayerForfeit;
import org.boardwright.ai.SearchListener;
import org.boardwright.ai.TimeControl;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;

/**
 * One game of the bot, on a thread of its own: follows the game's stream and, at each of the bot's
 * turns, asks the engine for a move from the position and the clock (its time as the protocol's
 * {@code level}) and sends it. An engine that fails (crashes, hangs, answers nonsense) resigns the
 * game; the bot goes on with the others.
 */
final class BotGame implements Runnable {

    /** A move's time without a clock (a game without one, or by days). */
    static final long UNTIMED_MOVE_MILLIS = 2_000;

    private final BotApi api;
    private final String gameId;
    private final String engine;
    private final PrintStream log;
    private EnginePlayer player;
    private int lastPlyPlayed = -1;
    private boolean resigned;

    BotGame(BotApi api, String gameId, String engine, PrintStream log) {
        this.api = api;
        this.gameId = gameId;
        this.engine = engine;
        this.log = log;
    }

    @Override
    public void run() {
        try {
            api.stream("/api/bot/game/stream/" + gameId, this::onState);
        } catch (IOException e) {
            log.println("game " + gameId + ": stream failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (player != null) {
                player.close();
            }
        }
    }

    private void onState(JsonNode line) {
        JsonNode state = line.get("state");
        if (state == null || resigned) {
            return;
        }
        if (!state.path("status").asText().equals("active")) {
            log.println(
                    "game "
                            + gameId
                            + " over: "
                            + state.path("result").asText()
                            + " "
                            + state.path("reason").asText());
            return;
        }
        int ply = state.path("ply").asInt();
        if (state.path("toMove").isNull()
                || state.path("toMove").asInt() != state.path("you").asInt(-1)
                || state.path("legalMoves").isEmpty()
                || ply == lastPlyPlayed) {
            return;
        }
        lastPlyPlayed = ply;
        try {
            play(state, ply);
        } catch (PlayerForfeit e) {
            resign("the engine failed: " + e.getMessage());
        } catch (IOException e) {
            log.println("game " + gameId + ": move refused: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void play(JsonNode state, int ply) throws IOException, InterruptedException {
        Game game = Games.get(state.path("spec").asText());
        if (player == null) {
            player = EnginePlayer.of(BotCommand.playerName(engine), game);
        }
        GameState position = game.parsePosition(state.path("position").asText());
        int move = player.chooseMove(position, budget(state, ply), SearchListener.NONE);
        String text = position.formatMove(move);
        api.post("/api/bot/game/" + gameId + "/move/" + BotApi.segment(text));
        log.println("game " + gameId + " ply " + ply + ": " + text);
    }

    /** The move's time from the bot's clock, as the server reports it. */
    static Budget budget(JsonNode state, int ply) {
        JsonNode clock = state.path("clock");
        JsonNode left = clock.path("remainingMs");
        int you = state.path("you").asInt();
        if (!clock.path("type").asText().equals("clock") || !left.has(you)) {
            return new Budget(UNTIMED_MOVE_MILLIS, 0, 0);
        }
        long increment = clock.path("increment").asLong() * 1000;
        Clock c = Clock.suddenDeath(left.get(you).asLong(), increment, ply / 2);
        return TimeControl.ENGINE.budget(Budget.time(1), c);
    }

    private void resign(String why) {
        resigned = true;
        log.println("game " + gameId + ": " + why + "; resigning");
        if (player != null) {
            player.close();
        }
        try {
            api.post("/api/bot/game/" + gameId + "/resign");
        } catch (IOException e) {
            log.println("game " + gameId + ": resigning failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
