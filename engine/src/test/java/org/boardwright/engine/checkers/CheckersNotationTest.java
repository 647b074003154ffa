package org.boardwright.engine.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Result;
import org.boardwright.engine.record.GameRecord;
import org.junit.jupiter.api.Test;

/** Numbered squares, FEN and PDN for checkers (docs/rules/checkers.md, "Numbered squares"). */
class CheckersNotationTest {

    private static final CheckersGame GAME = CheckersGame.INSTANCE;

    @Test
    void numberingPutsTheFirstPlayerOnOneToTwelve() {
        assertThat(GAME.squareNumber(6, 0)).isEqualTo("1"); // g1
        assertThat(GAME.squareNumber(0, 0)).isEqualTo("4"); // a1, a single corner
        assertThat(GAME.squareNumber(7, 1)).isEqualTo("5"); // h2, the double corner with 1
        assertThat(GAME.squareNumber(0, 2)).isEqualTo("12"); // a3
        assertThat(GAME.squareNumber(7, 7)).isEqualTo("29"); // h8, the other single corner
        assertThat(GAME.squareNumber(1, 7)).isEqualTo("32"); // b8
        assertThat(GAME.squareNumber(1, 0)).isEmpty(); // a light square
        GameState start = GAME.newInitialState();
        for (int n = 1; n <= 32; n++) {
            int sq = Numbering.square(n);
            assertThat(Numbering.number(sq)).isEqualTo(n);
            String piece = start.pieceAt(sq & 7, sq >>> 3);
            assertThat(piece).isEqualTo(n <= 12 ? "r" : n >= 21 ? "w" : "");
        }
    }

    @Test
    void movesInNumbers() {
        GameState s = GAME.newInitialState();
        assertThat(s.legalMoveNotations(Game.NUMERIC))
                .containsExactly("10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14");
        int m = s.parseMove("11-15");
        assertThat(s.formatMove(m)).isEqualTo("c3-d4");
        assertThat(s.parseMove("c3-d4")).isEqualTo(m);
        assertThat(s.parseMove("11x15")).isEqualTo(m); // a sloppy separator
        assertThatThrownBy(() -> s.parseMove("11-14")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> s.parseMove("11-33"))
                .isInstanceOf(NotationException.class)
                .isNotInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("malformed move");
        assertThatThrownBy(() -> s.parseMove("011-15")).hasMessageContaining("malformed");
        assertThatThrownBy(() -> s.parseMove("11")).hasMessageContaining("malformed");
        assertThatThrownBy(() -> s.formatMove(m, "klingon"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCaptureByItsEndsIsResolvedAndAnAmbiguousOneNamesBothPaths() {
        GameState s = GAME.parsePosition(CheckersTest.CIRCUIT);
        List<String> captures = s.legalMoveNotations(Game.NUMERIC);
        assertThat(captures).contains("11x18x9x2x11", "11x2x9x18x11");
        // The circuit either way round takes the same pieces: one position, so either reading.
        int circuit = s.parseMove("11x11");
        assertThat(s.formatMove(circuit, Game.NUMERIC)).isIn("11x18x9x2x11", "11x2x9x18x11");
        assertThat(s.formatMove(s.parseMove("11x18x9x11"), Game.NUMERIC)).isEqualTo("11x18x9x2x11");
        // Two paths from 18 to 2 that take different men are two moves.
        GameState two = GAME.parsePosition("W:W18,19,23,24,25,27,28,29:B5,6,7,8,10,12,14,15");
        assertThat(two.legalMoveNotations(Game.HUB)).contains("18x2x6x14", "18x2x7x15");
        assertThatThrownBy(() -> two.parseMove("18x2"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("ambiguous")
                .hasMessageContaining("18x9x2")
                .hasMessageContaining("18x11x2");
        assertThat(two.formatMove(two.parseMove("18x2x7x15"), Game.HUB)).isEqualTo("18x2x7x15");
        GameState t = GAME.parsePosition("B:W15:B10");
        assertThat(t.formatMove(t.parseMove("10-19"), Game.NUMERIC)).isEqualTo("10x19");
    }

    /**
     * Every move the Hub form writes reads back as a move that leaves the same position, in
     * positions of random games (kings' circuits included).
     */
    @Test
    void everyHubMoveReadsBackToItsPosition() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(26);
        int captures = 0;
        for (int game = 0; game < 20; game++) {
            GameState s = GAME.newInitialState();
            while (!s.isTerminal()) {
                List<Integer> moves = s.legalMoveList();
                for (int m : moves) {
                    String hub = s.formatMove(m, Game.HUB);
                    GameState written = s.copy();
                    written.play(m);
                    GameState read = s.copy();
                    read.play(s.parseMove(hub));
                    assertThat(read.position()).as(hub).isEqualTo(written.position());
                    captures += hub.contains("x") ? 1 : 0;
                }
                s.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(captures).isGreaterThan(100);
    }

    @Test
    void fenReadsBothWaysAndPassesThePositionChecks() {
        String fen = "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";
        CheckersState s = GAME.parsePosition(fen);
        assertThat(s.sideToMove()).isZero();
        assertThat(s.fen()).isEqualTo(fen);
        assertThat(s.legalMoveNotations(Game.NUMERIC))
                .containsExactly("16-19", "22-17", "22-26", "25-21", "25-30");
        assertThat(GAME.parsePosition("W:W21-32:B1-12.").position())
                .isEqualTo(CheckersTest.START.replace(" r", " w"));
        assertThat(GAME.parsePosition("B:B1-12:W21-32").position()).isEqualTo(CheckersTest.START);
        assertThatThrownBy(() -> GAME.parsePosition("B:W1:B2")) // a White man on its crown row
                .hasMessageContaining("crowned");
        assertThatThrownBy(() -> GAME.parsePosition("B:W33:B2")).hasMessageContaining("bad FEN");
        assertThatThrownBy(() -> GAME.parsePosition("B:W5,5:B2")).hasMessageContaining("twice");
        assertThatThrownBy(() -> GAME.parsePosition("B:W5:W2")).hasMessageContaining("twice");
        assertThatThrownBy(() -> GAME.parsePosition("X:W5:B2"))
                .isInstanceOf(NotationException.class);
    }

    static final String PDN =
            """
            [Event "Test match"]
            [Date "1992.08.??"]
            [Black "Ann"]
            [White "Bob"]
            [Result "1-0"]
            [GameType "21"]
            [Opening "Old Fourteenth"]
            1. 11-15 {a comment} 23-19 2. 8-11 $1 22-17! (2... 22-18 15x22 (3. 25x18)) 3. 4-8
            17-13 4. 15-18 24-20 1-0

            [Event "Set up"]
            [SetUp "1"]
            [FEN "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29"]
            [Result "*"]
            1. 16-19 *
            """;

    @Test
    void pdnReadsEveryGameWithTagsMovesResultsAndFen() {
        assertThat(Pdn.INSTANCE.recognizes(PDN)).isTrue();
        List<GameRecord> games = GameRecord.readAll(PDN);
        assertThat(games).hasSize(2);
        GameRecord first = games.get(0);
        assertThat(first.player(0)).isEqualTo("Ann");
        assertThat(first.player(1)).isEqualTo("Bob");
        assertThat(first.tags())
                .containsEntry("Date", "1992.08.??")
                .containsEntry("Event", "Test match")
                .containsEntry("Opening", "Old Fourteenth");
        assertThat(first.moveNotations())
                .containsExactly(
                        "11-15", "23-19", "8-11", "22-17", "4-8", "17-13", "15-18", "24-20");
        assertThat(first.result()).isEqualTo(Result.FIRST_WINS);
        GameRecord second = games.get(1);
        assertThat(second.isStandardStart()).isFalse();
        assertThat(GAME.parsePosition(second.startPosition()).fen())
                .isEqualTo("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");

        for (GameRecord r : games) {
            String written = Pdn.INSTANCE.write(r);
            GameRecord again = GameRecord.readAll(written).get(0);
            assertThat(again.moveNotations()).isEqualTo(r.moveNotations());
            assertThat(again.tags()).isEqualTo(r.tags());
            assertThat(again.startPosition()).isEqualTo(r.startPosition());
        }
        assertThat(Pdn.INSTANCE.write(second))
                .contains("[SetUp \"1\"]\n[FEN \"B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29\"]");
        assertThat(Pdn.INSTANCE.write(first)).contains("1. 11-15 23-19 2. 8-11 22-17");
    }

    @Test
    void pdnWritesWhiteFirstMovesAndReadsOtherResultScales() {
        GameRecord r =
                GameRecord.readAll("[FEN \"W:W21-32:B1-12\"]\n1... 22-18 2. 11-15 0-2\n").get(0);
        assertThat(r.result()).isEqualTo(Result.SECOND_WINS);
        assertThat(Pdn.INSTANCE.write(r)).contains("1... 22-18 2. 11-15 0-1");
        assertThat(GameRecord.readAll("1. 11-15 22-18 2. 15x22 *").get(0).moveNotations())
                .containsExactly("11-15", "22-18", "15x22");
    }

    @Test
    void pdnErrorsNameTheGameAndTheMove() {
        assertThatThrownBy(
                        () ->
                                GameRecord.readAll(
                                        "[Black \"A\"]\n1. 11-15 *\n\n[Black \"B\"]\n1. 11-14 *"))
                .hasMessageContaining("game 2")
                .hasMessageContaining("move 1")
                .hasMessageContaining("11-14")
                .hasMessageContaining("not legal");
        // Named as the file numbers its moves (full moves), not by ply.
        assertThatThrownBy(
                        () -> GameRecord.readAll("1. 11-15 22-18 2. 15x22 25x18 3. 9-14 30-26 *"))
                .hasMessageContaining("move 3... '30-26'")
                .hasMessageContaining("not legal for White");
        assertThatThrownBy(() -> GameRecord.readAll("[GameType \"21\"][FEN \"B:W1:B2\"] *"))
                .hasMessageContaining("FEN tag");
        assertThatThrownBy(() -> GameRecord.readAll("[GameType \"21\"][SetUp \"1\"] *"))
                .hasMessageContaining("no FEN");
        assertThatThrownBy(
                        () -> GameRecord.readAll("[GameType \"21\"][Result \"1-0\"] 1. 11-15 0-1"))
                .hasMessageContaining("Result tag");
        assertThatThrownBy(() -> GameRecord.readAll("[GameType \"21\"] 1. 11-15 (22-18 *"))
                .hasMessageContaining("never closed");
        assertThatThrownBy(() -> GameRecord.readAll("[GameType \"21\"] 1. 11-15 {x"))
                .hasMessageContaining("never closed");
        assertThatThrownBy(
                        () ->
                                GameRecord.readAll(
                                        "[GameType \"21\"][FEN \"B:W15:B10\"] 1. 10x19 0-1"))
                .hasMessageContaining("contradicts"); // Black took White's last piece
        assertThat(Pdn.INSTANCE.recognizes("[GameType \"20\"] 1. 32-28 *")).isFalse();
        assertThatThrownBy(
                        () ->
                                GameRecord.readAll(
                                        "[GameType \"21\"][Result \"1-0\"][Result \"0-1\"] *"))
                .hasMessageContaining("Result appears twice");
        // A descriptive tag given twice keeps its first value; "*" defers to the Result tag.
        GameRecord twice =
                GameRecord.readAll("[Event \"A\"][Event \"B\"][Result \"1/2-1/2\"] 1. 11-15 *")
                        .get(0);
        assertThat(twice.tags()).containsEntry("Event", "A");
        assertThat(twice.result()).isEqualTo(Result.DRAW);
        // Move numbers without their dot, and a capture in chess squares given by its ends.
        assertThat(
                        GameRecord.readAll("[GameType \"21\"] 1 11-15 22-18 2 15x22 *")
                                .get(0)
                                .moveNotations())
                .containsExactly("11-15", "22-18", "15x22");
        assertThat(GameRecord.readAll("[GameType \"21\"] 1 11-15 22-18 2 15x22 *").get(0).moves())
                .isEqualTo(
                        GameRecord.readAll("[GameType \"21\"] 1. c3-d4 f6-e5 2. d4xf6 *")
                                .get(0)
                                .moves());
    }

    @Test
    void hubPositionsAndMoves() {
        String start = "B" + "b".repeat(12) + "e".repeat(8) + "w".repeat(12);
        assertThat(GAME.parsePosition(start).position()).isEqualTo(CheckersTest.START);
        CheckersState s =
                GAME.parsePosition(
                        "B" + "e".repeat(9) + "b" + "e".repeat(4) + "w" + "e".repeat(17));
        assertThat(s.fen()).isEqualTo("B:W15:B10");
        int capture = s.parseMove("10x19");
        assertThat(s.formatMove(capture, Game.HUB)).isEqualTo("10x19x15");
        assertThat(s.parseMove("10x19x15")).isEqualTo(capture); // start, end, captured
        GameState circuit = GAME.parsePosition(CheckersTest.CIRCUIT);
        assertThat(circuit.legalMoveNotations(Game.HUB)).contains("11x11x6x7x14x15");
        // The engine's own answer for a circuit reads back (either way round is one position).
        GameState after = circuit.copy();
        after.play(circuit.parseMove("11x11x6x7x14x15"));
        assertThat(after.position()).isEqualTo(afterCircuit(circuit));
        GameState ring = GAME.parsePosition("B:W15,16,23,24,30:BK11,1");
        assertThat(ring.legalMoveNotations(Game.HUB)).contains("11x11x15x16x23x24");
        assertThat(ring.formatMove(ring.parseMove("11x11x15x16x23x24"), Game.HUB))
                .isEqualTo("11x11x15x16x23x24");
        assertThat(
                        GAME.newInitialState()
                                .formatMove(GAME.newInitialState().parseMove("11-15"), Game.HUB))
                .isEqualTo("11-15");
        assertThatThrownBy(() -> GAME.parsePosition("B" + "x".repeat(32)))
                .isInstanceOf(NotationException.class);
    }

    private static String afterCircuit(GameState circuit) {
        GameState s = circuit.copy();
        s.play(circuit.parseMove("11x18x9x2x11"));
        return s.position();
    }

    @Test
    void pdnIsWrittenWithTheSevenTagRosterInItsOrderAndReadsBackTheSame() {
        String pdn =
                """
                [Black "Ann"]
                [Opening "Old Fourteenth"]
                [Round "3"]
                [White "Bob"]
                [Site "Glasgow"]
                [Event "Scottish Open"]
                [Date "1992.08.15"]
                [Result "*"]
                1. 11-15 23-19 *
                """;
        GameRecord read = GameRecord.read(pdn);
        String written = Pdn.INSTANCE.write(read);
        List<String> tagLines = written.lines().filter(l -> l.startsWith("[")).toList();
        assertThat(tagLines)
                .containsExactly(
                        "[Event \"Scottish Open\"]",
                        "[Site \"Glasgow\"]",
                        "[Date \"1992.08.15\"]",
                        "[Round \"3\"]",
                        "[White \"Bob\"]",
                        "[Black \"Ann\"]",
                        "[Result \"*\"]",
                        "[GameType \"21\"]",
                        "[Opening \"Old Fourteenth\"]");
        GameRecord back = GameRecord.read(written);
        assertThat(back.tags()).isEqualTo(read.tags());
        assertThat(back.moveNotations()).isEqualTo(read.moveNotations());
        // Without Site and Round, neither is made up.
        String plain = Pdn.INSTANCE.write(GameRecord.read("[Black \"A\"]\n1. 11-15 *"));
        assertThat(plain).doesNotContain("Site").doesNotContain("Round");
    }
}
