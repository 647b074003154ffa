package org.boardwright.ai;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.boardwright.engine.Game;

/**
 * The opening books of the games that have standard openings ({@link Game#openings()}: checkers'
 * three-move ballots), kept under the data directory ({@code data/book/<game>/book.bwb}, or under
 * {@code $BOARDWRIGHT_DATA}, as the endgame databases: {@link EndgameTables#dataDirectory()}), read
 * once per file. The program works without them: a game with none gets no book.
 */
public final class OpeningBooks {

    /** The book's file name in its directory. */
    public static final String FILE = "book.bwb";

    private static final Map<Path, Optional<OpeningBook>> LOADED = new ConcurrentHashMap<>();

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
     * The game's book from its default file, or null when there is none. A damaged book (not a
     * book, truncated, a wrong checksum, another game's) is not used: one line on standard error
     * says so and the players go on without it.
     */
    public static OpeningBook forGame(Game game) {
        Path file = file(game);
        if (!Files.isRegularFile(file)) {
            return null;
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
                .orElse(null);
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

    /** Builds the game's book into {@code file} (replacing it); the entries written. */
    public static List<OpeningBook.Entry> build(
            Game game, Path file, BookBuilder.Options options, BookBuilder.Progress progress)
            throws IOException {
        if (!has(game)) {
            throw new IllegalArgumentException(
                    game.id() + " has no standard openings to build a book over");
        }
        try {
            List<OpeningBook.Entry> entries = BookBuilder.build(game, options, progress);
            OpeningBook.write(file, game.spec(), options.depth(), entries);
            return entries;
        } finally {
            forget(file);
        }
    }
}
