package org.boardwright.ai.checkers;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.boardwright.ai.EndgameTable;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.Draughts;
import org.boardwright.engine.checkers.DraughtsMoves;

/**
 * Builds and checks the checkers endgame databases ({@link CheckersEndgames}) by retrograde
 * analysis, class after class, each after the classes its captures and crownings reach. Within a
 * class, pass 0 marks the positions whose side to move cannot move (lost); pass {@code k} marks won
 * in {@code k} plies every open position with a move to a position lost in fewer plies (or into a
 * lower class, to a lost position there), and lost in {@code k} every position whose moves all
 * reach positions won in fewer plies (or won in a lower class). When a pass marks nothing, the open
 * positions are draws. A pass after the first looks only at the open positions with a move to one
 * marked by the pass before (found by taking moves back): no other can change. Classes that cannot
 * reach one another (as many pieces and as many men) are built side by side, one a thread. {@link
 * EndgameCheck} checks what was built.
 */
public final class EndgameBuilder {

    /** What a class came to. */
    public record ClassReport(
            String name,
            int pieces,
            long positions,
            long wins,
            long draws,
            long losses,
            int passes,
            long millis,
            long bytes) {}

    /** Told about each class as it is built or checked. */
    @FunctionalInterface
    public interface Progress {
        void classDone(ClassReport report);
    }

    private EndgameBuilder() {}

    /**
     * Builds every class of 2 to {@code maxPieces} pieces into {@code dir} (classes already there
     * with the right size are kept, not rebuilt).
     */
    public static List<ClassReport> build(Path dir, int maxPieces, Progress progress)
            throws IOException {
        return build(dir, maxPieces, 1, progress);
    }

    /** {@link #build(Path, int, Progress)} on {@code threads} threads. */
    public static List<ClassReport> build(Path dir, int maxPieces, int threads, Progress progress)
            throws IOException {
        if (maxPieces < 2 || maxPieces > CheckersEndgames.MAX_PIECES) {
            throw new IllegalArgumentException(
                    "pieces must be from 2 to " + CheckersEndgames.MAX_PIECES);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        return build(dir, EndgameClass.upTo(maxPieces), threads, progress);
    }

    /**
     * Builds only the classes {@code targets} need: themselves and every class their captures and
     * crownings reach (fewer pieces a side, no more men).
     */
    static List<ClassReport> buildFor(Path dir, List<EndgameClass> targets, Progress progress)
            throws IOException {
        int max = targets.stream().mapToInt(EndgameClass::pieces).max().orElse(2);
        List<EndgameClass> needed =
                EndgameClass.upTo(max).stream()
                        .filter(c -> targets.stream().anyMatch(t -> reaches(t, c)))
                        .toList();
        return build(dir, needed, 1, progress);
    }

    private static boolean reaches(EndgameClass from, EndgameClass to) {
        return to.redMen() <= from.redMen()
                && to.whiteMen() <= from.whiteMen()
                && to.redMen() + to.redKings() <= from.redMen() + from.redKings()
                && to.whiteMen() + to.whiteKings() <= from.whiteMen() + from.whiteKings();
    }

    /**
     * Builds the classes given, in their order (each after the classes its moves reach); a run of
     * classes with as many pieces and men, which reach none of one another, on {@code threads}
     * threads.
     */
    private static List<ClassReport> build(
            Path dir, List<EndgameClass> classes, int threads, Progress progress)
            throws IOException {
        CheckersEndgames existing = CheckersEndgames.load(dir);
        Map<EndgameClass, ByteBuffer> done = new LinkedHashMap<>();
        List<ClassReport> reports = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            int from = 0;
            while (from < classes.size()) {
                int to = from;
                while (to < classes.size() && independent(classes.get(from), classes.get(to))) {
                    to++;
                }
                CheckersEndgames lower = CheckersEndgames.of(new LinkedHashMap<>(done));
                List<Future<ClassReport>> group = new ArrayList<>();
                for (EndgameClass c : classes.subList(from, to)) {
                    ByteBuffer held = existing.table(c);
                    if (held != null) {
                        done.put(c, held);
                    } else {
                        group.add(
                                pool.submit(
                                        () -> {
                                            ClassReport r = buildClass(dir, c, lower);
                                            synchronized (progress) {
                                                progress.classDone(r);
                                            }
                                            return r;
                                        }));
                    }
                }
                for (Future<ClassReport> f : group) {
                    reports.add(result(f));
                }
                for (EndgameClass c : classes.subList(from, to)) {
                    if (!done.containsKey(c)) {
                        done.put(c, CheckersEndgames.map(dir, c));
                    }
                }
                from = to;
            }
        } finally {
            pool.shutdownNow();
        }
        return reports;
    }

    /** Classes with as many pieces and as many men: neither a capture nor a crowning joins them. */
    private static boolean independent(EndgameClass a, EndgameClass b) {
        return a.pieces() == b.pieces() && a.men() == b.men();
    }

    static <T> T result(Future<T> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while building", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Solves one class and writes its file (the table is mapped back from it by the caller). */
    private static ClassReport buildClass(Path dir, EndgameClass c, CheckersEndgames lower)
            throws IOException {
        long start = System.nanoTime();
        int[] passes = new int[1];
        byte[] data = solve(c, lower, passes);
        CheckersEndgames.write(dir, c, data);
        return count(c, data, passes[0], (System.nanoTime() - start) / 1_000_000);
    }

    private static byte[] solve(EndgameClass c, CheckersEndgames lower, int[] passes) {
        long size = c.size();
        if (size > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException(c.fileName() + " is too large to build");
        }
        byte[] data = new byte[(int) size];
        int words = (int) ((size + 63) >>> 6);
        long[] open = new long[words];
        long[] pos = new long[4];
        long[] child = new long[3];
        int[] moves = new int[GameState.MAX_MOVES];
        long[] pieces = new long[2];
        for (int i = 0; i < size; i++) {
            if (!c.decode(i, pos)) {
                continue;
            }
            pieces[0] = pos[0];
            pieces[1] = pos[1];
            if (DraughtsMoves.hasOrdinaryMove(pieces, pos[2], (int) pos[3], 0)) {
                open[i >>> 6] |= 1L << i;
            } else {
                data[i] = CheckersEndgames.encodeByte(EndgameTable.loss(0));
            }
        }
        // The first pass looks at every open position; each later one only at the open ones with
        // a move to a position the pass before marked (no other position's moves changed).
        long[] look = open.clone();
        long[] next = new long[words];
        for (int k = 1; ; k++) {
            boolean changed = false;
            for (int w = 0; w < words; w++) {
                for (long bits = look[w] & open[w]; bits != 0; bits &= bits - 1) {
                    int i = (w << 6) + Long.numberOfTrailingZeros(bits);
                    c.decode(i, pos);
                    int side = (int) pos[3];
                    pieces[0] = pos[0];
                    pieces[1] = pos[1];
                    int n = DraughtsMoves.ordinaryMoves(pieces, pos[2], side, 0, moves, 0);
                    boolean win = false;
                    boolean allLost = true;
                    boolean staysInClass = false;
                    for (int m = 0; m < n && !win; m++) {
                        CheckersEndgames.play(pos[0], pos[1], pos[2], side, moves[m], child);
                        boolean in = inClass(c, child);
                        staysInClass |= in;
                        int v = childValue(c, data, lower, child, side ^ 1);
                        int d = in ? EndgameTable.plies(v) : 0;
                        if (EndgameTable.isLoss(v) && d <= k - 1) {
                            win = true;
                        } else if (!(EndgameTable.isWin(v) && d <= k - 1)) {
                            allLost = false;
                        }
                    }
                    if (win || allLost) {
                        data[i] =
                                CheckersEndgames.encodeByte(
                                        win ? EndgameTable.win(k) : EndgameTable.loss(k));
                        open[w] &= ~(1L << i);
                        changed = true;
                        markPredecessors(c, pos, open, next);
                    } else if (!staysInClass) {
                        open[w] &= ~(1L << i); // every move leaves the class: a draw for good
                    }
                }
            }
            if (!changed) {
                passes[0] = k;
                return data;
            }
            long[] t = look;
            look = next;
            next = t;
            Arrays.fill(next, 0);
        }
    }

    /**
     * Marks in {@code marks} the open positions of the class from which the side that just moved in
     * {@code pos} reached it by a step: the moved piece one step back (a man backwards, a king any
     * way) onto an empty square. Some may not be legal moves there (a capture was compulsory);
     * looking at them again costs a little time and changes nothing.
     */
    static void markPredecessors(EndgameClass c, long[] pos, long[] open, long[] marks) {
        long red = pos[0];
        long white = pos[1];
        long kings = pos[2];
        int mover = (int) pos[3] ^ 1;
        long occupied = red | white;
        for (long b = mover == 0 ? red : white; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            boolean king = (kings >>> to & 1) != 0;
            int directions = king ? Draughts.KING_DIRECTIONS : Draughts.MAN_DIRECTIONS[mover];
            for (int d = 0; d < 4; d++) {
                if ((directions >>> d & 1) == 0) {
                    continue;
                }
                int from = Draughts.STEP[to * 4 + (3 - d)]; // one step against direction d
                if (from < 0 || (occupied >>> from & 1) != 0) {
                    continue;
                }
                long step = 1L << from | 1L << to;
                long r = mover == 0 ? red ^ step : red;
                long w = mover == 1 ? white ^ step : white;
                long k = king ? kings ^ step : kings;
                int i = (int) c.index(r, w, k, mover);
                if ((open[i >>> 6] >>> i & 1) != 0) {
                    marks[i >>> 6] |= 1L << i;
                }
            }
        }
    }

    static boolean inClass(EndgameClass c, long[] p) {
        long red = p[0];
        long white = p[1];
        long kings = p[2];
        return Long.bitCount(red & kings) == c.redKings()
                && Long.bitCount(white & kings) == c.whiteKings()
                && Long.bitCount(red & ~kings) == c.redMen()
                && Long.bitCount(white & ~kings) == c.whiteMen();
    }

    /** A child's value for its side to move: from the class being built, or from a lower one. */
    private static int childValue(
            EndgameClass c, byte[] data, CheckersEndgames lower, long[] p, int side) {
        if (inClass(c, p)) {
            return CheckersEndgames.decodeByte(data[(int) c.index(p[0], p[1], p[2], side)]);
        }
        int v = lower.probe(p[0], p[1], p[2], side);
        if (v == EndgameTable.UNKNOWN) {
            throw new IllegalStateException("a move leaves " + c.fileName() + " for no class");
        }
        return v;
    }

    private static ClassReport count(EndgameClass c, byte[] data, int passes, long millis) {
        long[] pos = new long[4];
        long wins = 0;
        long draws = 0;
        long losses = 0;
        for (int i = 0; i < data.length; i++) {
            if (!c.decode(i, pos)) {
                continue;
            }
            int v = CheckersEndgames.decodeByte(data[i]);
            if (v > 0) {
                wins++;
            } else if (v < 0) {
                losses++;
            } else {
                draws++;
            }
        }
        return new ClassReport(
                name(c),
                c.pieces(),
                wins + draws + losses,
                wins,
                draws,
                losses,
                passes,
                millis,
                data.length);
    }

    /** e.g. "1 man 2 kings v 1 king" (red first). */
    static String name(EndgameClass c) {
        return side(c.redMen(), c.redKings()) + " v " + side(c.whiteMen(), c.whiteKings());
    }

    private static String side(int men, int kings) {
        String m = men == 0 ? "" : men + (men == 1 ? " man" : " men");
        String k = kings == 0 ? "" : kings + (kings == 1 ? " king" : " kings");
        return m.isEmpty() ? k : k.isEmpty() ? m : m + " " + k;
    }
}
