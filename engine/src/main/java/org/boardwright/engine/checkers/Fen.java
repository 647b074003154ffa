package org.boardwright.engine.checkers;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.NotationException;

/**
 * Checkers positions in the FEN of PDN ({@code B:W18,24,27,K10:B12,16,K22}): the side to move (B,
 * the first player, or W), then each colour's pieces by square number 1-32, a king marked K; a
 * range {@code 1-12} stands for men on every square between. Colours may come in either order; a
 * trailing full stop is allowed. Read by way of a position string, so FEN positions pass the same
 * checks.
 */
public final class Fen {

    private Fen() {}

    /** Whether the text is shaped like a FEN (a colon after the side letter). */
    static boolean looksLikeFen(String text) {
        String t = text.strip();
        return t.length() >= 2 && t.charAt(1) == ':' && "BWbw".indexOf(t.charAt(0)) >= 0;
    }

    /** The position string of a FEN (quiet count 0: a FEN has none). */
    public static String toPosition(String fen) {
        String t = fen.strip();
        if (t.endsWith(".")) {
            t = t.substring(0, t.length() - 1);
        }
        String[] parts = t.split(":", -1);
        if (!looksLikeFen(t) || parts.length != 3 || parts[0].length() != 1) {
            throw bad(fen, "expected B or W, then :W<squares>:B<squares>");
        }
        char[] board = new char[64];
        java.util.Arrays.fill(board, '.');
        boolean[] seen = new boolean[2];
        for (int p = 1; p <= 2; p++) {
            String part = parts[p].strip();
            if (part.isEmpty() || "BWbw".indexOf(part.charAt(0)) < 0) {
                throw bad(fen, "each colour's list starts with B or W");
            }
            int colour = Character.toUpperCase(part.charAt(0)) == 'B' ? 0 : 1;
            if (seen[colour]) {
                throw bad(fen, "a colour is listed twice");
            }
            seen[colour] = true;
            String list = part.substring(1).strip();
            if (list.isEmpty()) {
                continue;
            }
            for (String item : list.split(",", -1)) {
                String it = item.strip();
                boolean king = it.startsWith("K") || it.startsWith("k");
                if (king) {
                    it = it.substring(1);
                }
                int dash = it.indexOf('-');
                int first = number(fen, dash < 0 ? it : it.substring(0, dash));
                int last = dash < 0 ? first : number(fen, it.substring(dash + 1));
                if (last < first) {
                    throw bad(fen, "range " + it + " runs backwards");
                }
                for (int n = first; n <= last; n++) {
                    int sq = Numbering.square(n);
                    if (board[sq] != '.') {
                        throw bad(fen, "square " + n + " is listed twice");
                    }
                    board[sq] = colour == 0 ? (king ? 'R' : 'r') : (king ? 'W' : 'w');
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int y = 7; y >= 0; y--) {
            for (int x = 0; x < 8; x++) {
                sb.append(board[x + 8 * y]);
            }
            if (y > 0) {
                sb.append('/');
            }
        }
        char side = Character.toUpperCase(parts[0].charAt(0));
        return sb.append(side == 'B' ? " r" : " w").toString();
    }

    private static int number(String fen, String text) {
        String t = text.strip();
        if (t.isEmpty()
                || t.length() > 2
                || t.charAt(0) == '0'
                || !t.chars().allMatch(c -> c >= '0' && c <= '9')
                || Integer.parseInt(t) > 32) {
            throw bad(fen, "bad square " + NotationException.quote(t) + " (1 to 32)");
        }
        return Integer.parseInt(t);
    }

    private static NotationException bad(String fen, String why) {
        return new NotationException("bad FEN " + NotationException.quote(fen) + ": " + why);
    }

    /** The FEN of a position: side, White's men then kings, Black's men then kings, ascending. */
    public static String of(long[] pieces, long kings, int side) {
        StringBuilder sb = new StringBuilder(side == 0 ? "B" : "W");
        for (int colour : new int[] {1, 0}) {
            sb.append(':').append(colour == 0 ? 'B' : 'W');
            List<String> items = new ArrayList<>();
            for (boolean king : new boolean[] {false, true}) {
                for (int n = 1; n <= 32; n++) {
                    int sq = Numbering.square(n);
                    if ((pieces[colour] >>> sq & 1) != 0 && ((kings >>> sq & 1) != 0) == king) {
                        items.add((king ? "K" : "") + n);
                    }
                }
            }
            sb.append(String.join(",", items));
        }
        return sb.toString();
    }
}
