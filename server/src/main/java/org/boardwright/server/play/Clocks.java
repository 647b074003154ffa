package org.boardwright.server.play;

import java.time.Duration;
import java.util.List;
import org.boardwright.ai.Clock;
import org.boardwright.engine.play.PlayedGame;
import org.boardwright.server.common.Refusal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Time: the mover's clock charged after each move, the next turn's deadline, flags that fall
 * (checked on each request and by a timer, even with nobody connected), and the claims a seat may
 * make when the other stays silent in an untimed game.
 */
public final class Clocks {

    private static final Logger LOG = LoggerFactory.getLogger(Clocks.class);

    private final GameRepository games;
    private final Duration claimAfter;

    public Clocks(GameRepository games, Duration claimAfter) {
        this.games = games;
        this.claimAfter = claimAfter;
    }

    Duration claimAfter() {
        return claimAfter;
    }

    /**
     * Charges the mover's clock for the turn just ended, the computer's as a person's: it thinks by
     * its clock ({@link ComputerPlayers}).
     */
    static void charge(Draft d, int seat, long now) {
        ClockSettings settings = d.base.setup.clock();
        ClockState c = d.clock;
        if (!settings.isTimed() || !c.started()) {
            return;
        }
        long left = c.remaining(seat) - (now - c.turnStartedAt());
        long next =
                settings.kind() == ClockKind.CLOCK
                        ? Math.max(0, left) + settings.increment() * 1000L
                        : settings.fullMs();
        d.clock = c.withRemaining(seat, next);
    }

    /**
     * Starts the turn of the seat now to move: the clocks run once every person at the table has
     * moved (so nobody loses time before the opponent arrives), the computer's too.
     */
    static void startTurn(Draft d, long now) {
        ClockSettings settings = d.base.setup.clock();
        boolean started =
                d.clock.started()
                        || (d.play.hasChosen(0) || d.seat(0).isComputer())
                                && (d.play.hasChosen(1) || d.seat(1).isComputer());
        Integer seat = d.toMove();
        if (seat != null && settings.kind() == ClockKind.CORRESPONDENCE) {
            d.clock = d.clock.withRemaining(seat, settings.fullMs());
        }
        Long deadline =
                seat != null && settings.isTimed() && started
                        ? now + d.clock.remaining(seat)
                        : null;
        d.clock = d.clock.withTurn(started, now, deadline);
    }

    /** Lets a flag fall: the seat to move ran out of time. Returns whether it did. */
    public boolean checkFlag(LiveGame g) {
        Long deadline = g.clock.deadlineAt();
        if (!g.isActive() || deadline == null || games.now() < deadline) {
            return false;
        }
        int seat = g.toMove();
        games.change(
                g,
                d -> {
                    d.clock = d.clock.withRemaining(seat, 0);
                    d.winFor(1 - seat, g.game.sideName(g.sideOf(seat)) + " ran out of time");
                });
        return true;
    }

    /** The timer: lets every flag fall whose time is up, even with nobody connected. */
    public void checkDeadlines() {
        List<String> due = games.gamesPastDeadline(games.now());
        for (String id : due) {
            LiveGame g = games.lock(id);
            try {
                checkFlag(g);
            } catch (Refusal e) {
                LOG.debug("flag check of {} raced another change: {}", id, e.getMessage());
            } finally {
                g.lock.unlock();
            }
        }
    }

    /**
     * Whether the seat waiting may claim the win or abort: untimed (or clock not yet running) and
     * the seat to move silent too long.
     */
    boolean claimable(LiveGame g) {
        Integer seat = g.toMove();
        if (seat == null || g.seats[seat].isComputer() || g.clock.deadlineAt() != null) {
            return false;
        }
        return games.now() - g.clock.turnStartedAt() >= claimAfter.toMillis();
    }

    /** The clock view's remaining times now, the running clock counted down to now. */
    long[] remainingNow(LiveGame g, long now) {
        long[] remaining = {g.clock.remaining0(), g.clock.remaining1()};
        Integer running = running(g);
        if (running != null) {
            remaining[running] = Math.max(0, g.clock.deadlineAt() - now);
        }
        return remaining;
    }

    /**
     * The computer's clock as it starts thinking in a game with a clock ({@code minutes} and {@code
     * increment}): its time left now, the increment and the moves it has chosen; null in an untimed
     * or correspondence game, where the computer thinks for its level's budget (days are no reason
     * to think for hours).
     */
    static Clock computerClock(LiveGame g, int seat, long now) {
        ClockSettings settings = g.setup.clock();
        if (settings.kind() != ClockKind.CLOCK) {
            return null;
        }
        Long deadline = g.clock.deadlineAt();
        long left =
                deadline != null && Integer.valueOf(seat).equals(running(g))
                        ? Math.max(0, deadline - now)
                        : g.clock.remaining(seat);
        return Clock.suddenDeath(left, settings.increment() * 1000L, movesChosen(g.play, seat));
    }

    /**
     * The moves a seat has chosen: each was charged to its clock as a turn of its own (with the
     * increment); what was played automatically, such as dice, is nobody's.
     */
    static int movesChosen(PlayedGame play, int seat) {
        int moves = 0;
        for (PlayedGame.Ply ply : play.plies()) {
            Integer by = ply.chosenBy();
            if (by != null && by == seat) {
                moves++;
            }
        }
        return moves;
    }

    /** The seat whose clock runs, or null. */
    static Integer running(LiveGame g) {
        return g.clock.deadlineAt() != null ? g.toMove() : null;
    }
}
