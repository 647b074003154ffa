package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ServerConfigTest {

    @Test
    void aPublicUrlIsASchemeAndAHostWithoutTheTrailingSlash() {
        assertThat(ServerConfig.defaults().publicUrl()).isNull();
        assertThat(ServerConfig.defaults().withPublicUrl("https://play.example/").publicUrl())
                .isEqualTo("https://play.example");
        assertThat(ServerConfig.defaults().withPublicUrl("http://10.0.0.5:8080").publicUrl())
                .isEqualTo("http://10.0.0.5:8080");
        for (String bad :
                new String[] {
                    "play.example",
                    "ftp://play.example",
                    "https://play.example/games",
                    "https://play.example?x=1",
                    "https://user@play.example",
                    "https:///nohost",
                    "javascript:alert(1)",
                    ""
                }) {
            assertThatThrownBy(() -> ServerConfig.defaults().withPublicUrl(bad))
                    .as(bad)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("public URL");
        }
    }
}
