package org.boardwright.engine.cage;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately plain Cage move generator written straight from docs/rules/cage.md, sharing no
 * code with the engine: a 10x10 array of squares, every rule checked square by square, jump
 * sequences found by trying every continuation on a copy of the board. Slow and obvious.
 */
final class CageReferenceGenerator {

    static final int N = 10;
    static final int EMPTY = 0;
    static final int RED = 1;
    static final int BLUE = 2;
    private static final int[][] ORTHOGONAL = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    private static final int[][] ALL_EIGHT = {
        {0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}
    };

    /**
     * A move: the squares it visits (origin, landings, and for an edge capture the captured edge
     * square), what it captures.
     */
    record Move(
            List<int[]> squares,
            List<int[]> captured,
            boolean jump,
            boolean edgeCapture,
            boolean pass) {

        String notation() {
            if (pass) {
                return "pass";
            }
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < squares.size(); i++) {
                if (i > 0) {
                    sb.append(jump ? 'x' : '-');
                }
                sb.append(name(squares.get(i)));
            }
            return sb.toString();
        }
    }

    /** A board and the side to move (RED or BLUE). */
    static final class Position {
        final int[][] board; // board[x][y]
        int toMove;

        Position(int[][] board, int toMove) {
            this.board = board;
            this.toMove = toMove;
        }

        /** Reads a position string written ranks from the top, '/' between ranks, then r or b. */
        static Position parse(String text) {
            String[] fields = text.split(" ");
            String[] ranks = fields[0].split("/");
            int[][] board = new int[N][N];
            for (int r = 0; r < N; r++) {
                int y = N - 1 - r;
                for (int x = 0; x < N; x++) {
                    char c = ranks[r].charAt(x);
                    board[x][y] = c == 'R' ? RED : c == 'B' ? BLUE : EMPTY;
                }
            }
            return new Position(board, fields[1].equals("r") ? RED : BLUE);
        }

        String text() {
            StringBuilder sb = new StringBuilder();
            for (int y = N - 1; y >= 0; y--) {
                for (int x = 0; x < N; x++) {
                    sb.append(board[x][y] == RED ? 'R' : board[x][y] == BLUE ? 'B' : '.');
                }
                if (y > 0) {
                    sb.append('/');
                }
            }
            return sb.append(toMove == RED ? " r" : " b").toString();
        }

        int count(int colour) {
            int n = 0;
            for (int[] column : board) {
                for (int v : column) {
                    n += v == colour ? 1 : 0;
                }
            }
            return n;
        }

        Position copy() {
            int[][] b = new int[N][];
            for (int x = 0; x < N; x++) {
                b[x] = board[x].clone();
            }
            return new Position(b, toMove);
        }

        /** The position after a move listed by {@link #moves}. */
        Position after(Move move) {
            Position next = copy();
            next.toMove = 3 - toMove;
            if (move.pass()) {
                return next;
            }
            int[] from = move.squares().get(0);
            next.board[from[0]][from[1]] = EMPTY;
            for (int[] c : move.captured()) {
                next.board[c[0]][c[1]] = EMPTY;
            }
            if (!move.edgeCapture()) {
                int[] to = move.squares().get(move.squares().size() - 1);
                next.board[to[0]][to[1]] = toMove;
            }
            return next;
        }
    }

    private CageReferenceGenerator() {}

    static String name(int[] square) {
        return (char) ('a' + square[0]) + Integer.toString(square[1] + 1);
    }

    static boolean onBoard(int x, int y) {
        return x >= 0 && x < N && y >= 0 && y < N;
    }

    /** Whether a checker of this colour on (x, y) would have an enemy orthogonally next to it. */
    static boolean attached(int[][] board, int colour, int x, int y) {
        for (int[] d : ORTHOGONAL) {
            int nx = x + d[0];
            int ny = y + d[1];
            if (onBoard(nx, ny) && board[nx][ny] == 3 - colour) {
                return true;
            }
        }
        return false;
    }

    /** R1: no friendly checker orthogonally next to (x, y). */
    static boolean noFriendNextTo(int[][] board, int colour, int x, int y) {
        for (int[] d : ORTHOGONAL) {
            int nx = x + d[0];
            int ny = y + d[1];
            if (onBoard(nx, ny) && board[nx][ny] == colour) {
                return false;
            }
        }
        return true;
    }

    /** Four times the squared distance to the centre point between e5, f5, e6 and f6. */
    static int centreDistance(int x, int y) {
        return (2 * x - 9) * (2 * x - 9) + (2 * y - 9) * (2 * y - 9);
    }

    /**
     * The legal moves: steps and jump sequences, or only {@code pass} when there is none; no moves
     * at all when a side has no checkers (the game is over).
     */
    static List<Move> moves(Position p) {
        List<Move> moves = new ArrayList<>();
        if (p.count(RED) == 0 || p.count(BLUE) == 0) {
            return moves;
        }
        int me = p.toMove;
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                if (p.board[x][y] != me) {
                    continue;
                }
                // The mover's origin counts as empty while its destination is judged.
                int[][] board = p.copy().board;
                board[x][y] = EMPTY;
                boolean attachedOnOrigin = attached(board, me, x, y);
                for (int[] d : ALL_EIGHT) {
                    int tx = x + d[0];
                    int ty = y + d[1];
                    if (!onBoard(tx, ty)
                            || board[tx][ty] != EMPTY
                            || !noFriendNextTo(board, me, tx, ty)) {
                        continue;
                    }
                    boolean attachedOnDestination = attached(board, me, tx, ty);
                    if (attachedOnOrigin && !attachedOnDestination) {
                        continue; // R2
                    }
                    boolean centering = centreDistance(tx, ty) < centreDistance(x, y);
                    boolean adjoining = !attachedOnOrigin && attachedOnDestination;
                    if (centering || adjoining) {
                        moves.add(
                                new Move(
                                        List.of(new int[] {x, y}, new int[] {tx, ty}),
                                        List.of(),
                                        false,
                                        false,
                                        false));
                    }
                }
                List<int[]> path = new ArrayList<>();
                path.add(new int[] {x, y});
                jumps(board, me, x, y, path, new ArrayList<>(), moves);
            }
        }
        if (moves.isEmpty()) {
            moves.add(new Move(List.of(), List.of(), false, false, true));
        }
        return moves;
    }

    /**
     * Every way to go on jumping from (x, y); a path that cannot go on is a move (if it jumped at
     * all).
     */
    private static void jumps(
            int[][] board,
            int me,
            int x,
            int y,
            List<int[]> path,
            List<int[]> captured,
            List<Move> out) {
        boolean went = false;
        for (int[] d : ORTHOGONAL) {
            int ex = x + d[0];
            int ey = y + d[1];
            if (!onBoard(ex, ey) || board[ex][ey] != 3 - me) {
                continue;
            }
            int lx = ex + d[0];
            int ly = ey + d[1];
            if (!onBoard(lx, ly)) {
                went = true; // edge capture: both checkers leave, the turn ends
                List<int[]> squares = new ArrayList<>(path);
                squares.add(new int[] {ex, ey});
                List<int[]> taken = new ArrayList<>(captured);
                taken.add(new int[] {ex, ey});
                out.add(new Move(squares, taken, true, true, false));
                continue;
            }
            if (board[lx][ly] != EMPTY || !noFriendNextTo(board, me, lx, ly)) {
                continue;
            }
            went = true;
            board[ex][ey] = EMPTY; // removed: it cannot be jumped twice
            path.add(new int[] {lx, ly});
            captured.add(new int[] {ex, ey});
            jumps(board, me, lx, ly, path, captured, out);
            path.remove(path.size() - 1);
            captured.remove(captured.size() - 1);
            board[ex][ey] = 3 - me;
        }
        if (!went && path.size() > 1) {
            out.add(new Move(new ArrayList<>(path), new ArrayList<>(captured), true, false, false));
        }
    }

    /** The legal moves in notation, sorted. */
    static List<String> notations(Position p) {
        List<String> list = new ArrayList<>();
        for (Move m : moves(p)) {
            list.add(m.notation());
        }
        list.sort(null);
        return list;
    }

    /** perft by the position alone (no history-based endings). */
    static long perft(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = moves(p);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (Move m : moves) {
            total += perft(p.after(m), depth - 1);
        }
        return total;
    }
}
