package org.boardwright.ai.checkers;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;

/**
 * The databases against a search that does not use them: random positions of a piece count, each
 * class drawn in proportion to its index space so that every position is as likely, searched to a
 * fixed depth; wherever the search proves a win or a loss, the database must say the same. A check
 * independent of the builder's own rules (the consistency check reads the same moves the builder
 * did; the search reaches its proofs by another road).
 */
public final class EndgameSearchCheck {

    /** What the check found: positions tried, proofs found, proofs the database agreed with. */
    public record Report(int positions, int proven, int agreeing, List<String> disagreements) {}

    private EndgameSearchCheck() {}

    /**
     * @param tables the databases (every class of {@code pieces} pieces must be held)
     * @param pieces the pieces on the board, 2 to the most the databases hold
     * @param positions how many random positions to draw
     * @param depth the search's depth in plies
     * @param seed the random positions' seed
     */
    public static Report run(
            CheckersEndgames tables, int pieces, int positions, int depth, long seed) {
        List<EndgameClass> classes =
                EndgameClass.upTo(pieces).stream().filter(c -> c.pieces() == pieces).toList();
        for (EndgameClass c : classes) {
            if (tables.table(c) == null) {
                throw new IllegalArgumentException(
                        "the databases do not hold " + EndgameBuilder.name(c));
            }
        }
        long space = classes.stream().mapToLong(EndgameClass::size).sum();
        SplittableRandom random = new SplittableRandom(seed);
        AlphaBeta search =
                new AlphaBeta(
                        AlphaBeta.Config.standard("no databases", 1),
                        Evaluations.forGame(CheckersGame.INSTANCE));
        long[] pos = new long[4];
        int tried = 0;
        int proven = 0;
        int agreeing = 0;
        List<String> disagreements = new ArrayList<>();
        while (tried < positions) {
            long r = random.nextLong(space);
            EndgameClass c = null;
            for (EndgameClass k : classes) {
                if (r < k.size()) {
                    c = k;
                    break;
                }
                r -= k.size();
            }
            if (!c.decode(r, pos)) {
                continue; // an index that is no position: draw again
            }
            String text = EndgameBuilder.text(pos);
            GameState state = CheckersGame.INSTANCE.parsePosition(text);
            if (state.isTerminal()) {
                continue;
            }
            tried++;
            int score = search.value(state, depth);
            if (Math.abs(score) < AlphaBeta.MATE_BOUND) {
                continue;
            }
            proven++;
            int v = tables.probe(state);
            if (score > 0 ? EndgameTable.isWin(v) : EndgameTable.isLoss(v)) {
                agreeing++;
            } else {
                disagreements.add(
                        text
                                + ": the search proves a "
                                + (score > 0 ? "win" : "loss")
                                + ", the database says "
                                + EndgameTable.describe(v));
            }
        }
        return new Report(tried, proven, agreeing, disagreements);
    }
}
