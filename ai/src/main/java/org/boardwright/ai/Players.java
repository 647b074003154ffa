package org.boardwright.ai;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.alphabeta.SampledAlphaBeta;
import org.boardwright.ai.mcts.Mcts;
import org.boardwright.engine.Game;
import org.boardwright.engine.NotationException;

/**
 * Computer players by name: {@code random}, {@code uct-plain}, {@code mcts}, {@code alphabeta}, and
 * the levels {@code level:1} (gentlest) to {@code level:max} (strongest).
 */
public final class Players {

    /**
     * {@code level:max}'s search, book and databases with the game's learned evaluation ({@link
     * GameAi#learned()}: checkers' patterns, in the Twist over its own evaluation). In checkers it
     * is {@code level:max}, which plays with the patterns ({@link GameAi#strongest()}).
     */
    public static final String LEARNED = "learned";

    /** Levels 1..MAX_LEVEL; {@code level:max} is the last. */
    public static final int MAX_LEVEL = 5;

    private Players() {}

    /**
     * How long a player thinks when nobody says otherwise: a level's own budget, else one second.
     */
    public static Budget defaultBudget(String name) {
        if (name.startsWith("level:")) {
            return Level.parse(name.substring("level:".length())).budget;
        }
        return Budget.time(1.0);
    }

    public static List<String> names() {
        return List.of(
                "random",
                "uct-plain",
                "mcts",
                "alphabeta",
                LEARNED,
                "level:1",
                "level:2",
                "level:3",
                "level:4",
                "level:max");
    }

    /**
     * A new player (one per game: players keep search trees).
     *
     * @param threads threads a searching player may use
     * @throws NotationException for an unknown name
     */
    public static Player create(String name, Game game, int threads, SplittableRandom random) {
        switch (name) {
            case "random":
                return new RandomPlayer(random);
            case "uct-plain":
                return new Mcts(Mcts.Config.plain(threads), random);
            case "mcts":
                return new Mcts(
                        Mcts.Config.informed("mcts", threads, Evaluations.forGame(game)), random);
            case "alphabeta":
                return alphaBeta("alphabeta", game, threads);
            case LEARNED:
                GameAi ai = GameAis.of(game);
                Evaluation learned = ai == null ? null : ai.learned();
                if (learned == null) {
                    throw new NotationException(
                            LEARNED + " has no learned evaluation of " + game.id());
                }
                return Level.MAX.player(game, threads, random, LEARNED, learned);
            default:
                if (name.startsWith("level:")) {
                    return Level.parse(name.substring("level:".length()))
                            .player(game, threads, random);
                }
                throw new NotationException(
                        "unknown player "
                                + NotationException.quote(name)
                                + " (players: "
                                + String.join(", ", names())
                                + ")");
        }
    }

    private static Player alphaBeta(String name, Game game, int threads) {
        Evaluation evaluation = Evaluations.forGame(game);
        if (evaluation == null) {
            throw new NotationException("alphabeta has no evaluation for " + game.id() + " yet");
        }
        return new AlphaBeta(
                AlphaBeta.Config.standard(name, threads, game.descriptor()), evaluation);
    }

    /**
     * The levels, the same for every game (the game's knowledge is in its evaluation). Levels 1 to
     * 3 score every move with a shallow alpha-beta search and draw one, better moves more likely
     * ({@link SampledAlphaBeta}): level 1 looks one ply ahead and often picks a weaker move, level
     * 3 looks three plies ahead and seldom does. Level 4 is alpha-beta with a fixed number of
     * nodes, level max alpha-beta for its time with every thread, the game's endgame databases when
     * they are in the data directory ({@link EndgameTables}) and its opening book when there is one
     * ({@link OpeningBooks}: a book move in a book position). Levels 1 to 4 think a fixed amount,
     * not a time, so they stay as beatable on a fast machine (level 4's nodes are counted on its
     * first thread: given more threads, it plays a little stronger). Level max plays with the
     * game's strongest evaluation ({@link GameAi#strongest()}), the others with its hand-written
     * one. Each step was measured in every game (README).
     */
    enum Level {
        ONE(new Budget(0, 0, 1), 1.0),
        TWO(new Budget(0, 0, 2), 0.5),
        THREE(new Budget(0, 0, 3), 0.2),
        FOUR(Budget.iterations(100_000), 0),
        MAX(Budget.time(1.0), 0);

        final Budget budget;

        /**
         * Of the sampled levels, in the game's unit: level 1 often gives a piece away, level 3
         * seldom.
         */
        final double temperature;

        Level(Budget budget, double temperature) {
            this.budget = budget;
            this.temperature = temperature;
        }

        static Level parse(String text) {
            if (text.equals("max")) {
                return MAX;
            }
            try {
                int n = Integer.parseInt(text);
                if (n >= 1 && n <= MAX_LEVEL) {
                    return values()[n - 1];
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new NotationException(
                    "unknown level "
                            + NotationException.quote(text)
                            + " (levels: 1 to "
                            + MAX_LEVEL
                            + ", or max)");
        }

        Player player(Game game, int threads, SplittableRandom random) {
            String name = "level:" + (this == MAX ? "max" : Integer.toString(ordinal() + 1));
            Evaluation evaluation =
                    this == MAX ? Evaluations.strongest(game) : Evaluations.forGame(game);
            return player(game, threads, random, name, evaluation);
        }

        Player player(
                Game game,
                int threads,
                SplittableRandom random,
                String name,
                Evaluation evaluation) {
            if (evaluation == null) {
                throw new NotationException(
                        "the levels need an evaluation of "
                                + game.id()
                                + ", which it does not have yet");
            }
            if (budget.depth() > 0) {
                return new SampledAlphaBeta(name, evaluation, budget.depth(), temperature, random);
            }
            if (this == MAX) {
                AlphaBeta search =
                        new AlphaBeta(
                                AlphaBeta.Config.standard(name, threads, game.descriptor()),
                                evaluation,
                                EndgameTables.forGame(game));
                OpeningBook book = OpeningBooks.forGame(game);
                return book == null ? search : new BookPlayer(search, book, evaluation, random);
            }
            return alphaBeta(name, game, threads);
        }
    }
}
