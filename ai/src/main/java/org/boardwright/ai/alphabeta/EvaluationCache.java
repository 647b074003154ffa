package org.boardwright.ai.alphabeta;

import org.boardwright.ai.Evaluation;
import org.boardwright.engine.GameState;

/**
 * One search thread's static evaluations by position hash: a position met again (by transposition,
 * by a re-search, or as the frontier's futility estimate and then its own quiescence) is not
 * evaluated again. Half of checkers' search time is its evaluation, and about a third of the
 * positions evaluated were evaluated already.
 *
 * <p>One long per entry, always replaced: the key's upper 32 bits and the score. Its lower bits
 * choose the entry, so a false hit needs two positions equal in their upper 32 bits and in the
 * index bits, as likely as a false hit of the transposition table.
 */
final class EvaluationCache {

    /** 2^16 entries, 512 KB: within the second-level cache, beside the search's own arrays. */
    static final int BITS = 16;

    private final long[] entries;
    private final int mask;

    EvaluationCache(int bits) {
        entries = new long[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** The evaluation of {@code state}, whose hash is {@code key}: cached, or computed and kept. */
    int evaluate(Evaluation evaluation, GameState state, long key) {
        int i = (int) key & mask;
        long entry = entries[i];
        // A score of 0 under key bits 0 reads as empty: evaluated again, never wrong.
        if (entry != 0 && (entry ^ key) >>> 32 == 0) {
            return (int) entry;
        }
        int score = evaluation.evaluate(state);
        entries[i] = (key & 0xFFFF_FFFF_0000_0000L) | (score & 0xFFFF_FFFFL);
        return score;
    }
}
