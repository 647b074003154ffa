package org.boardwright.ai;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.boardwright.engine.Game;

/**
 * The opening books of the games that have standard openings ({@link Game#openings()}: checkers'
 * three-move ballots), kept under the data directory ({@code data/book/<game>/book.bwb}, or under
 * {@code $BOARDWRIGHT_DATA}, as the endgame databases: {@link EndgameTables#dataDirectory()}), read
 * once per file. A book built there is used before the one shipped inside Boardwright (a resource,
 * {@code books/<game>.bwb} beside this class); the program works without either: a game with none
 * gets no book.
 */
public final class OpeningBooks {

    /** The book's file name in its directory. */
    public static final String FILE = "book.bwb";

    private static final Map<Path, Optional<OpeningBook>> LOADED = new ConcurrentHashMap<>();
    private static final Map<String, Optional<OpeningBook>> SHIPPED = new ConcurrentHashMap<>();

    private OpeningBooks() {}

    /** Whether a book can be built for the game: it has standard openings. */
    public static boolean has(Game game) {
        return !game.openings().isEmpty();
    }

    /** Where the game's book is kept by default. */
    public static Path file(Game game) {
        return EndgameTables.dataDirectory().resolve("book").resolve(game.id()).resolve(FILE);
    }

    /**
     * The game's book from its default file, else the one shipped with Boardwright, else null. A
     * damaged book (not a book, truncated, a wrong checksum, another game's) is not used: one line
     * on standard error says so and the players go on with the shipped book. Null when books are
     * turned off ({@code BOARDWRIGHT_BOOK=off}).
     */
    public static OpeningBook forGame(Game game) {
        if (turnedOff()) {
            return null;
        }
        Path file = file(game);
        if (!Files.isRegularFile(file)) {
            return shipped(game);
        }
        return LOADED.computeIfAbsent(
                        file.toAbsolutePath().normalize(),
                        f -> {
                            try {
                                return Optional.of(load(game, f));
                            } catch (IOException e) {
                                System.err.println(
                                        "boardwright: opening book "
                                                + f
                                                + " not used: "
                                                + e.getMessage());
                                return Optional.empty();
                            }
                        })
                .orElseGet(() -> shipped(game));
    }

    /**
     * Whether the players are to do without any book: the system property {@code boardwright.book}
     * or {@code $BOARDWRIGHT_BOOK} is {@code off} (to measure the book's worth).
     */
    static boolean turnedOff() {
        String property = System.getProperty("boardwright.book");
        String setting = property != null ? property : System.getenv("BOARDWRIGHT_BOOK");
        return "off".equals(setting);
    }

    /** The book shipped inside Boardwright for the game, or null when there is none. */
    public static OpeningBook shipped(Game game) {
        return SHIPPED.computeIfAbsent(
                        game.id(),
                        id -> {
                            String name = shippedName(game);
                            try (InputStream in = OpeningBooks.class.getResourceAsStream(name)) {
                                if (in == null) {
                                    return Optional.empty();
                                }
                                OpeningBook book = OpeningBook.read(name, in.readAllBytes());
                                if (!book.gameId().equals(game.spec())) {
                                    throw new IOException(name + " is a book of " + book.gameId());
                                }
                                return Optional.of(book);
                            } catch (IOException e) {
                                // A damaged resource is a broken build, not a user's file.
                                throw new UncheckedIOException(e);
                            }
                        })
                .orElse(null);
    }

    /** The resource name of the book shipped for the game. */
    public static String shippedName(Game game) {
        return "books/" + game.id() + ".bwb";
    }

    /**
     * Reads the game's book from {@code file}.
     *
     * @throws IOException when it cannot be read, is damaged or is another game's
     */
    public static OpeningBook load(Game game, Path file) throws IOException {
        OpeningBook book = OpeningBook.read(file);
        if (!book.gameId().equals(game.spec())) {
            throw new IOException(
                    file + " is a book of " + book.gameId() + ", not of " + game.spec());
        }
        return book;
    }

    /** Forgets what was read from {@code file} (after a build there). */
    public static void forget(Path file) {
        LOADED.remove(file.toAbsolutePath().normalize());
    }
}
