package org.boardwright.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class PositionTextTest {

    /** A 3x2 board with sides r and b: only what PositionText asks of a game. */
    private static final Game SMALL =
            new Game() {
                @Override
                public String spec() {
                    return "small";
                }

                @Override
                public GameDescriptor descriptor() {
                    return GameDescriptor.builder("small", "Small")
                            .summary("A 3x2 test board.")
                            .sides(
                                    new GameDescriptor.Side("Red", "red", 'r'),
                                    new GameDescriptor.Side("Blue", "blue", 'b'))
                            .board(new GameDescriptor.Board(3, 2, false))
                            .build();
                }

                @Override
                public GameState newInitialState() {
                    throw new UnsupportedOperationException();
                }

                @Override
                public GameState parsePosition(String position) {
                    throw new UnsupportedOperationException();
                }
            };

    private static PositionText parse(String s) {
        return PositionText.parse(s, SMALL);
    }

    private static void rejects(String s, String fragment) {
        assertThatThrownBy(() -> parse(s))
                .as("'%s'", s)
                .isInstanceOf(NotationException.class)
                .hasMessageContaining(fragment);
    }

    @Test
    void readsPiecesTopRankFirstWithHeightsSideAndKeysInOrder() {
        PositionText text = parse("R.B/.I20. b zeta=1 alpha=x,y");
        assertThat(text.piece(0, 1)).isEqualTo("R");
        assertThat(text.piece(1, 1)).isEmpty();
        assertThat(text.piece(2, 1)).isEqualTo("B");
        assertThat(text.piece(0, 0)).isEmpty();
        assertThat(text.piece(1, 0)).isEqualTo("I20");
        assertThat(text.piece(2, 0)).isEmpty();
        assertThat(text.side()).isEqualTo(1);
        assertThat(List.copyOf(text.keys().keySet())).containsExactly("zeta", "alpha");
        assertThat(text.keys()).containsEntry("alpha", "x,y");
        assertThatThrownBy(() -> text.keys().put("k", "v"))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(parse("I99../... r").piece(0, 1)).isEqualTo("I99");
    }

    @Test
    void toleratesSurroundingAndRepeatedSpaces() {
        PositionText text = parse("  R../..B   r   k=v  ");
        assertThat(text.side()).isZero();
        assertThat(text.keys()).containsEntry("k", "v");
    }

    @Test
    void rejectsMissingOrEmptyInput() {
        rejects(null, "no position");
        rejects("", "empty");
        rejects("   ", "empty");
        rejects("R../..B", "side");
    }

    @Test
    void rejectsTooLongInputBeforeParsing() {
        rejects("R../..B r " + "k=v ".repeat(PositionText.MAX_LENGTH), "too long");
        rejects(".".repeat(100_000), "too long");
    }

    @Test
    void rejectsWrongRankCountAndLength() {
        rejects("R.. r", "expected 2 ranks");
        rejects("R../.../... r", "expected 2 ranks");
        rejects("R../..B/ r", "expected 2 ranks");
        rejects("R.../..B r", "more than 3");
        rejects("R./..B r", "expected 3");
        rejects("/..B r", "expected 3");
        rejects("I20I20I20I20/... r", "more than 3");
    }

    @Test
    void rejectsBadCharactersAndHeights() {
        rejects("R?./... r", "'?'");
        rejects("R-./... r", "'-'");
        rejects("R\u0000./... r", "rank 2");
        // any ASCII letter is a token (the game judges which mean something); other letters are not
        assertThat(parse("Rq./... r").piece(1, 1)).isEqualTo("q");
        rejects("R\u00e9./... r", "'\u00e9'");
        rejects("I\u0663../... r", "'\u0663'"); // an Arabic-Indic digit is not a height
    }

    @Test
    void rejectsHeightsWithLeadingZerosOrMoreThanTwoDigits() {
        rejects("I0../... r", "leading zero");
        rejects("I01../... r", "leading zero");
        rejects("I100../... r", "too large");
        rejects("5../... r", "'5'");
    }

    @Test
    void rejectsBadSideAndKeys() {
        rejects("R../..B x", "side");
        rejects("R../..B R", "side");
        rejects("R../..B rb", "side");
        rejects("R../..B r k", "key=value");
        rejects("R../..B r k=", "key=value");
        rejects("R../..B r =v", "key=value");
        rejects("R../..B r k=1 k=2", "repeated");
    }

    @Test
    void requireNoKeysNamesTheUnknownKey() {
        parse("R../..B r").requireNoKeys(SMALL);
        assertThatThrownBy(() -> parse("R../..B r swap=1").requireNoKeys(SMALL))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("swap")
                .hasMessageContaining("small");
    }

    @Test
    void ranksWritesTopRankFirstWithDotsForEmptySquares() {
        String ranks =
                PositionText.ranks(
                        SMALL, (x, y) -> x == 1 && y == 0 ? "I20" : x == 0 && y == 1 ? "R" : "");
        assertThat(ranks).isEqualTo("R../.I20.");
        PositionText back = parse(ranks + " r");
        assertThat(back.piece(1, 0)).isEqualTo("I20");
        assertThat(back.piece(0, 1)).isEqualTo("R");
    }
}
