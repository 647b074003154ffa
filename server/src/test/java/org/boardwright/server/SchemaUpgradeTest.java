package org.boardwright.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.boardwright.ai.Budget;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database written before accounts existed (schema version 3, the last before them) upgrades with
 * every game intact: games are played on a server, their rows copied into a database built only up
 * to version 3, and a server started on that database (which migrates it) shows every game as it
 * was and plays on.
 */
class SchemaUpgradeTest {

    @TempDir Path dir;

    /** The columns of each table as version 3 had them. */
    private static final Map<String, List<String>> V3_COLUMNS =
            Map.of(
                    "games",
                    List.of(
                            "id",
                            "spec",
                            "start_position",
                            "opponent",
                            "seed",
                            "clock_type",
                            "clock_minutes",
                            "clock_increment",
                            "clock_days",
                            "remaining_ms_0",
                            "remaining_ms_1",
                            "clock_started",
                            "turn_started_at",
                            "deadline_at",
                            "status",
                            "result",
                            "winner",
                            "reason",
                            "engine_policy",
                            "draw_offer",
                            "takeback_request",
                            "rematch_offer",
                            "rematch_game_id",
                            "ply",
                            "version",
                            "created_at",
                            "updated_at",
                            "rolls_thrown"),
                    "seats",
                    List.of(
                            "game_id",
                            "seat",
                            "kind",
                            "level",
                            "token_hash",
                            "joined",
                            "invite_hash"),
                    "moves",
                    List.of("game_id", "ply", "move", "seat", "played_at"));

    private static ServerConfig config(String url) {
        return ServerConfig.defaults()
                .withHost("127.0.0.1")
                .withPort(0)
                .withDbUrl(url)
                .withComputerThreads(1)
                .withLevelBudget(level -> Budget.iterations(20))
                .withGamesPerMinute(0);
    }

    @Test
    void gamesStoredBeforeAccountsSurviveTheUpgrade() throws Exception {
        String written = "jdbc:sqlite:" + dir.resolve("today.db");
        Map<String, String> tokens = new LinkedHashMap<>();
        Map<String, JsonNode> before = new LinkedHashMap<>();
        try (BoardwrightServer server = BoardwrightServer.start(config(written))) {
            ApiClient api = new ApiClient(server.port());
            for (String body :
                    List.of(
                            "{\"game\": \"twist\", \"opponent\": \"hotseat\"}",
                            "{\"game\": \"checkers\", \"opponent\": \"friend\", \"clock\": {\"type\": \"correspondence\", \"days\": 3}}",
                            "{\"game\": \"monkeyqueen:ivory=10,cigar=12\", \"opponent\": \"hotseat\"}",
                            "{\"game\": \"madrooks\", \"opponent\": \"computer\", \"level\": \"level:1\", \"color\": \"first\"}",
                            "{\"game\": \"cage\", \"opponent\": \"hotseat\", \"clock\": {\"type\": \"clock\", \"minutes\": 5, \"increment\": 2}}")) {
                JsonNode created = api.create(body);
                String id = created.get("id").asText();
                String token = created.get("token").asText();
                tokens.put(id, token);
                JsonNode state = created.get("state");
                for (int i = 0; i < 6 && state.get("status").asText().equals("active"); i++) {
                    if (state.get("toMove").isNull() || state.get("legalMoves").isEmpty()) {
                        break;
                    }
                    boolean hotSeat = state.get("you").asText().equals("both");
                    if (!hotSeat && state.get("toMove").asInt() != state.get("you").asInt()) {
                        break; // the friend's or the computer's turn
                    }
                    state = api.move(id, token, state.get("legalMoves").get(0).asText());
                }
            }
            String resigned = tokens.keySet().stream().toList().get(2);
            api.post("/api/games/" + resigned + "/resign", tokens.get(resigned), "{}");
            // The computer's reply lands before the states are taken.
            for (String id : tokens.keySet()) {
                await().atMost(Duration.ofSeconds(30))
                        .until(
                                () ->
                                        !api.get("/api/games/" + id, tokens.get(id))
                                                .json()
                                                .path("thinking")
                                                .asBoolean());
            }
            for (String id : tokens.keySet()) {
                before.put(id, comparable(api.get("/api/games/" + id, tokens.get(id)).json()));
            }
        }

        String old = "jdbc:sqlite:" + dir.resolve("version3.db");
        Flyway.configure()
                .dataSource(old, null, null)
                .locations("classpath:db/migration")
                .target("3")
                .load()
                .migrate();
        try (Connection from = DriverManager.getConnection(written);
                Connection to = DriverManager.getConnection(old)) {
            for (String table : List.of("games", "seats", "moves")) {
                copy(from, to, table, V3_COLUMNS.get(table));
            }
        }

        try (BoardwrightServer server = BoardwrightServer.start(config(old))) {
            ApiClient api = new ApiClient(server.port());
            for (Map.Entry<String, JsonNode> e : before.entrySet()) {
                JsonNode after =
                        comparable(
                                api.get("/api/games/" + e.getKey(), tokens.get(e.getKey())).json());
                assertThat(after).as(e.getKey()).isEqualTo(e.getValue());
            }
            // And the games play on.
            String id = before.keySet().iterator().next();
            JsonNode state = api.state(id);
            JsonNode next = api.move(id, tokens.get(id), state.get("legalMoves").get(0).asText());
            assertThat(next.get("ply").asInt()).isGreaterThan(state.get("ply").asInt());
        }
        try (Connection c = DriverManager.getConnection(old);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT MAX(version) FROM flyway_schema_history")) {
            rs.next();
            assertThat(Integer.parseInt(rs.getString(1))).isGreaterThan(3);
        }
    }

    /** A state without the times that move on by themselves. */
    private static JsonNode comparable(JsonNode state) {
        ObjectNode copy = state.deepCopy();
        if (copy.get("clock") instanceof ObjectNode clock) {
            clock.remove("serverTime");
            clock.remove("remainingMs");
        }
        return copy;
    }

    private static void copy(Connection from, Connection to, String table, List<String> columns)
            throws Exception {
        String names = String.join(", ", columns);
        String marks = String.join(", ", columns.stream().map(c -> "?").toList());
        List<Object[]> rows = new ArrayList<>();
        try (Statement s = from.createStatement();
                ResultSet rs = s.executeQuery("SELECT " + names + " FROM " + table)) {
            ResultSetMetaData meta = rs.getMetaData();
            while (rs.next()) {
                Object[] row = new Object[meta.getColumnCount()];
                for (int i = 0; i < row.length; i++) {
                    row[i] = rs.getObject(i + 1);
                }
                rows.add(row);
            }
        }
        assertThat(rows).as(table).isNotEmpty();
        try (PreparedStatement p =
                to.prepareStatement(
                        "INSERT INTO " + table + " (" + names + ") VALUES (" + marks + ")")) {
            for (Object[] row : rows) {
                for (int i = 0; i < row.length; i++) {
                    p.setObject(i + 1, row[i]);
                }
                p.executeUpdate();
            }
        }
    }
}
