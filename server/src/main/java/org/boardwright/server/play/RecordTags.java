package org.boardwright.server.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.boardwright.engine.Game;
import org.boardwright.engine.record.GameRecord;

/**
 * The tag pairs an imported record brings (PDN's Event, Site, Round, the players, the date, ...):
 * kept with the game (table {@code record_tags}) and written back by its export, so a game read
 * from a file leaves with the names and event it came with. Tags the server derives from the game
 * itself (the game, its start, result, termination and seed) are not kept.
 */
public final class RecordTags {

    /** One tag pair. */
    record Tag(String name, String value) {}

    /** Tags written from the game itself, never from an import. */
    private static final Set<String> DERIVED =
            Set.of(
                    GameRecord.GAME,
                    GameRecord.RESULT,
                    GameRecord.START,
                    GameRecord.SWAP,
                    "Termination",
                    "Seed");

    private RecordTags() {}

    /** The tags of an imported record worth keeping, in its order. */
    static List<Tag> of(GameRecord record) {
        List<Tag> tags = new ArrayList<>();
        record.tags()
                .forEach(
                        (name, value) -> {
                            if (!DERIVED.contains(name)) {
                                tags.add(new Tag(name, value));
                            }
                        });
        return List.copyOf(tags);
    }

    /**
     * Puts kept tags on a record being built for export: the players (by side name) and the date
     * when the import knew them (not {@code ?}), the others as they were.
     */
    public static void apply(List<Tag> tags, Game game, GameRecord.Builder b) {
        for (Tag t : tags) {
            String name = t.name();
            if (name.equals(game.sideName(0)) || name.equals(game.sideName(1))) {
                if (!t.value().equals(GameRecord.UNKNOWN_PLAYER)) {
                    b.player(name.equals(game.sideName(0)) ? 0 : 1, t.value());
                }
            } else if (name.equals(GameRecord.DATE)) {
                if (!t.value().equals(GameRecord.UNKNOWN_DATE)) {
                    b.date(t.value());
                }
            } else if (!DERIVED.contains(name)) {
                b.tag(name, t.value());
            }
        }
    }
}
