package org.boardwright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.boardwright.ai.BookPlayer;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Player;
import org.boardwright.ai.Players;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.alphabeta.SampledAlphaBeta;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;

/**
 * The engine protocol of cli/README.md over a pair of streams. Lines are handled in order; a search
 * runs on its own thread, so {@code stop} and {@code ping} are answered while it thinks. A known
 * command with a bad value answers {@code error message="..."} and changes nothing; unknown
 * commands and keys are ignored.
 */
final class EngineSession {

    static final int MAX_LINE_BYTES = 1 << 16;
    private static final java.util.Set<String> KNOWN_COMMANDS =
            java.util.Set.of(
                    "hub",
                    "set-param",
                    "init",
                    "new-game",
                    "pos",
                    "level",
                    "go",
                    "ponder-hit",
                    "stop",
                    "ping",
                    "quit");
    private static final int MAX_THREADS = 64;

    private final PrintWriter out;
    private final String version;
    private String playerName = "level:max";
    private int threads = 1;
    private String variant = defaultVariant();
    private Game game;
    private GameState position;
    private Budget budget = Budget.time(1.0);
    private Player player;
    private Thread search;

    /**
     * Set by a search thread just before it sends its done: the thread is then only ending, not
     * thinking.
     */
    private volatile boolean searchAnswered = true;

    private AtomicBoolean stopRequest = new AtomicBoolean();

    /**
     * While pondering ({@code go ponder}): closed until {@code ponder-hit} or {@code stop}; the
     * search's done waits for it, as the Hub protocol wants no done while pondering.
     */
    private volatile java.util.concurrent.CountDownLatch ponderGate;

    /** The time a pondering search gets after {@code ponder-hit} (0: its own depth or nodes). */
    private long ponderMoveMillis;

    private long seed = 1;

    EngineSession(PrintWriter out, String version) {
        this.out = out;
        this.version = version;
    }

    /** Handles every line until {@code quit} or the end of input. */
    void run(InputStream in) throws IOException {
        LineReader reader = new LineReader(in, MAX_LINE_BYTES);
        for (LineReader.Line line = reader.next(); line != null; line = reader.next()) {
            if (line.tooLong()) {
                send(
                        "error message="
                                + HubLine.quote(
                                        "line too long (more than " + MAX_LINE_BYTES + " bytes)"));
                continue;
            }
            if (!handle(line.text())) {
                break;
            }
        }
        stopSearch();
    }

    /** Handles one line; false after {@code quit}. */
    boolean handle(String text) {
        String word = text.strip().split("\\s+", 2)[0];
        if (!KNOWN_COMMANDS.contains(word)) {
            return true; // unknown commands are ignored, as the protocol says, however garbled
        }
        HubLine line;
        try {
            line = HubLine.parse(text);
        } catch (IllegalArgumentException e) {
            error(e.getMessage());
            return true;
        }
        try {
            switch (line.command()) {
                case "hub" -> hub();
                case "set-param" -> setParam(line);
                case "init" -> send("ready");
                case "new-game" -> newGame(line);
                case "pos" -> pos(line);
                case "level" -> level(line);
                case "go" -> go(line);
                case "ponder-hit" -> ponderHit();
                case "stop" -> stopSearch();
                case "ping" -> send("pong");
                case "quit" -> {
                    return false;
                }
                default -> {
                    // unknown commands are ignored, as the protocol says
                }
            }
        } catch (
                RuntimeException
                        e) { // NotationException, bad numbers, bad states: the session goes on
            error(e.getMessage());
        }
        return true;
    }

    private void hub() {
        send("id name=boardwright version=" + HubLine.quote(version));
        send(
                "param name=player type=enum default="
                        + HubLine.quote(playerName)
                        + " values="
                        + HubLine.quote(String.join(" ", Players.names())));
        send(
                "param name=variant type=enum default="
                        + HubLine.quote(variant)
                        + " values="
                        + HubLine.quote(String.join(" ", Games.ids())));
        send("param name=threads type=int default=1 min=1 max=" + MAX_THREADS);
        send("param name=seed type=int default=1");
        send("wait");
    }

    private void setParam(HubLine line) {
        String name = required(line, "name");
        String value = required(line, "value");
        requireIdle();
        switch (name) {
            case "player" -> {
                Players.create(
                        value,
                        game != null ? game : Games.get(Games.ids().get(0)),
                        1,
                        new SplittableRandom(0));
                playerName = value;
            }
            case "variant" -> {
                Games.get(value); // refuses an unknown game
                variant = value;
            }
            case "threads" -> threads = intValue("threads", value, 1, MAX_THREADS);
            case "seed" -> seed = longValue("seed", value);
            default ->
                    throw new IllegalArgumentException(
                            "unknown parameter " + NotationException.quote(name));
        }
        player = null;
    }

    private void newGame(HubLine line) {
        requireIdle();
        String spec = line.values().get("game");
        Game g = Games.get(spec != null ? spec : variant);
        game = g;
        position = g.newInitialState();
        player = null;
    }

    /** Sets the position: all of it is checked before anything changes. */
    private void pos(HubLine line) {
        requireIdle();
        if (game == null) {
            throw new IllegalStateException("no game: send new-game game=<id> first");
        }
        position = null; // a refused position leaves none: a later go is an error, not a move
        String start = line.values().get("pos");
        GameState s = start == null ? game.newInitialState() : game.parsePosition(start);
        String moves = line.values().getOrDefault("moves", "").strip();
        if (!moves.isEmpty()) {
            int number = 0;
            for (String m : moves.split("\\s+")) {
                number++;
                try {
                    s.play(s.parseMove(m));
                } catch (NotationException e) {
                    throw new NotationException("move " + number + ": " + e.getMessage());
                }
            }
        }
        position = s;
    }

    private void level(HubLine line) {
        requireIdle();
        double moveTime =
                line.values().containsKey("move-time")
                        ? doubleValue("move-time", line.values().get("move-time"))
                        : clockTime(line);
        long nodes =
                line.values().containsKey("nodes")
                        ? longValue("nodes", line.values().get("nodes"))
                        : 0;
        int depth =
                line.values().containsKey("depth")
                        ? intValue("depth", line.values().get("depth"), 1, 1000)
                        : 0;
        if (moveTime < 0 || moveTime > 86_400 || nodes < 0) {
            throw new IllegalArgumentException(
                    "move-time must be from 0 to 86400 seconds and nodes at least 0");
        }
        long millis =
                moveTime > 0
                        ? Math.max(1, Math.round(moveTime * 1000))
                        : 0; // a tiny time is not "no limit"
        budget =
                millis == 0 && nodes == 0 && depth == 0
                        ? Budget.time(1.0)
                        : new Budget(millis, nodes, depth);
    }

    /**
     * A move's time from a clock ({@code time=} seconds left, {@code inc=} seconds added a move,
     * {@code moves=} moves until the next time control): the time left shared among the moves to go
     * (30 when not given) plus most of the increment, never more than half the time left; 0 without
     * {@code time=}.
     */
    private static double clockTime(HubLine line) {
        if (!line.values().containsKey("time")) {
            return 0;
        }
        double left = doubleValue("time", line.values().get("time"));
        double inc =
                line.values().containsKey("inc") ? doubleValue("inc", line.values().get("inc")) : 0;
        int toGo =
                line.values().containsKey("moves")
                        ? intValue("moves", line.values().get("moves"), 1, 10_000)
                        : 30;
        if (left < 0 || inc < 0 || left > 86_400 || inc > 3_600) {
            throw new IllegalArgumentException(
                    "time must be from 0 to 86400 seconds and inc from 0 to 3600");
        }
        double share = left / toGo + inc * 0.8;
        return Math.max(0.01, Math.min(share, left / 2));
    }

    private void go(HubLine line) {
        requireIdle();
        boolean ponder = line.values().containsKey("ponder");
        if (!ponder && !line.values().containsKey("think")) {
            throw new IllegalArgumentException(
                    "go needs think or ponder ('go think', 'go ponder')");
        }
        if (position == null) {
            throw new IllegalStateException(
                    game == null
                            ? "no game: send new-game game=<id> first"
                            : "no position: the last pos was refused; send pos again");
        }
        if (position.isTerminal()) {
            throw new IllegalStateException(
                    "the game is over (" + position.result().notation() + ")");
        }
        if (position.isChanceNode()) {
            throw new IllegalStateException("dice are to be thrown: send the roll as a move");
        }
        if (player == null) {
            player = Players.create(playerName, game, threads, new SplittableRandom(seed));
        }
        Player p = player;
        GameState root = position.copy();
        Budget budgetNow = budget;
        if (budgetNow.moveTimeMillis() == 0
                && budgetNow.iterations() == 0
                && !(p instanceof AlphaBeta
                        || p instanceof SampledAlphaBeta
                        || p instanceof BookPlayer)) {
            // Monte Carlo tree search has no depth to stop at.
            throw new IllegalStateException(
                    p.name()
                            + " searches by time or nodes, not depth: send level with move-time or nodes");
        }
        Budget b = budgetNow;
        java.util.concurrent.CountDownLatch gate = null;
        if (ponder) {
            // Pondering thinks on the opponent's time: a timed level thinks until ponder-hit and
            // then for its move time; a depth or node level thinks as usual, its done held back.
            gate = new java.util.concurrent.CountDownLatch(1);
            ponderMoveMillis = b.moveTimeMillis();
            if (b.moveTimeMillis() > 0) {
                b = Budget.time(86_400);
            }
        }
        java.util.concurrent.CountDownLatch heldBack = gate;
        Budget searchBudget = b;
        ponderGate = gate;
        AtomicBoolean stopThis = new AtomicBoolean();
        stopRequest = stopThis;
        SearchListener listener =
                new SearchListener() {
                    @Override
                    public void onInfo(SearchInfo info) {
                        info(info);
                    }

                    @Override
                    public boolean stopRequested() {
                        return stopThis
                                .get(); // this search's own flag: a late stop cannot cut the next
                        // one short
                    }
                };
        search =
                new Thread(
                        () -> {
                            int move;
                            try {
                                move = p.chooseMove(root, searchBudget, listener);
                            } catch (RuntimeException | OutOfMemoryError e) {
                                // The protocol promises one done: answer with a legal move and say
                                // what went wrong.
                                error("search failed (" + e + "); answering with a legal move");
                                move = root.legalMoveList().get(0);
                            }
                            if (heldBack != null) {
                                try {
                                    heldBack.await(); // ponder-hit or stop
                                } catch (InterruptedException e) {
                                    Thread.currentThread().interrupt();
                                }
                            }
                            searchAnswered = true;
                            send(
                                    "done move="
                                            + HubLine.quote(
                                                    root.formatMove(move, moveNotation(root))));
                        },
                        "engine-search");
        searchAnswered = false;
        search.start();
    }

    private void info(SearchInfo info) {
        String score = info.mate() != 0 ? "mate=" + info.mate() : "score=" + info.score();
        send(
                String.format(
                        Locale.ROOT,
                        "info depth=%d %s nodes=%d pv=%s",
                        info.depth(),
                        score,
                        info.nodes(),
                        HubLine.quote(String.join(" ", info.pv()))));
    }

    /**
     * The opponent played the move pondered on: the search goes on as a normal one (for a timed
     * level, its move time from now) and sends its done when it ends.
     */
    private void ponderHit() {
        java.util.concurrent.CountDownLatch gate = ponderGate;
        if (gate == null) {
            throw new IllegalStateException("not pondering: ponder-hit follows go ponder");
        }
        ponderGate = null;
        long ms = ponderMoveMillis;
        if (ms > 0) {
            AtomicBoolean flag = stopRequest;
            Thread timer =
                    new Thread(
                            () -> {
                                try {
                                    Thread.sleep(ms);
                                } catch (InterruptedException e) {
                                    return;
                                }
                                flag.set(true);
                            },
                            "engine-ponder-hit");
            timer.setDaemon(true);
            timer.start();
        }
        gate.countDown();
    }

    private void stopSearch() {
        java.util.concurrent.CountDownLatch gate = ponderGate;
        if (gate != null) {
            ponderGate = null;
            gate.countDown(); // a stop ends pondering too: the done goes out
        }
        Thread t = search;
        if (t == null) {
            return;
        }
        stopRequest.set(true);
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        search = null;
    }

    private void requireIdle() {
        if (search != null && search.isAlive()) {
            if (!searchAnswered) {
                throw new IllegalStateException("busy thinking: send stop first");
            }
            // The done was sent and a client may answer it at once: let the thread finish ending.
            try {
                search.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        search = null;
    }

    private static String required(HubLine line, String key) {
        String v = line.values().get(key);
        if (v == null || v.isEmpty()) {
            throw new IllegalArgumentException(line.command() + " needs " + key + "=<value>");
        }
        return v;
    }

    private static int intValue(String key, String value, int min, int max) {
        long v = longValue(key, value);
        if (v < min || v > max) {
            throw new IllegalArgumentException(key + " must be from " + min + " to " + max);
        }
        return (int) v;
    }

    private static long longValue(String key, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    key + " must be an integer, not " + NotationException.quote(value));
        }
    }

    private static double doubleValue(String key, String value) {
        try {
            double v = Double.parseDouble(value);
            if (Double.isNaN(v) || Double.isInfinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    key + " must be a number, not " + NotationException.quote(value));
        }
    }

    /** Moves go out in the Hub protocol's own form where the game has one (checkers). */
    private static String moveNotation(GameState state) {
        return state.game().notations().contains(Game.HUB) ? Game.HUB : Game.ALGEBRAIC;
    }

    /**
     * The variant a bare {@code new-game} starts: the first game that speaks the Hub protocol's
     * moves (the draughts world's programs), else the first game.
     */
    private static String defaultVariant() {
        for (String id : Games.ids()) {
            if (Games.get(id).notations().contains(Game.HUB)) {
                return id;
            }
        }
        return Games.ids().get(0);
    }

    private void error(String message) {
        send("error message=" + HubLine.quote(Text.oneLine(message == null ? "error" : message)));
    }

    private synchronized void send(String line) {
        out.println(line);
        out.flush();
    }

    /** For tests: the moves of the current position, as the engine sees them. */
    List<String> legalMoves() {
        return position == null ? new ArrayList<>() : position.legalMoveNotations();
    }
}
