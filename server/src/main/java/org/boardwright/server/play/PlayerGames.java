package org.boardwright.server.play;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.server.common.Wire;
import org.boardwright.server.store.Store;

/** The games an account sits in: lists for its pages, "your turn", and its record per game. */
public final class PlayerGames {

    /** A game in a player's list, from that player's side. */
    public record Line(
            String id,
            String game,
            String name,
            int seat,
            String color,
            String opponent,
            @JsonInclude(Include.NON_NULL) String opponentLevel,
            GameStatus status,
            @JsonInclude(Include.NON_NULL) String result,
            @JsonInclude(Include.NON_NULL) String outcome,
            boolean rated,
            @JsonInclude(Include.NON_NULL) Integer rating,
            @JsonInclude(Include.NON_NULL) Integer ratingDiff,
            boolean yourTurn,
            @JsonInclude(Include.NON_NULL) Long deadlineAt,
            ClockView clock,
            long createdAt,
            long updatedAt) {}

    /** Wins, draws and losses in one game. */
    public record Tally(String game, String name, int wins, int draws, int losses) {}

    /** Which games to list. */
    public enum Filter {
        ALL,
        ACTIVE,
        WIN,
        DRAW,
        LOSS
    }

    static final int PAGE_SIZE = 20;

    private static final String SELECT =
            "SELECT g.id, g.spec, g.status, g.result, g.winner, g.rated, g.to_move, g.deadline_at,"
                    + " g.clock_type, g.clock_minutes, g.clock_increment, g.clock_days, g.created_at, g.updated_at, me.seat, me.rating, me.rating_diff,"
                    + " o.kind AS o_kind, o.level AS o_level, oa.username AS o_name,"
                    + " CASE WHEN o.account_id = me.account_id THEN 1 ELSE 0 END AS both_seats"
                    + " FROM seats me JOIN games g ON g.id = me.game_id"
                    + " JOIN seats o ON o.game_id = g.id AND o.seat <> me.seat"
                    + " LEFT JOIN accounts oa ON oa.id = o.account_id"
                    + " WHERE me.account_id = :a"
                    // a hot-seat game (both seats the player's) once, from the first seat
                    + " AND NOT (me.seat = 1 AND o.account_id IS NOT NULL AND o.account_id = me.account_id)";

    private final Store store;

    public PlayerGames(Store store) {
        this.store = store;
    }

    /**
     * A page of an account's games, newest first, of one game ({@code gameId} null: all) and
     * filter: all of them for the player ({@code own}), for others only the games against another
     * account (a game against the computer or a friend by link stays as private as its link).
     */
    public List<Line> page(String accountId, String gameId, Filter filter, int page, boolean own) {
        String where =
                switch (filter) {
                    case ALL -> "";
                    case ACTIVE -> " AND g.status = 'active'";
                    case WIN -> " AND g.status = 'finished' AND g.winner = me.seat";
                    case LOSS -> " AND g.status = 'finished' AND g.winner = o.seat";
                    case DRAW -> " AND g.status = 'finished' AND g.winner IS NULL";
                };
        String game =
                gameId == null ? "" : " AND (g.spec = :game OR g.spec LIKE :gameWithParameters)";
        return store.withHandle(
                h -> {
                    var q =
                            h.createQuery(
                                            SELECT
                                                    + where
                                                    + game
                                                    + (own
                                                            ? ""
                                                            : " AND o.account_id IS NOT NULL AND o.account_id <> me.account_id")
                                                    + " ORDER BY g.updated_at DESC, g.id LIMIT :n OFFSET :skip")
                                    .bind("a", accountId)
                                    .bind("n", PAGE_SIZE)
                                    .bind("skip", page * PAGE_SIZE);
                    if (gameId != null) {
                        q.bind("game", gameId).bind("gameWithParameters", gameId + ":%");
                    }
                    return q.map((rs, ctx) -> line(rs)).list();
                });
    }

    /** The active games where it is the account's move, the nearest deadline first. */
    public List<Line> yourTurn(String accountId) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        SELECT
                                                + " AND g.status = 'active' AND (g.to_move = me.seat OR o.account_id = me.account_id)"
                                                + " ORDER BY CASE WHEN g.deadline_at IS NULL THEN 1 ELSE 0 END,"
                                                + " g.deadline_at, g.updated_at")
                                .bind("a", accountId)
                                .map((rs, ctx) -> line(rs))
                                .list());
    }

    /**
     * Wins, draws and losses per game over the finished games against another account (lobby and
     * rated games; not the computer, not hot-seat, not a friend who has no account).
     */
    public List<Tally> tallies(String accountId) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT g.spec, g.winner, me.seat FROM seats me JOIN games g ON g.id = me.game_id"
                                                + " JOIN seats them ON them.game_id = g.id AND them.seat <> me.seat"
                                                + " WHERE me.account_id = :a AND g.status = 'finished' AND g.opponent = 'friend'"
                                                + " AND them.account_id IS NOT NULL AND them.account_id <> me.account_id"
                                                + " ORDER BY g.spec")
                                .bind("a", accountId)
                                .map(
                                        (rs, ctx) -> {
                                            Game game = Games.get(rs.getString("spec"));
                                            names.putIfAbsent(game.id(), game.descriptor().name());
                                            int[] c =
                                                    counts.computeIfAbsent(
                                                            game.id(), k -> new int[3]);
                                            int winner = rs.getInt("winner");
                                            boolean drawn = rs.wasNull();
                                            c[drawn ? 1 : winner == rs.getInt("seat") ? 0 : 2]++;
                                            return 0;
                                        })
                                .list());
        List<Tally> out = new ArrayList<>();
        counts.forEach((game, c) -> out.add(new Tally(game, names.get(game), c[0], c[1], c[2])));
        return out;
    }

    private static Line line(java.sql.ResultSet rs) throws java.sql.SQLException {
        Game game = Games.get(rs.getString("spec"));
        int seat = rs.getInt("seat");
        GameStatus status = Wire.stored(GameStatus.class, rs.getString("status"));
        int winner = rs.getInt("winner");
        boolean noWinner = rs.wasNull();
        String outcome =
                status != GameStatus.FINISHED
                        ? null
                        : noWinner ? "draw" : winner == seat ? "win" : "loss";
        int toMove = rs.getInt("to_move");
        boolean moving = !rs.wasNull() && (toMove == seat || rs.getInt("both_seats") == 1);
        boolean yourTurn = moving && status == GameStatus.ACTIVE;
        long deadline = rs.getLong("deadline_at");
        Long deadlineAt = rs.wasNull() ? null : deadline;
        boolean computer = "computer".equals(rs.getString("o_kind"));
        String opponent =
                computer
                        ? "computer"
                        : rs.getString("o_name") != null ? rs.getString("o_name") : "anonymous";
        Integer rating = Store.intOrNull(rs, "rating");
        Integer diff = Store.intOrNull(rs, "rating_diff");
        return new Line(
                rs.getString("id"),
                game.id(),
                game.descriptor().name(),
                seat,
                game.descriptor().sides().get(seat).name(),
                opponent,
                computer ? rs.getString("o_level") : null,
                status,
                rs.getString("result"),
                outcome,
                rs.getInt("rated") != 0,
                rating,
                diff,
                yourTurn,
                deadlineAt,
                new ClockView(
                        Wire.stored(ClockKind.class, rs.getString("clock_type")),
                        Store.intOrNull(rs, "clock_minutes"),
                        Store.intOrNull(rs, "clock_increment"),
                        Store.intOrNull(rs, "clock_days")),
                rs.getLong("created_at"),
                rs.getLong("updated_at"));
    }
}
