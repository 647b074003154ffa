package org.boardwright.server.play;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.boardwright.ai.Analysis;
import org.boardwright.ai.Budget;
import org.boardwright.ai.Clock;
import org.boardwright.ai.Player;
import org.boardwright.ai.PlayerForfeit;
import org.boardwright.ai.Players;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.SearchListener;
import org.boardwright.ai.TimeControl;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.server.common.Refusal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The computer's moves and the analysis requests, on worker threads of their own (never on a
 * request thread), served per client in turn ({@link FairWorkers}) so one client's many games or
 * requests cannot hold up another's. Each game has at most one move being thought about; a move
 * found after the game moved on (a takeback, a resignation) is dropped, and the game is looked at
 * again.
 */
public final class ComputerPlayers implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ComputerPlayers.class);

    /**
     * A search to run: {@code movesThen} is the game's move list when it started, so a move thought
     * for another position (a takeback and a different move came meanwhile) never lands; {@code
     * clock} is the computer's clock when the task was taken, null when the game has no clock
     * (untimed or correspondence).
     */
    public record Task(
            String gameId,
            Game game,
            GameState state,
            List<String> movesThen,
            String level,
            long seed,
            Clock clock) {}

    /**
     * Which instance thinks for a game. Alone on a database, this one always; with several
     * instances on one PostgreSQL, the one holding the game's claim ({@link ComputerLeases}).
     */
    interface Claim {
        boolean acquire(String gameId);

        /**
         * Whether another instance may be thinking for a game this one is not (the state's {@code
         * thinking}).
         */
        boolean shared();
    }

    static final Claim ALONE =
            new Claim() {
                @Override
                public boolean acquire(String gameId) {
                    return true;
                }

                @Override
                public boolean shared() {
                    return false;
                }
            };

    private final Turns turns;
    private final GameRepository games;
    private final ComputerSettings config;
    private final FairWorkers moves;
    private final FairWorkers analysis;

    /** Games with a move being thought about or queued: the state's {@code thinking}. */
    private final Set<String> pending = ConcurrentHashMap.newKeySet();

    private volatile boolean stopping;
    private volatile Claim claim = ALONE;

    public ComputerPlayers(Turns turns, GameRepository games, ComputerSettings config) {
        this.turns = turns;
        this.games = games;
        this.config = config;
        int threads = Math.max(1, config.threads());
        // At most one queued task per game, so the queues are bounded by the number of games.
        moves = new FairWorkers("boardwright-computer-", threads, config.threadsPerClient(), 0, 0);
        analysis =
                new FairWorkers(
                        "boardwright-analysis-",
                        1,
                        1,
                        config.analysisPerClient(),
                        Math.max(1, config.analysisQueue()));
    }

    public void useClaim(Claim claim) {
        this.claim = claim;
    }

    /**
     * The state's {@code thinking}: a move is coming here, or (several instances) the computer is
     * to move and one of them thinks.
     */
    boolean isThinking(LiveGame g) {
        return pending.contains(g.id()) || claim.shared() && g.computerToMove();
    }

    /** Whether a computer move of the game is queued or being thought about here. */
    public boolean isPending(String gameId) {
        return pending.contains(gameId);
    }

    /** Games with a computer move queued or being thought about here (their claims are renewed). */
    public Set<String> pendingGames() {
        return Set.copyOf(pending);
    }

    /**
     * Asks for the computer's move in a game (no-op when one is already coming), queued for the
     * client whose request made it the computer's turn (null: the game's own queue).
     */
    public void schedule(String gameId, String client) {
        if (stopping || !pending.add(gameId)) {
            return;
        }
        String queue = client != null ? client : "game:" + gameId;
        if (!moves.submit(queue, () -> think(gameId, queue))) {
            pending.remove(gameId); // shutting down; the game resumes after the restart
        }
    }

    /** Called by {@link Turns} when the computer's move landed, before the new state is pushed. */
    void moved(String gameId) {
        pending.remove(gameId);
    }

    private void think(String gameId, String client) {
        boolean landed = false;
        boolean failed = false;
        boolean claimed = false;
        try {
            if (stopping || !claim.acquire(gameId)) {
                return; // another instance thinks for this game
            }
            claimed = true;
            Task task = turns.computerTask(gameId);
            if (task == null || stopping) {
                return;
            }
            Player engine = config.engines().player(task.level(), task.game());
            Player player =
                    engine != null
                            ? engine
                            : Players.create(
                                    task.level(),
                                    task.game(),
                                    1,
                                    new SplittableRandom(task.seed()));
            Budget budget = budget(config, task);
            int move;
            try {
                move = player.chooseMove(task.state(), budget, stopListener());
            } catch (PlayerForfeit forfeit) {
                // An outside engine that crashed, hung or played an illegal move loses this game.
                if (!stopping) {
                    LOG.warn(
                            "engine {} forfeits game {}: {}",
                            task.level(),
                            gameId,
                            forfeit.getMessage());
                    landed = turns.computerForfeits(gameId, task.movesThen(), forfeit.getMessage());
                }
                return;
            } catch (RuntimeException | Error e) {
                if (stopping) {
                    return;
                }
                // A game must never stall on a failing search: log it and play a random legal move.
                LOG.error(
                        "the computer's search failed in game {}; it plays a random legal move",
                        gameId,
                        e);
                move =
                        task.state()
                                .randomMove(new SplittableRandom(), new int[GameState.MAX_MOVES]);
            } finally {
                player.close(); // an outside engine's process ends with its move
            }
            if (stopping) {
                return; // the server is stopping: store nothing; the move is thought again after
                // the restart
            }
            landed = turns.computerMove(gameId, task.movesThen(), task.state().formatMove(move));
        } catch (Refusal e) {
            if (e.kind() != Refusal.Kind.CONFLICT) {
                failed = true;
                LOG.error("computer move in game {} failed", gameId, e);
            } // a conflict: another instance changed the game first (even played this move);
            // looked at again below
        } catch (RuntimeException | Error e) {
            failed = true; // not retried: a failing search would fail again; the game stays waiting
            // and is logged
            if (!stopping) {
                LOG.error("computer move in game {} failed", gameId, e);
            }
        } finally {
            if (!landed) {
                pending.remove(gameId);
                if (claimed && !failed && !stopping && stillComputerToMove(gameId)) {
                    schedule(
                            gameId,
                            client); // the game moved on while the computer thought: think again
                }
            }
        }
    }

    /**
     * How long the computer thinks: its level's budget, and in a game with a clock a level that
     * thinks for a time (level:max) thinks by its clock instead ({@link TimeControl#SERVER}: a
     * share of its time left, most of the increment, a second kept back, 30 seconds at most), so it
     * takes longer in a 15 + 10 game than in a 1 + 0 one and never runs out of time while it has
     * some. Levels that think a fixed amount (nodes or plies) keep it.
     */
    static Budget budget(ComputerSettings config, Task task) {
        Budget level = config.levelBudget().apply(task.level());
        return task.clock() == null ? level : TimeControl.SERVER.budget(level, task.clock());
    }

    private boolean stillComputerToMove(String gameId) {
        LiveGame g = games.lock(gameId);
        try {
            return g.computerToMove();
        } finally {
            g.lock.unlock();
        }
    }

    private SearchListener stopListener() {
        return new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {}

            @Override
            public boolean stopRequested() {
                return stopping;
            }
        };
    }

    /**
     * Analyses a position with the game's strongest player (ai {@link Analysis}) on the analysis
     * worker, the addresses served in turn; 429 {@code busy} when the address has its share running
     * or waiting, or the queue is full.
     */
    public CompletableFuture<Analysis.Report> analyse(GameState state, String client) {
        CompletableFuture<Analysis.Report> result = new CompletableFuture<>();
        boolean queued =
                analysis.submit(
                        client,
                        () -> {
                            try {
                                result.complete(
                                        Analysis.analyse(
                                                state, config.analysisBudget(), 1, stopListener()));
                            } catch (RuntimeException | Error e) {
                                result.completeExceptionally(e);
                            }
                        });
        if (!queued) {
            throw new Refusal(
                    Refusal.Kind.RATE_LIMITED,
                    "busy",
                    "the analysis queue is full (or this address has "
                            + config.analysisPerClient()
                            + " analyses waiting); try again in a moment");
        }
        return result;
    }

    /** The workers that think about computer moves (their queue, for the metrics). */
    public FairWorkers moveWorkers() {
        return moves;
    }

    /** The worker that analyses positions for hints and reviews. */
    public FairWorkers analysisWorkers() {
        return analysis;
    }

    @Override
    public void close() {
        stopping = true;
        moves.stop(10_000);
        analysis.stop(10_000);
    }
}
