package org.boardwright.tools.checkers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.EndgameTables;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.checkers.CheckersEndgames;
import org.boardwright.ai.checkers.EndgamePositions;
import org.boardwright.engine.Game;
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
     * The check on the game's databases in {@code dir}.
     *
     * @throws IllegalArgumentException when the game has no databases
     */
    public static Report run(Game game, Path dir, int pieces, int positions, int depth, long seed)
            throws IOException {
        requireDatabases(game);
        return run(CheckersEndgames.load(dir), pieces, positions, depth, seed);
    }

    static void requireDatabases(Game game) {
        if (!EndgameTables.has(game)) {
            throw new IllegalArgumentException(game.id() + " has no endgame databases");
        }
    }

    /**
     * @param tables the databases (every class of {@code pieces} pieces must be held)
     * @param pieces the pieces on the board, 2 to the most the databases hold
     * @param positions how many random positions to draw
     * @param depth the search's depth in plies
     * @param seed the random positions' seed
     */
    public static Report run(
            CheckersEndgames tables, int pieces, int positions, int depth, long seed) {
        EndgamePositions draw = new EndgamePositions(tables, pieces);
        SplittableRandom random = new SplittableRandom(seed);
        AlphaBeta search =
                new AlphaBeta(
                        AlphaBeta.Config.standard("no databases", 1),
                        Evaluations.forGame(CheckersGame.INSTANCE));
        int tried = 0;
        int proven = 0;
        int agreeing = 0;
        List<String> disagreements = new ArrayList<>();
        while (tried < positions) {
            String text = draw.next(random);
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
