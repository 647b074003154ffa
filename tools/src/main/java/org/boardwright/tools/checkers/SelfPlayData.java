package org.boardwright.tools.checkers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.boardwright.ai.Budget;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.checkers.PatternEvaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.checkers.Draughts;
import org.boardwright.tools.checkers.TrainingChunk.Position;

/**
 * Self-play training data for checkers: games from the 156 three-move ballots (each ballot twice in
 * turn, so both colours play every one), both sides played by {@code level:max}'s alpha-beta to a
 * fixed depth (with the hand-tuned evaluation, or the learned one), with a random move now and then
 * early on so that games differ. Every quiet position (no capture to make) is kept with the game's
 * result and the search's score; a position the endgame databases hold ends the game there,
 * labelled with its exact result. Games are written {@link #GAMES_PER_CHUNK} to a chunk file
 * ({@link TrainingChunk}); a run resumes after the last whole chunk, and game {@code g} plays the
 * same moves whichever run plays it. The directory records the settings it was started with ({@link
 * #SETTINGS_FILE}) and takes no chunks played with others.
 */
public final class SelfPlayData {

    static final String USAGE =
            "usage: SelfPlayData --out DIR --games N [--depth D] [--seed S] [--egdb DIR]"
                    + " [--threads T] [--evaluation hand|learned]";

    public static final int GAMES_PER_CHUNK = 100;

    /** Plies after which a game counts as drawn. */
    static final int MAX_PLIES = 300;

    /** Until this ply, a move is random with probability {@link #RANDOM_MOVE}. */
    static final int RANDOM_UNTIL_PLY = 24;

    static final double RANDOM_MOVE = 0.1;

    /**
     * @param depth the search's depth in plies
     * @param tables the endgame databases, or null
     * @param learned whether the games are played with the learned evaluation ({@code level:max}'s)
     *     in place of the hand-tuned one: labels from the stronger player
     */
    public record Settings(int depth, long seed, EndgameTable tables, boolean learned) {
        public Settings {
            if (depth < 1 || depth > AlphaBeta.MAX_DEPTH) {
                throw new IllegalArgumentException("depth " + depth + " is not 1 to 60");
            }
        }

        /** Games of the hand-tuned evaluation. */
        public Settings(int depth, long seed, EndgameTable tables) {
            this(depth, seed, tables, false);
        }
    }

    private final Settings settings;
    private final AlphaBeta search;
    private final int[] buffer = new int[GameState.MAX_MOVES];
    private int lastScore;

    public SelfPlayData(Settings settings) {
        this.settings = settings;
        search =
                new AlphaBeta(
                        AlphaBeta.Config.standard(
                                "level:max", 1, CheckersGame.INSTANCE.descriptor()),
                        settings.learned()
                                ? Evaluations.strongest(CheckersGame.INSTANCE)
                                : Evaluations.forGame(CheckersGame.INSTANCE),
                        settings.tables());
    }

    /** The file in a data directory that names the settings its chunks were played with. */
    static final String SETTINGS_FILE = "settings.txt";

    /**
     * The settings as {@link #SETTINGS_FILE} holds them, one to a line. The weights are named by
     * their resource, so a build with other weights under the same name is not told apart.
     */
    String describe(int perChunk) {
        return String.format(
                "depth %d\nseed %d\nevaluation %s\ndatabases %s\ngames per chunk %d\n",
                settings.depth(),
                settings.seed(),
                settings.learned() ? "learned, weights " + PatternEvaluation.RESOURCE : "hand",
                settings.tables() == null ? "none" : settings.tables().maxPieces() + " pieces",
                perChunk);
    }

    /**
     * Records the settings in a directory that holds no games yet, and refuses to add chunks to one
     * whose games were played with other settings (or before settings were recorded), so that no
     * directory mixes two kinds of games.
     */
    static void claim(Path dir, String settings) throws IOException {
        Path file = dir.resolve(SETTINGS_FILE);
        if (chunksDone(dir) == 0) {
            TrainingChunk.writeWhole(file, settings.getBytes(StandardCharsets.UTF_8));
        } else if (!Files.exists(file)) {
            throw new IllegalArgumentException(
                    dir
                            + " holds chunks but no "
                            + SETTINGS_FILE
                            + " saying how they were played: use another directory, or write"
                            + " these lines there if they are its settings: "
                            + oneLine(settings));
        } else {
            String recorded = Files.readString(file);
            if (!lines(recorded).equals(lines(settings))) {
                throw new IllegalArgumentException(
                        dir
                                + " holds games played with other settings ("
                                + oneLine(recorded)
                                + "), not these ("
                                + oneLine(settings)
                                + "): resume it with its own, or use another directory");
            }
        }
    }

    private static List<String> lines(String text) {
        return text.strip().lines().map(String::strip).toList();
    }

    private static String oneLine(String text) {
        return String.join("; ", lines(text));
    }

    /** The name of chunk {@code i}. */
    static Path chunkFile(Path dir, int i) {
        return dir.resolve(String.format("chunk-%06d.bwtd", i));
    }

    /** Whole chunks already in {@code dir}: the first missing one's number. */
    static int chunksDone(Path dir) {
        int i = 0;
        while (Files.exists(chunkFile(dir, i))) {
            i++;
        }
        return i;
    }

    /**
     * Plays games until {@code dir} holds {@code games} of them (rounded up to whole chunks of
     * {@code perChunk} games), starting after the chunks already there; reports each chunk on
     * standard error. A directory is resumed only with the settings and chunk size it was started
     * with.
     */
    public void run(Path dir, int games, int perChunk) throws IOException {
        playChunks(new SelfPlayData[] {this}, dir, games, perChunk);
    }

    /**
     * As {@link #run(Path, int, int)} with {@code threads} games played at once, each thread with
     * its own search: the chunks are the same byte for byte, since a game's moves depend on its
     * number alone.
     */
    public static void runParallel(
            Settings settings, int threads, Path dir, int games, int perChunk) throws IOException {
        SelfPlayData[] players = new SelfPlayData[threads];
        for (int t = 0; t < threads; t++) {
            players[t] = new SelfPlayData(settings);
        }
        playChunks(players, dir, games, perChunk);
    }

    private static void playChunks(SelfPlayData[] players, Path dir, int games, int perChunk)
            throws IOException {
        Files.createDirectories(dir);
        claim(dir, players[0].describe(perChunk));
        int chunks = (games + perChunk - 1) / perChunk;
        long started = System.nanoTime();
        long positions = 0;
        ExecutorService pool = Executors.newFixedThreadPool(players.length);
        try {
            for (int c = chunksDone(dir); c < chunks; c++) {
                List<Position> chunk = playChunk(players, pool, c * perChunk, perChunk);
                TrainingChunk.write(chunkFile(dir, c), chunk);
                positions += chunk.size();
                System.err.printf(
                        "chunk %d: games to %d, %d positions (%d this run, %.0f s)%n",
                        c,
                        (c + 1) * perChunk,
                        chunk.size(),
                        positions,
                        (System.nanoTime() - started) / 1e9);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Games {@code first} to {@code first + n - 1}, each thread taking the next game not taken. */
    private static List<Position> playChunk(
            SelfPlayData[] players, ExecutorService pool, int first, int n) {
        @SuppressWarnings("unchecked")
        List<Position>[] byGame = new List[n];
        AtomicInteger next = new AtomicInteger();
        List<Future<?>> running = new ArrayList<>();
        for (SelfPlayData player : players) {
            running.add(
                    pool.submit(
                            () -> {
                                for (int k = next.getAndIncrement();
                                        k < n;
                                        k = next.getAndIncrement()) {
                                    try {
                                        byGame[k] = player.play(first + k);
                                    } catch (RuntimeException e) {
                                        next.set(n); // the other threads take no new game
                                        throw new IllegalStateException(
                                                "game " + (first + k) + ": " + e, e);
                                    }
                                }
                            }));
        }
        for (Future<?> f : running) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
            }
        }
        List<Position> chunk = new ArrayList<>();
        for (List<Position> game : byGame) {
            chunk.addAll(game);
        }
        return chunk;
    }

    /** The ballot game {@code g} opens with: each ballot twice in turn, then round again. */
    static int ballot(int g) {
        return (g / 2) % CheckersGame.INSTANCE.openings().size();
    }

    /** Game {@code g}'s labelled positions. */
    List<Position> play(int g) {
        SplittableRandom random = new SplittableRandom(settings.seed() * 0x9E3779B97F4A7C15L + g);
        CheckersState state = (CheckersState) CheckersGame.INSTANCE.newInitialState();
        for (String move : CheckersGame.INSTANCE.openings().get(ballot(g)).split(" ")) {
            state.play(state.parseMove(move));
        }
        search.reset();
        List<Position> positions = new ArrayList<>();
        double redScore = -1;
        EndgameTable tables = settings.tables();
        while (!state.isTerminal()) {
            if (state.movesPlayed() >= MAX_PLIES) {
                redScore = 0.5;
                break;
            }
            int side = state.sideToMove();
            boolean quiet = !mustCapture(state);
            if (tables != null
                    && Long.bitCount(state.pieces(0) | state.pieces(1)) <= tables.maxPieces()) {
                int value = tables.probe(state);
                if (value != EndgameTable.UNKNOWN) {
                    int exact = value > 0 ? 2 : value < 0 ? 0 : 1;
                    if (quiet) {
                        int score = (exact - 1) * TrainingChunk.PROVEN;
                        positions.add(position(state, g, score, exact));
                    }
                    redScore = side == 0 ? exact / 2.0 : 1 - exact / 2.0;
                    break;
                }
            }
            int move =
                    search.chooseMove(
                            state.copy(), new Budget(0, 0, settings.depth()), this::onInfo);
            if (quiet) {
                positions.add(position(state, g, clamp(lastScore), TrainingChunk.UNKNOWN));
            }
            if (state.movesPlayed() < RANDOM_UNTIL_PLY && random.nextDouble() < RANDOM_MOVE) {
                int n = state.legalMoves(buffer, 0);
                move = buffer[random.nextInt(n)];
            }
            state.play(move);
        }
        if (redScore < 0) {
            redScore = state.result().score(0);
        }
        List<Position> labelled = new ArrayList<>(positions.size());
        for (Position p : positions) {
            double forSide = p.side() == 0 ? redScore : 1 - redScore;
            labelled.add(
                    new Position(
                            p.red(),
                            p.white(),
                            p.kings(),
                            p.game(),
                            p.side(),
                            (int) Math.round(2 * forSide),
                            p.score(),
                            p.exact()));
        }
        return labelled;
    }

    private void onInfo(SearchInfo info) {
        lastScore = info.score();
    }

    private static Position position(CheckersState state, int g, int score, int exact) {
        return new Position(
                state.pieces(0),
                state.pieces(1),
                state.kings(),
                g,
                state.sideToMove(),
                1,
                score,
                exact);
    }

    /** A search score within the chunk's range, a proven result at its end. */
    static int clamp(int score) {
        if (Math.abs(score) >= AlphaBeta.ENDGAME_BOUND) {
            return score > 0 ? TrainingChunk.PROVEN : -TrainingChunk.PROVEN;
        }
        return Math.max(-TrainingChunk.PROVEN + 1, Math.min(TrainingChunk.PROVEN - 1, score));
    }

    private boolean mustCapture(CheckersState state) {
        int n = state.legalMoves(buffer, 0);
        return n > 0 && Draughts.jumps(buffer[0]) > 0;
    }

    /**
     * {@code SelfPlayData --out DIR --games N [--depth D] [--seed S] [--egdb DIR] [--threads T]
     * [--evaluation hand|learned]}: plays until DIR holds N games, T at once, resuming after the
     * chunks already there (only with the settings the directory was started with).
     */
    public static void main(String[] args) {
        ToolArguments.main(args, SelfPlayData::run, USAGE);
    }

    static void run(String[] args) throws IOException {
        Path out = null;
        int games = 0;
        int depth = 6;
        long seed = 1;
        Path egdb = null;
        int threads = 1;
        boolean learned = false;
        for (int i = 0; i < args.length; i++) {
            String value = ToolArguments.value(args, i);
            try {
                switch (args[i]) {
                    case "--out" -> out = Path.of(value);
                    case "--games" -> games = Integer.parseInt(value);
                    case "--depth" -> depth = Integer.parseInt(value);
                    case "--seed" -> seed = Long.parseLong(value);
                    case "--egdb" -> egdb = Path.of(value);
                    case "--threads" -> threads = Integer.parseInt(value);
                    case "--evaluation" -> learned = learned(value);
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(args[i] + " needs a number, not " + value);
            }
            i++;
        }
        if (out == null || games <= 0 || threads < 1) {
            throw new IllegalArgumentException(
                    "--out and a positive --games are required, --threads at least 1");
        }
        EndgameTable tables =
                egdb == null
                        ? null
                        : org.boardwright.ai.EndgameTables.load(CheckersGame.INSTANCE, egdb);
        if (egdb != null && tables == null) {
            throw new IllegalArgumentException("no endgame databases in " + egdb);
        }
        System.err.printf(
                "depth %d, seed %d, databases %s, %d threads, the %s evaluation%n",
                depth,
                seed,
                tables == null ? "none" : "to " + tables.maxPieces() + " pieces",
                threads,
                learned ? "learned" : "hand-tuned");
        runParallel(
                new Settings(depth, seed, tables, learned), threads, out, games, GAMES_PER_CHUNK);
    }

    private static boolean learned(String evaluation) {
        return switch (evaluation) {
            case "hand" -> false;
            case "learned" -> true;
            default ->
                    throw new IllegalArgumentException(
                            "--evaluation is hand or learned, not " + evaluation);
        };
    }
}
