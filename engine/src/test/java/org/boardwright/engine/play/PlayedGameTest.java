package org.boardwright.engine.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.MoveKind;
import org.boardwright.engine.Result;
import org.boardwright.engine.record.GameRecord;
import org.boardwright.engine.testgames.DiceRace;
import org.junit.jupiter.api.Test;

class PlayedGameTest {

    private static final Game TWIST = Games.get("twist");

    /** White king b8, Red king e5, Red to move with an option: it may declare. */
    private static final String TWIST_EXAMPLE =
            ".W....../......../......../....R.../......../......../......../........ r options=1,0";

    /** Cage: Red f6 alone in the centre, Blue c5 too far to adjoin: Red must pass. */
    private static final String CAGE_RED_MUST_PASS =
            "........../........../........../........../.....R..../..B......./"
                    + "........../........../........../.......... r";

    @Test
    void diceComeFromTheSeedAndEveryRollThrownSoATakebackNeverShowsTheNextRoll() {
        PlayedGame a = PlayedGame.fromStart(DiceRace.STANDARD, 42);
        PlayedGame b = PlayedGame.fromStart(DiceRace.STANDARD, 42);
        for (PlayedGame g : List.of(a, b)) {
            for (int i = 0; i < 6 && !g.isOver(); i++) {
                assertThat(g.playAutomatic()).isEqualTo(1);
                assertThat(g.plies().get(g.size() - 1).kind()).isEqualTo(MoveKind.CHANCE);
                assertThat(g.awaitsChoice()).isTrue();
                g.choose(g.state().legalMoveList().get(0));
            }
        }
        assertThat(a.notations()).isEqualTo(b.notations());
        assertThat(a.rollsThrown()).isEqualTo(6);
        // Taking back to after the first roll: the rolls taken back still count, so the game goes
        // on with roll number 6 (as b, which never took back, throws it), not roll number 1 again.
        a.truncate(1);
        assertThat(a.rollsThrown()).isEqualTo(6);
        a.choose(a.state().legalMoveList().get(0));
        a.playAutomatic();
        b.playAutomatic();
        assertThat(a.plies().get(2).notation()).isEqualTo(b.plies().get(12).notation());
        // The count travels with a copy and is given back to a game rebuilt from its moves.
        assertThat(a.copy().rollsThrown()).isEqualTo(7);
        PlayedGame rebuilt = PlayedGame.fromStart(DiceRace.STANDARD, 42);
        a.plies().forEach(p -> rebuilt.play(p.move(), p.chosenBy()));
        assertThat(rebuilt.rollsThrown()).isEqualTo(2);
        rebuilt.restoreRollsThrown(a.rollsThrown());
        rebuilt.restoreRollsThrown(1); // never lowered
        assertThat(rebuilt.rollsThrown()).isEqualTo(7);
        PlayedGame other = PlayedGame.fromStart(DiceRace.STANDARD, 43);
        StringBuilder rolls = new StringBuilder();
        StringBuilder otherRolls = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            other.playAutomatic();
            rolls.append(b.plies().get(2 * i).notation());
            otherRolls.append(other.plies().get(2 * i).notation());
            other.choose(other.state().legalMoveList().get(0));
        }
        assertThat(otherRolls.toString()).isNotEqualTo(rolls.toString());
    }

    @Test
    void aForcedPassIsPlayedAutomaticallyAndChosenByNobody() {
        PlayedGame g = new PlayedGame(Games.get("cage"), CAGE_RED_MUST_PASS, 1);
        assertThat(g.awaitsChoice()).isFalse();
        assertThat(g.playAutomatic()).isEqualTo(1);
        PlayedGame.Ply pass = g.plies().get(0);
        assertThat(pass.kind()).isEqualTo(MoveKind.FORCED_PASS);
        assertThat(pass.notation()).isEqualTo("pass");
        assertThat(pass.chosenBy()).isNull();
        assertThat(pass.seat()).isZero();
        assertThat(g.seatToMove()).isOne();
        assertThat(g.awaitsChoice()).isTrue();
        assertThat(g.hasChosen(0)).isFalse();
        assertThat(g.lastChooser()).isNull();
        assertThat(g.lastTurnStart(0)).isEqualTo(-1);
    }

    @Test
    void aTurnStartsAtItsDeclarationSoATakebackReturnsTheWholeTurn() {
        PlayedGame g = new PlayedGame(TWIST, TWIST_EXAMPLE, 7);
        g.choose(g.state().parseMove("speed:e5"));
        assertThat(g.plies().get(0).kind()).isEqualTo(MoveKind.DECLARATION);
        assertThat(g.playAutomatic()).isEqualTo(1);
        assertThat(g.lastDice()).hasSize(2);
        if (g.awaitsChoice() && g.seatToMove() == 0) {
            g.choose(g.state().legalMoveList().get(0));
        }
        assertThat(g.lastTurnStart(0)).isZero();
        assertThat(g.lastChooser()).isZero();
        g.truncate(g.lastTurnStart(0));
        assertThat(g.size()).isZero();
        assertThat(g.state().position()).isEqualTo(TWIST_EXAMPLE);
        assertThat(g.lastDice()).isNull();
    }

    @Test
    void afterTheSwapSeatsPlayTheOtherSidesAndTheRecordSaysSo() {
        Game mq = Games.get("monkeyqueen:ivory=3,cigar=3");
        PlayedGame g = PlayedGame.fromStart(mq, 0);
        g.choose(g.state().parseMove("g1-g2"));
        assertThat(g.seatToMove()).isOne();
        g.choose(g.state().parseMove("swap"));
        assertThat(g.plies().get(1).kind()).isEqualTo(MoveKind.SWAP);
        // Seat 0 (first to move at the start) now plays Cigar, and is to move.
        assertThat(g.state().sideToMove()).isOne();
        assertThat(g.seatToMove()).isZero();
        assertThat(g.sideOf(0)).isOne();
        assertThat(g.sideOf(1)).isZero();
        GameRecord record = g.record("ann", "bob").build();
        assertThat(record.tag("Swap")).contains("Ivory: bob, Cigar: ann");
        assertThat(record.moveNotations()).containsExactly("g1-g2", "swap");
        assertThat(g.positions()).hasSize(3).first().isEqualTo(mq.initialPosition());
    }

    @Test
    void theWinnerIsNamedBySeat() {
        Game mq = Games.get("monkeyqueen:ivory=3,cigar=3");
        PlayedGame g = PlayedGame.fromStart(mq, 0);
        g.choose(g.state().parseMove("g1-g2"));
        g.choose(g.state().parseMove("swap"));
        // Seat 0 plays Cigar: f12 takes the Ivory queen on... first find a capture of the queen.
        GameState s = g.state();
        int capture = -1;
        for (int m : s.legalMoveList()) {
            s.play(m);
            boolean won = s.isTerminal();
            s.undo();
            if (won) {
                capture = m;
            }
        }
        if (capture < 0) {
            // No immediate win from here: play on until someone wins by random-free first moves.
            while (!g.isOver()) {
                g.choose(g.state().legalMoveList().get(0));
            }
        } else {
            g.choose(capture);
        }
        Result r = g.result();
        assertThat(g.winnerSeat()).isEqualTo(r.winner() < 0 ? null : 1 - r.winner());
    }

    @Test
    void truncatingOutsideTheGameIsRefused() {
        PlayedGame g = PlayedGame.fromStart(Games.get("madrooks"), 0);
        assertThatThrownBy(() -> g.truncate(1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> g.truncate(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCopyIsIndependent() {
        PlayedGame g = PlayedGame.fromStart(Games.get("madrooks"), 0);
        PlayedGame c = g.copy();
        c.choose(c.state().legalMoveList().get(0));
        assertThat(g.size()).isZero();
        assertThat(c.size()).isOne();
        assertThat(g.state().movesPlayed()).isZero();
    }
}
