package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.checkers.CheckersState;
import org.junit.jupiter.api.Test;

/** The two readings of a checkers Hub string, against pydraughts 0.6.7's own output. */
class HubDialectTest {

    private static final Game CHECKERS = Games.get("checkers");

    private static String fen(HubDialect dialect, String hub) {
        return ((CheckersState) CHECKERS.parsePosition(dialect.position(CHECKERS, hub))).fen();
    }

    @Test
    void pydraughtsStringsAreItsTurnedRoundView() {
        // Board(variant="english")._game.initial_hub_fen for these positions
        assertThat(fen(HubDialect.PYDRAUGHTS, "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"))
                .isEqualTo("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        assertThat(fen(HubDialect.PYDRAUGHTS, "WeeeWbbeWbeWewebewBeeweBeeeeeeeee"))
                .isEqualTo("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
        assertThat(fen(HubDialect.PYDRAUGHTS, "WeebeeeeebbeeeeeebbeeeWeeeeeeeeew"))
                .isEqualTo("B:W15,16,23,24,30:B1,K11");
        assertThat(fen(HubDialect.PYDRAUGHTS, "Beeebbbebbbeeebbeewwewewewwwweeee"))
                .isEqualTo("W:W18,19,23,24,25,27,28,29:B5,6,7,8,10,12,14,15");
        // Moves are in the standard numbering: pydraughts' 11-15 is Black's opening move.
        GameState s =
                CHECKERS.parsePosition(
                        HubDialect.PYDRAUGHTS.position(
                                CHECKERS, "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"));
        s.play(s.parseMove("11-15"));
        assertThat(s.legalMoveNotations(Game.HUB)).contains("22-18");
    }

    @Test
    void theStandardReadingIsScansLettersOnTheStandardBoard() {
        assertThat(fen(HubDialect.STANDARD, "BeeeeeeeeebeeeewWeeeeeeeeeeeeeeee"))
                .isEqualTo("B:W15,K16:B10");
        assertThat(HubDialect.turn(HubDialect.turn("WeeeWbbeWbeWewebewBeeweBeeeeeeeee")))
                .isEqualTo("WeeeWbbeWbeWewebewBeeweBeeeeeeeee");
        // FENs and other games' strings are not Hub strings: read as they are.
        assertThat(HubDialect.PYDRAUGHTS.position(CHECKERS, "B:W18:B14")).isEqualTo("B:W18:B14");
        Game rooks = Games.get("madrooks");
        String rooksStart = rooks.newInitialState().position();
        assertThat(HubDialect.PYDRAUGHTS.position(rooks, rooksStart)).isEqualTo(rooksStart);
    }

    @Test
    void variantNamesChooseTheGameAndTheReading() {
        assertThat(HubDialect.variant("english").dialect()).isEqualTo(HubDialect.PYDRAUGHTS);
        assertThat(HubDialect.variant("american").game()).isSameAs(CHECKERS);
        assertThat(HubDialect.variant("checkers").dialect()).isEqualTo(HubDialect.STANDARD);
        assertThat(HubDialect.variant("madrooks").game().id()).isEqualTo("madrooks");
        assertThatThrownBy(() -> HubDialect.variant("frisian"))
                .isInstanceOf(NotationException.class);
    }
}
