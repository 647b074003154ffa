package org.boardwright.tools.checkers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.EndgameLine;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.SearchListener;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.checkers.CheckersEndgames;
import org.boardwright.ai.checkers.EndgamePositions;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;

/**
 * Whether {@code level:max}'s search wins the positions the databases call won: random won
 * positions of a piece count, each played to the end by the search with the databases against the
 * databases' best defence (the move after which the game lasts longest along the databases' line,
 * {@link EndgameLine}), with the engine's draws (threefold repetition, 80 plies without a capture
 * or a man move) in force. Every game must end in the winner's win.
 */
public final class EndgameConversionCheck {

    /** Plies after which a game counts as not converted whatever the rules say. */
    static final int MAX_PLIES = 1_000;

    /**
     * What the check found.
     *
     * @param positions won positions played out
     * @param converted games the winner won
     * @param longest the most plies a won game took
     * @param failures each game not won: its start and how it ended
     */
    public record Report(int positions, int converted, int longest, List<String> failures) {}

    private EndgameConversionCheck() {}

    /**
     * The check on the game's databases in {@code dir}.
     *
     * @throws IllegalArgumentException when the game has no databases
     */
    public static Report run(Game game, Path dir, int pieces, int positions, long nodes, long seed)
            throws IOException {
        EndgameSearchCheck.requireDatabases(game);
        return run(CheckersEndgames.load(dir), pieces, positions, nodes, seed);
    }

    /**
     * @param tables the databases (every class of {@code pieces} pieces and what they reach)
     * @param pieces the pieces on the board, 2 to the most the databases hold
     * @param positions how many won positions to play out
     * @param nodes the search's nodes a move
     * @param seed the random positions' seed
     */
    public static Report run(
            CheckersEndgames tables, int pieces, int positions, long nodes, long seed) {
        EndgamePositions draw = new EndgamePositions(tables, pieces);
        SplittableRandom random = new SplittableRandom(seed);
        Budget budget = Budget.iterations(nodes);
        int tried = 0;
        int converted = 0;
        int longest = 0;
        List<String> failures = new ArrayList<>();
        int[] buffer = new int[GameState.MAX_MOVES];
        while (tried < positions) {
            String text = draw.next(random);
            GameState state = CheckersGame.INSTANCE.parsePosition(text);
            if (state.isTerminal() || !EndgameTable.isWin(tables.probe(state))) {
                continue;
            }
            tried++;
            int winner = state.sideToMove();
            AlphaBeta search =
                    new AlphaBeta(
                            AlphaBeta.Config.standard(
                                    "level:max", 1, CheckersGame.INSTANCE.descriptor()),
                            Evaluations.strongest(CheckersGame.INSTANCE),
                            tables);
            int plies = 0;
            while (!state.isTerminal() && plies < MAX_PLIES) {
                int move =
                        state.sideToMove() == winner
                                ? search.chooseMove(state.copy(), budget, SearchListener.NONE)
                                : bestDefence(tables, state, buffer);
                state.play(move);
                plies++;
            }
            if (state.isTerminal() && state.result().winner() == winner) {
                converted++;
                longest = Math.max(longest, plies);
            } else {
                failures.add(
                        text
                                + ": "
                                + (state.isTerminal() ? state.resultReason() : "unfinished")
                                + " after "
                                + plies
                                + " plies, at "
                                + state.position());
            }
        }
        return new Report(tried, converted, longest, failures);
    }

    /**
     * The loser's move after which the databases' line to the end is longest; first a move that
     * ends the game drawn or reaches a position the databases do not call won for the winner,
     * should there be one.
     */
    static int bestDefence(EndgameTable tables, GameState state, int[] buffer) {
        int loser = state.sideToMove();
        int n = state.legalMoves(buffer, 0);
        int best = buffer[0];
        int bestLength = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            state.play(buffer[i]);
            int length;
            if (state.isTerminal()) {
                // a draw (a repetition, the 80-ply rule) or a win is the best defence of all
                length = state.result().winner() == (loser ^ 1) ? 0 : Integer.MAX_VALUE;
            } else {
                length =
                        EndgameTable.isWin(tables.probe(state))
                                ? EndgameLine.pliesToEnd(tables, state)
                                : Integer.MAX_VALUE;
            }
            state.undo();
            if (length > bestLength) {
                best = buffer[i];
                bestLength = length;
            }
        }
        return best;
    }
}
