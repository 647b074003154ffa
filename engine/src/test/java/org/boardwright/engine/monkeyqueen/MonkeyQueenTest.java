package org.boardwright.engine.monkeyqueen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.boardwright.engine.monkeyqueen.Positions.position;

import java.util.List;
import java.util.SplittableRandom;
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
 * Monkey Queen: the conformance suite and the rules of docs/rules/monkeyqueen.md, one test per rule
 * and example.
 */
class MonkeyQueenTest extends GameConformanceSuite {

    static final String START = ".....C20....../" + "............/".repeat(10) + "......I20..... i";

    /**
     * docs/rules/monkeyqueen.md's example: Ivory queen a1 (5), Ivory baby d4, Cigar queen g7 (5),
     * Ivory to move.
     */
    static final String RULES_TEST = position("i", "a1=I5", "d4=I", "g7=C5");

    /** Right after Ivory's first move g1-g12: Cigar may swap. */
    static final String AFTER_G1_G12 = position("c swap=1", "g1=I", "g12=I19", "f12=C20");

    @Override
    protected Game game() {
        return MonkeyQueenGame.DEFAULT;
    }

    @Override
    protected List<PerftCase> perftTable() {
        // Counts beyond docs/rules/monkeyqueen.md's computed by MonkeyQueenReference, which shares
        // no code with the engine.
        return List.of(
                perft(START, 33, 1111, 55_753),
                perft(RULES_TEST, 37, 1461, 75_813),
                perft(AFTER_G1_G12, 29, 1283, 50_751),
                perft(
                        ".......C..C16./I.....I...../............/......I13C..../.....I....C./...CI.I...../"
                                + ".....I....../......I...../............/............/............/............ i",
                        84,
                        3149,
                        257_854),
                perft(
                        "............/...........I/............/............/.........CC14./....C......./"
                                + ".....C...I../............/......C..II16./..........C./............/............ i",
                        41,
                        2596,
                        118_955),
                perft(
                        "I13.........../............/..I........./C....C....../C10.........../.I........../"
                                + "............/............/......C...../..C...IC..../C.........../......I..... i",
                        51,
                        5082,
                        301_644),
                // Both queens down to height 2: they may only capture.
                perft(
                        "....C..C..../..........I./..CI.IC...C2./............/I.I.I......./.......I..../"
                                + "...C....I.../....C..I.I../...CI2...C.../............/............/............ c",
                        62,
                        5914,
                        373_535));
    }

    @Override
    protected List<String> extraPositions() {
        return List.of(
                // Over: Ivory has just captured the Cigar queen.
                position("c", "d4=I5", "g7=C"),
                // Over: Ivory's height-2 queen has no move and no baby.
                position("i", "a1=I2", "c2=C5"),
                // Small stacks: queens soon at height 2.
                position("i", "b2=I3", "k11=C3"));
    }

    @Override
    protected List<String> extraMalformedPositions() {
        return List.of(
                START.replace("I20", "I1"),
                START.replace("I20", "I0"),
                START.replace("I20", "I020"),
                START.replace("I20", "I100"),
                START.replace("I20", "i20"),
                START.replace("C20", "B20"),
                START + " swap=1",
                START + " swap=0",
                START + " swap=yes",
                START + " swap=1 swap=1",
                position("i", "a1=I5", "b1=I2", "g7=C5"),
                position("c", "a1=I5", "g7=C4", "h7=C3"));
    }

    @Override
    protected List<String> extraBadMoves() {
        return List.of("swap", "SWAP", "swap:1", "g1-g13", "m1-m2", "g1xg1", "g1-", "g1g2");
    }

    private static GameState parse(String position) {
        return MonkeyQueenGame.DEFAULT.parsePosition(position);
    }

    private static GameState after(String position, String... moves) {
        GameState state = parse(position);
        for (String m : moves) {
            state.play(state.parseMove(m));
        }
        return state;
    }

    // ---------------------------------------------------------------------------------------
    // Setup and parameters

    @Test
    void setupIsOneStackOfTwentyEachIvoryOnG1CigarOnF12IvoryFirst() {
        GameState state = MonkeyQueenGame.DEFAULT.newInitialState();
        assertThat(state.position()).isEqualTo(START);
        assertThat(state.pieceAt(6, 0)).isEqualTo("I20");
        assertThat(state.pieceAt(5, 11)).isEqualTo("C20");
        assertThat(state.sideToMove()).isZero();
        assertThat(MonkeyQueenGame.DEFAULT.sideName(0)).isEqualTo("Ivory");
        assertThat(MonkeyQueenGame.DEFAULT.sideName(1)).isEqualTo("Cigar");
        assertThat(MonkeyQueenGame.DEFAULT.width()).isEqualTo(12);
        assertThat(MonkeyQueenGame.DEFAULT.height()).isEqualTo(12);
        assertThat(MonkeyQueenGame.DEFAULT.credit()).contains("Mark Steere");
        assertThat(Games.get("monkeyqueen")).isSameAs(MonkeyQueenGame.DEFAULT);
    }

    @Test
    void startingHeightsAreTheParametersIvoryAndCigar() {
        Game game = Games.get("monkeyqueen:ivory=25,cigar=20");
        assertThat(game.initialPosition()).isEqualTo(START.replace("I20", "I25"));
        assertThat(Games.get("monkeyqueen:cigar=3").initialPosition())
                .isEqualTo(START.replace("C20", "C3"));
        assertThat(Games.get("monkeyqueen:cigar=99,ivory=3").initialPosition())
                .isEqualTo(START.replace("C20", "C99").replace("I20", "I3"));
        assertThat(((MonkeyQueenGame) game).startHeight(0)).isEqualTo(25);
        assertThat(Perft.count(game.newInitialState(), 1)).isEqualTo(33);
    }

    @Test
    void specIsCanonicalWithDefaultsLeftOut() {
        assertThat(Games.get("monkeyqueen").spec()).isEqualTo("monkeyqueen");
        assertThat(Games.get("monkeyqueen:ivory=20,cigar=20").spec()).isEqualTo("monkeyqueen");
        assertThat(Games.get("monkeyqueen:ivory=20").spec()).isEqualTo("monkeyqueen");
        assertThat(Games.get("monkeyqueen:ivory=25,cigar=20").spec())
                .isEqualTo("monkeyqueen:ivory=25");
        assertThat(Games.get("monkeyqueen:cigar=30,ivory=25").spec())
                .isEqualTo("monkeyqueen:ivory=25,cigar=30");
        assertThat(Games.get("monkeyqueen:cigar=3").spec()).isEqualTo("monkeyqueen:cigar=3");
        for (String spec :
                new String[] {
                    "monkeyqueen:ivory=25", "monkeyqueen:cigar=30", "monkeyqueen:ivory=3,cigar=99"
                }) {
            assertThat(Games.get(Games.get(spec).spec()).spec()).isEqualTo(spec);
        }
    }

    @Test
    void badParametersAreRejectedWithAClearMessage() {
        assertThatThrownBy(() -> Games.get("monkeyqueen:height=20"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("unknown parameter")
                .hasMessageContaining("height")
                .hasMessageContaining("ivory");
        assertThatThrownBy(() -> Games.get("monkeyqueen:Ivory=20"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("Ivory");
        for (String value :
                new String[] {
                    "2", "0", "1", "100", "999", "-5", "+5", "020", "twenty", "20.0", "1e1", " 20",
                    "٢٠"
                }) {
            assertThatThrownBy(() -> Games.get("monkeyqueen:ivory=" + value))
                    .as(value)
                    .isInstanceOf(NotationException.class)
                    .hasMessageContaining("ivory")
                    .hasMessageContaining("3 to 99");
            assertThatThrownBy(() -> Games.get("monkeyqueen:cigar=" + value))
                    .as(value)
                    .isInstanceOf(NotationException.class)
                    .hasMessageContaining("cigar");
        }
        assertThatThrownBy(() -> Games.get("monkeyqueen:ivory=20,ivory=25"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("repeated");
        for (String spec :
                new String[] {
                    "monkeyqueen:",
                    "monkeyqueen:ivory",
                    "monkeyqueen:ivory=",
                    "monkeyqueen:=20",
                    "monkeyqueen:ivory=20,",
                    "monkeyqueen:ivory=20;cigar=20"
                }) {
            assertThatThrownBy(() -> Games.get(spec))
                    .as(spec)
                    .isInstanceOf(NotationException.class)
                    .message()
                    .isNotBlank();
        }
        assertThatThrownBy(() -> MonkeyQueenGame.of(2, 20)).isInstanceOf(NotationException.class);
    }

    @Test
    void perftFromTheStartIs33Then1111CountingSwapThen55753() {
        GameState state = MonkeyQueenGame.DEFAULT.newInitialState();
        assertThat(Perft.count(state, 1)).isEqualTo(33);
        assertThat(Perft.count(state, 2)).isEqualTo(1111);
        assertThat(Perft.count(state, 3)).isEqualTo(55_753);
        // Without the swap: 1,078 replies.
        long swaps = 0;
        for (int m : state.legalMoveList()) {
            state.play(m);
            swaps += state.legalMoveNotations().contains("swap") ? 1 : 0;
            state.undo();
        }
        assertThat(swaps).isEqualTo(33);
        assertThat(Perft.count(state, 2) - swaps).isEqualTo(1078);
    }

    // ---------------------------------------------------------------------------------------
    // Pieces

    @Test
    void aStackOfHeightTwoOrMoreIsTheQueenAndHeightOneABaby() {
        GameState state = after(START, "g1-g5");
        assertThat(state.pieceAt(6, 4)).isEqualTo("I19"); // the queen, one shorter
        assertThat(state.pieceAt(6, 0)).isEqualTo("I"); // a baby
        assertThat(state.pieceAt(5, 0)).isEmpty();
        MonkeyQueenState mq = (MonkeyQueenState) state;
        assertThat(mq.heightAt(6, 4)).isEqualTo(19);
        assertThat(mq.heightAt(6, 0)).isEqualTo(1);
        assertThat(mq.queenSquare(0)).isEqualTo(4 * 12 + 6);
    }

    // ---------------------------------------------------------------------------------------
    // Moves

    @Test
    void movesSlideInTheEightQueenDirectionsOverEmptySquares() {
        GameState state = parse(position("i", "f6=I5", "f9=I", "l12=C5"));
        List<String> queen =
                state.legalMoveNotations().stream().filter(m -> m.startsWith("f6")).toList();
        // f6 on an open board reaches 5 + 6 + 5 + 6 + 5 + 5 + 5 + 6 squares; the own baby on f9
        // stops the file at f8;
        // the diagonal up-right ends on the Cigar queen l12, which is captured
        assertThat(queen)
                .contains(
                        "f6-f7", "f6-f8", "f6-a1", "f6-a6", "f6-l6", "f6-f1", "f6-a11", "f6-k1",
                        "f6-k11", "f6xl12")
                .doesNotContain("f6-f9", "f6-f10", "f6-l12", "f6-g8");
        assertThat(queen).hasSize(2 + 5 + 6 + 5 + 5 + 5 + 5 + 5 + 1);
    }

    @Test
    void captureSlidesToTheFirstOccupiedSquareWhenItHoldsAnEnemyStack() {
        GameState state = parse(position("i", "a1=I5", "a4=C", "a8=C", "d4=I", "g7=C5", "d1=I"));
        List<String> moves = state.legalMoveNotations();
        assertThat(moves)
                .contains("a1xa4", "d4xg7", "d4xa4")
                .doesNotContain("a1xa8", "a1xd1", "a1xd4", "a1-a4", "a1-a5");
    }

    @Test
    void aCaptureRemovesTheEnemyStackAndMovesTheWholeStackWithoutHeightChangeOrBirth() {
        GameState state = after(position("i", "a1=I5", "a4=C", "l12=C5"), "a1xa4");
        assertThat(state.pieceAt(0, 3)).isEqualTo("I5");
        assertThat(state.pieceAt(0, 0)).isEmpty();
        assertThat(state.position()).isEqualTo(position("c", "a4=I5", "l12=C5"));
        GameState baby = after(position("i", "b2=I", "b5=C", "a1=I5", "l12=C5"), "b2xb5");
        assertThat(baby.position()).isEqualTo(position("c", "b5=I", "a1=I5", "l12=C5"));
    }

    @Test
    void aQueenOfHeightTwoMayCaptureButHasNoOtherMove() {
        GameState state = parse(position("i", "a1=I2", "a5=C", "k12=C5"));
        assertThat(state.legalMoveNotations()).containsExactly("a1xa5");
        state.play(state.parseMove("a1xa5"));
        assertThat(state.position()).isEqualTo(position("c", "a5=I2", "k12=C5"));
    }

    @Test
    void aQueenOfHeightThreeOrMoreSlidesToAnEmptySquareLeavingABabyAndDropsOneHeight() {
        GameState state = after(RULES_TEST, "a1-a9");
        assertThat(state.position()).isEqualTo(position("c", "a1=I", "a9=I4", "d4=I", "g7=C5"));
        GameState three = after(position("i", "b2=I3", "k11=C3"), "b2-e5");
        assertThat(three.position()).isEqualTo(position("c", "b2=I", "e5=I2", "k11=C3"));
        assertThat(three.legalMoveNotations()).allMatch(m -> m.startsWith("k11"));
    }

    @Test
    void aBabyMovesOnlyToAnEmptySquareStrictlyCloserToTheEnemyQueen() {
        GameState state = parse(RULES_TEST);
        List<String> baby =
                state.legalMoveNotations().stream().filter(m -> m.startsWith("d4")).toList();
        // dist²(d4, g7) = 18: d9 (13) and i4 (13) are closer; d10 and j4 (18) are not: equal is
        // illegal
        assertThat(baby).contains("d4-d9", "d4-i4").doesNotContain("d4-d10", "d4-j4");
        // going away from the queen is never allowed
        assertThat(baby).noneMatch(m -> m.matches("d4-([a-c][0-9]+|d[1-3])"));
        assertThat(baby)
                .containsExactlyInAnyOrder(
                        "d4-d5", "d4-d6", "d4-d7", "d4-d8", "d4-d9", "d4-e4", "d4-f4", "d4-g4",
                        "d4-h4", "d4-i4", "d4-e5", "d4-f6", "d4xg7");
    }

    @Test
    void rulesTestPositionHas37MovesAndTheBabyMayCaptureTheQueen() {
        GameState state = parse(RULES_TEST);
        assertThat(state.legalMoveNotations())
                .hasSize(37)
                .contains("d4-d9", "d4-i4", "d4xg7")
                .doesNotContain("d4-d10", "d4-j4");
    }

    @Test
    void aBabyMayCaptureAnyEnemyStackInLineEvenFartherFromTheQueen() {
        GameState state = parse(position("i", "e5=I", "e10=C5", "e1=C", "l2=I5"));
        assertThat(state.legalMoveNotations()).contains("e5xe1", "e5xe10");
    }

    @Test
    void noCaptureIsEverMandatory() {
        GameState state = parse(position("i", "a1=I5", "a4=C", "l12=C5"));
        assertThat(state.legalMoveNotations()).contains("a1xa4", "a1-a2", "a1-b1", "a1-b2");
    }

    // ---------------------------------------------------------------------------------------
    // Pie rule

    @Test
    void cigarMaySwapOnlyAsTheReplyToIvorysFirstMove() {
        GameState state = MonkeyQueenGame.DEFAULT.newInitialState();
        assertThat(state.legalMoveNotations()).doesNotContain("swap");
        for (int first : state.legalMoveList()) {
            state.play(first);
            assertThat(state.legalMoveNotations()).as(state.position()).contains("swap");
            assertThat(state.position()).endsWith(" c swap=1");
            state.undo();
        }
        state.play(state.parseMove("g1-g12"));
        state.play(state.parseMove("f12-f2"));
        assertThat(state.legalMoveNotations()).doesNotContain("swap");
        assertThat(state.position()).doesNotContain("swap");
        state.play(state.parseMove("g12-g11"));
        assertThat(state.legalMoveNotations()).doesNotContain("swap");
        assertThatThrownBy(() -> state.parseMove("swap")).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void swapKeepsTheBoardAndCigarToMoveButThePlayersExchangeColours() {
        GameState state = after(START, "g1-g12");
        String board = state.position().split(" ")[0];
        assertThat(state.playersSwapped()).isFalse();
        state.play(state.parseMove("swap"));
        assertThat(state.position()).isEqualTo(board + " c");
        assertThat(state.sideToMove()).isEqualTo(1);
        assertThat(state.playersSwapped()).isTrue();
        assertThat(state.legalMoveNotations()).doesNotContain("swap").hasSize(28);
        state.play(state.parseMove("f12xg12")); // Cigar, now the first player, captures the queen
        assertThat(state.result()).isEqualTo(Result.SECOND_WINS); // results stay by colour
        assertThat(state.playersSwapped()).isTrue();
        state.undo();
        state.undo();
        assertThat(state.playersSwapped()).isFalse();
        assertThat(state.position()).isEqualTo(board + " c swap=1");
    }

    @Test
    void swapIsAvailableInAParsedPositionRightAfterIvorysFirstMove() {
        GameState state = parse(AFTER_G1_G12);
        assertThat(state.legalMoveNotations()).contains("swap").hasSize(29);
        state.play(state.parseMove("swap"));
        assertThat(state.playersSwapped()).isTrue();
        assertThat(state.position()).isEqualTo(AFTER_G1_G12.replace(" swap=1", ""));
        // The same board without the key: the swap has been played or refused.
        assertThat(parse(AFTER_G1_G12.replace(" swap=1", "")).legalMoveNotations())
                .doesNotContain("swap")
                .hasSize(28);
        // The start string reads as the start: Ivory's next move is the first.
        GameState start = parse(START);
        start.play(start.parseMove("g1-b6"));
        assertThat(start.position()).endsWith(" c swap=1");
    }

    @Test
    void swapKeyOnlyWhereTheSwapIsPossible() {
        String[] bad = {
            START + " swap=1", // Ivory to move
            AFTER_G1_G12.replace(" c ", " i "), // Ivory to move
            position("c swap=1", "g1=I", "g12=I18", "f12=C20"), // queen one short
            position("c swap=1", "g1=I", "g12=I19", "f12=C19"), // Cigar not at its start
            position("c swap=1", "g1=I", "h12=I19", "f12=C20"), // not one slide from g1
            position("c swap=1", "g2=I", "g12=I19", "f12=C20"), // baby not on g1
            position("c swap=1", "g1=I", "g12=I19", "e12=C20"), // Cigar's stack moved
            position("c swap=1", "g1=I", "g12=I19", "f12=C19", "a1=C"), // a Cigar baby
            RULES_TEST.replace(" i", " c swap=1"),
        };
        for (String p : bad) {
            assertThatThrownBy(() -> parse(p))
                    .as(p)
                    .isInstanceOf(NotationException.class)
                    .hasMessageContaining("swap");
        }
        GameState custom =
                Games.get("monkeyqueen:ivory=25,cigar=4")
                        .parsePosition(position("c swap=1", "g1=I", "a7=I24", "f12=C4"));
        assertThat(custom.legalMoveNotations()).contains("swap");
    }

    // ---------------------------------------------------------------------------------------
    // End

    @Test
    void capturingTheEnemyQueenWinsAtOnce() {
        GameState state = after(RULES_TEST, "d4xg7");
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.resultReason()).isEqualTo("Ivory captured the Cigar queen");
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(state.position()).isEqualTo(position("c", "a1=I5", "g7=I"));
        // Cigar's babies still stand but the game is over.
        GameState withBabies =
                after(position("i", "a1=I5", "d4=I", "g7=C5", "h1=C", "l5=C"), "d4xg7");
        assertThat(withBabies.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(withBabies.legalMoveNotations()).isEmpty();
    }

    @Test
    void aPlayerWithNoLegalMoveAtTheStartOfHisTurnLoses() {
        GameState state = parse(position("i", "a1=I2", "c2=C5"));
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(state.resultReason()).isEqualTo("Ivory has no legal move");
        // Reached in play: Cigar's queen steps off a line, leaving Ivory's height-2 queen stuck.
        GameState played = after(position("c", "a1=I2", "b3=C5"), "b3-c2");
        assertThat(played.result()).isEqualTo(Result.SECOND_WINS);
    }

    @Test
    void aPositionWhereTheSideToMoveHasNoQueenIsOverAndTheOtherSideWon() {
        GameState state = parse(position("c", "d4=I5", "g7=C"));
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.resultReason()).isEqualTo("Ivory captured the Cigar queen");
        GameState cigarWon = parse(position("i", "d4=I", "g7=C5", "a1=I"));
        assertThat(cigarWon.result()).isEqualTo(Result.SECOND_WINS);
    }

    /**
     * Every game ends: a queen's height only drops (at most 97 times) and captures only remove
     * stacks; between two such events only babies move, each strictly closer to an enemy queen that
     * stands still, which cannot go on for ever. Random games from the start last 57 plies on
     * average; the longest of 20,000 seen was 225.
     */
    @Test
    void thereAreNoDrawsAndRandomGamesEnd() {
        SplittableRandom rng = new SplittableRandom(4);
        int[] moves = new int[GameState.MAX_MOVES];
        int longest = 0;
        for (int p = 0; p < 1000; p++) {
            GameState state = MonkeyQueenGame.DEFAULT.newInitialState();
            int plies = 0;
            while (!state.isTerminal()) {
                assertThat(plies).as("plies of random game %d", p).isLessThan(2000);
                state.play(state.randomMove(rng, moves));
                plies++;
            }
            longest = Math.max(longest, plies);
            assertThat(state.result()).isIn(Result.FIRST_WINS, Result.SECOND_WINS);
        }
        assertThat(longest).isPositive();
    }

    // ---------------------------------------------------------------------------------------
    // Position strings

    @Test
    void stacksAreWrittenAsLetterAndHeightWithALoneLetterForABaby() {
        GameState state = parse(position("i", "a1=I5", "d4=I", "g7=C5", "l12=C", "b2=I"));
        assertThat(state.pieceAt(0, 0)).isEqualTo("I5");
        assertThat(state.pieceAt(3, 3)).isEqualTo("I");
        assertThat(state.pieceAt(6, 6)).isEqualTo("C5");
        assertThat(state.pieceAt(11, 11)).isEqualTo("C");
        assertThat(state.pieceAt(5, 5)).isEmpty();
        assertThat(state.position())
                .isEqualTo(position("i", "a1=I5", "d4=I", "g7=C5", "l12=C", "b2=I"));
    }

    @Test
    void heightsOneAndZeroWrittenOutAreMalformed() {
        assertThatThrownBy(() -> parse(START.replace("I20", "I1")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("I1")
                .hasMessageContaining("lone letter");
        assertThatThrownBy(() -> parse(START.replace("I20", "I0")))
                .isInstanceOf(NotationException.class);
    }

    @Test
    void twoQueensOfAColourAreRejected() {
        assertThatThrownBy(() -> parse(position("i", "a1=I5", "b1=I2", "g7=C5")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("two Ivory queens");
        assertThatThrownBy(() -> parse(position("i", "a1=I5", "g7=C2", "h7=C2")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("two Cigar queens");
    }

    @Test
    void moreCheckersOfAColourThanTheGameStartsWithAreRejected() {
        assertThatThrownBy(() -> parse(position("i", "a1=I21", "g7=C5")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("21 Ivory checkers")
                .hasMessageContaining("ivory=21");
        assertThatThrownBy(() -> parse(position("i", "a1=I19", "a2=I", "a3=I", "g7=C5")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("21 Ivory");
        assertThat(parse(position("i", "a1=I19", "a2=I", "g7=C20")).legalMoveNotations())
                .isNotEmpty();
        assertThat(
                        Games.get("monkeyqueen:ivory=21")
                                .parsePosition(position("i", "a1=I21", "g7=C5"))
                                .legalMoveNotations())
                .isNotEmpty();
        assertThatThrownBy(() -> Games.get("monkeyqueen:cigar=5").parsePosition(START))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("20 Cigar checkers");
    }

    @Test
    void aPositionWhereTheSideThatJustMovedHasNoQueenIsRejected() {
        assertThatThrownBy(() -> parse(position("i", "a1=I5", "g7=C")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("no Cigar queen");
        assertThatThrownBy(() -> parse(position("c", "a1=I", "g7=C")))
                .isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> parse(position("i"))).isInstanceOf(NotationException.class);
    }

    @Test
    void garbledPositionsAreReadOrRefusedWithANotationExceptionNeverAnythingElse() {
        SplittableRandom rng = new SplittableRandom(17);
        String alphabet = "IC.0123456789/ icswap=1x-";
        String[] seeds = {START, RULES_TEST, AFTER_G1_G12, position("c", "d4=I5", "g7=C")};
        int read = 0;
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sb = new StringBuilder(seeds[rng.nextInt(seeds.length)]);
            for (int edits = 1 + rng.nextInt(3); edits > 0; edits--) {
                int at = rng.nextInt(sb.length());
                char c = alphabet.charAt(rng.nextInt(alphabet.length()));
                switch (rng.nextInt(3)) {
                    case 0 -> sb.setCharAt(at, c);
                    case 1 -> sb.insert(at, c);
                    default -> sb.deleteCharAt(at);
                }
            }
            try {
                GameState state = parse(sb.toString());
                state.legalMoveNotations();
                assertThat(parse(state.position()).position()).isEqualTo(state.position());
                read++;
            } catch (NotationException e) {
                assertThat(e.getMessage()).isNotBlank();
            }
        }
        assertThat(read).isPositive();
    }

    @Test
    void swapAndCaptureNotation() {
        GameState state = parse(AFTER_G1_G12);
        assertThat(state.parseMove("swap")).isEqualTo(MonkeyQueenState.SWAP);
        assertThat(state.formatMove(state.parseMove("f12xg12"))).isEqualTo("f12xg12");
        assertThatThrownBy(() -> state.parseMove("f12-g12"))
                .isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> state.parseMove("f12xg13"))
                .isInstanceOf(NotationException.class)
                .isNotInstanceOf(IllegalMoveException.class);
    }
}
