package org.boardwright.engine.monkeyqueen;

/** Builds Monkey Queen position strings in test code from the stacks on the board. */
final class Positions {

    private Positions() {}

    /**
     * {@code position("i", "a1=I5", "d4=I", "g7=C5")}: the stacks by square, every other square
     * empty; {@code side} is the side letter with any keys ("c swap=1").
     */
    static String position(String side, String... stacks) {
        String[][] board = new String[12][12];
        for (String stack : stacks) {
            String[] parts = stack.split("=");
            int x = parts[0].charAt(0) - 'a';
            int y = Integer.parseInt(parts[0].substring(1)) - 1;
            board[y][x] = parts[1];
        }
        StringBuilder sb = new StringBuilder();
        for (int y = 11; y >= 0; y--) {
            for (int x = 0; x < 12; x++) {
                sb.append(board[y][x] == null ? "." : board[y][x]);
            }
            if (y > 0) {
                sb.append('/');
            }
        }
        return sb.append(' ').append(side).toString();
    }
}
