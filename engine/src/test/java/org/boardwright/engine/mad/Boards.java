package org.boardwright.engine.mad;

/** Builds position strings from boards drawn in test code, one rank per string, top rank first. */
final class Boards {

    private Boards() {}

    /**
     * {@code position("r", "R . . B", ...)}: spaces inside ranks are for the eye and are dropped.
     */
    static String position(String side, String... ranks) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ranks.length; i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(ranks[i].replace(" ", ""));
        }
        return sb.append(' ').append(side).toString();
    }
}
