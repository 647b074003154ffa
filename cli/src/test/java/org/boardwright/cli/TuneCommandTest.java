package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.boardwright.engine.Games;
import org.boardwright.tools.tuning.TunedMatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(120)
class TuneCommandTest {

    @TempDir Path dir;

    /** Records of random games, written by the match command as a person would. */
    private Path records(String game, int games) {
        Path file = dir.resolve(game + ".rec");
        Cli.Run run =
                Cli.run(
                        "",
                        "match",
                        game,
                        "random",
                        "random",
                        "--games",
                        Integer.toString(games),
                        "--out",
                        file.toString());
        assertThat(run.status()).as(run.err()).isZero();
        return file;
    }

    @Test
    void tunesOnRecordsAndPrintsEveryWeightAndTheLineToCopy() {
        Path file = records("checkers", 20);

        Cli.Run run =
                Cli.run(
                        "",
                        "tune",
                        "checkers",
                        file.toString(),
                        "--max-passes",
                        "1",
                        "--per-game",
                        "50");

        assertThat(run.status()).as(run.err()).isZero();
        List<String> out = run.outLines();
        assertThat(out.get(0))
                .matches(
                        "checkers: 20 games, [1-9][0-9]* training positions, [1-9][0-9]* check positions, tuned in [0-9]+ s");
        assertThat(out.get(1))
                .matches("check-set error 0\\.[0-9]{6} -> 0\\.[0-9]{6}; scale [0-9.]+ -> [0-9.]+");
        List<String> names = TunedMatch.weightNames(Games.get("checkers"));
        for (int i = 0; i < names.size(); i++) {
            assertThat(out.get(2 + i)).matches("  " + names.get(i) + " +-?[0-9]+ -> +-?[0-9]+");
        }
        assertThat(out).hasSize(3 + names.size());
        assertThat(out.get(out.size() - 1))
                .matches(
                        "new int\\[\\] \\{-?[0-9]+(, -?[0-9]+){"
                                + (names.size() - 1)
                                + "}\\}, [0-9]+");
        assertThat(run.errLines()).anyMatch(l -> l.matches("step 8 pass  1: error .*"));
    }

    @Test
    void badValuesAreRefusedWithAReason() throws IOException {
        Path file = records("checkers", 2);
        String[][] cases = {
            {"--lambda", "1.5", "--lambda must be from 0 to 1, not 1.5"},
            {"--lambda", "-0.1", "--lambda must be from 0 to 1"},
            {"--label-depth", "0", "--label-depth must be from 1 to 20"},
            {"--per-game", "0", "--per-game must be at least 1, not 0"},
            {"--skip-plies", "-1", "--skip-plies must be 0 or more"},
            {"--max-passes", "0", "--max-passes must be from 1 to 1000"},
            {"--lambda", "half", "Invalid value for option '--lambda': 'half' is not a double"},
        };
        for (String[] c : cases) {
            Cli.Run run = Cli.run("", "tune", "checkers", file.toString(), c[0], c[1]);

            assertThat(run.status()).as(c[0] + " " + c[1]).isEqualTo(2);
            assertThat(run.err())
                    .as(c[0] + " " + c[1])
                    .startsWith("error: ")
                    .contains(c[2])
                    .contains("see 'boardwright tune --help'");
            assertThat(run.out()).isEmpty();
        }
        Cli.Run missing = Cli.run("", "tune", "checkers", dir.resolve("nowhere.rec").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no records file").contains("nowhere.rec");
        assertThat(Cli.run("", "tune", "checkers").err())
                .contains("Missing required parameter: '<records>'");
        Path garbage = Files.writeString(dir.resolve("garbage.rec"), "not a record\n");
        assertThat(Cli.run("", "tune", "checkers", garbage.toString()).status()).isEqualTo(2);
    }

    @Test
    void recordsOfAnotherGameOrTooFewGamesAreRefused() {
        Cli.Run other = Cli.run("", "tune", "checkers", records("madrooks", 2).toString());
        assertThat(other.status()).isEqualTo(2);
        assertThat(other.err()).contains("a record of madrooks, not checkers");

        Cli.Run few = Cli.run("", "tune", "checkers", records("checkers", 4).toString());
        assertThat(few.status()).isEqualTo(2);
        assertThat(few.err()).contains("too few finished games to tune on");
    }

    @Test
    void helpNamesEveryOption() {
        Cli.Run run = Cli.run("", "tune", "--help");

        assertThat(run.status()).isZero();
        assertThat(run.out())
                .contains(
                        "--lambda=X",
                        "--label-depth=D",
                        "--per-game=N",
                        "--skip-plies=K",
                        "--max-passes=N",
                        "tuned-match");
    }

    @Test
    void aTunedMatchPlaysTheEvaluationAsItStandsAgainstTheGivenWeights() {
        int[] current = TunedMatch.currentWeights(Games.get("checkers"));
        String weights =
                String.join(
                        ",", java.util.Arrays.stream(current).mapToObj(Integer::toString).toList());

        Cli.Run run =
                Cli.run(
                        "",
                        "tuned-match",
                        "checkers",
                        "--weights",
                        weights,
                        "--scale",
                        "100",
                        "--games",
                        "2",
                        "--move-time",
                        "0.01",
                        "--parallel",
                        "1");

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.outLines().get(0))
                .isEqualTo(
                        "tuned "
                                + java.util.Arrays.toString(current)
                                + ", given "
                                + java.util.Arrays.toString(current)
                                + " (scale 100.0)");
        assertThat(run.outLines())
                .last()
                .asString()
                .matches(
                        "tuned-match checkers tuned [0-2]-[0-2]-[0-2] given score=[0-9.]+ \\[[0-9.]+, [0-9.]+\\]");
    }

    @Test
    void aTunedMatchRunsASequentialTestAndStopsAtItsVerdict() {
        int[] current = TunedMatch.currentWeights(Games.get("checkers"));
        String weights =
                String.join(
                        ",", java.util.Arrays.stream(current).mapToObj(Integer::toString).toList());
        // Bounds this wide decide at the first game, whatever its result.
        Cli.Run run =
                Cli.run(
                        "",
                        "tuned-match",
                        "checkers",
                        "--weights",
                        weights,
                        "--scale",
                        "100",
                        "--games",
                        "6",
                        "--move-time",
                        "0.01",
                        "--parallel",
                        "1",
                        "--sprt",
                        "0,900,0.45,0.45");

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).contains("game 1: ").doesNotContain("game 2: ");
        assertThat(run.outLines())
                .anyMatch(l -> l.startsWith("sprt LLR ") && l.contains("accepted"));
        assertThat(run.outLines())
                .last()
                .asString()
                .matches("tuned-match checkers tuned [0-1]-[0-1]-[0-1] given score=.*");

        Cli.Run bad =
                Cli.run(
                        "",
                        "tuned-match",
                        "checkers",
                        "--weights",
                        weights,
                        "--scale",
                        "100",
                        "--sprt",
                        "0,10");
        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err()).contains("--sprt: ");
    }

    @Test
    void aTunedMatchRefusesWeightsThatDoNotFit() {
        Cli.Run count =
                Cli.run("", "tuned-match", "checkers", "--weights", "1,2", "--scale", "100");
        assertThat(count.status()).isEqualTo(2);
        assertThat(count.err())
                .contains(
                        "--weights: checkers has "
                                + TunedMatch.weightNames(Games.get("checkers")).size()
                                + " weights, not 2 (KING, ");

        Cli.Run scaleOnly =
                Cli.run("", "tuned-match", "madrooks", "--weights", "3", "--scale", "52");
        assertThat(scaleOnly.err()).contains("--weights: madrooks has 0 weights, not 1");

        Cli.Run word = Cli.run("", "tuned-match", "madrooks", "--weights", "", "--scale", "0");
        assertThat(word.err()).contains("--scale must be a positive number, not 0.0");

        Cli.Run time = Cli.run("", "tuned-match", "madrooks", "--scale", "52", "--move-time", "0");
        assertThat(time.err()).contains("--move-time must be above 0");

        Cli.Run noScale = Cli.run("", "tuned-match", "madrooks");
        assertThat(noScale.status()).isEqualTo(2);
        assertThat(noScale.err()).contains("Missing required option: '--scale=S'");

        int n = TunedMatch.weightNames(Games.get("checkers")).size();
        Cli.Run notNumber =
                Cli.run(
                        "",
                        "tuned-match",
                        "checkers",
                        "--weights",
                        "x" + ",1".repeat(n - 1),
                        "--scale",
                        "100");
        assertThat(notNumber.err()).contains("--weights: x is not a whole number");
    }
}
