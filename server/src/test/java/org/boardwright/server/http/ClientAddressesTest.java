package org.boardwright.server.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClientAddressesTest {

    private final ClientAddresses proxied = new ClientAddresses(List.of("127.0.0.1", "10.0.0.0/8"));

    @Test
    void withNoTrustedProxyThePeerIsTheClientWhateverItSends() {
        ClientAddresses none = ClientAddresses.none();
        assertThat(none.resolve("127.0.0.1", null, "203.0.113.7")).isEqualTo("127.0.0.1");
        assertThat(none.resolve("198.51.100.2", "for=203.0.113.7", null)).isEqualTo("198.51.100.2");
    }

    @Test
    void aPeerThatIsNotTrustedIsTheClientEvenWithHeaders() {
        assertThat(proxied.resolve("198.51.100.2", null, "203.0.113.7")).isEqualTo("198.51.100.2");
    }

    @Test
    void behindATrustedProxyTheRightMostUntrustedAddressIsTheClient() {
        assertThat(proxied.resolve("127.0.0.1", null, "203.0.113.7")).isEqualTo("203.0.113.7");
        // a client that writes its own X-Forwarded-For only adds to the left of what nginx appends
        assertThat(proxied.resolve("127.0.0.1", null, "1.2.3.4, 203.0.113.7"))
                .isEqualTo("203.0.113.7");
        // two trusted proxies in a row
        assertThat(proxied.resolve("127.0.0.1", null, "203.0.113.7, 10.1.2.3"))
                .isEqualTo("203.0.113.7");
    }

    @Test
    void rfc7239ForwardedIsReadFirst() {
        assertThat(
                        proxied.resolve(
                                "127.0.0.1",
                                "for=1.2.3.4, for=\"[2001:db8::1]:4711\";proto=https",
                                "9.9.9.9"))
                .isEqualTo("2001:db8:0:0:0:0:0:0"); // its /64, below
        assertThat(proxied.resolve("127.0.0.1", "for=203.0.113.7:5555;by=10.0.0.1", null))
                .isEqualTo("203.0.113.7");
    }

    @Test
    void garbageOrNamesInTheHeadersAreNeverBelievedNorLookedUp() {
        assertThat(proxied.resolve("127.0.0.1", null, "localhost")).isEqualTo("127.0.0.1");
        assertThat(proxied.resolve("127.0.0.1", null, "example.com, 10.0.0.9"))
                .isEqualTo("10.0.0.9");
        assertThat(proxied.resolve("127.0.0.1", null, "x".repeat(5000))).isEqualTo("127.0.0.1");
        assertThat(proxied.resolve("127.0.0.1", "for=unknown", null)).isEqualTo("127.0.0.1");
        assertThat(proxied.resolve("127.0.0.1", null, null)).isEqualTo("127.0.0.1");
    }

    @Test
    void aLongHeaderIsReadFromItsRightEndWhereTheProxiesWrite() {
        // A client that pads its own X-Forwarded-For must still be known by the address nginx
        // appends, not by nginx's own address, which every padding client would then share.
        String padding = "198.51.100.1, ".repeat(700);
        assertThat(proxied.resolve("127.0.0.1", null, padding + "203.0.113.7"))
                .isEqualTo("203.0.113.7");
        assertThat(proxied.resolve("127.0.0.1", null, "1".repeat(5000) + ", 203.0.113.7"))
                .isEqualTo("203.0.113.7");
        assertThat(
                        proxied.resolve(
                                "127.0.0.1",
                                "for=198.51.100.1, ".repeat(700) + "for=203.0.113.7",
                                null))
                .isEqualTo("203.0.113.7");
    }

    @Test
    void anIpv6ClientIsKnownByItsSlash64() {
        // One subscriber holds a whole /64: a fresh address of it per request is no fresh client.
        assertThat(proxied.resolve("127.0.0.1", null, "2001:db8:1:2:aaaa::1"))
                .isEqualTo(proxied.resolve("127.0.0.1", null, "2001:db8:1:2:bbbb::2"))
                .isEqualTo("2001:db8:1:2:0:0:0:0");
        assertThat(proxied.resolve("127.0.0.1", null, "2001:db8:1:3::1"))
                .isEqualTo("2001:db8:1:3:0:0:0:0");
        assertThat(ClientAddresses.none().resolve("2001:db8:1:2::7", null, null))
                .isEqualTo("2001:db8:1:2:0:0:0:0");
        assertThat(ClientAddresses.none().resolve("::1", null, null)).isEqualTo("0:0:0:0:0:0:0:1");
        assertThat(ClientAddresses.none().resolve("::ffff:203.0.113.7", null, null))
                .isEqualTo("203.0.113.7");
    }

    @Test
    void everyHopTrustedGivesTheLeftMost() {
        assertThat(proxied.resolve("127.0.0.1", null, "10.0.0.5, 10.0.0.6")).isEqualTo("10.0.0.5");
    }

    @Test
    void aTrustedProxyMustBeAnAddressOrARange() {
        assertThatThrownBy(() -> new ClientAddresses(List.of("proxy.example")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("proxy.example");
        assertThatThrownBy(() -> new ClientAddresses(List.of("10.0.0.0/x")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
