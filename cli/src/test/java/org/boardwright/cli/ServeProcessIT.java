package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve} from the shaded jar, as a real process: it starts quickly, prints the address,
 * creates its SQLite file under ./data/, answers the API and the web page (so nothing the server
 * needs, such as service files, was lost in shading), and stops cleanly.
 */
@Timeout(120)
class ServeProcessIT {

    @TempDir
    Path dir;

    @Test
    void serveStartsPrintsItsAddressAndAnswers() throws Exception {
        String jar = System.getProperty("boardwright.jar");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar, "serve", "--port", "0", "--host", "127.0.0.1")
                .directory(dir.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            long start = System.nanoTime();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line = CompletableFuture.supplyAsync(() -> {
                try {
                    return out.readLine();
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).get(60, TimeUnit.SECONDS);
            double seconds = (System.nanoTime() - start) / 1e9;
            Matcher m = Pattern.compile("Boardwright is running: open (http://127\\.0\\.0\\.1:(\\d+)/)").matcher(line);
            assertThat(m.matches()).as(line).isTrue();
            assertThat(seconds).as("start-up seconds").isLessThan(15);
            assertThat(dir.resolve("data").resolve("boardwright.db")).exists();

            HttpClient http = HttpClient.newHttpClient();
            String base = m.group(1);
            HttpResponse<String> catalog = http.send(HttpRequest.newBuilder(URI.create(base + "api/catalog")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(catalog.statusCode()).isEqualTo(200);
            assertThat(catalog.body()).contains("\"monkeyqueen\"");
            HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create(base + "api/games"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"game\": \"cage\", \"opponent\": \"hotseat\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(created.statusCode()).isEqualTo(201);
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(base)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).containsIgnoringCase("<html");
            System.err.printf("serve answered after %.1f s%n", seconds);
        } finally {
            p.destroy();
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(Files.list(dir.resolve("data")).map(f -> f.getFileName().toString()).toList())
                .contains("boardwright.db");
        assertThat(List.of(0, 143)).contains(p.exitValue());
    }
}
