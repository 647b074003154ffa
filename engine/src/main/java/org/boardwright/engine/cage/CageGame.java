package org.boardwright.engine.cage;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameDescriptor.PieceKind;
import org.boardwright.engine.GameDescriptor.Shape;
import org.boardwright.engine.GameDescriptor.Side;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Square;

/** Mark Steere's Cage (docs/rules/cage.md): setup and position strings. */
public final class CageGame implements Game {

    public static final CageGame INSTANCE = new CageGame();

    static final GameDescriptor DESCRIPTOR =
            GameDescriptor.builder("cage", "Cage")
                    .designer(GameDescriptor.MARK_STEERE)
                    .summary(
                            "A full board of Red and Blue checkers that may never rest next to a friend: step in, jump, and push the enemy off the edge.")
                    .sides(new Side("Red", "red", 'r'), new Side("Blue", "blue", 'b'))
                    .pieces(
                            List.of(
                                    PieceKind.single("R", 0, Shape.CHECKER, "Red checker"),
                                    PieceKind.single("B", 1, Shape.CHECKER, "Blue checker")))
                    .board(new GameDescriptor.Board(Board.SIZE, Board.SIZE, false))
                    .features(GameDescriptor.Feature.FORCED_PASSES)
                    .build();

    static final char[] LETTERS = {'R', 'B'};

    /** Each side starts with 50 checkers. */
    static final int START_COUNT = 50;

    /** Zobrist keys: zobrist[side * 100 + square]; the side-to-move key is {@link #zobristBlue}. */
    final long[] zobrist = new long[2 * Board.SQUARES];

    final long zobristBlue;

    private CageGame() {
        SplittableRandom random = new SplittableRandom(0xCA6EL);
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        zobristBlue = random.nextLong();
    }

    @Override
    public GameDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public String spec() {
        return "cage";
    }

    /** Every square filled in a checkerboard pattern, Red on the dark squares (a1), Red to move. */
    @Override
    public CageState newInitialState() {
        long[] lo = new long[2];
        long[] hi = new long[2];
        for (int s = 0; s < Board.SQUARES; s++) {
            int x = s % Board.SIZE;
            int y = s / Board.SIZE;
            place(lo, hi, (x + y) % 2 == 0 ? 0 : 1, s);
        }
        return new CageState(this, lo, hi, 0);
    }

    private static void place(long[] lo, long[] hi, int side, int square) {
        if (square < Board.HALF_SQUARES) {
            lo[side] |= 1L << square;
        } else {
            hi[side] |= 1L << (square - Board.HALF_SQUARES);
        }
    }

    /**
     * Reads a position string. Besides malformed strings it rejects what no game reaches: more than
     * 50 checkers of a colour, and two friendly checkers orthogonally adjacent (the start has none
     * and R1 never lets a checker come to rest next to a friend).
     */
    @Override
    public CageState parsePosition(String position) {
        PositionText text = PositionText.parse(position, this);
        text.requireNoKeys(this);
        long[] lo = new long[2];
        long[] hi = new long[2];
        int[] sides = new int[Board.SQUARES];
        int[] counts = new int[2];
        for (int y = 0; y < Board.SIZE; y++) {
            for (int x = 0; x < Board.SIZE; x++) {
                String p = text.piece(x, y);
                int s = y * Board.SIZE + x;
                sides[s] = -1;
                if (p.isEmpty()) {
                    continue;
                }
                int side = p.equals("R") ? 0 : p.equals("B") ? 1 : -1;
                if (side < 0) {
                    throw new NotationException(
                            "unknown piece "
                                    + NotationException.quote(p)
                                    + " at "
                                    + Square.name(x, y)
                                    + " (expected R, B or .)");
                }
                sides[s] = side;
                counts[side]++;
                place(lo, hi, side, s);
            }
        }
        for (int side = 0; side < 2; side++) {
            if (counts[side] > START_COUNT) {
                throw new NotationException(
                        counts[side]
                                + " "
                                + sideName(side)
                                + " checkers; Cage starts with "
                                + START_COUNT);
            }
        }
        for (int s = 0; s < Board.SQUARES; s++) {
            for (int d = 0; d < 2; d++) { // north and east: each adjacent pair once
                int t = Board.NEIGHBOUR[4 * s + d];
                if (sides[s] >= 0 && t >= 0 && sides[t] == sides[s]) {
                    throw new NotationException(
                            sideName(sides[s])
                                    + " checkers on "
                                    + squareName(s)
                                    + " and "
                                    + squareName(t)
                                    + " are orthogonally adjacent, which no game of Cage reaches (rule R1)");
                }
            }
        }
        return new CageState(this, lo, hi, text.side());
    }

    private static String squareName(int s) {
        return Square.name(s % Board.SIZE, s / Board.SIZE);
    }

    @Override
    public String toString() {
        return "cage";
    }
}
