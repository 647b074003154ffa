package org.boardwright.engine.checkers;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.GameState;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;

/**
 * The standard numbering of the 32 dark squares (the PDN standard's, docs/rules/checkers.md): 1-4
 * on the first player's back rank from g1 to a1, then 5-8 from h2 to b2, and so on to 29-32 from h8
 * to b8. So the first player's men start on 1-12 and the second player's on 21-32, the single
 * corners are 4 (a1) and 29 (h8), and the first player's double corner is 1 and 5.
 *
 * <p>Moves: {@code 11-15} for a step, {@code 15x24} or {@code 15x24x31} for a capture (every
 * landing square). The reader is as forgiving as real records need: either separator, and a capture
 * given only by some of its landing squares (start and end at least), resolved against the legal
 * moves.
 */
public final class Numbering {

    private static final int[] SQUARE = new int[33];
    private static final int[] NUMBER = new int[64];

    static {
        for (int n = 1; n <= 32; n++) {
            int y = (n - 1) / 4;
            int i = (n - 1) % 4;
            int x = 7 - 2 * i - (y % 2 == 0 ? 1 : 0);
            SQUARE[n] = x + 8 * y;
            NUMBER[x + 8 * y] = n;
        }
    }

    private Numbering() {}

    /** The board square (x + 8y) of a number 1-32. */
    public static int square(int number) {
        return SQUARE[number];
    }

    /** The number of a dark square (x + 8y), 0 for a light one. */
    public static int number(int square) {
        return NUMBER[square];
    }

    /** The squares a board move stops on: its origin, then each landing (for a step, its end). */
    static List<Integer> stops(int move) {
        List<Integer> stops = new ArrayList<>();
        String[] parts = Draughts.format(move).split("[-x]");
        for (String part : parts) {
            stops.add(number((part.charAt(0) - 'a') + 8 * (part.charAt(1) - '1')));
        }
        return stops;
    }

    /** A move in numbers: {@code 11-15}, {@code 15x24x31}. */
    public static String format(int move) {
        List<Integer> stops = stops(move);
        String separator = Draughts.jumps(move) > 0 ? "x" : "-";
        StringBuilder sb = new StringBuilder().append(stops.get(0));
        for (int i = 1; i < stops.size(); i++) {
            sb.append(separator).append(stops.get(i));
        }
        return sb.toString();
    }

    /**
     * A move as the Hub protocol writes it: {@code 11-15} for a step; for a capture its start, its
     * end and the captured squares in ascending order, {@code 15x31x19x26}.
     */
    public static String formatHub(int move) {
        List<Integer> stops = stops(move);
        if (Draughts.jumps(move) == 0) {
            return stops.get(0) + "-" + stops.get(stops.size() - 1);
        }
        StringBuilder sb =
                new StringBuilder()
                        .append(stops.get(0))
                        .append('x')
                        .append(stops.get(stops.size() - 1));
        for (int n : captured(move)) {
            sb.append('x').append(n);
        }
        return sb.toString();
    }

    /** The numbers of the squares a move captures, ascending. */
    private static List<Integer> captured(int move) {
        List<Integer> numbers = new ArrayList<>();
        for (long b = Draughts.jumpedSquares(move); b != 0; b &= b - 1) {
            numbers.add(number(Long.numberOfTrailingZeros(b)));
        }
        numbers.sort(null);
        return numbers;
    }

    /**
     * An algebraic move's squares in numbers with its separators ({@code f6xb6} is {@code
     * 13x22}...), or null when a square is not a dark square or the text is not squares joined by -
     * or x.
     */
    static String numberedOrNull(String text) {
        if (!text.matches("[a-h][1-8]([-x][a-h][1-8])+")) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i += 3) {
            int n = number((text.charAt(i) - 'a') + 8 * (text.charAt(i + 1) - '1'));
            if (n == 0) {
                return null;
            }
            if (i > 0) {
                sb.append(text.charAt(i - 1));
            }
            sb.append(n);
        }
        return sb.toString();
    }

    /** Whether the text starts like a numeric move (a digit). */
    static boolean looksNumeric(String text) {
        return !text.isEmpty() && text.charAt(0) >= '0' && text.charAt(0) <= '9';
    }

    /**
     * Reads a numeric move and returns the legal move it names: the one whose stops start and end
     * as given and pass every square given between, separators ignored. Throws an {@link
     * IllegalMoveException} when none does and a {@link NotationException} for malformed text or a
     * move that names two paths capturing different pieces (paths that capture the same pieces
     * leave the same position: the first is returned).
     */
    static int parse(GameState state, String text) {
        List<Integer> given = new ArrayList<>();
        for (String part : text.split("[-x]", -1)) {
            if (part.isEmpty()
                    || part.length() > 2
                    || part.charAt(0) == '0'
                    || !part.chars().allMatch(c -> c >= '0' && c <= '9')
                    || Integer.parseInt(part) > 32) {
                throw new NotationException(
                        "malformed move "
                                + NotationException.quote(text)
                                + " (expected squares 1-32 joined by - or x, such as 11-15 or"
                                + " 15x24)");
            }
            given.add(Integer.parseInt(part));
        }
        if (given.size() < 2) {
            throw new NotationException(
                    "malformed move "
                            + NotationException.quote(text)
                            + " (expected squares 1-32 joined by - or x, such as 11-15)");
        }
        int[] moves = new int[GameState.MAX_MOVES];
        int n = state.legalMoves(moves, 0);
        List<Integer> matches = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Integer> stops = stops(moves[i]);
            if (stops.equals(given)) {
                return moves[i];
            }
            if (passes(stops, given)) {
                matches.add(moves[i]);
            }
        }
        if (matches.isEmpty() && given.size() > 2) {
            // The Hub form: start, end, then the captured squares in any order.
            List<Integer> taken = new ArrayList<>(given.subList(2, given.size()));
            taken.sort(null);
            for (int i = 0; i < n; i++) {
                List<Integer> stops = stops(moves[i]);
                if (stops.get(0).equals(given.get(0))
                        && stops.get(stops.size() - 1).equals(given.get(1))
                        && captured(moves[i]).equals(taken)) {
                    matches.add(moves[i]);
                }
            }
        }
        if (matches.size() == 1 || matches.size() > 1 && sameCaptures(matches)) {
            // Paths with the same start, end and captured pieces (a king's circuit either way
            // round) leave the same position, so any of them is the move the text names.
            return matches.get(0);
        }
        if (matches.size() > 1) {
            throw new NotationException(
                    "ambiguous move "
                            + NotationException.quote(text)
                            + ": it could be "
                            + format(matches.get(0))
                            + " or "
                            + format(matches.get(1))
                            + " (give every landing square)");
        }
        if (n == 0) {
            throw new IllegalMoveException(
                    "illegal move " + NotationException.quote(text) + ": the game is over");
        }
        throw new IllegalMoveException("illegal move " + NotationException.quote(text));
    }

    /** Whether every move captures the same pieces (the matches all share start and end). */
    private static boolean sameCaptures(List<Integer> moves) {
        long captured = Draughts.jumpedSquares(moves.get(0));
        for (int m : moves) {
            if (Draughts.jumpedSquares(m) != captured) {
                return false;
            }
        }
        return true;
    }

    /** Same start and end, and the given middle squares in order among the stops between. */
    private static boolean passes(List<Integer> stops, List<Integer> given) {
        if (!stops.get(0).equals(given.get(0))
                || !stops.get(stops.size() - 1).equals(given.get(given.size() - 1))) {
            return false;
        }
        int j = 1;
        for (int i = 1; i < stops.size() - 1 && j < given.size() - 1; i++) {
            if (stops.get(i).equals(given.get(j))) {
                j++;
            }
        }
        return j == given.size() - 1;
    }
}
