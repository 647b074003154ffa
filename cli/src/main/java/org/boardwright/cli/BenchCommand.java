package org.boardwright.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.boardwright.ai.Budget;
import org.boardwright.ai.SearchSignature;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code bench <game>}: random playouts from the start, measured after a short warm-up; {@code
 * bench --signature}: the search signature of every game.
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "Plays uniformly random games from the start position and reports their speed.",
            "Last line: bench <game> playouts_per_s=<n> plies_per_playout=<x.y>",
            "With --search: the player searches positions from seeded random games instead;",
            "last line: bench <game> search=<player> nodes_per_s=<n> depth=<x.y> (MCTS: a node is an iteration)",
            "With --signature: the nodes of a fixed-depth alpha-beta search from fixed positions,",
            "one line 'signature <game> depth=<d> nodes=<n>' per game (or the game given), then 'signature total nodes=<n>'"
        })
final class BenchCommand implements Callable<Integer> {

    static final int MAX_THREADS = 1024;
    static final double MAX_SECONDS = 86_400;

    @ParentCommand private Main main;

    @Spec private CommandSpec spec;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "<game>",
            description =
                    "game id, e.g. madrooks or madbishops (with --signature: every game when left out)")
    private String gameSpec;

    @Option(
            names = "--seconds",
            paramLabel = "S",
            defaultValue = "5",
            description =
                    "measured time in seconds, after a warm-up of min(1, S/3) (default: ${DEFAULT-VALUE})")
    private double seconds;

    @Option(
            names = "--threads",
            paramLabel = "T",
            defaultValue = "1",
            description = "threads playing at once (default: ${DEFAULT-VALUE})")
    private int threads;

    @Option(
            names = "--search",
            paramLabel = "P",
            description =
                    "measure a searching player instead of random playouts: mcts, alphabeta, uct-plain or a level")
    private String search;

    @Option(
            names = "--depth-profile",
            paramLabel = "GAMES",
            description =
                    "with --search: the player plays itself GAMES games from 4 random plies to ply 30 at --move-time a move; prints the depths it reached")
    private int depthProfileGames;

    @Option(
            names = "--move-time",
            paramLabel = "S",
            defaultValue = "0.5",
            description = "with --depth-profile: seconds a move (default: ${DEFAULT-VALUE})")
    private double moveTime;

    @Option(
            names = "--move-nodes",
            paramLabel = "N",
            description =
                    "with --depth-profile: N nodes a move (first thread) instead of --move-time: the same depths on any machine and under any load")
    private long moveNodes;

    @Option(
            names = "--signature",
            description =
                    "print the search signature (node counts; the same on every machine) instead of a speed")
    private boolean signature;

    /** Positions a search benchmark visits: the start and positions from seeded random games. */
    static final int SEARCH_POSITIONS = 8;

    @Override
    public Integer call() throws InterruptedException {
        if (signature) {
            return signature();
        }
        if (gameSpec == null) {
            throw new ParameterException(
                    spec.commandLine(),
                    "missing <game> (games: " + String.join(", ", Games.ids()) + ")");
        }
        if (depthProfileGames != 0) {
            return depthProfile();
        }
        if (search != null) {
            return searchBench();
        }
        Game game = Main.game(spec, gameSpec);
        if (!(seconds > 0 && seconds <= MAX_SECONDS)) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--seconds must be above 0 and at most " + (long) MAX_SECONDS);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new ParameterException(
                    spec.commandLine(), "--threads must be from 1 to " + MAX_THREADS);
        }
        Terminal terminal = main.terminal();
        double warmUp = Math.min(1, seconds / 3);
        terminal.err()
                .println(
                        String.format(
                                Locale.ROOT,
                                "bench: %s, %d thread(s), warm-up %.2f s, measuring %.2f s",
                                game.spec(),
                                threads,
                                warmUp,
                                seconds));
        Measurement result = measure(game, seconds, threads, warmUp, new SplittableRandom());
        terminal.err()
                .println(
                        String.format(
                                Locale.ROOT,
                                "bench: %d playouts, %d plies",
                                result.playouts(),
                                result.plies()));
        terminal.out().println(line(game, result));
        return 0;
    }

    /**
     * Searches {@link #SEARCH_POSITIONS} positions (the start, then positions after 10 to 40 random
     * plies of seeded games: the same positions on every run) for an equal share of the time each,
     * with a fresh player, and reports nodes per second and the average depth reached.
     */
    private int searchBench() {
        Game game = Main.game(spec, gameSpec);
        if (!(seconds > 0 && seconds <= MAX_SECONDS)) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--seconds must be above 0 and at most " + (long) MAX_SECONDS);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new ParameterException(
                    spec.commandLine(), "--threads must be from 1 to " + MAX_THREADS);
        }
        try {
            org.boardwright.ai.Players.create(search, game, 1, new SplittableRandom(0));
        } catch (org.boardwright.engine.NotationException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        Terminal terminal = main.terminal();
        SplittableRandom random = new SplittableRandom(2026);
        int[] buffer = new int[GameState.MAX_MOVES];
        long nodes = 0;
        long nanos = 0;
        double depths = 0;
        for (int i = 0; i < SEARCH_POSITIONS; i++) {
            GameState state = game.newInitialState();
            int plies = i == 0 ? 0 : 10 + random.nextInt(31);
            for (int p = 0; p < plies && !state.isTerminal(); p++) {
                state.play(state.randomMove(random, buffer));
            }
            while (!state.isTerminal() && state.isChanceNode()) {
                state.play(state.randomMove(random, buffer));
            }
            if (state.isTerminal()) {
                i--;
                continue;
            }
            org.boardwright.ai.Player player =
                    org.boardwright.ai.Players.create(search, game, threads, random.split());
            org.boardwright.ai.SearchInfo[] last = new org.boardwright.ai.SearchInfo[1];
            long start = System.nanoTime();
            player.chooseMove(
                    state,
                    org.boardwright.ai.Budget.time(seconds / SEARCH_POSITIONS),
                    info -> last[0] = info);
            long took = System.nanoTime() - start;
            nanos += took;
            nodes += last[0].nodes();
            depths += last[0].depth();
            terminal.err()
                    .println(
                            String.format(
                                    Locale.ROOT,
                                    "bench: position %d (%d random plies): %d nodes in %.2f s, depth %d",
                                    i + 1,
                                    plies,
                                    last[0].nodes(),
                                    took / 1e9,
                                    last[0].depth()));
        }
        terminal.out()
                .println(
                        String.format(
                                Locale.ROOT,
                                "bench %s search=%s nodes_per_s=%d depth=%.1f",
                                game.spec(),
                                search,
                                Math.round(nodes / (nanos / 1e9)),
                                depths / SEARCH_POSITIONS));
        return 0;
    }

    /** The search signature of the game given, or of every game; timing on standard error. */
    private int signature() {
        if (search != null) {
            throw new ParameterException(
                    spec.commandLine(), "--signature searches with alphabeta; leave out --search");
        }
        List<Game> games = new ArrayList<>();
        if (gameSpec != null) {
            games.add(Main.game(spec, gameSpec));
        } else {
            Games.ids().forEach(id -> games.add(Games.get(id)));
        }
        Terminal terminal = main.terminal();
        long total = 0;
        long start = System.nanoTime();
        for (Game game : games) {
            long t0 = System.nanoTime();
            SearchSignature.Entry entry = SearchSignature.of(game);
            double seconds = (System.nanoTime() - t0) / 1e9;
            total += entry.nodes();
            terminal.out()
                    .println(
                            String.format(
                                    Locale.ROOT,
                                    "signature %s depth=%d nodes=%d",
                                    game.spec(),
                                    entry.depth(),
                                    entry.nodes()));
            terminal.err()
                    .println(
                            String.format(
                                    Locale.ROOT,
                                    "bench: %s in %.2f s (%d nodes/s)",
                                    game.spec(),
                                    seconds,
                                    Math.round(entry.nodes() / Math.max(seconds, 1e-9))));
        }
        terminal.out().println("signature total nodes=" + total);
        terminal.err()
                .println(
                        String.format(
                                Locale.ROOT,
                                "bench: signature in %.2f s",
                                (System.nanoTime() - start) / 1e9));
        return 0;
    }

    /**
     * The contract's last line: {@code bench <game> playouts_per_s=<n> plies_per_playout=<x.y>}.
     */
    static String line(Game game, Measurement result) {
        return String.format(
                Locale.ROOT,
                "bench %s playouts_per_s=%d plies_per_playout=%.1f",
                game.spec(),
                Math.round(result.playoutsPerSecond()),
                result.pliesPerPlayout());
    }

    /** What the threads measured together. */
    record Measurement(long playouts, long plies, double playoutsPerSecond) {
        double pliesPerPlayout() {
            return playouts == 0 ? 0 : (double) plies / playouts;
        }
    }

    /**
     * Runs {@code threads} workers, each with its own state and random generator split from {@code
     * random}.
     */
    static Measurement measure(
            Game game, double seconds, int threads, double warmUpSeconds, SplittableRandom random)
            throws InterruptedException {
        List<Worker> workers = new ArrayList<>();
        List<Thread> running = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            Worker worker =
                    new Worker(
                            game.newInitialState(),
                            random.split(),
                            toNanos(warmUpSeconds),
                            toNanos(seconds));
            workers.add(worker);
            Thread thread = new Thread(worker, "bench-" + i);
            thread.setDaemon(true);
            running.add(thread);
        }
        running.forEach(Thread::start);
        for (Thread thread : running) {
            thread.join();
        }
        long playouts = 0;
        long plies = 0;
        double perSecond = 0;
        for (Worker worker : workers) {
            playouts += worker.playouts;
            plies += worker.plies;
            perSecond +=
                    worker.playouts
                            / (worker.measuredNanos
                                    / 1e9); // the threads ran side by side: rates add up
        }
        return new Measurement(playouts, plies, perSecond);
    }

    private static long toNanos(double seconds) {
        return (long) (seconds * 1e9);
    }

    /** One thread's playouts; allocates nothing once started. */
    private static final class Worker implements Runnable {
        private final GameState state;
        private final SplittableRandom random;
        private final int[] buffer = new int[GameState.MAX_MOVES];
        private final long warmUpNanos;
        private final long measureNanos;
        long playouts;
        long plies;
        long measuredNanos;

        Worker(GameState state, SplittableRandom random, long warmUpNanos, long measureNanos) {
            this.state = state;
            this.random = random;
            this.warmUpNanos = warmUpNanos;
            this.measureNanos = measureNanos;
        }

        @Override
        public void run() {
            long warmUpEnd = System.nanoTime() + warmUpNanos;
            while (System.nanoTime() < warmUpEnd) {
                playout();
            }
            long start = System.nanoTime();
            long end = start + measureNanos;
            long count = 0;
            long pliesPlayed = 0;
            do {
                pliesPlayed += playout();
                count++;
            } while (System.nanoTime() < end);
            measuredNanos = System.nanoTime() - start;
            playouts = count;
            plies = pliesPlayed;
        }

        /**
         * Plays one random game to its end and takes it all back; returns its plies (chance
         * outcomes not counted).
         */
        private int playout() {
            int pliesPlayed = 0;
            while (!state.isTerminal()) {
                boolean chance = state.isChanceNode();
                int move = state.randomMove(random, buffer);
                if (move < 0) {
                    break; // no move in a position that is not over: an engine bug, but do not spin
                }
                state.play(move);
                if (!chance) {
                    pliesPlayed++;
                }
            }
            while (state.movesPlayed() > 0) {
                state.undo();
            }
            return pliesPlayed;
        }
    }

    /** {@code --depth-profile}: the depths a searching player reaches in the opening. */
    private int depthProfile() {
        Game game = Main.game(spec, gameSpec);
        if (search == null) {
            throw new ParameterException(
                    spec.commandLine(), "--depth-profile needs --search <player>");
        }
        if (depthProfileGames < 1 || depthProfileGames > 1000) {
            throw new ParameterException(
                    spec.commandLine(), "--depth-profile must be from 1 to 1000 games");
        }
        if (moveNodes < 0 || moveNodes > 1_000_000_000L) {
            throw new ParameterException(
                    spec.commandLine(), "--move-nodes must be from 1 to 1000000000");
        }
        if (!(moveTime > 0 && moveTime <= 60)) {
            throw new ParameterException(
                    spec.commandLine(), "--move-time must be more than 0 and at most 60 seconds");
        }
        try {
            org.boardwright.ai.Players.create(search, game, 1, new java.util.SplittableRandom(0));
        } catch (org.boardwright.engine.NotationException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        org.boardwright.tools.DepthProfile profile =
                org.boardwright.tools.DepthProfile.measure(
                        game,
                        search,
                        moveNodes > 0 ? Budget.iterations(moveNodes) : Budget.time(moveTime),
                        depthProfileGames,
                        4,
                        30,
                        100);
        java.util.Map<Integer, Integer> histogram = new java.util.TreeMap<>();
        for (int d : profile.depths()) {
            histogram.merge(d, 1, Integer::sum);
        }
        StringBuilder h = new StringBuilder();
        for (java.util.Map.Entry<Integer, Integer> e : histogram.entrySet()) {
            h.append(h.length() == 0 ? "" : ",")
                    .append(e.getKey())
                    .append(':')
                    .append(e.getValue());
        }
        java.util.List<Integer> d = profile.depths();
        java.io.PrintWriter out = main.terminal().out();
        out.println(
                String.format(
                        java.util.Locale.ROOT,
                        "depth %s search=%s %s moves=%d median=%d min=%d max=%d nodes_per_s=%d ebf=%.2f ebf4=%.2f time_mean=%.3f time_max=%.3f histogram=%s",
                        game.id(),
                        search,
                        moveNodes > 0 ? "move_nodes=" + moveNodes : "move_time=" + moveTime,
                        d.size(),
                        profile.median(),
                        d.isEmpty() ? 0 : d.get(0),
                        d.isEmpty() ? 0 : d.get(d.size() - 1),
                        Math.round(profile.nodesPerSecond()),
                        profile.medianBranching(),
                        profile.medianBranching4(),
                        profile.meanSeconds(),
                        profile.maxSeconds(),
                        h));
        out.flush();
        return 0;
    }
}
