package org.boardwright.engine.cage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Perft;
import org.boardwright.engine.Result;
import org.boardwright.engine.Square;
import org.boardwright.engine.conformance.GameConformanceSuite;
import org.junit.jupiter.api.Test;

/**
 * Cage: the conformance suite and the rules of docs/rules/cage.md, one test per rule and example.
 */
class CageTest extends GameConformanceSuite {

    static final String START =
            "BRBRBRBRBR/RBRBRBRBRB/BRBRBRBRBR/RBRBRBRBRB/BRBRBRBRBR/"
                    + "RBRBRBRBRB/BRBRBRBRBR/RBRBRBRBRB/BRBRBRBRBR/RBRBRBRBRB r";

    /** Red f6 alone in the centre, Blue c5 too far to adjoin: Red must pass. */
    static final String RED_MUST_PASS =
            "........../........../........../........../.....R..../..B......./"
                    + "........../........../........../.......... r";

    @Override
    protected Game game() {
        return CageGame.INSTANCE;
    }

    @Override
    protected List<PerftCase> perftTable() {
        // Midgame counts computed by CageReferenceGenerator, which shares no code with the engine.
        return List.of(
                perft(START, 20, 424, 10_140),
                perft(
                        "B..RB..RB./R..BR.RBRB/BRBRBR.RB./RBRBRB.BR./..BRBRBR../.BRBRBRBRB/.RBRBRBRBR/RBRBRBRBRB/BRBR....BR/"
                                + "RBRB....RB b",
                        35,
                        1249,
                        44_297),
                perft(
                        "..BRB...../R.......R./...R..B.B./......R.../B..RBRB.../.B.BRBRB.B/BR.RB.B..R/.BRBR.R..B/...R.R...R/"
                                + ".B........ b",
                        28,
                        970,
                        27_021),
                perft(
                        "........../........../........../.R....R..R/..BRB.B.../........B./....B...../........../..B......./"
                                + ".......... r",
                        11,
                        126,
                        1296),
                // 171 jump paths, some of 8 jumps, in a position of a random game.
                perft(
                        "......B.../...BRB.B../....B.B..R/..RBRBRB../....BRB..R/.B..RBRB../..B.B.B.B./......R.R./...RB..R.R/"
                                + "RB......R. r",
                        185,
                        4148),
                perft(RED_MUST_PASS, 1, 3, 3));
    }

    @Override
    protected List<String> extraPositions() {
        return List.of(
                // Few checkers: passes and long walks to the centre.
                position(
                        "r",
                        "B . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . R"),
                // A finished game: Blue has no checker.
                position(
                        "b",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . R . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . ."));
    }

    @Override
    protected List<String> extraMalformedPositions() {
        return List.of(
                START.replaceFirst("B", "R"), // 51 Red
                "R........./R........./........../........../........../........../........../........../........../"
                        + "........B. r", // a10 and a9 are both Red
                START + " swap=1",
                START.replace(" r", " w"));
    }

    @Override
    protected List<String> extraBadMoves() {
        return List.of(
                "a1-b2-c3",
                "a1xb2-c3",
                "a1-b2xc3",
                "a1x",
                "xa1",
                "a1xx",
                "k1-a1",
                "a11-a10",
                "a1xa0",
                "PASS",
                "pass:");
    }

    /** {@code position("r", "R . . B ...", ...)}: ten ranks, top first; spaces are for the eye. */
    static String position(String side, String... ranks) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ranks.length; i++) {
            sb.append(i > 0 ? "/" : "").append(ranks[i].replace(" ", ""));
        }
        return sb.append(' ').append(side).toString();
    }

    private static CageState parse(String position) {
        return CageGame.INSTANCE.parsePosition(position);
    }

    private static List<String> moves(String position) {
        return parse(position).legalMoveNotations();
    }

    // ---------------------------------------------------------------------------------------
    // Setup and the reference figures

    @Test
    void setupFillsEverySquareInACheckerboardWithRedOnTheDarkSquaresAndRedToMove() {
        GameState state = CageGame.INSTANCE.newInitialState();
        assertThat(state.position()).isEqualTo(START);
        assertThat(Games.get("cage")).isSameAs(CageGame.INSTANCE);
        assertThat(Games.get("cage").initialPosition()).isEqualTo(START);
        assertThat(state.sideToMove()).isZero();
        int red = 0;
        for (int x = 0; x < 10; x++) {
            for (int y = 0; y < 10; y++) {
                String expected = (x + y) % 2 == 0 ? "R" : "B"; // a1 = (0, 0) is dark and Red
                assertThat(state.pieceAt(x, y)).as(Square.name(x, y)).isEqualTo(expected);
                red += expected.equals("R") ? 1 : 0;
            }
        }
        assertThat(red).isEqualTo(50);
        assertThat(CageGame.INSTANCE.name()).isEqualTo("Cage");
        assertThat(CageGame.INSTANCE.credit()).contains("Mark Steere");
        assertThat(CageGame.INSTANCE.sideName(0)).isEqualTo("Red");
        assertThat(CageGame.INSTANCE.sideName(1)).isEqualTo("Blue");
    }

    @Test
    void redHasExactlyTheTwentyFirstMovesOfTheRulesAllEdgeCaptures() {
        assertThat(CageGame.INSTANCE.newInitialState().legalMoveNotations())
                .containsExactly(
                        "a9xa10", "b10xa10", "b2xa2", "b2xb1", "b4xa4", "b6xa6", "b8xa8", "c9xc10",
                        "d2xd1", "e9xe10", "f2xf1", "g9xg10", "h2xh1", "i1xj1", "i3xj3", "i5xj5",
                        "i7xj7", "i9xi10", "i9xj9", "j2xj1");
    }

    @Test
    void perftFromTheStartIs20Then424Then10140() {
        GameState state = CageGame.INSTANCE.newInitialState();
        assertThat(Perft.count(state, 1)).isEqualTo(20);
        assertThat(Perft.count(state, 2)).isEqualTo(424);
        assertThat(Perft.count(state, 3)).isEqualTo(10_140);
    }

    // ---------------------------------------------------------------------------------------
    // Adjacency, R1, R2

    @Test
    void adjacencyIsOrthogonalADiagonalEnemyDoesNotAttach() {
        // e5 has Blue f6 diagonally: it is free, so it may adjoin to e6 or f5 (both next to f6).
        List<String> moves =
                moves(
                        position(
                                "r",
                                ". . . . . . . . . .", // 10
                                ". . . . . . . . . .", // 9
                                ". . . . . . . . . .", // 8
                                ". . . . . . . . . .", // 7
                                ". . . . . B . . . .", // 6
                                ". . . . R . . . . .", // 5
                                ". . . . . . . . . .", // 4
                                ". . . . . . . . . .", // 3
                                ". . . . . . . . . .", // 2
                                ". . . . . . . . . .")); // 1
        assertThat(moves).containsExactly("e5-e6", "e5-f5");
    }

    @Test
    void r1AStepNeverEndsOrthogonallyNextToAFriend() {
        List<String> moves =
                moves(
                        position(
                                "r",
                                ". . . . . . . . . B", // 10
                                ". . . . . . . . . .", // 9
                                ". . . . . . . . . .", // 8
                                ". . . . . . . . . .", // 7
                                ". . . . . . . . . .", // 6
                                ". . . . . . . . . .", // 5
                                ". . . . R . . . . .", // 4   d4 would be next to e4
                                ". . R . . . . . . .", // 3
                                ". . . . . . . . . .", // 2
                                ". . . . . . . . . .")); // 1
        assertThat(moves).contains("c3-c4", "c3-d3").doesNotContain("c3-d4");
        assertThat(moves).filteredOn(m -> m.startsWith("c3")).containsExactly("c3-c4", "c3-d3");
    }

    @Test
    void r1TheMoversOwnOriginCountsAsEmpty() {
        // c3-c4 and c3-d3 end orthogonally next to c3, which the checker has just left.
        List<String> moves =
                moves(
                        position(
                                "r",
                                ". . . . . . . . . B",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . R . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . ."));
        assertThat(moves).containsExactly("c3-c4", "c3-d3", "c3-d4");
    }

    @Test
    void r1HoldsOnEveryLandingSquareOfAJumpSequence() {
        String blocked =
                position(
                        "r",
                        ". . . . . . . . . B", // 10
                        ". . . . . . . . . .", // 9
                        ". . . . . . . . . .", // 8
                        ". . . . . . . . . .", // 7
                        ". . . . . . . . . .", // 6
                        ". . . . . . . . . .", // 5
                        ". . R . . . . . . .", // 4   c4 is next to c3
                        ". B . . . . . . . .", // 3
                        "B . . . . . . . . .", // 2
                        "R . . . . . . . . ."); // 1
        // a1xa3 may not go on over b3 to c3 (next to Red c4), so the sequence ends on a3.
        assertThat(moves(blocked)).contains("a1xa3").doesNotContain("a1xa3xc3");
        String open = blocked.replace("..R.......", "..........");
        assertThat(moves(open)).contains("a1xa3xc3").doesNotContain("a1xa3");
        // A first landing next to a friend is no jump at all: c5 is next to Red d5.
        String firstLandingBlocked =
                position(
                        "r",
                        ". . . . . . . . . B",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . R . . . . . .", // 5
                        ". . B . . . . . . .", // 4
                        ". . R . . . . . . .", // 3
                        ". . . . . . . . . .",
                        ". . . . . . . . . .");
        assertThat(moves(firstLandingBlocked)).noneMatch(m -> m.contains("x"));
        assertThat(moves(firstLandingBlocked.replace("...R......", "..........")))
                .contains("c3xc5");
    }

    @Test
    void r2AnAttachedCheckerMayNotStepToASquareWhereItIsFree() {
        // d4 is attached (Blue d3). Centering d4-d5 and d4-e5 would leave it free; d4-e4 keeps it
        // next to Blue f4. It cannot adjoin, being attached.
        List<String> moves =
                moves(
                        position(
                                "r",
                                ". . . . . . . . . .", // 10
                                ". . . . . . . . . .", // 9
                                ". . . . . . . . . .", // 8
                                ". . . . . . . . . .", // 7
                                ". . . . . . . . . .", // 6
                                ". . . . . . . . . .", // 5
                                ". . . R . B . . . .", // 4
                                ". . . B . . . . . .", // 3
                                ". . . . . . . . . .", // 2
                                ". . . . . . . . . .")); // 1
        assertThat(moves).containsExactly("d4-e4", "d4xd2");
    }

    @Test
    void r2JumpsAreExempt() {
        // d4xd2 ends on d2 with no enemy next to it: the attached checker ends free.
        CageState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . R . B . . . .",
                                ". . . B . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . ."));
        state.play(state.parseMove("d4xd2"));
        assertThat(state.pieceAt(3, 1)).isEqualTo("R");
        assertThat(state.pieceAt(3, 2)).isEmpty();
        assertThat(state.pieceAt(3, 3)).isEmpty();
    }

    // ---------------------------------------------------------------------------------------
    // Steps

    @Test
    void centeringStepsGoStrictlyCloserToTheCentrePoint() {
        // b2 may go to b3, c2 or c3; a3 and c1 are farther from the centre than b2.
        assertThat(
                        moves(
                                position(
                                        "r",
                                        "B . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". R . . . . . . . .",
                                        ". . . . . . . . . .")))
                .containsExactly("b2-b3", "b2-c2", "b2-c3");
        // d5 to e4 or d6 stays at the same distance: only e5 and e6 are closer.
        assertThat(
                        moves(
                                position(
                                        "r",
                                        "B . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . R . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .")))
                .containsExactly("d5-e5", "d5-e6");
    }

    @Test
    void adjoiningStepsMayGoAwayFromTheCentre() {
        // e5 is on a centre square; d6, farther out, is next to Blue d7.
        assertThat(
                        moves(
                                position(
                                        "r",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . B . . . . . .", // 7
                                        ". . . . . . . . . .", // 6
                                        ". . . . R . . . . .", // 5
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .")))
                .containsExactly("e5-d6");
    }

    @Test
    void aStepThatIsBothCenteringAndAdjoiningCountsOnce() {
        // d4-e5 is closer to the centre and ends next to Blue e6.
        CageState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . B . . . . .", // 6
                                ". . . . . . . . . .", // 5
                                ". . . R . . . . . .", // 4
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . ."));
        assertThat(state.legalMoveNotations()).containsExactly("d4-d5", "d4-e4", "d4-e5");
        assertThat(Perft.count(state, 1)).isEqualTo(3);
    }

    // ---------------------------------------------------------------------------------------
    // Jumps

    @Test
    void jumpsAreOrthogonalOverAnAdjacentEnemyToTheEmptySquareBeyond() {
        String blocked =
                position(
                        "r",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . R . . . . .", // 7   e7 fills the square beyond e6
                        ". . . . B . . . . .", // 6
                        ". . . . R . . . . .", // 5
                        ". . . . . B . . . .", // 4   f4 is diagonal to e5: no jump
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .");
        assertThat(moves(blocked)).noneMatch(m -> m.contains("x"));
        assertThat(moves(blocked.replace("....R...../....B", "........../....B")))
                .contains("e5xe7");
    }

    @Test
    void aJumpRemovesTheJumpedChecker() {
        CageState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . . . B",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . B . . . . . . .",
                                ". . R . . . . . . .",
                                ". . . . . . . . . ."));
        assertThat(state.legalMoveNotations()).contains("c2xc4");
        state.play(state.parseMove("c2xc4"));
        assertThat(state.position())
                .isEqualTo(
                        position(
                                "b",
                                ". . . . . . . . . B",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . R . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . ."));
    }

    @Test
    void edgeCaptureRemovesBothCheckersAndEndsTheTurn() {
        CageState state = CageGame.INSTANCE.newInitialState();
        state.play(state.parseMove("a9xa10"));
        assertThat(state.pieceAt(0, 8)).isEmpty();
        assertThat(state.pieceAt(0, 9)).isEmpty();
        assertThat(state.sideToMove()).isOne();
        // b9xd9xd10: a jump to d9, then the edge capture of d10 from below.
        CageState chain =
                parse(
                        position(
                                "r",
                                ". . . B . . . . . .", // 10
                                ". R B . . . . . . .", // 9
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                "R . . . . . . . . B"));
        assertThat(chain.legalMoveNotations())
                .contains("b9xd9xd10")
                .noneMatch(m -> m.startsWith("b9xd9") && !m.equals("b9xd9xd10"));
        chain.play(chain.parseMove("b9xd9xd10"));
        assertThat(chain.position())
                .isEqualTo(
                        position(
                                "b",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                "R . . . . . . . . B"));
    }

    @Test
    void aCornerCheckerMayBeTakenFromEitherInnerSide() {
        assertThat(
                        moves(
                                position(
                                        "r",
                                        ". . . . . . . . . B",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        ". . . . . . . . . .",
                                        "R . . . . . . . . .",
                                        "B R . . . . . . . .")))
                .contains("a2xa1", "b1xa1");
    }

    @Test
    void jumpingIsOptionalToStartButASequenceMustGoOnWhileItCanWithFreeChoiceAndNoLongestRule() {
        // From a1: over b1 to c1, then either over c2 and c4 to c5, or over d1 to e1.
        List<String> moves =
                moves(
                        position(
                                "r",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . B . . . . . . .", // 4
                                ". . . . . . . . . .", // 3
                                ". . B . . . . . . .", // 2
                                "R B . B . . . . . .")); // 1
        assertThat(moves).containsExactly("a1-b2", "a1xc1xc3xc5", "a1xc1xe1");
        assertThat(moves).doesNotContain("a1xc1", "a1xc1xc3");
    }

    @Test
    void anEdgeCaptureCountsAsAContinuation() {
        // After b9xd9 the checker must go on: the edge capture of d10 is its only continuation.
        List<String> moves =
                moves(
                        position(
                                "r",
                                ". . . B . . . . . .",
                                ". R B . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                "R . . . . . . . . B"));
        assertThat(moves).contains("b9xd9xd10").doesNotContain("b9xd9");
    }

    /** Red a1 with four Blue checkers round the square a1-c1-c3-a3 (and one far away, on j10). */
    private static final String JUMP_SQUARE =
            position(
                    "r",
                    ". . . . . . . . . B",
                    ". . . . . . . . . .",
                    ". . . . . . . . . .",
                    ". . . . . . . . . .",
                    ". . . . . . . . . .",
                    ". . . . . . . . . .",
                    ". . . . . . . . . .",
                    ". B . . . . . . . .",
                    "B . B . . . . . . .",
                    "R B . . . . . . . .");

    @Test
    void noCheckerIsJumpedTwiceAndAPathMayComeBackToItsOrigin() {
        // Round the square a1-c1-c3-a3 either way: the origin counts as empty, and the sequence
        // stops there because the four Blue checkers are gone.
        CageState state = parse(JUMP_SQUARE);
        assertThat(state.legalMoveNotations())
                .containsExactly("a1-b2", "a1xa3xc3xc1xa1", "a1xc1xc3xa3xa1");
        state.play(state.parseMove("a1xc1xc3xa3xa1"));
        assertThat(state.position())
                .isEqualTo(
                        position(
                                "b",
                                ". . . . . . . . . B",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                "R . . . . . . . . ."));
    }

    @Test
    void twoJumpPathsCapturingTheSameCheckersAreDifferentMoves() {
        CageState state = parse(JUMP_SQUARE);
        int clockwise = state.parseMove("a1xa3xc3xc1xa1");
        int anticlockwise = state.parseMove("a1xc1xc3xa3xa1");
        assertThat(clockwise).isNotEqualTo(anticlockwise);
        assertThat(Perft.count(state, 1)).isEqualTo(3);
    }

    @Test
    void aTurnIsAStepOrAJumpSequenceNeverAMix() {
        CageState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . B . . . . . . .",
                                ". . . . . . . . . .",
                                ". . B . . . . . . .",
                                "R B . B . . . . . ."));
        for (String mixed : List.of("a1-b2xd2", "a1xc1-d2", "a1xc1xe1-f2")) {
            assertThatThrownBy(() -> state.parseMove(mixed))
                    .isInstanceOf(NotationException.class)
                    .isNotInstanceOf(IllegalMoveException.class)
                    .hasMessageContaining("malformed");
        }
        assertThat(state.legalMoveNotations()).allMatch(m -> !(m.contains("-") && m.contains("x")));
    }

    // ---------------------------------------------------------------------------------------
    // Pass

    @Test
    void aPlayerWithNoLegalMoveMustPass() {
        CageState state = parse(RED_MUST_PASS);
        assertThat(state.legalMoveNotations()).containsExactly("pass");
        assertThat(state.isTerminal()).isFalse();
        state.play(state.parseMove("pass"));
        assertThat(state.sideToMove()).isOne();
        assertThat(state.position()).isEqualTo(RED_MUST_PASS.replace(" r", " b"));
        assertThat(state.legalMoveNotations()).isNotEmpty().doesNotContain("pass");
        assertThat(state.randomMove(new SplittableRandom(1), new int[GameState.MAX_MOVES]))
                .isNotEqualTo(CageState.PASS);
    }

    @Test
    void aPlayerWithAMoveMayNotPass() {
        CageState state = CageGame.INSTANCE.newInitialState();
        assertThat(state.legalMoveNotations()).doesNotContain("pass");
        assertThatThrownBy(() -> state.parseMove("pass")).isInstanceOf(IllegalMoveException.class);
    }

    // ---------------------------------------------------------------------------------------
    // The end

    @Test
    void theMoverWinsWhenTheOpponentHasNoCheckersLeft() {
        CageState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . B . . . . . . .",
                                ". . R . . . . . . R"));
        state.play(state.parseMove("c1xc3"));
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.resultReason()).isEqualTo("Red removed the last Blue checker");
        assertThat(state.legalMoveNotations()).isEmpty();
    }

    @Test
    void theMoverWinsEvenIfItsOwnLastCheckerFellInTheSameEdgeCapture() {
        CageState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                "B R . . . . . . . .",
                                ". . . . . . . . . ."));
        state.play(state.parseMove("b2xa2"));
        assertThat(state.position())
                .isEqualTo(
                        "........../........../........../........../........../........../"
                                + "........../........../........../.......... b");
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.resultReason()).contains("Red removed the last Blue checker");
        // The position string alone says the same: the side that just moved (Red) wins.
        assertThat(parse(state.position()).result()).isEqualTo(Result.FIRST_WINS);
    }

    @Test
    void otherwiseTheMoverWithoutCheckersLoses() {
        CageState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . . . B",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                "B R . . . . . . . .",
                                ". . . . . . . . . ."));
        state.play(state.parseMove("b2xa2"));
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(state.resultReason()).contains("Blue wins").contains("edge capture");
        assertThat(parse(state.position()).result()).isEqualTo(Result.SECOND_WINS);
    }

    @Test
    void enginePolicyTwoPassesInARowEndTheGameUnfinished() {
        // The sheet says both players can never have to pass in a row (no such position turned up
        // in millions of random small ones), so the second pass is played without a legality check.
        CageState state = parse(RED_MUST_PASS);
        state.play(state.parseMove("pass"));
        assertThat(state.isTerminal()).isFalse();
        state.play(CageState.PASS);
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.UNFINISHED);
        assertThat(state.resultReason()).startsWith("unfinished: engine policy").contains("passed");
        assertThat(state.legalMoveNotations()).isEmpty();
        state.undo();
        assertThat(state.isTerminal()).isFalse();
        // A position string has no history: the same board still lists the pass.
        assertThat(parse(state.position()).isTerminal()).isFalse();
    }

    @Test
    void twoPassesEndByEnginePolicyOnHistoryWithNothingToClaim() {
        CageState state = parse(RED_MUST_PASS);
        state.play(state.parseMove("pass"));
        state.play(CageState.PASS);
        assertThat(state.endedByEnginePolicy()).isTrue();
        assertThat(state.endedByHistory()).isTrue();
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.NONE);
        CageState read = parse(state.position()); // the board alone: both sides still have checkers
        assertThat(read.endedByEnginePolicy()).isFalse();
        assertThat(read.endedByHistory()).isFalse();
        assertThat(read.result()).isEqualTo(Result.ONGOING);
    }

    @Test
    void enginePolicyTheGameEndsUnfinishedAfter1000Plies() {
        // No game of Cage comes near 1,000 plies (random games last under 200), so the plies are
        // a pass and a step back and forth, played without legality checks.
        CageState state = parse(RED_MUST_PASS);
        int c5 = 4 * 10 + 2;
        int c4 = 3 * 10 + 2;
        for (int ply = 0; ply < CageState.MAX_PLIES; ply++) {
            assertThat(state.isTerminal()).isFalse();
            if (ply % 2 == 0) {
                state.play(CageState.PASS);
            } else {
                state.play(ply % 4 == 1 ? c5 | c4 << 7 : c4 | c5 << 7);
            }
        }
        assertThat(state.movesPlayed()).isEqualTo(1000);
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.UNFINISHED);
        assertThat(state.resultReason()).isEqualTo("unfinished: engine limit (1000 plies)");
        assertThat(state.legalMoveNotations()).isEmpty();
        state.undo();
        assertThat(state.isTerminal()).isFalse();
    }

    /** Red e5 and Blue on every square with exactly one odd coordinate: millions of jump paths. */
    static String jumpWeb() {
        StringBuilder sb = new StringBuilder();
        for (int y = 9; y >= 0; y--) {
            for (int x = 0; x < 10; x++) {
                sb.append(x == 4 && y == 4 ? 'R' : (x % 2 == 1) != (y % 2 == 1) ? 'B' : '.');
            }
            sb.append(y > 0 ? "/" : " r");
        }
        return sb.toString();
    }

    @Test
    void engineLimitAPositionWithMoreThan1024LegalMovesEndsTheGameUnfinished() {
        CageState state = parse(jumpWeb());
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.UNFINISHED);
        assertThat(state.resultReason())
                .isEqualTo("unfinished: engine limit (more than 1024 legal moves)");
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(Perft.count(state, 2)).isZero();
        // With Blue to move the same board is an ordinary position.
        CageState blue = parse(jumpWeb().replace(" r", " b"));
        assertThat(blue.isTerminal()).isFalse();
        assertThat(blue.legalMoveNotations()).isNotEmpty();
    }

    @Test
    void aFinishedPositionIsValidAndHasNoMoves() {
        String over =
                "........../........../........../........../........../....R...../"
                        + "........../........../........../.......... b";
        CageState state = parse(over);
        assertThat(state.position()).isEqualTo(over);
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(state.randomMove(new SplittableRandom(1), new int[GameState.MAX_MOVES]))
                .isEqualTo(-1);
        assertThatThrownBy(() -> state.parseMove("e5-e6"))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("over");
        String empty =
                "........../........../........../........../........../........../"
                        + "........../........../........../.......... r";
        assertThat(parse(empty).result())
                .as("an empty board: Blue moved last and took Red's last checker")
                .isEqualTo(Result.SECOND_WINS);
    }

    // ---------------------------------------------------------------------------------------
    // Notation and position strings

    @Test
    void notationNamesEveryLandingSquareAndForAnEdgeCaptureTheCapturedSquare() {
        CageState state =
                parse(
                        position(
                                "r",
                                ". . . B . . . . . .",
                                ". R B . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                ". . . . . . . . . .",
                                "R . . . . . . . . B"));
        assertThat(state.formatMove(state.parseMove("b9xd9xd10"))).isEqualTo("b9xd9xd10");
        assertThat(state.formatMove(state.parseMove("a1-b2"))).isEqualTo("a1-b2");
        assertThatThrownBy(() -> state.parseMove("b9xd9")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> state.parseMove("b9xd9xd11"))
                .isInstanceOf(NotationException.class)
                .isNotInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> state.parseMove("b9-c8-d7"))
                .isInstanceOf(NotationException.class)
                .isNotInstanceOf(IllegalMoveException.class);
        assertThat(state.formatMove(CageState.PASS)).isEqualTo("pass");
    }

    @Test
    void positionRejectsMoreThan50CheckersOfAColour() {
        String board = START.substring(0, START.indexOf(' '));
        assertThatThrownBy(() -> parse(board.replaceFirst("B", "R") + " r"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("51 Red")
                .hasMessageContaining("50");
    }

    @Test
    void positionRejectsOrthogonallyAdjacentFriendsWhichNoGameReaches() {
        String adjacent =
                position(
                        "r",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . B B . . . .",
                        ". . . . . . . . . .",
                        ". . . . R . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .",
                        ". . . . . . . . . .");
        assertThatThrownBy(() -> parse(adjacent))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("Blue")
                .hasMessageContaining("e6")
                .hasMessageContaining("f6");
        // Diagonal friends are fine (the start is full of them).
        assertThat(
                        parse(
                                        adjacent.replace("....BB....", "....B.....")
                                                .replace("....R.....", ".....R...."))
                                .position())
                .isNotEmpty();
    }

    @Test
    void positionRejectsUnknownLettersAndKeys() {
        assertThatThrownBy(() -> parse(RED_MUST_PASS.replace("..B", "..X")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("X")
                .hasMessageContaining("c5");
        assertThatThrownBy(() -> parse(RED_MUST_PASS.replace("..B", "..b")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("c5");
        assertThatThrownBy(() -> parse(RED_MUST_PASS + " plies=3"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("plies");
    }
}
