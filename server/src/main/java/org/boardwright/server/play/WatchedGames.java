package org.boardwright.server.play;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.server.common.Wire;
import org.boardwright.server.store.Store;

/**
 * The games anyone may watch: those between two accounts (as a player's page lists them to others;
 * a game against the computer or a friend by link stays as private as its link). Live: the games
 * being played, the latest move first. Best: the rated games finished lately, those of the
 * highest-rated pairs first. One query a page, both players' names and ratings joined in.
 */
public final class WatchedGames {

    /** A player of a listed game: the name, and the rating the seat had when the game began. */
    public record Player(String name, @JsonInclude(Include.NON_NULL) Integer rating) {}

    /** A listed game: players in seat order, and the ply and time of its latest change. */
    public record Line(
            String id,
            String game,
            String name,
            List<Player> players,
            GameStatus status,
            @JsonInclude(Include.NON_NULL) String result,
            boolean rated,
            ClockView clock,
            int ply,
            long updatedAt) {}

    public static final int PAGE_SIZE = 20;

    /** How far back the best games are taken from: a week. */
    public static final long BEST_RECENT_MS = 7L * 24 * 3600 * 1000;

    private static final String SELECT =
            "SELECT g.id, g.spec, g.status, g.result, g.rated, g.ply, g.updated_at,"
                    + " g.clock_type, g.clock_minutes, g.clock_increment, g.clock_days,"
                    + " a0.username AS name0, s0.rating AS rating0,"
                    + " a1.username AS name1, s1.rating AS rating1"
                    + " FROM games g"
                    + " JOIN seats s0 ON s0.game_id = g.id AND s0.seat = 0"
                    + " JOIN seats s1 ON s1.game_id = g.id AND s1.seat = 1"
                    + " JOIN accounts a0 ON a0.id = s0.account_id"
                    + " JOIN accounts a1 ON a1.id = s1.account_id"
                    + " WHERE a0.id <> a1.id";

    private final Store store;

    public WatchedGames(Store store) {
        this.store = store;
    }

    /** A page (from 0) of the games being played, the latest move first. */
    public List<Line> live(int page) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        SELECT
                                                + " AND g.status = 'active'"
                                                + " ORDER BY g.updated_at DESC, g.id LIMIT :n OFFSET :skip")
                                .bind("n", PAGE_SIZE)
                                .bind("skip", page * PAGE_SIZE)
                                .map((rs, ctx) -> line(rs))
                                .list());
    }

    /**
     * A page of the rated games finished since {@code now - }{@value #BEST_RECENT_MS} ms, the
     * highest sum of both players' ratings first.
     */
    public List<Line> best(int page, long now) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        SELECT
                                                + " AND g.status = 'finished' AND g.rated = 1"
                                                + " AND g.updated_at >= :since"
                                                + " ORDER BY COALESCE(s0.rating, 0) + COALESCE(s1.rating, 0) DESC,"
                                                + " g.updated_at DESC, g.id LIMIT :n OFFSET :skip")
                                .bind("since", now - BEST_RECENT_MS)
                                .bind("n", PAGE_SIZE)
                                .bind("skip", page * PAGE_SIZE)
                                .map((rs, ctx) -> line(rs))
                                .list());
    }

    private static Line line(ResultSet rs) throws SQLException {
        Game game = Games.get(rs.getString("spec"));
        return new Line(
                rs.getString("id"),
                game.id(),
                game.descriptor().name(),
                List.of(
                        new Player(rs.getString("name0"), Store.intOrNull(rs, "rating0")),
                        new Player(rs.getString("name1"), Store.intOrNull(rs, "rating1"))),
                Wire.stored(GameStatus.class, rs.getString("status")),
                rs.getString("result"),
                rs.getInt("rated") != 0,
                new ClockView(
                        Wire.stored(ClockKind.class, rs.getString("clock_type")),
                        Store.intOrNull(rs, "clock_minutes"),
                        Store.intOrNull(rs, "clock_increment"),
                        Store.intOrNull(rs, "clock_days")),
                rs.getInt("ply"),
                rs.getLong("updated_at"));
    }
}
