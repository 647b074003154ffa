package org.boardwright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BitsTest {

    /** The r-th set bit found one bit at a time. */
    private static int slowSelect(long b, int r) {
        for (int i = 0; i < r; i++) {
            b &= b - 1;
        }
        return Long.numberOfTrailingZeros(b);
    }

    @Test
    void selectFindsEveryBitOfRandomAndEdgeWords() {
        SplittableRandom rng = new SplittableRandom(5);
        long[] edges = {1L, 1L << 63, -1L, 0x8000000000000001L, 0xAA55AA55AA55AA55L, 0xFF00L};
        for (int i = 0; i < 20_000; i++) {
            long b = i < edges.length ? edges[i] : rng.nextLong() & rng.nextLong();
            for (int r = 0; r < Long.bitCount(b); r++) {
                assertThat(Bits.select(b, r)).as("bit %d of %x", r, b).isEqualTo(slowSelect(b, r));
            }
        }
    }

    @Test
    void selectOfEveryBitOfEveryByteAtEveryPlace() {
        for (int place = 0; place < 64; place += 8) {
            for (long v = 1; v < 256; v++) {
                long b = v << place | 1L << ((place + 13) & 63);
                for (int r = 0; r < Long.bitCount(b); r++) {
                    assertThat(Bits.select(b, r)).isEqualTo(slowSelect(b, r));
                }
            }
        }
    }
}
