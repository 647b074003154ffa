package org.boardwright.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.client.CreatedGame;
import org.boardwright.client.GameSocket;
import org.boardwright.client.GameState;
import org.boardwright.client.NewGame;
import org.boardwright.client.TimeControl;

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
        load.setupApi
                .createGameAsync(
                        NewGame.friend(spec).withColor("first").withClock(TimeControl.none()))
                .whenComplete(
                        (game, failure) -> {
                            if (failure != null) {
                                abandon("POST /api/games in game " + id + LoadRun.failure(failure));
                            } else {
                                join(game);
                            }
                        });
    }

    private void join(CreatedGame game) {
        id = game.id();
        seats[game.seat().orElseThrow()].token = game.token();
        load.setupApi
                .joinAsync(id, game.invite())
                .whenComplete(
                        (joined, failure) -> {
                            if (failure != null) {
                                abandon("POST /join in game " + id + LoadRun.failure(failure));
                                return;
                            }
                            seats[joined.seat()].token = joined.token();
                            openSockets();
                        });
    }

    private void openSockets() {
        for (Seat seat : seats) {
            load.api
                    .openSocket(id, seat.token, seat)
                    .whenComplete(
                            (socket, failure) -> {
                                if (failure != null) {
                                    abandon("WebSocket in game " + id + " failed: " + failure);
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
            GameState state = seats[0].latest;
            mover = seats[state.toMove().orElseThrow()];
            GameState mine = mover.latest;
            List<String> legal = mine.legalMoves();
            ply = mine.ply();
            move = legal.isEmpty() ? null : legal.get(random.nextInt(legal.size()));
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
        load.api
                .playAsync(id, mover.token, move, ply)
                .whenComplete(
                        (state, failure) -> {
                            long now = System.nanoTime();
                            if (failure != null) {
                                if (step != null) {
                                    step.failed.incrementAndGet();
                                }
                                abandon(
                                        "POST move "
                                                + move
                                                + " at ply "
                                                + ply
                                                + " in game "
                                                + id
                                                + LoadRun.failure(failure));
                                return;
                            }
                            if (step != null) {
                                OpenStep.record(step.move, now - intendedNanos);
                                step.answered.incrementAndGet();
                            }
                            synchronized (this) {
                                answeredPly = state.ply();
                            }
                            readyCheck();
                        });
        return true;
    }

    /** A move in flight for longer than this is a stalled game (checked by {@link OpenLoad}). */
    synchronized boolean stalledFor(long nanos, long now) {
        return moving && !over && now - sentNanos > nanos;
    }

    private void stateReceived(Seat seat, GameState state) {
        long now = System.nanoTime();
        int ply = state.ply();
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
            if (ready && !seats[0].latest.isActive()) {
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
            GameSocket socket = seat.socket;
            if (socket != null) {
                socket.closeGently();
            }
        }
    }

    /** One seat: its token, its socket, the last state it saw as that seat. */
    private final class Seat implements GameSocket.Listener {
        final int index;
        volatile String token;
        volatile GameSocket socket;
        GameState latest;
        int seenPly = -1;

        Seat(int index) {
            this.index = index;
        }

        @Override
        public void onOpen(GameSocket opened) {
            socket = opened;
        }

        @Override
        public void onState(GameSocket from, GameState state) {
            if (state.you().orElse(-1) == index) {
                stateReceived(this, state);
            }
        }

        @Override
        public void onError(GameSocket from, JsonNode error) {
            abandon("WebSocket of game " + id + ": " + LoadRun.abbreviate(error.toString()));
        }

        @Override
        public void onClose(GameSocket from, int statusCode, String reason) {
            abandon(
                    "WebSocket of game "
                            + id
                            + " closed by the server: "
                            + statusCode
                            + " "
                            + reason);
        }

        @Override
        public void onFailure(GameSocket from, Throwable error) {
            abandon("WebSocket of game " + id + " failed: " + error);
        }
    }
}
