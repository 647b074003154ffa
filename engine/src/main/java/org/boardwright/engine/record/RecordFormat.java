package org.boardwright.engine.record;

import java.util.List;

/**
 * A record format of a game's own world (checkers: PDN), offered by the game through {@link
 * org.boardwright.engine.Game#recordFormats()}. It reads into and writes from {@link GameRecord},
 * so everything else (replay, checks, the server's import and export) stays generic.
 */
public interface RecordFormat {

    /**
     * The format's short name, lower case ("pdn"), as the API's {@code format=} and the CLI use.
     */
    String name();

    /** The file extension without the dot ("pdn"). */
    default String extension() {
        return name();
    }

    /** Whether the text is in this format for this game (PDN: a GameType tag naming the game). */
    boolean recognizes(String text);

    /**
     * Every game in the text, in order, each replayed and checked; throws {@link
     * org.boardwright.engine.NotationException} naming the game and move that are wrong.
     */
    List<GameRecord> readAll(String text);

    /**
     * Every game in the text, each read on its own so one refused game does not hide the others:
     * its record, or why it was refused (the first refused move). Throws {@link
     * org.boardwright.engine.NotationException} only when the text cannot be split into games.
     */
    List<Entry> readEach(String text);

    /** One game of a file: its number from 1, a title for people, and its record or its error. */
    record Entry(int number, String title, GameRecord record, String error) {}

    /** The record in this format, ending with a newline. */
    String write(GameRecord record);
}
