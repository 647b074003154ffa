package org.boardwright.engine;

/** A square by zero-based file and rank: a1 = (0, 0). */
public record Square(int x, int y) {

    public static final int MAX_SIZE = 26;

    public Square {
        if (x < 0 || y < 0 || x >= MAX_SIZE || y >= 99) {
            throw new IllegalArgumentException("square out of range: " + x + "," + y);
        }
    }

    /** Reads "a1" ... "l12" on a board of the given size; throws NotationException otherwise. */
    public static Square parse(String text, int width, int height) {
        Square s = text == null ? null : tryParse(text, 0, text.length(), width, height);
        if (s == null) {
            throw new NotationException("bad square " + NotationException.quote(text));
        }
        return s;
    }

    /** Reads text[from, to) as a square on the board, or returns null. */
    public static Square tryParse(String text, int from, int to, int width, int height) {
        if (to - from < 2 || to - from > 3) {
            return null;
        }
        char f = text.charAt(from);
        int x = f - 'a';
        if (x < 0 || x >= width) {
            return null;
        }
        char d0 = text.charAt(from + 1);
        if (d0 < '1' || d0 > '9') {
            return null;
        }
        int y = d0 - '0';
        if (to - from == 3) {
            char d1 = text.charAt(from + 2);
            if (d1 < '0' || d1 > '9') {
                return null;
            }
            y = y * 10 + (d1 - '0');
        }
        y -= 1;
        if (y >= height) {
            return null;
        }
        return new Square(x, y);
    }

    public static String name(int x, int y) {
        return (char) ('a' + x) + Integer.toString(y + 1);
    }

    @Override
    public String toString() {
        return name(x, y);
    }
}
