package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
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
import java.util.SplittableRandom;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pictures of games through the real server, checked by decoding them: a PNG of any position (its
 * size from the game's board), the SVG, an animated GIF with one frame per position, Open Graph
 * tags on a game's page, and clear errors for bad requests.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GamePicturesTest {

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
                                .withDbUrl("jdbc:sqlite:" + dir.resolve("pictures.db"))
                                .withGamesPerMinute(0)
                                .withPublicUrl("https://play.example/"));
        api = new ApiClient(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) server.stop();
    }

    private HttpResponse<byte[]> fetch(String path, String accept) throws Exception {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path));
        if (accept != null) b.header("Accept", accept);
        return http.send(b.GET().build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    /** A hot-seat game of this spec with some plies played at random. */
    private JsonNode played(String game, int plies) {
        JsonNode created = api.create("{\"game\": \"" + game + "\", \"opponent\": \"hotseat\"}");
        String id = created.get("id").asText();
        String token = created.get("token").asText();
        SplittableRandom rng = new SplittableRandom(5);
        JsonNode state = api.state(id);
        for (int i = 0; i < plies && state.get("status").asText().equals("active"); i++) {
            JsonNode legal = state.get("legalMoves");
            if (legal.isEmpty()) break;
            state = api.move(id, token, legal.get(rng.nextInt(legal.size())).asText());
        }
        return api.state(id);
    }

    private static int frames(byte[] gif) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            return reader.getNumImages(true);
        }
    }

    @Test
    void everyGameHasPicturesOfItsPositionsAndAGifOfTheWholeGame() throws Exception {
        for (String game : new String[] {"checkers", "madrooks", "cage", "monkeyqueen"}) {
            JsonNode state = played(game, 5);
            String id = state.get("id").asText();
            int plies = state.get("ply").asInt();
            assertThat(plies).as(game).isPositive();
            int w = state.at("/board/0").size(), h = state.get("board").size();
            int edge = w >= 12 ? 50 : 40;
            for (int ply : new int[] {0, plies}) {
                HttpResponse<byte[]> png = fetch("/api/games/" + id + "/image?ply=" + ply, null);
                assertThat(png.statusCode()).isEqualTo(200);
                assertThat(png.headers().firstValue("Content-Type")).contains("image/png");
                BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.body()));
                assertThat(image.getWidth())
                        .as(game)
                        .isEqualTo(Math.round((edge + w * 100 + 6) * 0.5f));
                assertThat(image.getHeight())
                        .as(game)
                        .isEqualTo(Math.round((64 + 6 + h * 100 + edge) * 0.5f));
            }
            HttpResponse<byte[]> svg = fetch("/api/games/" + id + "/image?format=svg&ply=1", null);
            assertThat(svg.headers().firstValue("Content-Type"))
                    .hasValueSatisfying(t -> assertThat(t).startsWith("image/svg+xml"));
            String text = new String(svg.body(), StandardCharsets.UTF_8);
            assertThat(text)
                    .startsWith("<svg")
                    .contains(state.get("name").asText())
                    .containsPattern("move 1, \\w+ played ");
            // Kept for people to look at.
            Path pictures = Path.of("target", "pictures");
            java.nio.file.Files.createDirectories(pictures);
            java.nio.file.Files.write(
                    pictures.resolve(game + ".png"),
                    fetch("/api/games/" + id + "/image", null).body());
            HttpResponse<byte[]> gif = fetch("/api/games/" + id + "/gif", null);
            java.nio.file.Files.write(pictures.resolve(game + ".gif"), gif.body());
            assertThat(gif.statusCode()).isEqualTo(200);
            assertThat(frames(gif.body())).as(game).isEqualTo(plies + 1);
        }
    }

    @Test
    void theLastMoveIsMarkedOnThePicture() throws Exception {
        JsonNode state = played("checkers", 1);
        String move = state.at("/moves/0").asText(); // e.g. c3-d4
        String svg =
                new String(
                        fetch(
                                        "/api/games/"
                                                + state.get("id").asText()
                                                + "/image?format=svg&ply=1",
                                        null)
                                .body(),
                        StandardCharsets.UTF_8);
        String before =
                new String(
                        fetch(
                                        "/api/games/"
                                                + state.get("id").asText()
                                                + "/image?format=svg&ply=0",
                                        null)
                                .body(),
                        StandardCharsets.UTF_8);
        assertThat(svg).contains("fill=\"#f3e88f\"").contains("move 1, Red played " + move);
        assertThat(before).doesNotContain("fill=\"#f3e88f\"").contains("start");
    }

    @Test
    void theGifFramesShowTheSameColoursAsThePng() throws Exception {
        JsonNode state = played("checkers", 4);
        String id = state.get("id").asText();
        BufferedImage png =
                ImageIO.read(
                        new ByteArrayInputStream(
                                fetch("/api/games/" + id + "/image", null).body()));
        BufferedImage last;
        try (ImageInputStream in =
                ImageIO.createImageInputStream(
                        new ByteArrayInputStream(
                                fetch("/api/games/" + id + "/gif", null).body()))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            last = reader.read(reader.getNumImages(true) - 1);
        }
        // The middle of a8 and of h1 (light squares, where no checker stands) and of
        // the frame's left strip.
        int[][] points = {
            {(40 + 50) / 2, (64 + 6 + 50) / 2}, {(40 + 750) / 2, (64 + 6 + 750) / 2}, {1, 300}
        };
        for (int[] p : points) {
            assertThat(Integer.toHexString(last.getRGB(p[0], p[1]) & 0xffffff))
                    .as("pixel %d,%d", p[0], p[1])
                    .isEqualTo(Integer.toHexString(png.getRGB(p[0], p[1]) & 0xffffff));
        }
        assertThat(Integer.toHexString(png.getRGB(points[0][0], points[0][1]) & 0xffffff))
                .isEqualTo("eedfc2");
    }

    private String text(String path) throws Exception {
        return new String(fetch(path, null).body(), StandardCharsets.UTF_8);
    }

    @Test
    void theSideParameterPutsThatSideAtTheBottom() throws Exception {
        JsonNode state = played("checkers", 2);
        String path = "/api/games/" + state.get("id").asText() + "/image?format=svg&ply=0";
        // Red, the first side, at the bottom: file a on the left, rank 1 at the bottom.
        for (String first : new String[] {text(path), text(path + "&side=red")}) {
            assertThat(first)
                    .contains("<text x=\"90.0\" y=\"892.0\" font-size=\"28\"")
                    .contains(">a</text>")
                    .contains("<text x=\"20.0\" y=\"820.0\" font-size=\"28\"");
        }
        // White at the bottom: file a on the right, rank 1 at the top.
        String turned = text(path + "&side=White");
        assertThat(turned)
                .contains("<text x=\"790.0\" y=\"892.0\" font-size=\"28\"")
                .contains("<text x=\"20.0\" y=\"120.0\" font-size=\"28\"");
        HttpResponse<byte[]> bad =
                fetch("/api/games/" + state.get("id").asText() + "/gif?side=blue", null);
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(new String(bad.body(), StandardCharsets.UTF_8))
                .contains("side must be red or white");
        HttpResponse<byte[]> turnedGif =
                fetch("/api/games/" + state.get("id").asText() + "/gif?side=white", null);
        assertThat(turnedGif.statusCode()).isEqualTo(200);
        assertThat(turnedGif.headers().firstValue("ETag"))
                .isNotEqualTo(
                        fetch("/api/games/" + state.get("id").asText() + "/gif", null)
                                .headers()
                                .firstValue("ETag"));
    }

    @Test
    void theTitleCountsFullMovesAsThePdnRecordDoes() throws Exception {
        JsonNode game = api.create("{\"game\": \"checkers\", \"opponent\": \"hotseat\"}");
        String id = game.get("id").asText();
        String token = game.get("token").asText();
        List<String> played = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            JsonNode state = api.move(id, token, api.state(id).at("/legalMoves/0").asText());
            played.add(state.at("/moves/" + i).asText());
        }
        // Plies 1 to 4 are moves 1, 1, 2, 2: a turn of each side to a number, as in "1. 11-15
        // 22-18".
        assertThat(text("/api/games/" + id + "/image?format=svg&ply=3"))
                .contains("move 2, Red played " + played.get(2));
        assertThat(text("/api/games/" + id + "/image?format=svg&ply=4"))
                .contains("move 2, White played " + played.get(3));
    }

    @Test
    void theFinalPositionOfAFinishedGameSaysHowItEnded() throws Exception {
        JsonNode game = api.create("{\"game\": \"checkers\", \"opponent\": \"hotseat\"}");
        String id = game.get("id").asText();
        String token = game.get("token").asText();
        api.move(id, token, game.at("/state/legalMoves/0").asText());
        String path = "/api/games/" + id + "/image?format=svg";
        assertThat(text(path)).doesNotContain(" won").contains("move 1, Red played ");
        // White, to move in hot-seat, resigns: Red won.
        ApiClient.Reply resigned = api.post("/api/games/" + id + "/resign", token, "{}");
        assertThat(resigned.status()).as(resigned.text()).isEqualTo(200);
        assertThat(text(path)).contains("move 1, Red played ").contains(" · Red won");
        assertThat(text(path + "&ply=0")).doesNotContain(" won");
    }

    @Test
    void thePlayersAreNamedUnderTheTitleWhenKnown() throws Exception {
        JsonNode game =
                api.create(
                        "{\"game\": \"checkers\", \"opponent\": \"computer\","
                                + " \"level\": \"level:1\", \"color\": \"first\"}");
        String id = game.get("id").asText();
        assertThat(text("/api/games/" + id + "/image?format=svg&ply=0"))
                .contains(">Red: anonymous · White: computer, level 1</text>");
        BufferedImage png =
                ImageIO.read(
                        new ByteArrayInputStream(
                                fetch("/api/games/" + id + "/image?ply=0", null).body()));
        assertThat(png.getHeight()).isEqualTo(Math.round((64 + 40 + 6 + 800 + 40) * 0.5f));
        // A hot-seat game between two people without accounts has no names line.
        JsonNode hotseat = played("checkers", 0);
        assertThat(text("/api/games/" + hotseat.get("id").asText() + "/image?format=svg"))
                .doesNotContain("anonymous");
    }

    @Test
    void badRequestsAreRefusedClearly() throws Exception {
        JsonNode state = played("checkers", 2);
        String id = state.get("id").asText();
        HttpResponse<byte[]> far = fetch("/api/games/" + id + "/image?ply=3", null);
        assertThat(far.statusCode()).isEqualTo(400);
        assertThat(new String(far.body(), StandardCharsets.UTF_8))
                .contains("ply must be from 0 to 2");
        assertThat(fetch("/api/games/" + id + "/image?ply=-1", null).statusCode()).isEqualTo(400);
        assertThat(fetch("/api/games/" + id + "/image?ply=x", null).statusCode()).isEqualTo(400);
        HttpResponse<byte[]> format = fetch("/api/games/" + id + "/image?format=jpeg", null);
        assertThat(format.statusCode()).isEqualTo(400);
        assertThat(new String(format.body(), StandardCharsets.UTF_8))
                .contains("format must be png or svg");
        assertThat(fetch("/api/games/nosuchgame/gif", null).statusCode()).isEqualTo(404);
        assertThat(fetch("/api/games/nosuchgame/image", null).statusCode()).isEqualTo(404);
    }

    @Test
    void gamePagesCarryOpenGraphTagsAndUnknownPagesAreHtml() throws Exception {
        JsonNode state = played("madrooks", 2);
        String id = state.get("id").asText();
        String page = new String(fetch("/g/" + id, "text/html").body(), StandardCharsets.UTF_8);
        assertThat(page)
                .contains(
                        "<meta property=\"og:image\" content=\"https://play.example/api/games/"
                                + id
                                + "/image?format=png\">")
                .contains(
                        "<meta property=\"og:url\" content=\"https://play.example/g/" + id + "\">")
                .contains("og:title\" content=\"Mad Rooks on Boardwright\"");
        // Links name the configured address, whatever Host a request claims.
        try (RawHttp raw = new RawHttp("127.0.0.1", server.port())) {
            RawHttp.Answer claimed =
                    raw.sendRaw(
                            "GET /g/" + id + " HTTP/1.1\r\nHost: evil.example\r\n\r\n",
                            new byte[0]);
            assertThat(claimed.status()).isEqualTo(200);
            assertThat(claimed.body())
                    .doesNotContain("evil.example")
                    .contains("https://play.example/g/");
        }
        String unknownGame =
                new String(fetch("/g/nosuchgame", "text/html").body(), StandardCharsets.UTF_8);
        assertThat(unknownGame).doesNotContain("og:image").contains("<main");

        HttpResponse<byte[]> missing = fetch("/no/such/page", "text/html,application/xhtml+xml");
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(missing.headers().firstValue("Content-Type"))
                .hasValueSatisfying(t -> assertThat(t).startsWith("text/html"));
        assertThat(new String(missing.body(), StandardCharsets.UTF_8)).contains("Page not found");
        HttpResponse<byte[]> api404 = fetch("/api/no/such", "text/html");
        assertThat(new String(api404.body(), StandardCharsets.UTF_8)).contains("\"not_found\"");
    }
}
