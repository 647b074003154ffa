package org.boardwright.server.bot;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.boardwright.server.common.Refusal;

/** What an API token may do: few scopes, each named as the API writes it ({@code bot:play}). */
public enum Scope {
    /** Play as a bot: the event and game streams, moves, resigning, draws, challenges answered. */
    BOT_PLAY("bot:play"),
    /** Read the challenges made to the account. */
    CHALLENGE_READ("challenge:read");

    private final String wire;

    Scope(String wire) {
        this.wire = wire;
    }

    /** The scope's name in requests and answers. */
    public String wire() {
        return wire;
    }

    /** A scope by its name; 400 for an unknown one. */
    public static Scope of(String name) {
        for (Scope s : values()) {
            if (s.wire.equals(name)) {
                return s;
            }
        }
        throw Refusal.invalid("unknown scope " + name + " (known: bot:play, challenge:read)");
    }

    /** Scopes from their space-separated names, as stored. */
    static Set<Scope> parse(String names) {
        Set<Scope> scopes = EnumSet.noneOf(Scope.class);
        for (String name : names.trim().split("\\s+")) {
            if (!name.isEmpty()) {
                scopes.add(of(name.toLowerCase(Locale.ROOT)));
            }
        }
        return scopes;
    }

    /** Scopes as stored: their names, space-separated, in declaration order. */
    static String format(Set<Scope> scopes) {
        StringBuilder s = new StringBuilder();
        for (Scope scope : scopes) {
            if (s.length() > 0) {
                s.append(' ');
            }
            s.append(scope.wire);
        }
        return s.toString();
    }
}
