package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class HubLineTest {

    @Test
    void readsCommandsKeysQuotedValuesAndBareWords() {
        HubLine line = HubLine.parse("  pos pos=\"R.. r\" moves=\"a1-a2 \\\"x\\\\\"  go  ");
        assertThat(line.command()).isEqualTo("pos");
        assertThat(line.values())
                .containsExactly(
                        Map.entry("pos", "R.. r"),
                        Map.entry("moves", "a1-a2 \"x\\"),
                        Map.entry("go", ""));
        assertThat(HubLine.parse("go think").values()).containsOnlyKeys("think");
        assertThat(HubLine.parse("").command()).isEmpty();
    }

    @Test
    void refusesUnterminatedQuotesAndBadEscapes() {
        assertThatThrownBy(() -> HubLine.parse("pos pos=\"abc"))
                .hasMessageContaining("unterminated");
        assertThatThrownBy(() -> HubLine.parse("pos pos=\"a\\nb\"")).hasMessageContaining("escape");
    }

    @Test
    void quotesWhatNeedsQuoting() {
        assertThat(HubLine.quote("a1xa2")).isEqualTo("a1xa2");
        assertThat(HubLine.quote("a1xa2 b3-b4")).isEqualTo("\"a1xa2 b3-b4\"");
        assertThat(HubLine.quote("say \"hi\\")).isEqualTo("\"say \\\"hi\\\\\"");
        assertThat(HubLine.quote("")).isEqualTo("\"\"");
        String tricky = "x = \"y\" \\ z";
        assertThat(HubLine.parse("c k=" + HubLine.quote(tricky)).values().get("k"))
                .isEqualTo(tricky);
    }
}
