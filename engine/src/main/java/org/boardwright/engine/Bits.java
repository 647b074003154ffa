package org.boardwright.engine;

/** Bit tricks the move generators share. */
public final class Bits {

    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    /** SELECT_IN_BYTE[byte * 8 + r]: the position of the r-th set bit of the byte. */
    private static final byte[] SELECT_IN_BYTE = new byte[256 * 8];

    static {
        for (int b = 0; b < 256; b++) {
            int r = 0;
            for (int i = 0; i < 8; i++) {
                if ((b >>> i & 1) != 0) {
                    SELECT_IN_BYTE[b * 8 + r++] = (byte) i;
                }
            }
        }
    }

    private Bits() {}

    /**
     * The position of the {@code r}-th set bit of {@code b}, counting from 0 at the lowest; {@code
     * r} must be below {@code Long.bitCount(b)}. Broadword selection (Vigna, "Broadword
     * implementation of rank/select queries"): the byte holding the bit is found from the running
     * bit counts of all bytes at once, without a branch a random {@code r} would mispredict.
     */
    public static int select(long b, int r) {
        long counts = b - (b >>> 1 & 0x5555555555555555L);
        counts = (counts & 0x3333333333333333L) + (counts >>> 2 & 0x3333333333333333L);
        counts = (counts + (counts >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        long running = counts * ONES; // byte i: the set bits of bytes 0 to i
        // High bit of byte i set where running_i <= r: the bytes wholly before the wanted bit.
        long before = ((r * ONES | HIGHS) - running) & HIGHS;
        int shift = Long.bitCount(before) << 3;
        int passed = (int) (running << 8 >>> shift) & 0xFF;
        return shift + SELECT_IN_BYTE[(int) (b >>> shift & 0xFF) << 3 | r - passed];
    }
}
