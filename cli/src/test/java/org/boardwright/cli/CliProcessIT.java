package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The packaged command as scripts use it: a real process, with its exact output forms. */
@Timeout(120)
class CliProcessIT {

    private static final String START =
            "BRBRBRBR/RBRBRBRB/BRBRBRBR/RBRBRBRB/BRBRBRBR/RBRBRBRB/BRBRBRBR/RBRBRBRB r";

    private static Process start(String... args) throws IOException {
        String jar = System.getProperty("boardwright.jar");
        assertThat(jar).as("system property boardwright.jar").isNotNull();
        assertThat(Path.of(jar)).exists();
        List<String> command =
                new ArrayList<>(
                        List.of(
                                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                                "-jar",
                                jar));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).start();
    }

    private static List<String> lines(java.io.InputStream in) throws IOException {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))
                .lines()
                .toList();
    }

    @Test
    void perftPrintsOneLinePerDepth() throws Exception {
        Process p = start("perft", "madrooks", "2");
        p.getOutputStream().close();
        List<String> perftLines =
                lines(p.getInputStream()).stream().filter(l -> l.startsWith("perft ")).toList();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        assertThat(perftLines).containsExactly("perft 1 112", "perft 2 11944");
    }

    @Test
    void perftOfMadBishops() throws Exception {
        Process p = start("perft", "madbishops", "2");
        p.getOutputStream().close();
        List<String> perftLines =
                lines(p.getInputStream()).stream().filter(l -> l.startsWith("perft ")).toList();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(perftLines).containsExactly("perft 1 81", "perft 2 6130");
    }

    /** Each line is answered before the next is written: the command must flush as it goes. */
    @Test
    void movesAnswersEachLineBeforeReadingTheNext() throws Exception {
        Process p = start("moves", "madrooks");
        Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out =
                new BufferedReader(
                        new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));

        in.write(START + "\n");
        in.flush();
        String[] first = out.readLine().split(" ");
        assertThat(first).hasSize(112).allMatch(m -> m.matches("[a-h][1-8]x[a-h][1-8]"));
        assertThat(first).isSorted();

        in.write("this is not a position\n");
        in.flush();
        assertThat(out.readLine()).startsWith("error: ");

        in.write("\n");
        in.flush();
        assertThat(out.readLine()).isEmpty();

        // Only two checkers, seeing each other along the a-file: each side's only moves are kills.
        in.write("R......./......../......../......../......../......../......../B....... r  \r\n");
        in.flush();
        assertThat(out.readLine()).isEqualTo("a8xa1");

        in.close();
        assertThat(out.readLine()).isNull();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
    }

    @Test
    void badArgumentGetsOneLineOnStandardErrorAndStatus2() throws Exception {
        Process p = start("perft", "nosuchgame", "2");
        p.getOutputStream().close();
        List<String> out = lines(p.getInputStream());
        List<String> err = lines(p.getErrorStream());
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(out).isEmpty();
        assertThat(err).hasSize(1);
        assertThat(err.get(0)).contains("nosuchgame");
    }

    @Test
    void computerAgainstComputerPlaysToTheEndAndSavesARecordThatLoads() throws Exception {
        Path record = Files.createTempFile("boardwright", ".txt");
        Process p =
                start(
                        "play",
                        "madbishops",
                        "--red",
                        "random",
                        "--blue",
                        "random",
                        "--seed",
                        "5",
                        "--no-color");
        Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
        in.write("save " + record + "\n");
        in.close();
        List<String> out = lines(p.getInputStream());
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        assertThat(String.join("\n", out)).containsPattern("\\[Result \"(1-0|0-1)\"\\]");
        String saved = Files.readString(record);
        assertThat(saved).contains("[Game \"madbishops\"]").containsPattern("(1-0|0-1)\\s*$");

        Process replay = start("play", "madbishops", "--load", record.toString(), "--no-color");
        replay.getOutputStream().close();
        List<String> replayed = lines(replay.getInputStream());
        assertThat(replay.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(replay.exitValue()).isZero();
        assertThat(String.join("\n", replayed)).containsPattern("(1-0|0-1)");
        Files.deleteIfExists(record);
    }
}
