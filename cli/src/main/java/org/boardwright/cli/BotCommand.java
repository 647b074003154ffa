package org.boardwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bot --server URL --token T --engine "<command>"}: connects an engine to a Boardwright
 * server as a bot account through the bot API (docs/API.md), in the manner of lichess-bot: it
 * accepts the challenges of games the engine plays, declines the others, and plays each game on a
 * thread of its own until the process is stopped.
 */
@Command(
        name = "bot",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Connects an engine to a Boardwright server as a bot account (docs/API.md, the bot API).",
            "Accepts challenges of games the engine plays and plays them; runs until stopped."
        })
final class BotCommand implements Callable<Integer> {

    /** How long to wait before connecting again when the event stream ends. */
    static final long RECONNECT_MILLIS = 2_000;

    @Option(
            names = "--server",
            required = true,
            paramLabel = "<url>",
            description = "the server, e.g. http://localhost:8080")
    private String server;

    @Option(
            names = "--token",
            paramLabel = "<token>",
            defaultValue = "${env:BOARDWRIGHT_TOKEN}",
            description =
                    "an API token of the bot account with the scope bot:play (or BOARDWRIGHT_TOKEN,"
                            + " which keeps it out of the process list)")
    private String token;

    @Option(
            names = "--engine",
            required = true,
            paramLabel = "<command>",
            description = {
                "the engine: a command speaking Boardwright's engine protocol (e.g. \"boardwright"
                        + " engine\"),",
                "or engine:<command> likewise, or hub:<command> for a Hub engine (checkers only)"
            })
    private String engine;

    private final Set<String> playing = ConcurrentHashMap.newKeySet();

    /** The player name of an engine option: a bare command is Boardwright's engine protocol. */
    static String playerName(String engine) {
        return EnginePlayer.isEngine(engine) ? engine : EnginePlayer.ENGINE_PREFIX + engine;
    }

    @Override
    public Integer call() throws Exception {
        PrintStream out = System.out;
        if (token == null || token.isBlank()) {
            System.err.println("bot: no token: give --token or BOARDWRIGHT_TOKEN");
            return Main.USAGE_ERROR;
        }
        EnginePlayer.of(playerName(engine), Games.get("madrooks")); // the command is well formed
        BotApi api = new BotApi(server, token.strip());
        JsonNode me;
        try {
            me = api.get("/api/bot/account");
        } catch (BotApi.Refused e) {
            System.err.println("bot: the server refused the token: " + e.getMessage());
            return Main.USAGE_ERROR;
        }
        if (!me.path("bot").asBoolean()) {
            System.err.println(
                    "bot: "
                            + me.path("username").asText()
                            + " is not a bot account: mark it one on"
                            + " its account page first");
            return Main.USAGE_ERROR;
        }
        out.println("connected as " + me.path("username").asText());
        out.flush();
        while (!Thread.currentThread().isInterrupted()) {
            try {
                api.stream("/api/bot/stream/event", event -> onEvent(api, event, out));
            } catch (BotApi.Refused e) {
                if (e.status == 401 || e.status == 403) {
                    System.err.println("bot: " + e.getMessage());
                    return Main.USAGE_ERROR;
                }
                out.println("event stream refused: " + e.getMessage());
            } catch (IOException e) {
                out.println("event stream ended: " + e.getMessage());
            }
            Thread.sleep(RECONNECT_MILLIS);
        }
        return 0;
    }

    private void onEvent(BotApi api, JsonNode event, PrintStream out) {
        switch (event.path("type").asText()) {
            case "challenge" -> answer(api, event.get("challenge"), out);
            case "gameStart" -> {
                String id = event.path("game").path("id").asText();
                if (playing.add(id)) {
                    out.println("game " + id + " started");
                    Thread t =
                            new Thread(
                                    () -> {
                                        try {
                                            new BotGame(api, id, engine, out).run();
                                        } finally {
                                            playing.remove(id);
                                        }
                                    },
                                    "bot-game-" + id);
                    t.setDaemon(true);
                    t.start();
                }
            }
            case "gameFinish" ->
                    out.println("game " + event.path("game").path("id").asText() + " finished");
            default -> {
                // challengeCanceled and kinds added later: nothing to do
            }
        }
        out.flush();
    }

    /** Accepts a challenge of a game the engine plays; declines the others. */
    private void answer(BotApi api, JsonNode challenge, PrintStream out) {
        String id = challenge.path("id").asText();
        String spec = challenge.path("spec").asText();
        boolean playable;
        try {
            EnginePlayer.of(playerName(engine), Games.get(spec));
            playable = true;
        } catch (NotationException e) {
            playable = false;
        }
        try {
            api.post("/api/bot/challenge/" + id + (playable ? "/accept" : "/decline"));
            out.println(
                    (playable ? "accepted " : "declined ") + "challenge " + id + " (" + spec + ")");
        } catch (IOException e) {
            out.println("challenge " + id + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
