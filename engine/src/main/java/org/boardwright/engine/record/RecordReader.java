package org.boardwright.engine.record;

import static org.boardwright.engine.record.GameRecord.DATE;
import static org.boardwright.engine.record.GameRecord.GAME;
import static org.boardwright.engine.record.GameRecord.MAX_CHARS;
import static org.boardwright.engine.record.GameRecord.RESULT;
import static org.boardwright.engine.record.GameRecord.START;
import static org.boardwright.engine.record.GameRecord.UNKNOWN_DATE;
import static org.boardwright.engine.record.GameRecord.UNKNOWN_PLAYER;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;

/**
 * Reads the record form of {@link GameRecord}: parses the text ({@link RecordText}), finds the
 * game, replays and checks every move and the result, and puts the tags in canonical order.
 */
final class RecordReader {

    private RecordReader() {}

    /**
     * Reads a record, finding its game with {@code games} (for games outside the registry, e.g. in
     * tests).
     */
    static GameRecord read(String text, Function<String, Game> games) {
        if (text == null) {
            throw new NotationException("no record");
        }
        if (text.length() > MAX_CHARS) {
            throw new NotationException(
                    "record too long ("
                            + text.length()
                            + " characters, at most "
                            + MAX_CHARS
                            + ")");
        }
        RecordText parsed = RecordText.parse(text);
        Map<String, String> tags = parsed.tags();
        String spec = tags.get(GAME);
        if (spec == null) {
            throw new NotationException(
                    "missing Game tag (a record names its game first, e.g. [Game \"madrooks\"])");
        }
        Game game;
        try {
            game = games.apply(spec);
        } catch (NotationException e) {
            throw new NotationException("Game tag: " + RecordText.shorten(e.getMessage(), 200));
        }
        GameState state = startState(game, tags.get(START));
        String start = state.position();

        List<String> moveTokens = parsed.moves();
        int[] moves = new int[moveTokens.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = parseMove(state, moveTokens.get(i), i + 1);
            state.play(moves[i]);
        }

        String token = parsed.result();
        String tagResult = tags.get(RESULT);
        if (tagResult != null && !tagResult.equals(token)) {
            throw new NotationException(
                    "Result tag \""
                            + RecordText.shorten(tagResult)
                            + "\" differs from the result "
                            + token
                            + " at the end of the moves");
        }
        checkResult(state, state.isOverWithoutClaim(), token);

        Map<String, String> others = new LinkedHashMap<>(tags);
        others.keySet()
                .removeAll(List.of(GAME, DATE, RESULT, START, game.sideName(0), game.sideName(1)));
        Map<String, String> canonical =
                GameRecord.canonicalTags(
                        game,
                        tags.getOrDefault(DATE, UNKNOWN_DATE),
                        tags.getOrDefault(game.sideName(0), UNKNOWN_PLAYER),
                        tags.getOrDefault(game.sideName(1), UNKNOWN_PLAYER),
                        token,
                        start,
                        others);
        return new GameRecord(
                game, canonical, start, moves, new ArrayList<>(moveTokens), state, token, true);
    }

    private static GameState startState(Game game, String start) {
        if (start == null) {
            return game.newInitialState();
        }
        try {
            return game.parsePosition(start);
        } catch (NotationException e) {
            throw new NotationException("Start tag: " + RecordText.shorten(e.getMessage(), 200));
        }
    }

    private static int parseMove(GameState state, String token, int number) {
        String prefix = "illegal move " + number + " \"" + RecordText.shorten(token) + "\"";
        if (state.isOverWithoutClaim()) { // a record may play on past a claimable draw
            throw new NotationException(
                    prefix + ": the game was already over (" + state.result().notation() + ")");
        }
        try {
            return state.parseMove(token);
        } catch (NotationException e) {
            String why =
                    e instanceof IllegalMoveException
                            ? "not legal for " + state.game().sideName(state.sideToMove()) + " here"
                            : RecordText.shorten(e.getMessage(), 200);
            throw new NotationException(prefix + ": " + why);
        }
    }

    /**
     * Throws unless the result token agrees with the final position, which the record's driver
     * judges over or not ({@code over}: with claimed draws or by engine policy).
     */
    static void checkResult(GameState state, boolean over, String token) {
        if (over && !state.result().notation().equals(token)) {
            String reason = state.resultReason();
            throw new NotationException(
                    "result "
                            + token
                            + " contradicts the final position, where "
                            + (reason.isEmpty() ? "the game ended" : reason)
                            + " ("
                            + state.result().notation()
                            + ")");
        }
    }
}
