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
import java.util.concurrent.TimeUnit;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code boardwright engine} driven as a GUI would: a real process, line by line. */
@Timeout(120)
class EngineProcessIT {

    private Process process;
    private Writer in;
    private BufferedReader out;

    @BeforeEach
    void start() throws IOException {
        String jar = System.getProperty("boardwright.jar");
        process =
                new ProcessBuilder(
                                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                                "-jar",
                                jar,
                                "engine")
                        .redirectError(ProcessBuilder.Redirect.DISCARD)
                        .start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        out =
                new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    @AfterEach
    void end() throws Exception {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
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
            if (line.startsWith(prefix)) {
                return lines;
            }
        }
        throw new AssertionError("the engine ended before '" + prefix + "': " + lines);
    }

    @Test
    void handshakeThenThinkWithNodesAndTime() throws IOException {
        send("hub");
        List<String> hello = readUntil("wait");
        assertThat(hello.get(0)).startsWith("id name=boardwright version=");
        assertThat(hello).anyMatch(l -> l.startsWith("param name=player type=enum"));
        send("set-param name=player value=mcts");
        send("init");
        assertThat(readUntil("ready")).containsExactly("ready");

        send("new-game game=madbishops");
        send("pos moves=\"b2xa1 c1xd2\"");
        send("level nodes=3000");
        send("ping");
        assertThat(readUntil("pong")).containsExactly("pong"); // no error: the moves were legal
        send("go think");
        List<String> answer = readUntil("done");
        String done = answer.get(answer.size() - 1);
        GameState expected = Games.get("madbishops").newInitialState();
        expected.play(expected.parseMove("b2xa1"));
        expected.play(expected.parseMove("c1xd2"));
        assertThat(expected.legalMoveNotations()).contains(done.substring("done move=".length()));
        assertThat(answer.subList(0, answer.size() - 1))
                .allMatch(
                        l ->
                                l.matches(
                                        "info depth=\\d+ score=-?\\d+\\.\\d\\d( mate=-?\\d+)? nodes=\\d+ time=[\\d.]+ nps=[\\d.]+ pv=.*"));

        send("level move-time=0.3");
        send("go think");
        assertThat(readUntil("done")).last().asString().startsWith("done move=");
    }

    @Test
    void alphaBetaSearchesToADepth() throws IOException {
        send("set-param name=player value=alphabeta");
        send("new-game game=checkers");
        send("level depth=6");
        send("go think");
        List<String> answer = readUntil("done");
        assertThat(answer.get(answer.size() - 2)).startsWith("info depth=6 ");
        assertThat(answer).last().asString().startsWith("done move=");

        // Monte Carlo tree search has no depth to stop at: it asks for a time or a node count.
        send("set-param name=player value=mcts");
        send("go think");
        assertThat(readUntil("error")).last().asString().contains("not depth");
    }

    @Test
    void stopEndsALongSearchAtOnceWithItsDone() throws IOException {
        send("new-game game=madrooks");
        send("level infinite"); // only the stop can end it
        send("go think");
        send("ping");
        assertThat(readUntil("pong")).last().isEqualTo("pong");
        send("stop");
        assertThat(readUntil("done")).last().asString().startsWith("done move=");
    }

    @Test
    void badLinesGetAnErrorAndChangeNothing() throws IOException {
        send("go think");
        assertThat(readUntil("error")).last().asString().contains("new-game");
        send("new-game game=nosuchgame");
        assertThat(readUntil("error")).last().asString().contains("nosuchgame");
        send("new-game game=madrooks");
        send("pos moves=\"a1xa2 a1xa2\"");
        assertThat(readUntil("error")).last().asString().contains("move 2");
        send("pos pos=\"not a position\"");
        assertThat(readUntil("error")).last().asString().startsWith("error message=");
        send("pos pos=\"unterminated");
        assertThat(readUntil("error")).last().asString().contains("unterminated");
        send("level move-time=soon");
        assertThat(readUntil("error")).last().asString().contains("move-time");
        send("x".repeat(100_000));
        assertThat(readUntil("error")).last().asString().contains("too long");
        send("frobnicate now=1");
        send("ping");
        assertThat(readUntil("pong"))
                .containsExactly("pong"); // unknown commands are ignored silently

        // a refused pos leaves no position: go is an error, never a move for an older position
        send("level nodes=500");
        send("go think");
        assertThat(readUntil("error")).last().asString().contains("no position");
        send("pos");
        send("go think");
        String done = readUntil("done").stream().reduce((a, b) -> b).orElseThrow();
        assertThat(Games.get("madrooks").newInitialState().legalMoveNotations())
                .contains(done.substring("done move=".length()));
    }

    /** A Hub client for English checkers: variant, Hub positions, numbered moves, captures. */
    @Test
    void aHubClientPlaysCheckersInNumberedSquares() throws IOException {
        send("hub");
        List<String> hub = readUntil("wait");
        assertThat(hub)
                .anyMatch(l -> l.startsWith("param name=variant ") && l.contains("checkers"));
        send("set-param name=variant value=checkers");
        send("init");
        assertThat(readUntil("ready")).last().isEqualTo("ready");
        send("new-game");
        send(
                "pos pos=B"
                        + "b".repeat(12)
                        + "e".repeat(8)
                        + "w".repeat(12)
                        + " moves=\"11-15 23-19\"");
        send("level depth=4");
        send("go think");
        String done = readUntil("done").stream().reduce((a, b) -> b).orElseThrow();
        String move = done.substring("done move=".length());
        org.boardwright.engine.GameState s = Games.get("checkers").newInitialState();
        s.play(s.parseMove("11-15"));
        s.play(s.parseMove("23-19"));
        assertThat(s.legalMoveNotations(org.boardwright.engine.Game.HUB)).contains(move);
        // A capture in the Hub's form (start, end, captured): 15x24 over 19 after 22-18? Here
        // White to move after 11-15 23-19 8-11 can take nothing; Black's 15x22 over 18 is one.
        send("pos moves=\"11-15 22-18 15x22x18\"");
        send("ping");
        assertThat(readUntil("pong")).containsExactly("pong");
        send("pos pos=Bnonsense");
        assertThat(readUntil("error")).last().asString().startsWith("error message=");
        send("go think");
        assertThat(readUntil("error")).last().asString().contains("no position");
    }

    /**
     * A whole checkers game driven as a Hub GUI drives it: each turn the position as the start plus
     * every move so far, the mover's clock in {@code level time= inc=}, and the move answered in
     * the Hub's form; the clocks never run out and every answer is legal.
     */
    @Test
    void aHubClientPlaysAWholeCheckersGameWithAClock() throws IOException {
        send("set-param name=variant value=checkers");
        send("set-param name=player value=level:2");
        send("new-game");
        org.boardwright.engine.GameState s = Games.get("checkers").newInitialState();
        double[] clock = {20, 20};
        List<String> moves = new ArrayList<>();
        String start = "B" + "b".repeat(12) + "e".repeat(8) + "w".repeat(12);
        while (!s.isTerminal()) {
            int side = s.sideToMove();
            send("pos pos=" + start + " moves=\"" + String.join(" ", moves) + "\"");
            send(String.format(java.util.Locale.ROOT, "level time=%.3f inc=0.05", clock[side]));
            long t0 = System.nanoTime();
            send("go think");
            String done = readUntil("done").stream().reduce((a, b) -> b).orElseThrow();
            clock[side] -= (System.nanoTime() - t0) / 1e9 - 0.05;
            assertThat(clock[side]).as("clock of side " + side).isPositive();
            String move = done.substring("done move=".length()).split(" ")[0];
            assertThat(s.legalMoveNotations(org.boardwright.engine.Game.HUB)).contains(move);
            s.play(s.parseMove(move));
            moves.add(move);
        }
        assertThat(moves).isNotEmpty();
        assertThat(s.result().isOver()).isTrue();
    }

    /** A GUI's stop that crosses the done must not cut the next search short. */
    @Test
    void aStopAfterTheDoneLeavesTheNextSearchAlone() throws IOException {
        send("new-game game=madrooks");
        send("level nodes=2000");
        send("go think");
        readUntil("done");
        send("stop");
        send("level nodes=20000");
        send("go think");
        List<String> lines = readUntil("done");
        String lastInfo = lines.get(lines.size() - 2);
        long nodes = Long.parseLong(lastInfo.replaceAll(".* nodes=(\\d+) .*", "$1"));
        assertThat(nodes).isGreaterThanOrEqualTo(20000);
    }

    @Test
    void onlyGoThinkOrPonderStartsASearchAndATinyMoveTimeIsStillALimit() throws IOException {
        send("new-game game=madbishops");
        send("go fast");
        assertThat(readUntil("error")).last().asString().contains("go think");
        send("ponder-hit");
        assertThat(readUntil("error")).last().asString().contains("not pondering");
        send("level move-time=0.0004");
        send("go think");
        assertThat(readUntil("done")).last().asString().startsWith("done move=");
        send("nonsense \"unterminated");
        send("ping");
        assertThat(readUntil("pong")).containsExactly("pong");
    }

    @Test
    void ponderingHoldsItsDoneUntilPonderHitThenThinksForTheMoveTime() throws IOException {
        // Mad Rooks has no opening book: checkers' start would be answered from its book at once.
        send("new-game game=madrooks");
        send("level move-time=0.3");
        send("go ponder");
        // A depth is searched, but no done while pondering, however long.
        assertThat(readUntil("info")).last().asString().startsWith("info depth=");
        send("ping");
        List<String> meanwhile = readUntil("pong");
        assertThat(meanwhile).noneMatch(l -> l.startsWith("done"));
        long hit = System.nanoTime();
        send("ponder-hit");
        assertThat(readUntil("done")).last().asString().startsWith("done move=");
        long ms = (System.nanoTime() - hit) / 1_000_000;
        assertThat(ms).isGreaterThanOrEqualTo(250);
        // A stop ends pondering with its done at once.
        send("set-param name=player value=alphabeta");
        send("level depth=2");
        send("go ponder");
        send("ping");
        assertThat(readUntil("pong")).noneMatch(l -> l.startsWith("done"));
        send("stop");
        assertThat(readUntil("done")).last().asString().startsWith("done move=");
    }

    @Test
    void aFinishedGameCannotBeThoughtAbout() throws IOException {
        send("new-game game=madrooks");
        send(
                "pos pos=\"R......./......../......../......../......../......../......../........ b\"");
        send("go think");
        assertThat(readUntil("error")).last().asString().contains("over");
        send("quit");
        assertThat(out.readLine()).isNull();
    }

    @Test
    void provenResultsAreLargeScoresAsInScanWithTheirPliesAndHubPvs() throws IOException {
        send("set-param name=player value=alphabeta");
        send("new-game game=checkers");
        // Red kings on 19 and 22 against a White man on 32: Red wins in 5 plies.
        send("pos pos=BeeeeeeeeeeeeeeeeeeBeeBeeeeeeeeew");
        send("level depth=8");
        send("go think");
        List<String> win = readUntil("done");
        String proven = win.get(win.size() - 2);
        assertThat(proven)
                .matches(
                        "info depth=\\d+ score=99\\.95 mate=5 nodes=\\d+ time=[\\d.]+ nps=[\\d.]+ pv=\".*\"");
        // The pv is in the Hub's moves, as done is: numbered squares, captures with what they take.
        assertThat(proven).contains("pv=\"22-18 ").doesNotContain("f6");
        // White to move, his one man on 18 lost whichever way it steps: a loss in 2 plies.
        send("pos pos=Weeeeeeeebebeeeeeeweeeeeeeeeeeeee");
        send("level depth=4");
        send("go think");
        List<String> loss = readUntil("done");
        assertThat(loss.get(loss.size() - 2))
                .matches(
                        "info depth=\\d+ score=-99\\.98 mate=-2 nodes=\\d+ time=[\\d.]+ nps=[\\d.]+"
                                + " pv=\"18-1[45] \\d+x18x1[45]\"");
        // Ordinary scores are in men, below the proven ones.
        send("pos");
        send("level depth=4");
        send("go think");
        List<String> start = readUntil("done");
        assertThat(start.subList(0, start.size() - 1))
                .allMatch(
                        l ->
                                l.matches(
                                        "info depth=\\d+ score=-?\\d\\.\\d\\d nodes=\\d+ time=[\\d.]+ nps=[\\d.]+ pv=.+"));
    }

    /**
     * What lidraughts' Scan worker sends (as Scan's protocol allows): parameters the engine does
     * not know, no new-game, a level built over two lines, go analyze with level infinite until
     * stop; and it reads score= as men (|score| above 90 is a proven result).
     */
    @Test
    void anAnalysisClientAsLidraughtsDrivesIt() throws IOException {
        send("hub");
        readUntil("wait");
        send("set-param name=tt-size value=23");
        send("set-param name=variant value=checkers");
        send("init");
        assertThat(readUntil("ready")).containsExactly("ready");
        send("pos pos=B" + "b".repeat(12) + "e".repeat(8) + "w".repeat(12) + " moves=\"11-15\"");
        send("level move-time=86400"); // a day: only depth 3 can end it within the test's timeout
        send("level depth=3");
        send("go analyze");
        List<String> lines = readUntil("done");
        String last = lines.get(lines.size() - 2);
        assertThat(last).matches("info depth=3 score=-?\\d+\\.\\d\\d .*");
        assertThat(Math.abs(Double.parseDouble(last.replaceAll(".* score=(\\S+) .*", "$1"))))
                .isLessThan(90);
        send("level infinite");
        send("go analyze");
        readUntil("info");
        send("ping");
        assertThat(readUntil("pong")).last().isEqualTo("pong"); // still searching
        send("stop");
        assertThat(readUntil("done")).last().asString().startsWith("done move=");
    }
}
