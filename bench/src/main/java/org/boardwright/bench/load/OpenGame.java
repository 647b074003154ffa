package org.boardwright.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletionStage;

/**
 * One game of an open-loop run: a {@code friend} game with both seats on WebSockets (each sends its
 * token in the auth message). It carries one move at a time: {@link #fire} sends a random legal
 * move for the seat to move; the game is ready for the next once the HTTP answer is in and both
 * sockets have the new state. A game that ends or fails hands itself back to {@link OpenLoad},
 * which makes another.
 */
final class OpenGame {

    private final OpenLoad load;
    private final String spec;
    private final SplittableRandom random;
    private final Seat[] seats = {new Seat(0), new Seat(1)};

    private volatile String id;

    // Guarded by this.
    private boolean seated;
    private boolean over;
    private boolean moving;
    private long intended;
    private OpenStep step;
    private int movePly;
    private int moverSeat;
    private int answeredPly = -1;
    private boolean pushed;
    private long sentNanos;

    OpenGame(OpenLoad load, String spec, long seed) {
        this.load = load;
        this.spec = spec;
        this.random = new SplittableRandom(seed);
    }

    /** Creates the game, joins the friend, opens both sockets; ready once both are seated. */
    void create() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("game", spec);
        body.put("opponent", "friend");
        body.put("color", "first");
        body.put("clock", Map.of("type", "none"));
        load.post(load.setupUrl, "/api/games", null, body)
                .whenComplete(
                        (r, failure) -> {
                            if (failure != null || r.statusCode() != 201) {
                                fail("POST /api/games", r, failure);
                                return;
                            }
                            JsonNode answer = load.parse(r.body());
                            id = answer.path("id").asText();
                            int creator = answer.path("seat").asInt();
                            seats[creator].token = answer.path("token").asText();
                            String link = answer.path("links").path("invite").asText("");
                            String invite = link.substring(link.indexOf("#i=") + 3);
                            load.post(
                                            load.setupUrl,
                                            "/api/games/" + id + "/join",
                                            null,
                                            Map.of("invite", invite))
                                    .whenComplete(
                                            (j, joinFailure) -> {
                                                if (joinFailure != null || j.statusCode() != 200) {
                                                    fail("POST /join", j, joinFailure);
                                                    return;
                                                }
                                                JsonNode joined = load.parse(j.body());
                                                seats[joined.path("seat").asInt()].token =
                                                        joined.path("token").asText();
                                                openSockets();
                                            });
                        });
    }

    private void openSockets() {
        for (Seat seat : seats) {
            load.http
                    .newWebSocketBuilder()
                    .connectTimeout(OpenLoad.TIMEOUT)
                    .buildAsync(load.socketUri(id), seat)
                    .whenComplete(
                            (socket, failure) -> {
                                if (failure != null) {
                                    fail("WebSocket", null, failure);
                                }
                            });
        }
    }

    /**
     * Sends a move meant to go at {@code intendedNanos}, measured into {@code step} unless null;
     * false (nothing sent) when the game ended meanwhile.
     */
    boolean fire(long intendedNanos, OpenStep step) {
        String move;
        Seat mover;
        int ply;
        synchronized (this) {
            if (over) {
                return false;
            }
            JsonNode state = seats[0].latest;
            mover = seats[state.path("toMove").asInt()];
            JsonNode mine = mover.latest;
            JsonNode legal = mine.path("legalMoves");
            ply = mine.path("ply").asInt();
            move =
                    legal.isArray() && !legal.isEmpty()
                            ? legal.get(random.nextInt(legal.size())).asText()
                            : null;
        }
        if (move == null) {
            abandon(
                    "seat "
                            + mover.index
                            + " is to move in game "
                            + id
                            + " but has no legal moves");
            return false;
        }
        synchronized (this) {
            if (over) {
                return false;
            }
            moving = true;
            intended = intendedNanos;
            this.step = step;
            movePly = ply;
            moverSeat = mover.index;
            answeredPly = -1;
            pushed = false;
            sentNanos = System.nanoTime();
        }
        load.post(
                        load.url,
                        "/api/games/" + id + "/moves",
                        mover.token,
                        Map.of("move", move, "ply", ply))
                .whenComplete(
                        (r, failure) -> {
                            long now = System.nanoTime();
                            if (failure != null || r.statusCode() != 200) {
                                if (step != null) {
                                    step.failed.incrementAndGet();
                                }
                                fail("POST move " + move + " at ply " + ply, r, failure);
                                return;
                            }
                            if (step != null) {
                                OpenStep.record(step.move, now - intendedNanos);
                                step.answered.incrementAndGet();
                            }
                            int newPly = load.parse(r.body()).path("ply").asInt();
                            synchronized (this) {
                                answeredPly = newPly;
                            }
                            readyCheck();
                        });
        return true;
    }

    /** A move in flight for longer than this is a stalled game (checked by {@link OpenLoad}). */
    synchronized boolean stalledFor(long nanos, long now) {
        return moving && !over && now - sentNanos > nanos;
    }

    private void stateReceived(Seat seat, JsonNode state) {
        long now = System.nanoTime();
        int ply = state.path("ply").asInt(-1);
        synchronized (this) {
            if (over || ply < seat.seenPly) {
                return;
            }
            seat.seenPly = ply;
            seat.latest = state;
            if (moving && !pushed && seat.index != moverSeat && ply > movePly) {
                pushed = true;
                if (step != null) {
                    OpenStep.record(step.push, now - intended);
                }
            }
        }
        readyCheck();
    }

    /** Hands the game back when its move is done, or at first when both seats are seated. */
    private void readyCheck() {
        boolean ready = false;
        boolean ended = false;
        synchronized (this) {
            if (over || seats[0].latest == null || seats[1].latest == null) {
                return;
            }
            if (!seated) {
                seated = true;
                ready = true;
            } else if (moving
                    && answeredPly >= 0
                    && seats[0].seenPly >= answeredPly
                    && seats[1].seenPly >= answeredPly) {
                moving = false;
                ready = true;
            }
            if (ready && !seats[0].latest.path("status").asText().equals("active")) {
                over = true;
                ended = true;
            }
        }
        if (ended) {
            close();
            load.gameOver(this, null);
        } else if (ready) {
            load.ready(this);
        }
    }

    private void fail(String what, HttpResponse<String> r, Throwable failure) {
        String message =
                what
                        + " in game "
                        + id
                        + (failure != null
                                ? " failed: " + failure
                                : r == null
                                        ? ""
                                        : " answered "
                                                + r.statusCode()
                                                + ": "
                                                + LoadRun.abbreviate(r.body()));
        abandon(message);
    }

    void abandon(String message) {
        synchronized (this) {
            if (over) {
                return;
            }
            over = true;
        }
        close();
        load.gameOver(this, message);
    }

    void close() {
        for (Seat seat : seats) {
            WebSocket socket = seat.socket;
            if (socket != null && !socket.isOutputClosed()) {
                socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").exceptionally(e -> null);
            }
        }
    }

    /** One seat: its token, its socket, the last state it saw as that seat. */
    private final class Seat implements WebSocket.Listener {
        final int index;
        volatile String token;
        volatile WebSocket socket;
        JsonNode latest;
        int seenPly = -1;
        private final StringBuilder text = new StringBuilder();

        Seat(int index) {
            this.index = index;
        }

        @Override
        public void onOpen(WebSocket webSocket) {
            socket = webSocket;
            webSocket.sendText("{\"type\": \"auth\", \"token\": \"" + token + "\"}", true);
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                JsonNode frame = load.parse(text.toString());
                text.setLength(0);
                JsonNode state = frame.path("state");
                // Until the auth message is answered the socket sees the game as a watcher.
                if (frame.path("type").asText().equals("state")
                        && state.path("you").asInt(-1) == index) {
                    stateReceived(this, state);
                } else if (frame.path("type").asText().equals("error")) {
                    abandon(
                            "WebSocket of game "
                                    + id
                                    + ": "
                                    + LoadRun.abbreviate(frame.toString()));
                }
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            abandon(
                    "WebSocket of game "
                            + id
                            + " closed by the server: "
                            + statusCode
                            + " "
                            + reason);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            abandon("WebSocket of game " + id + " failed: " + error);
        }
    }
}
