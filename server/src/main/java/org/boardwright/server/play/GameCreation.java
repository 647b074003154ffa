package org.boardwright.server.play;

import java.util.List;
import org.boardwright.engine.Game;
import org.boardwright.engine.Result;
import org.boardwright.engine.play.PlayedGame;
import org.boardwright.engine.record.GameRecord;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Tokens;

/**
 * New games: from a request (optionally continuing an imported record), and rematches with colours
 * swapped.
 */
public final class GameCreation {

    /** Where the creator sits: the first seat, the second, or one drawn at random. */
    public enum Color {
        FIRST,
        SECOND,
        RANDOM
    }

    /** What a new game is: checked request fields. */
    public record NewGame(
            Game game,
            Opponent opponent,
            String level,
            Color color,
            ClockSettings clock,
            GameRecord record,
            String imported) {}

    /**
     * What the creator gets back: the game, the creator's token and the friend's invite token
     * (shown once), the creator's seat.
     */
    public record Created(LiveGame game, Object seat, String token, String inviteToken) {}

    private final GameRepository games;
    private final PlayerRatings ratings;

    public GameCreation(GameRepository games, PlayerRatings ratings) {
        this.games = games;
        this.ratings = ratings;
    }

    /**
     * A new game for the client at {@code client} (an address: its computer moves are queued for
     * it).
     */
    public Created create(NewGame n, String client, Account creator) {
        long now = games.now();
        int creatorSeat =
                switch (n.color()) {
                    case FIRST -> 0;
                    case SECOND -> 1;
                    case RANDOM -> Tokens.newSeed() >= 0 ? 0 : 1;
                };
        String token = Tokens.newToken();
        // The friend's invitation, exchanged once for a seat token only the friend ever sees
        // (Invitations).
        String inviteToken = n.opponent() == Opponent.FRIEND ? Tokens.newToken() : null;
        SeatRow[] seats = new SeatRow[2];
        switch (n.opponent()) {
            case HOTSEAT -> {
                seats[0] = SeatRow.human(0, Tokens.hash(token), true);
                seats[1] = SeatRow.human(1, Tokens.hash(token), true);
            }
            case COMPUTER -> {
                seats[creatorSeat] = SeatRow.human(creatorSeat, Tokens.hash(token), true);
                seats[1 - creatorSeat] = SeatRow.computer(1 - creatorSeat, n.level());
            }
            case FRIEND -> {
                seats[creatorSeat] = SeatRow.human(creatorSeat, Tokens.hash(token), true);
                seats[1 - creatorSeat] = SeatRow.invited(1 - creatorSeat, Tokens.hash(inviteToken));
            }
        }
        if (creator != null) {
            // The creator's seat (both in hot-seat) is the account's, on every device.
            SeatRow.SeatPlayer player = SeatRow.SeatPlayer.of(creator);
            for (int s = 0; s < 2; s++) {
                boolean creators = n.opponent() == Opponent.HOTSEAT || s == creatorSeat;
                if (creators) {
                    seats[s] = seats[s].ownedBy(player);
                }
            }
        }
        String start = n.record() != null ? n.record().startPosition() : n.game().initialPosition();
        GameSetup setup =
                new GameSetup(
                        Tokens.newGameId(),
                        n.game().spec(),
                        start,
                        n.opponent(),
                        Tokens.newSeed(),
                        n.clock(),
                        now,
                        false);
        LiveGame g = fresh(setup, n.game(), List.of(seats), now);
        if (n.record() != null) {
            g.recordTags = RecordTags.of(n.record());
        }
        Draft d = g.draft();
        if (n.record() != null) {
            replay(d, n.record());
        }
        if (n.record() != null && n.record().isFinished() && !d.play.isOver()) {
            Result r = n.record().result();
            String reason = n.record().tag("Termination").orElse("as the imported record says");
            d.finish(
                    r,
                    r.winner() < 0 ? null : d.play.state().seatOfSide(r.winner()),
                    reason,
                    false);
        } else {
            d.play.playAutomatic();
            Turns.endOnBoard(d);
        }
        Clocks.startTurn(d, now);
        g.adopt(d);
        g.client = client;
        games.create(g);
        return new Created(
                g, n.opponent() == Opponent.HOTSEAT ? "both" : creatorSeat, token, inviteToken);
    }

    /**
     * An imported record's moves: dice and forced passes were nobody's choice; every other move was
     * its seat's.
     */
    private static void replay(Draft d, GameRecord record) {
        for (int move : record.moves()) {
            boolean automatic =
                    d.play.state().isChanceNode()
                            || d.play.state()
                                            .forcedMove(
                                                    new int
                                                            [org.boardwright.engine.GameState
                                                                    .MAX_MOVES])
                                    == move;
            d.play(move, automatic ? null : d.play.state().seatToMove());
        }
    }

    /**
     * The rematch of a finished game: the same game and timing, a new seed, each player in the
     * other seat.
     */
    LiveGame rematchOf(LiveGame old, String client) {
        long now = games.now();
        GameSetup o = old.setup;
        GameSetup setup =
                new GameSetup(
                        Tokens.newGameId(),
                        o.spec(),
                        o.startPosition(),
                        o.opponent(),
                        Tokens.newSeed(),
                        o.clock(),
                        now,
                        o.rated());
        SeatRow[] seats = new SeatRow[2];
        for (int s = 0; s < 2; s++) {
            seats[s] = old.seats[1 - s].movedTo(s);
            SeatRow.SeatPlayer p = seats[s].player();
            if (o.rated() && p != null) {
                // A rated rematch shows each player's rating as it is when it starts.
                int rating = ratings.rating(p.accountId(), old.game.id());
                seats[s] = seats[s].ownedBy(p.withRating(rating, null));
            }
        }
        LiveGame next = fresh(setup, old.game, List.of(seats), now);
        Draft d = next.draft();
        Turns.continueGame(d, now);
        next.adopt(d);
        next.client = client;
        return next;
    }

    /** A player of a game made in the lobby: the account and its rating in the game. */
    public record Matched(Account account, int rating) {}

    /**
     * A game between two accounts made in the lobby (an accepted challenge, quick pairing): each
     * seat is its account's on every device, with no token; rated or casual.
     */
    public LiveGame createMatched(
            Game game, ClockSettings clock, boolean rated, Matched first, Matched second) {
        LiveGame g = matched(game, clock, rated, first, second);
        games.create(g);
        return g;
    }

    /**
     * A game between two accounts, not stored yet (for {@link GameRepository#createIn}): reads
     * nothing from the database.
     */
    public LiveGame matched(
            Game game, ClockSettings clock, boolean rated, Matched first, Matched second) {
        long now = games.now();
        GameSetup setup =
                new GameSetup(
                        Tokens.newGameId(),
                        game.spec(),
                        game.initialPosition(),
                        Opponent.FRIEND,
                        Tokens.newSeed(),
                        clock,
                        now,
                        rated);
        Matched[] players = {first, second};
        SeatRow[] seats = new SeatRow[2];
        for (int s = 0; s < 2; s++) {
            seats[s] =
                    new SeatRow(
                            s,
                            SeatKind.HUMAN,
                            null,
                            null,
                            null,
                            true,
                            SeatRow.SeatPlayer.of(players[s].account())
                                    .withRating(players[s].rating(), null));
        }
        LiveGame g = fresh(setup, game, List.of(seats), now);
        Draft d = g.draft();
        Turns.continueGame(d, now);
        g.adopt(d);
        return g;
    }

    private static LiveGame fresh(GameSetup setup, Game game, List<SeatRow> seats, long now) {
        PlayedGame play = new PlayedGame(game, setup.startPosition(), setup.seed());
        return new LiveGame(
                setup,
                game,
                seats,
                play,
                ClockState.fresh(setup.clock(), now),
                Outcome.ACTIVE,
                Offers.NONE,
                0);
    }

    /** The refusal of a new game (or rematch) beyond a client's games per minute. */
    public static Refusal tooManyGames() {
        return new Refusal(
                Refusal.Kind.RATE_LIMITED,
                "rate_limited",
                "too many new games from this address; try again in a minute");
    }
}
