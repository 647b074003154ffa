package org.boardwright.server.play;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.boardwright.server.common.Wire;
import org.boardwright.server.store.Store;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Update;

/**
 * The games' tables (see db/migration): games, their two seats, their moves and imported record
 * tags. Every change of a game happens in one transaction that also checks the game's version, so
 * two writers can never both land.
 */
final class GameTables {

    private GameTables() {}

    // ---------------------------------------------------------------- games

    static Optional<GameRow> findGame(Handle h, String id) {
        return h.createQuery("SELECT * FROM games WHERE id = :id")
                .bind("id", id)
                .map((rs, ctx) -> readGame(rs))
                .findOne();
    }

    /**
     * Active games with a computer seat (the ones that may be waiting for a computer move after a
     * restart).
     */
    static List<String> activeComputerGameIds(Handle h) {
        return h.createQuery(
                        "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id"
                                + " WHERE g.status = 'active' AND s.kind = 'computer' ORDER BY g.updated_at")
                .mapTo(String.class)
                .list();
    }

    /** The stored version of a game, or -1 when there is no such game. */
    static long version(Handle h, String id) {
        return h.createQuery("SELECT version FROM games WHERE id = :id")
                .bind("id", id)
                .mapTo(Long.class)
                .findOne()
                .orElse(-1L);
    }

    static List<String> gamesPastDeadline(Handle h, long now) {
        return h.createQuery(
                        "SELECT id FROM games WHERE status = 'active' AND deadline_at IS NOT NULL AND deadline_at <= :now")
                .bind("now", now)
                .mapTo(String.class)
                .list();
    }

    static void insertGame(Handle h, GameRow g) {
        Update u =
                h.createUpdate(
                        "INSERT INTO games (id, spec, start_position, opponent, seed, clock_type, clock_minutes,"
                                + " clock_increment, clock_days, remaining_ms_0, remaining_ms_1, clock_started, turn_started_at, deadline_at,"
                                + " status, result, winner, reason, engine_policy, draw_offer, takeback_request, rematch_offer, rematch_game_id,"
                                + " ply, rolls_thrown, version, created_at, updated_at, rated, to_move) VALUES (:id, :spec, :startPosition, :opponent, :seed, :clockType,"
                                + " :clockMinutes, :clockIncrement, :clockDays, :remaining0, :remaining1, :clockStarted, :turnStartedAt,"
                                + " :deadlineAt, :status, :result, :winner, :reason, :enginePolicy, :drawOffer, :takebackRequest,"
                                + " :rematchOffer, :rematchGameId, :ply, :rollsThrown, :version, :createdAt, :updatedAt, :rated, :toMove)");
        GameSetup s = g.setup();
        bindChanges(u, g)
                .bind("spec", s.spec())
                .bind("startPosition", s.startPosition())
                .bind("opponent", s.opponent().wire())
                .bind("seed", s.seed())
                .bind("clockType", s.clock().kind().wire())
                .bind("clockMinutes", s.clock().minutes())
                .bind("clockIncrement", s.clock().increment())
                .bind("clockDays", s.clock().days())
                .bind("createdAt", s.createdAt())
                .bind("rated", s.rated() ? 1 : 0)
                .execute();
    }

    /**
     * Writes a changed game whose stored version is {@code g.version() - 1}; false (and nothing
     * written) when another writer changed it first.
     */
    static boolean updateGame(Handle h, GameRow g) {
        Update u =
                h.createUpdate(
                        "UPDATE games SET remaining_ms_0 = :remaining0, remaining_ms_1 = :remaining1,"
                                + " clock_started = :clockStarted, turn_started_at = :turnStartedAt, deadline_at = :deadlineAt,"
                                + " status = :status, result = :result, winner = :winner, reason = :reason, engine_policy = :enginePolicy,"
                                + " draw_offer = :drawOffer, takeback_request = :takebackRequest, rematch_offer = :rematchOffer,"
                                + " rematch_game_id = :rematchGameId, ply = :ply, rolls_thrown = :rollsThrown, version = :version, updated_at = :updatedAt,"
                                + " to_move = :toMove WHERE id = :id AND version = :previousVersion");
        bindChanges(u, g).bind("previousVersion", g.version() - 1);
        return u.execute() == 1;
    }

    /** Binds the columns a change may write. */
    private static Update bindChanges(Update u, GameRow g) {
        ClockState c = g.clock();
        Outcome o = g.outcome();
        Offers f = g.offers();
        return u.bind("id", g.setup().id())
                .bind("remaining0", c.remaining0())
                .bind("remaining1", c.remaining1())
                .bind("clockStarted", c.started() ? 1 : 0)
                .bind("turnStartedAt", c.turnStartedAt())
                .bind("deadlineAt", c.deadlineAt())
                .bind("status", o.status().wire())
                .bind("result", o.result())
                .bind("winner", o.winner())
                .bind("reason", o.reason())
                .bind("enginePolicy", o.enginePolicy() ? 1 : 0)
                .bind("drawOffer", f.draw())
                .bind("takebackRequest", f.takeback())
                .bind("rematchOffer", f.rematch())
                .bind("rematchGameId", f.rematchGameId())
                .bind("ply", g.ply())
                .bind("rollsThrown", g.rollsThrown())
                .bind("version", g.version())
                .bind("updatedAt", g.updatedAt())
                .bind("toMove", g.toMove());
    }

    private static GameRow readGame(ResultSet rs) throws SQLException {
        ClockSettings clock =
                new ClockSettings(
                        Wire.stored(ClockKind.class, rs.getString("clock_type")),
                        Store.intOrNull(rs, "clock_minutes"),
                        Store.intOrNull(rs, "clock_increment"),
                        Store.intOrNull(rs, "clock_days"));
        GameSetup setup =
                new GameSetup(
                        rs.getString("id"),
                        rs.getString("spec"),
                        rs.getString("start_position"),
                        Wire.stored(Opponent.class, rs.getString("opponent")),
                        rs.getLong("seed"),
                        clock,
                        rs.getLong("created_at"),
                        rs.getInt("rated") != 0);
        long deadline = rs.getLong("deadline_at");
        Long deadlineAt = rs.wasNull() ? null : deadline;
        ClockState clocks =
                new ClockState(
                        rs.getLong("remaining_ms_0"),
                        rs.getLong("remaining_ms_1"),
                        rs.getInt("clock_started") != 0,
                        rs.getLong("turn_started_at"),
                        deadlineAt);
        Outcome outcome =
                new Outcome(
                        Wire.stored(GameStatus.class, rs.getString("status")),
                        rs.getString("result"),
                        Store.intOrNull(rs, "winner"),
                        rs.getString("reason"),
                        rs.getInt("engine_policy") != 0);
        Offers offers =
                new Offers(
                        Store.intOrNull(rs, "draw_offer"),
                        Store.intOrNull(rs, "takeback_request"),
                        Store.intOrNull(rs, "rematch_offer"),
                        rs.getString("rematch_game_id"));
        return new GameRow(
                setup,
                clocks,
                outcome,
                offers,
                rs.getInt("ply"),
                rs.getInt("rolls_thrown"),
                rs.getLong("version"),
                rs.getLong("updated_at"),
                Store.intOrNull(rs, "to_move"));
    }

    /** An INT column that may be NULL. */

    // ---------------------------------------------------------------- seats

    static List<SeatRow> seats(Handle h, String gameId) {
        return h.createQuery(
                        "SELECT s.seat, s.kind, s.level, s.token_hash, s.invite_hash, s.joined, s.account_id,"
                                + " s.rating, s.rating_diff, a.username, a.bot FROM seats s LEFT JOIN accounts a ON a.id = s.account_id"
                                + " WHERE s.game_id = :id ORDER BY s.seat")
                .bind("id", gameId)
                .map(
                        (rs, ctx) -> {
                            String account = rs.getString("account_id");
                            SeatRow.SeatPlayer player =
                                    account == null
                                            ? null
                                            : new SeatRow.SeatPlayer(
                                                    account,
                                                    rs.getString("username"),
                                                    Store.intOrNull(rs, "rating"),
                                                    Store.intOrNull(rs, "rating_diff"),
                                                    rs.getInt("bot") == 1);
                            return new SeatRow(
                                    rs.getInt("seat"),
                                    Wire.stored(SeatKind.class, rs.getString("kind")),
                                    rs.getString("level"),
                                    rs.getString("token_hash"),
                                    rs.getString("invite_hash"),
                                    rs.getInt("joined") != 0,
                                    player);
                        })
                .list();
    }

    static void insertSeat(Handle h, String gameId, SeatRow s) {
        bindSeat(
                        h.createUpdate(
                                "INSERT INTO seats (game_id, seat, kind, level, token_hash, invite_hash, joined,"
                                        + " account_id, rating, rating_diff) VALUES (:g, :s, :k, :l, :t, :i, :j, :a, :r, :d)"),
                        gameId,
                        s)
                .bind("k", s.kind().wire())
                .bind("l", s.level())
                .execute();
    }

    /** Writes who holds a seat now (an invited friend who joined, a player who signed in). */
    static void updateSeat(Handle h, String gameId, SeatRow s) {
        bindSeat(
                        h.createUpdate(
                                "UPDATE seats SET token_hash = :t, invite_hash = :i, joined = :j, account_id = :a,"
                                        + " rating = :r, rating_diff = :d WHERE game_id = :g AND seat = :s"),
                        gameId,
                        s)
                .execute();
    }

    private static Update bindSeat(Update u, String gameId, SeatRow s) {
        SeatRow.SeatPlayer p = s.player();
        return u.bind("g", gameId)
                .bind("s", s.seat())
                .bind("t", s.tokenHash())
                .bind("i", s.inviteHash())
                .bind("j", s.joined() ? 1 : 0)
                .bind("a", p == null ? null : p.accountId())
                .bind("r", p == null ? null : p.rating())
                .bind("d", p == null ? null : p.ratingDiff());
    }

    static void markJoined(Handle h, String gameId, int seat) {
        h.createUpdate("UPDATE seats SET joined = 1 WHERE game_id = :g AND seat = :s")
                .bind("g", gameId)
                .bind("s", seat)
                .execute();
    }

    // ---------------------------------------------------------------- moves

    static List<MoveRow> moves(Handle h, String gameId) {
        return h.createQuery(
                        "SELECT ply, move, seat, played_at FROM moves WHERE game_id = :id ORDER BY ply")
                .bind("id", gameId)
                .map(
                        (rs, ctx) ->
                                new MoveRow(
                                        rs.getInt("ply"),
                                        rs.getString("move"),
                                        Store.intOrNull(rs, "seat"),
                                        rs.getLong("played_at")))
                .list();
    }

    /** Stores a move; the primary key (game_id, ply) refuses a second move at the same ply. */
    static void insertMove(Handle h, String gameId, MoveRow m) {
        h.createUpdate(
                        "INSERT INTO moves (game_id, ply, move, seat, played_at) VALUES (:g, :p, :m, :s, :t)")
                .bind("g", gameId)
                .bind("p", m.ply())
                .bind("m", m.move())
                .bind("s", m.seat())
                .bind("t", m.playedAt())
                .execute();
    }

    // ---------------------------------------------------------------- an import's tags

    /** The tag pairs a game was imported with, in their order (none for most games). */
    static List<RecordTags.Tag> recordTags(Handle h, String gameId) {
        return h.createQuery("SELECT name, value FROM record_tags WHERE game_id = :g ORDER BY seq")
                .bind("g", gameId)
                .map((rs, ctx) -> new RecordTags.Tag(rs.getString("name"), rs.getString("value")))
                .list();
    }

    static void insertRecordTags(Handle h, String gameId, List<RecordTags.Tag> tags) {
        for (int i = 0; i < tags.size(); i++) {
            h.createUpdate(
                            "INSERT INTO record_tags (game_id, seq, name, value) VALUES (:g, :s, :n, :v)")
                    .bind("g", gameId)
                    .bind("s", i)
                    .bind("n", tags.get(i).name())
                    .bind("v", tags.get(i).value())
                    .execute();
        }
    }

    static void deleteMovesFrom(Handle h, String gameId, int ply) {
        h.createUpdate("DELETE FROM moves WHERE game_id = :g AND ply >= :p")
                .bind("g", gameId)
                .bind("p", ply)
                .execute();
    }
}
