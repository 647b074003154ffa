package org.boardwright.bench.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoadOptionsTest {

    @Test
    void defaults() {
        LoadOptions options = LoadOptions.parse();
        assertThat(options.games()).isEqualTo(200);
        assertThat(options.gameSpecs()).containsExactly("madrooks");
        assertThat(options.url()).isNull();
        assertThat(options.db()).isNull();
        assertThat(options.seconds()).isEqualTo(60);
        assertThat(options.thinkMs()).isZero();
    }

    @Test
    void everyOption() {
        LoadOptions options =
                LoadOptions.parse(
                        "--games",
                        "8",
                        "--game",
                        "monkeyqueen:ivory=25",
                        "--url",
                        "http://127.0.0.1:8080/",
                        "--seconds",
                        "2.5",
                        "--warmup",
                        "0",
                        "--think-ms",
                        "50",
                        "--seed",
                        "-3");
        assertThat(options.games()).isEqualTo(8);
        assertThat(options.gameSpecs()).containsExactly("monkeyqueen:ivory=25");
        assertThat(options.url()).isEqualTo(URI.create("http://127.0.0.1:8080"));
        assertThat(options.seconds()).isEqualTo(2.5);
        assertThat(options.warmupSeconds()).isZero();
        assertThat(options.thinkMs()).isEqualTo(50);
        assertThat(options.seed()).isEqualTo(-3);
    }

    @Test
    void mixedCyclesThroughEveryRegisteredGame() {
        LoadOptions options = LoadOptions.parse("--game", "mixed");
        List<String> ids = org.boardwright.engine.Games.ids();
        assertThat(options.gameSpecs()).isEqualTo(ids).hasSize(6);
        assertThat(options.gameFor(0)).isEqualTo(ids.get(0));
        assertThat(options.gameFor(5)).isEqualTo(ids.get(5));
        assertThat(options.gameFor(6)).isEqualTo(ids.get(0));
    }

    @Test
    void badArgumentsSayWhatIsWrong() {
        assertThatThrownBy(() -> LoadOptions.parse("--games", "0"))
                .hasMessage("--games: 0 is outside 1 to 100000");
        assertThatThrownBy(() -> LoadOptions.parse("--games", "many"))
                .hasMessage("--games: not a whole number: many");
        assertThatThrownBy(() -> LoadOptions.parse("--game", "chess"))
                .hasMessageStartingWith("--game: unknown game");
        assertThatThrownBy(() -> LoadOptions.parse("--url", "ws://x:1"))
                .hasMessageStartingWith("--url: expected http://");
        assertThatThrownBy(() -> LoadOptions.parse("--seconds", "0"))
                .hasMessage("--seconds: 0 seconds is out of range");
        assertThatThrownBy(() -> LoadOptions.parse("--seconds"))
                .hasMessage("--seconds needs a value");
        assertThatThrownBy(() -> LoadOptions.parse("--colour", "red"))
                .hasMessageStartingWith("unknown option --colour");
        assertThatThrownBy(() -> LoadOptions.parse("--url", "http://h:1", "--db", "jdbc:sqlite:x"))
                .hasMessageStartingWith("--db is for the in-process server");
    }
}
