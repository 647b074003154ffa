package org.boardwright.ai.match;

import java.util.List;

/**
 * Wins, draws and losses of player A, its score with a 95% confidence interval (normal
 * approximation over the per-game scores) and the Elo difference those imply.
 */
public record MatchStats(int wins, int draws, int losses, int enginePolicyDraws, double score, double low, double high) {

    public static MatchStats of(List<Match.Outcome> outcomes) {
        int wins = 0;
        int draws = 0;
        int losses = 0;
        int policy = 0;
        double sum = 0;
        for (Match.Outcome o : outcomes) {
            if (o.scoreA() == 1) {
                wins++;
            } else if (o.scoreA() == 0) {
                losses++;
            } else {
                draws++;
            }
            if (o.enginePolicy()) {
                policy++;
            }
            sum += o.scoreA();
        }
        int n = outcomes.size();
        if (n == 0) {
            return new MatchStats(0, 0, 0, 0, 0.5, 0, 1);
        }
        double mean = sum / n;
        double variance = 0;
        for (Match.Outcome o : outcomes) {
            variance += (o.scoreA() - mean) * (o.scoreA() - mean);
        }
        double margin = 1.96 * Math.sqrt(variance / n / n);
        return new MatchStats(wins, draws, losses, policy, mean, Math.max(0, mean - margin), Math.min(1, mean + margin));
    }

    public int games() {
        return wins + draws + losses;
    }

    /** The Elo difference a score implies; infinite at 0 or 1. */
    public static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }
}
