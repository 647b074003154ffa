package org.boardwright.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.boardwright.client.CreatedGame;
import org.boardwright.client.GameSocket;
import org.boardwright.client.GameState;
import org.boardwright.client.NewGame;
import org.boardwright.client.TimeControl;

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

    /** Creates the game on the server, has the friend join, then opens both seats' sockets. */
    void create() {
        run.inFlight.incrementAndGet();
        run.api
                .createGameAsync(
                        NewGame.friend(spec).withColor("first").withClock(TimeControl.none()))
                .whenComplete(
                        (game, failure) -> {
                            run.inFlight.decrementAndGet();
                            if (failure != null) {
                                fail("POST /api/games (" + spec + ")" + LoadRun.failure(failure));
                            } else if (game.id().isEmpty()
                                    || game.seat().isEmpty()
                                    || game.token().isEmpty()
                                    || game.invite() == null) {
                                fail(
                                        "POST /api/games ("
                                                + spec
                                                + "): no id, seat, token or invitation in "
                                                + LoadRun.abbreviate(
                                                        game.state().json().toString()));
                            } else {
                                created(game);
                            }
                        });
    }

    private void created(CreatedGame game) {
        id = game.id();
        String[] tokens = new String[2];
        tokens[game.seat().getAsInt()] = game.token();
        // The friend exchanges the single-use invitation for a seat token of his own.
        run.inFlight.incrementAndGet();
        run.api
                .joinAsync(id, game.invite())
                .whenComplete(
                        (joined, failure) -> {
                            run.inFlight.decrementAndGet();
                            if (failure != null) {
                                fail("POST /join (" + spec + ")" + LoadRun.failure(failure));
                                return;
                            }
                            tokens[joined.seat()] = joined.token();
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
                    run.api
                            .openSocket(id, bot.token, bot)
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
            GameState state;
            synchronized (this) {
                state = bot.latest;
            }
            if (state != null) {
                act(bot, state);
            }
        }
    }

    /** A state pushed to one bot's socket. */
    private void received(Bot bot, GameState state) {
        int ply = state.ply();
        String wrong = null;
        synchronized (this) {
            if (over) {
                return;
            }
            // Pushes come in order and name the socket's own seat; anything else is a server bug.
            if (ply < bot.seenPly) {
                wrong = "a push of ply " + ply + " after one of ply " + bot.seenPly;
            } else if (!state.you().equals(OptionalInt.of(bot.seat))) {
                wrong = "a push with \"you\": " + state.json().path("you");
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
    private void act(Bot bot, GameState state) {
        int ply = state.ply();
        if (!state.isActive()) {
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
        if (!state.toMove().equals(OptionalInt.of(bot.seat))) {
            return;
        }
        List<String> legal = state.legalMoves();
        String move;
        long thinkMs = run.options.thinkMs();
        synchronized (this) {
            if (over || run.stopping() || ply <= bot.playedPly) {
                return;
            }
            bot.playedPly = ply;
            move = legal.isEmpty() ? null : legal.get(random.nextInt(legal.size()));
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
        run.api
                .playAsync(id, bot.token, move, ply)
                .whenComplete(
                        (state, failure) -> {
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
                                                + LoadRun.failure(failure));
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
            GameSocket socket = bot.socket;
            if (socket != null) {
                socket.abort();
            }
        }
    }

    private CompletableFuture<?> closeSockets() {
        CompletableFuture<?>[] closing = new CompletableFuture<?>[2];
        for (Bot bot : bots) {
            GameSocket socket = bot.socket;
            closing[bot.seat] =
                    socket == null ? CompletableFuture.completedFuture(null) : socket.closeGently();
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
    private final class Bot implements GameSocket.Listener {
        final int seat;
        volatile String token;
        volatile GameSocket socket;
        GameState latest;
        int seenPly = -1;
        int playedPly = -1;
        boolean sawEnd;

        Bot(int seat) {
            this.seat = seat;
        }

        @Override
        public void onOpen(GameSocket opened) {
            socket = opened;
            lastProgressNanos = System.nanoTime();
            boolean hungUp;
            synchronized (BotGame.this) {
                hungUp = over;
            }
            if (hungUp) { // the game ended (or the run did) while this socket was opening
                opened.closeGently();
            }
        }

        @Override
        public void onState(GameSocket from, GameState state) {
            received(this, state);
        }

        @Override
        public void onError(GameSocket from, JsonNode error) {
            failed("an error " + LoadRun.abbreviate(error.toString()));
        }

        @Override
        public void onOther(GameSocket from, JsonNode message) {
            if (!message.path("type").asText().equals("pong")) {
                failed("unexpected message " + LoadRun.abbreviate(message.toString()));
            }
        }

        @Override
        public void onClose(GameSocket from, int statusCode, String reason) {
            unexpected("closed by the server: " + statusCode + " " + reason);
        }

        @Override
        public void onFailure(GameSocket from, Throwable error) {
            unexpected("failed: " + error);
        }

        /** Fails the game unless it is over (then the socket's end is its hanging up). */
        private void unexpected(String what) {
            boolean expected;
            synchronized (BotGame.this) {
                expected = over;
            }
            if (!expected) {
                failed(what);
            }
        }

        private void failed(String what) {
            fail("WebSocket of " + describe() + ", seat " + seat + ": " + what);
        }
    }
}
