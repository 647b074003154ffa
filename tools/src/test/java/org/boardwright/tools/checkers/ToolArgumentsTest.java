package org.boardwright.tools.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad arguments to the data tools: one line naming the problem, the tool's own usage, status 2. */
class ToolArgumentsTest {

    @TempDir Path dir;

    private record Run(int status, String err) {}

    private static Run run(ToolArguments.Body body, String usage, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status =
                ToolArguments.run(
                        args, body, usage, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return new Run(status, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void eachToolNamesTheProblemAndPrintsItsOwnUsage() {
        Run trainer = run(PatternTrainer::run, PatternTrainer.USAGE, "--epochs", "many");
        assertThat(trainer.status()).isEqualTo(2);
        assertThat(trainer.err()).startsWith("--epochs needs a number, not many\n");
        assertThat(trainer.err()).contains("usage: PatternTrainer ").doesNotContain("SelfPlayData");

        Run missing = run(PatternTrainer::run, PatternTrainer.USAGE, "--data");
        assertThat(missing.err()).startsWith("--data needs a value\n");
        assertThat(missing.err()).contains("usage: PatternTrainer ");

        Run selfPlay = run(SelfPlayData::run, SelfPlayData.USAGE, "--colour", "red");
        assertThat(selfPlay.status()).isEqualTo(2);
        assertThat(selfPlay.err()).startsWith("unknown option --colour\n");
        assertThat(selfPlay.err()).contains("usage: SelfPlayData ");

        Run set = run(WinningMoveSet::run, WinningMoveSet.USAGE, "solve", "--move-nodes");
        assertThat(set.status()).isEqualTo(2);
        assertThat(set.err()).startsWith("--move-nodes needs a value\n");
        assertThat(set.err()).contains("WinningMoveSet make ", "WinningMoveSet solve ");
    }

    @Test
    void aFileThatCannotBeReadIsOneLineToo() {
        Path absent = dir.resolve("absent.txt");
        Run set =
                run(
                        WinningMoveSet::run,
                        WinningMoveSet.USAGE,
                        "solve",
                        "--set",
                        absent.toString(),
                        "--move-nodes",
                        "10");
        assertThat(set.status()).isEqualTo(2);
        assertThat(set.err().lines().findFirst().orElseThrow())
                .contains("NoSuchFileException")
                .contains("absent.txt");
    }
}
