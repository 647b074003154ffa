package org.boardwright.engine.cage;

/**
 * Counts an evaluation of Cage weighs (docs/rules/cage.md), per side, whoever is to move: set
 * operations on the position's two 100-bit sets, allocating nothing.
 *
 * <ul>
 *   <li>{@link #attached}: checkers with an enemy orthogonally next to them (they may jump and be
 *       jumped, and may only step centring while staying attached);
 *   <li>{@link #hanging}: checkers the enemy could capture with a jump that does not leave the
 *       board (its first jump: an enemy next to the checker, the square beyond it empty and with no
 *       friend of the jumper next to it);
 *   <li>{@link #exposedAtEdge}: edge checkers the enemy could take with an edge capture (an enemy
 *       on the inner side), a trade of one checker for one;
 *   <li>{@link #steps}: the legal steps the side would have if it were to move;
 *   <li>{@link #onRing}: checkers on a ring of the board (0 the edge, 4 the four centre squares).
 * </ul>
 */
public final class CageFeatures {

    /** Rings: the distance of a square from the nearest edge, 0 to 4. */
    public static final int RINGS = 5;

    private static final long[] RING_LO = new long[RINGS];
    private static final long[] RING_HI = new long[RINGS];

    static {
        for (int s = 0; s < Board.SQUARES; s++) {
            int x = s % Board.SIZE;
            int y = s / Board.SIZE;
            int ring = Math.min(Math.min(x, Board.SIZE - 1 - x), Math.min(y, Board.SIZE - 1 - y));
            if (s < Board.HALF_SQUARES) {
                RING_LO[ring] |= 1L << s;
            } else {
                RING_HI[ring] |= 1L << (s - Board.HALF_SQUARES);
            }
        }
    }

    private CageFeatures() {}

    /** The side's checkers with an enemy checker orthogonally next to them. */
    public static int attached(CageState s, int side) {
        int opp = side ^ 1;
        long eLo = s.checkersLo(opp);
        long eHi = s.checkersHi(opp);
        return Long.bitCount(s.checkersLo(side) & Board.adjacentLo(eLo, eHi))
                + Long.bitCount(s.checkersHi(side) & Board.adjacentHi(eLo, eHi));
    }

    /**
     * The side's checkers that the enemy, were it to move, could capture with a first jump that
     * stays on the board.
     */
    public static int hanging(CageState s, int side) {
        int opp = side ^ 1;
        long oLo = s.checkersLo(side);
        long oHi = s.checkersHi(side);
        long eLo = s.checkersLo(opp);
        long eHi = s.checkersHi(opp);
        // Where an enemy jumper may land: empty, and no enemy next to it (R1; the jumper's own
        // origin is two squares away).
        long landLo = Board.HALF & ~(oLo | eLo) & ~Board.adjacentLo(eLo, eHi);
        long landHi = Board.HALF & ~(oHi | eHi) & ~Board.adjacentHi(eLo, eHi);
        long targetsLo = 0;
        long targetsHi = 0;
        for (int d = 0; d < 4; d++) {
            int back = (d + 2) & 3;
            // A checker of the side with an enemy on its back side and a landing square beyond.
            targetsLo |= Board.shiftLo(d, eLo, eHi) & Board.shiftLo(back, landLo, landHi);
            targetsHi |= Board.shiftHi(d, eLo, eHi) & Board.shiftHi(back, landLo, landHi);
        }
        return Long.bitCount(targetsLo & oLo) + Long.bitCount(targetsHi & oHi);
    }

    /** The side's edge checkers that an enemy checker next to them on the inner side could take. */
    public static int exposedAtEdge(CageState s, int side) {
        int opp = side ^ 1;
        long eLo = s.checkersLo(opp);
        long eHi = s.checkersHi(opp);
        long targetsLo = 0;
        long targetsHi = 0;
        for (int d = 0; d < 4; d++) {
            long jLo = eLo & Board.EDGE_JUMP_LO[d];
            long jHi = eHi & Board.EDGE_JUMP_HI[d];
            targetsLo |= Board.shiftLo(d, jLo, jHi);
            targetsHi |= Board.shiftHi(d, jLo, jHi);
        }
        return Long.bitCount(targetsLo & s.checkersLo(side))
                + Long.bitCount(targetsHi & s.checkersHi(side));
    }

    /**
     * The steps the side could make were it to move (the rules of the move generator: R1, R2,
     * centring or adjoining).
     */
    public static int steps(CageState s, int side) {
        int opp = side ^ 1;
        return CageMoves.steps(
                s.checkersLo(side),
                s.checkersHi(side),
                s.checkersLo(opp),
                s.checkersHi(opp),
                null,
                null);
    }

    /** The side's checkers on a ring (0 the edge squares, 4 the four centre squares). */
    public static int onRing(CageState s, int side, int ring) {
        return Long.bitCount(s.checkersLo(side) & RING_LO[ring])
                + Long.bitCount(s.checkersHi(side) & RING_HI[ring]);
    }
}
