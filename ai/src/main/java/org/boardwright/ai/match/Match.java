package org.boardwright.ai.match;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Player;
import org.boardwright.ai.PlayerForfeit;
import org.boardwright.ai.Players;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Result;
import org.boardwright.engine.play.PlayedGame;
import org.boardwright.engine.record.GameRecord;

/**
 * Games between two computer players: colours alternate, each pair of games starts from the same
 * opening (so neither player profits from a lucky opening): seeded random plies drawn among the
 * moves that do not lose at once, or the game's standard openings; several games at once.
 */
public final class Match {

    /**
     * @param moveTime seconds a move for both players, overriding their own budgets; 0 keeps them
     * @param openingPlies random plies played before the players take over, varied per pair of
     *     games
     * @param parallel games played at once
     * @param standardOpenings whether each pair starts from one of the game's standard openings
     *     ({@link Game#openings()}, checkers' three-move ballots) in place of the random plies:
     *     every one once, in an order drawn from the seed, before any comes again
     */
    public record Settings(
            Game game,
            String playerA,
            String playerB,
            int games,
            double moveTime,
            long seed,
            int threads,
            int parallel,
            int openingPlies,
            boolean standardOpenings) {

        public Settings {
            if (standardOpenings && game.openings().isEmpty()) {
                throw new IllegalArgumentException(game.name() + " has no standard openings");
            }
        }

        Budget budget(String player) {
            return moveTime > 0 ? Budget.time(moveTime) : Players.defaultBudget(player);
        }
    }

    /**
     * One finished game.
     *
     * @param sideOfA the colour A started with (0 moves first)
     * @param scoreA 1, 1/2 or 0, by the players (the pie rule's swap changes colours, not owners)
     * @param enginePolicy whether an engine-policy limit ended the game (it then counts as a draw)
     */
    public record Outcome(
            int index,
            int sideOfA,
            Result result,
            double scoreA,
            boolean enginePolicy,
            GameRecord record) {}

    /** Told about each game as it ends; called from the match's threads, one call at a time. */
    @FunctionalInterface
    public interface Progress {
        void gameEnded(Outcome outcome);

        /**
         * Asked after each game: true ends the match early (an SPRT reached its verdict). Games not
         * yet started are dropped; games being played are finished and counted.
         */
        default boolean stopRequested() {
            return false;
        }
    }

    private Match() {}

    /** Makes a player by name (one per game); {@link Players#create} for the named players. */
    @FunctionalInterface
    public interface PlayerMaker {
        Player create(String name, Game game, int threads, SplittableRandom random);
    }

    /**
     * Plays the match; the outcomes come back in game order (only the games played, when {@link
     * Progress#stopRequested} ended it early). Checks the player names first.
     */
    public static List<Outcome> run(Settings settings, Progress progress)
            throws InterruptedException {
        return run(settings, Players::create, progress);
    }

    /**
     * Plays a match between players made by {@code maker} (for comparing versions of a player, as
     * tuning does).
     */
    public static List<Outcome> run(Settings settings, PlayerMaker maker, Progress progress)
            throws InterruptedException {
        maker.create(settings.playerA(), settings.game(), 1, new SplittableRandom(0));
        maker.create(settings.playerB(), settings.game(), 1, new SplittableRandom(0));
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, settings.parallel()));
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            java.util.concurrent.atomic.AtomicBoolean stopping =
                    new java.util.concurrent.atomic.AtomicBoolean();
            for (int i = 0; i < settings.games(); i++) {
                int index = i;
                futures.add(
                        pool.submit(
                                () -> {
                                    if (stopping.get()) {
                                        return null;
                                    }
                                    Outcome outcome = play(settings, maker, index);
                                    synchronized (progress) {
                                        progress.gameEnded(outcome);
                                        if (progress.stopRequested()) {
                                            stopping.set(true);
                                        }
                                    }
                                    return outcome;
                                }));
            }
            List<Outcome> outcomes = new ArrayList<>();
            for (Future<Outcome> f : futures) {
                Outcome o = f.get();
                if (o != null) {
                    outcomes.add(o);
                }
            }
            return outcomes;
        } catch (ExecutionException e) {
            throw new IllegalStateException("a match game failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Game {@code index}: A has the first move in even games; games 2k and 2k+1 share an opening.
     */
    static Outcome play(Settings settings, PlayerMaker maker, int index) {
        Game game = settings.game();
        SplittableRandom gameRandom = new SplittableRandom(mix(settings.seed(), index));
        // Both games of a pair share their opening and their dice (thrown from the pair's seed), so
        // luck evens out within the pair.
        long pairSeed = mix(settings.seed(), -1 - index / 2);
        SplittableRandom opening = new SplittableRandom(pairSeed);
        PlayedGame played = PlayedGame.fromStart(game, pairSeed).withEnginePolicyDraws();
        int[] buffer = new int[GameState.MAX_MOVES];
        int seatOfA = index % 2;
        Player[] bySeat = new Player[2];
        Budget[] budgets = new Budget[2];
        budgets[seatOfA] = settings.budget(settings.playerA());
        budgets[seatOfA ^ 1] = settings.budget(settings.playerB());
        bySeat[seatOfA] =
                maker.create(settings.playerA(), game, settings.threads(), gameRandom.split());
        bySeat[seatOfA ^ 1] =
                maker.create(settings.playerB(), game, settings.threads(), gameRandom.split());

        String standard = settings.standardOpenings() ? standardOpening(settings, index / 2) : null;
        int openingPlies = standard != null ? 0 : settings.openingPlies();
        int randomPlies = 0;
        Result forfeited = null;
        String termination = null;
        try {
            if (standard != null) {
                for (String text : standard.split(" ")) {
                    played.play(played.state().parseMove(text), null);
                }
            }
            while (!played.isOver()) {
                if (played.playAutomatic() > 0) {
                    continue;
                }
                if (randomPlies < openingPlies) {
                    played.play(openingMove(played.state().copy(), opening, buffer), null);
                    randomPlies++;
                    continue;
                }
                int seat = played.seatToMove();
                int move;
                try {
                    move =
                            bySeat[seat].chooseMove(
                                    played.state().copy(), budgets[seat], SearchListener.NONE);
                } catch (PlayerForfeit e) {
                    // That player loses this game; the match goes on.
                    forfeited = Result.winFor(played.sideOf(seat ^ 1));
                    termination = bySeat[seat].name() + " forfeits: " + e.getMessage();
                    break;
                }
                played.choose(move);
            }
        } finally {
            bySeat[0].close();
            bySeat[1].close();
        }
        Result result = forfeited != null ? forfeited : played.result();
        String[] names = new String[2];
        names[seatOfA] = settings.playerA();
        names[seatOfA ^ 1] = settings.playerB();
        GameRecord.Builder builder =
                played.record(names[0], names[1])
                        .tag("Seed", Long.toString(settings.seed()))
                        .tag("Round", Integer.toString(index + 1))
                        .tag(
                                "Opening",
                                standard != null ? standard : randomPlies + " random plies");
        if (forfeited != null) {
            builder.result(forfeited).tag("Termination", termination);
        }
        GameRecord record = builder.build();
        double scoreA = result.score(played.sideOf(seatOfA));
        return new Outcome(
                index,
                seatOfA,
                result,
                scoreA,
                forfeited == null && played.state().endedByEnginePolicy(),
                record);
    }

    /**
     * A random opening move among those that do not lose at once (after which the opponent has no
     * move that ends the game in his favour), so that neither game of a pair is decided by the
     * opening alone (in Monkey Queen a random move often leaves the queen to be taken). If every
     * move loses at once, any move.
     */
    static int openingMove(GameState state, SplittableRandom random, int[] buffer) {
        int n = state.legalMoves(buffer, 0);
        int[] moves = java.util.Arrays.copyOf(buffer, n);
        int[] replies = new int[GameState.MAX_MOVES];
        int safe = 0;
        for (int i = 0; i < n; i++) {
            if (!losesAtOnce(state, moves[i], replies)) {
                moves[safe++] = moves[i];
            }
        }
        if (safe == 0) {
            return buffer[random.nextInt(n)];
        }
        return moves[random.nextInt(safe)];
    }

    private static boolean losesAtOnce(GameState state, int move, int[] replies) {
        int mover = state.seatToMove();
        state.play(move);
        try {
            if (state.isTerminal()) {
                return losesFor(state, mover);
            }
            if (state.isChanceNode()) {
                return false;
            }
            int n = state.legalMoves(replies, 0);
            for (int i = 0; i < n; i++) {
                state.play(replies[i]);
                boolean lost = state.isTerminal() && losesFor(state, mover);
                state.undo();
                if (lost) {
                    return true;
                }
            }
            return false;
        } finally {
            state.undo();
        }
    }

    /**
     * Whether a game over on the board was won by the other seat (seats, not colours: the pie
     * rule's swap exchanges them).
     */
    private static boolean losesFor(GameState state, int seat) {
        int winner = state.result().winner();
        return winner >= 0 && state.seatOfSide(winner) != seat;
    }

    /**
     * The standard opening of pair {@code pair}: the game's openings in an order shuffled by the
     * seed, each once before any comes again, so that a short match samples all of them.
     */
    static String standardOpening(Settings settings, int pair) {
        List<String> openings = settings.game().openings();
        int[] order = new int[openings.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        SplittableRandom shuffle = new SplittableRandom(mix(settings.seed(), Long.MIN_VALUE));
        for (int i = order.length - 1; i > 0; i--) {
            int j = shuffle.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return openings.get(order[pair % order.length]);
    }

    private static long mix(long seed, long index) {
        return new SplittableRandom(seed ^ (index * 0x9E3779B97F4A7C15L)).nextLong();
    }
}
