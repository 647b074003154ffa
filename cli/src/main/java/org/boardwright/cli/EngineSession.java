package org.boardwright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.boardwright.ai.BookPlayer;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Player;
import org.boardwright.ai.Players;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
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
    private HubDialect.Variant variant = HubDialect.variant(defaultVariant());
    private Game game;

    /** How the current game's Hub position strings are read: named with the game. */
    private HubDialect dialect = HubDialect.STANDARD;

    private GameState position;
    private final HubLevel level = new HubLevel();
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
                        + HubLine.quote(variant.name())
                        + " values="
                        + HubLine.quote(variantNames()));
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
                        value, game != null ? game : variant.game(), 1, new SplittableRandom(0));
                playerName = value;
            }
            case "variant" -> {
                variant = HubDialect.variant(value); // refuses an unknown game
                game = null; // the next pos or new-game is in this variant
                position = null;
            }
            case "threads" -> threads = HubLine.intValue("threads", value, 1, MAX_THREADS);
            case "seed" -> seed = HubLine.longValue("seed", value);
            default -> {
                return; // the protocol: parameters one does not know are ignored
            }
        }
        player = null;
    }

    private void newGame(HubLine line) {
        requireIdle();
        String spec = line.values().get("game");
        HubDialect.Variant v = spec != null ? HubDialect.variant(spec) : variant;
        game = v.game();
        dialect = v.dialect();
        position = game.newInitialState();
        player = null;
    }

    /** Sets the position: all of it is checked before anything changes. */
    private void pos(HubLine line) {
        requireIdle();
        if (game == null) {
            game = variant.game(); // Hub clients may send pos without new-game
            dialect = variant.dialect();
        }
        position = null; // a refused position leaves none: a later go is an error, not a move
        String start = line.values().get("pos");
        GameState s =
                start == null
                        ? game.newInitialState()
                        : game.parsePosition(dialect.position(game, start));
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
        level.apply(line);
    }

    private void go(HubLine line) {
        requireIdle();
        boolean ponder = line.values().containsKey("ponder");
        if (!ponder
                && !line.values().containsKey("think")
                && !line.values().containsKey("analyze")) {
            throw new IllegalArgumentException(
                    "go needs think, ponder or analyze ('go think', 'go ponder', 'go analyze')");
        }
        if (position == null) {
            throw new IllegalStateException(
                    game == null
                            ? "no position: send pos (or new-game) first"
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
        // An analysis wants the search's scores and lines, not the book's move.
        Player p =
                line.values().containsKey("analyze") && player instanceof BookPlayer booked
                        ? booked.search()
                        : player;
        GameState root = position.copy();
        GameState pvRoot = root.copy(); // the search plays on root; the pv is replayed on this
        Budget budgetNow = level.budget();
        long started = System.nanoTime();
        if (budgetNow.moveTimeMillis() == 0
                && budgetNow.iterations() == 0
                && !p.searchesByDepth()) {
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
                        info(pvRoot, info, started);
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

    private void info(GameState root, SearchInfo info, long startedNanos) {
        send(HubInfo.line(root, info, (System.nanoTime() - startedNanos) / 1e9));
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

    /** Moves go out in the Hub protocol's own form where the game has one (checkers). */
    private static String moveNotation(GameState state) {
        return HubInfo.notation(state);
    }

    /** Every game id, then pydraughts' name for checkers read in its dialect. */
    private static String variantNames() {
        List<String> names = new ArrayList<>(Games.ids());
        names.add(HubDialect.PYDRAUGHTS_NAMES.get(0));
        return String.join(" ", names);
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
