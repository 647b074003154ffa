package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.boardwright.ai.Budget;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

class EnginePlayerTest {

    @Test
    void commandsSplitAtSpacesWithQuotesKeepingAWord() {
        assertThat(EnginePlayer.words(" ./boardwright  engine "))
                .containsExactly("./boardwright", "engine");
        assertThat(EnginePlayer.words("\"/opt/my engines/scan\" hub"))
                .containsExactly("/opt/my engines/scan", "hub");
        assertThat(EnginePlayer.words("a \"\" b")).containsExactly("a", "", "b");
        assertThatThrownBy(() -> EnginePlayer.words("\"open")).hasMessageContaining("unterminated");
    }

    @Test
    void theBudgetBecomesALevel() {
        assertThat(EnginePlayer.level(Budget.time(0.25))).isEqualTo("level move-time=0.250");
        assertThat(EnginePlayer.level(new Budget(0, 5000, 6)))
                .isEqualTo("level nodes=5000 depth=6");
    }

    /** The strings pydraughts 0.6.7 sends for these positions (its initial_hub_fen). */
    @Test
    void hubPositionsAreWhatPydraughtsSends() {
        var checkers = Games.get("checkers");
        assertThat(EnginePlayer.hubPosition(checkers.newInitialState()))
                .isEqualTo("Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww");
        assertThat(
                        EnginePlayer.hubPosition(
                                checkers.parsePosition(
                                        "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29")))
                .isEqualTo("WeeeWbbeWbeWewebewBeeweBeeeeeeeee");
        assertThat(
                        EnginePlayer.hubPosition(
                                checkers.parsePosition(
                                        "W:W18,19,23,24,25,27,28,29:B5,6,7,8,10,12,14,15")))
                .isEqualTo("Beeebbbebbbeeebbeewwewewewwwweeee");
    }
}
