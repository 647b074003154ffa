package org.boardwright.server.bot;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.accounts.AccountStore;
import org.boardwright.server.accounts.Credentials;
import org.boardwright.server.common.RateLimit;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Tokens;
import org.boardwright.server.lobby.Lobby;
import org.boardwright.server.play.Clocks;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.GameView;
import org.boardwright.server.play.PlayerGames;
import org.boardwright.server.play.Seating;
import org.boardwright.server.store.Store;

/**
 * Bot accounts in the manner of lichess's Bot API: marking an account a bot, personal API tokens
 * with scopes (only their SHA-256 kept, read from the database on every request so that a revoked
 * token is refused at once on every instance), and the feeds of the event and game streams.
 */
public final class Bots {

    /** What a token's value starts with: tells it from a seat token at a glance. */
    public static final String TOKEN_PREFIX = "bwp_";

    /** The most tokens one account may hold. */
    public static final int MAX_TOKENS = 20;

    /** Tokens one account may create a minute. */
    static final int CREATIONS_PER_MINUTE = 10;

    /** A token just created: its value, shown this once, and what its owner sees of it later. */
    public record Created(String token, ApiToken info) {}

    /** Who a valid token speaks for, and what it may do. */
    public record TokenUser(Account account, Set<Scope> scopes) {

        /** 403 when the token lacks the scope. */
        public void require(Scope scope) {
            if (!scopes.contains(scope)) {
                throw new Refusal(
                        Refusal.Kind.FORBIDDEN,
                        "missing_scope",
                        "this token lacks the scope " + scope.wire());
            }
        }
    }

    private final AccountStore accounts;
    private final TokenTable tokens;
    private final Lobby lobby;
    private final PlayerGames playerGames;
    private final GameRepository games;
    private final Clocks clocks;
    private final GameView view;
    private final Seating seating;
    private final RateLimit creations = new RateLimit(CREATIONS_PER_MINUTE);

    public Bots(
            Store store,
            AccountStore accounts,
            Lobby lobby,
            PlayerGames playerGames,
            GameRepository games,
            Clocks clocks,
            GameView view,
            Seating seating) {
        this.accounts = accounts;
        this.tokens = new TokenTable(store);
        this.lobby = lobby;
        this.playerGames = playerGames;
        this.games = games;
        this.clocks = clocks;
        this.view = view;
        this.seating = seating;
    }

    // ---------------------------------------------------------------- bot accounts

    public boolean isBot(Account account) {
        return accounts.isBot(account.id());
    }

    /** Marks the owner's account a bot; 409 once it has played a game. */
    public void markBot(Account owner) {
        accounts.markBot(owner.id());
    }

    /** 403 unless the account is a bot: the bot API plays only as bots. */
    public void requireBot(Account account) {
        if (!isBot(account)) {
            throw new Refusal(
                    Refusal.Kind.FORBIDDEN,
                    "not_a_bot",
                    "the bot API is for bot accounts: mark this account a bot first");
        }
    }

    // ---------------------------------------------------------------- tokens

    /** Creates a token for the owner; the value is in the answer only. */
    public Created createToken(Account owner, String label, List<String> scopeNames) {
        String name = label == null ? "" : label.strip();
        if (name.isEmpty() || name.length() > 40) {
            throw Refusal.invalid("a token's label is 1 to 40 characters");
        }
        if (scopeNames == null || scopeNames.isEmpty()) {
            throw Refusal.invalid("name at least one scope (bot:play, challenge:read)");
        }
        Set<Scope> scopes = EnumSet.noneOf(Scope.class);
        for (String s : scopeNames) {
            scopes.add(Scope.of(s == null ? "" : s.toLowerCase(Locale.ROOT)));
        }
        long now = games.now();
        if (!creations.allow(owner.id(), now)) {
            throw new Refusal(
                    Refusal.Kind.RATE_LIMITED,
                    "rate_limited",
                    "at most " + CREATIONS_PER_MINUTE + " tokens a minute");
        }
        if (tokens.count(owner.id()) >= MAX_TOKENS) {
            throw Refusal.conflict("at most " + MAX_TOKENS + " tokens: revoke one first");
        }
        String value = TOKEN_PREFIX + Tokens.newToken();
        String id = Tokens.newGameId();
        tokens.insert(Tokens.hash(value), id, owner.id(), name, Scope.format(scopes), now);
        return new Created(value, ApiToken.of(id, name, scopes, now));
    }

    public List<ApiToken> tokensOf(Account owner) {
        return tokens.of(owner.id());
    }

    /** Revokes one of the owner's tokens; 404 for an id the owner has no token of. */
    public void revokeToken(Account owner, String id) {
        if (id == null || !tokens.delete(owner.id(), id)) {
            throw Refusal.notFound("you have no token " + id);
        }
    }

    /** Whether a bearer value has the form of an API token (rather than a seat token). */
    public static boolean isApiToken(String bearer) {
        return bearer != null && bearer.startsWith(TOKEN_PREFIX);
    }

    /** The owner and scopes of a live token; empty for an unknown, revoked or malformed one. */
    public Optional<TokenUser> authenticate(String token) {
        if (!isApiToken(token) || token.length() > 100) {
            return Optional.empty();
        }
        return tokens.find(Tokens.hash(token))
                .map(f -> new TokenUser(f.account(), Scope.parse(f.scopes())));
    }

    // ---------------------------------------------------------------- challenges and streams

    public List<org.boardwright.server.lobby.LobbyView.ChallengeView> challengesTo(Account bot) {
        return EventFeed.challengesTo(lobby, bot);
    }

    /** A bot's events from now on: what it has already (challenges, games) comes first. */
    public EventFeed events(Account bot) {
        return new EventFeed(lobby, playerGames, bot);
    }

    /**
     * One of the bot's games, changes polled from the database (so a move stored by another
     * instance is seen as well); 403 when the bot has no seat in it.
     */
    public GameFeed game(Account bot, String gameId) {
        GameFeed feed = new GameFeed(games, clocks, view, seating, bot, gameId);
        feed.checkSeated();
        return feed;
    }

    /** The credentials a bot plays with: its account, as a signed-in player's. */
    public static Credentials credentials(Account bot) {
        return new Credentials(null, bot);
    }
}
