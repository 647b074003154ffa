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

/** Mad Rooks: the conformance suite and the rules of docs/rules/madrooks.md. */
class MadRooksTest extends GameConformanceSuite {

    static final String START =
            "BRBRBRBR/RBRBRBRB/BRBRBRBR/RBRBRBRB/BRBRBRBR/RBRBRBRB/BRBRBRBR/RBRBRBRB r";

    @Override
    protected Game game() {
        return MadGame.ROOKS;
    }

    @Override
    protected List<PerftCase> perftTable() {
        // Midgame counts computed by MadReferenceGenerator, which shares no code with the engine.
        return List.of(
                perft(START, 112, 11_944, 1_214_552),
                perft(
                        "RRBRBBRR/.BRBR..B/BB.RB.RR/RBB..R.B/RRBRRRBR/..RBRB.B/BB.R.B../RBBBRBRR b",
                        56,
                        2988,
                        154_492),
                perft(
                        "B.BRBR.B/R.RBRR.R/.R.RRRB./.BBB.RBR/BRBB..../R...R..R/RRB..RR./.B.BBB.B b",
                        39,
                        1325,
                        46_888),
                perft(
                        "..B..B../..BB.B.R/..B.BRR./R.RBRBR./..R..R.R/R.....R./.B.....B/BR.....R b",
                        20,
                        547,
                        10_880,
                        268_509),
                perft(
                        ".....B.R/R......./RB....../R.BR.R../...BRRB./.......R/B.....R./B....... b",
                        15,
                        354,
                        4731,
                        97_985));
    }

    @Override
    protected List<String> extraPositions() {
        return List.of(
                // One checker each, far apart: long engage-only games.
                position(
                        "r",
                        ". . . . . . . B",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        "R . . . . . . ."),
                // A finished game: Blue has no checker.
                position(
                        "b",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . R . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . ."));
    }

    private static GameState parse(String position) {
        return MadGame.ROOKS.parsePosition(position);
    }

    // ---------------------------------------------------------------------------------------
    // Setup and perft

    @Test
    void setupIsACheckerboardWithRedOnTheDarkSquaresAndRedToMove() {
        GameState state = MadGame.ROOKS.newInitialState();
        assertThat(state.position()).isEqualTo(START);
        assertThat(Games.get("madrooks").initialPosition()).isEqualTo(START);
        assertThat(state.sideToMove()).isZero();
        int red = 0;
        int blue = 0;
        for (int x = 0; x < 8; x++) {
            for (int y = 0; y < 8; y++) {
                String expected =
                        (x + y) % 2 == 0
                                ? "R"
                                : "B"; // dark squares (x + y even) are Red; a1 is dark
                assertThat(state.pieceAt(x, y)).as(Square.name(x, y)).isEqualTo(expected);
                red += expected.equals("R") ? 1 : 0;
                blue += expected.equals("B") ? 1 : 0;
            }
        }
        assertThat(red).isEqualTo(32);
        assertThat(blue).isEqualTo(32);
        assertThat(state.pieceAt(0, 0)).isEqualTo("R");
        assertThat(MadGame.ROOKS.id()).isEqualTo("madrooks");
        assertThat(MadGame.ROOKS.width()).isEqualTo(8);
        assertThat(MadGame.ROOKS.height()).isEqualTo(8);
        assertThat(MadGame.ROOKS.credit()).contains("Mark Steere");
    }

    @Test
    void perftFromTheStartIs112Then11944Then1214552() {
        GameState state = MadGame.ROOKS.newInitialState();
        assertThat(Perft.count(state, 1)).isEqualTo(112);
        assertThat(Perft.count(state, 2)).isEqualTo(11_944);
        assertThat(Perft.count(state, 3)).isEqualTo(1_214_552);
    }

    @Test
    void allFirstMovesAreKills() {
        List<String> moves = MadGame.ROOKS.newInitialState().legalMoveNotations();
        assertThat(moves).hasSize(112).allMatch(m -> m.matches("[a-h][1-8]x[a-h][1-8]"));
        // a corner checker kills its two neighbours, an edge checker three, an inner one four
        assertThat(moves).filteredOn(m -> m.startsWith("a1x")).containsExactly("a1xa2", "a1xb1");
        assertThat(moves)
                .filteredOn(m -> m.startsWith("c1x"))
                .containsExactly("c1xb1", "c1xc2", "c1xd1");
        assertThat(moves)
                .filteredOn(m -> m.startsWith("d4x"))
                .containsExactly("d4xc4", "d4xd3", "d4xd5", "d4xe4");
    }

    // ---------------------------------------------------------------------------------------
    // Kill

    @Test
    void killOnlyOntoASeenEnemyNotThroughPieces() {
        GameState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . .", // 8
                                ". . . . . . . .", // 7
                                ". . . . . . . .", // 6
                                ". . . . . . . .", // 5
                                "B . . . . . . .", // 4   a4 is behind a3
                                "B . . . . . . .", // 3   a1 sees a3 across the empty a2
                                ". . . . . . . .", // 2
                                "R . R B . . . .")); // 1   a1's own c1 hides d1 from it
        assertThat(state.legalMoveNotations()).containsExactly("a1xa3", "c1xd1");
    }

    @Test
    void eachSeenEnemyIsASeparateKill() {
        GameState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . .", // 8
                                ". . . B . . . .", // 7
                                ". . . . . . . .", // 6
                                ". . . . . . . .", // 5
                                "B . . R . . B .", // 4   d4 sees a4, g4, d7 and d2
                                ". . . . . . . .", // 3
                                ". . . B . . . .", // 2
                                ". . . . . . . .")); // 1
        assertThat(state.legalMoveNotations()).containsExactly("d4xa4", "d4xd2", "d4xd7", "d4xg4");
    }

    @Test
    void aKillRemovesTheEnemyAndTheKillerTakesItsSquare() {
        GameState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . B",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "R . . B . . . ."));
        state.play(state.parseMove("a1xd1"));
        assertThat(state.position())
                .isEqualTo(
                        position(
                                "b",
                                ". . . . . . . B",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . R . . . ."));
        assertThat(state.result()).isEqualTo(Result.ONGOING);
    }

    // ---------------------------------------------------------------------------------------
    // Engage

    @Test
    void aCheckerInPositionToKillCannotEngageButAnotherMayEngageInstead() {
        GameState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . B", // 8   from a8 Red would see h8, but a1 may not
                                // engage there
                                ". . . . . . . .", // 7
                                ". . . . . . . .", // 6
                                ". . R . . . . .", // 5   c5 sees nothing: it engages to c1, c8, d5,
                                // h5
                                ". . . . . . . .", // 4
                                ". . . . . . . .", // 3
                                ". . . . . . . .", // 2
                                "R . . B . . . .")); // 1   a1 sees d1: it may only kill
        List<String> moves = state.legalMoveNotations();
        assertThat(moves).containsExactly("a1xd1", "c5-c1", "c5-c8", "c5-d5", "c5-h5");
        assertThat(moves).doesNotContain("a1-a8", "a1-b1", "a1-c1");
        // killing is not mandatory: the engage is a legal move while a kill is available
        assertThat(state.parseMove("c5-h5")).isNotNegative();
    }

    @Test
    void engageRequiresSeeingAnEnemyFromTheDestination() {
        GameState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . B", // 8   from d8 Red sees h8 along the rank
                                ". . . . . . . .", // 7
                                ". . . . . . . .", // 6
                                ". . . . . . . .", // 5
                                ". . . R . . . .", // 4   from h4 Red sees h8 up the file; no other
                                // square sees it
                                ". . . . . . . .", // 3
                                ". . . . . . . .", // 2
                                ". . . . . . . .")); // 1
        assertThat(state.legalMoveNotations()).containsExactly("d4-d8", "d4-h4");
    }

    @Test
    void engageSlidesStopBeforeBlockers() {
        GameState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . .", // 8
                                ". . . . . . . B", // 7   from d7 Red would see h7, but d1 cannot
                                // pass its own d5
                                ". . . . . . . .", // 6
                                ". . . R . . . .", // 5
                                ". . . . . . . .", // 4
                                ". . . . . . . .", // 3
                                ". . . . . . . .", // 2
                                ". . . R . . . .")); // 1
        List<String> moves = state.legalMoveNotations();
        assertThat(moves).containsExactly("d1-h1", "d5-d7", "d5-h5");
        assertThat(moves).doesNotContain("d1-d7", "d1-d6", "d1-d8", "d1-d5");
    }

    @Test
    void engageMovesTheCheckerWithoutKilling() {
        GameState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . B",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . R . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
        state.play(state.parseMove("d4-h4"));
        assertThat(state.position())
                .isEqualTo(
                        position(
                                "b",
                                ". . . . . . . B",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . R",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . ."));
        // now Blue sees the engaged checker and may only kill it
        assertThat(state.legalMoveNotations()).containsExactly("h8xh4");
    }

    @Test
    void rooksNeverMoveDiagonally() {
        // f6 is diagonally next to e5: a rook does not see it, so e5 engages beside it.
        GameState state =
                parse(
                        position(
                                "r",
                                ". . . . . . . .", // 8
                                ". . . . . . . .", // 7
                                ". . . . . B . .", // 6
                                ". . . . R . . .", // 5
                                ". . . . . . . .", // 4
                                ". . . . . . . .", // 3
                                ". . . . . . . .", // 2
                                ". . . . . . . .")); // 1
        assertThat(state.legalMoveNotations()).containsExactly("e5-e6", "e5-f5");
        // and in random games every move stays on its rank or file
        playouts(
                101,
                100,
                (s, p, ply) -> {
                    for (String m : s.legalMoveNotations()) {
                        Square from = Square.parse(m.substring(0, 2), 8, 8);
                        Square to = Square.parse(m.substring(3), 8, 8);
                        assertThat(from.x() == to.x() || from.y() == to.y())
                                .as("%s at %s", m, s.position())
                                .isTrue();
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
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "B . . . . . . .",
                                "R . . . . . . ."));
        assertThat(state.legalMoveNotations()).containsExactly("a1xa2");
        state.play(state.parseMove("a1xa2"));
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.resultReason()).isEqualTo("Blue has no checkers left");
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(state.position())
                .isEqualTo(
                        position(
                                "b",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "R . . . . . . .",
                                ". . . . . . . ."));
        state.undo();
        assertThat(state.result()).isEqualTo(Result.ONGOING);
        assertThat(state.resultReason()).isEmpty();
    }

    @Test
    void blueWinsWhenTheLastRedCheckerIsRemoved() {
        GameState state =
                parse(
                        position(
                                "b",
                                "B . . . . . . B",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                ". . . . . . . .",
                                "R . . . . . . ."));
        // h8 sees nothing (its own a8 is first on rank 8): it may engage to h1, from where it sees
        // a1
        assertThat(state.legalMoveNotations()).containsExactly("a8xa1", "h8-h1");
        state.play(state.parseMove("a8xa1"));
        assertThat(state.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(state.result().winner()).isEqualTo(1);
        assertThat(state.resultReason()).isEqualTo("Red has no checkers left");
        assertThat(state.isTerminal()).isTrue();
    }

    @Test
    void aPositionWhereTheGameIsOverIsValidAndHasNoMoves() {
        String over =
                position(
                        "b",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . R . . . .",
                        ". . R . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .");
        GameState state = parse(over);
        assertThat(state.position()).isEqualTo(over);
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.result()).isEqualTo(Result.FIRST_WINS);
        assertThat(state.legalMoveNotations()).isEmpty();
        assertThat(
                        state.randomMove(
                                new java.util.SplittableRandom(1), new int[GameState.MAX_MOVES]))
                .isEqualTo(-1);
        assertThat(Perft.count(state, 1)).isZero();
        assertThatThrownBy(() -> state.parseMove("d5-d8"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("over");
    }

    // ---------------------------------------------------------------------------------------
    // Position strings

    @Test
    void positionRejectsMoreThan32CheckersOfAColour() {
        String red33 =
                position(
                        "r",
                        ". . . . . . . B",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        "R . . . . . . .",
                        "R R R R R R R R",
                        "R R R R R R R R",
                        "R R R R R R R R",
                        "R R R R R R R R");
        assertThatThrownBy(() -> parse(red33))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("33")
                .hasMessageContaining("Red")
                .hasMessageContaining("32");
        String blue33 = red33.replace('R', 'b').replace('B', 'R').replace('b', 'B');
        assertThatThrownBy(() -> parse(blue33))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("33")
                .hasMessageContaining("Blue");
        assertThatThrownBy(
                        () ->
                                parse(
                                        "RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR r"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("64");
        String red32 =
                position(
                        "r",
                        ". . . . . . . B",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        "R R R R R R R R",
                        "R R R R R R R R",
                        "R R R R R R R R",
                        "R R R R R R R R");
        assertThat(parse(red32).position()).isEqualTo(red32);
    }

    @Test
    void positionRejectsUnknownLettersAndKeys() {
        String good =
                position(
                        "r",
                        ". . . . . . . B",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        ". . . . . . . .",
                        "R . . . . . . .");
        assertThat(parse(good).position()).isEqualTo(good);
        assertThatThrownBy(() -> parse(good.replace("R.......", "X.......")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("X")
                .hasMessageContaining("a1");
        assertThatThrownBy(() -> parse(good.replace("R.......", "r.......")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("a1");
        assertThatThrownBy(() -> parse(good.replace("R.......", "R2.......")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("a1");
        assertThatThrownBy(() -> parse(good + " swap=1"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("swap");
        assertThatThrownBy(() -> parse(good.replace(" r", " w")))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("w");
        assertThatThrownBy(
                        () ->
                                parse(
                                        "......../......../......../......../......../......../......../........ r"))
                .isInstanceOf(NotationException.class);
    }

    @Test
    void moveNotationIsOriginSeparatorDestination() {
        GameState state = MadGame.ROOKS.newInitialState();
        assertThatThrownBy(() -> state.parseMove("a1-a2"))
                .as("a kill written as a plain move")
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("illegal");
        assertThatThrownBy(() -> state.parseMove("a1xa3"))
                .as("a kill through a checker")
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("illegal");
        assertThatThrownBy(() -> state.parseMove("a2xa1"))
                .as("a Blue kill with Red to move")
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("illegal");
        assertThatThrownBy(() -> state.parseMove("i1xa1"))
                .as("off the board")
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("malformed");
        assertThat(state.formatMove(state.parseMove("h8xg8"))).isEqualTo("h8xg8");
    }
}
