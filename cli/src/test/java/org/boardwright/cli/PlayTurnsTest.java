package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.Dice;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.play.PlayedGame;
import org.junit.jupiter.api.Test;

/**
 * Turns in {@code play} beyond one move each: forced passes, declarations and dice, the notes under
 * the board.
 */
class PlayTurnsTest {

    private static final Game TWIST = Games.get("twist");

    /** Red kings e5 and a1 against the White king b8; Red to move with an option. */
    private static final String TWIST_TWO_KINGS =
            ".W....../......../......../....R.../......../......../......../R....... r options=1,0";

    /** Cage: Red f6 alone in the centre with Blue c5 out of reach has no legal move. */
    private static final String CAGE_RED_MUST_PASS =
            "........../........../........../........../.....R..../..B......./"
                    + "........../........../........../.......... r";

    private static String lines(List<String> lines) {
        return String.join("\n", lines) + "\n";
    }

    @Test
    void aTwistTakebackReturnsToTheStartOfTheTurnItsDeclarationIncluded() {
        long seed = 3;
        // Red's turn as the session will play it: the declaration, the dice from the seed, then
        // Red's moves.
        PlayedGame expected = new PlayedGame(TWIST, TWIST_TWO_KINGS, seed);
        List<String> input = new ArrayList<>(List.of("extra"));
        expected.choose(expected.state().parseMove("extra"));
        expected.playAutomatic();
        while (!expected.isOver() && expected.awaitsChoice() && expected.seatToMove() == 0) {
            String move = expected.state().legalMoveNotations().get(0);
            input.add(move);
            expected.choose(expected.state().parseMove(move));
        }
        assertThat(expected.isOver()).isFalse();
        input.addAll(List.of("undo", "record", "quit"));

        Cli.Run run =
                Cli.run(
                        lines(input),
                        "play",
                        "twist",
                        "--position",
                        TWIST_TWO_KINGS,
                        "--seed",
                        Long.toString(seed),
                        "--no-color");

        String out = run.out();
        int tookBack = out.indexOf("Took back " + expected.size() + " moves.");
        assertThat(tookBack).as(out).isPositive();
        String after = out.substring(tookBack);
        assertThat(after)
                .contains(
                        "Options: Red 1, White 0",
                        "You may declare (spending an option): extra",
                        "Red to move> ")
                .contains("[Start \"" + TWIST_TWO_KINGS + "\"]\n[Seed \"3\"]\n\n*\n");
    }

    @Test
    void aTwistTakebackNeverShowsTheNextRollTheDiceGoOnFromEveryRollThrown() {
        GameState declared = TWIST.parsePosition(TWIST_TWO_KINGS);
        declared.play(declared.parseMove("extra"));
        int[] buffer = new int[GameState.MAX_MOVES];
        long seed = 0;
        while (Dice.roll(declared, seed, 0, buffer) == Dice.roll(declared, seed, 1, buffer)) {
            seed++; // a seed whose first two rolls differ, so the test can tell them apart
        }
        String first = declared.formatMove(Dice.roll(declared, seed, 0, buffer));
        String second = declared.formatMove(Dice.roll(declared, seed, 1, buffer));

        Cli.Run run =
                Cli.run(
                        lines(List.of("extra", "undo", "extra", "record", "quit")),
                        "play",
                        "twist",
                        "--position",
                        TWIST_TWO_KINGS,
                        "--seed",
                        Long.toString(seed),
                        "--no-color");

        String out = run.out();
        int tookBack = out.indexOf("Took back");
        assertThat(tookBack).as(out).isPositive();
        assertThat(out.substring(0, tookBack)).contains(first);
        assertThat(out.substring(tookBack)).contains("extra " + second).doesNotContain(first);
    }

    @Test
    void aForcedPassAfterYourMoveIsTakenBackWithIt() {
        GameState afterPass =
                Games.get("cage").parsePosition(CAGE_RED_MUST_PASS.replace(" r", " b"));
        String blueMove = afterPass.legalMoveNotations().get(0);

        Cli.Run run =
                Cli.run(
                        lines(List.of(blueMove, "undo", "record", "quit")),
                        "play",
                        "cage",
                        "--position",
                        CAGE_RED_MUST_PASS);

        String out = run.out();
        assertThat(out.split("Red has no legal move and passes\\.", -1)).hasSize(3);
        assertThat(out)
                .contains("Took back 2 moves.", "\n\npass *\n")
                .doesNotContain("Red to move> ");
    }

    @Test
    void aComputersDiceAreToldAsAPersonsAre() {
        int told = 0;
        for (int seed = 1; seed <= 10; seed++) {
            Cli.Run run =
                    Cli.run(
                            "quit\n",
                            "play",
                            "twist",
                            "--position",
                            TWIST_TWO_KINGS,
                            "--red",
                            "random",
                            "--seed",
                            Integer.toString(seed),
                            "--no-color");
            int roll = run.out().indexOf("Red rolls: ");
            if (roll >= 0) {
                told++;
                assertThat(run.out().substring(roll).lines().skip(1).findFirst().orElseThrow())
                        .matches(
                                "Different dice: .*|Doubles or a lower die of 1: .*|The (speed|initiative) boost .*");
            }
        }
        assertThat(told).as("games in which the computer declared").isPositive();
    }

    @Test
    void notesComeFromTheDescriptorCountersDeclarationsTheTurnsPhaseAndThePieRule() {
        assertThat(TurnNotes.lines(Games.get("madrooks").newInitialState(), false)).isEmpty();

        assertThat(TurnNotes.lines(TWIST.parsePosition(TWIST_TWO_KINGS), false))
                .containsExactly(
                        "Options: Red 1, White 0",
                        "You may declare (spending an option): extra initiative:a1 initiative:e5 pass speed:a1 speed:e5");
        GameState bonus =
                TWIST.parsePosition(TWIST_TWO_KINGS.replace(" r options=1,0", " r turn=bonus:e5"));
        assertThat(TurnNotes.lines(bonus, false))
                .containsExactly(
                        "Options: Red 0, White 0", "Bonus turn: the piece on e5 may not move.");
        assertThat(TurnNotes.lines(bonus, true)).containsExactly("Options: Red 0, White 0");

        Game monkeyQueen = Games.get("monkeyqueen");
        GameState first = monkeyQueen.newInitialState();
        assertThat(TurnNotes.lines(first, false)).isEmpty();
        first.play(first.parseMove("g1-g5"));
        assertThat(TurnNotes.lines(first, false))
                .hasSize(2)
                .first()
                .asString()
                .startsWith("Pie rule: Cigar may answer 'swap' instead of a move.");
    }
}
