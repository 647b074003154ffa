package org.boardwright.ai.checkers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.boardwright.ai.EndgameDatabases;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.Evaluation;
import org.boardwright.ai.GameAi;
import org.boardwright.engine.Game;
import org.boardwright.engine.checkers.CheckersGame;

/**
 * Checkers' ai registration: the hand-tuned evaluation, the learned one ({@link PatternEvaluation})
 * that {@code level:max} plays with, and the endgame databases.
 */
public final class CheckersAi implements GameAi {

    public static final CheckersAi INSTANCE = new CheckersAi();

    private static final EndgameDatabases ENDGAMES =
            new EndgameDatabases() {
                @Override
                public EndgameTable load(Path dir) throws IOException {
                    return CheckersEndgames.load(dir);
                }

                @Override
                public EndgameTable empty() {
                    return CheckersEndgames.empty();
                }

                @Override
                public List<EndgameBuilder.ClassReport> build(
                        Path dir, int pieces, int threads, EndgameBuilder.Progress progress)
                        throws IOException {
                    return EndgameBuilder.build(dir, pieces, threads, progress);
                }

                @Override
                public List<EndgameCheck.Fault> check(
                        Path dir, int maxFaults, int threads, EndgameBuilder.Progress progress)
                        throws IOException {
                    return EndgameCheck.check(dir, maxFaults, threads, progress);
                }
            };

    private CheckersAi() {}

    @Override
    public boolean covers(Game game) {
        return game == CheckersGame.INSTANCE;
    }

    @Override
    public Evaluation evaluation() {
        return CheckersEvaluation.TUNED;
    }

    @Override
    public int signatureDepth() {
        return 9;
    }

    @Override
    public EndgameDatabases endgames() {
        return ENDGAMES;
    }

    /** The shipped pattern weights, read on first use. */
    @Override
    public Evaluation learned() {
        return PatternEvaluation.shipped();
    }

    /**
     * The learned evaluation: with it {@code level:max} beat itself with the hand-tuned one in a
     * gainer test at 0.5 s a move (docs/strength.md, "The learned evaluation as level:max's").
     */
    @Override
    public Evaluation strongest() {
        return learned();
    }
}
