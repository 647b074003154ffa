package org.boardwright.engine.mad;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple move generator for Mad Rooks and Mad Bishops, written straight from
 * docs/rules/madrooks.md on a plain 2D array, to check the engine against. It shares no code with
 * {@link Geometry} or {@link MadState}: it reads position strings itself, walks each ray square by
 * square, and lifts the mover off its origin when it judges an engage.
 *
 * <ul>
 *   <li>A checker <em>sees</em> the first occupied square along each ray.
 *   <li>Kill: onto a seen enemy (one move per seen enemy).
 *   <li>Engage, only for a checker that sees no enemy: slide over empty squares to an empty square
 *       from which (with the mover lifted) some enemy is seen.
 * </ul>
 */
final class MadReferenceGenerator {

    static final MadReferenceGenerator ROOKS =
            new MadReferenceGenerator(8, new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}});
    static final MadReferenceGenerator BISHOPS =
            new MadReferenceGenerator(10, new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}});

    private final int size;
    private final int[][] directions;

    private MadReferenceGenerator(int size, int[][] directions) {
        this.size = size;
        this.directions = directions;
    }

    /** A board: cells[x][y] is '.', 'R' or 'B'; side 'R' or 'B' to move. */
    final class Board {
        final char[][] cells = new char[size][size];
        char side;

        Board(String position) {
            String[] parts = position.trim().split(" ");
            String[] ranks = parts[0].split("/");
            if (ranks.length != size) {
                throw new IllegalArgumentException("bad rank count in " + position);
            }
            for (int r = 0; r < size; r++) {
                if (ranks[r].length() != size) {
                    throw new IllegalArgumentException("bad rank in " + position);
                }
                for (int x = 0; x < size; x++) {
                    cells[x][size - 1 - r] = ranks[r].charAt(x);
                }
            }
            side = parts[1].equals("r") ? 'R' : 'B';
        }

        char enemy() {
            return side == 'R' ? 'B' : 'R';
        }

        boolean onBoard(int x, int y) {
            return x >= 0 && y >= 0 && x < size && y < size;
        }

        /** Whether a checker standing on (x, y) sees a checker of colour {@code target}. */
        boolean seesColour(int x, int y, char target) {
            for (int[] d : directions) {
                int cx = x + d[0];
                int cy = y + d[1];
                while (onBoard(cx, cy) && cells[cx][cy] == '.') {
                    cx += d[0];
                    cy += d[1];
                }
                if (onBoard(cx, cy) && cells[cx][cy] == target) {
                    return true;
                }
            }
            return false;
        }

        int count(char colour) {
            int n = 0;
            for (char[] column : cells) {
                for (char c : column) {
                    if (c == colour) {
                        n++;
                    }
                }
            }
            return n;
        }

        /** Moves as {fromX, fromY, toX, toY, kill (0 or 1)}. */
        List<int[]> moves() {
            List<int[]> moves = new ArrayList<>();
            char enemy = enemy();
            if (count(side) == 0 || count(enemy) == 0) {
                return moves; // the game is over
            }
            for (int x = 0; x < size; x++) {
                for (int y = 0; y < size; y++) {
                    if (cells[x][y] != side) {
                        continue;
                    }
                    // Kills: the first occupied square of each ray, when it holds an enemy.
                    boolean inPositionToKill = false;
                    for (int[] d : directions) {
                        int cx = x + d[0];
                        int cy = y + d[1];
                        while (onBoard(cx, cy) && cells[cx][cy] == '.') {
                            cx += d[0];
                            cy += d[1];
                        }
                        if (onBoard(cx, cy) && cells[cx][cy] == enemy) {
                            moves.add(new int[] {x, y, cx, cy, 1});
                            inPositionToKill = true;
                        }
                    }
                    if (inPositionToKill) {
                        continue; // a checker in position to kill may never engage
                    }
                    // Engages: lift the checker, slide over empty squares, keep the squares that
                    // see an enemy.
                    cells[x][y] = '.';
                    for (int[] d : directions) {
                        int cx = x + d[0];
                        int cy = y + d[1];
                        while (onBoard(cx, cy) && cells[cx][cy] == '.') {
                            if (seesColour(cx, cy, enemy)) {
                                moves.add(new int[] {x, y, cx, cy, 0});
                            }
                            cx += d[0];
                            cy += d[1];
                        }
                    }
                    cells[x][y] = side;
                }
            }
            return moves;
        }

        void play(int[] m) {
            cells[m[2]][m[3]] = cells[m[0]][m[1]];
            cells[m[0]][m[1]] = '.';
            side = enemy();
        }

        void undo(int[] m, char captured) {
            side = enemy();
            cells[m[0]][m[1]] = cells[m[2]][m[3]];
            cells[m[2]][m[3]] = captured;
        }
    }

    static String name(int x, int y) {
        return (char) ('a' + x) + Integer.toString(y + 1);
    }

    static String notation(int[] m) {
        return name(m[0], m[1]) + (m[4] == 1 ? "x" : "-") + name(m[2], m[3]);
    }

    /** The legal moves of a position string, in notation, sorted in String order. */
    List<String> moves(String position) {
        List<String> list = new ArrayList<>();
        for (int[] m : new Board(position).moves()) {
            list.add(notation(m));
        }
        list.sort(null);
        return list;
    }

    /** perft by the reference generator. */
    long perft(String position, int depth) {
        return perft(new Board(position), depth);
    }

    private long perft(Board board, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<int[]> moves = board.moves();
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (int[] m : moves) {
            char captured = board.cells[m[2]][m[3]];
            board.play(m);
            total += perft(board, depth - 1);
            board.undo(m, captured);
        }
        return total;
    }
}
