package org.boardwright.ai.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Result;
import org.boardwright.engine.record.GameRecord;
import org.junit.jupiter.api.Test;

class MatchTest {

    private static Match.Settings settings(String a, String b, int games, long seed, int parallel) {
        return new Match.Settings(
                Games.get("madbishops"), a, b, games, 0, seed, 1, parallel, 2, false);
    }

    @Test
    void coloursAlternateAndEachPairSharesItsOpening() throws InterruptedException {
        List<Match.Outcome> outcomes = Match.run(settings("random", "random", 6, 11, 2), o -> {});

        assertThat(outcomes).extracting(Match.Outcome::index).containsExactly(0, 1, 2, 3, 4, 5);
        assertThat(outcomes).extracting(Match.Outcome::sideOfA).containsExactly(0, 1, 0, 1, 0, 1);
        for (int pair = 0; pair < 3; pair++) {
            GameRecord first = outcomes.get(2 * pair).record();
            GameRecord second = outcomes.get(2 * pair + 1).record();
            assertThat(second.moveNotations().subList(0, 2))
                    .isEqualTo(first.moveNotations().subList(0, 2));
            assertThat(first.player(0)).isEqualTo("random");
        }
        assertThat(outcomes.get(0).record().moveNotations().subList(0, 2))
                .isNotEqualTo(outcomes.get(2).record().moveNotations().subList(0, 2));
    }

    @Test
    void standardOpeningsStartEachPairAndComeRoundEachOnceInTheSeedsOrder()
            throws InterruptedException {
        Game checkers = Games.get("checkers");
        Match.Settings settings =
                new Match.Settings(checkers, "random", "random", 4, 0, 5, 1, 2, 2, true);
        List<Match.Outcome> outcomes = Match.run(settings, o -> {});
        for (int pair = 0; pair < 2; pair++) {
            String ballot = Match.standardOpening(settings, pair);
            assertThat(checkers.openings()).contains(ballot);
            for (Match.Outcome o : outcomes.subList(2 * pair, 2 * pair + 2)) {
                assertThat(o.record().tag("Opening")).contains(ballot);
                GameState s = checkers.newInitialState();
                for (String move : ballot.split(" ")) {
                    s.play(s.parseMove(move));
                }
                GameState replay = checkers.newInitialState();
                for (String move : o.record().moveNotations().subList(0, 3)) {
                    replay.play(replay.parseMove(move));
                }
                assertThat(replay.position()).isEqualTo(s.position());
            }
        }
        int n = checkers.openings().size();
        java.util.Set<String> round = new java.util.HashSet<>();
        for (int pair = 0; pair < n; pair++) {
            round.add(Match.standardOpening(settings, pair));
        }
        assertThat(round).hasSize(n);
        assertThat(Match.standardOpening(settings, n))
                .isEqualTo(Match.standardOpening(settings, 0));
        Match.Settings otherSeed =
                new Match.Settings(checkers, "random", "random", 4, 0, 6, 1, 2, 2, true);
        assertThat(
                        java.util.stream.IntStream.range(0, 8)
                                .mapToObj(p -> Match.standardOpening(otherSeed, p))
                                .toList())
                .isNotEqualTo(
                        java.util.stream.IntStream.range(0, 8)
                                .mapToObj(p -> Match.standardOpening(settings, p))
                                .toList());
    }

    @Test
    void aGameWithoutStandardOpeningsIsRefusedThem() {
        assertThatThrownBy(
                        () ->
                                new Match.Settings(
                                        Games.get("madrooks"),
                                        "random",
                                        "random",
                                        2,
                                        0,
                                        1,
                                        1,
                                        1,
                                        2,
                                        true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no standard openings");
    }

    @Test
    void openingMovesNeverLoseAtOnce() {
        // From Monkey Queen's start many random moves leave a queen to be taken; opening moves
        // never do.
        org.boardwright.engine.Game game = Games.get("monkeyqueen");
        int[] buffer = new int[org.boardwright.engine.GameState.MAX_MOVES];
        int hangingStarts = 0;
        for (int seed = 0; seed < 200; seed++) {
            java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
            org.boardwright.engine.GameState state = game.newInitialState();
            state.play(Match.openingMove(state, random, buffer));
            state.play(Match.openingMove(state, random, buffer));
            assertThat(winsAtOnce(state)).as(state.position()).isFalse();
            org.boardwright.engine.GameState plain = game.newInitialState();
            plain.play(plain.randomMove(random, buffer));
            if (winsAtOnce(plain)) {
                hangingStarts++;
            }
        }
        assertThat(hangingStarts).as("random first moves that hang the queen").isPositive();
    }

    /** Whether the side to move has a move that wins on the spot. */
    private static boolean winsAtOnce(org.boardwright.engine.GameState state) {
        int mover = state.sideToMove();
        for (int move : state.legalMoveList()) {
            state.play(move);
            boolean won = state.isTerminal() && state.result().winner() == mover;
            state.undo();
            if (won) {
                return true;
            }
        }
        return false;
    }

    @Test
    void scoresBelongToPlayersNotColours() throws InterruptedException {
        for (Match.Outcome o : Match.run(settings("random", "random", 4, 3, 1), o -> {})) {
            Result r = o.result();
            assertThat(o.scoreA()).isEqualTo(r.score(o.sideOfA()));
            assertThat(o.record().result()).isEqualTo(r);
            // every record reads back, move by move
            assertThat(GameRecord.read(o.record().toOneLine()).moveNotations())
                    .isEqualTo(o.record().moveNotations());
        }
    }

    @Test
    void theSameSeedPlaysTheSameGamesWhateverTheParallelism() throws InterruptedException {
        List<String> one = records(Match.run(settings("random", "level:1", 4, 5, 1), o -> {}));
        List<String> two = records(Match.run(settings("random", "level:1", 4, 5, 2), o -> {}));
        assertThat(two).isEqualTo(one);
    }

    @Test
    void aSearchingPlayerBeatsRandom() throws InterruptedException {
        MatchStats stats =
                MatchStats.of(Match.run(settings("level:2", "random", 6, 9, 2), o -> {}));
        assertThat(stats.wins())
                .isGreaterThanOrEqualTo(5); // 400 iterations a move: clearly, not always, better
    }

    @Test
    void bothGamesOfATwistPairShareTheirDice() throws InterruptedException {
        Match.Settings twist =
                new Match.Settings(
                        Games.get("twist"), "random", "random", 2, 0, 21, 1, 1, 2, false);
        List<Match.Outcome> pair = Match.run(twist, o -> {});
        List<String> rolls0 =
                pair.get(0).record().moveNotations().stream()
                        .filter(m -> m.startsWith("roll:"))
                        .toList();
        List<String> rolls1 =
                pair.get(1).record().moveNotations().stream()
                        .filter(m -> m.startsWith("roll:"))
                        .toList();
        int shared = Math.min(rolls0.size(), rolls1.size());
        assertThat(rolls1.subList(0, shared)).isEqualTo(rolls0.subList(0, shared));
    }

    @Test
    void afterTheSwapScoresAndTheRecordStillFollowThePlayers() throws InterruptedException {
        // "swapper" swaps whenever it may and otherwise plays like random: in odd games it is
        // second and swaps.
        Match.PlayerMaker maker =
                (name, game, threads, random) -> {
                    org.boardwright.ai.Player randomPlayer =
                            org.boardwright.ai.Players.create("random", game, threads, random);
                    if (!name.equals("swapper")) {
                        return randomPlayer;
                    }
                    return new org.boardwright.ai.Player() {
                        @Override
                        public String name() {
                            return name;
                        }

                        @Override
                        public int chooseMove(
                                org.boardwright.engine.GameState state,
                                org.boardwright.ai.Budget budget,
                                org.boardwright.ai.SearchListener listener) {
                            for (int move : state.legalMoveList()) {
                                if (state.moveKind(move) == org.boardwright.engine.MoveKind.SWAP) {
                                    return move;
                                }
                            }
                            return randomPlayer.chooseMove(state, budget, listener);
                        }
                    };
                };
        Match.Settings settings =
                new Match.Settings(
                        Games.get("monkeyqueen:ivory=3,cigar=3"),
                        "swapper",
                        "random",
                        2,
                        0,
                        4,
                        1,
                        1,
                        0,
                        false);
        List<Match.Outcome> outcomes = Match.run(settings, maker, o -> {});

        Match.Outcome second = outcomes.get(1);
        assertThat(second.sideOfA()).isOne();
        assertThat(second.record().moveNotations().get(1)).isEqualTo("swap");
        assertThat(second.record().player(1)).isEqualTo("swapper");
        assertThat(second.record().tag("Swap")).contains("Ivory: swapper, Cigar: random");
        // A began as Cigar and played Ivory after the swap: A's score is Ivory's.
        assertThat(second.scoreA()).isEqualTo(second.result().score(0));
        assertThat(outcomes.get(0).record().tag("Swap")).isEmpty();
    }

    @Test
    void unknownPlayersAreRefusedBeforeAnyGame() {
        assertThatThrownBy(() -> Match.run(settings("random", "nobody", 2, 1, 1), o -> {}))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("nobody");
        assertThatThrownBy(() -> Match.run(settings("level:9", "random", 2, 1, 1), o -> {}))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("level");
    }

    @Test
    void statsCountScoresIntervalsAndElo() {
        List<Match.Outcome> outcomes = new ArrayList<>();
        double[] scores = {1, 1, 1, 0.5, 0};
        for (int i = 0; i < scores.length; i++) {
            outcomes.add(new Match.Outcome(i, i % 2, Result.DRAW, scores[i], i == 3, null));
        }
        MatchStats s = MatchStats.of(outcomes);
        assertThat(s.wins()).isEqualTo(3);
        assertThat(s.draws()).isEqualTo(1);
        assertThat(s.losses()).isEqualTo(1);
        assertThat(s.enginePolicyDraws()).isEqualTo(1);
        assertThat(s.score()).isEqualTo(0.7);
        // Wilson with the per-game variance .8/5 = .16 (below the binomial .21): centre and
        // half-width
        double z2 = 1.96 * 1.96;
        double centre = (0.7 + z2 / 10) / (1 + z2 / 5);
        double half = 1.96 * Math.sqrt(0.16 / 5 + z2 / 100) / (1 + z2 / 5);
        assertThat(s.low()).isCloseTo(centre - half, within(1e-12));
        assertThat(s.high()).isCloseTo(Math.min(1, centre + half), within(1e-12));
        // a perfect score still leaves an interval below 100%
        List<Match.Outcome> perfect = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            perfect.add(new Match.Outcome(i, i % 2, Result.FIRST_WINS, 1, false, null));
        }
        MatchStats p = MatchStats.of(perfect);
        assertThat(p.score()).isEqualTo(1);
        assertThat(p.low())
                .isBetween(0.65, 0.75); // Wilson's lower bound for 10 of 10 is about 0.72
        assertThat(p.high()).isEqualTo(1);
        assertThat(MatchStats.elo(0.5)).isZero();
        assertThat(MatchStats.elo(0.75)).isCloseTo(190.85, within(0.01));
        assertThat(MatchStats.elo(1)).isInfinite();
    }

    private static List<String> records(List<Match.Outcome> outcomes) {
        return outcomes.stream().map(o -> String.join(" ", o.record().moveNotations())).toList();
    }
}
