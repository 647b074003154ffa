package org.boardwright.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SquareTest {

    @Test
    void parsesCornersOfBoardsOfEverySize() {
        assertThat(Square.parse("a1", 8, 8)).isEqualTo(new Square(0, 0));
        assertThat(Square.parse("h8", 8, 8)).isEqualTo(new Square(7, 7));
        assertThat(Square.parse("j10", 10, 10)).isEqualTo(new Square(9, 9));
        assertThat(Square.parse("a10", 10, 10)).isEqualTo(new Square(0, 9));
        assertThat(Square.parse("l12", 12, 12)).isEqualTo(new Square(11, 11));
        assertThat(Square.parse("c2", 3, 2)).isEqualTo(new Square(2, 1));
    }

    @Test
    void rejectsSquaresOffTheBoard() {
        assertThatThrownBy(() -> Square.parse("k1", 10, 10))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("k1");
        assertThatThrownBy(() -> Square.parse("a11", 10, 10))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("a11");
        assertThatThrownBy(() -> Square.parse("i1", 8, 8)).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Square.parse("a9", 8, 8)).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Square.parse("m12", 12, 12)).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Square.parse("a13", 12, 12)).isInstanceOf(NotationException.class);
    }

    @Test
    void rejectsRankZeroAndLeadingZeros() {
        assertThatThrownBy(() -> Square.parse("a0", 10, 10))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("a0");
        assertThatThrownBy(() -> Square.parse("a01", 10, 10))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("a01");
        assertThatThrownBy(() -> Square.parse("a00", 10, 10)).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Square.parse("b05", 10, 10)).isInstanceOf(NotationException.class);
    }

    @Test
    void rejectsMalformedText() {
        for (String s :
                new String[] {
                    "", "a", "1", "1a", "A1", "a1 ", " a1", "a-1", "a1a", "aa1", "a100", "a1x",
                    "é1", "a١", "a\u0000"
                }) {
            assertThatThrownBy(() -> Square.parse(s, 12, 12))
                    .as("'%s'", s)
                    .isInstanceOf(NotationException.class);
        }
    }

    @Test
    void tryParseReadsASliceAndReturnsNullWhenBad() {
        assertThat(Square.tryParse("d4xd7", 0, 2, 8, 8)).isEqualTo(new Square(3, 3));
        assertThat(Square.tryParse("d4xd7", 3, 5, 8, 8)).isEqualTo(new Square(3, 6));
        assertThat(Square.tryParse("b10xa9", 0, 3, 10, 10)).isEqualTo(new Square(1, 9));
        assertThat(Square.tryParse("b10xa9", 4, 6, 10, 10)).isEqualTo(new Square(0, 8));
        assertThat(Square.tryParse("d4xd7", 0, 3, 8, 8)).isNull();
        assertThat(Square.tryParse("d4xd7", 2, 2, 8, 8)).isNull();
        assertThat(Square.tryParse("d4xd9", 3, 5, 8, 8)).isNull();
    }

    @Test
    void namesAndParsesBackEverySquare() {
        for (int x = 0; x < 12; x++) {
            for (int y = 0; y < 12; y++) {
                String name = Square.name(x, y);
                assertThat(Square.parse(name, 12, 12)).isEqualTo(new Square(x, y));
                assertThat(new Square(x, y).toString()).isEqualTo(name);
            }
        }
        assertThat(Square.name(0, 0)).isEqualTo("a1");
        assertThat(Square.name(9, 9)).isEqualTo("j10");
    }

    @Test
    void constructorRejectsOutOfRangeCoordinates() {
        assertThatThrownBy(() -> new Square(-1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Square(0, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Square(Square.MAX_SIZE, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new Square(Square.MAX_SIZE - 1, 0).x()).isEqualTo(25);
    }
}
