package org.boardwright.bench.tune;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.boardwright.ai.Evaluations;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.match.Match;
import org.boardwright.ai.match.MatchStats;
import org.boardwright.ai.tuning.TunableEvaluation;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;

/**
 * Confirms a tuning by play: alpha-beta with the game's evaluation as it stands ("tuned") against
 * alpha-beta with other weights ("given"), same time and threads, colours alternated and openings
 * varied as in {@code boardwright match}.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar org.boardwright.bench.tune.TunedMatch <game>
 * <w1,w2,...> <scale> <games> <seconds a move> <seed> [parallel]}, the weights in the order
 * {@link Tune} prints them.
 */
public final class TunedMatch {

    private TunedMatch() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 6) {
            System.err.println("usage: TunedMatch <game> <w1,w2,...> <scale> <games> <seconds a move> <seed> [parallel]");
            System.exit(2);
        }
        Game game = Games.get(args[0]);
        TunableEvaluation tuned = (TunableEvaluation) Evaluations.forGame(game);
        int[] weights = args[1].isEmpty() ? new int[0] : Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray();
        TunableEvaluation given = tuned.withWeights(weights, Double.parseDouble(args[2]));
        int games = Integer.parseInt(args[3]);
        double seconds = Double.parseDouble(args[4]);
        long seed = Long.parseLong(args[5]);
        int parallel = args.length > 6 ? Integer.parseInt(args[6]) : 2;
        Match.Settings settings = new Match.Settings(game, "tuned", "given", games, seconds, seed, 1, parallel, 2);
        int[] done = {0};
        List<Match.Outcome> outcomes = Match.run(settings,
                (name, g, threads, random) -> new AlphaBeta(AlphaBeta.Config.standard(name, threads),
                        name.equals("tuned") ? tuned : given),
                outcome -> System.err.printf(Locale.ROOT, "\r%d/%d games", ++done[0], games));
        MatchStats stats = MatchStats.of(outcomes);
        System.err.println();
        System.out.printf(Locale.ROOT, "%s tuned %s %d-%d-%d given %s: score=%.1f%% [%.1f, %.1f] (%d engine-policy draws)%n",
                game.id(), Arrays.toString(tuned.weights()), stats.wins(), stats.draws(), stats.losses(), Arrays.toString(weights),
                100 * stats.score(), 100 * stats.low(), 100 * stats.high(), stats.enginePolicyDraws());
    }
}
