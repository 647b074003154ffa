package org.boardwright.engine.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
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

/** The conformance suite on checkers, and one test per rule of docs/rules/checkers.md. */
class CheckersTest extends GameConformanceSuite {

    static final String START =
            ".w.w.w.w/w.w.w.w./.w.w.w.w/......../......../r.r.r.r./.r.r.r.r/r.r.r.r. r";

    /** A king circuit: the Red king on c3 can take d4, f4, f2 and d2 going either way round. */
    static final String CIRCUIT =
            position(
                    "r",
                    ". . . . . . . .", // 8
                    ". . . . . . . .", // 7
                    ". . . . . . . .", // 6
                    ". . . . . . . .", // 5
                    ". . . w . w . .", // 4
                    ". . R . . . . .", // 3
                    ". . . w . w . .", // 2
                    ". . . . . . . ."); // 1

    /** Kings of both colours with men: long jumps and circuits come up in random games. */
    static final String KINGS =
            position(
                    "w",
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
        return CheckersGame.INSTANCE;
    }

    @Override
    protected List<PerftCase> perftTable() {
        return List.of(perft(START, 7, 49, 302, 1469, 7361, 36768));
    }

    @Override
    protected List<String> extraPositions() {
        return List.of(CIRCUIT, KINGS);
    }

    @Override
    protected List<String> extraMalformedPositions() {
        String empty = "......../......../......../......../......../......../......../........";
        return List.of(
                START.replace(" r", " r quiet=1000000"),
                START.replace(" r", " r quiet=-1"),
                START.replace(" r", " r quiet=01"),
                START.replace(" r", " r quiet=x"),
                START.replace(" r", " r quiet=1 quiet=1"),
                START.replace(" r", " r options=1,0"),
                START.replace(" r", " r turn=plain"),
                START.replace(" r", " b"),
                empty + " r",
                "......../......../......../......../......../......../......../rr...... w", // b1,
                // a
                // light square
                "R......./......../......../......../......../......../......../W....... w", // a8,
                // a
                // light square
                "...r..../......../......../......../......../......../......../W....... w", // Red
                // man
                // on
                // rank
                // 8
                "...R..../......../......../......../......../......../......../w....... r", // White man on rank 1
                position(
                        "r",
                        "r . r . r . r .",
                        ". r . r . r . r",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        "r . r . r . r .",
                        ". r . r . r . r",
                        "w . . . . . . ."),
                position(
                        "w",
                        ". R . R . R . R",
                        "R . R . R . R .",
                        ". R . R . R . R",
                        "R . . . . . . .",
                        ". . . . . . . .",
                        "W . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . ."));
    }

    @Override
    protected List<String> extraBadMoves() {
        return List.of(
                "a3-b4-c5",
                "a3xb4",
                "a1xc3xe5xg7xe5",
                "a1-c3",
                "a3-a4",
                "speed:a1",
                "initiative:a1",
                "roll:1-2",
                "a3-b4x");
    }

    private static CheckersState parse(String position) {
        return CheckersGame.INSTANCE.parsePosition(position);
    }

    // ---------------------------------------------------------------------------------------
    // Setup and perft

    @Test
    void setupIsTwelveMenASideOnTheDarkSquaresWithRedFirst() {
        CheckersState state = CheckersGame.INSTANCE.newInitialState();
        assertThat(state.position())
                .isEqualTo(
                        ".w.w.w.w/w.w.w.w./.w.w.w.w/......../......../r.r.r.r./.r.r.r.r/r.r.r.r. r");
        assertThat(state.position()).isEqualTo(START);
        for (String sq :
                new String[] {
                    "a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3"
                }) {
            assertThat(state.pieceAt(sq.charAt(0) - 'a', sq.charAt(1) - '1')).as(sq).isEqualTo("r");
        }
        for (String sq :
                new String[] {
                    "b6", "d6", "f6", "h6", "a7", "c7", "e7", "g7", "b8", "d8", "f8", "h8"
                }) {
            assertThat(state.pieceAt(sq.charAt(0) - 'a', sq.charAt(1) - '1')).as(sq).isEqualTo("w");
        }
        assertThat(state.sideToMove()).isZero();
        assertThat(state.game().sideName(0)).isEqualTo("Red");
        assertThat(state.game().sideName(1)).isEqualTo("White");
        assertThat(state.legalMoveNotations())
                .containsExactly("a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4");
        assertThat(Games.get("checkers")).isSameAs(CheckersGame.INSTANCE);
        assertThat(CheckersGame.INSTANCE.isPlayable(0, 0)).isTrue();
        assertThat(CheckersGame.INSTANCE.isPlayable(1, 0)).isFalse();
    }

    @Test
    void perftFromTheStartMatchesOeisA133046ToDepth9() {
        long[] expected = {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680};
        GameState state = CheckersGame.INSTANCE.newInitialState();
        for (int d = 1; d <= expected.length; d++) {
            assertThat(Perft.count(state, d)).as("perft %d", d).isEqualTo(expected[d - 1]);
        }
    }

    // ---------------------------------------------------------------------------------------
    // Steps

    @Test
    void menStepOneSquareDiagonallyForward() {
        String board =
                position(
                        "r",
                        ". . . . . . . .",
                        "w . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . r . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .");
        assertThat(parse(board).legalMoveNotations()).containsExactly("d4-c5", "d4-e5");
        assertThat(parse(board.replace(" r", " w")).legalMoveNotations()).containsExactly("a7-b6");
    }

    @Test
    void kingsStepOneSquareAnyDiagonalAndNeverFly() {
        CheckersState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . .",
                                "w . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . R . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
        assertThat(state.legalMoveNotations()).containsExactly("d4-c3", "d4-c5", "d4-e3", "d4-e5");
        assertThatThrownBy(() -> state.parseMove("d4-f6")).isInstanceOf(IllegalMoveException.class);
    }

    // ---------------------------------------------------------------------------------------
    // Jumps

    @Test
    void menJumpForwardOnlyKingsBothWays() {
        String board =
                position(
                        "r",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . w . . . . .",
                        ". . . r . . . .",
                        ". . . . w . . .",
                        ". . . . . . . .",
                        ". . . . . . . .");
        assertThat(parse(board).legalMoveNotations()).containsExactly("d4xb6");
        assertThat(parse(board.replace("...r....", "...R....")).legalMoveNotations())
                .containsExactly("d4xb6", "d4xf2");
        // White men jump down the board
        // White's men move down: d4 is behind e3, so White has no jump here
        assertThat(parse(board.replace(" r", " w")).legalMoveNotations())
                .containsExactly("c5-b4", "e3-d2", "e3-f2");
    }

    @Test
    void aJumpNeedsAnAdjacentEnemyAndAnEmptySquareBeyond() {
        CheckersState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". w . . . . . .",
                                ". . w . . . . .",
                                ". . . r . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
        assertThat(state.legalMoveNotations()).containsExactly("d4-e5");
    }

    @Test
    void aJumpSequenceContinuesMayChangeDirectionAndRemovesTheJumpedPieces() {
        CheckersState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . w",
                                ". . . . . . . .",
                                ". . . w . . . .",
                                ". . . . . . . .",
                                ". . . w . . . .",
                                ". . . . . . . .",
                                ". . . w . . . .",
                                ". . r . . . . ."));
        assertThat(state.legalMoveNotations()).containsExactly("c1xe3xc5xe7");
        // the sequence must be completed
        assertThatThrownBy(() -> state.parseMove("c1xe3")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> state.parseMove("c1xe3xc5"))
                .isInstanceOf(IllegalMoveException.class);
        state.play(state.parseMove("c1xe3xc5xe7"));
        assertThat(state.position())
                .isEqualTo(
                        position(
                                "w",
                                ". . . . . . . w",
                                ". . . . r . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
    }

    @Test
    void noPieceIsJumpedTwiceAndDistinctPathsAreDistinctMoves() {
        CheckersState state = parse(CIRCUIT);
        // the same four pieces either way round, ending where the king began: two moves
        assertThat(state.legalMoveNotations()).containsExactly("c3xe1xg3xe5xc3", "c3xe5xg3xe1xc3");
        assertThat(Perft.count(state, 1)).isEqualTo(2);
        state.play(state.parseMove("c3xe5xg3xe1xc3"));
        assertThat(state.pieces(1)).isZero();
        assertThat(state.pieceAt(2, 2)).isEqualTo("R");
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.resultReason()).isEqualTo("Red captured every White piece");
    }

    @Test
    void captureIsMandatoryWithAFreeChoiceAmongAllSequences() {
        CheckersState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . w . . .",
                                ". w . . . . . .",
                                "r . . . w . . .",
                                ". . . . . r . .",
                                ". . . . . . . ."));
        // a single jump is as legal as a double (no majority rule); no step is legal
        assertThat(state.legalMoveNotations()).containsExactly("a3xc5", "f2xd4xf6");
        assertThatThrownBy(() -> state.parseMove("f2-g3")).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void aManReachingTheFarRankIsCrownedAndTheMoveEnds() {
        CheckersState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . .",
                                ". . w . w . . .",
                                ". r . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
        // as a king it could go on over e7, but crowning ends the move
        assertThat(state.legalMoveNotations()).containsExactly("b6xd8");
        state.play(state.parseMove("b6xd8"));
        assertThat(state.position())
                .isEqualTo(
                        position(
                                "w",
                                ". . . R . . . .",
                                ". . . . w . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
        // a step onto the far rank crowns too
        CheckersState step =
                parse(
                        position(
                                "w",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . R",
                                ". . . . . . . .",
                                ". w . . . . . .",
                                ". . . . . . . ."));
        step.play(step.parseMove("b2-a1"));
        assertThat(step.pieceAt(0, 0)).isEqualTo("W");
    }

    // ---------------------------------------------------------------------------------------
    // End of the game

    @Test
    void aPlayerWhoCannotMoveLoses() {
        CheckersState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . w . . . . .",
                                ". w . . . . . .",
                                "r . . . . . . ."));
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(state.resultReason()).isEqualTo("Red cannot move");
    }

    @Test
    void capturingAllEnemyPiecesWins() {
        CheckersState state =
                parse(
                        position(
                                "w",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . w . . .",
                                ". . . r . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
        assertThat(state.legalMoveNotations()).containsExactly("e5xc3");
        state.play(state.parseMove("e5xc3"));
        assertThat(state.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(state.resultReason()).isEqualTo("White captured every Red piece");
        assertThat(state.legalMoveNotations()).isEmpty();
    }

    @Test
    void drawnByEnginePolicyAfter80PliesWithoutACaptureOrAManMove() {
        String board =
                position(
                        "r quiet=79",
                        ". W . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . r",
                        "R . . . . . . .");
        CheckersState state = parse(board);
        assertThat(state.position()).isEqualTo(board);
        state.play(state.parseMove("a1-b2"));
        assertThat(state.quiet()).isEqualTo(80);
        assertThat(state.position()).endsWith(" w quiet=80");
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.DRAW);
        assertThat(state.resultReason()).contains("engine policy").contains("80");
        // the draw is one a player may claim: people may play on, and perft counts no move
        assertThat(state.isOverWithoutClaim()).isFalse();
        assertThat(state.legalMoveNotations()).containsExactly("b8-a7", "b8-c7");
        assertThat(Perft.count(state, 1)).isZero();
        GameState parsed = parse(state.position());
        assertThat(parsed.result()).isEqualTo(Result.DRAW);
        assertThat(Perft.count(parsed, 1)).isZero();
        state.undo();
        // a man move resets the count
        state.play(state.parseMove("h2-g3"));
        assertThat(state.quiet()).isZero();
        assertThat(state.position()).endsWith(" w");
    }

    @Test
    void aCaptureResetsTheQuietCount() {
        CheckersState state =
                parse(
                        position(
                                "r quiet=50",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". w . . . . . .",
                                "R . . . . . . ."));
        state.play(state.parseMove("a1xc3"));
        assertThat(state.quiet()).isZero();
    }

    @Test
    void drawnByEnginePolicyOnTheThirdOccurrenceOfAPosition() {
        CheckersState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . W",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "R . . . . . . ."));
        String[] cycle = {"a1-b2", "h8-g7", "b2-a1", "g7-h8"};
        for (int round = 0; round < 2; round++) {
            for (String m : cycle) {
                assertThat(state.result()).isEqualTo(Result.ONGOING);
                state.play(state.parseMove(m));
            }
        }
        assertThat(state.movesPlayed()).isEqualTo(8);
        assertThat(state.result()).isEqualTo(Result.DRAW);
        assertThat(state.resultReason()).contains("engine policy").contains("third");
        assertThat(state.isOverWithoutClaim()).isFalse(); // people may play on
        assertThat(state.legalMoveNotations()).containsExactly("a1-b2");
        assertThat(state.endedByHistory()).isTrue();
        state.undo();
        assertThat(state.result()).isEqualTo(Result.ONGOING);
        // a position string has no history: the same position read afresh is not drawn
        state.play(state.parseMove("g7-h8"));
        assertThat(parse(state.position()).result()).isEqualTo(Result.ONGOING);
    }

    @Test
    void betweenPeopleARepetitionIsADrawThePlayerToMoveMayClaimAndPlayGoesOn() {
        CheckersState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . W",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "R . . . . . . ."));
        String[] cycle = {"a1-b2", "h8-g7", "b2-a1", "g7-h8"};
        for (int round = 0; round < 2; round++) {
            for (String m : cycle) {
                assertThat(state.claimableDraw()).isEqualTo(DrawClaim.NONE);
                state.play(state.parseMove(m));
            }
        }
        assertThat(state.isOverWithoutClaim()).isFalse(); // people play on
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.THREEFOLD_REPETITION);
        assertThat(state.copy().claimableDraw()).isEqualTo(DrawClaim.THREEFOLD_REPETITION);
        assertThat(state.isTerminal()).isTrue(); // the engine's policy takes the draw
        assertThat(state.result()).isEqualTo(Result.DRAW);
        state.play(state.parseMove("a1-b2")); // played on: that position is back a third time too
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.THREEFOLD_REPETITION);
        assertThat(state.legalMoveNotations()).isNotEmpty();
        state.undo();
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.THREEFOLD_REPETITION);
    }

    @Test
    void betweenPeopleFortyMovesEachWithoutACaptureOrAManMoveMayBeClaimed() {
        CheckersState state =
                parse(
                        position(
                                "r quiet=79",
                                ". W . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . r",
                                "R . . . . . . ."));
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.NONE);
        state.play(state.parseMove("a1-b2"));
        assertThat(state.isOverWithoutClaim()).isFalse();
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.QUIET_MOVES);
        state.play(state.parseMove("b8-a7"));
        assertThat(state.quiet()).isEqualTo(81);
        assertThat(state.hash()).isEqualTo(state.computeHash());
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.QUIET_MOVES);
        assertThat(state.position()).endsWith(" r quiet=81");
        state.play(state.parseMove("h2-g3")); // a man move: the count starts again
        assertThat(state.claimableDraw()).isEqualTo(DrawClaim.NONE);
    }

    // ---------------------------------------------------------------------------------------
    // Position strings and notation

    @Test
    void positionsRejectLightSquaresMenOnTheirCrowningRankAndMoreThanTwelve() {
        assertThatThrownBy(
                        () ->
                                parse(
                                        "R......./......../......../......../......../......../......../W....... w"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("a8")
                .hasMessageContaining("light square");
        assertThatThrownBy(
                        () ->
                                parse(
                                        "...r..../......../......../......../......../......../......../W....... w"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("Red man on d8")
                .hasMessageContaining("crowned");
        assertThatThrownBy(
                        () ->
                                parse(
                                        "...R..../......../......../......../......../......../......../w....... w"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("White man on a1");
        assertThat(
                        parse(
                                        "...R..../......../......../......../......../......../......../W....... w")
                                .position())
                .isEqualTo(
                        "...R..../......../......../......../......../......../......../W....... w");
        String thirteen =
                position(
                        "w",
                        ". W . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". R . . . . . .",
                        "r . r . r . r .",
                        ". r . r . r . r",
                        "r . r . r . r .");
        assertThatThrownBy(() -> parse(thirteen))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("13 Red pieces")
                .hasMessageContaining("12");
    }

    @Test
    void positionsTakeTheQuietKeyAndWritersLeaveTheDefaultOut() {
        assertThat(parse(START + " quiet=0").position()).isEqualTo(START);
        assertThat(parse(START + " quiet=12").position()).isEqualTo(START + " quiet=12");
        assertThat(parse(START + " quiet=12").quiet()).isEqualTo(12);
        assertThat(parse(START + " quiet=12").hash()).isNotEqualTo(parse(START).hash());
        // Past 80 only where draws wait for a claim; read afresh, the engine's policy has it drawn.
        assertThat(parse(START + " quiet=81").position()).isEqualTo(START + " quiet=81");
        assertThat(parse(START + " quiet=81").result()).isEqualTo(Result.DRAW);
        assertThatThrownBy(() -> parse(START + " quiet=1000000"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("quiet");
        assertThatThrownBy(() -> parse(START + " options=0,0"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("options");
    }

    @Test
    void notationIsAStepOrEveryLandingSquareOfACapture() {
        CheckersState state = CheckersGame.INSTANCE.newInitialState();
        assertThat(state.formatMove(state.parseMove("a3-b4"))).isEqualTo("a3-b4");
        assertThatThrownBy(() -> state.parseMove("a3-c5")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> state.parseMove("b6-a5")).isInstanceOf(IllegalMoveException.class);
        for (String bad :
                new String[] {"pass", "a3-b4-", "a3b4", "a3-i4", "a3xc5x", "a3_b4", "speed:a1"}) {
            assertThatThrownBy(() -> state.parseMove(bad))
                    .as(bad)
                    .isInstanceOf(NotationException.class)
                    .isNotInstanceOf(IllegalMoveException.class);
        }
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

    @Test
    void mayCaptureTellsWhetherALegalMoveJumps() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(18);
        int[] moves = new int[GameState.MAX_MOVES];
        int withJumps = 0;
        int positions = 0;
        for (String start : List.of(START, CIRCUIT, KINGS)) {
            for (int g = 0; g < 20; g++) {
                GameState state = game().parsePosition(start);
                while (!state.isTerminal()) {
                    int n = state.legalMoves(moves, 0);
                    boolean jumps = false;
                    for (int i = 0; i < n; i++) {
                        jumps |= Draughts.jumps(moves[i]) > 0;
                    }
                    assertThat(state.mayCapture()).as(state.position()).isEqualTo(jumps);
                    withJumps += jumps ? 1 : 0;
                    positions++;
                    state.play(moves[random.nextInt(n)]);
                    state.mayCapture(); // kept for the new position only
                    state.undo();
                    assertThat(state.mayCapture()).isEqualTo(jumps);
                    state.play(moves[random.nextInt(n)]);
                }
            }
        }
        assertThat(withJumps).isBetween(positions / 10, positions - positions / 10);
    }
}
