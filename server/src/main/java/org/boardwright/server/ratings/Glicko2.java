package org.boardwright.server.ratings;

import java.util.List;

/**
 * The Glicko-2 rating system as Mark Glickman's "Example of the Glicko-2 system" (2012) describes
 * it: a rating, its deviation (how sure we are) and a volatility (how erratic the player is),
 * updated from the results of one rating period. Here each rated game is a period of its own, as on
 * most online sites. Ratings are on the Glicko scale (1500 at the start).
 */
public final class Glicko2 {

    /** A player's rating, deviation and volatility. */
    public record Rating(double rating, double deviation, double volatility) {

        /** A player without games: 1500, deviation 350, volatility 0.06. */
        public static final Rating INITIAL = new Rating(1500, 350, 0.06);

        /** Shown with a "?" while the deviation is this high. */
        static final double PROVISIONAL_DEVIATION = 110;

        public boolean provisional() {
            return deviation > PROVISIONAL_DEVIATION;
        }
    }

    /** One game of the period: the opponent's rating and deviation and the score (1, 0.5, 0). */
    public record Game(double opponentRating, double opponentDeviation, double score) {}

    /** How much the volatility may change (the paper's tau; 0.5 in its example). */
    static final double TAU = 0.5;

    private static final double SCALE = 173.7178;
    private static final double EPSILON = 0.000001;
    private static final double MAX_DEVIATION = 350;

    private Glicko2() {}

    /** The player's rating after the period's games (steps 2 to 8 of the paper). */
    public static Rating update(Rating player, List<Game> games) {
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            // Step 6 alone: an idle period only makes us less sure.
            double idle = Math.sqrt(phi * phi + sigma * sigma);
            return new Rating(player.rating(), Math.min(MAX_DEVIATION, idle * SCALE), sigma);
        }
        double vInverse = 0;
        double improvement = 0;
        for (Game game : games) {
            double muJ = (game.opponentRating() - 1500) / SCALE;
            double phiJ = game.opponentDeviation() / SCALE;
            double g = g(phiJ);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            vInverse += g * g * e * (1 - e);
            improvement += g * (game.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * improvement;
        double newSigma = volatility(delta, phi, v, sigma);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * improvement;
        return new Rating(SCALE * newMu + 1500, Math.min(MAX_DEVIATION, SCALE * newPhi), newSigma);
    }

    /**
     * A rating after {@code periods} rating periods without games (step 6 alone): the rating stays,
     * the deviation grows (up to 350), so a player who comes back after a long time is provisional
     * again.
     */
    public static Rating idle(Rating player, double periods) {
        if (periods <= 0) {
            return player;
        }
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        double grown = Math.sqrt(phi * phi + periods * sigma * sigma) * SCALE;
        return new Rating(player.rating(), Math.min(MAX_DEVIATION, grown), sigma);
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the new volatility, by the Illinois algorithm as in the paper. */
    private static double volatility(double delta, double phi, double v, double sigma) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        double delta2 = delta * delta;
        java.util.function.DoubleUnaryOperator f =
                x -> {
                    double ex = Math.exp(x);
                    double d = phi2 + v + ex;
                    return ex * (delta2 - phi2 - v - ex) / (2 * d * d) - (x - a) / (TAU * TAU);
                };
        double lower = a;
        double upper;
        if (delta2 > phi2 + v) {
            upper = Math.log(delta2 - phi2 - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * TAU) < 0) {
                k++;
            }
            upper = a - k * TAU;
        }
        double fLower = f.applyAsDouble(lower);
        double fUpper = f.applyAsDouble(upper);
        while (Math.abs(upper - lower) > EPSILON) {
            double c = lower + (lower - upper) * fLower / (fUpper - fLower);
            double fC = f.applyAsDouble(c);
            if (fC * fUpper <= 0) {
                lower = upper;
                fLower = fUpper;
            } else {
                fLower = fLower / 2;
            }
            upper = c;
            fUpper = fC;
        }
        return Math.exp(lower / 2);
    }
}
