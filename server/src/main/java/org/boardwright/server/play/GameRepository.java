package org.boardwright.server.play;

import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.store.Store;
import org.jdbi.v3.core.Handle;

/**
 * Games in memory over the {@link Store}: load, lock, change a draft, commit. Each game is changed
 * under its own lock; a change is computed on a {@link Draft}, stored in one transaction with a
 * version check (so two servers on one database never both land a change), then adopted, and the
 * listener is told (live updates, the computer's turn).
 */
public final class GameRepository {

    private static final String ID_PATTERN = "[0-9A-Za-z]{12}";

    /** Told after every committed change (and every new game), with the game still locked. */
    @FunctionalInterface
    public interface Listener {
        void changed(LiveGame g);
    }

    /**
     * Told inside the transaction that stores a change (or a new game), so what it writes is
     * committed with the change or not at all: announcing it to other instances, claiming the
     * computer's next move.
     */
    @FunctionalInterface
    public interface CommitHook {
        void committing(Handle h, LiveGame g, long version, boolean computerToMove);
    }

    /**
     * Told inside the transaction that stores the end of a game, before the seats are written: it
     * may change the draft's seats (the rating changes of a rated game).
     */
    @FunctionalInterface
    public interface EndHook {
        void ending(Handle h, Draft d, long now);
    }

    private final Store store;
    private final InstantSource time;
    private EndHook endHook = (h, d, now) -> {};
    private final Map<String, LiveGame> cache = new ConcurrentHashMap<>();
    private Listener listener = g -> {};
    private CommitHook commitHook = (h, g, version, computerToMove) -> {};

    public GameRepository(Store store, InstantSource time) {
        this.store = store;
        this.time = time;
    }

    public void onChange(Listener listener) {
        this.listener = listener;
    }

    public void onEnd(EndHook endHook) {
        this.endHook = endHook;
    }

    public void onCommit(CommitHook commitHook) {
        this.commitHook = commitHook;
    }

    public long now() {
        return time.millis();
    }

    /** The game, locked by the caller's thread; the caller unlocks. 404 for an id of no game. */
    public LiveGame lock(String id) {
        if (id == null || !id.matches(ID_PATTERN)) {
            throw Refusal.notFound("no such game");
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
                g.lastUsed = now();
                return g;
            }
            g.lock.unlock(); // dropped from the cache meanwhile: take the fresh one
        }
    }

    /**
     * The game as stored now, locked: for a client's request. Another server on the same database
     * may have changed it; one cheap query on the version tells, and the game is then read afresh.
     */
    /** The stored version of a game, or -1 when there is no such game. */
    public long storedVersion(String id) {
        return store.withHandle(h -> GameTables.version(h, id));
    }

    public LiveGame lockFresh(String id) {
        LiveGame g = lock(id);
        long stored = store.withHandle(h -> GameTables.version(h, id));
        if (stored == g.version) {
            return g;
        }
        cache.remove(id, g);
        g.lock.unlock();
        return lock(id);
    }

    private LiveGame load(Handle h, String id) {
        GameRow row =
                GameTables.findGame(h, id)
                        .orElseThrow(() -> Refusal.notFound("no game " + Refusal.echo(id)));
        return LiveGame.load(
                row,
                GameTables.seats(h, id),
                GameTables.moves(h, id),
                GameTables.recordTags(h, id));
    }

    boolean isCached(String id) {
        return cache.containsKey(id);
    }

    /**
     * Another instance stored {@code version} of a game: the cached copy is dropped when it is
     * older (the next lock reads the game afresh). False when the copy is already that new.
     */
    public boolean dropIfOlder(String id, long version) {
        LiveGame g = cache.get(id);
        if (g == null) {
            return true;
        }
        g.lock.lock();
        try {
            if (g.version >= version && cache.get(id) == g) {
                return false;
            }
            cache.remove(id, g);
            return true;
        } finally {
            g.lock.unlock();
        }
    }

    /** Changes a locked game: the change works on a draft, which is then committed. */
    public void change(LiveGame g, Consumer<Draft> change) {
        Draft d = g.draft();
        change.accept(d);
        commit(g, d);
    }

    /**
     * Stores a draft (its moves from {@code firstChangedPly} on and its row, with the version
     * bumped) in one transaction, then adopts it. When another writer got there first nothing is
     * stored, the cached game is dropped and the request is answered {@code 409 stale}.
     */
    void commit(LiveGame g, Draft d) {
        commit(g, d, null);
    }

    /** Commits a draft and, in the same transaction, a new game (a rematch). */
    void commit(LiveGame g, Draft d, LiveGame created) {
        long now = now();
        if (g.isActive() && !d.isActive() && g.setup.rated() && !RatedGames.playedOut(d.play)) {
            d.outcome = RatedGames.TOO_SHORT;
        }
        d.version = g.version + 1;
        boolean stored;
        try {
            stored =
                    store.inTransaction(
                            h -> {
                                // The version check first: a writer that lost the race touches no
                                // move.
                                if (!GameTables.updateGame(h, d.row(now))) {
                                    h.rollback();
                                    return false;
                                }
                                if (d.firstChangedPly < d.storedPly) {
                                    GameTables.deleteMovesFrom(h, g.id(), d.firstChangedPly);
                                }
                                insertMoves(h, g.id(), d.play, d.firstChangedPly, now);
                                if (g.isActive() && !d.isActive()) {
                                    endHook.ending(h, d, now);
                                }
                                for (int seat = 0; seat < d.seats.length; seat++) {
                                    if (!d.seats[seat].equals(g.seats[seat])) {
                                        GameTables.updateSeat(h, g.id(), d.seats[seat]);
                                    }
                                }
                                commitHook.committing(h, g, d.version, d.computerToMove());
                                if (created != null) {
                                    insertGame(h, created, now);
                                }
                                return true;
                            });
        } catch (RuntimeException e) {
            cache.remove(g.id(), g); // whatever failed, the next request reads the game afresh
            throw e;
        }
        if (!stored) {
            cache.remove(g.id(), g);
            throw new Refusal(
                    Refusal.Kind.CONFLICT, "stale", "the game changed meanwhile; fetch it again");
        }
        g.adopt(d);
        listener.changed(g);
        if (created != null) {
            created.lastUsed = now;
            cache.put(created.id(), created);
            listener.changed(created);
        }
    }

    /** Stores a new game with its seats and moves, and holds it in memory. */
    void create(LiveGame g) {
        long now = now();
        store.inTransaction(
                h -> {
                    insertGame(h, g, now);
                    return null;
                });
        g.lastUsed = now;
        cache.put(g.id(), g);
        listener.changed(g);
    }

    /**
     * Stores the game {@code decide} makes in the transaction it runs in (null: none, and nothing
     * else it did is undone): a game started by taking something else, both or neither.
     */
    public LiveGame createIn(java.util.function.Function<Handle, LiveGame> decide) {
        long now = now();
        LiveGame g =
                store.inTransaction(
                        h -> {
                            LiveGame made = decide.apply(h);
                            if (made != null) {
                                insertGame(h, made, now);
                            }
                            return made;
                        });
        if (g != null) {
            g.lastUsed = now;
            cache.put(g.id(), g);
            listener.changed(g);
        }
        return g;
    }

    private void insertGame(Handle h, LiveGame g, long now) {
        GameTables.insertGame(
                h,
                new GameRow(
                        g.setup,
                        g.clock,
                        g.outcome,
                        g.offers,
                        g.ply(),
                        g.play.rollsThrown(),
                        g.version,
                        now,
                        g.toMove()));
        for (SeatRow s : g.seats) {
            GameTables.insertSeat(h, g.id(), s);
        }
        insertMoves(h, g.id(), g.play, 0, now);
        GameTables.insertRecordTags(h, g.id(), g.recordTags);
        commitHook.committing(h, g, g.version, g.computerToMove());
    }

    private void insertMoves(
            Handle h, String id, org.boardwright.engine.play.PlayedGame play, int from, long now) {
        for (int ply = from; ply < play.size(); ply++) {
            var p = play.plies().get(ply);
            GameTables.insertMove(h, id, new MoveRow(ply, p.notation(), p.chosenBy(), now));
        }
    }

    /** Marks a seat's player as having shown up (the invited friend opened the link). */
    void markJoined(LiveGame g, int seat) {
        store.inTransaction(
                h -> {
                    GameTables.markJoined(h, g.id(), seat);
                    return null;
                });
        g.seats[seat] = g.seats[seat].joinedNow();
    }

    public List<String> activeComputerGameIds() {
        return store.withHandle(GameTables::activeComputerGameIds);
    }

    List<String> gamesPastDeadline(long now) {
        return store.withHandle(h -> GameTables.gamesPastDeadline(h, now));
    }

    /**
     * Drops from memory the games nobody has asked for within {@code idle} and that are not {@code
     * busy} (watched, or the computer thinking), finished or not: an abandoned game is reloaded
     * from the database when somebody asks for it again.
     */
    public void forgetIdle(java.time.Duration idle, Predicate<LiveGame> busy) {
        long before = now() - idle.toMillis();
        cache.values().removeIf(g -> g.lastUsed <= before && !g.lock.isLocked() && !busy.test(g));
    }

    /** The games held in memory now. */
    public int inMemoryCount() {
        return cache.size();
    }

    /** Whether a game is held in memory now. */
    public boolean inMemory(String id) {
        return cache.containsKey(id);
    }
}
