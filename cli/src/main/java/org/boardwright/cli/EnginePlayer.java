package org.boardwright.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Player;
import org.boardwright.ai.PlayerForfeit;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.checkers.CheckersState;

/**
 * A player that is another program: {@code engine:<command>} speaks Boardwright's engine protocol
 * (any game; positions in Boardwright's own strings), {@code hub:<command>} the Hub protocol of
 * draughts programs (English checkers in pydraughts' dialect, variant {@code english}). The process
 * starts at the first move and ends with the game ({@link #close}). Each move sends the position, a
 * {@code level} from the budget and {@code go think}; an engine that exits, does not answer within
 * its time (plus {@link #GRACE_MILLIS}, then a {@code stop} and as long again), answers an error or
 * a move that is not legal forfeits the game ({@link PlayerForfeit}).
 */
final class EnginePlayer implements Player {

    static final String ENGINE_PREFIX = "engine:";
    static final String HUB_PREFIX = "hub:";

    /** Time an engine gets beyond its move time, for its start and the pipes. */
    static final long GRACE_MILLIS = 5_000;

    /** How long a move may take when the budget has no time (depth or nodes alone). */
    static final long UNTIMED_MILLIS = 120_000;

    /** How long the engine may take to start and answer {@code hub} and {@code init}. */
    static final long START_MILLIS = 30_000;

    private static final String EOF = "\u0000eof";

    private final String name;
    private final boolean hub;
    private final List<String> command;
    private final Game game;
    private Process process;
    private Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    private EnginePlayer(String name, boolean hub, List<String> command, Game game) {
        this.name = name;
        this.hub = hub;
        this.command = command;
        this.game = game;
    }

    /** Whether a name names an outside engine. */
    static boolean isEngine(String name) {
        return name.startsWith(ENGINE_PREFIX) || name.startsWith(HUB_PREFIX);
    }

    /**
     * The player a name describes; nothing runs until its first move. Throws NotationException for
     * an empty command or a game the protocol cannot play.
     */
    static EnginePlayer of(String name, Game game) {
        boolean hub = name.startsWith(HUB_PREFIX);
        String commandText = name.substring(hub ? HUB_PREFIX.length() : ENGINE_PREFIX.length());
        List<String> command = words(commandText);
        if (command.isEmpty()) {
            throw new NotationException(
                    "no command in " + NotationException.quote(name) + " (engine:<command>)");
        }
        if (hub && !HubDialect.speaksHub(game)) {
            throw new NotationException(
                    "hub: engines play checkers (English, in pydraughts' Hub dialect), not "
                            + game.id());
        }
        return new EnginePlayer(name, hub, command, game);
    }

    /** A command line split into words; double quotes keep spaces in one word. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
                any = true;
            } else if (Character.isWhitespace(c) && !quoted) {
                if (any) {
                    words.add(word.toString());
                    word.setLength(0);
                    any = false;
                }
            } else {
                word.append(c);
                any = true;
            }
        }
        if (quoted) {
            throw new NotationException("unterminated quote in the engine command " + text);
        }
        if (any) {
            words.add(word.toString());
        }
        return words;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean searchesByDepth() {
        return true; // the engine decides; a depth is passed on as it is
    }

    @Override
    public int chooseMove(GameState state, Budget budget, SearchListener listener) {
        if (process == null) {
            start();
        }
        send(hub ? "pos pos=" + hubPosition(state) : "pos pos=" + HubLine.quote(state.position()));
        send(level(budget));
        send("go think");
        long limit =
                (budget.moveTimeMillis() > 0 ? budget.moveTimeMillis() : UNTIMED_MILLIS)
                        + GRACE_MILLIS;
        String done = await("done", limit);
        if (done == null) {
            send("stop"); // it may only be slow: a stop asks for its move now
            done = await("done", limit);
            if (done == null) {
                close();
                throw new PlayerForfeit("no move within " + seconds(2 * limit));
            }
        }
        String move = HubLine.parse(done).values().getOrDefault("move", "");
        try {
            return state.parseMove(move);
        } catch (NotationException e) {
            close();
            throw new PlayerForfeit(
                    "illegal move " + NotationException.quote(move) + ": " + e.getMessage());
        }
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }

    /** The Hub level of a budget: its time, nodes and depth, whichever it has. */
    static String level(Budget budget) {
        StringBuilder sb = new StringBuilder("level");
        if (budget.moveTimeMillis() > 0) {
            sb.append(
                    String.format(
                            Locale.ROOT, " move-time=%.3f", budget.moveTimeMillis() / 1000.0));
        }
        if (budget.iterations() > 0) {
            sb.append(" nodes=").append(budget.iterations());
        }
        if (budget.depth() > 0) {
            sb.append(" depth=").append(budget.depth());
        }
        return sb.toString();
    }

    /** The position as pydraughts sends it: its turned-round Hub string. */
    static String hubPosition(GameState state) {
        String fen = ((CheckersState) state).fen(); // e.g. B:W18,24,K10:B12,K22
        char[] squares = "e".repeat(32).toCharArray();
        String[] parts = fen.split(":");
        for (int i = 1; i < parts.length; i++) {
            boolean black = parts[i].charAt(0) == 'B';
            String list = parts[i].substring(1);
            for (String p : list.isEmpty() ? new String[0] : list.split(",")) {
                boolean king = p.startsWith("K");
                int n = Integer.parseInt(king ? p.substring(1) : p);
                squares[n - 1] = black ? (king ? 'B' : 'b') : (king ? 'W' : 'w');
            }
        }
        return HubDialect.turn(fen.charAt(0) + new String(squares));
    }

    /** Starts the process and shakes hands; a failure forfeits the game. */
    private void start() {
        try {
            process =
                    new ProcessBuilder(command)
                            .redirectError(ProcessBuilder.Redirect.DISCARD)
                            .start();
        } catch (IOException e) {
            throw new PlayerForfeit("the engine did not start: " + e.getMessage());
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out =
                new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Thread reader =
                new Thread(
                        () -> {
                            try {
                                for (String l = out.readLine(); l != null; l = out.readLine()) {
                                    lines.add(l);
                                }
                            } catch (IOException e) {
                                // the process went away: the same as the end of its output
                            }
                            lines.add(EOF);
                        },
                        "engine-player-reader");
        reader.setDaemon(true);
        reader.start();
        send("hub");
        String variants = "";
        while (true) {
            String line = awaitLine(START_MILLIS);
            if (line == null) {
                close();
                throw new PlayerForfeit("no answer to hub within " + seconds(START_MILLIS));
            }
            if (line.startsWith("wait")) {
                break;
            }
            if (line.startsWith("param ")) {
                HubLine p = HubLine.parse(line);
                if ("variant".equals(p.values().get("name"))) {
                    variants = p.values().getOrDefault("values", "");
                }
            }
        }
        if (hub) {
            // pydraughts names English checkers "english" when the engine lists variants
            if (!variants.isEmpty()) {
                send("set-param name=variant value=english");
            }
        } else {
            send("set-param name=variant value=" + HubLine.quote(game.spec()));
        }
        send("init");
        if (await("ready", START_MILLIS) == null) {
            close();
            throw new PlayerForfeit("no answer to init within " + seconds(START_MILLIS));
        }
    }

    /**
     * The first line starting with {@code word} within the time, or null; an {@code error} line or
     * the end of the engine's output forfeits.
     */
    private String await(String word, long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        while (true) {
            long left = (end - System.nanoTime()) / 1_000_000;
            String line = left > 0 ? awaitLine(left) : null;
            if (line == null || line.equals(word) || line.startsWith(word + " ")) {
                return line;
            }
            if (line.startsWith("error")) {
                close();
                throw new PlayerForfeit(
                        "the engine answered "
                                + HubLine.parse(line).values().getOrDefault("message", line));
            }
        }
    }

    private String awaitLine(long millis) {
        String line;
        try {
            line = lines.poll(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            close();
            throw new PlayerForfeit("interrupted");
        }
        if (EOF.equals(line)) {
            lines.add(EOF); // every later wait sees it too
            throw new PlayerForfeit(exited());
        }
        return line;
    }

    private String exited() {
        try {
            if (process.waitFor(2, TimeUnit.SECONDS)) {
                return "the engine exited (status " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        close();
        return "the engine closed its output";
    }

    private void send(String line) {
        try {
            in.write(line + "\n");
            in.flush();
        } catch (IOException e) {
            // Its output ends too: the wait that follows forfeits with the exit status.
        }
    }

    @Override
    public void stop() {
        if (process != null) {
            send("stop");
        }
    }

    @Override
    public void close() {
        Process p = process;
        if (p == null || !p.isAlive()) {
            return;
        }
        send("quit");
        try {
            if (!p.waitFor(2, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                p.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
        }
    }
}
