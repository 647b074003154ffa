package org.boardwright.engine.twist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.boardwright.engine.checkers.Diagrams.position;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Perft;
import org.boardwright.engine.checkers.CheckersReference;
import org.junit.jupiter.api.Test;

/**
 * Boosted moves whose path has more than 9 elements (docs/rules/twist.md, speed and initiative: an
 * initiative chain of up to 5 steps then a jump sequence, a speed slide then jumps) are legal moves
 * like any other: listed as {@link CheckersReference} lists them, parsed, played, undone and
 * replayed on equal positions. Board effects are checked against the notation read square by
 * square, not against the engine.
 */
class TwistLongPathTest {

    /**
     * Initiative 6 for the red king on a1: five steps along the edge bring it next to the white men
     * on the nine inner squares of one colour class, among whom it can jump up to seven times.
     */
    static final String INITIATIVE =
            position(
                    "r turn=initiative:a1:6",
                    ". . . . . . . .",
                    ". . w . w . w .",
                    ". . . . . . . .",
                    ". . w . w . w .",
                    ". . . . . . . .",
                    ". . w . w . w .",
                    ". . . . . . . .",
                    "R . . . . . . .");

    /** Speed 4 for the red king on a1: a slide of 0 to 3 squares up-right, then up to 8 jumps. */
    static final String SPEED =
            position(
                    "r turn=speed:a1:4",
                    ". . . . . . . .",
                    ". . w . w . w .",
                    ". . . . . . . .",
                    ". . w . w . w .",
                    ". . . . . . . .",
                    ". . . . w . w .",
                    ". . . . . . . .",
                    "R . . . . . . .");

    private static TwistState parse(String position) {
        return TwistGame.INSTANCE.parsePosition(position);
    }

    /**
     * Path elements of a notation: one per '-' or 'x' (a speed slide is one element per square
     * slid).
     */
    private static int elements(String notation) {
        int n = 0;
        for (char c : notation.toCharArray()) {
            n += c == '-' || c == 'x' ? 1 : 0;
        }
        return n;
    }

    private static int maxElements(List<String> notations) {
        return notations.stream().mapToInt(TwistLongPathTest::elements).max().orElse(0);
    }

    /** The reference's moves for a boosted position string ({@code turn=<boost>:<sq>:<v>}). */
    private static List<String> reference(String position) {
        String turn = position.substring(position.indexOf("turn=") + 5).split(" ")[0];
        String[] parts = turn.split(":");
        int x = parts[1].charAt(0) - 'a';
        int y = parts[1].charAt(1) - '1';
        return CheckersReference.twistMoves(
                position, parts[0], x, y, Integer.parseInt(parts[2]), -1, -1);
    }

    private static char[][] board(String position) {
        String[] ranks = position.substring(0, position.indexOf(' ')).split("/");
        char[][] b = new char[8][8];
        for (int r = 0; r < 8; r++) {
            for (int x = 0; x < 8; x++) {
                b[7 - r][x] = ranks[r].charAt(x);
            }
        }
        return b;
    }

    private static String ranks(char[][] b) {
        StringBuilder sb = new StringBuilder();
        for (int y = 7; y >= 0; y--) {
            sb.append(new String(b[y]));
            if (y > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    /**
     * The board and side to move after a move, read from its notation: the piece goes to the last
     * square, each 'x' hop removes the piece between its ends, a man on the far rank is crowned.
     */
    private static String boardAfter(String position, String notation) {
        char[][] b = board(position);
        String[] squares = notation.split("[-x]");
        int x = squares[0].charAt(0) - 'a';
        int y = squares[0].charAt(1) - '1';
        char piece = b[y][x];
        b[y][x] = '.';
        int at = squares[0].length();
        for (int i = 1; i < squares.length; i++) {
            char sep = notation.charAt(at);
            int nx = squares[i].charAt(0) - 'a';
            int ny = squares[i].charAt(1) - '1';
            if (sep == 'x') {
                b[(y + ny) / 2][(x + nx) / 2] = '.';
            }
            at += 1 + squares[i].length();
            x = nx;
            y = ny;
        }
        boolean red = piece == 'r' || piece == 'R';
        if (piece == 'r' && y == 7 || piece == 'w' && y == 0) {
            piece = Character.toUpperCase(piece);
        }
        b[y][x] = piece;
        return ranks(b) + " " + (red ? "w" : "r");
    }

    /**
     * Every legal move: its notation parses back to it, playing it gives the board the notation
     * describes (and an option when a king jumped), hash equals computeHash, undo restores the
     * position and hash, and the same int played on an equal position reached otherwise does the
     * same.
     */
    private static void checkEveryMoveRoundTrips(String position) {
        TwistState state = parse(position);
        String before = state.position();
        long hash = state.hash();
        int[] moves = new int[GameState.MAX_MOVES];
        int n = state.legalMoves(moves, 0);
        TwistState equal = parse(position);
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            String notation = state.formatMove(move);
            assertThat(state.parseMove(notation)).as(notation).isEqualTo(move);
            boolean kingJumped =
                    Character.isUpperCase(
                                    board(position)[notation.charAt(1) - '1'][
                                            notation.charAt(0) - 'a'])
                            && notation.contains("x");
            int mover = state.sideToMove();
            state.play(move);
            String after = state.position();
            assertThat(after).as(notation).startsWith(boardAfter(position, notation));
            assertThat(state.options(mover)).as(notation).isEqualTo(kingJumped ? 1 : 0);
            assertThat(state.hash()).as(notation).isEqualTo(state.computeHash());
            state.undo();
            assertThat(state.position()).as(notation).isEqualTo(before);
            assertThat(state.hash()).as(notation).isEqualTo(hash);
            // a copy, a redo and another instance of the position take the same int to the same
            // place
            TwistState copy = state.copy();
            copy.play(move);
            assertThat(copy.position()).as(notation).isEqualTo(after);
            state.play(move);
            assertThat(state.position()).as(notation).isEqualTo(after);
            state.undo();
            assertThat(equal.formatMove(move)).isEqualTo(notation);
            equal.play(move);
            assertThat(equal.position()).as(notation).isEqualTo(after);
            equal.undo();
        }
    }

    @Test
    void initiativeChainsFollowedByLongJumpSequencesAreAllListed() {
        TwistState state = parse(INITIATIVE);
        List<String> moves = state.legalMoveNotations();
        assertThat(moves).isEqualTo(reference(INITIATIVE));
        // five steps then seven jumps: 12 elements, where the packed int holds 9
        assertThat(maxElements(moves)).isEqualTo(12);
        assertThat(moves)
                .contains(
                        "a1-b2-a3-b4-a5-b6xd8xf6xd4xf2xh4xf6xh8",
                        "a1-b2-c1-d2-e1-f2xd4xb6xd8xf6xd4xb2");
        assertThat(moves.stream().filter(m -> elements(m) > 9).count()).isGreaterThan(10);
        checkEveryMoveRoundTrips(INITIATIVE);
    }

    @Test
    void aSpeedSlideFollowedByManyJumpsIsListed() {
        TwistState state = parse(SPEED);
        List<String> moves = state.legalMoveNotations();
        assertThat(moves).isEqualTo(reference(SPEED));
        assertThat(
                        moves.stream()
                                .filter(
                                        m ->
                                                m.indexOf('-') > 0
                                                        && m.chars().filter(c -> c == 'x').count()
                                                                >= 5))
                .isNotEmpty();
        checkEveryMoveRoundTrips(SPEED);
    }

    @Test
    void perftOfALongPathPositionEqualsTheReference() {
        List<String> first = reference(INITIATIVE);
        long depth2 = 0;
        for (String m : first) {
            depth2 +=
                    CheckersReference.moves(boardAfter(INITIATIVE, m))
                            .size(); // White has no option: ordinary moves
        }
        GameState state = parse(INITIATIVE);
        assertThat(Perft.count(state, 1)).isEqualTo(first.size());
        assertThat(Perft.count(state, 2)).isEqualTo(depth2);
    }

    @Test
    void generatingPlayingAndUndoingLongMovesAllocatesNothing() {
        java.lang.management.ThreadMXBean plain =
                java.lang.management.ManagementFactory.getThreadMXBean();
        assumeTrue(
                plain instanceof com.sun.management.ThreadMXBean,
                "no com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) plain;
        assumeTrue(bean.isThreadAllocatedMemorySupported(), "allocation counting unsupported");
        if (!bean.isThreadAllocatedMemoryEnabled()) {
            bean.setThreadAllocatedMemoryEnabled(true);
        }
        TwistState state = parse(INITIATIVE);
        int[] moves = new int[GameState.MAX_MOVES];
        long sink = playEveryMove(state, moves, 200); // warm-up
        long before = bean.getCurrentThreadAllocatedBytes();
        sink += playEveryMove(state, moves, 200);
        long after = bean.getCurrentThreadAllocatedBytes();
        assertThat(after - before).as("bytes allocated (sink %d)", sink).isLessThanOrEqualTo(4096);
    }

    private static long playEveryMove(TwistState state, int[] moves, int rounds) {
        long sink = 0;
        for (int r = 0; r < rounds; r++) {
            int n = state.legalMoves(moves, 0);
            for (int i = 0; i < n; i++) {
                state.play(moves[i]);
                sink += state.hash();
                state.undo();
            }
        }
        return sink;
    }

    /**
     * Random boosted positions built to have long paths, written without the engine: the boosted
     * king, 4 to 9 enemy pieces on the inner squares of one colour class (where long jump sequences
     * live), a few more pieces of either side, initiative most of the time with v mostly 5 or 6.
     */
    static List<String> longPathPositions(long seed, int count) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<String> positions = new ArrayList<>();
        while (positions.size() < count) {
            char[][] b = new char[8][8];
            for (char[] row : b) {
                Arrays.fill(row, '.');
            }
            boolean red = rng.nextBoolean();
            char man = red ? 'r' : 'w';
            char enemy = red ? 'w' : 'r';
            int base =
                    1 + rng.nextInt(2); // inner squares (x, y) with x, y in {1, 3, 5} or {2, 4, 6}
            List<int[]> inner = new ArrayList<>();
            for (int y = base; y <= 6; y += 2) {
                for (int x = base; x <= 6; x += 2) {
                    inner.add(new int[] {x, y});
                }
            }
            int enemies = 4 + rng.nextInt(6);
            for (int k = 0; k < enemies; k++) {
                int[] sq = inner.remove(rng.nextInt(inner.size()));
                b[sq[1]][sq[0]] = rng.nextInt(4) == 0 ? Character.toUpperCase(enemy) : enemy;
            }
            int[] king = place(b, rng, Character.toUpperCase(man));
            for (int k = rng.nextInt(4); k > 0; k--) {
                place(b, rng, rng.nextInt(3) == 0 ? Character.toUpperCase(man) : man);
            }
            for (int k = rng.nextInt(3); k > 0; k--) {
                place(b, rng, rng.nextInt(3) == 0 ? Character.toUpperCase(enemy) : enemy);
            }
            String boost = rng.nextInt(4) == 0 ? "speed" : "initiative";
            int v = rng.nextInt(3) == 0 ? 2 + rng.nextInt(5) : 5 + rng.nextInt(2);
            positions.add(
                    ranks(b)
                            + " "
                            + man
                            + " turn="
                            + boost
                            + ":"
                            + (char) ('a' + king[0])
                            + (king[1] + 1)
                            + ":"
                            + v);
        }
        return positions;
    }

    /**
     * Puts a piece on a random empty dark square (a man never on the rank where it would be
     * crowned).
     */
    private static int[] place(char[][] b, SplittableRandom rng, char piece) {
        while (true) {
            int x = rng.nextInt(8);
            int y = rng.nextInt(8);
            if ((x + y) % 2 != 0
                    || b[y][x] != '.'
                    || piece == 'r' && y == 7
                    || piece == 'w' && y == 0) {
                continue;
            }
            b[y][x] = piece;
            return new int[] {x, y};
        }
    }

    @Test
    void randomLongPathPositionsEqualTheReferenceAndTheirMovesRoundTrip() {
        int withLongPaths = 0;
        for (String position : longPathPositions(61, 1500)) {
            List<String> expected = reference(position);
            assertThat(parse(position).legalMoveNotations()).as(position).isEqualTo(expected);
            if (maxElements(expected) > 9) {
                withLongPaths++;
                checkEveryMoveRoundTrips(position);
            }
        }
        assertThat(withLongPaths).isGreaterThan(150);
    }
}
