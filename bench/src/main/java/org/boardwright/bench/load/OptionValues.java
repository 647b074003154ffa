package org.boardwright.bench.load;

import java.net.URI;

/** The option values the load tools read: each wrong one an error naming its option. */
final class OptionValues {

    private OptionValues() {}

    /** A server's base address, {@code http://host:port}. */
    static URI serverUrl(String name, String value) {
        URI uri;
        try {
            uri = URI.create(value.endsWith("/") ? value.substring(0, value.length() - 1) : value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": not a URL: " + value);
        }
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null) {
            throw new IllegalArgumentException(name + ": expected http://host:port, got " + value);
        }
        return uri;
    }

    static long whole(String name, String value, long min, long max) {
        long n;
        try {
            n = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": not a whole number: " + value);
        }
        if (n < min || n > max) {
            throw new IllegalArgumentException(
                    name + ": " + n + " is outside " + min + " to " + max);
        }
        return n;
    }

    /** Seconds from 0 (if allowed) to a day. */
    static double seconds(String name, String value, boolean zeroAllowed) {
        double s;
        try {
            s = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": not a number of seconds: " + value);
        }
        if (!(s >= 0) || (!zeroAllowed && s == 0) || s > 86_400) {
            throw new IllegalArgumentException(name + ": " + value + " seconds is out of range");
        }
        return s;
    }
}
