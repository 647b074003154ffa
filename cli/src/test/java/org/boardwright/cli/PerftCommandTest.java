package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.Perft;
import org.boardwright.engine.testgames.DiceGame;
import org.junit.jupiter.api.Test;

class PerftCommandTest {

    @Test
    void madRooksFromTheStart() {
        Cli.Run run = Cli.run("", "perft", "madrooks", "2");

        assertThat(run.status()).isZero();
        assertThat(run.outLines()).containsExactly("perft 1 112", "perft 2 11944");
        assertThat(run.errLines())
                .hasSize(2)
                .noneMatch(line -> line.startsWith("perft "))
                .allMatch(line -> line.contains("nodes/s"));
    }

    @Test
    void madBishopsFromTheStart() {
        Cli.Run run = Cli.run("", "perft", "madbishops", "2");

        assertThat(run.status()).isZero();
        assertThat(run.outLines()).containsExactly("perft 1 81", "perft 2 6130");
    }

    @Test
    void cageFromTheStart() {
        Cli.Run run = Cli.run("", "perft", "cage", "3");

        assertThat(run.status()).isZero();
        assertThat(run.outLines()).containsExactly("perft 1 20", "perft 2 424", "perft 3 10140");
    }

    @Test
    void fromAGivenPosition() {
        Game game = Games.get("madrooks");
        GameState state = game.newInitialState();
        state.play(state.parseMove("a1xa2"));
        state.play(state.parseMove(state.legalMoveNotations().get(0)));

        Cli.Run run = Cli.run("", "perft", "madrooks", "3", "--position", state.position());

        assertThat(run.status()).isZero();
        assertThat(run.outLines())
                .containsExactly(
                        "perft 1 " + Perft.count(state, 1),
                        "perft 2 " + Perft.count(state, 2),
                        "perft 3 " + Perft.count(state, 3));
    }

    @Test
    void depthZeroPrintsNothing() {
        Cli.Run run = Cli.run("", "perft", "madbishops", "0");

        assertThat(run.status()).isZero();
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aFinishedGameCountsZero() {
        Cli.Run run =
                Cli.run(
                        "",
                        "perft",
                        "madrooks",
                        "2",
                        "--position",
                        "......../......../......../......../......../......../......../R....... b");

        assertThat(run.outLines()).containsExactly("perft 1 0", "perft 2 0");
    }

    @Test
    void atAChanceNodeItPrintsTheDepthsItCanThenAnError() {
        GameState afterRoll = DiceGame.INSTANCE.parsePosition(".. r turns=0 red=0 blue=0 roll=1-2");
        StringWriter out = new StringWriter();

        int status =
                PerftCommand.run(
                        afterRoll,
                        3,
                        new PrintWriter(out, true),
                        new PrintWriter(new StringWriter()));

        assertThat(status).isEqualTo(2);
        assertThat(out.toString().lines()).hasSize(2).first().isEqualTo("perft 1 2");
        assertThat(out.toString().lines().skip(1).findFirst().orElseThrow())
                .startsWith("error: ")
                .contains("chance");
    }

    @Test
    void aChanceNodeAtTheRootAllowsNoDepth() {
        StringWriter out = new StringWriter();

        int status =
                PerftCommand.run(
                        DiceGame.INSTANCE.newInitialState(),
                        2,
                        new PrintWriter(out, true),
                        new PrintWriter(new StringWriter()));

        assertThat(status).isEqualTo(2);
        assertThat(out.toString().lines()).singleElement().asString().startsWith("error: ");
    }
}
