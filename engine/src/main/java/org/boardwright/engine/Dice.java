package org.boardwright.engine;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Dice thrown from a game's seed: the n-th roll of a game depends only on the seed and n (and the
 * chance node it is thrown at), so taking moves back and playing on never changes a roll. The
 * terminal and the server both throw dice here.
 */
public final class Dice {

    private Dice() {}

    /**
     * The outcome of the n-th roll (0-based) of a game with this seed, drawn by probability at the
     * chance node.
     */
    public static int roll(GameState state, long seed, int n, int[] buffer) {
        SplittableRandom random = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L * (n + 1));
        return state.randomMove(random, buffer);
    }

    /** How many dice outcomes ({@code roll:...}) a list of moves in notation holds. */
    public static int rollsIn(List<String> notations) {
        int n = 0;
        for (String m : notations) {
            if (m.startsWith("roll:")) {
                n++;
            }
        }
        return n;
    }
}
