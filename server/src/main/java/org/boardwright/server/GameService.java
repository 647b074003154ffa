package org.boardwright.server;

import java.time.Instant;
import java.time.InstantSource;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.boardwright.ai.Players;
import org.boardwright.engine.Dice;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Result;
import org.boardwright.engine.monkeyqueen.MonkeyQueenState;
import org.boardwright.engine.record.GameRecord;
import org.boardwright.engine.twist.TwistState;
import org.boardwright.server.LiveGame.Draft;
import org.boardwright.server.Store.GameRow;
import org.boardwright.server.Store.MoveRow;
import org.boardwright.server.Store.SeatRow;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rules of play around the engine: who may act, moves, dice, forced passes, clocks, offers,
 * rematches and records. Each game is changed under its own lock; each change is computed on a
 * draft, stored in one transaction with a version check, then adopted and pushed to the game's
 * WebSocket clients. Nothing here runs a search: the computer's moves come from
 * {@link ComputerPlayers} on its own threads.
 */
final class GameService {

    private static final Logger LOG = LoggerFactory.getLogger(GameService.class);

    /** Games that can be drawn by agreement. */
    static final Set<String> GAMES_WITH_DRAWS = Set.of("checkers", "twist");
    static final long DAY_MS = 86_400_000L;
    private static final String ID_PATTERN = "[0-9A-Za-z]{12}";

    /** Who a request acts for: a seat, both seats (hot-seat), or nobody (a watcher). */
    record Actor(Integer seat, boolean both) {
        static final Actor WATCHER = new Actor(null, false);

        boolean isSeated() {
            return seat != null || both;
        }

        /** The value of the state's {@code you}. */
        Object you() {
            return both ? "both" : seat;
        }
    }

    /** What a new game is: checked request fields. */
    record NewGame(Game game, String opponent, String level, String color, String clockType, Integer minutes,
                   Integer increment, Integer days, GameRecord record) {
    }

    /** What the creator gets back: the game, its tokens (shown once) and the creator's seat. */
    record Created(LiveGame game, Object seat, String token, String inviteToken) {
    }

    private final Store store;
    private final ServerConfig config;
    private final InstantSource time;
    private final Map<String, LiveGame> cache = new ConcurrentHashMap<>();
    private LiveUpdates live;
    private ComputerPlayers computer;

    GameService(Store store, ServerConfig config, InstantSource time) {
        this.store = store;
        this.config = config;
        this.time = time;
    }

    void connect(LiveUpdates live, ComputerPlayers computer) {
        this.live = live;
        this.computer = computer;
    }

    long now() {
        return time.millis();
    }

    ServerConfig config() {
        return config;
    }

    // ---------------------------------------------------------------- loading and locking

    /** The game, locked by the caller's thread; the caller unlocks. */
    LiveGame lock(String id) {
        if (id == null || !id.matches(ID_PATTERN)) {
            throw ApiException.notFound("no such game");
        }
        while (true) {
            LiveGame g = cache.get(id);
            if (g == null) {
                LiveGame loaded = store.withHandle(h -> load(h, id));
                g = cache.putIfAbsent(id, loaded);
                if (g == null) {
                    g = loaded;
                }
            }
            g.lock.lock();
            if (cache.get(id) == g) {
                return g;
            }
            g.lock.unlock(); // dropped from the cache meanwhile: take the fresh one
        }
    }

    /**
     * The game as stored now, locked: for a client's request. Another server on the same
     * database may have changed it; one cheap query on the version tells, and the game is then
     * read afresh.
     */
    LiveGame lockFresh(String id) {
        LiveGame g = lock(id);
        long stored = store.withHandle(h -> store.version(h, id));
        if (stored == g.row.version) {
            return g;
        }
        cache.remove(id, g);
        g.lock.unlock();
        return lock(id);
    }

    private LiveGame load(org.jdbi.v3.core.Handle h, String id) {
        GameRow row = store.findGame(h, id).orElseThrow(() -> ApiException.notFound("no game " + id));
        return new LiveGame(Games.get(row.spec), row, store.seats(h, id), store.moves(h, id));
    }

    /**
     * Stores a draft (its moves from {@code firstChangedPly} on and its row, with the version
     * bumped) in one transaction, then adopts it. When another writer got there first nothing is
     * stored, the cached game is dropped and the request is answered {@code 409 stale}.
     */
    private void commit(LiveGame g, Draft d) {
        long now = now();
        d.row.version = g.row.version + 1;
        d.row.updatedAt = now;
        d.row.ply = d.moves.size();
        boolean stored;
        try {
            stored = store.inTransaction(h -> {
                // The version check first: a writer that lost the race touches no move.
                if (!store.updateGame(h, d.row)) {
                    h.rollback();
                    return false;
                }
                if (d.firstChangedPly < d.storedPly) {
                    store.deleteMovesFrom(h, g.row.id, d.firstChangedPly);
                }
                for (int ply = d.firstChangedPly; ply < d.moves.size(); ply++) {
                    store.insertMove(h, g.row.id, new MoveRow(ply, d.moves.get(ply), d.moveSeats.get(ply), now));
                }
                return true;
            });
        } catch (RuntimeException e) {
            cache.remove(g.row.id, g); // whatever failed, the next request reads the game afresh
            throw e;
        }
        if (!stored) {
            cache.remove(g.row.id, g);
            throw new ApiException(409, "stale", "the game changed meanwhile; fetch it again");
        }
        g.adopt(d);
    }

    /** After a change: tell the watchers, and wake the computer if it is to move. */
    private void afterChange(LiveGame g) {
        if (g.computerToMove()) {
            computer.schedule(g.row.id);
        }
        live.broadcast(g);
    }

    // ---------------------------------------------------------------- who is asking

    /** The seat(s) a token acts for; a watcher when there is no token; 403 for a token of no seat. */
    Actor actor(LiveGame g, String token) {
        if (token == null) {
            return Actor.WATCHER;
        }
        String hash = Tokens.hash(token);
        boolean first = Tokens.matches(hash, g.seats[0].tokenHash());
        boolean second = Tokens.matches(hash, g.seats[1].tokenHash());
        if (!first && !second) {
            throw ApiException.forbidden("this token is not a seat of game " + g.row.id);
        }
        Actor actor = first && second ? new Actor(null, true) : new Actor(first ? 0 : 1, false);
        markJoined(g, actor);
        return actor;
    }

    /** The actor for an action that needs a seat: 401 without a token, 403 for a wrong one. */
    Actor seatedActor(LiveGame g, String token) {
        if (token == null) {
            throw new ApiException(401, "token_required", "this action needs a seat token (Authorization: Bearer <token>)");
        }
        return actor(g, token);
    }

    /** Marks a seat's player as having shown up (the invited friend opened the link). */
    void markJoined(LiveGame g, Actor actor) {
        for (int seat = 0; seat < 2; seat++) {
            if ((actor.both() || Integer.valueOf(seat).equals(actor.seat())) && !g.seats[seat].joined()
                    && !g.seats[seat].isComputer()) {
                int s = seat;
                store.inTransaction(h -> {
                    store.markJoined(h, g.row.id, s);
                    return null;
                });
                SeatRow old = g.seats[seat];
                g.seats[seat] = new SeatRow(old.seat(), old.kind(), old.level(), old.tokenHash(), true);
            }
        }
    }

    // ---------------------------------------------------------------- creating

    Created create(NewGame n) {
        long now = now();
        GameRow row = new GameRow();
        row.id = Tokens.newGameId();
        row.spec = n.game().spec();
        row.opponent = n.opponent();
        row.seed = Tokens.newSeed();
        row.clockType = n.clockType();
        row.clockMinutes = n.minutes();
        row.clockIncrement = n.increment();
        row.clockDays = n.days();
        row.status = "active";
        row.createdAt = now;
        row.turnStartedAt = now;
        row.version = 0;
        resetClocks(row);
        String startPosition = n.record() != null ? n.record().startPosition() : n.game().initialPosition();
        row.startPosition = startPosition;

        int creatorSeat = switch (n.color()) {
            case "first" -> 0;
            case "second" -> 1;
            default -> Tokens.newSeed() >= 0 ? 0 : 1;
        };
        String token = Tokens.newToken();
        String otherToken = n.opponent().equals("friend") ? Tokens.newToken() : null;
        SeatRow[] seats = new SeatRow[2];
        switch (n.opponent()) {
            case "hotseat" -> {
                seats[0] = new SeatRow(0, "human", null, Tokens.hash(token), true);
                seats[1] = new SeatRow(1, "human", null, Tokens.hash(token), true);
            }
            case "computer" -> {
                seats[creatorSeat] = new SeatRow(creatorSeat, "human", null, Tokens.hash(token), true);
                seats[1 - creatorSeat] = new SeatRow(1 - creatorSeat, "computer", n.level(), null, true);
            }
            default -> {
                seats[creatorSeat] = new SeatRow(creatorSeat, "human", null, Tokens.hash(token), true);
                seats[1 - creatorSeat] = new SeatRow(1 - creatorSeat, "human", null, Tokens.hash(otherToken), false);
            }
        }
        LiveGame g = new LiveGame(n.game(), row, List.of(seats), List.of());
        Draft d = g.draft();
        if (n.record() != null) {
            int[] buffer = new int[GameState.MAX_MOVES];
            for (int move : n.record().moves()) {
                // Dice and forced passes were nobody's choice; every other move was its seat's.
                boolean forced = d.state.isChanceNode() || d.state.legalMoves(buffer, 0) == 1 && d.state.formatMove(buffer[0]).equals("pass");
                d.play(move, forced ? null : LiveGame.seatToMove(d.state));
            }
        }
        if (n.record() != null && n.record().isFinished() && !d.state.isTerminal()) {
            Result r = n.record().result();
            String reason = n.record().tag("Termination").orElse("as the imported record says");
            if (r == Result.DRAW) {
                finish(d, Result.DRAW, null, reason);
            } else {
                int winnerSide = r.winner();
                finish(d, r, winnerSide < 0 ? null : (d.state.playersSwapped() ? 1 - winnerSide : winnerSide), reason);
            }
        } else {
            autoplay(d);
            checkBoardEnd(d);
        }
        startTurn(d, now);
        d.row.ply = d.moves.size();
        d.row.updatedAt = now;
        d.firstChangedPly = 0;
        store.inTransaction(h -> {
            store.insertGame(h, d.row);
            for (SeatRow s : seats) {
                store.insertSeat(h, row.id, s);
            }
            for (int ply = 0; ply < d.moves.size(); ply++) {
                store.insertMove(h, row.id, new MoveRow(ply, d.moves.get(ply), d.moveSeats.get(ply), now));
            }
            return null;
        });
        g.adopt(d);
        cache.put(row.id, g);
        if (g.computerToMove()) {
            computer.schedule(row.id);
        }
        Object seat = n.opponent().equals("hotseat") ? "both" : creatorSeat;
        return new Created(g, seat, token, otherToken);
    }

    private static void resetClocks(GameRow row) {
        long full = switch (row.clockType) {
            case "clock" -> row.clockMinutes * 60_000L;
            case "correspondence" -> row.clockDays * DAY_MS;
            default -> 0;
        };
        row.remainingMs[0] = full;
        row.remainingMs[1] = full;
    }

    // ---------------------------------------------------------------- playing

    /** Plays a seat's move (checked by the engine), then what the server plays by itself; stores it all in one transaction. */
    void move(LiveGame g, Actor actor, String text, Integer expectedPly) {
        requireActive(g);
        Integer toMove = g.toMove();
        int seat = actingSeat(g, actor);
        if (toMove == null || toMove != seat || g.seats[seat].isComputer()) {
            throw new ApiException(409, "not_your_turn", "it is not your turn: " + g.game.sideName(g.state.sideToMove()) + " is to move");
        }
        if (expectedPly != null && expectedPly != g.moves.size()) {
            throw new ApiException(409, "stale", "the game is at ply " + g.moves.size() + ", not " + expectedPly);
        }
        int move;
        try {
            move = g.state.parseMove(text);
        } catch (IllegalMoveException e) {
            throw new ApiException(422, "illegal_move", text + " is not legal here: " + e.getMessage(), g.state.legalMoveNotations());
        } catch (NotationException e) {
            throw ApiException.badRequest("malformed move: " + e.getMessage());
        }
        long now = now();
        Draft d = g.draft();
        chargeClock(g, d, seat, now);
        d.play(move, seat);
        if (d.row.drawOffer != null && d.row.drawOffer != seat) {
            d.row.drawOffer = null; // an offer lapses when the offering side's opponent moves
        }
        d.row.takebackRequest = null;
        autoplay(d);
        checkBoardEnd(d);
        startTurn(d, now);
        commit(g, d);
        afterChange(g);
    }

    /**
     * The computer's move, if the game is still where the computer started thinking: the same
     * moves, not only as many (a takeback and another move may have come in between).
     */
    boolean computerMove(String id, List<String> movesThen, String text) {
        LiveGame g = lock(id);
        try {
            if (!g.computerToMove() || !g.moves.equals(movesThen)) {
                return false;
            }
            int seat = g.toMove();
            Draft d = g.draft();
            d.play(d.state.parseMove(text), seat);
            d.row.takebackRequest = null;
            if (d.row.drawOffer != null && d.row.drawOffer != seat) {
                d.row.drawOffer = null;
            }
            autoplay(d);
            checkBoardEnd(d);
            startTurn(d, now());
            commit(g, d);
            computer.moved(id);
            afterChange(g);
            return true;
        } finally {
            g.lock.unlock();
        }
    }

    /** A copy of the position for the computer to think about, with the ply it must still be at; null when it is not to move. */
    ComputerPlayers.Task computerTask(String id) {
        LiveGame g = lock(id);
        try {
            if (!g.computerToMove()) {
                return null;
            }
            String level = g.seats[g.toMove()].level();
            // A fresh seed: nothing the computer does may depend on the game's secret dice seed.
            return new ComputerPlayers.Task(id, g.game, g.state.copy(), List.copyOf(g.moves), level, Tokens.newSeed());
        } finally {
            g.lock.unlock();
        }
    }

    /** Dice and forced passes: whatever the server plays by itself until a player has a choice. */
    private void autoplay(Draft d) {
        int[] buffer = new int[GameState.MAX_MOVES];
        while (!d.state.isTerminal() && d.row.status.equals("active")) {
            if (d.state.isChanceNode()) {
                d.play(Dice.roll(d.state, d.row.seed, Dice.rollsIn(d.moves), buffer), null);
                continue;
            }
            int n = d.state.legalMoves(buffer, 0);
            if (n == 1 && d.state.formatMove(buffer[0]).equals("pass")) {
                d.play(buffer[0], null); // a forced pass (Cage): no choice to wait for
                continue;
            }
            break;
        }
    }

    /** Ends the game when the position is over on the board (or by an engine-policy limit). */
    private void checkBoardEnd(Draft d) {
        if (!d.row.status.equals("active") || !d.state.isTerminal()) {
            return;
        }
        Result r = d.state.result();
        int winnerSide = r.winner();
        Integer winnerSeat = winnerSide < 0 ? null : (d.state.playersSwapped() ? 1 - winnerSide : winnerSide);
        finish(d, r, winnerSeat, d.state.resultReason());
        d.row.enginePolicy = d.state.endedByEnginePolicy();
    }

    private static void finish(Draft d, Result result, Integer winnerSeat, String reason) {
        d.row.status = "finished";
        d.row.result = result.notation();
        d.row.winner = winnerSeat;
        d.row.reason = reason;
        d.row.drawOffer = null;
        d.row.takebackRequest = null;
        d.row.deadlineAt = null;
    }

    /** The result, by colour, of a win for a seat. */
    private static Result winFor(Draft d, int seat) {
        return Result.winFor(d.sideOf(seat));
    }

    // ---------------------------------------------------------------- clocks

    /** Charges the mover's clock for the turn just ended (the computer's clock never runs). */
    private void chargeClock(LiveGame g, Draft d, int seat, long now) {
        GameRow r = d.row;
        if (r.clockType.equals("none") || !r.clockStarted || g.seats[seat].isComputer()) {
            return;
        }
        long left = r.remainingMs[seat] - (now - r.turnStartedAt);
        if (r.clockType.equals("clock")) {
            r.remainingMs[seat] = Math.max(0, left) + r.clockIncrement * 1000L;
        } else {
            r.remainingMs[seat] = r.clockDays * DAY_MS;
        }
    }

    /**
     * Starts the turn of the seat now to move: the clocks run once every person at the table has
     * moved (so nobody loses time before the opponent arrives), and never for the computer.
     */
    private void startTurn(Draft d, long now) {
        GameRow r = d.row;
        r.turnStartedAt = now;
        boolean[] moved = new boolean[2];
        for (Integer s : d.moveSeats) {
            if (s != null) {
                moved[s] = true;
            }
        }
        r.clockStarted = r.clockStarted || (moved[0] || isComputerSeat(d, 0)) && (moved[1] || isComputerSeat(d, 1));
        Integer seat = d.toMove();
        if (seat != null && r.clockType.equals("correspondence")) {
            r.remainingMs[seat] = r.clockDays * DAY_MS;
        }
        r.deadlineAt = seat != null && !r.clockType.equals("none") && r.clockStarted && !isComputerSeat(d, seat)
                ? now + r.remainingMs[seat] : null;
    }

    private static boolean isComputerSeat(Draft d, int seat) {
        return d.seats[seat].isComputer();
    }

    /** Lets a flag fall: the seat to move ran out of time. Returns whether it did. */
    boolean checkFlag(LiveGame g) {
        Long deadline = g.row.deadlineAt;
        if (!g.isActive() || deadline == null || now() < deadline) {
            return false;
        }
        int seat = g.toMove();
        Draft d = g.draft();
        d.row.remainingMs[seat] = 0;
        finish(d, winFor(d, 1 - seat), 1 - seat, g.game.sideName(g.sideOf(seat)) + " ran out of time");
        commit(g, d);
        afterChange(g);
        return true;
    }

    /** The timer: lets every flag fall whose time is up, even with nobody connected. */
    void checkDeadlines() {
        List<String> due = store.withHandle(h -> store.gamesPastDeadline(h, now()));
        for (String id : due) {
            LiveGame g = lock(id);
            try {
                checkFlag(g);
            } catch (ApiException e) {
                LOG.debug("flag check of {} raced another change: {}", id, e.getMessage());
            } finally {
                g.lock.unlock();
            }
        }
    }

    /** Whether the seat waiting may claim the win or abort: untimed (or clock not yet running) and the seat to move silent too long. */
    boolean claimable(LiveGame g) {
        Integer seat = g.toMove();
        if (seat == null || g.seats[seat].isComputer() || g.row.deadlineAt != null) {
            return false;
        }
        return now() - g.row.turnStartedAt >= config.claimAfter().toMillis();
    }

    // ---------------------------------------------------------------- around the moves

    void resign(LiveGame g, Actor actor) {
        requireActive(g);
        int seat = actor.both() ? requireToMove(g) : actor.seat();
        Draft d = g.draft();
        finish(d, winFor(d, 1 - seat), 1 - seat, g.game.sideName(g.sideOf(seat)) + " resigned");
        commit(g, d);
        afterChange(g);
    }

    void draw(LiveGame g, Actor actor, String action) {
        requireActive(g);
        if (!GAMES_WITH_DRAWS.contains(g.game.id())) {
            throw ApiException.conflict(g.game.name() + " has no draws");
        }
        Draft d = g.draft();
        Integer offer = g.row.drawOffer;
        switch (action) {
            case "offer" -> {
                int seat = actor.both() ? requireToMove(g) : actor.seat();
                if (offer != null) {
                    throw ApiException.conflict("a draw offer is already open");
                }
                if (g.seats[1 - seat].isComputer()) {
                    throw ApiException.conflict("the computer declines draw offers: it plays on");
                }
                d.row.drawOffer = seat;
            }
            case "accept", "decline" -> {
                if (offer == null) {
                    throw ApiException.conflict("no draw was offered");
                }
                if (!actor.both() && actor.seat().equals(offer)) {
                    throw ApiException.conflict("only the opponent of the seat that offered can answer");
                }
                if (action.equals("accept")) {
                    finish(d, Result.DRAW, null, "Draw agreed");
                } else {
                    d.row.drawOffer = null;
                }
            }
            default -> throw ApiException.badRequest("action must be offer, accept or decline");
        }
        commit(g, d);
        afterChange(g);
    }

    void takeback(LiveGame g, Actor actor, String action) {
        requireActive(g);
        Draft d = g.draft();
        Integer request = g.row.takebackRequest;
        switch (action) {
            case "request" -> {
                if (actor.both()) {
                    takeBackTurn(d, lastChooser(d));
                } else if (g.seats[1 - actor.seat()].isComputer()) {
                    takeBackTurn(d, actor.seat());
                } else {
                    if (request != null) {
                        throw ApiException.conflict("a takeback request is already open");
                    }
                    lastTurnStart(d, actor.seat()); // refuses when there is nothing to take back
                    d.row.takebackRequest = actor.seat();
                }
            }
            case "accept", "decline" -> {
                if (request == null) {
                    throw ApiException.conflict("no takeback was requested");
                }
                if (actor.both() || actor.seat().equals(request)) {
                    throw ApiException.conflict("only the opponent of the seat that asked can answer");
                }
                d.row.takebackRequest = null;
                if (action.equals("accept")) {
                    takeBackTurn(d, request);
                }
            }
            default -> throw ApiException.badRequest("action must be request, accept or decline");
        }
        commit(g, d);
        afterChange(g);
    }

    /** The seat that chose the last move that anybody chose (hot-seat undo). */
    private static int lastChooser(Draft d) {
        for (int i = d.moveSeats.size() - 1; i >= 0; i--) {
            if (d.moveSeats.get(i) != null) {
                return d.moveSeats.get(i);
            }
        }
        throw ApiException.conflict("there is no move to take back");
    }

    /** The ply at which the seat's last turn began (declarations and dice of that turn included). */
    private static int lastTurnStart(Draft d, int seat) {
        int i = d.moveSeats.size() - 1;
        while (i >= 0 && !Integer.valueOf(seat).equals(d.moveSeats.get(i))) {
            i--;
        }
        if (i < 0) {
            throw ApiException.conflict("there is no move of yours to take back");
        }
        while (i > 0 && d.seatAt.get(i - 1) == seat) {
            i--;
        }
        return i;
    }

    /**
     * Returns to the seat's previous turn. Dice thrown in between are not lost: the n-th roll
     * depends only on the seed and n, so playing on throws them again.
     */
    private void takeBackTurn(Draft d, int seat) {
        d.truncate(lastTurnStart(d, seat));
        d.row.drawOffer = null;
        d.row.takebackRequest = null;
        autoplay(d);
        startTurn(d, now());
    }

    void claim(LiveGame g, Actor actor, String action) {
        requireActive(g);
        Draft d = g.draft();
        long chosen = g.moveSeats.stream().filter(s -> s != null).count();
        switch (action) {
            case "win" -> {
                Integer toMove = g.toMove();
                if (actor.both() || toMove == null || actor.seat().equals(toMove) || !claimable(g)) {
                    throw ApiException.conflict("no claim: the win can be claimed only by the seat waiting, after "
                            + config.claimAfter().toHours() + " hours of silence in a game without a running clock");
                }
                finish(d, winFor(d, actor.seat()), actor.seat(), g.game.sideName(g.sideOf(toMove))
                        + " did not move in time; " + g.game.sideName(g.sideOf(actor.seat())) + " claimed the win");
            }
            case "abort" -> {
                Integer toMove = g.toMove();
                boolean waiting = !actor.both() && toMove != null && !actor.seat().equals(toMove) && claimable(g);
                if (chosen >= 2 && !waiting) {
                    throw ApiException.conflict("a game with two moves or more can be aborted only by the seat waiting, after "
                            + config.claimAfter().toHours() + " hours of silence in a game without a running clock");
                }
                d.row.status = "aborted";
                d.row.reason = "Aborted";
                d.row.result = "*";
                d.row.deadlineAt = null;
                d.row.drawOffer = null;
                d.row.takebackRequest = null;
            }
            default -> throw ApiException.badRequest("action must be win or abort");
        }
        commit(g, d);
        afterChange(g);
    }

    /** Offers or accepts a rematch; returns the new game once made (null while an offer waits). */
    LiveGame rematch(LiveGame g, Actor actor, String action) {
        if (g.isActive()) {
            throw ApiException.conflict("a rematch can be offered only after the game");
        }
        if (g.row.rematchGameId != null) {
            throw ApiException.conflict("the rematch was already made: game " + g.row.rematchGameId);
        }
        if (!action.equals("offer") && !action.equals("accept")) {
            throw ApiException.badRequest("action must be offer or accept");
        }
        boolean atOnce = actor.both() || g.seats[0].isComputer() || g.seats[1].isComputer();
        Integer offer = g.row.rematchOffer;
        boolean accepted = atOnce || (offer != null && !offer.equals(actor.seat()));
        Draft d = g.draft();
        if (!accepted) {
            if (action.equals("accept")) {
                throw ApiException.conflict("no rematch was offered by the other seat");
            }
            d.row.rematchOffer = actor.seat();
            commit(g, d);
            afterChange(g);
            return null;
        }
        LiveGame next = createRematch(g, d);
        afterChange(g);
        if (next.computerToMove()) {
            computer.schedule(next.row.id);
        }
        return next;
    }

    private LiveGame createRematch(LiveGame g, Draft d) {
        long now = now();
        GameRow row = new GameRow();
        GameRow old = g.row;
        row.id = Tokens.newGameId();
        row.spec = old.spec;
        row.startPosition = old.startPosition;
        row.opponent = old.opponent;
        row.seed = Tokens.newSeed();
        row.clockType = old.clockType;
        row.clockMinutes = old.clockMinutes;
        row.clockIncrement = old.clockIncrement;
        row.clockDays = old.clockDays;
        row.status = "active";
        row.createdAt = now;
        row.turnStartedAt = now;
        resetClocks(row);
        // Colours swapped: each player's seat (and token) moves to the other colour.
        SeatRow[] seats = new SeatRow[2];
        for (int s = 0; s < 2; s++) {
            SeatRow o = g.seats[1 - s];
            seats[s] = new SeatRow(s, o.kind(), o.level(), o.tokenHash(), o.joined());
        }
        LiveGame next = new LiveGame(g.game, row, List.of(seats), List.of());
        Draft nd = next.draft();
        autoplay(nd);
        startTurn(nd, now);
        nd.row.ply = nd.moves.size();
        nd.row.updatedAt = now;
        d.row.rematchGameId = row.id;
        d.row.rematchOffer = null;
        d.row.version = g.row.version + 1;
        d.row.updatedAt = now;
        boolean stored = store.inTransaction(h -> {
            if (!store.updateGame(h, d.row)) {
                h.rollback();
                return false;
            }
            store.insertGame(h, nd.row);
            for (SeatRow s : seats) {
                store.insertSeat(h, row.id, s);
            }
            for (int ply = 0; ply < nd.moves.size(); ply++) {
                store.insertMove(h, row.id, new MoveRow(ply, nd.moves.get(ply), nd.moveSeats.get(ply), now));
            }
            return true;
        });
        if (!stored) {
            cache.remove(g.row.id, g);
            throw new ApiException(409, "stale", "the game changed meanwhile; fetch it again");
        }
        g.adopt(d);
        next.adopt(nd);
        cache.put(row.id, next);
        return next;
    }

    private static void requireActive(LiveGame g) {
        if (!g.isActive()) {
            throw ApiException.gameOver();
        }
    }

    private static int requireToMove(LiveGame g) {
        Integer seat = g.toMove();
        if (seat == null) {
            throw ApiException.gameOver();
        }
        return seat;
    }

    /** The seat an actor plays for in a move: its own, or in hot-seat the seat to move. */
    private static int actingSeat(LiveGame g, Actor actor) {
        if (actor.both()) {
            Integer seat = g.toMove();
            return seat == null ? 0 : seat;
        }
        return actor.seat();
    }

    // ---------------------------------------------------------------- start-up

    /** Games whose side to move is a computer: after a restart, they are thought about again. */
    void resumeComputerGames() {
        List<String> active = store.withHandle(store::activeComputerGameIds);
        int resumed = 0;
        for (String id : active) {
            LiveGame g = lock(id);
            try {
                if (g.computerToMove()) {
                    computer.schedule(id);
                    resumed++;
                }
            } finally {
                g.lock.unlock();
            }
        }
        if (resumed > 0) {
            LOG.info("resumed {} game(s) waiting for a computer move", resumed);
        }
    }

    // ---------------------------------------------------------------- views

    /** The state object of docs/API.md, as seen by {@code you}. */
    Map<String, Object> state(LiveGame g, Object you) {
        long now = now();
        Map<String, Object> s = new LinkedHashMap<>();
        GameRow r = g.row;
        GameState st = g.state;
        Game game = g.game;
        s.put("id", r.id);
        s.put("game", game.id());
        s.put("spec", game.spec());
        s.put("name", game.name());
        s.put("credit", game.credit());
        s.put("opponent", r.opponent);
        s.put("status", r.status);
        List<Map<String, Object>> seats = new ArrayList<>();
        for (SeatRow seat : g.seats) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seat", seat.seat());
            m.put("color", game.sideName(g.sideOf(seat.seat())));
            m.put("kind", seat.kind());
            if (seat.isComputer()) {
                m.put("level", seat.level());
            } else {
                m.put("joined", seat.joined());
            }
            seats.add(m);
        }
        s.put("seats", seats);
        s.put("you", you);
        s.put("ply", g.moves.size());
        s.put("moves", g.moves);
        s.put("startPosition", r.startPosition);
        s.put("position", st.position());
        List<List<String>> board = new ArrayList<>();
        for (int y = game.height() - 1; y >= 0; y--) {
            List<String> rank = new ArrayList<>();
            for (int x = 0; x < game.width(); x++) {
                rank.add(st.pieceAt(x, y));
            }
            board.add(rank);
        }
        s.put("board", board);
        Integer toMove = g.toMove();
        s.put("sideToMove", toMove == null ? null : game.sideName(st.sideToMove()));
        s.put("toMove", toMove);
        s.put("legalMoves", toMove == null ? List.of() : st.legalMoveNotations());
        s.put("lastMove", g.moves.isEmpty() ? null : g.moves.get(g.moves.size() - 1));
        if (st instanceof TwistState twist) {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("options", List.of(twist.options(0), twist.options(1)));
            t.put("turn", twist.turnText());
            t.put("lastRoll", lastRoll(g.moves));
            s.put("twist", t);
        }
        if (st instanceof MonkeyQueenState mq) {
            s.put("swapAvailable", g.isActive() && mq.swapAvailable());
        }
        s.put("drawOffer", r.drawOffer);
        s.put("takebackRequest", r.takebackRequest);
        s.put("result", r.status.equals("active") ? null : r.result);
        s.put("winner", r.winner);
        s.put("reason", r.reason);
        s.put("enginePolicy", r.enginePolicy);
        s.put("clock", clock(g, now));
        s.put("claimable", claimable(g));
        s.put("thinking", computer.isThinking(r.id));
        Map<String, Object> rematch = null;
        if (r.rematchGameId != null) {
            rematch = Map.of("gameId", r.rematchGameId);
        } else if (r.rematchOffer != null) {
            rematch = Map.of("offeredBy", r.rematchOffer);
        }
        s.put("rematch", rematch);
        if (!g.isActive() && game.id().equals("twist")) {
            s.put("seed", Long.toString(r.seed));
        }
        s.put("createdAt", r.createdAt);
        return s;
    }

    private static List<Integer> lastRoll(List<String> moves) {
        for (int i = moves.size() - 1; i >= 0; i--) {
            String m = moves.get(i);
            if (m.startsWith("roll:")) {
                String[] dice = m.substring(5).split("-");
                return List.of(Integer.parseInt(dice[0]), Integer.parseInt(dice[1]));
            }
        }
        return null;
    }

    private Map<String, Object> clock(LiveGame g, long now) {
        GameRow r = g.row;
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("type", r.clockType);
        if (r.clockType.equals("clock")) {
            c.put("minutes", r.clockMinutes);
            c.put("increment", r.clockIncrement);
        } else if (r.clockType.equals("correspondence")) {
            c.put("days", r.clockDays);
        }
        if (!r.clockType.equals("none")) {
            long[] remaining = r.remainingMs.clone();
            Integer running = r.deadlineAt != null ? g.toMove() : null;
            if (running != null) {
                remaining[running] = Math.max(0, r.deadlineAt - now);
            }
            c.put("remainingMs", List.of(remaining[0], remaining[1]));
            c.put("running", running);
        }
        c.put("serverTime", now);
        return c;
    }

    /**
     * The position string at every ply from 0 to the current one, replayed from the start
     * position with the stored moves: one pass, linear in the game's length (engine policy ends
     * every game within about a thousand plies, dice included).
     */
    List<String> positions(LiveGame g) {
        GameState st = g.game.parsePosition(g.row.startPosition);
        List<String> positions = new ArrayList<>(g.moveInts.size() + 1);
        positions.add(st.position());
        for (int move : g.moveInts) {
            st.play(move);
            positions.add(st.position());
        }
        return positions;
    }

    /** The game's record (docs/rules/README.md, game records): the multi-line form, or the one-line form. */
    String record(LiveGame g, boolean oneLine) {
        Game game = g.game;
        GameRecord.Builder b = GameRecord.builder(game)
                .date(LocalDate.ofInstant(Instant.ofEpochMilli(g.row.createdAt), ZoneOffset.UTC))
                .start(g.row.startPosition)
                .moves(g.moveInts);
        for (int seat = 0; seat < 2; seat++) {
            b.player(seat, playerName(g, seat));
        }
        if (g.row.status.equals("finished") && !g.state.isTerminal()) {
            b.result(Result.fromNotation(g.row.result));
        }
        if (!g.isActive() && g.row.reason != null) {
            b.tag("Termination", g.row.reason);
        }
        if (!g.isActive() && game.id().equals("twist")) {
            b.tag("Seed", Long.toString(g.row.seed));
        }
        if (g.state.playersSwapped()) {
            b.tag("Swap", game.sideName(0) + ": " + playerName(g, 1) + ", " + game.sideName(1) + ": " + playerName(g, 0));
        }
        GameRecord record = b.build();
        return oneLine ? record.toOneLine() + "\n" : record.toMultiLine();
    }

    private static String playerName(LiveGame g, int seat) {
        SeatRow s = g.seats[seat];
        return s.isComputer() ? s.level() : "human";
    }

    /** The levels a computer opponent can play at. */
    static List<String> levels() {
        return Players.names().stream().filter(n -> n.startsWith("level:")).toList();
    }

    /** Drops finished games from memory (they are reloaded from the database when asked for). */
    void forgetFinished() {
        cache.values().removeIf(g -> !g.isActive() && !live.hasSessions(g.row.id) && !g.lock.isLocked());
    }
}
