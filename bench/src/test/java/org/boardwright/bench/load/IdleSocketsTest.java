package org.boardwright.bench.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Keeps the idle-sockets tool working against a real in-process server (its default cap of 64
 * sockets an address): 130 sockets from three loopback addresses are held, one more from a full
 * address is refused with 4429, and after they close the address may open again.
 */
class IdleSocketsTest {

    @Test
    void holdsSocketsFromSeveralAddressesAndSeesTheCapRefuseOneMore() throws Exception {
        try (InProcessServer server = InProcessServer.start(null, 64)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            boolean ok =
                    IdleSockets.run(
                            IdleSockets.Options.parse(
                                    "--url",
                                    server.url().toString(),
                                    "--sockets",
                                    "130",
                                    "--games",
                                    "2",
                                    "--hold",
                                    "0.5",
                                    "--server-pid",
                                    Long.toString(ProcessHandle.current().pid())),
                            new PrintStream(out, true, StandardCharsets.UTF_8));
            String printed = out.toString(StandardCharsets.UTF_8);
            assertThat(ok).as(printed).isTrue();
            assertThat(printed)
                    .contains("opened                   130 sockets")
                    .contains(
                            "one more from 127.0.1.1  refused: close 4429 too many connections from this address")
                    .contains(
                            "one more from 127.0.1.2  refused: close 4429 too many connections from this address")
                    .doesNotContain("127.0.1.3 ")
                    .contains("130 of 130 still open")
                    .contains("127.0.1.1 opens again: yes")
                    .containsPattern("(?m)^idle sockets=130 open=130 still_open=130 .* ok=true$");
        }
    }

    @Test
    void sourceAddressesAndOptions() throws Exception {
        assertThat(IdleSockets.source(0).getHostAddress()).isEqualTo("127.0.1.1");
        assertThat(IdleSockets.source(253).getHostAddress()).isEqualTo("127.0.1.254");
        assertThat(IdleSockets.source(254).getHostAddress()).isEqualTo("127.0.2.1");
        // RFC 6455's example key and answer.
        assertThat(IdleSockets.accept("dGhlIHNhbXBsZSBub25jZQ=="))
                .isEqualTo("s3pPLMBiTxaQ9kYGzzhZRbK+xOo=");
        assertThatThrownBy(() -> IdleSockets.Options.parse("--sockets", "5"))
                .hasMessageContaining("--url");
        assertThatThrownBy(
                        () ->
                                IdleSockets.Options.parse(
                                        "--url", "http://127.0.0.1:1", "--sockets", "x"))
                .hasMessageContaining("not a number");
    }
}
