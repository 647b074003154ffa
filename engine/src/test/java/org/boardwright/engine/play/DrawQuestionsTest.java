package org.boardwright.engine.play;

import static org.assertj.core.api.Assertions.assertThat;

import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.Result;
import org.junit.jupiter.api.Test;

/**
 * The questions a state answers apart: the end as the engine plays it ({@code isTerminal}, {@code
 * result}), the end with no claim ({@code isOverWithoutClaim}), a draw the player to move may claim
 * ({@code claimableDraw}), an ending by engine policy ({@code endedByEnginePolicy}) and one on the
 * game's history ({@code endedByHistory}), in positions where their answers differ. The same
 * position answers the same whoever plays; the driver chooses its end: people's games ({@link
 * PlayedGame}) wait for claims, games between computers ({@link PlayedGame#withEnginePolicyDraws})
 * let the engine's policy end them.
 */
class DrawQuestionsTest {

    /** Two kings that can shuttle: the same position stands a third time after eight plies. */
    private static final String CHECKERS_KINGS =
            ".W....../......../......../......../......../......../......../R....... r";

    private static final String[] CHECKERS_CYCLE = {"a1-b2", "b8-a7", "b2-a1", "a7-b8"};

    private static void shuttle(PlayedGame played, String[] cycle) {
        for (int round = 0; round < 2; round++) {
            for (String m : cycle) {
                assertThat(played.state().claimableDraw()).isEqualTo(DrawClaim.NONE);
                played.choose(played.state().parseMove(m));
            }
        }
    }

    @Test
    void checkersRepetitionIsClaimableBetweenPeopleAndAnEngineDrawBetweenComputers() {
        Game checkers = Games.get("checkers");
        PlayedGame people = new PlayedGame(checkers, CHECKERS_KINGS, 1);
        shuttle(people, CHECKERS_CYCLE);
        GameState s = people.state();
        assertThat(s.claimableDraw()).isEqualTo(DrawClaim.THREEFOLD_REPETITION);
        assertThat(s.isOverWithoutClaim()).isFalse();
        assertThat(s.legalMoveNotations()).isNotEmpty();
        assertThat(people.isOver()).isFalse();
        assertThat(people.result()).isEqualTo(Result.ONGOING);
        assertThat(people.resultReason()).isEmpty();
        assertThat(people.seatToMove()).isEqualTo(0);
        assertThat(checkers.text().claim(s.claimableDraw())).contains("third time");

        PlayedGame computers = new PlayedGame(checkers, CHECKERS_KINGS, 1).withEnginePolicyDraws();
        shuttle(computers, CHECKERS_CYCLE);
        GameState c = computers.state();
        assertThat(computers.isOver()).isTrue();
        assertThat(computers.result()).isEqualTo(Result.DRAW);
        assertThat(computers.seatToMove()).isNull();
        for (GameState either : new GameState[] {s, c}) {
            assertThat(either.isTerminal()).as("the engine's policy takes the draw").isTrue();
            assertThat(either.result()).isEqualTo(Result.DRAW);
            assertThat(either.endedByEnginePolicy()).isTrue();
            assertThat(either.endedByHistory())
                    .as("a position string cannot show a repetition")
                    .isTrue();
            assertThat(either.claimableDraw()).isEqualTo(DrawClaim.THREEFOLD_REPETITION);
        }
        assertThat(computers.record("a", "b").build().resultToken()).isEqualTo("1/2-1/2");
        assertThat(people.record("a", "b").build().resultToken()).isEqualTo("*");
    }

    @Test
    void checkersQuietLimitIsClaimableBetweenPeopleAndReadFromThePositionAsPolicy() {
        Game checkers = Games.get("checkers");
        String quiet = CHECKERS_KINGS + " quiet=80";
        PlayedGame people = new PlayedGame(checkers, quiet, 1);
        GameState s = people.state();
        assertThat(s.claimableDraw()).isEqualTo(DrawClaim.QUIET_MOVES);
        assertThat(s.isOverWithoutClaim()).isFalse();
        assertThat(people.isOver()).isFalse();
        assertThat(checkers.text().claim(s.claimableDraw())).contains("40-move rule");

        GameState read = checkers.parsePosition(quiet);
        assertThat(read.isTerminal()).isTrue();
        assertThat(read.result()).isEqualTo(Result.DRAW);
        assertThat(read.endedByEnginePolicy()).isTrue();
        assertThat(read.endedByHistory()).as("the quiet count is in the position").isFalse();
        assertThat(read.positionMoves(new int[GameState.MAX_MOVES], 0))
                .as("perft counts no move past the 40-move point")
                .isZero();
    }

    @Test
    void checkersRulesComeBeforeTheDraws() {
        // White (a man on a3, blocked) has no move at the 40-move point: the rules end the game,
        // nothing is claimable
        Game checkers = Games.get("checkers");
        String blocked =
                "......../......../......../......../......../w......./.r....../..r..... w quiet=80";
        for (PlayedGame played :
                new PlayedGame[] {
                    new PlayedGame(checkers, blocked, 1),
                    new PlayedGame(checkers, blocked, 1).withEnginePolicyDraws()
                }) {
            GameState s = played.state();
            assertThat(played.isOver()).isTrue();
            assertThat(s.isTerminal()).isTrue();
            assertThat(s.isOverWithoutClaim()).isTrue();
            assertThat(played.result()).isEqualTo(Result.FIRST_WINS);
            assertThat(s.result()).isEqualTo(Result.FIRST_WINS);
            assertThat(s.endedByEnginePolicy()).isFalse();
            assertThat(s.claimableDraw()).isEqualTo(DrawClaim.NONE);
        }
    }

    @Test
    void twistRepetitionIsClaimableBetweenPeopleAndAnEngineDrawBetweenComputers() {
        Game twist = Games.get("twist");
        PlayedGame people = new PlayedGame(twist, CHECKERS_KINGS, 1);
        shuttle(people, CHECKERS_CYCLE);
        GameState s = people.state();
        assertThat(s.claimableDraw()).isEqualTo(DrawClaim.THREEFOLD_REPETITION);
        assertThat(s.isOverWithoutClaim()).isFalse();
        assertThat(people.isOver()).isFalse();
        assertThat(twist.text().claim(s.claimableDraw())).contains("third time");

        PlayedGame computers = new PlayedGame(twist, CHECKERS_KINGS, 1).withEnginePolicyDraws();
        shuttle(computers, CHECKERS_CYCLE);
        GameState c = computers.state();
        assertThat(computers.isOver()).isTrue();
        assertThat(c.result()).isEqualTo(Result.DRAW);
        assertThat(c.endedByEnginePolicy()).isTrue();
        assertThat(c.endedByHistory()).isTrue();
    }

    @Test
    void twistQuietLimitIsClaimableButNotAtAThrowOfTheDice() {
        Game twist = Games.get("twist");
        PlayedGame people =
                new PlayedGame(
                        twist,
                        ".W....../......../......../......../......../......../......../R....... r options=1,0 quiet=80",
                        1);
        GameState s = people.state();
        assertThat(s.claimableDraw()).isEqualTo(DrawClaim.QUIET_MOVES);
        assertThat(twist.text().claim(s.claimableDraw())).contains("40-move rule");
        people.choose(s.parseMove("pass")); // the dice decide the declaration: nobody claims now
        assertThat(s.isChanceNode()).isTrue();
        assertThat(s.claimableDraw()).isEqualTo(DrawClaim.NONE);
        assertThat(s.isOverWithoutClaim()).isFalse();
        assertThat(people.isOver()).isFalse();
        assertThat(s.isTerminal()).as("the engine's policy takes the draw").isTrue();
        assertThat(people.playAutomatic()).as("people throw the dice").isPositive();
        assertThat(s.isChanceNode()).isFalse();
    }
}
