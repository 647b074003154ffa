package org.boardwright.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.boardwright.ai.match.Match;
import org.boardwright.ai.match.MatchStats;
import org.boardwright.ai.match.Sprt;
import org.boardwright.engine.Game;
import org.boardwright.tools.tuning.TunedMatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code tuned-match <game> --weights ... --scale ...}: the evaluation as it stands against other
 * weights.
 */
@Command(
        name = "tuned-match",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Confirms a tuning by play: alpha-beta with the game's evaluation as it stands",
            "('tuned') against alpha-beta with the given weights and scale ('given', e.g.",
            "those before 'tune'), the same time and threads, colours alternating, each",
            "pair of games from the same seeded random opening. Progress on standard error;",
            "last line on standard output: tuned-match <game> tuned <wins>-<draws>-<losses>",
            "given score=<percent for tuned> [<low>, <high>]. --sprt elo0,elo1,alpha,beta stops",
            "as soon as a sequential test decides, as in 'match'."
        })
final class TunedMatchCommand implements Callable<Integer> {

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<game>", description = "game id, e.g. checkers")
    private String gameSpec;

    @Option(
            names = "--weights",
            paramLabel = "W1,W2,...",
            defaultValue = "",
            description =
                    "the given weights, in the order 'tune' prints them (none for an evaluation with only a scale)")
    private String weights;

    @Option(
            names = "--scale",
            paramLabel = "S",
            required = true,
            description = "the given score scale (a logistic unit, in hundredths)")
    private double scale;

    @Option(
            names = "--games",
            paramLabel = "N",
            defaultValue = "100",
            description = "games to play (default: ${DEFAULT-VALUE})")
    private int games;

    @Option(
            names = "--move-time",
            paramLabel = "S",
            defaultValue = "0.1",
            description = "seconds a move (default: ${DEFAULT-VALUE})")
    private double moveTime;

    @Option(
            names = "--seed",
            paramLabel = "X",
            defaultValue = "1",
            description = "seed of the openings and dice (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(
            names = "--threads",
            paramLabel = "T",
            defaultValue = "1",
            description = "threads each player thinks with (default: ${DEFAULT-VALUE})")
    private int threads;

    @Option(
            names = "--parallel",
            paramLabel = "P",
            defaultValue = "2",
            description = "games played at once (default: ${DEFAULT-VALUE})")
    private int parallel;

    @Option(
            names = "--opening-plies",
            paramLabel = "K",
            defaultValue = "2",
            description =
                    "random plies at the start of each pair of games (default: ${DEFAULT-VALUE})")
    private int openingPlies;

    @Option(
            names = "--sprt",
            paramLabel = "ELO0,ELO1,ALPHA,BETA",
            description =
                    "sequential test of H0 (tuned is ELO0 stronger) against H1 (ELO1 stronger), as in 'match'")
    private String sprtSpec;

    @Override
    public Integer call() throws InterruptedException {
        Game game = Main.game(spec, gameSpec);
        List<String> names;
        try {
            names = TunedMatch.weightNames(game);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        int[] given = parseWeights(names);
        check(
                scale > 0 && scale < Double.POSITIVE_INFINITY,
                "--scale must be a positive number, not " + scale);
        check(games >= 1 && games <= 1_000_000, "--games must be from 1 to 1000000");
        check(
                moveTime > 0 && moveTime <= 3600,
                "--move-time must be above 0 and at most 3600 seconds");
        check(threads >= 1 && threads <= 256, "--threads must be from 1 to 256");
        check(parallel >= 1 && parallel <= 256, "--parallel must be from 1 to 256");
        check(openingPlies >= 0 && openingPlies <= 1000, "--opening-plies must be from 0 to 1000");
        Sprt sprt = null;
        if (sprtSpec != null) {
            try {
                sprt = Sprt.parse(sprtSpec);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--sprt: " + e.getMessage());
            }
        }
        PrintWriter err = main.terminal().err();
        PrintWriter out = main.terminal().out();
        Match.Settings settings =
                new Match.Settings(
                        game,
                        TunedMatch.TUNED,
                        TunedMatch.GIVEN,
                        games,
                        moveTime,
                        seed,
                        threads,
                        parallel,
                        openingPlies,
                        false);
        MatchCommand.ProgressBar progress = new MatchCommand.ProgressBar(err, games, sprt);
        List<Match.Outcome> outcomes = TunedMatch.play(settings, given, scale, progress);
        progress.finish();
        MatchStats stats = MatchStats.of(outcomes);
        out.println(
                "tuned "
                        + Arrays.toString(TunedMatch.currentWeights(game))
                        + ", given "
                        + Arrays.toString(given)
                        + String.format(Locale.ROOT, " (scale %.1f)", scale));
        if (sprt != null) {
            out.println(progress.sprtLine());
        }
        if (stats.enginePolicyDraws() > 0) {
            out.println(
                    "games ended by an engine-policy limit (counted as draws): "
                            + stats.enginePolicyDraws());
        }
        out.println(
                String.format(
                        Locale.ROOT,
                        "tuned-match %s tuned %d-%d-%d given score=%.1f [%.1f, %.1f]",
                        game.spec(),
                        stats.wins(),
                        stats.draws(),
                        stats.losses(),
                        100 * stats.score(),
                        100 * stats.low(),
                        100 * stats.high()));
        return 0;
    }

    /**
     * The weights option: as many whole numbers, comma separated, as the evaluation has weights.
     */
    private int[] parseWeights(List<String> names) {
        String text = weights.strip();
        String[] parts = text.isEmpty() ? new String[0] : text.split(",", -1);
        check(
                parts.length == names.size(),
                "--weights: "
                        + gameSpec
                        + " has "
                        + names.size()
                        + " weights, not "
                        + parts.length
                        + (names.isEmpty() ? "" : " (" + String.join(", ", names) + ")"));
        int[] values = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                values[i] = Integer.parseInt(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new ParameterException(
                        spec.commandLine(),
                        "--weights: " + Text.oneLine(parts[i]) + " is not a whole number");
            }
        }
        return values;
    }

    private void check(boolean ok, String message) {
        if (!ok) {
            throw new ParameterException(spec.commandLine(), message);
        }
    }
}
