package org.boardwright.ai;

import java.util.List;

/**
 * A progress report of a search, from the side to move at the root.
 *
 * @param depth plies searched (tree search) or the depth of the principal variation (MCTS)
 * @param score hundredths of a unit: for MCTS, 100 * (2 * expected score - 1), so +100 is a sure
 *     win; for alpha-beta, hundredths of the game's evaluation unit (a man in checkers, a checker
 *     in the Steere games), a proven win in n plies scoring 1,000,000 - n
 * @param mate 0 unless proven: a win in n plies (n > 0) or a loss in -n plies
 * @param nodes positions visited, all threads together in a search's last report (MCTS: iterations)
 * @param pv the principal variation in notation
 * @param winProbability the expected score of the side to move, 0 to 1 (draws count half)
 */
public record SearchInfo(
        int depth, int score, int mate, long nodes, List<String> pv, double winProbability) {}
