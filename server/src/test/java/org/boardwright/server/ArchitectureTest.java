package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The server's feature packages and what each may use (docs/architecture.md, "The server"), read
 * from the imports of the main sources: no package uses one it may not, so there is no cycle; only
 * http, live (the WebSockets) and the wiring know the web framework; only http and the wiring know
 * HTTP errors. What a package keeps package-private the compiler keeps in.
 */
class ArchitectureTest {

    private static final String ROOT = "org.boardwright.server";
    private static final Path SOURCES = Path.of("src/main/java/org/boardwright/server");

    /** Each package and the packages it may import; the wiring ("") may import all. */
    private static final Map<String, Set<String>> ALLOWED = new LinkedHashMap<>();

    static {
        ALLOWED.put("common", Set.of());
        ALLOWED.put("metrics", Set.of());
        ALLOWED.put("store", Set.of());
        ALLOWED.put("accounts", Set.of("common", "store"));
        ALLOWED.put("play", Set.of("common", "store", "accounts"));
        ALLOWED.put("ratings", Set.of("common", "store", "play"));
        ALLOWED.put("lobby", Set.of("common", "store", "accounts", "play", "ratings"));
        ALLOWED.put("pictures", Set.of("common", "play"));
        ALLOWED.put("bot", Set.of("common", "store", "accounts", "play", "lobby"));
        ALLOWED.put(
                "http",
                Set.of(
                        "common",
                        "store",
                        "accounts",
                        "play",
                        "ratings",
                        "lobby",
                        "pictures",
                        "bot"));
        ALLOWED.put(
                "live", Set.of("common", "store", "accounts", "play", "ratings", "lobby", "http"));
    }

    private static final Set<String> WEB_FRAMEWORK_USERS = Set.of("http", "live", "");
    private static final Set<String> HTTP_ERROR_USERS = Set.of("http", "");
    private static final Pattern IMPORT =
            Pattern.compile("^import (?:static )?([\\w.]+)\\.[\\w*]+;", Pattern.MULTILINE);

    @Test
    void everyPackageUsesOnlyThePackagesBelowIt() {
        Map<String, Set<String>> used = packageImports();
        assertThat(used.keySet())
                .as("every package of the server is listed here and in docs/architecture.md")
                .containsExactlyInAnyOrderElementsOf(withWiring(ALLOWED.keySet()));
        List<String> wrong = new ArrayList<>();
        used.forEach(
                (pkg, imports) -> {
                    if (pkg.isEmpty()) {
                        return;
                    }
                    for (String other : imports) {
                        if (!other.equals(pkg) && !ALLOWED.get(pkg).contains(other)) {
                            wrong.add(pkg + " uses " + (other.isEmpty() ? "the wiring" : other));
                        }
                    }
                });
        assertThat(wrong).isEmpty();
    }

    @Test
    void theAllowedUsesHaveNoCycle() {
        Set<String> done = new TreeSet<>();
        for (String pkg : ALLOWED.keySet()) {
            assertThat(ALLOWED.get(pkg)).as(pkg).allSatisfy(dep -> assertThat(done).contains(dep));
            done.add(pkg);
        }
    }

    @Test
    void onlyHttpLiveAndTheWiringKnowTheWebFramework() {
        assertThat(filesImporting("io.javalin", "org.eclipse.jetty", "jakarta.servlet"))
                .allSatisfy(f -> assertThat(WEB_FRAMEWORK_USERS).contains(packageOf(f)));
    }

    @Test
    void onlyHttpAndTheWiringKnowHttpErrors() {
        assertThat(filesImporting(ROOT + ".http.ApiException"))
                .allSatisfy(f -> assertThat(HTTP_ERROR_USERS).contains(packageOf(f)));
        assertThat(filesMentioning("ApiException"))
                .allSatisfy(f -> assertThat(HTTP_ERROR_USERS).contains(packageOf(f)));
    }

    private static Set<String> withWiring(Set<String> packages) {
        Set<String> all = new TreeSet<>(packages);
        all.add("");
        return all;
    }

    /** Package (relative to the server's, "" for the wiring) to the server packages it imports. */
    private static Map<String, Set<String>> packageImports() {
        Map<String, Set<String>> used = new TreeMap<>();
        for (Path f : sources()) {
            Set<String> imports = used.computeIfAbsent(packageOf(f), k -> new TreeSet<>());
            Matcher m = IMPORT.matcher(read(f));
            while (m.find()) {
                String imported = m.group(1);
                if (imported.equals(ROOT)) {
                    imports.add("");
                } else if (imported.startsWith(ROOT + ".")) {
                    imports.add(imported.substring(ROOT.length() + 1).split("\\.")[0]);
                }
            }
        }
        return used;
    }

    private static List<Path> filesImporting(String... prefixes) {
        List<Path> out = new ArrayList<>();
        for (Path f : sources()) {
            Matcher m = IMPORT.matcher(read(f));
            while (m.find()) {
                String whole = m.group(0);
                for (String p : prefixes) {
                    if (whole.startsWith("import " + p) || whole.startsWith("import static " + p)) {
                        out.add(f);
                    }
                }
            }
        }
        return out;
    }

    private static List<Path> filesMentioning(String word) {
        Pattern p = Pattern.compile("\\b" + word + "\\b");
        return sources().stream().filter(f -> p.matcher(read(f)).find()).toList();
    }

    private static String packageOf(Path file) {
        Path dir = SOURCES.relativize(file).getParent();
        return dir == null ? "" : dir.toString().replace('/', '.');
    }

    private static List<Path> sources() {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            List<Path> all = files.filter(f -> f.toString().endsWith(".java")).toList();
            assertThat(all)
                    .as("the server's sources under " + SOURCES.toAbsolutePath())
                    .isNotEmpty();
            return all;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
