package org.boardwright.ai.checkers;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.boardwright.ai.EndgameTable;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.checkers.Draughts;

/**
 * Checkers endgame databases (English checkers: captures compulsory, men crowned on the far rank
 * ending the move): one file per {@link EndgameClass}, one byte per index: 0 a draw (or no
 * position), {@code 1 + d} a win and {@code 128 + d} a loss for the side to move, {@code d} the
 * plies to the class's conversion (capture, crowning or end of game) on best play, held at 126
 * (win) and 127 (loss) beyond. Results are the game's own, without the engine's draw policy (80
 * quiet plies, threefold repetition). Files are memory-mapped; a missing class is simply not known.
 * Built by {@link EndgameBuilder}.
 */
public final class CheckersEndgames implements EndgameTable {

    static final int MAX_PIECES = 8;

    private final Map<EndgameClass, ByteBuffer> tables;
    private final ByteBuffer[] bySlot = new ByteBuffer[slots()];
    private final EndgameClass[] classBySlot = new EndgameClass[slots()];
    private final int maxPieces;

    /** Holds nothing. */
    public static CheckersEndgames empty() {
        return new CheckersEndgames(Map.of());
    }

    CheckersEndgames(Map<EndgameClass, ByteBuffer> tables) {
        this.tables = tables;
        int max = 0;
        for (Map.Entry<EndgameClass, ByteBuffer> e : tables.entrySet()) {
            EndgameClass c = e.getKey();
            int slot = slot(c.redMen(), c.redKings(), c.whiteMen(), c.whiteKings());
            bySlot[slot] = e.getValue();
            classBySlot[slot] = c;
            max = Math.max(max, c.pieces());
        }
        this.maxPieces = max;
    }

    private static int slots() {
        return (MAX_PIECES + 1) * (MAX_PIECES + 1) * (MAX_PIECES + 1) * (MAX_PIECES + 1);
    }

    private static int slot(int rm, int rk, int wm, int wk) {
        return ((rm * (MAX_PIECES + 1) + rk) * (MAX_PIECES + 1) + wm) * (MAX_PIECES + 1) + wk;
    }

    /**
     * The databases in {@code dir} (every class file found there, each checked for its size); an
     * empty table when there are none.
     *
     * @throws IOException when a file cannot be read or has the wrong size
     */
    public static CheckersEndgames load(Path dir) throws IOException {
        Map<EndgameClass, ByteBuffer> tables = new HashMap<>();
        if (Files.isDirectory(dir)) {
            for (EndgameClass c : EndgameClass.upTo(MAX_PIECES)) {
                Path file = dir.resolve(c.fileName());
                if (!Files.isRegularFile(file)) {
                    continue;
                }
                tables.put(c, map(dir, c));
            }
        }
        return new CheckersEndgames(tables);
    }

    /** A class's file, memory-mapped read-only, checked for its size. */
    static ByteBuffer map(Path dir, EndgameClass c) throws IOException {
        Path file = dir.resolve(c.fileName());
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            if (channel.size() != c.size()) {
                throw new IOException(
                        file
                                + " has "
                                + channel.size()
                                + " bytes where its class has "
                                + c.size()
                                + " positions: rebuild it with egdb build");
            }
            return channel.map(FileChannel.MapMode.READ_ONLY, 0, c.size());
        }
    }

    /** The classes held, in build order. */
    List<EndgameClass> classes() {
        return EndgameClass.upTo(MAX_PIECES).stream().filter(tables::containsKey).toList();
    }

    @Override
    public int maxPieces() {
        return maxPieces;
    }

    @Override
    public int probe(GameState state) {
        CheckersState s = (CheckersState) state;
        return probe(s.pieces(0), s.pieces(1), s.kings(), s.sideToMove());
    }

    /**
     * The loser's pieces count twice the winner's, each piece nine times a man: a capture of either
     * side's piece lowers the stage even when the piece taken is a man (at most eight men), a
     * crowning by one, and the winner's progress (taking the loser's pieces) lowers it most.
     */
    @Override
    public int stage(GameState state, int value) {
        CheckersState s = (CheckersState) state;
        int winner = value > 0 ? s.sideToMove() : s.sideToMove() ^ 1;
        long men = (s.pieces(0) | s.pieces(1)) & ~s.kings();
        return 18 * Long.bitCount(s.pieces(winner ^ 1))
                + 9 * Long.bitCount(s.pieces(winner))
                + Long.bitCount(men);
    }

    /** The value of a position for {@code side} to move, {@link #UNKNOWN} if not held. */
    public int probe(long red, long white, long kings, int side) {
        if ((side == 0 ? red : white) == 0) {
            return EndgameTable.loss(0);
        }
        int total = Long.bitCount(red) + Long.bitCount(white);
        if (total > maxPieces) {
            return UNKNOWN;
        }
        if ((side == 0 ? white : red) == 0) {
            return UNKNOWN; // the side to move has already won: not a position a game reaches
        }
        int rk = Long.bitCount(red & kings);
        int wk = Long.bitCount(white & kings);
        int slot = slot(Long.bitCount(red) - rk, rk, Long.bitCount(white) - wk, wk);
        ByteBuffer table = bySlot[slot];
        if (table == null) {
            return UNKNOWN;
        }
        long index = classBySlot[slot].index(red, white, kings, side);
        return decodeByte(table.get((int) index));
    }

    /** A stored byte's value. */
    static int decodeByte(byte b) {
        int v = b & 0xFF;
        if (v == 0) {
            return DRAW;
        }
        return v < 128 ? EndgameTable.win(v - 1) : EndgameTable.loss(v - 128);
    }

    /** The byte of a value (distances held at 126 and 127). */
    static byte encodeByte(int value) {
        if (value == DRAW) {
            return 0;
        }
        int d = EndgameTable.plies(value);
        return value > 0 ? (byte) (1 + Math.min(d, 125)) : (byte) (128 + Math.min(d, 127));
    }

    /** Whether a stored distance is held at its cap (and so only a lower bound). */
    static boolean capped(int value) {
        return value > 0 ? EndgameTable.plies(value) >= 125 : EndgameTable.plies(value) >= 127;
    }

    /**
     * The position after {@code move} by {@code side} into {@code out} (red, white, kings), as
     * {@link CheckersState#play} makes it.
     */
    static void play(long red, long white, long kings, int side, int move, long[] out) {
        int from = Draughts.fromSquare(move);
        int to = Draughts.destination(move);
        long jumped = Draughts.jumpedSquares(move);
        long[] p = {red, white};
        boolean king = (kings >>> from & 1) != 0;
        boolean crowned = !king && (Draughts.CROWNING_RANK[side] >>> to & 1) != 0;
        p[side] ^= 1L << from ^ 1L << to;
        if (king) {
            kings ^= 1L << from ^ 1L << to;
        } else if (crowned) {
            kings |= 1L << to;
        }
        p[side ^ 1] &= ~jumped;
        kings &= ~jumped;
        out[0] = p[0];
        out[1] = p[1];
        out[2] = kings;
    }

    /** Writes a built class (creating the directory), replacing the file in one step. */
    static void write(Path dir, EndgameClass c, byte[] data) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(c.fileName());
        Path temp = dir.resolve(c.fileName() + ".tmp");
        Files.write(temp, data);
        Files.move(
                temp,
                file,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The buffer of a held class (for the builder and the check), or null. */
    ByteBuffer table(EndgameClass c) {
        return tables.get(c);
    }

    static CheckersEndgames of(Map<EndgameClass, ByteBuffer> tables) {
        return new CheckersEndgames(tables);
    }
}
