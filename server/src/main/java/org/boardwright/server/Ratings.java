package org.boardwright.server;

import java.util.List;
import org.jdbi.v3.core.Handle;

/**
 * Ratings change when a rated game ends: both players' Glicko-2 ratings in that game are updated in
 * the transaction that stores the end, so a result and its ratings are stored together or not at
 * all, and each seat keeps the change the result made.
 */
final class Ratings {

    private final RatingStore store;

    Ratings(RatingStore store) {
        this.store = store;
    }

    /** A player's rating in a game now (the initial one before any rated game). */
    Glicko2.Rating current(String accountId, String game) {
        return store.find(accountId, game)
                .map(RatingStore.Entry::rating)
                .orElse(Glicko2.Rating.INITIAL);
    }

    /** Called inside the transaction that stores the end of a game. */
    void gameEnding(Handle h, Draft d, long now) {
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
        for (int s = 0; s < 2; s++) {
            before[s] = store.forUpdate(h, players[s].accountId(), game).orElse(null);
        }
        Integer winner = d.outcome.winner();
        for (int s = 0; s < 2; s++) {
            Glicko2.Rating own = rating(before[s]);
            Glicko2.Rating other = rating(before[1 - s]);
            double score = winner == null ? 0.5 : winner == s ? 1 : 0;
            Glicko2.Rating after =
                    Glicko2.update(
                            own,
                            List.of(new Glicko2.Game(other.rating(), other.deviation(), score)));
            int games = before[s] == null ? 1 : before[s].games() + 1;
            store.save(
                    h,
                    players[s].accountId(),
                    new RatingStore.Entry(game, after, games, now),
                    before[s] != null,
                    g.id());
            int diff = (int) Math.round(after.rating()) - (int) Math.round(own.rating());
            int shown =
                    players[s].rating() != null
                            ? players[s].rating()
                            : (int) Math.round(own.rating());
            d.seats[s] = d.seats[s].ownedBy(players[s].withRating(shown, diff));
        }
    }

    private static Glicko2.Rating rating(RatingStore.Entry e) {
        return e == null ? Glicko2.Rating.INITIAL : e.rating();
    }
}
