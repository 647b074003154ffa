package org.boardwright.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/** Seat tokens and game ids: unguessable, and tokens kept only as their SHA-256. */
final class Tokens {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();

    private Tokens() {
    }

    /** 256 random bits, base64url without padding: 43 characters. */
    static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** 12 base62 characters (about 71 bits): a game's public id. */
    static String newGameId() {
        char[] id = new char[12];
        for (int i = 0; i < id.length; i++) {
            id[i] = BASE62[RANDOM.nextInt(BASE62.length)];
        }
        return new String(id);
    }

    static long newSeed() {
        return RANDOM.nextLong();
    }

    /** The SHA-256 of a token, in lower-case hex: what the database keeps. */
    static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }

    /** Whether a token's hash equals a stored hash, in time independent of where they differ. */
    static boolean matches(String tokenHash, String storedHash) {
        if (tokenHash == null || storedHash == null) {
            return false;
        }
        return MessageDigest.isEqual(tokenHash.getBytes(StandardCharsets.US_ASCII), storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
