package org.boardwright.server.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.accounts.AccountStore;
import org.boardwright.server.accounts.CommonPasswords;
import org.boardwright.server.accounts.Passwords;
import org.boardwright.server.accounts.SignInLimits;
import org.boardwright.server.accounts.Usernames;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.common.Tokens;
import org.boardwright.server.lobby.Lobby;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.LiveGame;
import org.boardwright.server.play.PlayerGames;
import org.boardwright.server.play.SeatRow;
import org.boardwright.server.play.Turns;

/**
 * Accounts: sign up, sign in and out (here or everywhere), change the password, delete the account,
 * the signed-in player's games across devices and the games waiting for their move, and claiming
 * this browser's games for the account. Wrong names and wrong passwords get one answer.
 */
public final class AccountRoutes {

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Me(boolean signedIn, String username, Long createdAt) {}

    record Claimed(List<String> claimed) {}

    record Turn(int count, List<PlayerGames.Line> games) {}

    record Games(int page, List<PlayerGames.Line> games) {}

    private static final String WRONG = "wrong username or password";

    /** Games one claim may name (a browser keeps its last 50). */
    static final int MAX_CLAIMS = 100;

    private final AccountStore accounts;
    private final Sessions sessions;
    private final Lobby lobby;
    private final SignInLimits limits;
    private final GameRepository games;
    private final PlayerGames playerGames;
    private final Turns turns;

    public AccountRoutes(
            AccountStore accounts,
            Sessions sessions,
            Lobby lobby,
            SignInLimits limits,
            GameRepository games,
            PlayerGames playerGames,
            Turns turns) {
        this.turns = turns;
        this.accounts = accounts;
        this.sessions = sessions;
        this.limits = limits;
        this.lobby = lobby;
        this.games = games;
        this.playerGames = playerGames;
    }

    public void register(RoutesConfig r) {
        r.get(
                "/api/account",
                ctx ->
                        Http.json(
                                ctx,
                                200,
                                sessions.account(ctx)
                                        .map(a -> new Me(true, a.username(), a.createdAt()))
                                        .orElse(new Me(false, null, null))));
        r.post("/api/account/signup", this::signUp);
        r.post("/api/account/signin", this::signIn);
        r.post(
                "/api/account/signout",
                ctx -> {
                    Http.body(ctx, false);
                    sessions.end(ctx);
                    Http.json(ctx, 200, new Me(false, null, null));
                });
        r.post(
                "/api/account/signout-all",
                ctx -> {
                    Http.body(ctx, false);
                    Account a = sessions.required(ctx);
                    sessions.endAll(ctx, a);
                    Http.json(ctx, 200, new Me(false, null, null));
                });
        r.post("/api/account/password", this::changePassword);
        r.post("/api/account/delete", this::delete);
        r.post("/api/account/claim", this::claim);
        r.get(
                "/api/account/turn",
                ctx -> {
                    List<PlayerGames.Line> turn = playerGames.yourTurn(sessions.required(ctx).id());
                    Http.json(ctx, 200, new Turn(turn.size(), turn));
                });
        r.get(
                "/api/account/games",
                ctx -> {
                    Account a = sessions.required(ctx);
                    int page = PlayerRoutes.page(ctx);
                    Http.json(
                            ctx,
                            200,
                            new Games(
                                    page,
                                    playerGames.page(
                                            a.id(),
                                            PlayerRoutes.gameFilter(ctx),
                                            PlayerRoutes.filter(ctx),
                                            page,
                                            true)));
                });
    }

    private void signUp(Context ctx) {
        JsonNode body = Http.body(ctx, true);
        String name = Json.requiredText(body, "username");
        String password = Json.multiLineText(body, "password");
        String problem = Usernames.problem(name);
        if (problem == null) {
            problem = Passwords.problem(password);
        }
        if (problem != null) {
            throw ApiException.badRequest(problem);
        }
        refuseCommon(password);
        if (!limits.tryAttemptFrom(Http.client(ctx), games.now())) { // taken names count too
            throw tooMany();
        }
        // The name first: a taken name costs no hashing.
        if (accounts.byName(name).isPresent()) {
            throw nameTaken(name);
        }
        Account a = new Account(Tokens.newGameId(), name, games.now());
        if (!accounts.create(a, Passwords.hash(password))) {
            throw nameTaken(name);
        }
        sessions.start(ctx, a);
        Http.json(ctx, 201, new Me(true, a.username(), a.createdAt()));
    }

    private void signIn(Context ctx) {
        JsonNode body = Http.body(ctx, true);
        String name = Json.requiredText(body, "username");
        String password = Json.multiLineText(body, "password");
        if (password == null) {
            throw ApiException.badRequest("\"password\" is required");
        }
        long now = games.now();
        if (!limits.tryAttempt(name, Http.client(ctx), now)) {
            throw tooMany();
        }
        var found = name.length() <= Usernames.MAX_LENGTH ? accounts.credentials(name) : null;
        boolean right;
        if (found == null || found.isEmpty()) {
            Passwords.verifyNothing(password); // the same time as a wrong password
            right = false;
        } else {
            right = Passwords.verify(password, found.get().passwordHash());
        }
        if (!right) {
            throw new ApiException(401, "wrong_credentials", WRONG); // counted already
        }
        limits.succeeded(name, Http.client(ctx), now);
        Account a = found.get().account();
        sessions.end(ctx); // the session this browser had, if any, goes
        sessions.start(ctx, a);
        Http.json(ctx, 200, new Me(true, a.username(), a.createdAt()));
    }

    private void changePassword(Context ctx) {
        JsonNode body = Http.body(ctx, true);
        Account a = sessions.required(ctx);
        checkPassword(ctx, a, Json.multiLineText(body, "password"));
        String next = Json.multiLineText(body, "newPassword");
        String problem = Passwords.problem(next);
        if (problem != null) {
            throw ApiException.badRequest(problem);
        }
        refuseCommon(next);
        accounts.setPassword(a.id(), Passwords.hash(next));
        // Every other browser is signed out; this one stays.
        sessions.endOthers(ctx, a);
        Http.json(ctx, 200, new Me(true, a.username(), a.createdAt()));
    }

    private void delete(Context ctx) {
        JsonNode body = Http.body(ctx, true);
        Account a = sessions.required(ctx);
        checkPassword(ctx, a, Json.multiLineText(body, "password"));
        // Its challenges go first: a game an acceptor started before that is among the seats
        // below; none starts after.
        lobby.removeChallengesOf(a);
        // Seats nobody else can use would leave their opponents waiting: those games end with no
        // result (a deleted account hands nobody a win).
        for (AccountStore.OnlySeat seat : accounts.activeSeatsWithoutToken(a.id())) {
            LiveGame g = games.lockFresh(seat.gameId());
            try {
                if (g.isActive()) {
                    turns.abortForDeletedAccount(g);
                }
            } finally {
                g.lock.unlock();
            }
        }
        accounts.delete(a.id());
        sessions.endDeleted(ctx, a);
        Http.json(ctx, 200, new Me(false, null, null));
    }

    /** A new password among the most common ones is refused: it is the first one guessed. */
    private static void refuseCommon(String password) {
        if (CommonPasswords.contains(password)) {
            throw new ApiException(
                    400,
                    "common_password",
                    "this password is one of the 10,000 most common ones; choose another");
        }
    }

    /** The account's own password again, for a change that cannot be undone. */
    private void checkPassword(Context ctx, Account a, String password) {
        if (password == null) {
            throw ApiException.badRequest("\"password\" is required");
        }
        long now = games.now();
        if (!limits.tryAttempt(a.username(), Http.client(ctx), now)) {
            throw tooMany();
        }
        var found = accounts.credentials(a.username());
        if (found.isEmpty() || !Passwords.verify(password, found.get().passwordHash())) {
            throw new ApiException(401, "wrong_credentials", "wrong password"); // counted already
        }
        limits.succeeded(a.username(), Http.client(ctx), now);
    }

    /**
     * Claims games played in this browser before signing in: each {@code {id, token}} whose token
     * opens a seat nobody has claimed makes that seat the account's.
     */
    private void claim(Context ctx) {
        JsonNode body = Http.body(ctx, true);
        Account a = sessions.required(ctx);
        JsonNode list = body.get("games");
        if (list == null || !list.isArray() || list.size() > MAX_CLAIMS) {
            throw ApiException.badRequest(
                    "\"games\" must be a list of up to " + MAX_CLAIMS + " {id, token}");
        }
        List<String> claimed = new ArrayList<>();
        for (JsonNode item : list) {
            if (!item.isObject()) {
                throw ApiException.badRequest("each claimed game is {\"id\": ..., \"token\": ...}");
            }
            String id = Json.requiredText(item, "id");
            String token = Json.requiredText(item, "token");
            if (claimOne(a, id, token)) {
                claimed.add(id);
            }
        }
        Http.json(ctx, 200, new Claimed(claimed));
    }

    private boolean claimOne(Account a, String id, String token) {
        LiveGame g;
        try {
            g = games.lockFresh(id);
        } catch (Refusal e) {
            return false; // no such game: nothing to claim
        }
        try {
            String hash = Tokens.hash(token);
            List<Integer> seats = new ArrayList<>();
            for (int s = 0; s < 2; s++) {
                if (Tokens.matches(hash, g.seats[s].tokenHash()) && g.seats[s].player() == null) {
                    seats.add(s);
                }
            }
            if (seats.isEmpty()) {
                return false;
            }
            SeatRow.SeatPlayer player = SeatRow.SeatPlayer.of(a);
            games.change(
                    g,
                    d -> {
                        for (int s : seats) {
                            d.seats[s] = d.seats[s].ownedBy(player);
                        }
                    });
            return true;
        } finally {
            g.lock.unlock();
        }
    }

    private static ApiException nameTaken(String name) {
        return new ApiException(409, "name_taken", "the username " + name + " is taken");
    }

    private static ApiException tooMany() {
        return new ApiException(
                429, "rate_limited", "too many attempts; wait a few minutes and try again");
    }
}
