package org.boardwright.engine.twist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.boardwright.engine.checkers.Diagrams.position;

import java.util.List;
import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Perft;
import org.boardwright.engine.Result;
import org.boardwright.engine.conformance.GameConformanceSuite;
import org.junit.jupiter.api.Test;

/**
 * The conformance suite on the Twist (chance nodes sampled), and a test per point of
 * docs/rules/twist.md.
 */
class TwistTest extends GameConformanceSuite {

    /**
     * docs/rules/twist.md's example (position strings): White king b8, Red king e5, Red to move
     * with one option.
     */
    static final String EXAMPLE =
            ".W....../......../......../....R.../......../......../......../........ r options=1,0";

    /** Kings and men with options on both sides: declarations and dice come up in random games. */
    static final String KINGS =
            position(
                    "r options=3,3",
                    ". W . . . . . .",
                    ". . . . w . . .",
                    ". . . . . r . .",
                    "w . . . . . . .",
                    ". . . R . . . .",
                    ". . w . . . r .",
                    ". r . . . . . .",
                    ". . . . W . R .");

    @Override
    protected Game game() {
        return TwistGame.INSTANCE;
    }

    @Override
    protected boolean hasChanceNodes() {
        return true;
    }

    @Override
    protected List<PerftCase> perftTable() {
        return List.of(
                perft(TwistGame.INSTANCE.initialPosition(), 7, 49, 302, 1469, 7361, 36768),
                perft(
                        position(
                                "r options=0,2 turn=speed:e5:3",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . R . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."),
                        3,
                        18));
    }

    @Override
    protected List<String> extraPositions() {
        return List.of(
                EXAMPLE,
                KINGS,
                KINGS.replace("options=3,3", "options=3,3 turn=declared:extra"),
                KINGS.replace("options=3,3", "options=1,0 turn=initiative:d4:4"),
                TwistLongPathTest.INITIATIVE);
    }

    @Override
    protected List<String> extraMalformedPositions() {
        String b = EXAMPLE.substring(0, EXAMPLE.indexOf(' '));
        return List.of(
                b + " r options=1",
                b + " r options=1,",
                b + " r options=-1,0",
                b + " r options=a,b",
                b + " r options=1,0,0",
                b + " r turn=",
                b + " r turn=normal",
                b + " r turn=declared",
                b + " r turn=declared:speed",
                b + " r turn=declared:speed:b8",
                b + " r turn=declared:speed:a1",
                b + " r turn=declared:roll",
                b + " r turn=speed:e5",
                b + " r turn=speed:e5:1",
                b + " r turn=speed:e5:7",
                b + " r turn=speed:e5:0",
                b + " r turn=initiative:b8:3",
                b + " r turn=initiative:e4:3",
                b + " r turn=speed:e5:3:1",
                b + " r turn=bonus:b8",
                b + " r turn=bonus:a1",
                b + " r turn=bonus",
                b + " r turn=Plain",
                b + " r turn=plain turn=plain",
                b + " r quiet=81",
                b + " r swap=1",
                b + " r options=0,0 options=0,0");
    }

    @Override
    protected List<String> extraBadMoves() {
        return List.of(
                "roll:5-3",
                "roll:0-1",
                "roll:1-7",
                "roll:1-2-3",
                "speed:",
                "speed:i9",
                "initiative:",
                "speed:e5x",
                "PASS",
                "pass ",
                "declared:pass",
                "a1-c3xe5-",
                "e5-f6-g5-");
    }

    private static TwistState parse(String position) {
        return TwistGame.INSTANCE.parsePosition(position);
    }

    private static void play(GameState state, String... moves) {
        for (String m : moves) {
            state.play(state.parseMove(m));
        }
    }

    // ---------------------------------------------------------------------------------------
    // twist.md: earning and losing options

    @Test
    void aKingThatJumpsEarnsOneOptionPerTurn() {
        TwistState state =
                parse(
                        position(
                                "r",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . w .",
                                ". . . . . . . .",
                                ". . . . w . . .",
                                ". . . R . . . .",
                                ". . . . . . . ."));
        assertThat(state.legalMoveNotations()).containsExactly("d2xf4xh6");
        play(state, "d2xf4xh6");
        assertThat(state.options(0)).as("two pieces taken, one option").isEqualTo(1);
        assertThat(state.position()).contains(" w options=1,0");
    }

    @Test
    void aManJumpEvenOneThatCrownsEarnsNothing() {
        TwistState state =
                parse(
                        position(
                                "r",
                                ". W . . . . . .",
                                ". . w . . . . .",
                                ". r . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
        play(state, "b6xd8");
        assertThat(state.pieceAt(3, 7)).isEqualTo("R");
        assertThat(state.options(0)).isZero();
    }

    @Test
    void eachCapturedKingCostsItsOwnerAnOptionNeverBelowZero() {
        String board =
                position(
                        "r options=0,1",
                        ". . . . . . . .",
                        ". . . . . . W .",
                        ". . . . . . . .",
                        ". . . . W . . .",
                        ". . . . . . . .",
                        ". . W . . . . .",
                        ". r . . . . . .",
                        ". . . . . . . .");
        TwistState state = parse(board);
        play(state, "b2xd4xf6xh8");
        assertThat(state.options(1)).as("three kings taken with one option in hand").isZero();
        assertThat(state.options(0)).as("a man's jump earns nothing").isZero();
        TwistState more = parse(board.replace("options=0,1", "options=0,5"));
        play(more, "b2xd4xf6xh8");
        assertThat(more.options(1)).isEqualTo(2);
    }

    // ---------------------------------------------------------------------------------------
    // twist.md: declaring an option, dice

    @Test
    void declarationsAreOfferedAtTheStartOfANormalTurnWithAnOption() {
        TwistState state = parse(EXAMPLE);
        assertThat(state.legalMoveNotations())
                .contains("pass", "extra", "speed:e5", "initiative:e5", "e5-d4", "e5-f6");
        assertThat(parse(EXAMPLE.replace("options=1,0", "options=0,1")).legalMoveNotations())
                .doesNotContain("pass", "extra", "speed:e5", "initiative:e5");
        // for every own king, even one that cannot move, and beside a mandatory capture
        TwistState capture =
                parse(
                        position(
                                "r options=1,0",
                                ". W . . . . . R",
                                ". . . . . . w .",
                                ". . . . . w . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "w . w . . . . .",
                                ". r . R . . . .",
                                ". . . . . . . ."));
        assertThat(capture.legalMoveNotations())
                .containsExactly(
                        "b2xd4",
                        "d2xb4",
                        "extra",
                        "initiative:d2",
                        "initiative:h8",
                        "pass",
                        "speed:d2",
                        "speed:h8");
    }

    @Test
    void declaringSpendsAnOptionAndTheDiceHave21OutcomesWithTheirProbabilities() {
        TwistState state = parse(EXAMPLE);
        play(state, "speed:e5");
        assertThat(state.options(0)).isZero();
        assertThat(state.position()).endsWith(" r turn=declared:speed:e5 quiet=1");
        assertThat(state.isChanceNode()).isTrue();
        List<String> rolls = state.legalMoveNotations();
        assertThat(rolls)
                .hasSize(21)
                .contains("roll:1-1", "roll:1-6", "roll:6-6")
                .doesNotContain("roll:6-1");
        double sum = 0;
        for (int m : state.legalMoveList()) {
            double p = state.chanceProbability(m);
            String text = state.formatMove(m);
            assertThat(p)
                    .as(text)
                    .isCloseTo(
                            text.charAt(5) == text.charAt(7) ? 1.0 / 36 : 2.0 / 36, within(1e-12));
            sum += p;
        }
        assertThat(sum).isCloseTo(1, within(1e-9));
        assertThatThrownBy(() -> Perft.count(state, 1))
                .isInstanceOf(Perft.ChanceNodeException.class);
        assertThatThrownBy(() -> Perft.count(parse(EXAMPLE), 2))
                .isInstanceOf(Perft.ChanceNodeException.class);
        assertThat(Perft.count(parse(EXAMPLE), 1)).isEqualTo(8);
    }

    // ---------------------------------------------------------------------------------------
    // twist.md: pass and extra turn

    @Test
    void passSucceedsOnDifferentDiceEvenBesideACapture() {
        String board =
                position(
                        "r options=1,0",
                        ". W . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . w . . . . .",
                        ". r . . . . . .",
                        ". . . . . . . .");
        TwistState state = parse(board);
        play(state, "pass", "roll:2-5");
        assertThat(state.sideToMove()).isEqualTo(1);
        assertThat(state.game().text().describeTurn(state))
                .isEqualTo("Different dice: the pass succeeds; the turn ends.");
        assertThat(state.position()).isEqualTo(board.replace(" r options=1,0", " w quiet=1"));
    }

    @Test
    void passOrExtraFailsOnDoublesAndThePlayerPlaysAnOrdinaryTurn() {
        TwistState state = parse(EXAMPLE.replace("options=1,0", "options=2,0"));
        play(state, "pass", "roll:4-4");
        assertThat(state.turnText()).isEqualTo("plain");
        assertThat(state.game().text().describeTurn(state))
                .contains("the declaration gives nothing; an ordinary turn");
        assertThat(state.legalMoveNotations()).containsExactly("e5-d4", "e5-d6", "e5-f4", "e5-f6");
        TwistState extra = parse(EXAMPLE);
        play(extra, "extra", "roll:1-1");
        assertThat(extra.turnText()).isEqualTo("plain");
        assertThat(extra.options(0)).isZero();
    }

    @Test
    void extraSucceedsThenABonusTurnInWhichTheMovedPieceMayNotMove() {
        String board =
                position(
                        "r options=1,0",
                        ". W . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . r",
                        "R . . . . . . .");
        TwistState state = parse(board);
        play(state, "extra", "roll:1-2");
        assertThat(state.turnText()).isEqualTo("extra");
        assertThat(state.game().text().describeTurn(state))
                .startsWith("Different dice: the extra turn succeeds.");
        assertThat(state.legalMoveNotations()).doesNotContain("pass", "extra");
        play(state, "a1-b2");
        assertThat(state.sideToMove()).as("White's turn is skipped").isZero();
        assertThat(state.turnText()).isEqualTo("bonus:b2");
        assertThat(state.game().text().describeTurn(state))
                .isEqualTo("Bonus turn: the piece on b2 may not move.");
        assertThat(state.legalMoveNotations()).containsExactly("h2-g3");
        play(state, "h2-g3");
        assertThat(state.sideToMove()).isEqualTo(1);
        assertThat(state.turnText()).isEmpty();
        assertThat(state.game().text().describeTurn(state)).isEmpty();
    }

    @Test
    void theBonusTurnsForbiddenPieceIsForbiddenEvenJustCrownedAndItsJumpsForceNothing() {
        TwistState state =
                parse(
                        position(
                                "r turn=bonus:d8",
                                ". . . R . . . .",
                                ". . . . w . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . r",
                                ". . . . . . . ."));
        // d8 could jump e7, but it is forbidden: its jump is no move and makes nothing mandatory
        assertThat(state.legalMoveNotations()).containsExactly("h2-g3");
    }

    @Test
    void aBonusTurnWithoutALegalMoveIsForfeitedAndSuchAPositionIsRejected() {
        TwistState state =
                parse(
                        position(
                                "r options=1,0",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "R . . . . . . ."));
        play(state, "extra", "roll:3-5", "a1-b2");
        assertThat(state.sideToMove()).as("the forfeit hands the turn to White").isEqualTo(1);
        assertThat(state.turnText()).isEmpty();
        assertThat(state.movesPlayed()).isEqualTo(3);
        assertThat(state.quiet()).as("the forfeit is no ply").isEqualTo(2);
        assertThatThrownBy(
                        () ->
                                parse(
                                        position(
                                                "r turn=bonus:b2",
                                                ". W . . . . . .",
                                                ". . . . . . . .",
                                                ". . . . . . . .",
                                                ". . . . . . . .",
                                                ". . . . . . . .",
                                                ". . . . . . . .",
                                                ". R . . . . . .",
                                                ". . . . . . . .")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("forfeited");
    }

    @Test
    void anExtraTurnThatTakesTheLastPieceEndsTheGameAtOnce() {
        TwistState state =
                parse(
                        position(
                                "r options=1,0 turn=extra",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . w . . . . .",
                                ". r . . . . . .",
                                ". . . . . . . ."));
        play(state, "b2xd4");
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.legalMoveNotations()).isEmpty();
    }

    @Test
    void theFirstTurnAndTheBonusTurnCanEachEarnAnOption() {
        TwistState state =
                parse(
                        position(
                                "r turn=extra",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . w . . . w .",
                                ". R . . . . . R",
                                ". . . . . . . ."));
        play(state, "b2xd4");
        assertThat(state.options(0)).isEqualTo(1);
        assertThat(state.turnText()).isEqualTo("bonus:d4");
        play(state, "h2xf4");
        assertThat(state.options(0)).isEqualTo(2);
    }

    // ---------------------------------------------------------------------------------------
    // twist.md: speed and initiative

    @Test
    void speedSlidesExactlyVOrSlidesThenJumpsTheSameWay() {
        TwistState state =
                parse(
                        position(
                                "r options=1,0",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "R . . . . . . ."));
        play(state, "speed:a1", "roll:3-5");
        assertThat(state.turnText()).isEqualTo("speed:a1:3");
        assertThat(state.game().text().describeTurn(state))
                .isEqualTo(
                        "The speed boost for the king on a1 is worth 3: slide exactly 3 squares, or slide then jump.");
        // a shorter slide is not allowed
        assertThat(state.legalMoveNotations()).containsExactly("a1-d4");
        TwistState jump =
                parse(
                        position(
                                "r turn=speed:a1:3",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . w . .",
                                ". . . . . . . .",
                                ". . . w . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "R . . . . . . ."));
        assertThat(jump.legalMoveNotations()).containsExactly("a1-c3xe5xg7");
        TwistState adjacent =
                parse(
                        position(
                                "r turn=speed:a1:2",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". w . . . . . .",
                                "R . . . . . . ."));
        assertThat(adjacent.legalMoveNotations())
                .as("k = 0 is an ordinary jump")
                .containsExactly("a1xc3");
    }

    @Test
    void initiativeIsAChainOfExactlyVStepsWithTheDirectionAndNoReturnRules() {
        TwistState state =
                parse(
                        position(
                                "r turn=initiative:e5:2",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . R . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
        List<String> moves = state.legalMoveNotations();
        assertThat(moves).hasSize(8).contains("e5-f6-g5", "e5-f6-e7", "e5-d4-c5", "e5-d4-e3");
        assertThat(moves).as("not the first step's way twice").doesNotContain("e5-f6-g7");
        assertThat(moves).as("not back to the square just left").doesNotContain("e5-f6-e5");
        // a chain may end where it began
        TwistState loop = parse(state.position().replace(":2", ":4"));
        assertThat(loop.legalMoveNotations()).contains("e5-f6-e7-d6-e5");
        play(loop, "e5-f6-e7-d6-e5");
        assertThat(loop.pieceAt(4, 4)).isEqualTo("R");
        assertThat(loop.sideToMove()).isEqualTo(1);
    }

    @Test
    void anInitiativeJumpEndsTheStepsAndOrdinaryJumpsFinish() {
        TwistState state =
                parse(
                        position(
                                "r turn=initiative:a1:3",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . w . .",
                                ". . . . . . . .",
                                ". . . w . . . .",
                                ". . . . . . . .",
                                ". w . . . . . .",
                                "R . . . . . . ."));
        // the first move a jump: no chain, a1xc3xe5xg7 stays legal; mandatory capture drops the
        // steps
        assertThat(state.legalMoveNotations()).containsExactly("a1xc3xe5xg7");
        TwistState second =
                parse(
                        position(
                                "r turn=initiative:c1:3",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . w . . .",
                                ". . . . . . . .",
                                ". . R . . . . ."));
        // c1-d2 then a jump up-right is the first move's way again: not allowed as the chain's
        // second move;
        // the third move may repeat a direction
        assertThat(second.legalMoveNotations()).doesNotContain("c1-d2xf4").contains("c1-b2-c3-d4");
    }

    @Test
    void aLowerDieOf1GivesNothingAndDoublesGiveTheirValue() {
        TwistState state = parse(EXAMPLE);
        play(state, "initiative:e5", "roll:1-6");
        assertThat(state.turnText()).isEqualTo("plain");
        TwistState doubles = parse(EXAMPLE);
        play(doubles, "initiative:e5", "roll:3-3");
        assertThat(doubles.turnText()).isEqualTo("initiative:e5:3");
    }

    @Test
    void mandatoryCaptureCoversBoostedMoves() {
        TwistState state =
                parse(
                        position(
                                "r turn=speed:a1:3",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . w . . . .",
                                ". . . . . . . .",
                                ". . . . . . . r",
                                "R . . . . . . ."));
        // only the boosted king can capture; the man's steps are not legal
        assertThat(state.legalMoveNotations()).containsExactly("a1-c3xe5");
    }

    @Test
    void aBoostThatLeavesNoMoveLapsesAndTheTurnIsOrdinary() {
        TwistState lapse =
                parse(
                        position(
                                "r turn=speed:a1:6",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "R . . . . . . ."));
        // v = 6: only the full slide, a1-g7; shorter slides are not moves
        assertThat(lapse.legalMoveNotations()).containsExactly("a1-g7");
        TwistState none =
                parse(
                        position(
                                "r turn=speed:h2:3",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . R",
                                ". . . . . . . ."));
        assertThat(none.legalMoveNotations()).containsExactly("h2-e5");
        TwistState trapped =
                parse(
                        position(
                                "r turn=speed:h2:2",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . r .",
                                ". . . . . . . R",
                                ". . . . . . r ."));
        // h2's slides of 2 are blocked by its own men; g3 steps; the boosted set is not empty
        assertThat(trapped.legalMoveNotations()).containsExactly("g1-f2", "g3-f4", "g3-h4");
        TwistState lapsed =
                parse(
                        position(
                                "r turn=speed:h2:2",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . w . . .",
                                ". . . . . w . .",
                                ". . . . . . w .",
                                ". . . . . . . R",
                                ". . . . . . . ."));
        // the only slide line is blocked at g3 with f4 behind it (no empty landing): the boost
        // lapses
        assertThat(lapsed.legalMoveNotations()).containsExactly("h2-g1");
        assertThat(lapsed.turnText()).isEqualTo("speed:h2:2");
    }

    // ---------------------------------------------------------------------------------------
    // twist.md: losing for lack of moves, no pieces

    @Test
    void aPlayerWithoutBoardMovesButWithAnOptionMayOnlyDeclare() {
        String board =
                position(
                        "r options=1,0",
                        ". W . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . w . . . . .",
                        ". w . . . . . .",
                        "r . . . . . . .");
        TwistState state = parse(board);
        assertThat(state.legalMoveNotations()).containsExactly("extra", "pass");
        assertThat(state.isTerminal()).isFalse();
        TwistState passed = parse(board);
        play(passed, "pass", "roll:1-2");
        assertThat(passed.result()).isEqualTo(Result.ONGOING);
        assertThat(passed.sideToMove()).isEqualTo(1);
        TwistState failed = parse(board);
        play(failed, "pass", "roll:2-2");
        assertThat(failed.result()).isEqualTo(Result.SECOND_WINS);
        TwistState extra = parse(board);
        play(extra, "extra", "roll:2-3");
        assertThat(extra.result()).isEqualTo(Result.SECOND_WINS);
        TwistState none = parse(board.replace("options=1,0", "options=0,1"));
        assertThat(none.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(none.resultReason()).isEqualTo("Red cannot move");
    }

    @Test
    void aPlayerWithNoPiecesHasLostWhateverHisOptions() {
        TwistState state =
                parse(
                        ".W....../......../......../......../......../......../......../........ r options=4,0");
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(state.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(state.resultReason()).isEqualTo("White captured every Red piece");
    }

    // ---------------------------------------------------------------------------------------
    // twist.md: position strings, quiet plies, engine policy

    @Test
    void positionKeysComeInAnyOrderAreWrittenInCanonicalOrderAndDefaultsAreLeftOut() {
        String b = EXAMPLE.substring(0, EXAMPLE.indexOf(' '));
        String canonical = b + " r options=1,2 turn=speed:e5:3 quiet=7";
        assertThat(parse(b + " r quiet=7 turn=speed:e5:3 options=1,2").position())
                .isEqualTo(canonical);
        assertThat(parse(b + " r turn=speed:e5:3 quiet=7 options=1,2").position())
                .isEqualTo(canonical);
        assertThat(parse(b + " r options=0,0 quiet=0").position()).isEqualTo(b + " r");
        for (String turn :
                new String[] {
                    "declared:pass",
                    "declared:extra",
                    "declared:speed:e5",
                    "declared:initiative:e5",
                    "plain",
                    "extra",
                    "speed:e5:2",
                    "initiative:e5:6"
                }) {
            assertThat(parse(b + " r turn=" + turn).position()).isEqualTo(b + " r turn=" + turn);
        }
        assertThat(parse(b + " r turn=declared:pass").isChanceNode()).isTrue();
        assertThatThrownBy(() -> parse(b + " r turn=speed:b8:3"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("b8")
                .hasMessageContaining("Red king");
        assertThatThrownBy(() -> parse(b + " r turn=initiative:e5:7"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("2 to 6");
        assertThatThrownBy(() -> parse(b + " r turn=bonus:d4"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("Red piece");
        assertThatThrownBy(() -> parse(b + " r turn=plain turn=extra"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("repeated");
        assertThatThrownBy(() -> parse(b + " r colour=red"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("unknown key");
    }

    @Test
    void declarationsCountAsQuietPliesDiceDoNotAndManMovesReset() {
        TwistState state = parse(EXAMPLE.replace("options=1,0", "options=1,0 quiet=10"));
        play(state, "initiative:e5");
        assertThat(state.quiet()).isEqualTo(11);
        play(state, "roll:1-4");
        assertThat(state.quiet()).isEqualTo(11);
        play(state, "e5-f6");
        assertThat(state.quiet()).isEqualTo(12);
        TwistState limit = parse(EXAMPLE.replace("options=1,0", "options=1,0 quiet=79"));
        play(limit, "pass");
        assertThat(limit.quiet()).isEqualTo(80);
        assertThat(limit.isTerminal()).as("the engine's policy takes the draw").isTrue();
        assertThat(limit.result()).isEqualTo(Result.DRAW);
        assertThat(limit.resultReason()).contains("engine policy");
        assertThat(limit.isOverWithoutClaim())
                .as("people throw the dice, then may claim")
                .isFalse();
        assertThat(limit.isChanceNode()).isTrue();
        assertThat(limit.positionMoves(new int[GameState.MAX_MOVES], 0)).isZero();
    }

    @Test
    void repetitionCountsBoardSideOptionsAndTurn() {
        TwistState state =
                parse(".W....../......../......../......../......../......../......../R....... r");
        String[] cycle = {"a1-b2", "b8-a7", "b2-a1", "a7-b8"};
        for (int round = 0; round < 2; round++) {
            for (String m : cycle) {
                assertThat(state.result()).isEqualTo(Result.ONGOING);
                play(state, m);
            }
        }
        assertThat(state.result()).isEqualTo(Result.DRAW);
        assertThat(state.resultReason()).contains("engine policy").contains("third");
    }

    @Test
    void betweenPeopleARepetitionIsClaimedNotImposedAsInCheckers() {
        TwistState state =
                parse(".W....../......../......../......../......../......../......../R....... r");
        String[] cycle = {"a1-b2", "b8-a7", "b2-a1", "a7-b8"};
        for (int round = 0; round < 2; round++) {
            for (String m : cycle) {
                assertThat(state.claimableDraw()).isEqualTo(DrawClaim.NONE);
                play(state, m);
            }
        }
        assertThat(state.isOverWithoutClaim()).isFalse(); // people play on
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.THREEFOLD_REPETITION);
        assertThat(state.copy().claimableDraw()).isEqualTo(DrawClaim.THREEFOLD_REPETITION);
        assertThat(state.result()).isEqualTo(Result.DRAW); // engine policy
        play(state, "a1-b2"); // played on
        assertThat(state.legalMoveNotations()).isNotEmpty();
    }

    @Test
    void betweenPeopleEightyQuietPliesMayBeClaimedAndTheCountGoesOn() {
        TwistState state =
                parse(
                        ".W....../......../......../......../......../......../.......r/R....... r quiet=79");
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.NONE);
        play(state, "a1-b2");
        assertThat(state.isOverWithoutClaim()).isFalse();
        assertThat(state.result()).isEqualTo(Result.DRAW); // engine policy
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.QUIET_MOVES);
        play(state, "b8-a7");
        assertThat(state.quiet()).isEqualTo(81);
        assertThat(state.hash()).isEqualTo(state.computeHash());
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.QUIET_MOVES);
        play(state, "h2-g3"); // a man move: the count starts again
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.NONE);
    }

    @Test
    void perftOfTwistEqualsCheckersAndRefusesDice() {
        assertThat(Games.get("twist")).isSameAs(TwistGame.INSTANCE);
        GameState state = TwistGame.INSTANCE.newInitialState();
        assertThat(Perft.count(state, 6)).isEqualTo(36768);
        assertThatThrownBy(() -> Perft.count(parse(EXAMPLE), 3))
                .isInstanceOf(Perft.ChanceNodeException.class);
        assertThat(parse(EXAMPLE).position()).isEqualTo(EXAMPLE);
    }

    @Test
    void notationOfDeclarationsRollsAndBoostedMoves() {
        TwistState state = parse(EXAMPLE);
        assertThat(state.formatMove(state.parseMove("initiative:e5"))).isEqualTo("initiative:e5");
        assertThatThrownBy(() -> state.parseMove("speed:b8"))
                .isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> state.parseMove("roll:1-2"))
                .isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> state.parseMove("roll:2-1"))
                .isInstanceOf(NotationException.class)
                .isNotInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> state.parseMove("speed:z9"))
                .isInstanceOf(NotationException.class)
                .isNotInstanceOf(IllegalMoveException.class);
    }

    /**
     * Two lone kings can shuttle back and forth: on ply 8 the start position stands for the third
     * time, which ends the game in play, but perft counts by the position alone and goes on.
     */
    @Test
    void perftDoesNotJudgeRepetition() {
        String shuttle =
                ".......W/......../......../......../......../......../......../R....... r";
        GameState state = game().parsePosition(shuttle);
        assertThat(Perft.count(state, 9)).isEqualTo(perftByPositionStrings(shuttle, 9));
        for (String m :
                List.of("a1-b2", "h8-g7", "b2-a1", "g7-h8", "a1-b2", "h8-g7", "b2-a1", "g7-h8")) {
            state.play(state.parseMove(m));
        }
        assertThat(state.isTerminal()).as("third occurrence in play").isTrue();
        assertThat(state.endedByHistory()).isTrue();
        assertThat(state.endedByEnginePolicy()).isTrue();
        assertThat(Perft.count(state, 1)).isEqualTo(state.legalMoveList().size()).isPositive();
    }
}
