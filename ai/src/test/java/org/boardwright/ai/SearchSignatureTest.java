package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The search signature: nodes of a fixed-depth search from fixed positions, per game. A change to
 * move generation, evaluation or search that was not meant to change the search fails here; one
 * that was meant to updates these numbers (cli/README.md, "Search signature", says how).
 */
@Timeout(60)
class SearchSignatureTest {

    /**
     * Game id to nodes of today's search, as {@code ./boardwright bench --signature} prints them.
     */
    private static final Map<String, Long> EXPECTED =
            Map.of(
                    "madrooks", 1_721_687L,
                    "madbishops", 1_482_594L,
                    "checkers", 62_985L,
                    "twist", 248_492L,
                    "monkeyqueen", 25_835L,
                    "cage", 206_265L);

    @Test
    void everyGameSearchesTheNodesItAlwaysHas() {
        Map<String, Long> nodes = new LinkedHashMap<>();
        for (String id : Games.ids()) {
            nodes.put(id, SearchSignature.of(Games.get(id)).nodes());
        }
        assertThat(nodes).isEqualTo(EXPECTED);
    }

    @Test
    void thePositionsAreTheStartAndPositionsOfPlayNotOverAndWithNoDiceToThrow() {
        for (String id : Games.ids()) {
            Game game = Games.get(id);
            var positions = SearchSignature.positions(game);
            assertThat(positions).as(id).hasSize(1 + SearchSignature.RANDOM_POSITIONS);
            assertThat(positions.get(0).position())
                    .as(id)
                    .isEqualTo(game.newInitialState().position());
            for (GameState position : positions.subList(1, positions.size())) {
                assertThat(position.movesPlayed())
                        .as(id)
                        .isGreaterThanOrEqualTo(SearchSignature.MIN_PLIES);
                assertThat(position.isTerminal() || position.isChanceNode()).as(id).isFalse();
            }
            assertThat(SearchSignature.positions(game))
                    .as(id)
                    .map(GameState::position)
                    .isEqualTo(positions.stream().map(GameState::position).toList());
        }
    }
}
