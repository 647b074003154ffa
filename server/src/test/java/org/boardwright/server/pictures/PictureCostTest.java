package org.boardwright.server.pictures;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.boardwright.server.ApiClient;
import org.boardwright.server.BoardwrightServer;
import org.boardwright.server.ServerConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a picture costs through the real server: a GIF of a 1,000-ply game has a bounded number of
 * frames, the first and the last among them, is drawn once and then served from the cache (the same
 * bytes, or {@code 304} for its ETag) until the game changes; and a client over its share of the
 * picture workers is refused while another client is served.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PictureCostTest {

    @TempDir static Path dir;
    private BoardwrightServer server;
    private ApiClient api;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    void start() {
        server =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("cost.db"))
                                .withGamesPerMinute(0)
                                .withTrustedProxies(List.of("127.0.0.1")));
        api = new ApiClient(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) server.stop();
    }

    /**
     * A checkers game of {@code plies} plies imported as PDN: two kings that walk to and fro (draws
     * between people are claimed, so the game goes on).
     */
    private JsonNode longGame(int plies) {
        StringBuilder pdn = new StringBuilder("[FEN \"B:WK32:BK1\"]\n");
        String[] cycle = {"1-6", "32-27", "6-1", "27-32"};
        for (int i = 0; i < plies; i++) {
            if (i % 2 == 0) pdn.append(i / 2 + 1).append(". ");
            pdn.append(cycle[i % 4]).append(i % 2 == 0 ? " " : "\n");
        }
        pdn.append("*\n");
        String body =
                "{\"opponent\": \"hotseat\", \"record\": "
                        + ApiClient.JSON.valueToTree(pdn.toString())
                        + "}";
        JsonNode created = api.create(body);
        assertThat(created.at("/state/ply").asInt()).isEqualTo(plies);
        return created;
    }

    private HttpRequest.Builder request(String path, String client) {
        return HttpRequest.newBuilder(URI.create(api.base() + path))
                .header("X-Forwarded-For", client);
    }

    private HttpResponse<byte[]> fetch(HttpRequest.Builder b) throws Exception {
        return http.send(b.GET().build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private static int frames(byte[] gif) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            return reader.getNumImages(true);
        }
    }

    @Test
    void aGifOfAThousandPliesIsSampledDrawnOnceAndThenServedFromTheCache() throws Exception {
        JsonNode game = longGame(1000);
        String id = game.get("id").asText();
        String path = "/api/games/" + id + "/gif";
        long before = GamePictures.renders();
        HttpResponse<byte[]> first = fetch(request(path, "10.0.0.1"));
        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(frames(first.body())).isEqualTo(PictureLimits.defaults().maxFrames());
        assertThat(GamePictures.renders() - before).isEqualTo(1);
        String etag = first.headers().firstValue("ETag").orElseThrow();

        HttpResponse<byte[]> again = fetch(request(path, "10.0.0.2"));
        assertThat(again.body()).isEqualTo(first.body());
        assertThat(again.headers().firstValue("ETag")).contains(etag);
        HttpResponse<byte[]> held = fetch(request(path, "10.0.0.1").header("If-None-Match", etag));
        assertThat(held.statusCode()).isEqualTo(304);
        assertThat(held.body()).isEmpty();
        assertThat(GamePictures.renders() - before).isEqualTo(1);

        // A move makes another game: another ETag, drawn again.
        api.move(id, game.get("token").asText(), "1-6");
        HttpResponse<byte[]> moved = fetch(request(path, "10.0.0.1").header("If-None-Match", etag));
        assertThat(moved.statusCode()).isEqualTo(200);
        assertThat(moved.headers().firstValue("ETag")).isPresent().isNotEqualTo(etag);
        assertThat(GamePictures.renders() - before).isEqualTo(2);
    }

    @Test
    void aPositionIsDrawnOnceAndAnsweredNotModifiedForItsEtag() throws Exception {
        JsonNode game = longGame(40);
        String path = "/api/games/" + game.get("id").asText() + "/image?ply=7&format=svg";
        long before = GamePictures.renders();
        HttpResponse<byte[]> first = fetch(request(path, "10.0.1.1"));
        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(new String(first.body(), StandardCharsets.UTF_8)).contains("move 4, ");
        String etag = first.headers().firstValue("ETag").orElseThrow();
        HttpResponse<byte[]> held = fetch(request(path, "10.0.1.1").header("If-None-Match", etag));
        assertThat(held.statusCode()).isEqualTo(304);
        assertThat(fetch(request(path, "10.0.1.2")).body()).isEqualTo(first.body());
        assertThat(GamePictures.renders() - before).isEqualTo(1);
        // The PNG of the same position is another picture.
        HttpResponse<byte[]> png =
                fetch(
                        request(path.replace("svg", "png"), "10.0.1.1")
                                .header("If-None-Match", etag));
        assertThat(png.statusCode()).isEqualTo(200);
        assertThat(png.headers().firstValue("Content-Type")).contains("image/png");
    }

    @Test
    void aClientOverItsShareIsRefusedWhileAnotherIsServed() throws Exception {
        int share = PictureLimits.defaults().perClient();
        List<CompletableFuture<HttpResponse<byte[]>>> flood = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < share + 3; i++) ids.add(longGame(400 + i).get("id").asText());
        for (String id : ids) {
            flood.add(
                    http.sendAsync(
                            request("/api/games/" + id + "/gif", "10.0.2.1").GET().build(),
                            HttpResponse.BodyHandlers.ofByteArray()));
        }
        HttpResponse<byte[]> other =
                fetch(request("/api/games/" + ids.get(0) + "/image?ply=3", "10.0.2.2"));
        assertThat(other.statusCode()).isEqualTo(200);
        List<HttpResponse<byte[]>> answers = new ArrayList<>();
        for (var f : flood) answers.add(f.join());
        long refused = answers.stream().filter(r -> r.statusCode() == 429).count();
        long served = answers.stream().filter(r -> r.statusCode() == 200).count();
        assertThat(refused + served).isEqualTo(answers.size());
        assertThat(served).isGreaterThanOrEqualTo(1);
        assertThat(refused).isGreaterThanOrEqualTo(1);
        HttpResponse<byte[]> no =
                answers.stream().filter(r -> r.statusCode() == 429).findFirst().orElseThrow();
        assertThat(no.headers().firstValue("Content-Type"))
                .hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        assertThat(new String(no.body(), StandardCharsets.UTF_8))
                .contains("\"busy\"")
                .contains("pictures being drawn or waiting");
    }

    @Test
    void anOperatorsFrameLimitSamplesTheGif() throws Exception {
        PictureLimits d = PictureLimits.defaults();
        BoardwrightServer small =
                BoardwrightServer.start(
                        ServerConfig.defaults()
                                .withHost("127.0.0.1")
                                .withPort(0)
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("frames.db"))
                                .withPictures(
                                        new PictureLimits(
                                                1,
                                                1,
                                                d.queue(),
                                                12,
                                                d.maxGifPixels(),
                                                d.cacheBytes())));
        try {
            ApiClient there = new ApiClient(small.port());
            String pdn = "[FEN \"B:WK32:BK1\"]\n1. 1-6 32-27 2. 6-1 27-32 3. 1-6 32-27 *\n";
            JsonNode game =
                    there.create(
                            "{\"opponent\": \"hotseat\", \"record\": "
                                    + ApiClient.JSON.valueToTree(pdn)
                                    + "}");
            HttpResponse<byte[]> gif =
                    http.send(
                            HttpRequest.newBuilder(
                                            URI.create(
                                                    there.base()
                                                            + "/api/games/"
                                                            + game.get("id").asText()
                                                            + "/gif"))
                                    .GET()
                                    .build(),
                            HttpResponse.BodyHandlers.ofByteArray());
            assertThat(gif.statusCode()).isEqualTo(200);
            assertThat(frames(gif.body())).isEqualTo(7); // six plies: every position
            StringBuilder moves = new StringBuilder("[FEN \"B:WK32:BK1\"]\n");
            String[] cycle = {"1-6", "32-27", "6-1", "27-32"};
            for (int i = 0; i < 40; i++) {
                if (i % 2 == 0) moves.append(i / 2 + 1).append(". ");
                moves.append(cycle[i % 4]).append(' ');
            }
            JsonNode longer =
                    there.create(
                            "{\"opponent\": \"hotseat\", \"record\": "
                                    + ApiClient.JSON.valueToTree(moves + "*\n")
                                    + "}");
            HttpResponse<byte[]> sampled =
                    http.send(
                            HttpRequest.newBuilder(
                                            URI.create(
                                                    there.base()
                                                            + "/api/games/"
                                                            + longer.get("id").asText()
                                                            + "/gif"))
                                    .GET()
                                    .build(),
                            HttpResponse.BodyHandlers.ofByteArray());
            assertThat(frames(sampled.body())).isEqualTo(12);
        } finally {
            small.stop();
        }
    }
}
