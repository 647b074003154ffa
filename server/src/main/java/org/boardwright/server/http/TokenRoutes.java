package org.boardwright.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import java.util.ArrayList;
import java.util.List;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.bot.ApiToken;
import org.boardwright.server.bot.Bots;

/**
 * The account page's bot settings, for the signed-in owner only (session cookie): whether the
 * account is a bot, marking it one, and its API tokens (created, listed, revoked).
 */
public final class TokenRoutes {

    record BotStatus(String username, boolean bot) {}

    record TokenList(List<ApiToken> tokens) {}

    /** A new token: the value, shown this once, then what the list shows of it. */
    record CreatedToken(
            String token, String id, String label, List<String> scopes, long createdAt) {}

    private final Bots bots;
    private final Sessions sessions;

    public TokenRoutes(Bots bots, Sessions sessions) {
        this.bots = bots;
        this.sessions = sessions;
    }

    public void register(RoutesConfig r) {
        r.get(
                "/api/account/bot",
                ctx -> {
                    Account a = sessions.required(ctx);
                    Http.json(ctx, 200, new BotStatus(a.username(), bots.isBot(a)));
                });
        r.post(
                "/api/account/bot",
                ctx -> {
                    Http.body(ctx, false);
                    Account a = sessions.required(ctx);
                    bots.markBot(a);
                    Http.json(ctx, 200, new BotStatus(a.username(), true));
                });
        r.get(
                "/api/account/tokens",
                ctx -> Http.json(ctx, 200, new TokenList(bots.tokensOf(sessions.required(ctx)))));
        r.post(
                "/api/account/tokens",
                ctx -> {
                    JsonNode body = Http.body(ctx, true);
                    Account a = sessions.required(ctx);
                    Bots.Created c =
                            bots.createToken(a, Json.requiredText(body, "label"), scopes(body));
                    ApiToken t = c.info();
                    Http.json(
                            ctx,
                            201,
                            new CreatedToken(
                                    c.token(), t.id(), t.label(), t.scopes(), t.createdAt()));
                });
        r.delete(
                "/api/account/tokens/{tokenId}",
                ctx -> {
                    bots.revokeToken(sessions.required(ctx), ctx.pathParam("tokenId"));
                    ctx.status(204);
                });
    }

    private static List<String> scopes(JsonNode body) {
        JsonNode scopes = body.get("scopes");
        if (scopes == null || !scopes.isArray()) {
            throw ApiException.badRequest("\"scopes\" must be an array of scope names");
        }
        List<String> names = new ArrayList<>();
        for (JsonNode s : scopes) {
            if (!s.isTextual()) {
                throw ApiException.badRequest("\"scopes\" must be an array of scope names");
            }
            names.add(s.asText());
        }
        return names;
    }
}
