package org.boardwright.server.lobby;

import java.util.Set;

/** Whoever has the lobby open (its WebSockets): told of challenges added and removed. */
public interface LobbyAudience {

    /** The accounts that have the lobby open now. */
    Set<String> presentAccounts();

    /** A message to everyone with the lobby open. */
    void toEveryone(Object message);

    /** A message to the given accounts only (a direct challenge). */
    void toAccounts(Object message, Set<String> accountIds);
}
