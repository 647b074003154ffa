package org.boardwright.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.boardwright.ai.match.Match;
import org.boardwright.ai.match.MatchStats;
import org.boardwright.ai.match.Sprt;
import org.boardwright.engine.Game;
import org.boardwright.engine.NotationException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code match <game> <playerA> <playerB>}: games between two computer players, and a results
 * table.
 */
@Command(
        name = "match",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Plays games between two computer players, colours alternating, each pair of games",
            "from the same opening (seeded random plies, or the game's standard ones). Progress on standard error; the table on standard output,",
            "last line: match <game> <A> <wins>-<draws>-<losses> <B> score=<percent for A>.",
            "Players: random, uct-plain, mcts, alphabeta, learned (checkers: level:max with the learned",
            "evaluation), level:1 ... level:max, and outside engines:",
            "engine:<command> (Boardwright's engine protocol; an older build as the baseline:",
            "engine:'java -jar <older>/cli/target/boardwright.jar engine'), hub:<command> (a Hub engine,",
            "checkers in pydraughts' dialect); a crashing, hanging or illegal-move engine loses that game.",
            "--sprt elo0,elo1,alpha,beta stops as soon as a sequential test decides (--games is then",
            "the most it plays) and prints the log-likelihood ratio and its bounds after every game."
        })
final class MatchCommand implements Callable<Integer> {

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<game>", description = "game id, e.g. madrooks")
    private String gameSpec;

    @Parameters(index = "1", paramLabel = "<playerA>")
    private String playerA;

    @Parameters(index = "2", paramLabel = "<playerB>")
    private String playerB;

    @Option(
            names = "--games",
            paramLabel = "N",
            defaultValue = "10",
            description = "games to play (default: ${DEFAULT-VALUE})")
    private int games;

    @Option(
            names = "--move-time",
            paramLabel = "S",
            description =
                    "seconds a move for both players, overriding their own budgets (levels think a set amount)")
    private double moveTime;

    @Option(
            names = "--seed",
            paramLabel = "X",
            defaultValue = "1",
            description = "seed of openings, dice and players (default: ${DEFAULT-VALUE})")
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
            defaultValue = "1",
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
            names = "--openings",
            paramLabel = "KIND",
            defaultValue = "random",
            description =
                    "random (--opening-plies random plies) or standard: each pair of games from the game's next standard opening in place of the random plies (checkers: the 156 three-move ballots, in an order drawn from --seed) (default: ${DEFAULT-VALUE})")
    private String openings;

    @Option(
            names = "--sprt",
            paramLabel = "ELO0,ELO1,ALPHA,BETA",
            description =
                    "sequential test of H0 (A is ELO0 stronger) against H1 (ELO1 stronger), e.g. 0,10,0.05,0.05: stops when the log-likelihood ratio leaves its bounds")
    private String sprtSpec;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "write every game's record there, one game a line")
    private Path out;

    @Override
    public Integer call() throws InterruptedException, IOException {
        Game game = Main.game(spec, gameSpec);
        check(games >= 1 && games <= 1_000_000, "--games must be from 1 to 1000000");
        check(threads >= 1 && threads <= 256, "--threads must be from 1 to 256");
        check(parallel >= 1 && parallel <= 256, "--parallel must be from 1 to 256");
        check(moveTime >= 0 && moveTime <= 3600, "--move-time must be from 0 to 3600 seconds");
        check(openingPlies >= 0 && openingPlies <= 1000, "--opening-plies must be from 0 to 1000");
        check(
                openings.equals("random") || openings.equals("standard"),
                "--openings must be random or standard, not " + openings);
        boolean standardOpenings = openings.equals("standard");
        check(
                !standardOpenings || !game.openings().isEmpty(),
                game.name() + " has no standard openings: use --openings random");
        for (String player : List.of(playerA, playerB)) {
            try {
                org.boardwright.cli.Players.create(
                        player, game, 1, new java.util.SplittableRandom(0));
            } catch (NotationException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }
        Sprt sprt = null;
        if (sprtSpec != null) {
            try {
                sprt = Sprt.parse(sprtSpec);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--sprt: " + e.getMessage());
            }
        }
        Terminal terminal = main.terminal();
        Match.Settings settings =
                new Match.Settings(
                        game,
                        playerA,
                        playerB,
                        games,
                        moveTime,
                        seed,
                        threads,
                        parallel,
                        openingPlies,
                        standardOpenings);
        ProgressBar progress = new ProgressBar(terminal.err(), games, sprt);
        List<Match.Outcome> outcomes =
                Match.run(settings, org.boardwright.cli.Players::create, progress);
        progress.finish();
        if (out != null) {
            StringBuilder sb = new StringBuilder();
            for (Match.Outcome o : outcomes) {
                sb.append(o.record().toOneLine()).append('\n');
            }
            Files.writeString(out, sb.toString(), StandardCharsets.UTF_8);
        }
        MatchStats stats = MatchStats.of(outcomes);
        if (sprt != null) {
            terminal.out().println(progress.sprtLine());
        }
        printTable(terminal.out(), game, stats);
        return 0;
    }

    private void check(boolean ok, String message) {
        if (!ok) {
            throw new ParameterException(spec.commandLine(), message);
        }
    }

    private void printTable(PrintWriter w, Game game, MatchStats s) {
        w.println(
                String.format(
                        Locale.ROOT,
                        "%-12s %-12s %6s %5s %5s %6s %7s %15s %17s",
                        "player A",
                        "player B",
                        "games",
                        "wins",
                        "draws",
                        "losses",
                        "score",
                        "95% interval",
                        "Elo (95%)"));
        w.println(
                String.format(
                        Locale.ROOT,
                        "%-12s %-12s %6d %5d %5d %6d %6.1f%% %15s %17s",
                        playerA,
                        playerB,
                        s.games(),
                        s.wins(),
                        s.draws(),
                        s.losses(),
                        100 * s.score(),
                        String.format(Locale.ROOT, "[%.1f, %.1f]", 100 * s.low(), 100 * s.high()),
                        elo(MatchStats.elo(s.score()))
                                + " ["
                                + elo(MatchStats.elo(s.low()))
                                + ", "
                                + elo(MatchStats.elo(s.high()))
                                + "]"));
        if (s.enginePolicyDraws() > 0) {
            w.println(
                    "games ended by an engine-policy limit (counted as draws): "
                            + s.enginePolicyDraws());
        }
        w.println(
                String.format(
                        Locale.ROOT,
                        "match %s %s %d-%d-%d %s score=%.1f",
                        game.spec(),
                        playerA,
                        s.wins(),
                        s.draws(),
                        s.losses(),
                        playerB,
                        100 * s.score()));
        w.flush();
    }

    private static String elo(double elo) {
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%+d", Math.round(elo));
    }

    /** Games done, the score so far and the time left, redrawn on one line of standard error. */
    static final class ProgressBar implements Match.Progress {
        private static final int WIDTH = 30;
        private final PrintWriter err;
        private final int total;
        private final Sprt sprt;
        private final long start = System.nanoTime();
        private int done;
        private double scoreA;
        private int wins;
        private int draws;
        private int losses;

        /**
         * The test as it stood when it first left its bounds, or null: the verdict that stops the
         * match, which the games still under way then are finished without revoking (as fishtest
         * does).
         */
        private volatile String verdict;

        /** Games counted when the verdict was reached. */
        private int verdictGames;

        ProgressBar(PrintWriter err, int total, Sprt sprt) {
            this.err = err;
            this.total = total;
            this.sprt = sprt;
        }

        @Override
        public boolean stopRequested() {
            return verdict != null;
        }

        /**
         * The last line of a sequential test: {@code sprt <LLR and verdict> after <n> games}, with
         * the ratio over every game counted when games under way at the verdict were finished after
         * it; {@code sprt <LLR>: no verdict within <total> games} when none was reached.
         */
        String sprtLine() {
            String now = sprt.describe(wins, draws, losses);
            if (verdict == null) {
                return "sprt " + now + ": no verdict within " + total + " games";
            }
            if (verdictGames == done) {
                return "sprt " + verdict + " after " + done + " games";
            }
            int under = done - verdictGames;
            return "sprt "
                    + verdict
                    + " after "
                    + verdictGames
                    + " games; with the "
                    + under
                    + (under == 1 ? " game" : " games")
                    + " under way then finished: "
                    + now.substring(0, now.indexOf(" ("));
        }

        @Override
        public void gameEnded(Match.Outcome outcome) {
            done++;
            scoreA += outcome.scoreA();
            if (outcome.scoreA() == 1) {
                wins++;
            } else if (outcome.scoreA() == 0) {
                losses++;
            } else {
                draws++;
            }
            if (sprt != null) {
                // One line a game, so the ratio's course can be followed and kept.
                err.println(
                        String.format(
                                Locale.ROOT,
                                "game %d: %d-%d-%d, %s",
                                done,
                                wins,
                                draws,
                                losses,
                                sprt.describe(wins, draws, losses)));
                err.flush();
                if (verdict == null && sprt.verdict(wins, draws, losses) != Sprt.Verdict.CONTINUE) {
                    verdict = sprt.describe(wins, draws, losses);
                    verdictGames = done;
                }
                return;
            }
            int filled = done * WIDTH / total;
            double elapsed = (System.nanoTime() - start) / 1e9;
            long left = Math.round(elapsed / done * (total - done));
            err.print(
                    String.format(
                            Locale.ROOT,
                            "\r[%s%s] %d/%d games, A %.1f/%d, about %d:%02d left ",
                            "#".repeat(filled),
                            ".".repeat(WIDTH - filled),
                            done,
                            total,
                            scoreA,
                            done,
                            left / 60,
                            left % 60));
            err.flush();
        }

        void finish() {
            err.println();
            err.flush();
        }
    }
}
