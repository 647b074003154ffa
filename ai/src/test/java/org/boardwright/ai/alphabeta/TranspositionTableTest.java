package org.boardwright.ai.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    @Test
    void storesAndFindsAnEntryWithEveryField() {
        TranspositionTable table = new TranspositionTable(10);
        long key = 0x1234_5678_9ABC_DEF0L;
        table.store(key, -123456789, true, TranspositionTable.LOWER, 17, -999_950);

        long d = table.probe(key);
        assertThat(d).isNotZero();
        assertThat(TranspositionTable.move(d)).isEqualTo(-123456789); // moves may use all 32 bits
        assertThat(TranspositionTable.hasMove(d)).isTrue();
        assertThat(TranspositionTable.bound(d)).isEqualTo(TranspositionTable.LOWER);
        assertThat(TranspositionTable.depth(d)).isEqualTo(17);
        assertThat(TranspositionTable.score(d)).isEqualTo(-999_950);
        // Another key on the same slot finds nothing.
        assertThat(table.probe(key ^ (1L << 40))).isZero();
    }

    @Test
    void aShallowerResultForAnotherPositionDoesNotEvictADeeperOneOfTheSameSearch() {
        TranspositionTable table = new TranspositionTable(4);
        long deep = 0x10;
        long other = 0x20; // the same slot (low bits 0)
        table.store(deep, 1, true, TranspositionTable.EXACT, 9, 5);
        table.store(other, 2, true, TranspositionTable.EXACT, 3, 6);
        assertThat(table.probe(deep)).isNotZero();
        assertThat(table.probe(other)).isZero();

        // In a later search the old entry gives way.
        table.newSearch();
        table.store(other, 2, true, TranspositionTable.EXACT, 3, 6);
        assertThat(table.probe(other)).isNotZero();
        assertThat(table.probe(deep)).isZero();
    }

    @Test
    void aResultWithoutAMoveKeepsTheMoveAlreadyKnown() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(7, 42, true, TranspositionTable.UPPER, 2, -10);
        table.store(7, 0, false, TranspositionTable.EXACT, 4, 3);
        long d = table.probe(7);
        assertThat(TranspositionTable.hasMove(d)).isTrue();
        assertThat(TranspositionTable.move(d)).isEqualTo(42);
        assertThat(TranspositionTable.score(d)).isEqualTo(3);
    }

    @Test
    void clearForgetsEverything() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(7, 42, true, TranspositionTable.EXACT, 2, 1);
        table.clear();
        assertThat(table.probe(7)).isZero();
    }
}
