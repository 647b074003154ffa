package org.boardwright.server.lobby;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * when their author leaves. Everything is decided by the database: the cap per author is counted
 * under the author's lock, accepting takes the challenge's row and stores the game in one
 * transaction (exactly one of several acceptors wins), and quick pairing runs under one lock for
 * every instance.
 */
public final class Lobby {

    /** How long a challenge outlives the last sight of its author's page. */
    public static final long PRESENCE_MS = 15_000;

    /** Open challenges one author may have at once. */
    public static final int MAX_PER_AUTHOR = 10;

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

    /** The most challenges of one author a look at the lobby shows (besides the viewer's own). */
    public static final int LISTED_PER_AUTHOR = 3;

    /** The most challenges a look at the lobby shows. */
    static final int LISTED = 200;

    /**
     * What a viewer sees: their own challenges, those made to them and the open ones they may
     * accept (their rating within its range), each author's newest few only; nearest in rating to
     * the viewer first, then newest.
     */
    public List<LobbyView.ChallengeView> visibleTo(Account viewer) {
        String id = viewer == null ? null : viewer.id();
        Map<String, Integer> viewerRatings = new HashMap<>();
        List<Challenge> shown = new ArrayList<>();
        for (Challenge c : store.visibleTo(id, games.now(), LISTED_PER_AUTHOR, LISTED)) {
            if (id == null || !c.isOpen() || c.author().id().equals(id)) {
                shown.add(c);
                continue;
            }
            int rating = viewerRatings.computeIfAbsent(c.spec(), spec -> ratingOf(id, spec));
            if (c.admitsRating(rating)) {
                shown.add(c);
            }
        }
        if (id != null) {
            shown.sort(
                    Comparator.comparingInt(
                                    (Challenge c) ->
                                            Math.abs(
                                                    c.authorRating()
                                                            - viewerRatings.getOrDefault(
                                                                    c.spec(), c.authorRating())))
                            .thenComparing(
                                    Comparator.comparingLong(Challenge::createdAt).reversed()));
        }
        List<LobbyView.ChallengeView> out = new ArrayList<>(shown.size());
        for (Challenge c : shown) {
            out.add(LobbyView.of(c));
        }
        return out;
    }

    private int ratingOf(String accountId, String spec) {
        return (int) Math.round(ratings.current(accountId, Games.get(spec).id()).rating());
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
                            .orElseThrow(
                                    () ->
                                            Refusal.notFound(
                                                    "no player " + Refusal.echo(request.to())));
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
            throw tooFast();
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
        if (!store.insertUnderCap(c, MAX_PER_AUTHOR)) {
            throw tooMany();
        }
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
        // An accept may have taken it since it was read: then the accept won, and the game stands.
        if (!store.delete(id)) {
            throw gone();
        }
        sockets.toEveryone(new LobbyView.Removed(id));
    }

    /** Declines a challenge made to the account: it goes, and no game starts. */
    public void decline(Account to, String id) {
        Challenge c = find(id);
        if (c.to() == null || !c.to().id().equals(to.id())) {
            throw Refusal.forbidden("only the player a challenge is for can decline it");
        }
        if (!store.delete(id)) {
            throw gone();
        }
        sockets.toEveryone(new LobbyView.Removed(id));
    }

    /** Accepts a challenge: the new game's id. */
    public String accept(Account acceptor, String id) {
        Challenge c = find(id);
        if (c.quick() && accounts.isBot(acceptor.id())) {
            throw Refusal.forbidden(BOTS_NOT_QUICK);
        }
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
        int authorRating = (int) Math.round(ratings.current(c.author().id(), game.id()).rating());
        long now = games.now();
        // The challenge taken and the game stored in one transaction: both or neither.
        LiveGame g =
                games.createIn(
                        h ->
                                ChallengeStore.bothExist(h, c.author().id(), acceptor.id())
                                                && ChallengeStore.take(h, id, now)
                                        ? game(c, game, authorRating, acceptor, rating)
                                        : null);
        if (g == null) {
            throw gone();
        }
        return started(c, g, acceptor);
    }

    /** The game a challenge starts, not stored yet: reads nothing from the database. */
    private LiveGame game(
            Challenge c, Game game, int authorRating, Account acceptor, int acceptorRating) {
        boolean authorFirst =
                switch (c.color()) {
                    case FIRST -> true;
                    case SECOND -> false;
                    case RANDOM -> Tokens.newSeed() >= 0;
                };
        GameCreation.Matched author = new GameCreation.Matched(c.author(), authorRating);
        GameCreation.Matched other = new GameCreation.Matched(acceptor, acceptorRating);
        return creation.matched(
                game,
                c.clock(),
                c.rated(),
                authorFirst ? author : other,
                authorFirst ? other : author);
    }

    private String started(Challenge c, LiveGame g, Account acceptor) {
        sockets.toEveryone(new LobbyView.Removed(c.id()));
        sockets.toAccounts(
                new LobbyView.Started(c.id(), g.id()), Set.of(c.author().id(), acceptor.id()));
        return g.id();
    }

    /** Why a bot is kept out of quick pairing: people there did not ask to play bots. */
    static final String BOTS_NOT_QUICK =
            "bots play by challenge only: quick pairing pairs people who did not ask for bots";

    /** What quick pairing did: the game it started, or the challenge it posted to wait in. */
    public record Quick(String gameId, String challengeId) {}

    /**
     * Quick pairing: the waiting quick challenge of the same game and timing whose author's rating
     * is nearest (within the window both ways) is accepted; with none, one is posted to wait in.
     */
    public Quick quick(Account player, Game game, ClockSettings clock) {
        if (accounts.isBot(player.id())) {
            throw Refusal.forbidden(BOTS_NOT_QUICK);
        }
        int rating = (int) Math.round(ratings.current(player.id(), game.id()).rating());
        long now = games.now();
        if (!posts.allow(player.id(), now)) {
            throw tooFast();
        }
        Challenge waiting =
                new Challenge(
                        Tokens.newGameId(),
                        player,
                        rating,
                        ratings.current(player.id(), game.id()).provisional(),
                        null,
                        game.spec(),
                        clock,
                        GameCreation.Color.RANDOM,
                        true,
                        rating - QUICK_WINDOW,
                        rating + QUICK_WINDOW,
                        true,
                        now,
                        now + PRESENCE_MS);
        List<String> replaced = new ArrayList<>();
        Challenge[] taken = new Challenge[1];
        boolean[] posted = new boolean[1];
        // Decided in one transaction under one lock for every instance: the waiting challenge
        // nearest in rating is taken and the game stored, or this player waits; two presses at
        // once are ordered, so the second always finds the first.
        LiveGame g =
                games.createIn(
                        h -> {
                            store.lock(h, "quick-pairing");
                            // One wait at a time: an earlier quick challenge of the player's goes.
                            replaced.addAll(ChallengeStore.deleteQuick(h, player.id()));
                            Challenge c = nearestWaiting(h, player, game, clock, rating, now);
                            if (c != null && ChallengeStore.take(h, c.id(), now)) {
                                taken[0] = c;
                                return game(c, game, c.authorRating(), player, rating);
                            }
                            posted[0] = store.insertUnderCap(h, waiting, MAX_PER_AUTHOR);
                            return null;
                        });
        for (String id : replaced) {
            sockets.toEveryone(new LobbyView.Removed(id));
        }
        if (g != null) {
            return new Quick(started(taken[0], g, player), null);
        }
        if (!posted[0]) {
            throw tooMany();
        }
        sockets.toEveryone(new LobbyView.Added(LobbyView.of(waiting)));
        return new Quick(null, waiting.id());
    }

    /**
     * The waiting quick challenge of this game and timing whose author's rating is nearest (within
     * the window both ways), the oldest of equals; null for none.
     */
    private Challenge nearestWaiting(
            org.jdbi.v3.core.Handle h,
            Account player,
            Game game,
            ClockSettings clock,
            int rating,
            long now) {
        Challenge best = null;
        for (Challenge c : store.waitingQuick(h, game.spec(), player.id(), now)) {
            if (c.clock().equals(clock)
                    && c.admitsRating(rating)
                    && Math.abs(c.authorRating() - rating) <= QUICK_WINDOW
                    && (best == null
                            || Math.abs(c.authorRating() - rating)
                                    < Math.abs(best.authorRating() - rating)
                            || Math.abs(c.authorRating() - rating)
                                            == Math.abs(best.authorRating() - rating)
                                    && c.createdAt() < best.createdAt())) {
                best = c;
            }
        }
        return best;
    }

    /** Removes the challenges made by or to an account (before it is deleted). */
    public void removeChallengesOf(Account account) {
        for (String id : store.deleteOf(account.id())) {
            sockets.toEveryone(new LobbyView.Removed(id));
        }
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

    private static Refusal tooFast() {
        return new Refusal(
                Refusal.Kind.RATE_LIMITED,
                "rate_limited",
                "too many challenges this minute; wait a little");
    }

    private static Refusal tooMany() {
        return new Refusal(
                Refusal.Kind.RATE_LIMITED,
                "rate_limited",
                "you have " + MAX_PER_AUTHOR + " challenges open; cancel one first");
    }

    private static Refusal gone() {
        return new Refusal(
                Refusal.Kind.NOT_FOUND,
                "not_found",
                "this challenge is gone (accepted, cancelled or expired)");
    }
}
