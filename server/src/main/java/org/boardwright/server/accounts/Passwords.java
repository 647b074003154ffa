package org.boardwright.server.accounts;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.concurrent.Semaphore;
import org.boardwright.server.common.Refusal;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Password hashes: Argon2id (Bouncy Castle) with OWASP's minimum parameters (19 MiB, 2 passes, one
 * lane), kept as a PHC string ({@code $argon2id$v=19$m=19456,t=2,p=1$salt$hash}) so the parameters
 * can be raised later without losing the old hashes. Hashing takes tens of milliseconds and 19 MiB
 * on purpose; at most as many run at once as there are cores, so a flood of sign-ins queues instead
 * of exhausting memory.
 */
public final class Passwords {

    static final int MIN_LENGTH = 8;
    static final int MAX_LENGTH = 256;

    private static final int MEMORY_KIB = 19_456;
    private static final int PASSES = 2;
    private static final int LANES = 1;
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64_DECODE = Base64.getDecoder();

    /**
     * How long a hash waits for its turn before the request is refused (503). Hashes take turns
     * first come, first served; the sign-in limits bound how many one client can queue.
     */
    private static final int WAIT_SECONDS = 30;

    private static final Semaphore HASHING =
            new Semaphore(Math.max(1, Runtime.getRuntime().availableProcessors()), true);

    /** A hash of nothing anybody can type, checked against when a name is unknown (same time). */
    private static final String DUMMY = hash("\u0000not a password\u0000");

    private Passwords() {}

    /** Null when the password is acceptable, else what is wrong with it. */
    public static String problem(String password) {
        if (password == null || password.length() < MIN_LENGTH) {
            return "the password must have at least " + MIN_LENGTH + " characters";
        }
        if (password.length() > MAX_LENGTH) {
            return "the password must have at most " + MAX_LENGTH + " characters";
        }
        return null;
    }

    public static String hash(String password) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        byte[] hash = argon2(password, salt, MEMORY_KIB, PASSES, LANES);
        return "$argon2id$v=19$m="
                + MEMORY_KIB
                + ",t="
                + PASSES
                + ",p="
                + LANES
                + "$"
                + B64.encodeToString(salt)
                + "$"
                + B64.encodeToString(hash);
    }

    /** Whether a password matches a stored PHC string (false for a malformed one). */
    public static boolean verify(String password, String stored) {
        String[] parts = stored == null ? new String[0] : stored.split("\\$");
        // "", "argon2id", "v=19", "m=..,t=..,p=..", salt, hash
        if (parts.length != 6 || !parts[1].equals("argon2id") || !parts[2].equals("v=19")) {
            return false;
        }
        try {
            int m = 0;
            int t = 0;
            int p = 0;
            for (String kv : parts[3].split(",")) {
                int value = Integer.parseInt(kv.substring(2));
                switch (kv.substring(0, 2)) {
                    case "m=" -> m = value;
                    case "t=" -> t = value;
                    case "p=" -> p = value;
                    default -> {
                        return false;
                    }
                }
            }
            byte[] salt = B64_DECODE.decode(parts[4]);
            byte[] expected = B64_DECODE.decode(parts[5]);
            byte[] actual = argon2(password, salt, m, t, p, expected.length);
            return MessageDigest.isEqual(expected, actual);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return false;
        }
    }

    /** Spends the time of a verification, for an unknown name. */
    public static void verifyNothing(String password) {
        verify(password, DUMMY);
    }

    private static byte[] argon2(String password, byte[] salt, int memory, int passes, int lanes) {
        return argon2(password, salt, memory, passes, lanes, HASH_BYTES);
    }

    private static byte[] argon2(
            String password, byte[] salt, int memory, int passes, int lanes, int length) {
        Argon2Parameters params =
                new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                        .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                        .withMemoryAsKB(memory)
                        .withIterations(passes)
                        .withParallelism(lanes)
                        .withSalt(salt)
                        .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(params);
        byte[] out = new byte[length];
        try {
            if (!HASHING.tryAcquire(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS)) {
                throw new Refusal(
                        Refusal.Kind.BUSY,
                        "busy",
                        "too many sign-ins at once; try again in a moment");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Refusal(Refusal.Kind.BUSY, "busy", "the server is stopping");
        }
        try {
            generator.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
        } finally {
            HASHING.release();
        }
        return out;
    }
}
