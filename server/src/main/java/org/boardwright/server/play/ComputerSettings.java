package org.boardwright.server.play;

import java.util.function.Function;
import org.boardwright.ai.Budget;

/**
 * How the computer players run: the worker threads for moves and how many one client may use at
 * once, each level's budget, and the analysis worker's budget and queue.
 *
 * @param threads worker threads for computer moves (each search uses one)
 * @param threadsPerClient computer-move workers one client may use at once
 * @param levelBudget how long each computer level thinks
 * @param analysisBudget how long an analysis request thinks
 * @param analysisPerClient analysis requests of one client running or waiting
 * @param analysisQueue analysis requests waiting at most; more are refused
 * @param engines outside engines the operator named for the computer's seats
 */
public record ComputerSettings(
        int threads,
        int threadsPerClient,
        Function<String, Budget> levelBudget,
        Budget analysisBudget,
        int analysisPerClient,
        int analysisQueue,
        NamedEngines engines) {}
