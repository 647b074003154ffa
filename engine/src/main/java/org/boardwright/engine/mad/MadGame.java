package org.boardwright.engine.mad;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameDescriptor.Board;
import org.boardwright.engine.GameDescriptor.PieceKind;
import org.boardwright.engine.GameDescriptor.Shape;
import org.boardwright.engine.GameDescriptor.Side;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Square;

/**
 * Mark Steere's Mad Rooks (8x8, rook rays) and Mad Bishops (10x10 dark squares, bishop rays): one
 * rule set over two ray sets (docs/rules/madrooks.md, madbishops.md).
 */
public final class MadGame implements Game {

    public static final MadGame ROOKS =
            new MadGame(
                    descriptor(
                            "madrooks",
                            "Mad Rooks",
                            "A full 8x8 board of checkers that see along ranks and files: kill what you see, or move to where you see an enemy.",
                            new Board(8, 8, false)),
                    new Geometry(8, 8, false, new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}),
                    32);

    public static final MadGame BISHOPS =
            new MadGame(
                    descriptor(
                            "madbishops",
                            "Mad Bishops",
                            "The dark squares of a 10x10 board full of checkers that see along diagonals: kill what you see, or move to where you see an enemy.",
                            new Board(10, 10, true)),
                    new Geometry(10, 10, true, new int[][] {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}),
                    25);

    static final char[] LETTERS = {'R', 'B'};

    private final GameDescriptor descriptor;
    final Geometry geometry;
    private final int startCount;

    /**
     * Zobrist keys: zobrist[side * 64 + cell] (cells, not bits: a position's hash does not depend
     * on the bit layout); the side-to-move key is {@link #zobristBlue}.
     */
    final long[] zobrist = new long[128];

    final long zobristBlue;

    private MadGame(GameDescriptor descriptor, Geometry geometry, int startCount) {
        this.descriptor = descriptor;
        this.geometry = geometry;
        this.startCount = startCount;
        SplittableRandom random = new SplittableRandom(descriptor.id().hashCode());
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        zobristBlue = random.nextLong();
    }

    private static GameDescriptor descriptor(String id, String name, String summary, Board board) {
        return GameDescriptor.builder(id, name)
                .designer(GameDescriptor.MARK_STEERE)
                .summary(summary)
                .sides(new Side("Red", "red", 'r'), new Side("Blue", "blue", 'b'))
                .pieces(
                        List.of(
                                PieceKind.single("R", 0, Shape.CHECKER, "Red checker"),
                                PieceKind.single("B", 1, Shape.CHECKER, "Blue checker")))
                .board(board)
                .build();
    }

    @Override
    public GameDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public String spec() {
        return descriptor.id();
    }

    @Override
    public boolean isPlayable(int x, int y) {
        return geometry.cell(x, y) >= 0;
    }

    @Override
    public MadState newInitialState() {
        long red = 0;
        long blue = 0;
        for (int c = 0; c < geometry.cells; c++) {
            int x = geometry.cellX[c];
            int y = geometry.cellY[c];
            // Mad Rooks: Red on the dark squares. Mad Bishops (dark squares only): Red on even
            // ranks 2, 4, ...
            boolean isRed = this == ROOKS ? (x + y) % 2 == 0 : y % 2 == 1;
            if (isRed) {
                red |= 1L << geometry.bitOfCell[c];
            } else {
                blue |= 1L << geometry.bitOfCell[c];
            }
        }
        return new MadState(this, red, blue, 0);
    }

    @Override
    public GameState parsePosition(String position) {
        PositionText text = PositionText.parse(position, this);
        text.requireNoKeys(this);
        long[] pieces = new long[2];
        for (int y = 0; y < height(); y++) {
            for (int x = 0; x < width(); x++) {
                String p = text.piece(x, y);
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
                int c = geometry.cell(x, y);
                if (c < 0) {
                    throw new NotationException(
                            "piece on "
                                    + Square.name(x, y)
                                    + ", a light square, which "
                                    + name()
                                    + " never uses");
                }
                pieces[side] |= 1L << geometry.bitOfCell[c];
            }
        }
        for (int side = 0; side < 2; side++) {
            int count = Long.bitCount(pieces[side]);
            if (count > startCount) {
                throw new NotationException(
                        count
                                + " "
                                + sideName(side)
                                + " checkers; "
                                + name()
                                + " starts with "
                                + startCount);
            }
        }
        if ((pieces[0] | pieces[1]) == 0) {
            throw new NotationException("no checkers on the board");
        }
        return new MadState(this, pieces[0], pieces[1], text.side());
    }

    @Override
    public String toString() {
        return descriptor.id();
    }
}
