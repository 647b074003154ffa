package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.testgames.DiceGame;
import org.junit.jupiter.api.Test;

class MovesCommandTest {

    private static final Game ROOKS = Games.get("madrooks");
    private static final Game BISHOPS = Games.get("madbishops");
    private static final String ROOKS_START = ROOKS.initialPosition();
    private static final String OVER =
            "......../......../......../......../......../......../......../R....... b";

    private static String movesOf(Game game, String position) {
        return String.join(" ", game.parsePosition(position).legalMoveNotations());
    }

    @Test
    void oneLineOfSortedMovesPerPosition() {
        Cli.Run run =
                Cli.run(ROOKS_START + "\n" + BISHOPS.initialPosition() + "\n", "moves", "madrooks");

        assertThat(run.status()).isZero();
        assertThat(run.outLines()).hasSize(2);
        assertThat(run.outLines().get(0))
                .isEqualTo(movesOf(ROOKS, ROOKS_START))
                .startsWith("a1xa2 a1xb1 a3xa2 ");
        assertThat(run.outLines().get(0).split(" ")).hasSize(112).isSorted();
        assertThat(run.outLines().get(1)).startsWith("error: ");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void cageListsJumpPathsEdgeCapturesAndAForcedPass() {
        String chain =
                "...B....../.RB......./........../........../........../........../........../........../"
                        + "........../R........B r";
        String mustPass =
                "........../........../........../........../.....R..../..B......./........../........../"
                        + "........../.......... r";
        String over =
                "........../........../........../........../........../....R...../........../........../"
                        + "........../.......... b";

        Cli.Run run = Cli.run(chain + "\n" + mustPass + "\n" + over + "\n", "moves", "cage");

        assertThat(run.status()).isZero();
        assertThat(run.outLines()).hasSize(3);
        assertThat(run.outLines().get(0).split(" "))
                .contains("b9xd9xd10", "b9-c8")
                .doesNotContain("b9xd9")
                .isSorted();
        assertThat(run.outLines().get(1)).isEqualTo("pass");
        assertThat(run.outLines().get(2)).isEmpty();
    }

    @Test
    void randomPositionsOfBothGamesAgreeWithTheEngine() {
        SplittableRandom random = new SplittableRandom(1);
        for (Game game : new Game[] {ROOKS, BISHOPS}) {
            StringBuilder input = new StringBuilder();
            StringBuilder expected = new StringBuilder();
            int[] buffer = new int[GameState.MAX_MOVES];
            for (int i = 0; i < 10; i++) {
                GameState state = game.newInitialState();
                while (!state.isTerminal()) {
                    input.append(state.position()).append('\n');
                    expected.append(movesOf(game, state.position())).append('\n');
                    state.play(state.randomMove(random, buffer));
                }
                input.append(state.position()).append('\n');
                expected.append('\n');
            }
            Cli.Run run = Cli.run(input.toString(), "moves", game.spec());
            assertThat(run.out()).isEqualTo(expected.toString());
        }
    }

    @Test
    void emptyMalformedAndFinishedLinesEachGetTheirLineAndItGoesOn() {
        String input = "\n" + "nonsense\n" + "   \n" + OVER + "\n" + "RB r\n" + ROOKS_START + "\n";

        Cli.Run run = Cli.run(input, "moves", "madrooks");

        assertThat(run.status()).isZero();
        assertThat(run.outLines()).hasSize(6);
        assertThat(run.outLines().get(0)).isEmpty();
        assertThat(run.outLines().get(1)).startsWith("error: ");
        assertThat(run.outLines().get(2)).isEmpty();
        assertThat(run.outLines().get(3)).isEmpty();
        assertThat(run.outLines().get(4)).startsWith("error: ").contains("ranks");
        assertThat(run.outLines().get(5)).isEqualTo(movesOf(ROOKS, ROOKS_START));
    }

    @Test
    void emptyInputGivesNoOutput() {
        Cli.Run run = Cli.run("", "moves", "madrooks");

        assertThat(run.status()).isZero();
        assertThat(run.out()).isEmpty();
    }

    @Test
    void trailingSpacesAndCarriageReturnsAreIgnoredAndALastLineWithoutEndIsAnswered() {
        Cli.Run run =
                Cli.run(
                        ROOKS_START + "   \r\n" + ROOKS_START + " \r \r\n" + ROOKS_START,
                        "moves",
                        "madrooks");

        assertThat(run.outLines())
                .hasSize(3)
                .allMatch(line -> line.equals(movesOf(ROOKS, ROOKS_START)));
    }

    @Test
    void hugeLinesAndBinaryJunkAreAnsweredInPlace() {
        ByteArrayOutputStream input = new ByteArrayOutputStream();
        byte[] junk = new byte[200_000];
        new SplittableRandom(9).nextBytes(junk);
        for (int i = 0; i < junk.length; i++) {
            if (junk[i] == '\n') {
                junk[i] = 0; // one line of junk
            }
        }
        input.writeBytes(junk);
        input.write('\n');
        input.writeBytes("R".repeat(5000).getBytes(StandardCharsets.UTF_8));
        input.write('\n');
        input.writeBytes("RB\u0000R\u2028B\u0085 r\n".getBytes(StandardCharsets.UTF_8));
        input.writeBytes(new byte[] {(byte) 0xff, (byte) 0xfe, '\n'});
        input.writeBytes(ROOKS_START.getBytes(StandardCharsets.UTF_8));
        input.writeBytes(
                " ".repeat(300_000).getBytes(StandardCharsets.UTF_8)); // trailing, however many
        input.write('\n');

        Cli.Run run = Cli.run(input.toByteArray(), "moves", "madrooks");

        assertThat(run.status()).isZero();
        assertThat(run.outLines()).hasSize(5);
        assertThat(run.outLines().get(0)).isEqualTo("error: line too long (more than 65536 bytes)");
        assertThat(run.outLines().subList(1, 4)).allMatch(line -> line.startsWith("error: "));
        assertThat(run.outLines().get(4)).isEqualTo(movesOf(ROOKS, ROOKS_START));
        assertThat(run.out()).doesNotContain("\u0000", "\u2028", "\u0085", "\r");
    }

    @Test
    void atAChanceNodeTheOutcomesWithoutProbabilities() {
        assertThat(MovesCommand.answer(DiceGame.INSTANCE, ".. r turns=0 red=0 blue=0"))
                .isEqualTo("roll:1-1 roll:1-2 roll:2-2");
        assertThat(MovesCommand.answer(DiceGame.INSTANCE, ".. b turns=1 red=3 blue=0 roll=2-2"))
                .isEqualTo("skip take");
        assertThat(MovesCommand.answer(DiceGame.INSTANCE, ".. r turns=4 red=3 blue=0")).isEmpty();
    }

    @Test
    void answersEachLineBeforeTheNextArrives() throws Exception {
        PipedOutputStream toCommand = new PipedOutputStream();
        PipedInputStream commandIn = new PipedInputStream(toCommand, 1 << 16);
        PipedInputStream fromCommand = new PipedInputStream(1 << 16);
        OutputStream commandOut = new PipedOutputStream(fromCommand);
        Terminal terminal =
                new Terminal(
                        commandIn,
                        Terminal.writer(commandOut),
                        new PrintWriter(new StringWriter()),
                        false,
                        Map.of());
        CompletableFuture<Integer> status =
                CompletableFuture.supplyAsync(() -> Main.run(terminal, "moves", "madrooks"));
        BufferedReader answers =
                new BufferedReader(new InputStreamReader(fromCommand, StandardCharsets.UTF_8));

        assertTimeoutPreemptively(
                Duration.ofSeconds(20),
                () -> {
                    for (int i = 0; i < 3; i++) {
                        toCommand.write((ROOKS_START + "\n").getBytes(StandardCharsets.UTF_8));
                        toCommand.flush();
                        assertThat(answers.readLine()).isEqualTo(movesOf(ROOKS, ROOKS_START));
                        toCommand.write("junk\n".getBytes(StandardCharsets.UTF_8));
                        toCommand.flush();
                        assertThat(answers.readLine()).startsWith("error: ");
                    }
                    toCommand.close();
                    assertThat(status.get()).isZero();
                });
    }
}
