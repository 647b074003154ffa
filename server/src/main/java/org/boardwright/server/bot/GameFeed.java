package org.boardwright.server.bot;

import java.util.Optional;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.play.Actor;
import org.boardwright.server.play.Clocks;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.GameStatus;
import org.boardwright.server.play.GameView;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.Seating;

/**
 * One of a bot's games for its game stream: a poll compares the stored version (one small query)
 * with the last state sent and reads the game afresh only when it changed, here or on another
 * instance. Owned by one stream's thread.
 */
public final class GameFeed {

    private final GameRepository games;
    private final Clocks clocks;
    private final GameView view;
    private final Seating seating;
    private final Account bot;
    private final String gameId;
    private long sentVersion = -1;
    private boolean over;

    GameFeed(
            GameRepository games,
            Clocks clocks,
            GameView view,
            Seating seating,
            Account bot,
            String gameId) {
        this.games = games;
        this.clocks = clocks;
        this.view = view;
        this.seating = seating;
        this.bot = bot;
        this.gameId = gameId;
    }

    void checkSeated() {
        LiveGame g = games.lockFresh(gameId);
        try {
            seating.seatedActor(g, Bots.credentials(bot));
        } finally {
            g.lock.unlock();
        }
    }

    /** Whether the last state sent was the game's end: the stream ends after it. */
    public boolean over() {
        return over;
    }

    /** The game's state when it changed since the last poll (the first poll: always). */
    public Optional<GameView.State> poll() {
        if (sentVersion >= 0 && games.storedVersion(gameId) == sentVersion) {
            return Optional.empty();
        }
        LiveGame g = games.lockFresh(gameId);
        try {
            clocks.checkFlag(g);
            Actor actor = seating.actor(g, Bots.credentials(bot));
            GameView.State state = view.state(g, actor.you());
            sentVersion = g.version;
            over = state.status() != GameStatus.ACTIVE;
            return Optional.of(state);
        } finally {
            g.lock.unlock();
        }
    }
}
