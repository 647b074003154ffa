package org.boardwright.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.boardwright.engine.Game;
import org.boardwright.tools.tuning.Tuner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code tune <game> <records>...}: tunes the game's evaluation weights on self-play records. */
@Command(
        name = "tune",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Tunes the game's alpha-beta evaluation weights on records of finished games",
            "(Texel's method): each position is labelled with the result its side to move",
            "went on to get, and the weights move a step at a time while the error of the",
            "predicted win probability falls. A fifth of the games (by pairs) is kept aside",
            "to check. Records: one game a line, as 'match --out' writes them.",
            "Progress on standard error; on standard output the errors, each weight before",
            "and after, and last 'new int[] {w1, w2, ...}, <scale>' to copy into the",
            "evaluation. Then confirm by play with 'tuned-match'."
        })
final class TuneCommand implements Callable<Integer> {

    static final int MAX_LABEL_DEPTH = 20;
    static final int MAX_PASSES = 1000;

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<game>", description = "game id, e.g. checkers")
    private String gameSpec;

    @Parameters(
            index = "1..*",
            arity = "1..*",
            paramLabel = "<records>",
            description = "files of game records, one game a line")
    private List<Path> records;

    @Option(
            names = "--per-game",
            paramLabel = "N",
            defaultValue = "" + Tuner.Settings.DEFAULT_PER_GAME,
            description = "positions drawn from each game at most (default: ${DEFAULT-VALUE})")
    private int perGame;

    @Option(
            names = "--skip-plies",
            paramLabel = "K",
            defaultValue = "" + Tuner.Settings.DEFAULT_SKIP_PLIES,
            description = "plies at the start of each game left out (default: ${DEFAULT-VALUE})")
    private int skipPlies;

    @Option(
            names = "--lambda",
            paramLabel = "X",
            defaultValue = "" + Tuner.Settings.DEFAULT_LAMBDA,
            description =
                    "share of the game's result in a label, 0 to 1; the rest is the prediction of a search"
                            + " --label-depth plies deep (default: ${DEFAULT-VALUE}: the result alone)")
    private double lambda;

    @Option(
            names = "--label-depth",
            paramLabel = "D",
            defaultValue = "" + Tuner.Settings.DEFAULT_LABEL_DEPTH,
            description =
                    "depth of the labelling search when --lambda is below 1 (default: ${DEFAULT-VALUE})")
    private int labelDepth;

    @Option(
            names = "--max-passes",
            paramLabel = "N",
            defaultValue = "" + Tuner.Settings.DEFAULT_MAX_PASSES,
            description =
                    "passes over the weights at each step size at most (default: ${DEFAULT-VALUE})")
    private int maxPasses;

    @Override
    public Integer call() throws IOException {
        Game game = Main.game(spec, gameSpec);
        check(Tuner.canTune(game), game.id() + " has no tunable evaluation");
        check(perGame >= 1, "--per-game must be at least 1, not " + perGame);
        check(skipPlies >= 0, "--skip-plies must be 0 or more, not " + skipPlies);
        check(lambda >= 0 && lambda <= 1, "--lambda must be from 0 to 1, not " + lambda);
        check(
                labelDepth >= 1 && labelDepth <= MAX_LABEL_DEPTH,
                "--label-depth must be from 1 to " + MAX_LABEL_DEPTH);
        check(
                maxPasses >= 1 && maxPasses <= MAX_PASSES,
                "--max-passes must be from 1 to " + MAX_PASSES);
        List<String> lines = new ArrayList<>();
        for (Path file : records) {
            check(Files.isRegularFile(file), "no records file " + file);
            lines.addAll(Files.readAllLines(file, StandardCharsets.UTF_8));
        }
        PrintWriter err = main.terminal().err();
        PrintWriter out = main.terminal().out();
        long start = System.nanoTime();
        Tuner.Report report;
        try {
            report =
                    Tuner.tune(
                            game,
                            lines,
                            new Tuner.Settings(skipPlies, perGame, lambda, labelDepth, maxPasses),
                            p ->
                                    err.println(
                                            String.format(
                                                    Locale.ROOT,
                                                    "step %d pass %2d: error %.6f (scale %.1f) %s",
                                                    p.step(),
                                                    p.pass(),
                                                    p.error(),
                                                    p.scale(),
                                                    Arrays.toString(p.weights()))));
        } catch (IllegalArgumentException e) {
            // A record that does not read, one of another game, or too few games: the input's
            // fault.
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        out.println(
                String.format(
                        Locale.ROOT,
                        "%s: %d games, %d training positions, %d check positions, tuned in %.0f s",
                        game.spec(),
                        report.games(),
                        report.trainingPositions(),
                        report.checkPositions(),
                        (System.nanoTime() - start) / 1e9));
        out.println(
                String.format(
                        Locale.ROOT,
                        "check-set error %.6f -> %.6f; scale %.1f -> %.1f",
                        report.checkErrorBefore(),
                        report.checkErrorAfter(),
                        report.scaleBefore(),
                        report.scaleAfter()));
        for (int i = 0; i < report.weightNames().size(); i++) {
            out.println(
                    String.format(
                            Locale.ROOT,
                            "  %-20s %5d -> %5d",
                            report.weightNames().get(i),
                            report.before()[i],
                            report.after()[i]));
        }
        out.println(
                "new int[] "
                        + Arrays.toString(report.after()).replace('[', '{').replace(']', '}')
                        + ", "
                        + Math.round(report.scaleAfter()));
        return 0;
    }

    private void check(boolean ok, String message) {
        if (!ok) {
            throw new ParameterException(spec.commandLine(), message);
        }
    }
}
