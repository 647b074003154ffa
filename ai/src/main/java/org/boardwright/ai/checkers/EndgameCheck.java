package org.boardwright.ai.checkers;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.boardwright.ai.EndgameTable;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.DraughtsMoves;
import org.boardwright.engine.checkers.DraughtsPosition;

/**
 * Checks the checkers endgame databases ({@link CheckersEndgames}): goes over every position again
 * and demands of each stored value what {@link EndgameBuilder} demanded when it marked it, against
 * its moves. That is what makes a database right whatever built it.
 */
public final class EndgameCheck {

    private EndgameCheck() {}

    /** A value that breaks the consistency rules, for the check's report. */
    public record Fault(String className, long index, String position, String problem) {}

    /**
     * Checks every position of every class in {@code dir} against its moves: a won position has a
     * move to a lost one (in one ply less, within the class), a lost position's moves all reach won
     * ones (the slowest one ply less), a draw has no winning move and a drawing one, a position
     * without moves is lost. Reports each class checked; returns the faults (at most {@code
     * maxFaults}).
     */
    public static List<Fault> check(Path dir, int maxFaults, EndgameBuilder.Progress progress)
            throws IOException {
        return check(dir, maxFaults, 1, progress);
    }

    /**
     * {@link #check(Path, int, EndgameBuilder.Progress)} with a class a thread on {@code threads}
     * threads.
     */
    public static List<Fault> check(
            Path dir, int maxFaults, int threads, EndgameBuilder.Progress progress)
            throws IOException {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        CheckersEndgames all = CheckersEndgames.load(dir);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<Fault>>> checks = new ArrayList<>();
            for (EndgameClass c : all.classes()) {
                checks.add(
                        pool.submit(
                                () -> {
                                    long start = System.nanoTime();
                                    List<Fault> found = checkClass(all, c, maxFaults);
                                    EndgameBuilder.ClassReport r =
                                            new EndgameBuilder.ClassReport(
                                                    EndgameBuilder.name(c),
                                                    c.pieces(),
                                                    0,
                                                    0,
                                                    0,
                                                    0,
                                                    0,
                                                    (System.nanoTime() - start) / 1_000_000,
                                                    c.size());
                                    synchronized (progress) {
                                        progress.classDone(r);
                                    }
                                    return found;
                                }));
            }
            List<Fault> faults = new ArrayList<>();
            for (Future<List<Fault>> f : checks) {
                for (Fault fault : EndgameBuilder.result(f)) {
                    if (faults.size() < maxFaults) {
                        faults.add(fault);
                    }
                }
            }
            return faults;
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<Fault> checkClass(CheckersEndgames all, EndgameClass c, int maxFaults) {
        List<Fault> faults = new ArrayList<>();
        long[] pos = new long[4];
        long[] child = new long[3];
        int[] moves = new int[GameState.MAX_MOVES];
        long[] pieces = new long[2];
        ByteBuffer table = all.table(c);
        for (long i = 0; i < c.size(); i++) {
            int v = CheckersEndgames.decodeByte(table.get((int) i));
            if (!c.decode(i, pos)) {
                if (v != EndgameTable.DRAW && faults.size() < maxFaults) {
                    faults.add(new Fault(c.fileName(), i, "", "a value where no position is"));
                }
                continue;
            }
            int side = (int) pos[3];
            pieces[0] = pos[0];
            pieces[1] = pos[1];
            int n = DraughtsMoves.ordinaryMoves(pieces, pos[2], side, 0, moves, 0);
            int bestWin = Integer.MAX_VALUE;
            int slowestLoss = 0;
            boolean anyDraw = false;
            boolean allWon = true;
            for (int m = 0; m < n; m++) {
                CheckersEndgames.play(pos[0], pos[1], pos[2], side, moves[m], child);
                int cv = all.probe(child[0], child[1], child[2], side ^ 1);
                int d = EndgameBuilder.inClass(c, child) ? EndgameTable.plies(cv) + 1 : 1;
                if (EndgameTable.isLoss(cv)) {
                    bestWin = Math.min(bestWin, d);
                    allWon = false;
                } else if (EndgameTable.isWin(cv)) {
                    slowestLoss = Math.max(slowestLoss, d);
                } else {
                    anyDraw |= cv == EndgameTable.DRAW;
                    allWon = false;
                }
            }
            String problem = problem(v, n, bestWin, slowestLoss, allWon, anyDraw);
            if (problem != null && faults.size() < maxFaults) {
                faults.add(new Fault(c.fileName(), i, text(pos), problem));
            }
        }
        return faults;
    }

    private static String problem(
            int v, int n, int bestWin, int slowestLoss, boolean allWon, boolean anyDraw) {
        boolean capped = v != EndgameTable.DRAW && CheckersEndgames.capped(v);
        if (n == 0) {
            return v == EndgameTable.loss(0) ? null : "no move, yet not lost at once";
        }
        if (EndgameTable.isWin(v)) {
            int d = EndgameTable.plies(v);
            if (bestWin == Integer.MAX_VALUE) {
                return "won, but no move reaches a lost position";
            }
            return bestWin == d || capped && bestWin >= d
                    ? null
                    : "won in " + d + " plies, but the quickest win takes " + bestWin;
        }
        if (EndgameTable.isLoss(v)) {
            int d = EndgameTable.plies(v);
            if (!allWon) {
                return "lost, but a move reaches a position not won for the opponent";
            }
            return slowestLoss == d || capped && slowestLoss >= d
                    ? null
                    : "lost in " + d + " plies, but the slowest loss takes " + slowestLoss;
        }
        if (bestWin != Integer.MAX_VALUE) {
            return "drawn, but a move wins";
        }
        return anyDraw ? null : "drawn, but no move keeps the draw";
    }

    /** The position as checkers position text (ranks 8 to 1, side to move). */
    static String text(long[] pos) {
        long[] pieces = {pos[0], pos[1]};
        StringBuilder sb = new StringBuilder();
        for (int y = 7; y >= 0; y--) {
            for (int x = 0; x < 8; x++) {
                String p = DraughtsPosition.pieceLetter(pieces, pos[2], x, y);
                sb.append(p.isEmpty() ? "." : p);
            }
            sb.append(y > 0 ? "/" : " ");
        }
        return sb.append(pos[3] == 0 ? 'r' : 'w').toString();
    }
}
