package org.boardwright.server.http;

import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.eclipse.jetty.util.InetAddressSet;

/**
 * The address of the client a request comes from, which every per-client limit and the request log
 * use. It is the connection's peer, unless the peer is one of the trusted proxies (addresses or
 * CIDR ranges; none by default): then the proxies' own headers are read, RFC 7239 {@code Forwarded}
 * if present, else {@code X-Forwarded-For}, and the right-most address in them that is not itself a
 * trusted proxy is the client. Everything left of it was written by the client and is never
 * believed. An IPv6 client is known by its /64 network.
 */
public final class ClientAddresses {

    /**
     * An IPv4 literal, or anything with a colon (only ever read as an IPv6 literal, never looked
     * up).
     */
    private static final Pattern IPV4 = Pattern.compile("^\\d{1,3}(?:\\.\\d{1,3}){3}$");

    private static final Pattern IPV6 = Pattern.compile("^[0-9A-Fa-f:.]+(?:%[0-9A-Za-z]+)?$");

    /**
     * Longest part of a header read, from its right end: the proxies append there, and whatever is
     * longer was padded on the left by the client.
     */
    private static final int MAX_HEADER = 4096;

    private final InetAddressSet trusted = new InetAddressSet();

    /**
     * @param trustedProxies addresses or CIDR ranges ("127.0.0.1", "10.0.0.0/8", "::1")
     * @throws IllegalArgumentException for an entry that is neither
     */
    public ClientAddresses(List<String> trustedProxies) {
        for (String entry : trustedProxies) {
            String e = entry.trim();
            int slash = e.indexOf('/');
            String address = slash < 0 ? e : e.substring(0, slash);
            if (parse(address) == null
                    || (slash >= 0 && !e.substring(slash + 1).matches("\\d{1,3}"))) {
                throw new IllegalArgumentException(
                        "a trusted proxy must be an IP address or a CIDR range, not \""
                                + entry
                                + "\"");
            }
            trusted.add(e);
        }
    }

    /** Whether the peer is a trusted proxy, whose connections every client behind it shares. */
    public boolean isTrusted(InetAddress peer) {
        return trusted.test(peer);
    }

    public static ClientAddresses none() {
        return new ClientAddresses(List.of());
    }

    /** The client of an HTTP request. */
    public String of(Context ctx) {
        return resolve(
                ctx.req().getRemoteAddr(),
                joined(Collections.list(ctx.req().getHeaders("Forwarded"))),
                joined(Collections.list(ctx.req().getHeaders("X-Forwarded-For"))));
    }

    /** The client of a WebSocket, from its upgrade request. */
    public String of(WsContext ctx) {
        SocketAddress remote = ctx.session.getRemoteSocketAddress();
        String peer =
                remote instanceof InetSocketAddress inet && inet.getAddress() != null
                        ? inet.getAddress().getHostAddress()
                        : String.valueOf(remote);
        return resolve(peer, ctx.header("Forwarded"), ctx.header("X-Forwarded-For"));
    }

    /**
     * The client, given the connection's peer and the two headers (null when absent).
     * Package-private for tests.
     */
    String resolve(String peer, String forwarded, String forwardedFor) {
        InetAddress peerAddress = parse(peer);
        if (peerAddress == null) {
            return peer;
        }
        String client = key(peerAddress);
        if (!trusted.test(peerAddress)) {
            return client;
        }
        List<String> hops = forwarded != null ? forwardedFor(forwarded) : list(forwardedFor);
        for (int i = hops.size() - 1; i >= 0; i--) {
            InetAddress hop = parse(hops.get(i));
            if (hop == null) {
                return client; // unreadable: the last hop we could read is all we know
            }
            client = key(hop);
            if (!trusted.test(hop)) {
                return client;
            }
        }
        return client;
    }

    /**
     * How a client's address is counted: an IPv6 address by its /64 network (its host bits zero),
     * since one subscriber is given a whole /64 and could otherwise take a fresh address per
     * request; loopback and IPv4 addresses as they are.
     */
    static String key(InetAddress address) {
        if (!(address instanceof Inet6Address) || address.isLoopbackAddress()) {
            return address.getHostAddress();
        }
        byte[] bytes = address.getAddress();
        Arrays.fill(bytes, 8, 16, (byte) 0);
        try {
            return InetAddress.getByAddress(bytes).getHostAddress();
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e); // 16 bytes are always an address
        }
    }

    private static String joined(List<String> headers) {
        return headers.isEmpty() ? null : String.join(",", headers);
    }

    private static List<String> list(String header) {
        List<String> out = new ArrayList<>();
        if (header == null) {
            return out;
        }
        for (String part : rightEnd(header).split(",")) {
            out.add(part.trim());
        }
        return out;
    }

    /**
     * The whole elements within the last {@link #MAX_HEADER} characters of a header: a long
     * header's left part, cut off, is the client's own writing, and never the client's address.
     */
    private static String rightEnd(String header) {
        if (header.length() <= MAX_HEADER) {
            return header;
        }
        String tail = header.substring(header.length() - MAX_HEADER);
        int comma = tail.indexOf(',');
        return comma < 0 ? "" : tail.substring(comma + 1);
    }

    /** The {@code for=} of each element of an RFC 7239 header, in order. */
    private static List<String> forwardedFor(String header) {
        List<String> out = new ArrayList<>();
        for (String element : rightEnd(header).split(",")) {
            String node = null;
            for (String pair : element.split(";")) {
                int eq = pair.indexOf('=');
                if (eq > 0 && pair.substring(0, eq).trim().toLowerCase(Locale.ROOT).equals("for")) {
                    node = pair.substring(eq + 1).trim();
                }
            }
            out.add(node == null ? "" : node(node));
        }
        return out;
    }

    /**
     * A {@code for=} node without quotes, brackets and port: "[2001:db8::1]:4711" is 2001:db8::1.
     */
    private static String node(String value) {
        String v =
                value.startsWith("\"") && value.endsWith("\"") && value.length() >= 2
                        ? value.substring(1, value.length() - 1)
                        : value;
        if (v.startsWith("[")) {
            int close = v.indexOf(']');
            return close < 0 ? "" : v.substring(1, close);
        }
        int colon = v.indexOf(':');
        return colon >= 0 && v.indexOf(':', colon + 1) < 0 ? v.substring(0, colon) : v;
    }

    /** An IP literal, never a name to look up; null for anything else. */
    static InetAddress parse(String text) {
        if (text == null || text.isEmpty() || text.length() > 64) {
            return null;
        }
        boolean v4 = IPV4.matcher(text).matches();
        if (!v4 && !(text.indexOf(':') >= 0 && IPV6.matcher(text).matches())) {
            return null;
        }
        try {
            return InetAddress.getByName(text);
        } catch (UnknownHostException e) {
            return null;
        }
    }
}
