package org.boardwright.ai;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.GameState;

/**
 * Hints and game review: the game's strongest player ({@code level:max}) searches a position and
 * says what it found. A thin function over {@link Player}; the position is left as it was.
 */
public final class Analysis {

    /**
     * What a search found, from the side to move.
     *
     * @param bestMove the move in notation
     * @param score hundredths of the player's unit (see {@link SearchInfo#score()})
     * @param mate a proven win in n plies (n > 0), a proven loss in -n plies, else 0
     * @param pv the principal variation in notation, starting with the best move
     * @param winProbability the expected score of the side to move, 0 to 1 (draws count half)
     * @param endgame "won", "drawn" or "lost" for the side to move when the game's endgame database
     *     holds the position, else null
     * @param endgamePlies when won or lost: the plies to the next conversion (a capture, a man
     *     crowned, or the end) on best play, as the database stores it (held at 125 and 127
     *     beyond); else null
     * @param endgameEndPlies when won or lost: the plies to the end of the game along the
     *     databases' line ({@link EndgameLine}), null when that line leaves the databases
     * @param endgameText the verdict in words ("won: converts in 7 plies, the game ends in 23"),
     *     null when the database does not hold the position
     */
    public record Report(
            String bestMove,
            int score,
            int mate,
            List<String> pv,
            double winProbability,
            int depth,
            long nodes,
            String endgame,
            Integer endgamePlies,
            Integer endgameEndPlies,
            String endgameText) {}

    private Analysis() {}

    /**
     * Analyses with one thread and a fixed seed (the same answer for the same budget in iterations
     * or depth).
     */
    public static Report analyse(GameState state, Budget budget) {
        return analyse(state, budget, 1, SearchListener.NONE);
    }

    /**
     * @param listener receives progress while the search runs and may stop it ({@link
     *     SearchListener#stopRequested()})
     * @throws IllegalArgumentException when there is nothing to choose: the game is over or dice
     *     are to be thrown
     */
    public static Report analyse(
            GameState state, Budget budget, int threads, SearchListener listener) {
        if (state.isTerminal() || state.isChanceNode()) {
            throw new IllegalArgumentException(
                    state.isTerminal()
                            ? "the game is over: nothing to analyse"
                            : "the dice are to be thrown: nothing to analyse");
        }
        Player player = Players.create("level:max", state.game(), threads, new SplittableRandom(1));
        SearchInfo[] last = new SearchInfo[1];
        SearchListener recorder =
                new SearchListener() {
                    @Override
                    public void onInfo(SearchInfo info) {
                        last[0] = info;
                        listener.onInfo(info);
                    }

                    @Override
                    public boolean stopRequested() {
                        return listener.stopRequested();
                    }
                };
        EndgameTable tables = EndgameTables.forGame(state.game());
        int known = tables == null ? EndgameTable.UNKNOWN : tables.probe(state);
        String endgame = known == EndgameTable.UNKNOWN ? null : EndgameTable.describe(known);
        boolean decided = known != EndgameTable.UNKNOWN && known != EndgameTable.DRAW;
        Integer plies = decided ? EndgameTable.plies(known) : null;
        int toEnd = decided ? EndgameLine.pliesToEnd(tables, state) : -1;
        Integer endPlies = toEnd >= 0 ? toEnd : null;
        String text = EndgameLine.describe(known, toEnd);
        GameState copy = state.copy();
        int move = player.chooseMove(copy, budget, recorder);
        String notation = state.formatMove(move);
        SearchInfo info = last[0];
        if (info == null || info.pv().isEmpty() || !info.pv().get(0).equals(notation)) {
            // No report on the chosen move (a search stopped at once): say only what is certain.
            return new Report(
                    notation,
                    0,
                    0,
                    List.of(notation),
                    0.5,
                    0,
                    info == null ? 0 : info.nodes(),
                    endgame,
                    plies,
                    endPlies,
                    text);
        }
        return new Report(
                notation,
                info.score(),
                info.mate(),
                List.copyOf(info.pv()),
                info.winProbability(),
                info.depth(),
                info.nodes(),
                endgame,
                plies,
                endPlies,
                text);
    }
}
