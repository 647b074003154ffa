package org.boardwright.ai.alphabeta;

import org.boardwright.ai.Evaluation;
import org.boardwright.engine.GameState;

/**
 * One search thread's static evaluations by position hash, kept from search to search: a position
 * met again (by transposition, by a re-search, as a frontier node's futility estimate and then in
 * its own quiescence, or in the next move's search) is not evaluated again. Evaluation is about
 * half of checkers' search time; the cache spares a large share of it (docs/performance.md, "Search
 * speed").
 *
 * <p>One long per entry, always replaced: the key's upper 32 bits and the score. The key's lower
 * bits choose the entry, so 32 bits and the index's (48 of 64 at 2^16 entries) are compared where
 * the transposition table compares all 64: a false hit, a wrong but bounded score at one node,
 * needs two positions met close together that agree in those bits.
 */
final class EvaluationCache {

    /** 2^16 entries, 512 KB: more entries spare few more evaluations (docs/performance.md). */
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
