package org.boardwright.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import org.boardwright.engine.mad.MadGame;
import org.junit.jupiter.api.Test;

class GamesTest {

    @Test
    void idsListTheRegisteredGamesAndEachResolvesToItself() {
        List<String> ids = Games.ids();
        assertThat(ids).contains("madrooks", "madbishops");
        assertThat(new HashSet<>(ids)).hasSameSizeAs(ids);
        for (String id : ids) {
            Game game = Games.get(id);
            assertThat(game.id()).isEqualTo(id);
            assertThat(game.spec()).isEqualTo(id);
            assertThat(game.name()).isNotBlank();
            assertThat(game.newInitialState().game()).isSameAs(game);
        }
        assertThatThrownBy(() -> ids.add("chess"))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(Games.ids()).contains("madrooks").doesNotContain("chess");
    }

    @Test
    void everyShippedGameCarriesItsRulesPageAndATestGameNone() {
        for (String id : Games.ids()) {
            assertThat(Games.get(id).rulesPage())
                    .as(id)
                    .hasValueSatisfying(
                            text -> assertThat(text).startsWith("{").contains("\"sections\""));
        }
        assertThat(Games.get("monkeyqueen:ivory=30").rulesPage())
                .isEqualTo(Games.get("monkeyqueen").rulesPage());
        assertThat(org.boardwright.engine.testgames.DiceRace.STANDARD.rulesPage()).isEmpty();
    }

    @Test
    void descriptorsAreBuiltWithTheirFeaturesAndPaintedFromThePalette() {
        GameDescriptor twist = Games.get("twist").descriptor();
        assertThat(twist.features())
                .containsExactlyInAnyOrder(
                        GameDescriptor.Feature.DRAWS_BY_AGREEMENT,
                        GameDescriptor.Feature.CAPTURES_COMPULSORY,
                        GameDescriptor.Feature.CHANCE);
        assertThat(twist.chance()).isTrue();
        assertThat(twist.pieRule()).isFalse();
        assertThat(twist.paint(0)).isEqualTo(Palette.paint("red", 0));
        assertThat(twist.paint(1).fill()).isEqualTo("#f4f1ea");
        assertThat(Palette.paint("RED", 1)).isEqualTo(Palette.paint("red", 0));
        // A word the palette does not know: an Okabe-Ito colour per side, so the sides differ.
        assertThat(Palette.knows("green")).isFalse();
        assertThat(Palette.paint("green", 0).fill()).isEqualTo("#009E73");
        assertThat(Palette.paint("green", 1).fill()).isEqualTo("#CC79A7");
        assertThatThrownBy(
                        () ->
                                GameDescriptor.builder("one", "One side")
                                        .summary("s")
                                        .sides(List.of(new GameDescriptor.Side("A", "red", 'a')))
                                        .board(new GameDescriptor.Board(1, 1, false))
                                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("two sides");
    }

    @Test
    void madGamesAreTheSharedInstances() {
        assertThat(Games.get("madrooks")).isSameAs(MadGame.ROOKS);
        assertThat(Games.get("madbishops")).isSameAs(MadGame.BISHOPS);
        assertThat(MadGame.ROOKS.name()).isEqualTo("Mad Rooks");
        assertThat(MadGame.BISHOPS.name()).isEqualTo("Mad Bishops");
    }

    @Test
    void unknownIdIsRejectedNamingItAndTheKnownGames() {
        assertThatThrownBy(() -> Games.get("chess"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("chess")
                .hasMessageContaining("madrooks")
                .hasMessageContaining("madbishops");
        assertThatThrownBy(() -> Games.get("MadRooks"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("MadRooks");
        assertThatThrownBy(() -> Games.get("chess:x=1"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("chess");
    }

    @Test
    void madGamesTakeNoParameters() {
        assertThatThrownBy(() -> Games.get("madrooks:x=1"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("madrooks")
                .hasMessageContaining("parameters");
        assertThatThrownBy(() -> Games.get("madbishops:ivory=20"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("madbishops");
    }

    @Test
    void malformedParameterListsAreRejected() {
        for (String spec :
                new String[] {
                    "madrooks:",
                    "madrooks:x",
                    "madrooks:=1",
                    "madrooks:x=",
                    "madrooks:x=1,",
                    "madrooks:x=1,x=2",
                    "madrooks:,"
                }) {
            assertThatThrownBy(() -> Games.get(spec))
                    .as(spec)
                    .isInstanceOf(NotationException.class)
                    .message()
                    .isNotBlank();
        }
    }

    @Test
    void blankOrMissingSpecIsRejected() {
        for (String spec : new String[] {"", "   ", "\t", null}) {
            assertThatThrownBy(() -> Games.get(spec))
                    .as(String.valueOf(spec))
                    .isInstanceOf(NotationException.class)
                    .hasMessageContaining("no game")
                    .hasMessageContaining("madrooks");
        }
    }
}
