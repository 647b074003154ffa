package org.boardwright.engine.twist;

import java.util.Map;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameDescriptor.Feature;
import org.boardwright.engine.GameText;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.Draughts;

/** Checkers with the Twist (docs/rules/twist.md): checkers plus options, declarations and dice. */
public final class TwistGame implements Game {

    public static final TwistGame INSTANCE = new TwistGame();

    /** Engine policy: a game is drawn after this many plies. */
    public static final int PLY_LIMIT = 1000;

    static final GameDescriptor DESCRIPTOR =
            GameDescriptor.builder("twist", "Checkers with the Twist")
                    .summary(
                            "Checkers plus options: kings that jump earn options to declare a pass, an extra turn or a boost, decided by two dice.")
                    .sides(CheckersGame.SIDES)
                    .pieces(CheckersGame.PIECES)
                    .board(CheckersGame.BOARD)
                    .features(
                            Feature.DRAWS_BY_AGREEMENT, Feature.CAPTURES_COMPULSORY, Feature.CHANCE)
                    .counter("options")
                    .build();

    private TwistGame() {}

    @Override
    public GameText text() {
        return TwistText.INSTANCE;
    }

    @Override
    public GameDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public String spec() {
        return "twist";
    }

    @Override
    public TwistState newInitialState() {
        return new TwistState(
                CheckersGame.startPieces(0),
                CheckersGame.startPieces(1),
                0,
                0,
                0,
                0,
                Turn.of(Turn.NORMAL, 0, 0, 0),
                0);
    }

    /**
     * Reads a position; keys {@code options}, {@code turn} and {@code quiet} in any order
     * (docs/rules/twist.md, position strings).
     */
    @Override
    public TwistState parsePosition(String position) {
        PositionText text = PositionText.parse(position, this);
        CheckersGame.Board board = CheckersGame.Board.read(text, this);
        int side = text.side();
        int[] options = {0, 0};
        int turn = Turn.of(Turn.NORMAL, 0, 0, 0);
        int quiet = 0;
        for (Map.Entry<String, String> e : text.keys().entrySet()) {
            String value = e.getValue();
            switch (e.getKey()) {
                case "options":
                    int comma = value.indexOf(',');
                    if (comma < 0) {
                        throw new NotationException(
                                "options="
                                        + NotationException.quote(value)
                                        + ": expected <red>,<white>, e.g. options=1,0");
                    }
                    options[0] = CheckersGame.Board.readCount(value.substring(0, comma), "options");
                    options[1] =
                            CheckersGame.Board.readCount(value.substring(comma + 1), "options");
                    break;
                case "turn":
                    turn = Turn.parse(value);
                    break;
                case "quiet":
                    quiet = CheckersGame.Board.readQuiet(value);
                    break;
                default:
                    throw new NotationException(
                            "unknown key "
                                    + NotationException.quote(e.getKey())
                                    + " for twist (options=, turn=, quiet=)");
            }
        }
        int type = Turn.type(turn);
        int sq = Turn.square(turn);
        boolean needsKing =
                type == Turn.SPEED
                        || type == Turn.INITIATIVE
                        || type == Turn.DECLARED && Turn.declaration(turn) >= Turn.SPEED_BOOST;
        boolean own = (board.pieces[side] >>> sq & 1) != 0;
        if (needsKing && !(own && (board.kings >>> sq & 1) != 0)) {
            throw new NotationException(
                    "turn="
                            + text.keys().get("turn")
                            + " names "
                            + Draughts.squareName(sq)
                            + ", which holds no "
                            + sideName(side)
                            + " king");
        }
        if (type == Turn.BONUS && !own) {
            throw new NotationException(
                    "turn="
                            + text.keys().get("turn")
                            + " names "
                            + Draughts.squareName(sq)
                            + ", which holds no "
                            + sideName(side)
                            + " piece");
        }
        TwistState state =
                new TwistState(
                        board.pieces[0],
                        board.pieces[1],
                        board.kings,
                        side,
                        options[0],
                        options[1],
                        turn,
                        quiet);
        if (type == Turn.BONUS && !state.hasBoardMove()) {
            throw new NotationException(
                    "a bonus turn without a legal move is forfeited, so no game stands at one");
        }
        return state;
    }

    @Override
    public String toString() {
        return "twist";
    }
}
