package org.boardwright.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;

/**
 * The search's signature, as chess engines keep one (Stockfish's {@code bench}): the nodes today's
 * fixed-depth, single-threaded {@code alphabeta} search (the game's own evaluation and search
 * techniques, the standard table: {@code level:max}'s search without book or endgame databases)
 * visits from a fixed set of positions. Node counts do not depend on the machine or on time, only
 * on move generation, evaluation and search, so any change to those shows as a changed number; a
 * change meant to alter the search updates the expected numbers of the test on purpose.
 *
 * <p>The positions are the start and {@link #RANDOM_POSITIONS} positions reached by seeded random
 * play; dice thrown on the way are seeded too, and a root where dice are to be thrown is played on
 * to the next move, so the Twist is searched from the same positions every time. Inside the search
 * the dice are expectimax, which throws none.
 */
public final class SearchSignature {

    /** Positions from random play searched besides the start. */
    public static final int RANDOM_POSITIONS = 3;

    /** Random plies before a position: from {@link #MIN_PLIES} to {@link #MAX_PLIES}. */
    static final int MIN_PLIES = 6;

    static final int MAX_PLIES = 40;
    private static final long SEED = 2026;

    /** The depth of a game without an ai registration ({@link GameAi#signatureDepth()}). */
    static final int DEFAULT_DEPTH = 4;

    /** One game's part of the signature. */
    public record Entry(String gameId, int depth, long nodes) {}

    private SearchSignature() {}

    /** The depth the game is searched to. */
    public static int depth(Game game) {
        GameAi ai = GameAis.of(game);
        return ai == null ? DEFAULT_DEPTH : ai.signatureDepth();
    }

    /**
     * Searches the game's positions with a single-threaded {@code alphabeta} and adds up the nodes.
     */
    public static Entry of(Game game) {
        int depth = depth(game);
        Player player = Players.create("alphabeta", game, 1, new SplittableRandom(SEED));
        Budget budget = new Budget(0, 0, depth);
        long nodes = 0;
        for (GameState position : positions(game)) {
            player.reset(); // an empty table: each position's count stands alone
            long[] last = new long[1];
            player.chooseMove(position, budget, info -> last[0] = info.nodes());
            nodes += last[0];
        }
        return new Entry(game.id(), depth, nodes);
    }

    /**
     * The start and {@link #RANDOM_POSITIONS} positions of seeded random games, none over, none at
     * a throw of the dice (a start where dice are to be thrown is played on to the first move).
     */
    public static List<GameState> positions(Game game) {
        SplittableRandom random = new SplittableRandom(SEED);
        int[] buffer = new int[GameState.MAX_MOVES];
        List<GameState> positions = new ArrayList<>();
        positions.add(toMove(game.newInitialState(), random, buffer));
        while (positions.size() <= RANDOM_POSITIONS) {
            GameState state = game.newInitialState();
            int plies = MIN_PLIES + random.nextInt(MAX_PLIES - MIN_PLIES + 1);
            for (int i = 0; i < plies && !state.isTerminal(); i++) {
                state.play(state.randomMove(random, buffer));
            }
            toMove(state, random, buffer);
            if (!state.isTerminal()) {
                positions.add(state);
            }
        }
        return positions;
    }

    /** Throws the dice while they are to be thrown (a game that starts with a throw too). */
    private static GameState toMove(GameState state, SplittableRandom random, int[] buffer) {
        while (!state.isTerminal() && state.isChanceNode()) {
            state.play(state.randomMove(random, buffer));
        }
        return state;
    }
}
