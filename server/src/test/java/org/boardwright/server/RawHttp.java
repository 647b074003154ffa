package org.boardwright.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 over a plain socket, for what Java's HTTP client cannot do: send from another loopback
 * address (127.0.0.2 is another client), keep one connection for several requests, send malformed
 * or oversized requests and read the answer as it is.
 */
final class RawHttp implements AutoCloseable {

    /** An answer: status, headers (names in lower case), body. */
    record Answer(int status, Map<String, String> headers, String body) {}

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    /** A connection to the server's port from {@code localAddress} (e.g. "127.0.0.2"). */
    RawHttp(String localAddress, int port) {
        try {
            socket = new Socket();
            socket.bind(new InetSocketAddress(InetAddress.getByName(localAddress), 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.setSoTimeout(30_000);
            in = socket.getInputStream();
            out = socket.getOutputStream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One request on this connection (kept alive); {@code token} and {@code body} may be null. */
    Answer send(String method, String path, String token, String body) {
        StringBuilder head =
                new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: localhost\r\n");
        if (token != null) {
            head.append("Authorization: Bearer ").append(token).append("\r\n");
        }
        byte[] bytes = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        if (body != null) {
            head.append("Content-Type: application/json\r\nContent-Length: ")
                    .append(bytes.length)
                    .append("\r\n");
        }
        return sendRaw(head + "\r\n", bytes);
    }

    /** Sends the text as it is (a head of one's own making) and reads one answer. */
    Answer sendRaw(String head, byte[] body) {
        try {
            out.write(head.getBytes(StandardCharsets.ISO_8859_1));
            out.write(body);
            out.flush();
            return read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Answer read() throws IOException {
        String statusLine = line();
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (String l = line(); !l.isEmpty(); l = line()) {
            int colon = l.indexOf(':');
            headers.merge(
                    l.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                    l.substring(colon + 1).trim(),
                    (a, b) -> a + ", " + b);
        }
        byte[] body;
        if (headers.containsKey("content-length")) {
            body = in.readNBytes(Integer.parseInt(headers.get("content-length")));
        } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            for (int size = Integer.parseInt(line().trim(), 16);
                    size > 0;
                    size = Integer.parseInt(line().trim(), 16)) {
                all.write(in.readNBytes(size));
                line();
            }
            line();
            body = all.toByteArray();
        } else if (status == 101) {
            body = new byte[0];
        } else {
            body = in.readAllBytes();
        }
        return new Answer(status, headers, new String(body, StandardCharsets.UTF_8));
    }

    private String line() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (c != '\r') {
                b.write(c);
            }
        }
        return b.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
