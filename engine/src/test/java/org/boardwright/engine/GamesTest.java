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
