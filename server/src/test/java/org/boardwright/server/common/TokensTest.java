package org.boardwright.server.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TokensTest {

    @Test
    void tokensAre256RandomBitsInBase64Url() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String token = Tokens.newToken();
            assertThat(token).hasSize(43).matches("[A-Za-z0-9_-]{43}");
            assertThat(seen.add(token)).isTrue();
        }
    }

    @Test
    void gameIdsAreTwelveBase62Characters() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String id = Tokens.newGameId();
            assertThat(id).matches("[0-9A-Za-z]{12}");
            assertThat(seen.add(id)).isTrue();
        }
    }

    @Test
    void everyGameIdCharacterIsEquallyLikely() {
        int[] counts = new int[128];
        int ids = 20_000;
        for (int i = 0; i < ids; i++) {
            for (char c : Tokens.newGameId().toCharArray()) {
                counts[c]++;
            }
        }
        double expected =
                ids * 12 / 62.0; // about 3871; a plain byte % 62 would give the first 8 characters
        // 25% more
        for (char c :
                "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray()) {
            assertThat((double) counts[c])
                    .as("count of %s", c)
                    .isBetween(expected * 0.9, expected * 1.1);
        }
    }

    @Test
    void onlyTheHashIsKeptAndOnlyTheSameTokenMatches() {
        String token = Tokens.newToken();
        String stored = Tokens.hash(token);
        assertThat(stored).hasSize(64).matches("[0-9a-f]{64}").doesNotContain(token);
        // SHA-256 of "abc", the standard test vector.
        assertThat(Tokens.hash("abc"))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assertThat(Tokens.matches(Tokens.hash(token), stored)).isTrue();
        assertThat(Tokens.matches(Tokens.hash(token + "x"), stored)).isFalse();
        assertThat(Tokens.matches(Tokens.hash(Tokens.newToken()), stored)).isFalse();
        assertThat(Tokens.matches(null, stored)).isFalse();
        assertThat(Tokens.matches(Tokens.hash(token), null)).isFalse();
    }
}
