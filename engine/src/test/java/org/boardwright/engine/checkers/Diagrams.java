package org.boardwright.engine.checkers;

/** Builds position strings from boards drawn in test code, one rank per string, top rank first. */
public final class Diagrams {

    private Diagrams() {}

    /**
     * {@code position("r", ". w . . ", ...)}: spaces inside ranks are for the eye and are dropped;
     * extra keys follow the side.
     */
    public static String position(String sideAndKeys, String... ranks) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ranks.length; i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(ranks[i].replace(" ", ""));
        }
        return sb.append(' ').append(sideAndKeys).toString();
    }
}
