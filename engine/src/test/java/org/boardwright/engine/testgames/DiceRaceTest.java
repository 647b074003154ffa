package org.boardwright.engine.testgames;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Perft;
import org.boardwright.engine.Result;
import org.boardwright.engine.conformance.GameConformanceSuite;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The conformance suite on a game with chance nodes, and how Perft and randomMove treat chance. */
class DiceRaceTest extends GameConformanceSuite {

    static final String START = "B........../R.......... r phase=roll";

    @BeforeAll
    static void register() {
        DiceRace.register();
    }

    @AfterAll
    static void unregister() {
        Games.unregister("dicerace");
    }

    @Override
    protected Game game() {
        return DiceRace.STANDARD;
    }

    @Override
    protected boolean hasChanceNodes() {
        return true;
    }

    @Override
    protected List<PerftCase> perftTable() {
        return List.of(
                perft("B........../R.......... r phase=move:3", 3),
                perft("..B......../R.......... r phase=move:3", 3),
                perft("B........../........R.. r phase=move:2", 2),
                // every line ends the game at once: no chance node is reached
                perft("B........../.........R. r phase=move:3", 1, 0, 0),
                perft(".........B./.........R. b phase=move:1", 1, 0, 0, 0));
    }

    @Override
    protected List<String> extraPositions() {
        return List.of(
                "...B......./...R....... b phase=roll", "B........../..........R b phase=roll");
    }

    @Override
    protected List<String> extraMalformedPositions() {
        return List.of(
                "B........../R.......... r",
                "B........../R.......... r phase=",
                "B........../R.......... r phase=move",
                "B........../R.......... r phase=move:0",
                "B........../R.......... r phase=move:4",
                "B........../R.......... r phase=move:12",
                "B........../R.......... r phase=roll phase=roll",
                "B........../R.......... r phase=roll turn=1",
                "B........../R.......... r phase=Roll",
                "R........../B.......... r phase=roll",
                "B.........B/R.......... r phase=roll",
                ".........../R.......... r phase=roll",
                "B........../........... r phase=roll",
                "B........../..........R r phase=roll", // Red has won but is to move
                "B........../..........R b phase=move:1", // the game is over: no roll to move with
                "..........B/..........R b phase=roll");
    }

    @Override
    protected List<String> extraBadMoves() {
        return List.of(
                "roll:4",
                "roll:10",
                "roll:-1",
                "roll: 1",
                "roll:1-2",
                "a1-l1",
                "a1-a3",
                "a3-b3",
                "a1xa1");
    }

    private static DiceRace.State parse(String position) {
        return DiceRace.STANDARD.parsePosition(position);
    }

    // ---------------------------------------------------------------------------------------
    // Chance nodes

    @Test
    void theStartIsAChanceNodeWithThreeOutcomesOfProbabilityOneHalfOneThirdOneSixth() {
        GameState state = DiceRace.STANDARD.newInitialState();
        assertThat(state.position()).isEqualTo(START);
        assertThat(state.isChanceNode()).isTrue();
        assertThat(state.legalMoveNotations()).containsExactly("roll:1", "roll:2", "roll:3");
        assertThat(state.chanceProbability(state.parseMove("roll:1")))
                .isCloseTo(1.0 / 2, within(1e-12));
        assertThat(state.chanceProbability(state.parseMove("roll:2")))
                .isCloseTo(1.0 / 3, within(1e-12));
        assertThat(state.chanceProbability(state.parseMove("roll:3")))
                .isCloseTo(1.0 / 6, within(1e-12));
        state.play(state.parseMove("roll:2"));
        assertThat(state.isChanceNode()).isFalse();
        assertThat(state.sideToMove()).isZero();
        assertThat(state.position()).isEqualTo("B........../R.......... r phase=move:2");
        assertThat(state.legalMoveNotations()).containsExactly("a1-b1", "a1-c1");
        assertThatThrownBy(() -> state.chanceProbability(state.parseMove("a1-b1")))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void randomMoveSamplesOutcomesByTheirProbabilities() {
        GameState state = DiceRace.STANDARD.newInitialState();
        SplittableRandom rng = new SplittableRandom(2026);
        int[] buffer = new int[GameState.MAX_MOVES];
        int draws = 60_000;
        int[] counts = new int[4];
        for (int i = 0; i < draws; i++) {
            counts[state.formatMove(state.randomMove(rng, buffer)).charAt(5) - '0']++;
        }
        // standard deviation of a frequency is at most 0.002 here: 0.01 is five of them
        assertThat(counts[1] / (double) draws).isCloseTo(1.0 / 2, within(0.01));
        assertThat(counts[2] / (double) draws).isCloseTo(1.0 / 3, within(0.01));
        assertThat(counts[3] / (double) draws).isCloseTo(1.0 / 6, within(0.01));
        assertThat(state.movesPlayed()).isZero();
    }

    @Test
    void chanceOutcomesAreNotMovesForTheSideToMove() {
        GameState state = parse("B........../R.......... r phase=move:1");
        assertThatThrownBy(() -> state.parseMove("roll:1")).isInstanceOf(NotationException.class);
        GameState chance = parse(START);
        assertThatThrownBy(() -> chance.parseMove("a1-b1")).isInstanceOf(NotationException.class);
    }

    // ---------------------------------------------------------------------------------------
    // Perft and chance

    @Test
    void perftThrowsChanceNodeExceptionWhenAChanceNodeMustBeExpanded() {
        GameState start = parse(START);
        assertThat(Perft.count(start, 0)).isEqualTo(1);
        assertThatThrownBy(() -> Perft.count(start, 1))
                .isInstanceOf(Perft.ChanceNodeException.class)
                .hasMessageContaining("chance");
        GameState move = parse("B........../R.......... r phase=move:3");
        assertThat(Perft.count(move, 1)).isEqualTo(3); // counts fine before the chance node
        assertThatThrownBy(() -> Perft.count(parse("B........../R.......... r phase=move:3"), 2))
                .isInstanceOf(Perft.ChanceNodeException.class);
        // a line that ends the game needs no dice
        assertThat(Perft.count(parse("B........../.........R. r phase=move:3"), 5)).isZero();
        // one line wins at once, the other needs dice
        assertThatThrownBy(() -> Perft.count(parse("B........../........R.. r phase=move:2"), 2))
                .isInstanceOf(Perft.ChanceNodeException.class);
    }

    /**
     * Perft's contract: "perft(depth) from the state, which is left as it was". When it throws
     * ChanceNodeException part-way down a line, the moves played on that line must still be taken
     * back (a CLI printing "the depths it can, then error" would otherwise go on from a wrong
     * position).
     */
    @Test
    void perftLeavesTheStateAsItWasWhenItThrowsChanceNodeException() {
        String position = "B........../R.......... r phase=move:3";
        GameState state = parse(position);
        assertThatThrownBy(() -> Perft.count(state, 2))
                .isInstanceOf(Perft.ChanceNodeException.class);
        assertThat(state.movesPlayed()).as("moves left played on the state").isZero();
        assertThat(state.position()).isEqualTo(position);
    }

    // ---------------------------------------------------------------------------------------
    // The race

    @Test
    void stoppingOnTheEnemyFileSendsTheEnemyBackAndUndoRestoresIt() {
        GameState state = parse("..B......../R.......... r phase=move:3");
        assertThat(state.legalMoveNotations()).containsExactly("a1-b1", "a1-d1", "a1xc1");
        long hash = state.hash();
        state.play(state.parseMove("a1xc1"));
        assertThat(state.position()).isEqualTo("B........../..R........ b phase=roll");
        assertThat(state.hash()).isEqualTo(state.computeHash());
        state.undo();
        assertThat(state.position()).isEqualTo("..B......../R.......... r phase=move:3");
        assertThat(state.hash()).isEqualTo(hash);
    }

    @Test
    void aPawnCannotPassTheLastFileAndReachingItWins() {
        GameState state = parse("B........../........R.. r phase=move:3");
        assertThat(state.legalMoveNotations()).containsExactly("i1-j1", "i1-k1");
        state.play(state.parseMove("i1-k1"));
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.isChanceNode()).isFalse();
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.resultReason()).isEqualTo("Red reached the last file");
        assertThat(state.position()).isEqualTo("B........../..........R b phase=roll");
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(state.randomMove(new SplittableRandom(1), new int[GameState.MAX_MOVES]))
                .isEqualTo(-1);
    }

    @Test
    void smallerRacesWork() {
        DiceRace short3 = new DiceRace(3);
        assertThat(short3.initialPosition()).isEqualTo("B.../R... r phase=roll");
        assertThat(short3.spec()).isEqualTo("dicerace:target=3");
        GameState state = short3.parsePosition("B.../R... r phase=move:3");
        assertThat(state.legalMoveNotations()).containsExactly("a1-b1", "a1-c1", "a1-d1");
        assertThat(Perft.count(state, 1)).isEqualTo(3);
    }
}
