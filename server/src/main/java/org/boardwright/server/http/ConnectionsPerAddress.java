package org.boardwright.server.http;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.component.LifeCycle;

/**
 * At most a number of open TCP connections per peer address: a client that opens connections and
 * sends nothing would otherwise hold the server's file descriptors. A connection over the cap is
 * closed as soon as it opens. An IPv6 peer is counted by its /64 network, as {@link
 * ClientAddresses} knows a client. Trusted proxies are exempt (their connections carry every client
 * behind them; the proxy caps those clients itself).
 */
public final class ConnectionsPerAddress implements Connection.Listener {

    private final int cap;
    private final ClientAddresses addresses;
    private final Map<String, Integer> open = new ConcurrentHashMap<>();
    // A closed channel no longer tells its peer: each counted connection keeps the address it
    // was counted under.
    private final Map<Connection, String> counted = new ConcurrentHashMap<>();

    public ConnectionsPerAddress(int cap, ClientAddresses addresses) {
        this.cap = cap;
        this.addresses = addresses;
    }

    /** Counts the connections of every connector the server starts with (0: no cap). */
    public void watch(Server server) {
        if (cap <= 0) {
            return;
        }
        server.addEventListener(
                new LifeCycle.Listener() {
                    @Override
                    public void lifeCycleStarting(LifeCycle event) {
                        for (Connector connector : server.getConnectors()) {
                            connector.addBean(ConnectionsPerAddress.this);
                        }
                    }
                });
    }

    @Override
    public void onOpened(Connection connection) {
        String peer = peer(connection);
        if (peer == null) {
            return;
        }
        counted.put(connection, peer);
        int now = open.merge(peer, 1, Integer::sum);
        if (now > cap) {
            connection.getEndPoint().close();
        }
    }

    @Override
    public void onClosed(Connection connection) {
        String peer = counted.remove(connection);
        if (peer != null) {
            open.computeIfPresent(peer, (a, n) -> n > 1 ? n - 1 : null);
        }
    }

    /** Connections now open from the address (for tests and metrics). */
    public int openFrom(InetAddress peer) {
        return open.getOrDefault(ClientAddresses.key(peer), 0);
    }

    private String peer(Connection connection) {
        SocketAddress remote = connection.getEndPoint().getRemoteSocketAddress();
        if (!(remote instanceof InetSocketAddress inet) || inet.getAddress() == null) {
            return null;
        }
        InetAddress address = inet.getAddress();
        return addresses.isTrusted(address) ? null : ClientAddresses.key(address);
    }
}
