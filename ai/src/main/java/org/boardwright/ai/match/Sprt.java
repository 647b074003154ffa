package org.boardwright.ai.match;

import java.util.Locale;

/**
 * A sequential probability ratio test on a match's wins, draws and losses: H0 "A is elo0 stronger
 * than B" against H1 "A is elo1 stronger", with error rates alpha (accepting H1 when H0 holds) and
 * beta (accepting H0 when H1 holds). The log-likelihood ratio is the generalised SPRT's normal
 * approximation over the trinomial results that fishtest uses ({@code LLR_logistic}): with the
 * score expected under each hypothesis {@code s = 1 / (1 + 10^(-elo / 400))}, the observed mean
 * score {@code m} and per-game variance {@code v} over {@code n} games,
 *
 * <pre>LLR = n (s1 - s0) (2 m - s0 - s1) / (2 v)</pre>
 *
 * The one departure from fishtest: a count of zero counts as half a game (fishtest uses 0.001,
 * which, when the first games are all wins, makes the variance almost zero and lets a single win
 * decide the test); with every count positive the two agree exactly. The test stops when the LLR
 * leaves [ln(beta / (1 - alpha)), ln((1 - beta) / alpha)]: below, H0 is accepted; above, H1.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    /** Where the test stands. */
    public enum Verdict {
        CONTINUE,
        ACCEPT_H0,
        ACCEPT_H1
    }

    public Sprt {
        if (!(elo0 < elo1) || Double.isInfinite(elo0) || Double.isInfinite(elo1)) {
            throw new IllegalArgumentException("elo0 must be below elo1, both finite");
        }
        if (Math.abs(elo0) >= 1000 || Math.abs(elo1) >= 1000) {
            throw new IllegalArgumentException("elo0 and elo1 must lie within -1000 to 1000");
        }
        if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("alpha and beta must lie between 0 and 0.5");
        }
    }

    /**
     * Parses {@code elo0,elo1,alpha,beta}, e.g. {@code 0,10,0.05,0.05}.
     *
     * @throws IllegalArgumentException with what is wrong
     */
    public static Sprt parse(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 4) {
            throw new IllegalArgumentException(
                    "an SPRT is elo0,elo1,alpha,beta, e.g. 0,10,0.05,0.05; got \"" + text + "\"");
        }
        double[] v = new double[4];
        for (int i = 0; i < 4; i++) {
            try {
                v[i] = Double.parseDouble(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        "not a number in the SPRT: \"" + parts[i].strip() + "\"");
            }
            if (!Double.isFinite(v[i])) {
                throw new IllegalArgumentException(
                        "not a finite number in the SPRT: \"" + parts[i].strip() + "\"");
            }
        }
        return new Sprt(v[0], v[1], v[2], v[3]);
    }

    /** The expected score of an Elo difference (the logistic Elo model). */
    public static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of H1 against H0 after these results. */
    public double llr(int wins, int draws, int losses) {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("result counts must not be negative");
        }
        if (wins + draws + losses == 0) {
            return 0;
        }
        double w = wins == 0 ? 0.5 : wins;
        double d = draws == 0 ? 0.5 : draws;
        double l = losses == 0 ? 0.5 : losses;
        double n = w + d + l;
        double mean = (w + 0.5 * d) / n;
        double variance =
                (w * (1 - mean) * (1 - mean) + d * (0.5 - mean) * (0.5 - mean) + l * mean * mean)
                        / n;
        if (variance <= 0) {
            return 0;
        }
        double s0 = expectedScore(elo0);
        double s1 = expectedScore(elo1);
        return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
    }

    public Verdict verdict(int wins, int draws, int losses) {
        double llr = llr(wins, draws, losses);
        if (llr >= upperBound()) {
            return Verdict.ACCEPT_H1;
        }
        if (llr <= lowerBound()) {
            return Verdict.ACCEPT_H0;
        }
        return Verdict.CONTINUE;
    }

    /** {@code LLR 1.23 [-2.94, 2.94] (elo0 0, elo1 10)} and the verdict when there is one. */
    public String describe(int wins, int draws, int losses) {
        Verdict v = verdict(wins, draws, losses);
        String text =
                String.format(
                        Locale.ROOT,
                        "LLR %.2f [%.2f, %.2f] (elo0 %s, elo1 %s, alpha %s, beta %s)",
                        llr(wins, draws, losses),
                        lowerBound(),
                        upperBound(),
                        plain(elo0),
                        plain(elo1),
                        plain(alpha),
                        plain(beta));
        return switch (v) {
            case ACCEPT_H1 -> text + ": H1 accepted (A is at least elo1 stronger)";
            case ACCEPT_H0 -> text + ": H0 accepted (A is at most elo0 stronger)";
            case CONTINUE -> text;
        };
    }

    private static String plain(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : String.format(Locale.ROOT, "%s", x);
    }
}
