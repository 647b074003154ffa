package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MainTest {

    @Test
    void helpListsTheCommands() {
        Cli.Run run = Cli.run("", "--help");

        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("serve", "play", "perft", "moves", "bench", "Mark Steere");
    }

    @Test
    void subcommandHelp() {
        Cli.Run run = Cli.run("", "play", "--help");

        assertThat(run.status()).isZero();
        assertThat(run.out())
                .contains("--red", "--blue", "--seed", "--load", "--no-color", "--position");
    }

    @Test
    void version() {
        Cli.Run run = Cli.run("", "--version");

        assertThat(run.status()).isZero();
        assertThat(run.out()).matches("boardwright \\d+\\.\\d+\\.\\d+.*\\R");
    }

    /** Each case is one argument list, split on spaces. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "frobnicate",
                "--frob",
                "perft",
                "perft madrooks",
                "perft chess 2",
                "perft madrooks:x=1 2",
                "perft madrooks two",
                "perft madrooks -1",
                "perft madrooks 65",
                "perft madrooks 2 --position RB",
                "perft madrooks 2 --depth 3",
                "perft madrooks 2 3",
                "moves",
                "moves chess",
                "bench chess",
                "bench madrooks --seconds 0",
                "bench madrooks --seconds -1",
                "bench madrooks --seconds x",
                "bench madrooks --threads 0",
                "bench madrooks --threads 100000",
                "play",
                "play chess",
                "play madrooks --red robot",
                "play madrooks --green random",
                "play madrooks --red",
                "play madrooks --red random --red human",
                "play madrooks --position nonsense",
                "play madrooks --seed abc",
                "play madrooks --load /nonexistent/file.txt",
                "play madrooks --load x --position y",
                "serve --port 70000",
                "serve --port x",
                "serve --db jdbc:mysql://localhost/x",
                "serve --games-per-minute -1",
                "serve --sockets-per-address -1",
                "serve --sockets-per-address x",
                "serve --connections-per-address -1",
                "serve --egdb-pieces 1",
                "serve --engine nonsense",
                "serve --engine x:chess=engine:true",
                "serve --engine x:madrooks=true",
                "serve --engine x:madrooks=hub:true",
                "serve --egdb-pieces 7",
                "serve --public-url ftp://play.example",
                "serve --public-url https://play.example/path",
                "serve --metrics-port 70000",
                "serve --metrics-port -1",
                "serve --metrics-port x",
                "serve --gif-frames 1",
                "serve --picture-threads 0",
                "serve --pictures-per-address 0",
                "serve --picture-cache-mb -1",
                "serve extra",
            })
    void badArgumentsGiveOneLineOnStandardErrorAndStatusTwo(String args) {
        Cli.Run run = Cli.run("", args.isEmpty() ? new String[0] : args.split(" "));

        assertThat(run.status()).as(args).isEqualTo(2);
        assertThat(run.errLines()).as(args).hasSize(1);
        assertThat(run.err()).as(args).startsWith("error: ").doesNotContain("Exception", "\tat ");
        assertThat(run.out()).as(args).isEmpty();
    }

    @Test
    void errorLinesSayWhatIsWrong() {
        assertThat(Cli.run("", "perft", "chess", "2").err())
                .contains("unknown game 'chess'", "madrooks", "madbishops");
        assertThat(Cli.run("", "perft", "madrooks", "2", "--position", "RB r").err())
                .contains("bad --position", "ranks");
        assertThat(Cli.run("", "play", "madrooks", "--red", "robot").err())
                .contains("unknown player 'robot'", "human, random");
        assertThat(Cli.run("", "play", "madrooks", "--green", "random").err()).contains("--green");
    }
}
