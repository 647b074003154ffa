package org.boardwright.ai.alphabeta;

/**
 * A fixed-size hash table of search results shared by the search threads: one long array, no
 * allocation per node. Each entry packs its move, score, depth, bound and age into one long; the
 * key is stored xor-ed with that data, so an entry torn by two threads writing at once fails the
 * key check instead of giving a wrong result (the "lockless" scheme of Hyatt and Mann).
 *
 * <p>Entry {@code i} is the pair {@code slots[2i]} (key xor data) and {@code slots[2i + 1]} (data):
 * the two words of an entry share a cache line, so a probe of a table far larger than the caches
 * costs one memory access, not two (the table is most of the search's memory traffic).
 *
 * <p>Data layout: move (bits 0-31), has-move (32), bound (33-34), depth (35-40, 0 to 63), age
 * (41-42), score + 2^20 (43-63, 21 bits).
 */
final class TranspositionTable {

    static final int NONE = 0;
    static final int EXACT = 1;

    /** The score is a lower bound (the search failed high). */
    static final int LOWER = 2;

    /** The score is an upper bound (the search failed low). */
    static final int UPPER = 3;

    static final int MAX_DEPTH = 63;
    private static final int SCORE_OFFSET = 1 << 20;

    /** Key xor data, then data, for each entry. */
    private final long[] slots;

    private final int mask;
    private int age;

    /**
     * @param bits log2 of the number of entries, 1 to 29
     */
    TranspositionTable(int bits) {
        if (bits < 1 || bits > 29) {
            throw new IllegalArgumentException("table bits must be from 1 to 29, not " + bits);
        }
        slots = new long[2 << bits];
        mask = (1 << bits) - 1;
    }

    int size() {
        return slots.length >>> 1;
    }

    void clear() {
        java.util.Arrays.fill(slots, 0);
        age = 0;
    }

    /** A new search begins: entries of earlier searches become the first to be replaced. */
    void newSearch() {
        age = (age + 1) & 3;
    }

    /** The packed data stored for this key, or 0 if there is none. */
    long probe(long key) {
        int i = ((int) key & mask) << 1;
        long d = slots[i + 1];
        return (slots[i] ^ d) == key && d != 0 ? d : 0;
    }

    /**
     * Stores a result. An entry for another position is replaced when it is from an earlier search
     * or was searched no deeper; an entry for the same position when the new one is no shallower or
     * exact. An existing move is kept if the new result has none.
     */
    void store(long key, int move, boolean hasMove, int bound, int depth, int score) {
        int i = ((int) key & mask) << 1;
        long old = slots[i + 1];
        boolean same = (slots[i] ^ old) == key && old != 0;
        if (old != 0) {
            int oldDepth = depth(old);
            if (same) {
                if (depth < oldDepth && bound != EXACT) {
                    return;
                }
                if (!hasMove && hasMove(old)) {
                    hasMove = true;
                    move = move(old);
                }
            } else if (age(old) == age && depth < oldDepth) {
                return;
            }
        }
        long d =
                (move & 0xFFFFFFFFL)
                        | (hasMove ? 1L << 32 : 0)
                        | (long) bound << 33
                        | (long) Math.min(Math.max(depth, 0), MAX_DEPTH) << 35
                        | (long) age << 41
                        | (long) (score + SCORE_OFFSET) << 43;
        slots[i + 1] = d;
        slots[i] = key ^ d;
    }

    static int move(long d) {
        return (int) d;
    }

    static boolean hasMove(long d) {
        return (d >>> 32 & 1) != 0;
    }

    static int bound(long d) {
        return (int) (d >>> 33) & 3;
    }

    static int depth(long d) {
        return (int) (d >>> 35) & 63;
    }

    private static int age(long d) {
        return (int) (d >>> 41) & 3;
    }

    static int score(long d) {
        return (int) (d >>> 43) - SCORE_OFFSET;
    }

    // Mate scores and database wins are stored relative to the node, so that they stay right at
    // another distance from the root.

    static int toTable(int score, int ply) {
        if (score >= AlphaBeta.ENDGAME_BOUND) {
            return score + ply;
        }
        if (score <= -AlphaBeta.ENDGAME_BOUND) {
            return score - ply;
        }
        return score;
    }

    static int fromTable(int score, int ply) {
        if (score >= AlphaBeta.ENDGAME_BOUND) {
            return score - ply;
        }
        if (score <= -AlphaBeta.ENDGAME_BOUND) {
            return score + ply;
        }
        return score;
    }
}
