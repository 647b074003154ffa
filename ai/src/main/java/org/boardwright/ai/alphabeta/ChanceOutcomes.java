package org.boardwright.ai.alphabeta;

import org.boardwright.engine.GameState;

/**
 * A chance node's outcomes merged by the position they lead to (two dice orders that give one
 * position are searched once, with their probabilities added), kept per ply without allocating.
 */
final class ChanceOutcomes {

    private static final int MAX_OUTCOMES = 64;

    /** Per ply, each distinct outcome's position hash and probability. */
    private final long[] groupHash;

    private final double[] probability;

    ChanceOutcomes(int maxPly) {
        groupHash = new long[maxPly * MAX_OUTCOMES];
        probability = new double[maxPly * MAX_OUTCOMES];
    }

    /**
     * Lists the chance node's outcomes at {@code moves[base...]}, one per position they lead to,
     * and keeps each one's probability for {@link #probability}; how many.
     */
    int group(GameState state, int[] moves, int base, int ply) {
        int n = state.legalMoves(moves, base);
        if (n > MAX_OUTCOMES) {
            throw new IllegalStateException(
                    "a chance node with more than " + MAX_OUTCOMES + " outcomes");
        }
        int gbase = ply * MAX_OUTCOMES;
        int groups = 0;
        for (int i = 0; i < n; i++) {
            int outcome = moves[base + i];
            double p = state.chanceProbability(outcome);
            state.play(outcome);
            long h = state.hash();
            state.undo();
            int g = 0;
            while (g < groups && groupHash[gbase + g] != h) {
                g++;
            }
            if (g < groups) {
                probability[gbase + g] += p;
            } else {
                moves[base + groups] = outcome;
                groupHash[gbase + groups] = h;
                probability[gbase + groups] = p;
                groups++;
            }
        }
        return groups;
    }

    /** The probability of the {@code g}th outcome listed by the last {@link #group} at this ply. */
    double probability(int ply, int g) {
        return probability[ply * MAX_OUTCOMES + g];
    }
}
