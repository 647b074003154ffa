package org.boardwright.server.ratings;

import java.util.List;
import java.util.Optional;
import org.boardwright.server.store.Store;
import org.jdbi.v3.core.Handle;

/** The {@code ratings} and {@code rating_history} tables. */
public final class RatingStore {

    /** A player's rating in one game, with the number of rated games behind it. */
    public record Entry(String game, Glicko2.Rating rating, int games, long updatedAt) {}

    /** A point of a rating's history. */
    public record Point(String gameId, double rating, double deviation, long at) {}

    /** A line of a game's leaderboard. */
    public record Ranked(String username, Glicko2.Rating rating, int games, boolean bot) {}

    private final Store store;

    public RatingStore(Store store) {
        this.store = store;
    }

    /**
     * Makes sure an account has a row for a game (the initial rating, no games), so that it can be
     * locked; two games ending at once for a new player then wait for each other instead of both
     * inserting.
     */
    void ensure(Handle h, String accountId, String game, Glicko2.Rating initial, long now) {
        h.createUpdate(
                        "INSERT INTO ratings (account_id, game, rating, deviation, volatility, games,"
                                + " updated_at) VALUES (:a, :g, :r, :d, :v, 0, :t) ON CONFLICT DO NOTHING")
                .bind("a", accountId)
                .bind("g", game)
                .bind("r", initial.rating())
                .bind("d", initial.deviation())
                .bind("v", initial.volatility())
                .bind("t", now)
                .execute();
    }

    /** An account's rating in a game, locked for the transaction on PostgreSQL. */
    Optional<Entry> forUpdate(Handle h, String accountId, String game) {
        return h.createQuery(
                        "SELECT game, rating, deviation, volatility, games, updated_at FROM ratings"
                                + " WHERE account_id = :a AND game = :g"
                                + (store.isPostgres() ? " FOR UPDATE" : ""))
                .bind("a", accountId)
                .bind("g", game)
                .map((rs, ctx) -> entry(rs))
                .findOne();
    }

    Optional<Entry> find(String accountId, String game) {
        return store.withHandle(h -> forUpdateless(h, accountId, game));
    }

    private Optional<Entry> forUpdateless(Handle h, String accountId, String game) {
        return h.createQuery(
                        "SELECT game, rating, deviation, volatility, games, updated_at FROM ratings"
                                + " WHERE account_id = :a AND game = :g")
                .bind("a", accountId)
                .bind("g", game)
                .map((rs, ctx) -> entry(rs))
                .findOne();
    }

    public List<Entry> all(String accountId) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT game, rating, deviation, volatility, games, updated_at FROM ratings"
                                                + " WHERE account_id = :a AND games > 0 ORDER BY game")
                                .bind("a", accountId)
                                .map((rs, ctx) -> entry(rs))
                                .list());
    }

    void save(Handle h, String accountId, Entry e, String gameId) {
        h.createUpdate(
                        "UPDATE ratings SET rating = :r, deviation = :d, volatility = :v, games = :n,"
                                + " updated_at = :t WHERE account_id = :a AND game = :g")
                .bind("a", accountId)
                .bind("g", e.game())
                .bind("r", e.rating().rating())
                .bind("d", e.rating().deviation())
                .bind("v", e.rating().volatility())
                .bind("n", e.games())
                .bind("t", e.updatedAt())
                .execute();
        h.createUpdate(
                        "INSERT INTO rating_history (account_id, game, game_id, rating, deviation, at)"
                                + " VALUES (:a, :g, :id, :r, :d, :t)")
                .bind("a", accountId)
                .bind("g", e.game())
                .bind("id", gameId)
                .bind("r", e.rating().rating())
                .bind("d", e.rating().deviation())
                .bind("t", e.updatedAt())
                .execute();
    }

    public List<Point> history(String accountId, String game) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT game_id, rating, deviation, at FROM rating_history"
                                                + " WHERE account_id = :a AND game = :g ORDER BY at, game_id")
                                .bind("a", accountId)
                                .bind("g", game)
                                .map(
                                        (rs, ctx) ->
                                                new Point(
                                                        rs.getString("game_id"),
                                                        rs.getDouble("rating"),
                                                        rs.getDouble("deviation"),
                                                        rs.getLong("at")))
                                .list());
    }

    /** Rated games a player needs in a game before the leaderboard lists them. */
    public static final int LEADERBOARD_MIN_GAMES = 10;

    /** How recently a player must have played a rated game to be listed: four weeks. */
    public static final long LEADERBOARD_RECENT_MS = 28L * 24 * 3600 * 1000;

    /**
     * The best established ratings of a game: not provisional, at least {@value
     * #LEADERBOARD_MIN_GAMES} rated games, the last within four weeks of {@code now}.
     */
    public List<Ranked> leaderboard(String game, int limit, long now) {
        return store.withHandle(
                h ->
                        h.createQuery(
                                        "SELECT a.username, a.bot, r.rating, r.deviation, r.volatility, r.games FROM ratings r"
                                                + " JOIN accounts a ON a.id = r.account_id WHERE r.game = :g AND r.games >= :min"
                                                + " AND r.deviation <= :p AND r.updated_at >= :since"
                                                + " ORDER BY r.rating DESC, a.username_key"
                                                + " LIMIT :n")
                                .bind("g", game)
                                .bind("min", LEADERBOARD_MIN_GAMES)
                                .bind("since", now - LEADERBOARD_RECENT_MS)
                                .bind("p", Glicko2.Rating.PROVISIONAL_DEVIATION)
                                .bind("n", limit)
                                .map(
                                        (rs, ctx) ->
                                                new Ranked(
                                                        rs.getString("username"),
                                                        new Glicko2.Rating(
                                                                rs.getDouble("rating"),
                                                                rs.getDouble("deviation"),
                                                                rs.getDouble("volatility")),
                                                        rs.getInt("games"),
                                                        rs.getInt("bot") == 1))
                                .list());
    }

    private static Entry entry(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new Entry(
                rs.getString("game"),
                new Glicko2.Rating(
                        rs.getDouble("rating"),
                        rs.getDouble("deviation"),
                        rs.getDouble("volatility")),
                rs.getInt("games"),
                rs.getLong("updated_at"));
    }
}
