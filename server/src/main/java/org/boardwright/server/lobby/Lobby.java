package org.boardwright.server.lobby;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.boardwright.engine.Game;
import org.boardwright.engine.Games;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.accounts.AccountStore;
import org.boardwright.server.common.RateLimit;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Tokens;
import org.boardwright.server.play.ClockSettings;
import org.boardwright.server.play.GameCreation;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.ratings.Glicko2;
import org.boardwright.server.ratings.Ratings;

/**
 * The lobby: challenges posted, cancelled and accepted, quick pairing, and challenges that lapse
 * when their author leaves. Accepting is decided by the database (the challenge's row is deleted by
 * exactly one acceptor), so two players accepting at once get one game.
 */
public final class Lobby {

    /** How long a challenge outlives the last sight of its author's page. */
    public static final long PRESENCE_MS = 15_000;

    /** Open challenges one author may have at once. */
    static final int MAX_PER_AUTHOR = 10;

    /** Quick pairing's rating window: a player is paired with ratings this close. */
    static final int QUICK_WINDOW = 300;

    private final GameRepository games;
    private final ChallengeStore store;
    private final AccountStore accounts;
    private final Ratings ratings;
    private final GameCreation creation;
    private final LobbyAudience sockets;

    /** Challenges one author may post a minute (each is sent to every lobby page). */
    static final int POSTS_PER_MINUTE = 20;

    private final RateLimit posts = new RateLimit(POSTS_PER_MINUTE);

    public Lobby(
            GameRepository games,
            ChallengeStore store,
            AccountStore accounts,
            Ratings ratings,
            GameCreation creation,
            LobbyAudience sockets) {
        this.games = games;
        this.store = store;
        this.accounts = accounts;
        this.ratings = ratings;
        this.creation = creation;
        this.sockets = sockets;
    }

    public List<LobbyView.ChallengeView> visibleTo(Account viewer) {
        String id = viewer == null ? null : viewer.id();
        List<LobbyView.ChallengeView> out = new ArrayList<>();
        for (Challenge c : store.alive(games.now())) {
            if (c.visibleTo(id)) {
                out.add(LobbyView.of(c));
            }
        }
        return out;
    }

    /**
     * A challenge as its author asks for it.
     *
     * @param to the name of the only player who may accept it; null: anyone
     */
    public record ChallengeRequest(
            Game game,
            ClockSettings clock,
            GameCreation.Color color,
            boolean rated,
            Integer ratingMin,
            Integer ratingMax,
            String to) {}

    /** Posts a challenge. */
    public Challenge post(Account author, ChallengeRequest request) {
        if (request.ratingMin() != null
                && request.ratingMax() != null
                && request.ratingMin() > request.ratingMax()) {
            throw Refusal.invalid("\"ratingMin\" must not be above \"ratingMax\"");
        }
        Account to = null;
        if (request.to() != null) {
            to =
                    accounts.byName(request.to())
                            .orElseThrow(() -> Refusal.notFound("no player " + request.to()));
            if (to.id().equals(author.id())) {
                throw Refusal.invalid("you cannot challenge yourself");
            }
        }
        return post(
                author,
                request.game(),
                request.clock(),
                request.color(),
                request.rated(),
                request.ratingMin(),
                request.ratingMax(),
                to,
                false);
    }

    private Challenge post(
            Account author,
            Game game,
            ClockSettings clock,
            GameCreation.Color color,
            boolean rated,
            Integer min,
            Integer max,
            Account to,
            boolean quick) {
        if (!posts.allow(author.id(), games.now())) {
            throw new Refusal(
                    Refusal.Kind.RATE_LIMITED,
                    "rate_limited",
                    "too many challenges this minute; wait a little");
        }
        if (store.countBy(author.id()) >= MAX_PER_AUTHOR) {
            throw new Refusal(
                    Refusal.Kind.RATE_LIMITED,
                    "rate_limited",
                    "you have " + MAX_PER_AUTHOR + " challenges open; cancel one first");
        }
        Glicko2.Rating rating = ratings.current(author.id(), game.id());
        long now = games.now();
        Challenge c =
                new Challenge(
                        Tokens.newGameId(),
                        author,
                        (int) Math.round(rating.rating()),
                        rating.provisional(),
                        to,
                        game.spec(),
                        clock,
                        color,
                        rated,
                        min,
                        max,
                        quick,
                        now,
                        now + PRESENCE_MS);
        store.insert(c);
        LobbyView.Added added = new LobbyView.Added(LobbyView.of(c));
        if (to == null) {
            sockets.toEveryone(added);
        } else {
            sockets.toAccounts(added, Set.of(author.id(), to.id()));
        }
        return c;
    }

    public void cancel(Account author, String id) {
        Challenge c = find(id);
        if (!c.author().id().equals(author.id())) {
            throw Refusal.forbidden("only its author can cancel a challenge");
        }
        if (store.delete(id)) {
            sockets.toEveryone(new LobbyView.Removed(id));
        }
    }

    /** Accepts a challenge: the new game's id. */
    public String accept(Account acceptor, String id) {
        Challenge c = find(id);
        if (c.author().id().equals(acceptor.id())) {
            throw Refusal.conflict("you cannot accept your own challenge");
        }
        if (c.to() != null && !c.to().id().equals(acceptor.id())) {
            throw Refusal.forbidden("this challenge is for " + c.to().username());
        }
        Game game = Games.get(c.spec());
        int rating = (int) Math.round(ratings.current(acceptor.id(), game.id()).rating());
        if (!c.admitsRating(rating)) {
            throw Refusal.forbidden("your rating " + rating + " is outside this challenge's range");
        }
        if (!store.take(id, games.now())) {
            throw gone();
        }
        return start(c, game, acceptor, rating);
    }

    private String start(Challenge c, Game game, Account acceptor, int acceptorRating) {
        boolean authorFirst =
                switch (c.color()) {
                    case FIRST -> true;
                    case SECOND -> false;
                    case RANDOM -> Tokens.newSeed() >= 0;
                };
        int authorRating = (int) Math.round(ratings.current(c.author().id(), game.id()).rating());
        GameCreation.Matched author = new GameCreation.Matched(c.author(), authorRating);
        GameCreation.Matched other = new GameCreation.Matched(acceptor, acceptorRating);
        LiveGame g =
                creation.createMatched(
                        game,
                        c.clock(),
                        c.rated(),
                        authorFirst ? author : other,
                        authorFirst ? other : author);
        sockets.toEveryone(new LobbyView.Removed(c.id()));
        sockets.toAccounts(
                new LobbyView.Started(c.id(), g.id()), Set.of(c.author().id(), acceptor.id()));
        return g.id();
    }

    /** What quick pairing did: the game it started, or the challenge it posted to wait in. */
    public record Quick(String gameId, String challengeId) {}

    /**
     * Quick pairing: the waiting quick challenge of the same game and timing whose author's rating
     * is nearest (within the window both ways) is accepted; with none, one is posted to wait in.
     */
    public Quick quick(Account player, Game game, ClockSettings clock) {
        int rating = (int) Math.round(ratings.current(player.id(), game.id()).rating());
        // One wait at a time: an earlier quick challenge of the player's is replaced.
        for (String id : store.deleteQuick(player.id())) {
            sockets.toEveryone(new LobbyView.Removed(id));
        }
        String paired = pairWithWaiting(player, game, clock, rating, null);
        if (paired != null) {
            return new Quick(paired, null);
        }
        Challenge waiting =
                post(
                        player,
                        game,
                        clock,
                        GameCreation.Color.RANDOM,
                        true,
                        rating - QUICK_WINDOW,
                        rating + QUICK_WINDOW,
                        null,
                        true);
        // Another player may have posted in the same moment: the later of two waiting pairs with
        // the earlier one rather than both waiting.
        if (store.take(waiting.id(), games.now())) {
            paired = pairWithWaiting(player, game, clock, rating, waiting);
            if (paired != null) {
                sockets.toEveryone(new LobbyView.Removed(waiting.id()));
                return new Quick(paired, null);
            }
            store.insert(waiting);
        }
        return new Quick(null, waiting.id());
    }

    /**
     * Accepts the waiting quick challenge of this game and timing whose author's rating is nearest
     * (older than {@code before}, when given): the game's id, or null when none was taken.
     */
    private String pairWithWaiting(
            Account player, Game game, ClockSettings clock, int rating, Challenge before) {
        long now = games.now();
        List<Challenge> candidates = new ArrayList<>();
        for (Challenge c : store.alive(now)) {
            if (c.quick()
                    && c.isOpen()
                    && c.spec().equals(game.spec())
                    && c.clock().equals(clock)
                    && !c.author().id().equals(player.id())
                    && c.admitsRating(rating)
                    && Math.abs(c.authorRating() - rating) <= QUICK_WINDOW
                    && (before == null || c.createdAt() <= before.createdAt())) {
                candidates.add(c);
            }
        }
        candidates.sort(
                Comparator.comparingInt((Challenge c) -> Math.abs(c.authorRating() - rating))
                        .thenComparingLong(Challenge::createdAt));
        for (Challenge c : candidates) {
            if (store.take(c.id(), now)) {
                return start(c, game, player, rating);
            }
        }
        return null;
    }

    /** Keeps present authors' challenges alive and removes the lapsed ones (every few seconds). */
    public void tick() {
        long now = games.now();
        store.extend(sockets.presentAccounts(), now + PRESENCE_MS);
        for (String id : store.deleteLapsed(now)) {
            sockets.toEveryone(new LobbyView.Removed(id));
        }
    }

    private Challenge find(String id) {
        Optional<Challenge> c =
                id != null && id.matches("[0-9A-Za-z]{12}") ? store.find(id) : Optional.empty();
        if (c.isEmpty() || c.get().expiresAt() <= games.now()) {
            throw gone();
        }
        return c.get();
    }

    private static Refusal gone() {
        return new Refusal(
                Refusal.Kind.NOT_FOUND,
                "not_found",
                "this challenge is gone (accepted, cancelled or expired)");
    }
}
