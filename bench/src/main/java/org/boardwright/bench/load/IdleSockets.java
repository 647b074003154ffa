package org.boardwright.bench.load;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Holds many idle WebSockets open on a server and reports its memory: {@code --sockets N} game
 * sockets (watchers spread over {@code --games} games), {@code --per-address} from each of the
 * loopback addresses 127.0.1.1, 127.0.1.2, ... (the server caps sockets per client address), then
 * one socket more from the first addresses, which the server must refuse with close code 4429. It
 * holds them {@code --hold} seconds (past the server's pings), counts how many are still open,
 * closes them and checks an address may open sockets again. With {@code --server-pid} it reads the
 * server's resident memory (VmRSS) before, with the sockets open, and after.
 *
 * <p>The client is a plain socket per connection (the JDK's WebSocket client on Java 17 cannot
 * choose its source address): the opening handshake of RFC 6455 with its accept key checked, and
 * the first frame read (the state, or a close frame with its code). No thread per socket: an idle
 * socket costs the client a file descriptor.
 */
public final class IdleSockets {

    private static final int THREADS = 8;

    record Options(
            URI url, int sockets, int perAddress, int games, double holdSeconds, long serverPid) {

        static final String USAGE =
                String.join(
                        "\n",
                        "usage: IdleSockets --url http://127.0.0.1:port [--sockets N] [--per-address N] [--games N]",
                        "                   [--hold S] [--server-pid PID]",
                        "  --url URL         the server (on loopback: sockets come from 127.0.1.1, 127.0.1.2, ...)",
                        "  --sockets N       sockets held open (default 10000)",
                        "  --per-address N   sockets from each address: the server's cap (default 64)",
                        "  --games N         games the sockets watch (default 20; a game takes 1000 watchers)",
                        "  --hold S          seconds the sockets are held before they are checked (default 30)",
                        "  --server-pid PID  read this process's resident memory (Linux /proc)");

        static Options parse(String... args) {
            URI url = null;
            int sockets = 10_000;
            int perAddress = 64;
            int games = 20;
            double hold = 30;
            long pid = 0;
            for (int i = 0; i < args.length; i++) {
                String name = args[i];
                if (name.equals("--help") || name.equals("-h") || i + 1 >= args.length) {
                    throw new IllegalArgumentException(
                            name.startsWith("--") && !name.equals("--help")
                                    ? name + " needs a value"
                                    : USAGE);
                }
                String value = args[++i];
                try {
                    switch (name) {
                        case "--url" -> url = URI.create(value.replaceAll("/$", ""));
                        case "--sockets" -> sockets = Integer.parseInt(value);
                        case "--per-address" -> perAddress = Integer.parseInt(value);
                        case "--games" -> games = Integer.parseInt(value);
                        case "--hold" -> hold = Double.parseDouble(value);
                        case "--server-pid" -> pid = Long.parseLong(value);
                        default ->
                                throw new IllegalArgumentException(
                                        "unknown option " + name + " (--help lists them)");
                    }
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(name + ": not a number: " + value);
                }
            }
            if (url == null || !"http".equals(url.getScheme()) || url.getHost() == null) {
                throw new IllegalArgumentException("--url http://host:port is required");
            }
            if (sockets < 1 || perAddress < 1 || games < 1 || !(hold >= 0) || pid < 0) {
                throw new IllegalArgumentException(
                        "--sockets, --per-address and --games must be positive, --hold 0 or more");
            }
            if ((sockets + perAddress - 1) / perAddress > 254 * 254) {
                throw new IllegalArgumentException("more addresses needed than 127.0.x.y offers");
            }
            return new Options(url, sockets, perAddress, games, hold, pid);
        }
    }

    /** What the first frame of a socket was. */
    record Opened(Socket socket, boolean admitted, int closeCode, String closeReason) {}

    public static void main(String[] args) throws Exception {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        System.exit(run(options, System.out) ? 0 : 1);
    }

    /** Runs it and prints the report; true when every check held. */
    static boolean run(Options o, PrintStream out) throws Exception {
        InetAddress server = InetAddress.getByName(o.url().getHost());
        int port = o.url().getPort() < 0 ? 80 : o.url().getPort();
        List<String> games = createGames(o);
        out.printf(
                Locale.ROOT,
                "Idle WebSockets: %d sockets on %d games, %d from each of %d addresses, at %s; load average %s%n",
                o.sockets(),
                games.size(),
                o.perAddress(),
                (o.sockets() + o.perAddress() - 1) / o.perAddress(),
                o.url(),
                OpenLoad.loadAverage());
        long before = rssKiB(o.serverPid());
        out.printf(Locale.ROOT, "server RSS before        %s%n", kib(before));

        long begin = System.nanoTime();
        List<Socket> open = new ArrayList<>(o.sockets());
        int refusedWhileOpening = 0;
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<List<Opened>>> batches = new ArrayList<>();
            for (int a = 0, left = o.sockets(); left > 0; a++, left -= o.perAddress()) {
                InetAddress from = source(a);
                int count = Math.min(left, o.perAddress());
                int first = a * o.perAddress();
                batches.add(
                        pool.submit(
                                () -> {
                                    List<Opened> mine = new ArrayList<>(count);
                                    for (int i = 0; i < count; i++) {
                                        String game = games.get((first + i) % games.size());
                                        mine.add(open(server, port, from, game));
                                    }
                                    return mine;
                                }));
            }
            for (Future<List<Opened>> batch : batches) {
                for (Opened s : batch.get()) {
                    if (s.admitted()) {
                        open.add(s.socket());
                    } else {
                        refusedWhileOpening++;
                        s.socket().close();
                    }
                }
            }
        } finally {
            pool.shutdown();
        }
        out.printf(
                Locale.ROOT,
                "opened                   %d sockets in %.1f s (%d refused)%n",
                open.size(),
                (System.nanoTime() - begin) / 1e9,
                refusedWhileOpening);

        // One more from each of the first three addresses: over the cap, refused at once.
        boolean refusedCleanly = true;
        for (int a = 0; a < Math.min(3, (o.sockets() + o.perAddress() - 1) / o.perAddress()); a++) {
            if (Math.min(o.sockets() - a * o.perAddress(), o.perAddress()) < o.perAddress()) {
                continue; // that address is not at its cap
            }
            Opened extra = open(server, port, source(a), games.get(0));
            extra.socket().close();
            out.printf(
                    Locale.ROOT,
                    "one more from %-10s %s%n",
                    source(a).getHostAddress(),
                    extra.admitted()
                            ? "ADMITTED (the cap did not hold)"
                            : "refused: close " + extra.closeCode() + " " + extra.closeReason());
            refusedCleanly &=
                    !extra.admitted()
                            && extra.closeCode() == 4429
                            && extra.closeReason().contains("too many connections");
        }

        long held = rssKiB(o.serverPid());
        out.printf(
                Locale.ROOT,
                "server RSS with them     %s (%s more, %s a socket)%n",
                kib(held),
                kib(held - before),
                held > 0 && !open.isEmpty()
                        ? String.format(
                                Locale.ROOT, "%.1f KiB", (held - before) / (double) open.size())
                        : "?");
        Thread.sleep((long) (o.holdSeconds() * 1000));
        int stillOpen = 0;
        for (Socket s : open) {
            if (stillOpen(s)) {
                stillOpen++;
            }
        }
        long afterHold = rssKiB(o.serverPid());
        out.printf(
                Locale.ROOT,
                "after %.0f s              %d of %d still open; server RSS %s%n",
                o.holdSeconds(),
                stillOpen,
                open.size(),
                kib(afterHold));
        for (Socket s : open) {
            s.close();
        }
        Thread.sleep(2000); // the server notices the closed connections
        Opened again = open(server, port, source(0), games.get(0));
        again.socket().close();
        long after = rssKiB(o.serverPid());
        out.printf(
                Locale.ROOT,
                "all closed               server RSS %s; %s opens again: %s%n",
                kib(after),
                source(0).getHostAddress(),
                again.admitted() ? "yes" : "NO (close " + again.closeCode() + ")");
        boolean ok =
                open.size() == o.sockets()
                        && refusedWhileOpening == 0
                        && refusedCleanly
                        && stillOpen == open.size()
                        && again.admitted();
        out.printf(
                Locale.ROOT,
                "idle sockets=%d open=%d still_open=%d refused_over_cap=%s rss_before_kib=%d rss_held_kib=%d"
                        + " rss_after_hold_kib=%d rss_after_kib=%d ok=%s%n",
                o.sockets(),
                open.size(),
                stillOpen,
                refusedCleanly,
                before,
                held,
                afterHold,
                after,
                ok);
        return ok;
    }

    /** The n-th source address: 127.0.1.1, 127.0.1.2, ..., 127.0.1.254, 127.0.2.1, ... */
    static InetAddress source(int n) throws IOException {
        return InetAddress.getByAddress(
                new byte[] {127, 0, (byte) (1 + n / 254), (byte) (1 + n % 254)});
    }

    private static List<String> createGames(Options o) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        ObjectMapper json = new ObjectMapper();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < o.games(); i++) {
            HttpResponse<String> r =
                    http.send(
                            HttpRequest.newBuilder(o.url().resolve("/api/games"))
                                    .header("Content-Type", "application/json")
                                    .POST(
                                            HttpRequest.BodyPublishers.ofString(
                                                    "{\"game\": \"madrooks\", \"opponent\": \"hotseat\"}"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 201) {
                throw new IllegalStateException(
                        "POST /api/games answered "
                                + r.statusCode()
                                + ": "
                                + LoadRun.abbreviate(r.body())
                                + " (serve --games-per-minute 0)");
            }
            ids.add(json.readTree(r.body()).path("id").asText());
        }
        return ids;
    }

    /** Opens one WebSocket from {@code from}: the handshake, then its first frame. */
    static Opened open(InetAddress server, int port, InetAddress from, String game)
            throws IOException {
        Socket socket = new Socket();
        try {
            socket.bind(new InetSocketAddress(from, 0));
            socket.connect(new InetSocketAddress(server, port), 10_000);
            socket.setSoTimeout(30_000);
            byte[] nonce = new byte[16];
            new SecureRandom().nextBytes(nonce);
            String key = Base64.getEncoder().encodeToString(nonce);
            OutputStream out = socket.getOutputStream();
            out.write(
                    ("GET /api/games/"
                                    + game
                                    + "/ws HTTP/1.1\r\nHost: "
                                    + server.getHostAddress()
                                    + ":"
                                    + port
                                    + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                    + "Sec-WebSocket-Key: "
                                    + key
                                    + "\r\nSec-WebSocket-Version: 13\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            String head = readHead(in);
            if (!head.startsWith("HTTP/1.1 101")
                    || !head.toLowerCase(Locale.ROOT)
                            .contains(
                                    "sec-websocket-accept: "
                                            + accept(key).toLowerCase(Locale.ROOT))) {
                throw new IOException(
                        "no WebSocket upgrade: " + head.lines().findFirst().orElse(""));
            }
            int b0 = in.read();
            int b1 = in.read();
            if (b0 < 0 || b1 < 0) {
                throw new IOException("closed before the first frame");
            }
            long length = b1 & 0x7F;
            if (length == 126) {
                length = (in.read() << 8) | in.read();
            } else if (length == 127) {
                length = 0;
                for (int i = 0; i < 8; i++) {
                    length = (length << 8) | in.read();
                }
            }
            byte[] payload = in.readNBytes((int) length);
            if ((b0 & 0x0F) == 0x8) { // close: a two-byte code, then the reason
                int code =
                        payload.length >= 2 ? ((payload[0] & 0xFF) << 8) | (payload[1] & 0xFF) : 0;
                String reason =
                        payload.length > 2
                                ? new String(payload, 2, payload.length - 2, StandardCharsets.UTF_8)
                                : "";
                return new Opened(socket, false, code, reason);
            }
            return new Opened(socket, true, 0, "");
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0) {
            head.append((char) c);
            if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
                return head.toString();
            }
            if (head.length() > 8192) {
                break;
            }
        }
        throw new IOException("no complete answer to the upgrade: " + head);
    }

    static String accept(String key) {
        try {
            byte[] sha1 =
                    MessageDigest.getInstance("SHA-1")
                            .digest(
                                    (key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11")
                                            .getBytes(StandardCharsets.US_ASCII));
            return Base64.getEncoder().encodeToString(sha1);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Reads what the server sent (pings, states) without waiting; false at the end of stream. */
    private static boolean stillOpen(Socket s) {
        try {
            s.setSoTimeout(1);
            byte[] buffer = new byte[65536];
            while (true) {
                if (s.getInputStream().read(buffer) < 0) {
                    return false;
                }
            }
        } catch (SocketTimeoutException e) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** A process's resident memory in KiB, or -1 (no pid, or not Linux). */
    static long rssKiB(long pid) {
        if (pid <= 0) {
            return -1;
        }
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            // unknown
        }
        return -1;
    }

    private static String kib(long kib) {
        return kib < 0 ? "?" : String.format(Locale.ROOT, "%.1f MiB", kib / 1024.0);
    }
}
