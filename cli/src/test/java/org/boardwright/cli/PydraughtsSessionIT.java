package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code boardwright engine} as a separate process, driven with the lines pydraughts 0.6.7's
 * HubEngine sends (draughts/engines/hub.py) for English checkers: {@code hub}, {@code init}, {@code
 * set-param name=variant value=english}, then for each of the engine's moves {@code pos
 * pos=<pydraughts' turned-round position> moves="<every move since>"}, {@code level time=<clock
 * less the increment> inc=<increment>} and {@code go think} (or {@code go ponder} and {@code
 * ponder-hit}). The position strings are pydraughts' own output for those positions. The other side
 * plays random legal moves; every answer is checked against the engine's own rules.
 */
@Timeout(180)
class PydraughtsSessionIT {

    /** pydraughts' {@code initial_hub_fen} of English checkers' start. */
    private static final String START = "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww";

    private static final String FEN = "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";

    /** pydraughts' {@code initial_hub_fen} of {@link #FEN}. */
    private static final String FEN_HUB = "WeeeWbbeWbeWewebewBeeweBeeeeeeeee";

    private static final Game CHECKERS = Games.get("checkers");

    @TempDir Path data;

    private Process process;
    private Writer in;
    private BufferedReader out;
    private final List<String> received = new ArrayList<>();

    private void start() throws IOException {
        ProcessBuilder builder =
                new ProcessBuilder(
                                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                                "-jar",
                                System.getProperty("boardwright.jar"),
                                "engine")
                        .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("BOARDWRIGHT_DATA", data.toString());
        process = builder.start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        out =
                new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    @AfterEach
    void end() throws Exception {
        if (process != null) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private void send(String line) throws IOException {
        in.write(line + "\n");
        in.flush();
    }

    /** Lines up to and including the first that starts with {@code prefix}. */
    private List<String> readUntil(String prefix) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            lines.add(line);
            received.add(line);
            if (line.startsWith("error")) {
                throw new AssertionError("the engine refused a line: " + lines);
            }
            if (line.startsWith(prefix)) {
                return lines;
            }
        }
        throw new AssertionError("the engine ended before '" + prefix + "': " + lines);
    }

    /**
     * What pydraughts' HubEngine constructor, init() and configure({"variant": "english"}) send.
     */
    private void handshake() throws IOException {
        send("hub");
        List<String> hello = readUntil("wait");
        assertThat(hello)
                .anySatisfy(
                        l ->
                                assertThat(l)
                                        .startsWith("param name=variant ")
                                        .matches(".* values=\"[^\"]*\\benglish\\b[^\"]*\".*"));
        send("init");
        readUntil("ready");
        send("set-param name=variant value=english");
    }

    /** A number as Python's str() writes a float. */
    private static String py(double seconds) {
        String s = String.format(Locale.ROOT, "%.3f", seconds).replaceAll("0+$", "");
        return s.endsWith(".") ? s + "0" : s;
    }

    /**
     * Plays one game: the engine takes {@code engineSide}, random moves the other; the engine's
     * clock starts at {@code clock} seconds with {@code inc} a move, kept as pydraughts keeps it.
     * Returns the final state.
     */
    private GameState play(
            String hubStart, GameState state, int engineSide, double clock, double inc)
            throws IOException {
        SplittableRandom random = new SplittableRandom(26);
        List<String> moves = new ArrayList<>();
        double left = clock;
        int engineMoves = 0;
        while (!state.isTerminal() && moves.size() < 300) {
            if (state.sideToMove() != engineSide) {
                List<Integer> legal = state.legalMoveList();
                int m = legal.get(random.nextInt(legal.size()));
                moves.add(state.formatMove(m, Game.HUB)); // pydraughts' hub_move of its own moves
                state.play(m);
                continue;
            }
            send(
                    moves.isEmpty()
                            ? "pos pos=" + hubStart
                            : "pos pos=" + hubStart + " moves=\"" + String.join(" ", moves) + "\"");
            send("level time=" + py(left - inc) + " inc=" + py(inc));
            long t0 = System.nanoTime();
            boolean ponder = engineMoves == 3;
            send(ponder ? "go ponder" : "go think");
            if (ponder) {
                send("ping");
                assertThat(readUntil("pong")).noneMatch(l -> l.startsWith("done"));
                send("ponder-hit");
            }
            List<String> lines = readUntil("done");
            left += inc - (System.nanoTime() - t0) / 1e9;
            String done = lines.get(lines.size() - 1);
            assertThat(done).matches("done move=\\d+([-x]\\d+)+( ponder=\\S+)?");
            String move = done.substring("done move=".length()).split(" ")[0];
            int m = state.parseMove(move); // legal, or this throws
            // pydraughts finds the move by its start, end and sorted captured squares
            assertThat(move).isEqualTo(state.formatMove(m, Game.HUB));
            assertThat(lines.subList(0, lines.size() - 1)).allMatch(l -> l.startsWith("info "));
            moves.add(move);
            state.play(m);
            engineMoves++;
        }
        assertThat(engineMoves).isGreaterThan(3);
        return state;
    }

    @Test
    void aWholeGameFromTheStartWithAClock() throws Exception {
        start();
        handshake();
        // Black (random) opens; the engine answers as White, as after pydraughts' 11-15.
        GameState end = play(START, CHECKERS.newInitialState(), 1, 10, 0.1);
        assertThat(end.isTerminal()).as("the game ended: " + end.position()).isTrue();
        assertThat(received).noneMatch(l -> l.startsWith("error"));
        send("quit");
        assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aWholeGameFromAFenAfterANewGame() throws IOException {
        start();
        handshake();
        send("new-game");
        // The engine is Black, to move in pydraughts' turned-round string: the right moves, not
        // their mirror images (8-3, 11-7... are none of them legal).
        send("pos pos=" + FEN_HUB);
        send("level time=9.9 inc=0.1");
        send("go think");
        List<String> first = readUntil("done");
        String move = first.get(first.size() - 1).substring("done move=".length());
        assertThat(move).isIn("16-19", "22-17", "22-26", "25-21", "25-30");
        send("stop"); // a stop with nothing to stop is harmless

        GameState end = play(FEN_HUB, CHECKERS.parsePosition(FEN), 0, 10, 0.1);
        assertThat(end.isTerminal()).as("the game ended: " + end.position()).isTrue();
        assertThat(received).noneMatch(l -> l.startsWith("error"));
    }

    /**
     * A king's circuit that two paths make: the engine's own answer, sent back, is read as that
     * move; a stopped ponder still answers once.
     */
    @Test
    void theEnginesCircuitReadsBackAndAStoppedPonderAnswers() throws IOException {
        start();
        handshake();
        // pydraughts' string for B:W15,16,23,24,30:BK11,1
        String ring = "WeebeeeeebbeeeeeebbeeeWeeeeeeeeew";
        send("pos pos=" + ring);
        send("level move-time=0.2");
        send("go think");
        List<String> lines = readUntil("done");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("done move=11x11x15x16x23x24");
        send("pos pos=" + ring + " moves=\"11x11x15x16x23x24\"");
        send("level depth=2");
        send("go ponder");
        send("stop");
        List<String> stopped = readUntil("done");
        GameState s = CHECKERS.parsePosition("B:W15,16,23,24,30:BK11,1");
        s.play(s.parseMove("11x11x15x16x23x24"));
        s.parseMove(stopped.get(stopped.size() - 1).substring("done move=".length()));
        assertThat(received).noneMatch(l -> l.startsWith("error"));
    }

    /** A win the databases prove is a proven score, not an evaluation. */
    @Test
    void aDatabaseWinIsAProvenScore() throws IOException {
        Path dir = data.resolve("egdb").resolve("checkers");
        Cli.Run build =
                Cli.run("", "egdb", "build", "checkers", "--pieces", "3", "--dir", dir.toString());
        assertThat(build.status()).as(build.err()).isZero();
        start();
        handshake();
        // pydraughts' string for B:WK29:BK1,K6: two kings against one, far from a mate.
        send("pos pos=WeeeBeeeeeeeeeeeeeeeeeeeeeeWeeeeW");
        send("level depth=3");
        send("go think");
        List<String> lines = readUntil("done");
        assertThat(lines.get(lines.size() - 2)).contains(" score=90.01 egdb=win ");
    }
}
