package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.SearchSignature;
import org.boardwright.engine.Games;
import org.boardwright.engine.testgames.DiceGame;
import org.junit.jupiter.api.Test;

class BenchCommandTest {

    @Test
    void oneSecondOfMadRooks() {
        Cli.Run run = Cli.run("", "bench", "madrooks", "--seconds", "1");

        assertThat(run.status()).isZero();
        List<String> lines = run.outLines();
        assertThat(lines.get(lines.size() - 1))
                .matches(
                        "bench madrooks playouts_per_s=[1-9][0-9]* plies_per_playout=[1-9][0-9]*\\.[0-9]");
    }

    @Test
    void severalThreadsOfMadBishops() {
        Cli.Run run = Cli.run("", "bench", "madbishops", "--seconds", "0.3", "--threads", "2");

        assertThat(run.status()).isZero();
        assertThat(run.outLines())
                .last()
                .asString()
                .matches(
                        "bench madbishops playouts_per_s=[1-9][0-9]* plies_per_playout=[1-9][0-9]*\\.[0-9]");
    }

    @Test
    void aSearchingPlayerReportsItsNodesPerSecond() {
        for (String player : new String[] {"alphabeta", "mcts"}) {
            Cli.Run run = Cli.run("", "bench", "checkers", "--seconds", "0.8", "--search", player);

            assertThat(run.status()).as(player).isZero();
            assertThat(run.outLines())
                    .as(player)
                    .last()
                    .asString()
                    .matches(
                            "bench checkers search="
                                    + player
                                    + " nodes_per_s=[1-9][0-9]* depth=[0-9]+\\.[0-9]");
            assertThat(run.errLines())
                    .as(player)
                    .filteredOn(l -> l.startsWith("bench: position "))
                    .hasSize(8);
        }
    }

    @Test
    void theSignatureOfOneGameIsItsNodeCountAndTheTotal() {
        Cli.Run run = Cli.run("", "bench", "twist", "--signature");

        assertThat(run.status()).isZero();
        long nodes = SearchSignature.of(Games.get("twist")).nodes();
        assertThat(run.outLines())
                .containsExactly(
                        "signature twist depth="
                                + SearchSignature.depth(Games.get("twist"))
                                + " nodes="
                                + nodes,
                        "signature total nodes=" + nodes);
    }

    @Test
    void aGameIsNeededUnlessTheSignatureIsAskedFor() {
        Cli.Run run = Cli.run("", "bench");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: missing <game> (games: madrooks,");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void theSignatureIsAlwaysAlphaBeta() {
        Cli.Run run = Cli.run("", "bench", "--signature", "--search", "mcts");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--signature searches with alphabeta");
    }

    @Test
    void anUnknownSearchingPlayerIsRefused() {
        Cli.Run run = Cli.run("", "bench", "checkers", "--search", "deep-blue");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("deep-blue");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void diceOutcomesAreNotPlies() throws InterruptedException {
        // Every dice game has exactly four turns, each a roll and a move.
        BenchCommand.Measurement result =
                BenchCommand.measure(DiceGame.INSTANCE, 0.2, 2, 0.05, new SplittableRandom(1));

        assertThat(result.playouts()).isPositive();
        assertThat(result.plies()).isEqualTo(4 * result.playouts());
        assertThat(result.playoutsPerSecond()).isPositive();
    }

    @Test
    void lineFormatUsesPlainNumbers() {
        String line =
                BenchCommand.line(
                        Games.get("madrooks"), new BenchCommand.Measurement(3, 10, 1234567.6));

        assertThat(line).isEqualTo("bench madrooks playouts_per_s=1234568 plies_per_playout=3.3");
    }

    @Test
    void aDepthProfileNotesTheDepthOfEveryOpeningMove() {
        Cli.Run run =
                Cli.run(
                        "",
                        "bench",
                        "checkers",
                        "--search",
                        "level:max",
                        "--depth-profile",
                        "1",
                        "--move-time",
                        "0.02");
        assertThat(run.status()).as(run.err()).isZero();
        // Plies 4 to 30 of one game: 27 moves unless the game ends first.
        assertThat(run.outLines().get(run.outLines().size() - 1))
                .matches(
                        "depth checkers search=level:max move_time=0.02 moves=[1-9][0-9]* median=[1-9][0-9]* min=[0-9]+ max=[1-9][0-9]* nodes_per_s=[0-9]+ ebf=[0-9]+\\.[0-9]{2} ebf4=[0-9]+\\.[0-9]{2} time_mean=[0-9]+\\.[0-9]{3} time_max=[0-9]+\\.[0-9]{3} histogram=[0-9]+:[0-9]+(,[0-9]+:[0-9]+)*");
        Cli.Run nodes =
                Cli.run(
                        "",
                        "bench",
                        "checkers",
                        "--search",
                        "level:max",
                        "--depth-profile",
                        "1",
                        "--move-nodes",
                        "5000");
        assertThat(nodes.status()).as(nodes.err()).isZero();
        assertThat(nodes.outLines().get(nodes.outLines().size() - 1))
                .startsWith("depth checkers search=level:max move_nodes=5000 moves=");
        Cli.Run badNodes =
                Cli.run(
                        "",
                        "bench",
                        "checkers",
                        "--search",
                        "level:max",
                        "--depth-profile",
                        "1",
                        "--move-nodes",
                        "-3");
        assertThat(badNodes.status()).isNotZero();
        assertThat(badNodes.err()).contains("--move-nodes must be from 1 to 1000000000");
        Cli.Run noPlayer = Cli.run("", "bench", "checkers", "--depth-profile", "1");
        assertThat(noPlayer.status()).isNotZero();
        assertThat(noPlayer.err()).contains("--depth-profile needs --search <player>");
    }
}
