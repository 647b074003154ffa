package org.boardwright.ai;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.alphabeta.Evaluation;
import org.boardwright.ai.mcts.Mcts;
import org.boardwright.engine.Game;
import org.boardwright.engine.NotationException;

/**
 * Computer players by name: {@code random}, {@code uct-plain}, {@code mcts}, {@code alphabeta}, and the levels
 * {@code level:1} (gentlest) to {@code level:max} (strongest).
 */
public final class Players {

    /** Levels 1..MAX_LEVEL; {@code level:max} is the last. */
    public static final int MAX_LEVEL = 5;

    private Players() {
    }

    /** How long a player thinks when nobody says otherwise: a level's own budget, else one second. */
    public static Budget defaultBudget(String name) {
        if (name.startsWith("level:")) {
            return Level.parse(name.substring("level:".length())).budget;
        }
        return Budget.time(1.0);
    }

    public static List<String> names() {
        return List.of("random", "uct-plain", "mcts", "alphabeta", "level:1", "level:2", "level:3", "level:4", "level:max");
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
                return new Mcts(Mcts.Config.informed("mcts", threads, Evaluators.forGame(game)), random);
            case "alphabeta":
                return alphaBeta("alphabeta", game, threads);
            default:
                if (name.startsWith("level:")) {
                    return Level.parse(name.substring("level:".length())).player(game, threads, random);
                }
                throw new NotationException("unknown player " + NotationException.quote(name)
                        + " (players: " + String.join(", ", names()) + ")");
        }
    }

    private static Player alphaBeta(String name, Game game, int threads) {
        Evaluation evaluation = Evaluators.forSearch(game);
        if (evaluation == null) {
            throw new NotationException("alphabeta has no evaluation for " + game.id() + " yet");
        }
        return new AlphaBeta(AlphaBeta.Config.standard(name, threads), evaluation);
    }

    /**
     * The levels: MCTS with the solver up to level 4, alpha-beta at the top. The gentler ones think a fixed, small number of iterations
     * (so they stay beatable on fast machines and make plausible but sometimes weak moves); the top
     * level thinks for its time with every thread, with alpha-beta.
     */
    enum Level {
        ONE(Budget.iterations(60)), TWO(Budget.iterations(400)), THREE(Budget.iterations(3_000)),
        FOUR(Budget.iterations(20_000)), MAX(Budget.time(1.0));

        final Budget budget;

        Level(Budget budget) {
            this.budget = budget;
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
            throw new NotationException("unknown level " + NotationException.quote(text)
                    + " (levels: 1 to " + MAX_LEVEL + ", or max)");
        }

        Player player(Game game, int threads, SplittableRandom random) {
            String name = "level:" + (this == MAX ? "max" : Integer.toString(ordinal() + 1));
            // The top level is alpha-beta wherever the game has an evaluation for it: measured against
            // MCTS at 0.2 s a move it won 10-0 in Cage, 20-0 in Monkey Queen, 16-4 in Mad Rooks and
            // 17-3 in Mad Bishops, and beats uct-plain far more clearly in checkers and the Twist (README).
            if (this == MAX && Evaluators.forSearch(game) != null) {
                return alphaBeta(name, game, threads);
            }
            return new Mcts(Mcts.Config.informed(name, threads, Evaluators.forGame(game)), random);
        }
    }
}
