package org.boardwright.engine.checkers;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple move generator written straight from docs/rules/checkers.md (and the
 * Twist's boosts and bonus turn of docs/rules/twist.md) on a plain 8x8 array of letters, sharing no
 * code with the engine. It gives the legal board moves in notation, sorted.
 */
public final class CheckersReference {

    private static final int[][] DIRECTIONS = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    /** board[y][x]: 'r', 'R', 'w', 'W' or '.'. */
    private final char[][] board = new char[8][8];

    private final int side;

    private CheckersReference(String position) {
        String[] fields = position.split(" ");
        String[] ranks = fields[0].split("/");
        for (int r = 0; r < 8; r++) {
            for (int x = 0; x < 8; x++) {
                board[7 - r][x] = ranks[r].charAt(x);
            }
        }
        side = fields[1].equals("r") ? 0 : 1;
    }

    /**
     * The legal moves of a checkers position string (keys other than the board and side are
     * ignored).
     */
    public static List<String> moves(String position) {
        CheckersReference ref = new CheckersReference(position);
        return sorted(ref.ordinary(-1, -1));
    }

    /**
     * The legal board moves in a Twist turn: {@code boost} is "speed", "initiative" or null for the
     * king on (bx, by) with value v; (fx, fy) is the bonus turn's forbidden piece, or -1.
     */
    public static List<String> twistMoves(
            String position, String boost, int bx, int by, int v, int fx, int fy) {
        CheckersReference ref = new CheckersReference(position);
        if (boost == null) {
            return sorted(ref.ordinary(fx, fy));
        }
        List<String> all = new ArrayList<>();
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 8; x++) {
                if (ref.isOwn(x, y) && !(x == bx && y == by)) {
                    all.addAll(ref.pieceMoves(x, y));
                }
            }
        }
        all.addAll(boost.equals("speed") ? ref.speed(bx, by, v) : ref.initiative(bx, by, v));
        if (all.isEmpty()) {
            return sorted(ref.ordinary(-1, -1)); // the boost lapses
        }
        List<String> captures = new ArrayList<>();
        for (String m : all) {
            if (m.contains("x")) {
                captures.add(m);
            }
        }
        return sorted(captures.isEmpty() ? all : captures);
    }

    private static List<String> sorted(List<String> list) {
        List<String> copy = new ArrayList<>(list);
        copy.sort(null);
        return copy;
    }

    private boolean on(int x, int y) {
        return x >= 0 && y >= 0 && x < 8 && y < 8;
    }

    private boolean isOwn(int x, int y) {
        char c = board[y][x];
        return side == 0 ? c == 'r' || c == 'R' : c == 'w' || c == 'W';
    }

    private boolean isEnemy(int x, int y) {
        char c = board[y][x];
        return side == 0 ? c == 'w' || c == 'W' : c == 'r' || c == 'R';
    }

    private boolean isKing(int x, int y) {
        return Character.isUpperCase(board[y][x]);
    }

    private static String name(int x, int y) {
        return "" + (char) ('a' + x) + (y + 1);
    }

    /**
     * Whether a piece may move in direction d: kings always, men only forward (Red up, White down).
     */
    private boolean allowed(boolean king, int d) {
        return king || (side == 0 ? DIRECTIONS[d][1] > 0 : DIRECTIONS[d][1] < 0);
    }

    /** Every legal move with the capture rule: jumps if any piece can jump, steps otherwise. */
    private List<String> ordinary(int fx, int fy) {
        List<String> all = new ArrayList<>();
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 8; x++) {
                if (isOwn(x, y) && !(x == fx && y == fy)) {
                    all.addAll(pieceMoves(x, y));
                }
            }
        }
        List<String> captures = new ArrayList<>();
        for (String m : all) {
            if (m.contains("x")) {
                captures.add(m);
            }
        }
        return captures.isEmpty() ? all : captures;
    }

    /**
     * A piece's jump sequences if it has any, else its steps (the capture rule is applied by the
     * caller).
     */
    private List<String> pieceMoves(int x, int y) {
        boolean king = isKing(x, y);
        List<String> result = new ArrayList<>();
        char piece = board[y][x];
        board[y][x] = '.'; // the mover leaves its square
        jumps(x, y, king, name(x, y), new boolean[8][8], result);
        board[y][x] = piece;
        if (!result.isEmpty()) {
            return result;
        }
        for (int d = 0; d < 4; d++) {
            int nx = x + DIRECTIONS[d][0];
            int ny = y + DIRECTIONS[d][1];
            if (allowed(king, d) && on(nx, ny) && board[ny][nx] == '.') {
                result.add(name(x, y) + "-" + name(nx, ny));
            }
        }
        return result;
    }

    /**
     * Adds every complete jump sequence continuing from (x, y), the notation so far in {@code
     * path}; {@code jumped} marks pieces already jumped (they stay on the board until the move
     * ends).
     */
    private void jumps(
            int x, int y, boolean king, String path, boolean[][] jumped, List<String> out) {
        boolean any = false;
        for (int d = 0; d < 4; d++) {
            if (!allowed(king, d)) {
                continue;
            }
            int ox = x + DIRECTIONS[d][0];
            int oy = y + DIRECTIONS[d][1];
            int lx = x + 2 * DIRECTIONS[d][0];
            int ly = y + 2 * DIRECTIONS[d][1];
            if (!on(lx, ly) || !isEnemy(ox, oy) || jumped[oy][ox] || board[ly][lx] != '.') {
                continue;
            }
            any = true;
            String next = path + "x" + name(lx, ly);
            boolean crowned = !king && (side == 0 ? ly == 7 : ly == 0);
            if (crowned) {
                out.add(next); // crowning ends the move
                continue;
            }
            jumped[oy][ox] = true;
            jumps(lx, ly, king, next, jumped, out);
            jumped[oy][ox] = false;
        }
        if (!any && path.contains("x")) {
            out.add(path);
        }
    }

    /**
     * Speed: a slide of exactly v, or a slide of k < v then a jump the same way, then ordinary
     * jumps.
     */
    private List<String> speed(int x, int y, int v) {
        List<String> out = new ArrayList<>();
        char piece = board[y][x];
        board[y][x] = '.';
        for (int d = 0; d < 4; d++) {
            int dx = DIRECTIONS[d][0];
            int dy = DIRECTIONS[d][1];
            for (int k = 0; k <= v; k++) {
                // the k squares slid over must be empty
                boolean clear = true;
                for (int i = 1; i <= k; i++) {
                    if (!on(x + i * dx, y + i * dy) || board[y + i * dy][x + i * dx] != '.') {
                        clear = false;
                    }
                }
                if (!clear) {
                    break;
                }
                int sx = x + k * dx;
                int sy = y + k * dy;
                String slide = k == 0 ? name(x, y) : name(x, y) + "-" + name(sx, sy);
                if (k == v) {
                    out.add(slide);
                    break;
                }
                int ox = sx + dx;
                int oy = sy + dy;
                int lx = sx + 2 * dx;
                int ly = sy + 2 * dy;
                if (on(lx, ly) && isEnemy(ox, oy) && board[ly][lx] == '.') {
                    boolean[][] jumped = new boolean[8][8];
                    jumped[oy][ox] = true;
                    jumps(lx, ly, true, slide + "x" + name(lx, ly), jumped, out);
                }
            }
        }
        board[y][x] = piece;
        return out;
    }

    /**
     * Initiative: exactly v king steps (second not the first's way, never back to the square just
     * left), any of them a jump that ends the steps.
     */
    private List<String> initiative(int x, int y, int v) {
        List<String> out = new ArrayList<>();
        char piece = board[y][x];
        board[y][x] = '.';
        chain(x, y, 1, v, -1, -1, -1, name(x, y), out);
        board[y][x] = piece;
        return out;
    }

    private void chain(
            int x,
            int y,
            int move,
            int v,
            int firstDirection,
            int leftX,
            int leftY,
            String path,
            List<String> out) {
        for (int d = 0; d < 4; d++) {
            if (move == 2 && d == firstDirection) {
                continue;
            }
            int nx = x + DIRECTIONS[d][0];
            int ny = y + DIRECTIONS[d][1];
            int lx = x + 2 * DIRECTIONS[d][0];
            int ly = y + 2 * DIRECTIONS[d][1];
            if (on(lx, ly) && isEnemy(nx, ny) && board[ly][lx] == '.') {
                boolean[][] jumped = new boolean[8][8];
                jumped[ny][nx] = true;
                jumps(lx, ly, true, path + "x" + name(lx, ly), jumped, out);
            }
            if (on(nx, ny) && board[ny][nx] == '.' && !(nx == leftX && ny == leftY)) {
                String next = path + "-" + name(nx, ny);
                if (move == v) {
                    out.add(next);
                } else {
                    chain(nx, ny, move + 1, v, move == 1 ? d : firstDirection, x, y, next, out);
                }
            }
        }
    }
}
