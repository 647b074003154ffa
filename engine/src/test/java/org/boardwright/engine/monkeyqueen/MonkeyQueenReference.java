package org.boardwright.engine.monkeyqueen;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple Monkey Queen written straight from docs/rules/monkeyqueen.md, sharing no
 * code with the engine: a plain 12x12 array of signed heights (Ivory positive, Cigar negative),
 * square by square walks, distances measured one square at a time. Slow and obvious, to check the
 * engine.
 */
final class MonkeyQueenReference {

    private static final int N = 12;
    private static final int[][] DIRECTIONS = {
        {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}
    };

    /** board[x][y]: +h an Ivory stack of height h, -h a Cigar stack, 0 empty. */
    final int[][] board = new int[N][N];

    /** 0 Ivory, 1 Cigar. */
    int side;

    boolean swapAvailable;

    /** Ivory's next move is the first move of the game, to which Cigar may answer swap. */
    boolean firstMove;

    /**
     * Reads a position string on its own: ranks from 12 down to 1, then i or c, then optionally
     * swap=1.
     */
    static MonkeyQueenReference parse(String position) {
        String[] fields = position.split(" ");
        MonkeyQueenReference r = new MonkeyQueenReference();
        String[] ranks = fields[0].split("/");
        for (int i = 0; i < N; i++) {
            int y = N - 1 - i;
            int x = 0;
            String rank = ranks[i];
            int k = 0;
            while (k < rank.length()) {
                char c = rank.charAt(k++);
                if (c == '.') {
                    x++;
                    continue;
                }
                int height = 0;
                while (k < rank.length() && Character.isDigit(rank.charAt(k))) {
                    height = height * 10 + (rank.charAt(k++) - '0');
                }
                if (height == 0) {
                    height = 1;
                }
                r.board[x][y] = c == 'I' ? height : -height;
                x++;
            }
        }
        r.side = fields[1].equals("i") ? 0 : 1;
        r.swapAvailable = fields.length > 2 && fields[2].equals("swap=1");
        int stacks = 0;
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                stacks += r.board[x][y] != 0 ? 1 : 0;
            }
        }
        // The start: Ivory's one stack on g1, Cigar's on f12, nothing else, Ivory to move.
        r.firstMove = r.side == 0 && stacks == 2 && r.board[6][0] >= 3 && r.board[5][11] <= -3;
        return r;
    }

    private MonkeyQueenReference copy() {
        MonkeyQueenReference r = new MonkeyQueenReference();
        for (int x = 0; x < N; x++) {
            r.board[x] = board[x].clone();
        }
        r.side = side;
        r.swapAvailable = swapAvailable;
        r.firstMove = firstMove;
        return r;
    }

    private boolean isMine(int x, int y) {
        return side == 0 ? board[x][y] > 0 : board[x][y] < 0;
    }

    private boolean isEnemy(int x, int y) {
        return side == 0 ? board[x][y] < 0 : board[x][y] > 0;
    }

    /** The square {x, y} of a side's queen (a stack of height 2 or more), or null. */
    int[] queen(int ofSide) {
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                int h = ofSide == 0 ? board[x][y] : -board[x][y];
                if (h >= 2) {
                    return new int[] {x, y};
                }
            }
        }
        return null;
    }

    private static int dist2(int x1, int y1, int x2, int y2) {
        return (x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2);
    }

    private static String name(int x, int y) {
        return (char) ('a' + x) + Integer.toString(y + 1);
    }

    /** The legal moves in notation; none once a queen is gone. */
    List<String> moves() {
        List<String> moves = new ArrayList<>();
        int[] enemyQueen = queen(1 - side);
        if (queen(side) == null || enemyQueen == null) {
            return moves;
        }
        if (swapAvailable) {
            moves.add("swap");
        }
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                if (!isMine(x, y)) {
                    continue;
                }
                int height = Math.abs(board[x][y]);
                for (int[] d : DIRECTIONS) {
                    int tx = x + d[0];
                    int ty = y + d[1];
                    while (tx >= 0 && ty >= 0 && tx < N && ty < N) {
                        if (board[tx][ty] == 0) {
                            boolean queenMove = height >= 3;
                            boolean babyMove =
                                    height == 1
                                            && dist2(tx, ty, enemyQueen[0], enemyQueen[1])
                                                    < dist2(x, y, enemyQueen[0], enemyQueen[1]);
                            if (queenMove || babyMove) {
                                moves.add(name(x, y) + "-" + name(tx, ty));
                            }
                        } else {
                            if (isEnemy(tx, ty)) {
                                moves.add(name(x, y) + "x" + name(tx, ty));
                            }
                            break;
                        }
                        tx += d[0];
                        ty += d[1];
                    }
                }
            }
        }
        return moves;
    }

    /** The position after a move from {@link #moves()}. */
    MonkeyQueenReference after(String move) {
        MonkeyQueenReference r = copy();
        r.firstMove = false;
        r.swapAvailable = false;
        if (move.equals("swap")) {
            return r; // same board, Cigar still to move
        }
        int fx = move.charAt(0) - 'a';
        int sep = Math.max(move.indexOf('-'), move.indexOf('x'));
        int fy = Integer.parseInt(move.substring(1, sep)) - 1;
        int tx = move.charAt(sep + 1) - 'a';
        int ty = Integer.parseInt(move.substring(sep + 2)) - 1;
        int stack = board[fx][fy];
        if (move.charAt(sep) == 'x' || Math.abs(stack) == 1) {
            r.board[tx][ty] = stack;
            r.board[fx][fy] = 0;
        } else {
            int sign = stack > 0 ? 1 : -1;
            r.board[tx][ty] = stack - sign;
            r.board[fx][fy] = sign;
        }
        r.side = 1 - side;
        r.swapAvailable = firstMove;
        return r;
    }

    /**
     * The side that has won, or -1 while the game goes on: whoever is to move with no move loses.
     */
    int winner() {
        return moves().isEmpty() ? 1 - side : -1;
    }

    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<String> moves = moves();
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (String m : moves) {
            total += after(m).perft(depth - 1);
        }
        return total;
    }
}
