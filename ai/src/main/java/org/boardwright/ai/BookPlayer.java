package org.boardwright.ai;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;

/**
 * A player with an opening book: in a position the book holds it plays one of the book's moves (the
 * book keeps only moves its search found about equal, and one is drawn at random among them, so
 * that games vary); elsewhere the search it wraps plays. Only {@code level:max} has one ({@link
 * Players}).
 */
public final class BookPlayer implements Player {

    private final Player search;
    private final OpeningBook book;
    private final Evaluation evaluation;
    private final SplittableRandom random;

    public BookPlayer(
            Player search, OpeningBook book, Evaluation evaluation, SplittableRandom random) {
        this.search = search;
        this.book = book;
        this.evaluation = evaluation;
        this.random = random;
    }

    /** The player that searches outside the book. */
    public Player search() {
        return search;
    }

    public OpeningBook book() {
        return book;
    }

    @Override
    public boolean searchesByDepth() {
        return search.searchesByDepth();
    }

    @Override
    public String name() {
        return search.name();
    }

    @Override
    public int chooseMove(GameState state, Budget budget, SearchListener listener) {
        OpeningBook.Entry entry = book.probe(state);
        if (entry == null) {
            return search.chooseMove(state, budget, listener);
        }
        int pick;
        synchronized (random) {
            pick = entry.moves().length == 1 ? 0 : random.nextInt(entry.moves().length);
        }
        int move = entry.moves()[pick];
        int score = entry.scores()[pick];
        listener.onInfo(
                new SearchInfo(
                        entry.depth(),
                        score,
                        0,
                        0,
                        List.of(state.formatMove(move)),
                        evaluation.winProbability(score)));
        return move;
    }

    @Override
    public void stop() {
        search.stop();
    }

    @Override
    public void reset() {
        search.reset();
    }
}
