package org.boardwright.ai.match;

import java.util.List;

/**
 * Wins, draws and losses of player A, its score with a 95% confidence interval (Wilson's score
 * interval, which stays sensible at 0% and 100%, with the variance of the per-game scores so that
 * draws narrow it) and the Elo difference those imply.
 */
public record MatchStats(
        int wins,
        int draws,
        int losses,
        int enginePolicyDraws,
        double score,
        double low,
        double high) {

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
        // Wilson: centre and half-width for z = 1.96, with the observed per-game variance where it
        // is below the binomial one (draws), never zero (a perfect score still leaves doubt).
        double z = 1.96;
        double binomial = mean * (1 - mean);
        double v = variance / n;
        double spread = binomial > 0 ? Math.min(v, binomial) : 0;
        double denominator = 1 + z * z / n;
        double centre = (mean + z * z / (2 * n)) / denominator;
        double half = z * Math.sqrt(spread / n + z * z / (4.0 * n * n)) / denominator;
        return new MatchStats(
                wins,
                draws,
                losses,
                policy,
                mean,
                Math.max(0, centre - half),
                Math.min(1, centre + half));
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
