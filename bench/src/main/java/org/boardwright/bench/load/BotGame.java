package org.boardwright.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * One game between two bots over the server's API: created as a {@code friend} game, each seat
 * listening on its own WebSocket, and the seat to move answering each pushed state with a random
 * legal move, POSTed with its {@code ply}.
 *
 * <p>Latency of a move: from sending the POST to its answer (HTTP), and to the moment the
 * opponent's WebSocket delivers a state past that ply (push). All the bookkeeping is guarded by the
 * game's lock; the two sockets deliver on the client's threads.
 */
final class BotGame {

    final int slot;
    private final long number;
    private final String spec;
    private final LoadRun run;
    private final SplittableRandom random;
    private final Bot[] bots = {new Bot(0), new Bot(1)};

    private volatile String id;

    /** Both sockets are open: the bots may move. */
    private boolean started;

    /** Ended, abandoned or hung up: nothing more is sent or counted. */
    private boolean over;

    private final long askedNanos = System.nanoTime();

    /** The last sign of life: the game created, a socket opened, a new ply pushed. */
    private volatile long lastProgressNanos = askedNanos;

    // The move awaiting its push to the opponent.
    private int pendingPly = -1;
    private int pendingSeat;
    private long pendingSentNanos;

    BotGame(LoadRun run, int slot, long number, String spec, long seed) {
        this.run = run;
        this.slot = slot;
        this.number = number;
        this.spec = spec;
        this.random = new SplittableRandom(seed);
    }

    long lastProgressNanos() {
        return lastProgressNanos;
    }

    /** The server has answered the POST that creates this game. */
    boolean isCreated() {
        return id != null;
    }

    /** Creates the game on the server, then opens both seats' sockets. */
    void create() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("game", spec);
        body.put("opponent", "friend");
        body.put("color", "first");
        body.put("clock", Map.of("type", "none"));
        run.inFlight.incrementAndGet();
        run.post("/api/games", null, body)
                .whenComplete(
                        (response, failure) -> {
                            run.inFlight.decrementAndGet();
                            if (failure != null) {
                                fail("POST /api/games (" + spec + ") failed: " + failure);
                            } else if (response.statusCode() != 201) {
                                fail(
                                        "POST /api/games ("
                                                + spec
                                                + ") answered "
                                                + response.statusCode()
                                                + ": "
                                                + LoadRun.abbreviate(response.body()));
                            } else {
                                created(response);
                            }
                        });
    }

    private void created(HttpResponse<String> response) {
        String[] tokens = new String[2];
        String inviteToken;
        try {
            JsonNode answer = run.parse(response.body());
            id = answer.path("id").asText();
            int creator = answer.path("seat").asInt(-1);
            String invite = answer.path("links").path("invite").asText("");
            int hash = invite.indexOf("#i=");
            if (id.isEmpty()
                    || (creator != 0 && creator != 1)
                    || hash < 0
                    || answer.path("token").asText().isEmpty()) {
                throw new IllegalArgumentException(
                        "no id, seat, token or invite link in "
                                + LoadRun.abbreviate(response.body()));
            }
            tokens[creator] = answer.path("token").asText();
            inviteToken = invite.substring(hash + 3);
        } catch (RuntimeException e) {
            fail("POST /api/games (" + spec + "): " + e.getMessage());
            return;
        }
        // The friend exchanges the single-use invitation for a seat token of his own.
        run.inFlight.incrementAndGet();
        run.post("/api/games/" + id + "/join", null, Map.of("invite", inviteToken))
                .whenComplete(
                        (joined, failure) -> {
                            run.inFlight.decrementAndGet();
                            if (failure != null || joined.statusCode() != 200) {
                                fail(
                                        "POST /join ("
                                                + spec
                                                + ") "
                                                + (failure != null
                                                        ? "failed: " + failure
                                                        : "answered "
                                                                + joined.statusCode()
                                                                + ": "
                                                                + LoadRun.abbreviate(
                                                                        joined.body())));
                                return;
                            }
                            try {
                                JsonNode answer = run.parse(joined.body());
                                tokens[answer.path("seat").asInt()] = answer.path("token").asText();
                            } catch (RuntimeException e) {
                                fail("POST /join (" + spec + "): " + e.getMessage());
                                return;
                            }
                            started(tokens);
                        });
    }

    private void started(String[] tokens) {
        run.gameCreated();
        lastProgressNanos = System.nanoTime();
        CompletableFuture<?>[] opening = new CompletableFuture<?>[2];
        for (Bot bot : bots) {
            bot.token = tokens[bot.seat];
            opening[bot.seat] =
                    run.http
                            .newWebSocketBuilder()
                            .connectTimeout(LoadRun.REQUEST_TIMEOUT)
                            .buildAsync(run.webSocketUri(id, bot.token), bot)
                            .thenAccept(socket -> bot.socket = socket);
        }
        CompletableFuture.allOf(opening)
                .whenComplete(
                        (ignored, failure) -> {
                            if (failure != null) {
                                fail("WebSocket of game " + id + " did not open: " + failure);
                            } else {
                                begin();
                            }
                        });
    }

    /** Both sockets are open: each bot acts on the state it has (or will have) received. */
    private void begin() {
        synchronized (this) {
            started = true;
            lastProgressNanos = System.nanoTime();
        }
        for (Bot bot : bots) {
            JsonNode state;
            synchronized (this) {
                state = bot.latest;
            }
            if (state != null) {
                act(bot, state);
            }
        }
    }

    /** A state pushed to one bot's socket. */
    private void received(Bot bot, JsonNode state) {
        int ply = state.path("ply").asInt(-1);
        String wrong = null;
        synchronized (this) {
            if (over) {
                return;
            }
            // Pushes come in order and name the socket's own seat; anything else is a server bug.
            if (ply < bot.seenPly) {
                wrong = "a push of ply " + ply + " after one of ply " + bot.seenPly;
            } else if (!state.path("you").isInt() || state.path("you").asInt() != bot.seat) {
                wrong = "a push with \"you\": " + state.path("you");
            } else {
                if (ply > bot.seenPly) {
                    bot.seenPly = ply;
                    lastProgressNanos = System.nanoTime();
                }
                if (pendingPly >= 0 && bot.seat != pendingSeat && ply > pendingPly) {
                    if (run.measuring(pendingSentNanos)) {
                        run.pushLatency.add(System.nanoTime() - pendingSentNanos);
                    }
                    pendingPly = -1;
                }
                bot.latest = state;
                if (!started) {
                    return;
                }
            }
        }
        if (wrong != null) {
            fail("WebSocket of " + describe() + ", seat " + bot.seat + ": " + wrong);
            return;
        }
        act(bot, state);
    }

    /**
     * Moves if it is this bot's turn at a ply it has not played yet; ends the game once both saw
     * the end.
     */
    private void act(Bot bot, JsonNode state) {
        String status = state.path("status").asText();
        int ply = state.path("ply").asInt(-1);
        if (!status.equals("active")) {
            boolean bothSawTheEnd;
            synchronized (this) {
                bot.sawEnd = true;
                bothSawTheEnd = bots[0].sawEnd && bots[1].sawEnd && !over;
                if (bothSawTheEnd) {
                    over = true;
                }
            }
            if (bothSawTheEnd) {
                closeSockets();
                run.gameOver(this, true);
            }
            return;
        }
        JsonNode toMove = state.path("toMove");
        if (!toMove.isInt() || toMove.asInt() != bot.seat) {
            return;
        }
        JsonNode legal = state.path("legalMoves");
        String move;
        long thinkMs = run.options.thinkMs();
        synchronized (this) {
            if (over || run.stopping() || ply <= bot.playedPly) {
                return;
            }
            bot.playedPly = ply;
            move =
                    legal.isArray() && !legal.isEmpty()
                            ? legal.get(random.nextInt(legal.size())).asText()
                            : null;
            if (thinkMs > 0) {
                // Uniform from 0 to twice the mean: bots that all paused alike would move in waves.
                thinkMs = random.nextLong(2 * thinkMs + 1);
            }
        }
        if (move == null) {
            fail(
                    describe()
                            + ": seat "
                            + bot.seat
                            + " is to move at ply "
                            + ply
                            + " but the state lists no legal moves");
            return;
        }
        if (thinkMs > 0) {
            run.scheduler.schedule(() -> play(bot, ply, move), thinkMs, TimeUnit.MILLISECONDS);
        } else {
            play(bot, ply, move);
        }
    }

    private void play(Bot bot, int ply, String move) {
        long sent;
        synchronized (this) {
            if (over || run.stopping()) {
                return;
            }
            sent = System.nanoTime();
            pendingPly = ply;
            pendingSeat = bot.seat;
            pendingSentNanos = sent;
        }
        run.inFlight.incrementAndGet();
        run.post("/api/games/" + id + "/moves", bot.token, Map.of("move", move, "ply", ply))
                .whenComplete(
                        (response, failure) -> {
                            long answered = System.nanoTime();
                            run.inFlight.decrementAndGet();
                            if (failure != null) {
                                fail(
                                        "POST move "
                                                + move
                                                + " at ply "
                                                + ply
                                                + " in "
                                                + describe()
                                                + " failed: "
                                                + failure);
                            } else if (response.statusCode() != 200) {
                                fail(
                                        "POST move "
                                                + move
                                                + " at ply "
                                                + ply
                                                + " in "
                                                + describe()
                                                + " answered "
                                                + response.statusCode()
                                                + ": "
                                                + LoadRun.abbreviate(response.body()));
                            } else {
                                run.moveAnswered(sent, answered);
                            }
                        });
    }

    /** An error is counted; it ends this game (not as finished) and a new one takes its slot. */
    private void fail(String message) {
        run.error(message);
        abandon();
    }

    /** Ends this game without a result (an error, or the watchdog gave up on it). */
    void abandon() {
        synchronized (this) {
            if (over) {
                return;
            }
            over = true;
        }
        closeSockets();
        run.gameOver(this, false);
    }

    /** The run is over: closes both sockets politely. */
    CompletableFuture<?> hangUp() {
        synchronized (this) {
            over = true;
        }
        return closeSockets();
    }

    /** Drops both connections at once (after a polite close had its chance). */
    void abort() {
        for (Bot bot : bots) {
            WebSocket socket = bot.socket;
            if (socket != null) {
                socket.abort();
            }
        }
    }

    private CompletableFuture<?> closeSockets() {
        CompletableFuture<?>[] closing = new CompletableFuture<?>[2];
        for (Bot bot : bots) {
            WebSocket socket = bot.socket;
            closing[bot.seat] =
                    socket == null || socket.isOutputClosed()
                            ? CompletableFuture.completedFuture(null)
                            : socket.sendClose(WebSocket.NORMAL_CLOSURE, "done")
                                    .exceptionally(e -> null);
        }
        return CompletableFuture.allOf(closing);
    }

    synchronized String describe() {
        int open = (bots[0].socket != null ? 1 : 0) + (bots[1].socket != null ? 1 : 0);
        return String.format(
                Locale.ROOT,
                "game %s (%s, asked for %.1f s ago, %d of 2 sockets open, seat 0 saw ply %d, seat 1 saw ply %d)",
                id == null ? "#" + number : id,
                spec,
                (System.nanoTime() - askedNanos) / 1e9,
                open,
                bots[0].seenPly,
                bots[1].seenPly);
    }

    /** One seat's bot: its token, its socket and what it has seen and played. */
    private final class Bot implements WebSocket.Listener {
        final int seat;
        volatile String token;
        volatile WebSocket socket;
        JsonNode latest;
        int seenPly = -1;
        int playedPly = -1;
        boolean sawEnd;
        private final StringBuilder message = new StringBuilder();

        Bot(int seat) {
            this.seat = seat;
        }

        @Override
        public void onOpen(WebSocket webSocket) {
            socket = webSocket;
            lastProgressNanos = System.nanoTime();
            boolean hungUp;
            synchronized (BotGame.this) {
                hungUp = over;
            }
            if (hungUp) { // the game ended (or the run did) while this socket was opening
                webSocket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
            }
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            message.append(data);
            if (last) {
                String text = message.toString();
                message.setLength(0);
                handle(text);
            }
            webSocket.request(1);
            return null;
        }

        private void handle(String text) {
            JsonNode frame;
            try {
                frame = run.parse(text);
            } catch (IllegalArgumentException e) {
                fail("WebSocket of " + describe() + ", seat " + seat + ": " + e.getMessage());
                return;
            }
            if (frame.path("type").asText().equals("state") && frame.path("state").isObject()) {
                received(this, frame.path("state"));
            } else if (!frame.path("type").asText().equals("pong")) {
                fail(
                        "WebSocket of "
                                + describe()
                                + ", seat "
                                + seat
                                + ": unexpected message "
                                + LoadRun.abbreviate(text));
            }
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            boolean expected;
            synchronized (BotGame.this) {
                expected = over;
            }
            if (!expected) {
                fail(
                        "WebSocket of "
                                + describe()
                                + ", seat "
                                + seat
                                + " closed by the server: "
                                + statusCode
                                + " "
                                + reason);
            }
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            boolean expected;
            synchronized (BotGame.this) {
                expected = over;
            }
            if (!expected) {
                fail("WebSocket of " + describe() + ", seat " + seat + " failed: " + error);
            }
        }
    }
}
