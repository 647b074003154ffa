package org.boardwright.engine.mad;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.boardwright.engine.mad.Boards.position;

import java.util.List;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Perft;
import org.boardwright.engine.Result;
import org.boardwright.engine.Square;
import org.boardwright.engine.conformance.GameConformanceSuite;
import org.junit.jupiter.api.Test;

/**
 * Mad Bishops: the conformance suite and the rules of docs/rules/madbishops.md (those of
 * madrooks.md over diagonal rays).
 */
class MadBishopsTest extends GameConformanceSuite {

    static final String START =
            ".R.R.R.R.R/B.B.B.B.B./.R.R.R.R.R/B.B.B.B.B./.R.R.R.R.R"
                    + "/B.B.B.B.B./.R.R.R.R.R/B.B.B.B.B./.R.R.R.R.R/B.B.B.B.B. r";

    private static final String EMPTY = ". . . . . . . . . .";

    @Override
    protected Game game() {
        return MadGame.BISHOPS;
    }

    @Override
    protected List<PerftCase> perftTable() {
        // Midgame counts computed by MadReferenceGenerator, which shares no code with the engine.
        return List.of(
                perft(START, 81, 6130, 434_528),
                perft(
                        ".R.R.R.R../B.B.B.R.R./.R.R.....R/B.B.B...../.B.B.B.B../..B.....R./.....R.R.R/R.B.R...B./.R.R.B.B.R"
                                + "/B...B...B. b",
                        33,
                        1017,
                        30_155),
                perft(
                        "...R.R..../B.R......./...B.R...R/R.R.....B./.......B../R.R...R.../.B.....R.R/B.....B.../.B.B.B.B.B"
                                + "/..B.B..... b",
                        24,
                        461,
                        9629),
                perft(
                        ".B...B.R../......R.../.B......../..B.B...../.........R/B.B......./........../..R.R.R.B./.........R"
                                + "/..R.B..... b",
                        8,
                        80,
                        834,
                        8051),
                perft(
                        ".R.....R../........../...R.....B/....R...../.B......../........../........../..B.....R./.....B...."
                                + "/B.......R. b",
                        10,
                        111,
                        874,
                        7337));
    }

    @Override
    protected List<String> extraPositions() {
        return List.of(
                // One checker each, far apart: b10 and i1.
                position(
                        "b",
                        ". B . . . . . . . .",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        ". . . . . . . . R ."),
                // A finished game: Red has no checker.
                position(
                        "r",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        ". . . B . . . . . .",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY));
    }

    @Override
    protected List<String> extraMalformedPositions() {
        return List.of(
                // a checker on the light square b1
                position(
                        "r",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        ". . . B . . . . . .",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        ". R . . . . . . . ."),
                // the Mad Rooks start on a board of the wrong size
                MadRooksTest.START);
    }

    private static GameState parse(String position) {
        return MadGame.BISHOPS.parsePosition(position);
    }

    // ---------------------------------------------------------------------------------------
    // Setup and perft

    @Test
    void setupFillsTheDarkSquaresBlueOnOddRanksRedOnEvenRanksAndRedMovesFirst() {
        GameState state = MadGame.BISHOPS.newInitialState();
        assertThat(state.position()).isEqualTo(START);
        assertThat(Games.get("madbishops").initialPosition()).isEqualTo(START);
        assertThat(state.sideToMove()).isZero();
        int red = 0;
        int blue = 0;
        for (int x = 0; x < 10; x++) {
            for (int y = 0; y < 10; y++) {
                boolean dark = (x + y) % 2 == 0;
                assertThat(MadGame.BISHOPS.isPlayable(x, y)).as(Square.name(x, y)).isEqualTo(dark);
                // rank y + 1: Blue on ranks 1, 3, 5, 7, 9 (y even), Red on ranks 2, 4, 6, 8, 10
                String expected = !dark ? "" : y % 2 == 0 ? "B" : "R";
                assertThat(state.pieceAt(x, y)).as(Square.name(x, y)).isEqualTo(expected);
                red += expected.equals("R") ? 1 : 0;
                blue += expected.equals("B") ? 1 : 0;
            }
        }
        assertThat(red).isEqualTo(25);
        assertThat(blue).isEqualTo(25);
        assertThat(MadGame.BISHOPS.width()).isEqualTo(10);
        assertThat(MadGame.BISHOPS.height()).isEqualTo(10);
        assertThat(MadGame.BISHOPS.credit()).contains("Mark Steere");
    }

    @Test
    void perftFromTheStartIs81Then6130Then434528() {
        GameState state = MadGame.BISHOPS.newInitialState();
        assertThat(Perft.count(state, 1)).isEqualTo(81);
        assertThat(Perft.count(state, 2)).isEqualTo(6130);
        assertThat(Perft.count(state, 3)).isEqualTo(434_528);
    }

    @Test
    void allFirstMovesAreKills() {
        List<String> moves = MadGame.BISHOPS.newInitialState().legalMoveNotations();
        assertThat(moves).hasSize(81).allMatch(m -> m.matches("[a-j](10|[1-9])x[a-j](10|[1-9])"));
        // b2 kills its four diagonal neighbours; j2 (edge) two
        assertThat(moves)
                .filteredOn(m -> m.startsWith("b2x"))
                .containsExactly("b2xa1", "b2xa3", "b2xc1", "b2xc3");
        assertThat(moves).filteredOn(m -> m.startsWith("j2x")).containsExactly("j2xi1", "j2xi3");
    }

    // ---------------------------------------------------------------------------------------
    // Kill

    @Test
    void killOnlyOntoASeenEnemyNotThroughPieces() {
        GameState state =
                parse(
                        position(
                                "r",
                                EMPTY, // 10
                                EMPTY, // 9
                                EMPTY, // 8
                                EMPTY, // 7
                                EMPTY, // 6
                                ". . . . B . . . . .", // 5   e5
                                EMPTY, // 4
                                ". . R . . . . . . .", // 3   c3 sees e5 across d4
                                EMPTY, // 2
                                "R . . . . . . . . .")); // 1   a1's own c3 hides e5; from b2 no
        // enemy is seen either
        assertThat(state.legalMoveNotations()).containsExactly("c3xe5");
    }

    @Test
    void eachSeenEnemyIsASeparateKill() {
        GameState state =
                parse(
                        position(
                                "r",
                                EMPTY, // 10
                                EMPTY, // 9
                                ". . . . . . . B . .", // 8   h8
                                ". . B . . . . . . .", // 7   c7
                                EMPTY, // 6
                                ". . . . R . . . . .", // 5   e5 sees all four
                                EMPTY, // 4
                                ". . B . . . B . . .", // 3   c3, g3
                                EMPTY, // 2
                                EMPTY)); // 1
        assertThat(state.legalMoveNotations()).containsExactly("e5xc3", "e5xc7", "e5xg3", "e5xh8");
    }

    // ---------------------------------------------------------------------------------------
    // Engage

    @Test
    void aCheckerInPositionToKillCannotEngageButAnotherMayEngageInstead() {
        GameState state =
                parse(
                        position(
                                "r",
                                EMPTY, // 10
                                EMPTY, // 9
                                EMPTY, // 8
                                EMPTY, // 7
                                EMPTY, // 6
                                ". . . . B . . . . .", // 5   e5
                                EMPTY, // 4
                                ". . B . R . . . . .", // 3   c3 (Blue), e3 sees no enemy: it
                                // engages to d2, d4, f4
                                EMPTY, // 2
                                "R . . . . . . . . .")); // 1   a1 sees c3: it may only kill (not
        // engage to b2)
        List<String> moves = state.legalMoveNotations();
        assertThat(moves).containsExactly("a1xc3", "e3-d2", "e3-d4", "e3-f4");
        assertThat(moves).doesNotContain("a1-b2");
    }

    @Test
    void engageRequiresSeeingAnEnemyFromTheDestination() {
        GameState state =
                parse(
                        position(
                                "r",
                                EMPTY, // 10
                                EMPTY, // 9
                                EMPTY, // 8
                                ". . . . B . . . . .", // 7   e7, straight above e5: not seen
                                EMPTY, // 6   from d6 and f6 Red sees e7
                                ". . . . R . . . . .", // 5
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY));
        assertThat(state.legalMoveNotations()).containsExactly("e5-d6", "e5-f6");
    }

    @Test
    void engageSlidesStopBeforeBlockers() {
        GameState state =
                parse(
                        position(
                                "r",
                                EMPTY, // 10
                                EMPTY, // 9
                                EMPTY, // 8
                                EMPTY, // 7
                                ". . . . . . . B . .", // 6   h6: e3 sees it; from f4 c1 would too,
                                // but e3 blocks the way
                                "B . . . . . . . . .", // 5   a5: seen from d2
                                EMPTY, // 4
                                ". . . . R . . . . .", // 3   e3
                                EMPTY, // 2
                                ". . R . . . . . . .")); // 1   c1
        List<String> moves = state.legalMoveNotations();
        assertThat(moves).containsExactly("c1-d2", "e3xh6");
        assertThat(moves).doesNotContain("c1-f4", "c1-g5", "c1-e3");
    }

    @Test
    void bishopsNeverMoveOrthogonallyAndStayOnDarkSquares() {
        // e7 is straight above e5: the bishop does not see it (see
        // engageRequiresSeeingAnEnemyFromTheDestination)
        GameState state =
                parse(
                        position(
                                "b",
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                ". . . . B . . . . .", // 7
                                EMPTY,
                                ". . . . R . . . . .", // 5
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY));
        assertThat(state.legalMoveNotations()).containsExactly("e7-d6", "e7-f6");
        playouts(
                102,
                100,
                (s, p, ply) -> {
                    for (String m : s.legalMoveNotations()) {
                        String[] parts = m.split("[-x]");
                        Square from = Square.parse(parts[0], 10, 10);
                        Square to = Square.parse(parts[1], 10, 10);
                        assertThat(Math.abs(from.x() - to.x()))
                                .as("%s at %s", m, s.position())
                                .isEqualTo(Math.abs(from.y() - to.y()))
                                .isPositive();
                        assertThat((to.x() + to.y()) % 2)
                                .as("%s ends on a light square", m)
                                .isZero();
                    }
                });
    }

    // ---------------------------------------------------------------------------------------
    // End of the game

    @Test
    void redWinsWhenTheLastBlueCheckerIsRemoved() {
        GameState state =
                parse(
                        position(
                                "r",
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                ". . B . . . . . . .", // 3
                                EMPTY,
                                "R . . . . . . . . .")); // 1
        assertThat(state.legalMoveNotations()).containsExactly("a1xc3");
        state.play(state.parseMove("a1xc3"));
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.resultReason()).isEqualTo("Blue has no checkers left");
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(state.position())
                .isEqualTo(
                        position(
                                "b",
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                ". . R . . . . . . .",
                                EMPTY,
                                EMPTY));
    }

    @Test
    void blueWinsWhenTheLastRedCheckerIsRemoved() {
        GameState state =
                parse(
                        position(
                                "b",
                                ". . . . . . . . . B", // 10  j10 sees a1 along the long diagonal
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                EMPTY,
                                "R . . . . . . . . ."));
        assertThat(state.legalMoveNotations()).containsExactly("j10xa1");
        state.play(state.parseMove("j10xa1"));
        assertThat(state.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(state.resultReason()).isEqualTo("Red has no checkers left");
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.legalMoveNotations()).isEmpty();
    }

    @Test
    void aPositionWhereTheGameIsOverIsValidAndHasNoMoves() {
        String over =
                position(
                        "r",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        ". . . B . . . . . .",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        ". . . . . . . . B .");
        GameState state = parse(over);
        assertThat(state.position()).isEqualTo(over);
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(Perft.count(state, 2)).isZero();
        assertThatThrownBy(() -> state.parseMove("d6-e7"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("over");
    }

    // ---------------------------------------------------------------------------------------
    // Position strings

    @Test
    void positionRejectsACheckerOnALightSquare() {
        String b1 =
                position(
                        "r",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        ". . . B . . . . . .",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        ". R . . . . . . . .");
        assertThatThrownBy(() -> parse(b1))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("b1")
                .hasMessageContaining("light");
        String a10 =
                position(
                        "r",
                        "B . . . . . . . . .",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        "R . . . . . . . . .");
        assertThatThrownBy(() -> parse(a10))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("a10")
                .hasMessageContaining("light");
    }

    @Test
    void positionRejectsMoreThan25CheckersOfAColour() {
        String red26 =
                position(
                        "r",
                        ". . . . . . . . . B",
                        EMPTY,
                        EMPTY,
                        ". . R . . . . . . .", // 7: the 26th
                        EMPTY,
                        "R . R . R . R . R .", // 5
                        ". R . R . R . R . R",
                        "R . R . R . R . R .",
                        ". R . R . R . R . R",
                        "R . R . R . R . R ."); // 1
        assertThatThrownBy(() -> parse(red26))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("26")
                .hasMessageContaining("Red")
                .hasMessageContaining("25");
        String blue26 = red26.replace('R', 'b').replace('B', 'R').replace('b', 'B');
        assertThatThrownBy(() -> parse(blue26))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("26")
                .hasMessageContaining("Blue");
        String red25 = red26.replace("..R......./", "........../");
        assertThat(parse(red25).position()).isEqualTo(red25);
    }

    @Test
    void positionRejectsUnknownLettersAndKeys() {
        String good =
                position(
                        "r",
                        ". . . . . . . . . B",
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        EMPTY,
                        "R . . . . . . . . .");
        assertThat(parse(good).position()).isEqualTo(good);
        assertThatThrownBy(() -> parse(good.replace("R.........", "W.........")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("W")
                .hasMessageContaining("a1");
        assertThatThrownBy(() -> parse(good.replace("R.........", "b.........")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("a1");
        assertThatThrownBy(() -> parse(good + " options=1,0"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("options");
        assertThatThrownBy(() -> parse(good.replace(" r", " i")))
                .isInstanceOf(NotationException.class);
    }

    @Test
    void moveNotationUsesTwoDigitRanks() {
        GameState state = MadGame.BISHOPS.newInitialState();
        assertThat(state.legalMoveNotations())
                .contains("b10xa9", "b10xc9", "j10xi9")
                .doesNotContain("a9xb10");
        assertThat(state.formatMove(state.parseMove("b10xa9"))).isEqualTo("b10xa9");
        assertThatThrownBy(() -> state.parseMove("b10xa09")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> state.parseMove("k1xj2")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> state.parseMove("a11xb10")).isInstanceOf(NotationException.class);
    }
}
