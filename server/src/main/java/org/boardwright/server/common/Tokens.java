package org.boardwright.server.common;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/** Seat tokens and game ids: unguessable, and tokens kept only as their SHA-256. */
public final class Tokens {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] BASE62 =
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();

    private Tokens() {}

    /** 256 random bits, base64url without padding: 43 characters. */
    public static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * 12 base62 characters (about 71 bits): a game's public id. One {@code nextBytes} call per id
     * (each SecureRandom call takes a lock, contended under bursts of creations); bytes of 248 and
     * over are skipped so that every character is equally likely (248 = 4 * 62).
     */
    public static String newGameId() {
        char[] id = new char[12];
        int filled = 0;
        byte[] bytes = new byte[16]; // 12 usable bytes are expected in 12.4; rarely a second draw
        while (filled < id.length) {
            RANDOM.nextBytes(bytes);
            for (int i = 0; i < bytes.length && filled < id.length; i++) {
                int b = bytes[i] & 0xFF;
                if (b < 4 * BASE62.length) {
                    id[filled++] = BASE62[b % BASE62.length];
                }
            }
        }
        return new String(id);
    }

    public static long newSeed() {
        return RANDOM.nextLong();
    }

    /** The SHA-256 of a token, in lower-case hex: what the database keeps. */
    public static String hash(String token) {
        try {
            byte[] digest =
                    MessageDigest.getInstance("SHA-256")
                            .digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }

    /** Whether a token's hash equals a stored hash, in time independent of where they differ. */
    public static boolean matches(String tokenHash, String storedHash) {
        if (tokenHash == null || storedHash == null) {
            return false;
        }
        return MessageDigest.isEqual(
                tokenHash.getBytes(StandardCharsets.US_ASCII),
                storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
