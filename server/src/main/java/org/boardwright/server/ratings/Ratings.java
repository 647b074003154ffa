package org.boardwright.server.ratings;

import java.util.List;
import org.boardwright.server.play.Draft;
import org.boardwright.server.play.GameStatus;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.PlayerRatings;
import org.boardwright.server.play.SeatRow;
import org.jdbi.v3.core.Handle;

/**
 * Ratings change when a rated game ends: both players' Glicko-2 ratings in that game are updated in
 * the transaction that stores the end, so a result and its ratings are stored together or not at
 * all, and each seat keeps the change the result made.
 */
public final class Ratings implements PlayerRatings {

    /** A rating period, for the deviation's growth while a player does not play. */
    static final long PERIOD_MS = 30L * 24 * 3600 * 1000;

    private final RatingStore store;
    private final java.time.InstantSource time;

    public Ratings(RatingStore store, java.time.InstantSource time) {
        this.store = store;
        this.time = time;
    }

    /** A player's rating in a game now (the initial one before any rated game). */
    @Override
    public int rating(String accountId, String gameId) {
        return (int) Math.round(current(accountId, gameId).rating());
    }

    public Glicko2.Rating current(String accountId, String game) {
        return store.find(accountId, game)
                .map(e -> aged(e, time.millis()))
                .orElse(Glicko2.Rating.INITIAL);
    }

    /** A stored rating with its deviation grown by the time since its last game. */
    private static Glicko2.Rating aged(RatingStore.Entry e, long now) {
        return Glicko2.idle(e.rating(), (now - e.updatedAt()) / (double) PERIOD_MS);
    }

    /** Called inside the transaction that stores the end of a game. */
    public void gameEnding(Handle h, Draft d, long now) {
        LiveGame g = d.base;
        if (!g.setup.rated() || d.outcome.status() != GameStatus.FINISHED) {
            return;
        }
        SeatRow.SeatPlayer[] players = {d.seats[0].player(), d.seats[1].player()};
        if (players[0] == null || players[1] == null) {
            return; // an account was deleted meanwhile: nothing to rate
        }
        String game = g.game.id();
        RatingStore.Entry[] before = new RatingStore.Entry[2];
        // Rows locked in the order of the account ids, so two games ending at once cannot
        // deadlock.
        int firstLocked = players[0].accountId().compareTo(players[1].accountId()) <= 0 ? 0 : 1;
        for (int k = 0; k < 2; k++) {
            int s = k == 0 ? firstLocked : 1 - firstLocked;
            store.ensure(h, players[s].accountId(), game, Glicko2.Rating.INITIAL, now);
            before[s] = store.forUpdate(h, players[s].accountId(), game).orElseThrow();
        }
        Integer winner = d.outcome.winner();
        for (int s = 0; s < 2; s++) {
            Glicko2.Rating own = rating(before[s], now);
            Glicko2.Rating other = rating(before[1 - s], now);
            double score = winner == null ? 0.5 : winner == s ? 1 : 0;
            Glicko2.Rating after =
                    Glicko2.update(
                            own,
                            List.of(new Glicko2.Game(other.rating(), other.deviation(), score)));
            store.save(
                    h,
                    players[s].accountId(),
                    new RatingStore.Entry(game, after, before[s].games() + 1, now),
                    g.id());
            int diff = (int) Math.round(after.rating()) - (int) Math.round(own.rating());
            int shown =
                    players[s].rating() != null
                            ? players[s].rating()
                            : (int) Math.round(own.rating());
            d.seats[s] = d.seats[s].ownedBy(players[s].withRating(shown, diff));
        }
    }

    private static Glicko2.Rating rating(RatingStore.Entry e, long now) {
        return e.games() == 0 ? Glicko2.Rating.INITIAL : aged(e, now);
    }
}
