package org.boardwright.server.live;

import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.common.Tokens;
import org.boardwright.server.http.ClientAddresses;
import org.boardwright.server.http.CrossSiteGuard;
import org.boardwright.server.http.Sessions;
import org.boardwright.server.lobby.Lobby;
import org.boardwright.server.lobby.LobbyAudience;
import org.boardwright.server.lobby.LobbyView;

/**
 * The lobby's WebSocket ({@code /api/lobby/ws}), open on every page: the open challenges when it
 * connects, then each one added and removed; to a signed-in player also the challenges made to them
 * and the games their accepted challenges started. Its signed-in sockets are also how the lobby
 * knows who is present: a challenge lives while its author has a page open. Messages are written
 * once and sent on a thread of its own.
 */
public final class LobbySockets implements LobbyAudience {

    /**
     * A connected page: its address, signed-in account (null: anonymous) and the SHA-256 of that
     * session's id.
     */
    record Page(WsContext ctx, String address, Account account, String sessionHash) {}

    private static final String PAGE = "boardwright.lobby";

    private final Sessions sessions;
    private final SocketLimits limits;
    private final Set<Page> pages = ConcurrentHashMap.newKeySet();
    private final Map<String, Integer> present = new ConcurrentHashMap<>();
    private final ExecutorService sender =
            Executors.newSingleThreadExecutor(
                    r -> {
                        Thread t = new Thread(r, "boardwright-lobby-push");
                        t.setDaemon(true);
                        return t;
                    });
    private Lobby lobby;

    private final ClientAddresses addresses;

    public LobbySockets(Sessions sessions, SocketLimits limits, ClientAddresses addresses) {
        this.sessions = sessions;
        this.limits = limits;
        this.addresses = addresses;
    }

    public void connect(Lobby lobby) {
        this.lobby = lobby;
    }

    public void configure(WsConfig ws) {
        ws.onConnect(this::connected);
        ws.onMessage(
                ctx -> {
                    if (ctx.message().contains("\"ping\"")) {
                        Pushes.send(ctx, Map.of("type", "pong"));
                    }
                });
        ws.onClose(this::remove);
        ws.onError(this::remove);
    }

    private void connected(WsConnectContext ctx) {
        String address = addresses.of(ctx);
        if (!limits.admitAddress(address)) {
            ctx.closeSession(LiveUpdates.TOO_MANY, "too many connections from this address");
            return;
        }
        Page page;
        try {
            Account account = null;
            String cookie = ctx.cookie(Sessions.COOKIE);
            if (cookie != null
                    && CrossSiteGuard.sameSite(ctx.header("Origin"), ctx.header("Host"))) {
                account = sessions.account(cookie).orElse(null);
            }
            page = new Page(ctx, address, account, account == null ? null : Tokens.hash(cookie));
        } catch (RuntimeException e) {
            limits.releaseAddress(address); // nothing else was taken yet
            throw e;
        }
        // Registered before anything else can fail, so that closing gives everything back.
        ctx.attribute(PAGE, page);
        pages.add(page);
        if (page.account() != null) {
            present.merge(page.account().id(), 1, Integer::sum);
            // A session ended between the look-up and the registration was announced before this
            // page could be closed for it.
            if (sessions.account(ctx.cookie(Sessions.COOKIE)).isEmpty()) {
                close(page);
                return;
            }
        }
        ctx.enableAutomaticPings(20, TimeUnit.SECONDS);
        Account account = page.account();
        List<LobbyView.ChallengeView> visible = lobby.visibleTo(account);
        String text =
                Pushes.write(
                        new LobbyView.Whole(account == null ? null : account.username(), visible));
        // Sent on the same thread as every later message: a challenge added meanwhile arrives
        // after the list (at worst twice, which pages ignore).
        send(() -> Pushes.sendText(ctx, text));
    }

    private void remove(WsContext ctx) {
        Page page = ctx.attribute(PAGE);
        if (page != null) {
            remove(page);
        }
    }

    /** Closes the pages of sessions that ended: they are sent nothing more. */
    void closeEnded(SessionSockets.Ended ended) {
        for (Page p : pages) {
            if (p.account() != null && ended.covers(p.account().id(), p.sessionHash())) {
                close(p);
            }
        }
    }

    private void close(Page page) {
        remove(page); // before closing: no message is sent to it meanwhile
        try {
            page.ctx().closeSession(SessionSockets.SIGNED_OUT, "signed out");
        } catch (RuntimeException e) {
            // already closed
        }
    }

    private void remove(Page page) {
        if (!pages.remove(page)) {
            return;
        }
        limits.releaseAddress(page.address());
        if (page.account() != null) {
            present.computeIfPresent(page.account().id(), (k, n) -> n <= 1 ? null : n - 1);
        }
    }

    /** The accounts with a page open here. */
    @Override
    public Set<String> presentAccounts() {
        return Set.copyOf(present.keySet());
    }

    /** The lobby sockets open here (one per page). */
    public int pageCount() {
        return pages.size();
    }

    /**
     * How lobby messages reach every instance's pages: straight to this instance's pages with one
     * process; through PostgreSQL's NOTIFY with several ({@link PeerChanges}), which hands each one
     * back to {@link #deliver} on every instance, this one included.
     */
    @FunctionalInterface
    interface Bus {
        void publish(String envelope);
    }

    private Bus bus = this::deliver;

    void useBus(Bus bus) {
        this.bus = bus;
    }

    /** A message to every page. */
    @Override
    public void toEveryone(Object message) {
        bus.publish("*\n" + Pushes.write(message));
    }

    /** A message to the pages of some accounts. */
    @Override
    public void toAccounts(Object message, Set<String> accountIds) {
        bus.publish(String.join(",", accountIds) + "\n" + Pushes.write(message));
    }

    /**
     * Sends a published message to the pages here it is for: its first line names the accounts
     * ({@code *}: everyone), the rest is the message.
     */
    void deliver(String envelope) {
        int newline = envelope.indexOf('\n');
        if (newline < 0) {
            return;
        }
        String audience = envelope.substring(0, newline);
        String text = envelope.substring(newline + 1);
        Set<String> accounts = audience.equals("*") ? null : Set.of(audience.split(","));
        send(
                () -> {
                    for (Page p : pages) {
                        if (accounts == null
                                || p.account() != null && accounts.contains(p.account().id())) {
                            Pushes.sendText(p.ctx(), text);
                        }
                    }
                });
    }

    private void send(Runnable task) {
        try {
            sender.execute(task);
        } catch (RejectedExecutionException e) {
            // stopping
        }
    }

    public void close() {
        sender.shutdownNow();
    }
}
