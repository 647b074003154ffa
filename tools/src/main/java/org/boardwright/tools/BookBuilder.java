package org.boardwright.tools;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.OpeningBook;
import org.boardwright.ai.OpeningBooks;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;

/**
 * Builds an opening book by deep search: the positions are the initial one, every position on the
 * way through the game's standard openings ({@link Game#openings()}) and the main line that follows
 * each opening (both sides playing the book's best move) for a number of plies. Each position's
 * legal moves are all searched by {@code level:max}'s alpha-beta ({@link
 * AlphaBeta.Config#standard}) with its evaluation ({@link Evaluations#strongest}) to the same depth
 * with a full window; the book keeps the best move and those within {@link #MARGIN} of it (at most
 * {@link OpeningBook#MAX_MOVES}). A position with a single legal move is not stored (there is
 * nothing to choose) but its line goes on.
 */
public final class BookBuilder {

    /** Moves scoring within this of the best (hundredths of the game's unit) are kept as equal. */
    public static final int MARGIN = 5;

    /**
     * @param depth plies each position is searched (its moves to {@code depth - 1} beyond them), at
     *     least 2; or 0 with {@code moveTimeSeconds}
     * @param moveTimeSeconds when depth is 0: each position is searched one ply deeper at a time,
     *     and no deeper search starts after a third of this time (the one started is finished)
     * @param linePlies plies of the main line stored after each opening
     */
    public record Options(int depth, double moveTimeSeconds, int linePlies) {

        public Options {
            if (depth == 0 ? !(moveTimeSeconds > 0) : depth < 2 || depth > AlphaBeta.MAX_DEPTH) {
                throw new IllegalArgumentException(
                        "give a depth from 2 to " + AlphaBeta.MAX_DEPTH + " or a move time");
            }
            if (linePlies < 0 || linePlies > 100) {
                throw new IllegalArgumentException("line plies must be from 0 to 100");
            }
        }
    }

    /** A position searched, for progress reports. */
    public record Searched(
            int index, String position, String bestMove, int score, int depth, long millis) {}

    /** Told about each position as it is searched. */
    @FunctionalInterface
    public interface Progress {
        void searched(Searched position);
    }

    /** A position to search, with the plies of main line still to follow from it. */
    private record Pending(GameState state, int line) {}

    private BookBuilder() {}

    /**
     * Builds the game's book into {@code file} (replacing it, and making the players read it
     * afresh); the entries written.
     *
     * @throws IllegalArgumentException when the game has no standard openings
     */
    public static List<OpeningBook.Entry> write(
            Game game, Path file, Options options, Progress progress) throws IOException {
        if (!OpeningBooks.has(game)) {
            throw new IllegalArgumentException(
                    game.id() + " has no standard openings to build a book over");
        }
        try {
            List<OpeningBook.Entry> entries = build(game, options, progress);
            OpeningBook.write(file, game.spec(), options.depth(), entries);
            return entries;
        } finally {
            OpeningBooks.forget(file);
        }
    }

    /**
     * The book's entries.
     *
     * @throws NotationException when an opening of the game is not a line of legal moves
     */
    public static List<OpeningBook.Entry> build(Game game, Options options, Progress progress) {
        // The evaluation level:max plays with, so the book agrees with the search it stands in for.
        Evaluation evaluation = Evaluations.strongest(game);
        if (evaluation == null) {
            throw new IllegalArgumentException(game.id() + " has no evaluation to search with");
        }
        AlphaBeta search =
                new AlphaBeta(AlphaBeta.Config.standard("book", 1, game.descriptor()), evaluation);
        // The openings' positions first, then their main lines.
        Deque<Pending> queue = new ArrayDeque<>();
        GameState initial = game.newInitialState();
        queue.add(new Pending(initial, 0));
        for (String opening : game.openings()) {
            GameState s = initial.copy();
            String[] moves = opening.trim().split("\\s+");
            for (int i = 0; i < moves.length; i++) {
                if (s.isTerminal() || s.isChanceNode()) {
                    throw new NotationException(
                            "the opening " + opening + " goes on after the game is over");
                }
                s.play(s.parseMove(moves[i]));
                queue.add(new Pending(s.copy(), i == moves.length - 1 ? options.linePlies() : 0));
            }
        }
        List<OpeningBook.Entry> entries = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        int[] buffer = new int[GameState.MAX_MOVES];
        while (!queue.isEmpty()) {
            Pending item = queue.poll();
            GameState s = item.state();
            int line = item.line();
            if (s.isTerminal() || s.isChanceNode() || !seen.add(s.hash())) {
                continue;
            }
            int n = s.legalMoves(buffer, 0);
            int next;
            if (n == 1) {
                next = buffer[0];
            } else {
                long start = System.nanoTime();
                int[] moves = java.util.Arrays.copyOf(buffer, n);
                int[] values = new int[n];
                int depth = searchMoves(search, s, moves, values, options);
                OpeningBook.Entry e = entry(s, moves, values, depth);
                entries.add(e);
                next = e.moves()[0];
                progress.searched(
                        new Searched(
                                entries.size(),
                                s.position(),
                                s.formatMove(next),
                                e.scores()[0],
                                depth,
                                (System.nanoTime() - start) / 1_000_000));
            }
            if (line > 0) {
                GameState child = s.copy();
                child.play(next);
                queue.add(new Pending(child, line - 1));
            }
        }
        return entries;
    }

    /** Fills each move's value for the mover; the depth searched. */
    private static int searchMoves(
            AlphaBeta search, GameState s, int[] moves, int[] values, Options options) {
        int mover = s.sideToMove();
        long start = System.nanoTime();
        long budget = (long) (options.moveTimeSeconds() * 1e9 / 3);
        int last = options.depth() > 0 ? options.depth() : AlphaBeta.MAX_DEPTH;
        int first = options.depth() > 0 ? options.depth() : 2;
        for (int d = first; d <= last; d++) {
            for (int i = 0; i < moves.length; i++) {
                GameState child = s.copy();
                child.play(moves[i]);
                int v = search.value(child, d - 1);
                values[i] = child.sideToMove() == mover ? v : -v;
            }
            if (options.depth() == 0 && System.nanoTime() - start >= budget) {
                return d;
            }
        }
        return last;
    }

    /** The best move and those within the margin, best first. */
    static OpeningBook.Entry entry(GameState s, int[] moves, int[] values, int depth) {
        Integer[] order = new Integer[moves.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        // Best first; equal values in the order of the legal moves.
        java.util.Arrays.sort(order, (a, b) -> Integer.compare(values[b], values[a]));
        int best = values[order[0]];
        boolean proven = Math.abs(best) >= AlphaBeta.MATE_BOUND;
        List<Integer> kept = new ArrayList<>();
        for (Integer i : order) {
            if (kept.size() < OpeningBook.MAX_MOVES
                    && (kept.isEmpty() || !proven && values[i] >= best - MARGIN)) {
                kept.add(i);
            }
        }
        int[] m = new int[kept.size()];
        int[] v = new int[kept.size()];
        for (int k = 0; k < m.length; k++) {
            m[k] = moves[kept.get(k)];
            v[k] = values[kept.get(k)];
        }
        return new OpeningBook.Entry(s.hash(), OpeningBook.key(s), Math.min(depth, 255), m, v);
    }
}
