package org.boardwright.server.accounts;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules for usernames: 3 to 20 letters, digits, '_' and '-', starting with a letter or digit,
 * no two separators in a row; unique regardless of case; a few names refused because they would
 * mislead (the site, the computer, staff).
 */
public final class Usernames {

    static final int MIN_LENGTH = 3;
    public static final int MAX_LENGTH = 20;

    private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9](?:[_-]?[A-Za-z0-9])*");

    private static final Set<String> RESERVED =
            Set.of(
                    "admin",
                    "administrator",
                    "anonymous",
                    "api",
                    "boardwright",
                    "computer",
                    "deleted",
                    "guest",
                    "help",
                    "marksteere",
                    "mod",
                    "moderator",
                    "null",
                    "official",
                    "root",
                    "staff",
                    "support",
                    "system",
                    "undefined");

    private Usernames() {}

    /** The key names are compared by: lower case. */
    static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** Null when the name may be taken, else what is wrong with it. */
    public static String problem(String name) {
        if (name == null || name.length() < MIN_LENGTH || name.length() > MAX_LENGTH) {
            return "a username has " + MIN_LENGTH + " to " + MAX_LENGTH + " characters";
        }
        if (!SHAPE.matcher(name).matches()) {
            return "a username has letters (a-z), digits, '_' and '-', starts and ends with a"
                    + " letter or digit, and has no two '_' or '-' in a row";
        }
        String key = key(name);
        if (RESERVED.contains(key) || key.startsWith("level")) {
            return "this username is reserved";
        }
        return null;
    }
}
